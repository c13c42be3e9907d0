#include "widgets/NoBreakText.h"

#include <algorithm>

namespace ddpw {

QString NoBreakText::html(const QString& word)
{
    QString out;
    out.reserve(word.size() * 2);
    for (const QChar c : word) {
        switch (c.unicode()) {
        case u'&': out += QStringLiteral("&amp;"); break;
        case u'<': out += QStringLiteral("&lt;"); break;
        case u'>': out += QStringLiteral("&gt;"); break;
        case u'"': out += QStringLiteral("&quot;"); break;
        case u' ': out += QStringLiteral("&nbsp;"); break;
        // U+2060 WORD JOINER: Unicode's line breaking allows a break after these; this forbids it.
        case u'-':
        case u'/': out += c + QStringLiteral("&#8288;"); break;
        default: out += c;
        }
    }
    return out;
}

QString NoBreakText::elideMiddle(const QString& word, int maxCharacters)
{
    maxCharacters = std::max(maxCharacters, 5);
    if (word.size() <= maxCharacters)
        return word;
    const int kept = maxCharacters - 1; // one for the ellipsis
    const int head = (kept + 1) / 2;
    const int tail = kept - head;
    return word.left(head) + QChar(0x2026) + word.right(tail);
}

} // namespace ddpw
