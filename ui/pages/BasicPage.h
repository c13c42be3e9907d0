#pragma once

#include "pages/FormPage.h"

class QComboBox;
class QLabel;
class QLineEdit;

namespace ddpw {

// Step 1, the platform's "Basic configuration": job name, image (which must already have
// torch installed), and the torch release in that image, which decides option spellings.
class BasicPage : public FormPage
{
    Q_OBJECT

public:
    explicit BasicPage(JobDocument* document, QWidget* parent = nullptr);

protected:
    void showJob(const JobSpec& job) override;
    void retranslateUi() override;

private:
    void selectTorchVersion(const TorchVersion& version);

    QLabel* m_intro;
    QLabel* m_nameLabel;
    QLineEdit* m_name;
    QLabel* m_imageLabel;
    QLineEdit* m_image;
    QLabel* m_imageNote;
    QLabel* m_torchLabel;
    QComboBox* m_torch;
};

} // namespace ddpw
