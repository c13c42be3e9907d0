#include "util/ShellQuote.h"

#include <algorithm>

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
    quoted.reserve(word.size() + 4);
    QStringView rest(word);
    // A leading tilde is escaped outside the quotes: a quoted "~/x" reads as a mistake to
    // ShellCheck (SC2088), and a bare one would expand.
    if (rest.startsWith(u'~')) {
        quoted += QStringLiteral("\\~");
        rest = rest.mid(1);
        if (rest.isEmpty())
            return quoted;
        if (isPlainWord(rest.toString()))
            return quoted + rest.toString();
    }
    // Single quotes read best, but ShellCheck takes a '$' or a backslash in them for a mistake
    // (SC2016, SC1003) and an embedded quote needs '\''; such words go in double quotes, where
    // only \ " $ and ` need a backslash (history expansion is off in a script).
    const bool doubleQuotes = std::any_of(rest.begin(), rest.end(),
                                          [](QChar c) { return c == u'\'' || c == u'$' || c == u'`' || c == u'\\'; });
    const QChar mark = doubleQuotes ? u'"' : u'\'';
    quoted += mark;
    for (const QChar c : rest) {
        if (doubleQuotes && (c == u'\\' || c == u'"' || c == u'$' || c == u'`'))
            quoted += u'\\';
        quoted += c;
    }
    quoted += mark;
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
