#pragma once

#include <QScrollArea>

namespace ddpw {

// A step's page in the window: it scrolls up and down only, never sideways (the page takes the
// area's width, and its layout wraps what does not fit), and it keeps the vertical scroll bar's
// room even while the bar is hidden, so that the page does not reflow when an inline message
// makes it tall enough to scroll (CSS's "scrollbar-gutter: stable").
class StableScrollArea : public QScrollArea
{
    Q_OBJECT

public:
    explicit StableScrollArea(QWidget* page, QWidget* parent = nullptr);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void updateGutter();
};

} // namespace ddpw
