#include "shell/ShellReferences.h"

#include "shell/ShellScanner.h"

namespace ddpw {

namespace {

// A construct being read: its body ends at bodyEnd, reading goes on at resume (past the closer).
struct Frame
{
    int bodyEnd = 0;
    int resume = 0;
    bool doubleQuoted = false;
    bool arithmetic = false;
};

// Where the name of ${...} whose body starts at `at` ends: ${#NAME}, ${!NAME}, ${NAME...},
// ${1}, ${@}; `at` when it names nothing.
int parameterName(QStringView text, int at, int end, int& nameBegin)
{
    nameBegin = at;
    if (at + 1 < end && (text[at] == u'#' || text[at] == u'!') &&
        (ShellScanner::isNameStart(text[at + 1]) || ShellScanner::isSpecialParameter(text[at + 1])))
        nameBegin = at + 1;
    if (nameBegin < end && ShellScanner::isNameStart(text[nameBegin]))
        return ShellScanner::nameEnd(text, nameBegin);
    if (nameBegin < end && text[nameBegin].isDigit()) {
        int k = nameBegin;
        while (k < end && text[k].isDigit())
            ++k;
        return k;
    }
    if (nameBegin < end && ShellScanner::isSpecialParameter(text[nameBegin]))
        return nameBegin + 1;
    return nameBegin;
}

} // namespace

QList<ShellReference> ShellReferences::in(QStringView text)
{
    QList<ShellReference> references;
    const int n = int(text.size());
    QList<Frame> frames{{n, n, false, false}};
    // Opens the construct whose opener starts at i and whose body starts at bodyBegin; a
    // construct too deep is stepped over whole.
    const auto open = [&](int& i, int bodyBegin, ShellConstruct kind, int closerSize, bool doubleQuoted,
                          bool arithmetic) {
        const ShellScanResult scan = ShellScanner::skip(text, bodyBegin, kind, i);
        const int bodyEnd = scan.terminated ? scan.end - closerSize : scan.end;
        if (frames.size() > kMaxDepth) {
            i = scan.end;
            return;
        }
        frames.append({qMax(bodyBegin, bodyEnd), scan.end, doubleQuoted, arithmetic});
        i = bodyBegin;
    };
    for (int i = 0; i < n;) {
        if (frames.size() > 1 && i >= frames.constLast().bodyEnd) {
            i = qMax(i, frames.constLast().resume);
            frames.removeLast();
            continue;
        }
        Frame& frame = frames.last();
        const QChar c = text[i];
        const QChar next = i + 1 < n ? text[i + 1] : QChar();
        if (c == u'\\') {
            i += 2;
        } else if (c == u'\'' && !frame.doubleQuoted && !frame.arithmetic) {
            i = ShellScanner::skip(text, i + 1, ShellConstruct::SingleQuote, i).end;
        } else if (c == u'"') {
            frame.doubleQuoted = !frame.doubleQuoted;
            ++i;
        } else if (c == u'`') {
            open(i, i + 1, ShellConstruct::Backtick, 1, false, false);
        } else if (c == u'$' && next == u'\'' && !frame.doubleQuoted) {
            i = ShellScanner::skip(text, i + 2, ShellConstruct::AnsiCQuote, i).end;
        } else if (c == u'$' && next == u'(' && i + 2 < n && text[i + 2] == u'(') {
            open(i, i + 3, ShellConstruct::Arithmetic, 2, false, true);
        } else if (c == u'$' && next == u'(') {
            open(i, i + 2, ShellConstruct::CommandSubstitution, 1, false, false);
        } else if (c == u'$' && next == u'{') {
            const int at = i;
            const bool doubleQuoted = frame.doubleQuoted;
            open(i, i + 2, ShellConstruct::ParameterExpansion, 1, doubleQuoted, false);
            if (i != at + 2)
                continue; // stepped over whole
            const int bodyEnd = frames.constLast().bodyEnd;
            int nameBegin = 0;
            const int nameEnd = parameterName(text, i, bodyEnd, nameBegin);
            if (nameEnd > nameBegin) {
                const bool plain = nameBegin == i && nameEnd == bodyEnd;
                references.append({text.mid(nameBegin, nameEnd - nameBegin).toString(), at,
                                   plain ? frames.constLast().resume : nameEnd, plain});
                i = nameEnd; // the operands after the name are read in the frame
            }
        } else if (c == u'$' && ShellScanner::isNameStart(next)) {
            const int end = ShellScanner::nameEnd(text, i + 1);
            references.append({text.mid(i + 1, end - i - 1).toString(), i, end, true});
            i = end;
        } else if (c == u'$' && !next.isNull() && ShellScanner::isSpecialParameter(next)) {
            references.append({QString(next), i, i + 2, true});
            i += 2;
        } else if (frame.arithmetic && ShellScanner::isNameStart(c)) {
            const int end = ShellScanner::nameEnd(text, i);
            references.append({text.mid(i, end - i).toString(), i, end, false});
            i = end;
        } else if (frame.arithmetic && ShellScanner::isNameChar(c)) {
            while (i < n && ShellScanner::isNameChar(text[i]))
                ++i; // a number such as 0x1F or 10#7: no name inside
        } else {
            ++i;
        }
    }
    return references;
}

QStringList ShellReferences::names(QStringView text)
{
    QStringList names;
    for (const ShellReference& reference : in(text))
        names.append(reference.name);
    return names;
}

} // namespace ddpw
