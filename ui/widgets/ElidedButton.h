#pragma once

#include <QPushButton>

namespace ddpw {

// A flat push button for one line of a log: it never widens its layout; what does not fit ends
// in "…" (the whole line is in the tooltip and one click away in the log viewer). Like
// ElidedLabel, for text that is the log's own and may be of any length.
class ElidedButton : public QPushButton
{
    Q_OBJECT

public:
    explicit ElidedButton(const QString& text, QWidget* parent = nullptr);

    QString fullText() const { return m_text; }
    bool isElided() const { return m_shown != m_text; }

    QSize minimumSizeHint() const override;
    QSize sizeHint() const override;

protected:
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void elide();
    int frameWidth() const;

    QString m_text;
    QString m_shown;
};

} // namespace ddpw
