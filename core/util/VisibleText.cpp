#include "util/VisibleText.h"

namespace ddpw {

namespace {

bool isControl(char16_t c)
{
    return c < 0x20 || c == 0x7F || (c >= 0x80 && c <= 0x9F);
}

QString escape(const QString& text, bool keepLines)
{
    qsizetype first = 0;
    while (first < text.size() && !(isControl(text.at(first).unicode()) && !(keepLines && text.at(first) == u'\n')))
        ++first;
    if (first == text.size())
        return text; // the usual case: nothing to copy
    QString out = text.left(first);
    for (qsizetype i = first; i < text.size(); ++i) {
        const char16_t c = text.at(i).unicode();
        if (c == u'\n' && keepLines)
            out += u'\n';
        else if (c == u'\n')
            out += QStringLiteral("\\n");
        else if (c == u'\t')
            out += QStringLiteral("\\t");
        else if (isControl(c))
            out += QStringLiteral("\\x%1").arg(int(c), 2, 16, QChar(u'0'));
        else
            out += QChar(c);
    }
    return out;
}

} // namespace

QString VisibleText::escaped(const QString& text)
{
    return escape(text, false);
}

QString VisibleText::escapedKeepingLines(const QString& text)
{
    return escape(text, true);
}

} // namespace ddpw
