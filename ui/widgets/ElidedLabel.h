#pragma once

#include <QLabel>

namespace ddpw {

// One line of text that never widens its layout: what does not fit ends in "…", and the whole
// text is the tooltip. For the status banner, whose message may be any problem's sentence.
class ElidedLabel : public QLabel
{
    Q_OBJECT

public:
    explicit ElidedLabel(QWidget* parent = nullptr);

    void setFullText(const QString& text);
    QString fullText() const { return m_text; }
    bool isElided() const { return text() != m_text; }

    QSize minimumSizeHint() const override;
    QSize sizeHint() const override;

protected:
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void elide();

    QString m_text;
};

} // namespace ddpw
