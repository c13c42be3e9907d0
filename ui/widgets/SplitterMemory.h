#pragma once

#include <QString>

class QSplitter;

namespace ddpw {

// Keeps how the user divided a splitter, per window: each drag of a handle writes the splitter's
// state to QSettings under "<window>/splitters/<its object name>" (the style of
// WindowPlacement's "window/geometry/..."), and the next window of that name starts with it.
// Only a drag is remembered, never a size the layout chose itself; the main window's preview
// and the Open command dialog have the same widgets and each keeps its own.
class SplitterMemory
{
public:
    // The settings key of this splitter in the window named `window` ("window", "openCommand").
    static QString key(const QString& window, const QSplitter* splitter);
    // Restores what was remembered now, and remembers each drag from now on. True when there
    // was a division to restore (the user's, from an earlier window).
    static bool keep(QSplitter* splitter, const QString& window);
};

} // namespace ddpw
