#include "util/ShellQuote.h"

namespace ddpw {

namespace {

// Characters that are never special to bash in an argument position (never in command
// position: callers only quote arguments). '=' makes no assignment after the command name;
// ',' and '@' only matter next to braces or parentheses, which are quoted. '~' is left out
// because a leading tilde expands.
bool isPlainCharacter(QChar c)
{
    const char16_t u = c.unicode();
    return (u >= u'a' && u <= u'z') || (u >= u'A' && u <= u'Z') || (u >= u'0' && u <= u'9') || u == u'_' || u == u'-' ||
           u == u'.' || u == u'/' || u == u'+' || u == u':' || u == u'%' || u == u'=' || u == u',' || u == u'@';
}

bool isPlainWord(const QString& word)
{
    if (word.isEmpty())
        return false;
    for (const QChar c : word) {
        if (!isPlainCharacter(c))
            return false;
    }
    return true;
}

} // namespace

QString shellQuote(const QString& word)
{
    if (isPlainWord(word))
        return word;
    QString quoted;
    quoted.reserve(word.size() + 2);
    quoted += u'\'';
    for (const QChar c : word) {
        if (c == u'\'')
            quoted += QStringLiteral("'\\''");
        else
            quoted += c;
    }
    quoted += u'\'';
    return quoted;
}

QString shellJoin(const QStringList& words)
{
    QStringList quoted;
    quoted.reserve(words.size());
    for (const QString& word : words)
        quoted.append(shellQuote(word));
    return quoted.join(u' ');
}

} // namespace ddpw
