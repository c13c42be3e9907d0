#pragma once

#include <QString>

namespace ddpw {

// A tooltip for a sentence of any length: as rich text, Qt wraps it to a readable width
// instead of drawing one line that runs off the screen (a long diagnostic, a node's detail).
QString wrappedToolTip(const QString& text);

} // namespace ddpw
