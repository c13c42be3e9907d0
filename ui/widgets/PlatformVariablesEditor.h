#pragma once

#include "model/JobSpec.h"

#include <QWidget>

class QLabel;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace ddpw {

class JobDocument;

// The Task step's view of the nodes' environment: the variables the platform presets on one
// node (read-only, from core's PlatformEnvironment through JobDocument, so they follow the role,
// the node count and the job name), and a table of the other variables the user's platform sets,
// with sample values. Every edit goes to the document; JobChecks::problems() judges the names and
// the page shows what it says under this widget.
class PlatformVariablesEditor : public QWidget
{
    Q_OBJECT

public:
    explicit PlatformVariablesEditor(JobDocument* document, QWidget* parent = nullptr);

    // The table of the user's variables: the editor the page marks with their problems.
    QTableWidget* userTable() const { return m_user; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void showJob();
    void showPresets();
    void showUserVariables(const QList<EnvVar>& variables);
    void cellEdited(int row, int column);

    JobDocument* m_document;
    QLabel* m_presetsLabel;
    QLabel* m_nodeLabel;
    QSpinBox* m_node;
    QTableWidget* m_presets;
    QLabel* m_userLabel;
    QTableWidget* m_user;
    QPushButton* m_add;
    QPushButton* m_remove;
};

} // namespace ddpw
