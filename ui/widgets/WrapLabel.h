#pragma once

#include <QHash>
#include <QLabel>

namespace ddpw {

// A word-wrapped label that remembers its height for each width it was asked about. Nested
// layouts ask a wrapped label for its height at the same few widths many times while a window
// is laid out, and each answer lays the whole text out again: at start-up that was most of what
// the window's help lines cost. Plain text only.
class WrapLabel : public QLabel
{
    Q_OBJECT

public:
    explicit WrapLabel(QWidget* parent = nullptr);

    int heightForWidth(int width) const override;
    QSize minimumSizeHint() const override;
    QSize sizeHint() const override;

protected:
    void changeEvent(QEvent* event) override;
    bool event(QEvent* event) override;

private:
    void forgetIfChanged() const;

    mutable QHash<int, int> m_heights;
    mutable QSize m_minimum;
    mutable QSize m_preferred;
    mutable QString m_measured; // the text the heights are for
};

} // namespace ddpw
