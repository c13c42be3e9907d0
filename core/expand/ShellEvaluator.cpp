#include "expand/ShellEvaluator.h"

#include "expand/ArithmeticEvaluator.h"
#include "expand/CommandSimulator.h"
#include "expand/GlobPattern.h"
#include "shell/ShellReader.h"
#include "shell/ShellScanner.h"

namespace ddpw {

namespace {

// How deep $(...) and ${...} may nest before evaluation gives up (the reader has no limit).
constexpr int kMaxDepth = 48;

// Variables that bash or the node sets at run time: their values are not known statically,
// not even to decide whether ${NAME:-default} takes the default.
bool isRuntimeVariable(const QString& name)
{
    static const QStringList names{
        QStringLiteral("HOME"),     QStringLiteral("PATH"),         QStringLiteral("PWD"),
        QStringLiteral("OLDPWD"),   QStringLiteral("HOSTNAME"),     QStringLiteral("HOSTTYPE"),
        QStringLiteral("OSTYPE"),   QStringLiteral("MACHTYPE"),     QStringLiteral("SHLVL"),
        QStringLiteral("RANDOM"),   QStringLiteral("SRANDOM"),      QStringLiteral("SECONDS"),
        QStringLiteral("LINENO"),   QStringLiteral("UID"),          QStringLiteral("EUID"),
        QStringLiteral("PPID"),     QStringLiteral("USER"),         QStringLiteral("SHELL"),
        QStringLiteral("TERM"),     QStringLiteral("LANG"),         QStringLiteral("OPTIND"),
        QStringLiteral("OPTARG"),   QStringLiteral("EPOCHSECONDS"), QStringLiteral("EPOCHREALTIME"),
        QStringLiteral("GROUPS"),   QStringLiteral("PS1"),          QStringLiteral("PS2"),
        QStringLiteral("PS4"),      QStringLiteral("REPLY"),        QStringLiteral("PIPESTATUS"),
        QStringLiteral("FUNCNAME"), QStringLiteral("HISTFILE"),     QStringLiteral("LOGNAME"),
    };
    return names.contains(name) || name.startsWith(QLatin1String("BASH")) || name.startsWith(QLatin1String("LC_"));
}

bool hasGlobCharacters(QStringView text)
{
    if (text.contains(u'*') || text.contains(u'?'))
        return true;
    const qsizetype open = text.indexOf(u'[');
    return open >= 0 && text.indexOf(u']', open + 1) > open;
}

bool hasBraceExpansion(QStringView text)
{
    const qsizetype open = text.indexOf(u'{');
    if (open < 0)
        return false;
    const qsizetype close = text.indexOf(u'}', open + 1);
    if (close < 0)
        return false;
    const QStringView inside = text.mid(open + 1, close - open - 1);
    return inside.contains(u',') || inside.contains(QStringView(u".."));
}

// Backslashes inside `...` quote only $ ` \ (and " inside double quotes); bash removes them
// before it reads the command.
QString unescapeBacktick(QStringView body, bool quoted)
{
    QString out;
    out.reserve(body.size());
    for (int k = 0; k < body.size(); ++k) {
        if (body[k] == u'\\' && k + 1 < body.size() &&
            (body[k + 1] == u'$' || body[k + 1] == u'`' || body[k + 1] == u'\\' || (quoted && body[k + 1] == u'"'))) {
            out += body[++k];
        } else {
            out += body[k];
        }
    }
    return out;
}

// The index of the first '/' in ${X/pattern/replacement} that is not quoted or nested.
int findSlash(QStringView word)
{
    for (int k = 0; k < word.size(); ++k) {
        const QChar c = word[k];
        if (c == u'\\') {
            ++k;
        } else if (c == u'/') {
            return k;
        } else if (c == u'\'' || c == u'"' || c == u'`' || (c == u'$' && k + 1 < word.size())) {
            ShellConstruct kind = ShellConstruct::SingleQuote;
            int from = k + 1;
            if (c == u'"')
                kind = ShellConstruct::DoubleQuote;
            else if (c == u'`')
                kind = ShellConstruct::Backtick;
            else if (c == u'$') {
                if (word[k + 1] == u'{')
                    kind = ShellConstruct::ParameterExpansion;
                else if (word[k + 1] == u'(')
                    kind = ShellConstruct::CommandSubstitution;
                else
                    continue;
                from = k + 2;
            }
            k = ShellScanner::skip(word, from, kind, k).end - 1;
        }
    }
    return -1;
}

} // namespace

void ShellEvaluator::assign(const QString& name, const QString& value, bool known, const QString& reason)
{
    ShellVariable& variable = m_variables[name];
    variable.value = value;
    variable.set = true;
    variable.known = known;
    variable.reason = reason;
    variable.exported = variable.exported || m_allExport;
}

QStringList ShellEvaluator::takeNotes()
{
    QStringList notes = std::move(m_notes);
    m_notes.clear();
    notes.removeDuplicates();
    return notes;
}

void ShellEvaluator::note(QStringView what, const QString& why)
{
    m_notes.append(QStringLiteral("%1: %2: %3").arg(m_where, what.toString(), why));
}

ShellEvaluator::Piece ShellEvaluator::placeholder(QStringView raw, const QString& why)
{
    note(raw, why);
    return {raw.toString(), Piece::Quoted};
}

QStringList ShellEvaluator::fields(const ShellWord& word)
{
    m_where = QStringLiteral("%1:%2").arg(word.range.begin.line).arg(word.range.begin.column);
    m_wordRaw = word.raw;
    return split(pieces(word.raw, false, true));
}

QString ShellEvaluator::assignmentValue(const ShellWord& value)
{
    m_where = QStringLiteral("%1:%2").arg(value.range.begin.line).arg(value.range.begin.column);
    m_wordRaw = value.raw;
    const QList<Piece> parts = pieces(value.raw, false, true);
    // Tilde expansion happens at the start of the value and after each unquoted ':'.
    for (int k = 0; k < parts.size(); ++k) {
        const Piece& piece = parts.at(k);
        if (piece.kind == Piece::Literal &&
            (piece.text.contains(QLatin1String(":~")) || (k == 0 && piece.text.startsWith(u'~'))))
            note(value.raw, tr("~ is the home directory on the node; not known statically"));
    }
    return join(parts);
}

QString ShellEvaluator::join(const QList<Piece>& pieces)
{
    QString out;
    for (const Piece& piece : pieces)
        out += piece.text;
    return out;
}

QString ShellEvaluator::ifs() const
{
    const auto it = m_variables.constFind(QStringLiteral("IFS"));
    if (it == m_variables.constEnd() || !it->set)
        return QStringLiteral(" \t\n");
    return it->value;
}

// Word splitting (bash's rules for IFS whitespace and non-whitespace) and the checks for
// what would need the node's file system (pathname and brace expansion).
QStringList ShellEvaluator::split(const QList<Piece>& pieces)
{
    const QString separators = ifs();
    const auto isIfs = [&](QChar c) { return separators.contains(c); };
    const auto isIfsSpace = [&](QChar c) { return isIfs(c) && (c == u' ' || c == u'\t' || c == u'\n'); };
    QStringList fields;
    QString current;
    bool started = false;
    bool globbing = false;
    bool braces = false;
    for (const Piece& piece : pieces) {
        if (piece.kind != Piece::Quoted && !m_noGlob && hasGlobCharacters(piece.text))
            globbing = true;
        if (piece.kind == Piece::Literal && hasBraceExpansion(piece.text))
            braces = true;
        if (piece.kind != Piece::Expanded) {
            current += piece.text;
            started = true;
            continue;
        }
        const QString& text = piece.text;
        const int n = int(text.size());
        int i = 0;
        while (i < n) {
            if (!isIfs(text[i])) {
                current += text[i++];
                started = true;
                continue;
            }
            // One delimiter: IFS whitespace, at most one other IFS character, IFS whitespace.
            bool hard = false;
            while (i < n && isIfsSpace(text[i]))
                ++i;
            if (i < n && isIfs(text[i]) && !isIfsSpace(text[i])) {
                hard = true;
                ++i;
                while (i < n && isIfsSpace(text[i]))
                    ++i;
            }
            if (started || hard)
                fields.append(current);
            current.clear();
            started = false;
        }
    }
    if (started)
        fields.append(current);
    if (globbing)
        note(m_wordRaw, tr("pathname expansion: bash replaces the pattern with matching file names on the node"));
    if (braces)
        note(m_wordRaw, tr("brace expansion is not evaluated"));
    return fields;
}

QList<ShellEvaluator::Piece> ShellEvaluator::pieces(QStringView text, bool quoted, bool wordStart)
{
    QList<Piece> out;
    QString literal;
    const auto flush = [&]() {
        if (!literal.isEmpty())
            out.append({literal, quoted ? Piece::Quoted : Piece::Literal});
        literal.clear();
    };
    const int n = int(text.size());
    int i = 0;
    if (wordStart && !quoted && n > 0 && text[0] == u'~') {
        int end = 1;
        while (end < n && text[end] != u'/' && !ShellScanner::isMeta(text[end]) && text[end] != u'$' &&
               text[end] != u'"' && text[end] != u'\'' && text[end] != u'\\' && text[end] != u'`')
            ++end;
        if (end == n || text[end] == u'/') {
            out.append(placeholder(text.left(end), tr("~ is the home directory on the node; not known statically")));
            i = end;
        }
    }
    while (i < n) {
        const QChar c = text[i];
        if (c == u'\\') {
            const QChar next = i + 1 < n ? text[i + 1] : QChar();
            if (next == u'\n') {
                i += 2;
            } else if (next.isNull()) {
                literal += c;
                ++i;
            } else if (quoted && !(next == u'$' || next == u'`' || next == u'"' || next == u'\\')) {
                literal += c;
                ++i;
            } else if (quoted) {
                literal += next;
                i += 2;
            } else {
                flush();
                out.append({QString(next), Piece::Quoted});
                i += 2;
            }
        } else if (c == u'\'' && !quoted) {
            const qsizetype close = text.indexOf(u'\'', i + 1);
            const int end = close < 0 ? n : int(close);
            flush();
            out.append({text.mid(i + 1, end - i - 1).toString(), Piece::Quoted});
            i = end + 1;
        } else if (c == u'"') {
            const ShellScanResult r = ShellScanner::skip(text, i + 1, ShellConstruct::DoubleQuote, i);
            const int bodyEnd = r.terminated ? r.end - 1 : n;
            flush();
            out.append({QString(), Piece::Quoted}); // "" is an (empty) field of its own
            out.append(pieces(text.mid(i + 1, bodyEnd - i - 1), true, false));
            i = r.end;
        } else if (c == u'`') {
            const ShellScanResult r = ShellScanner::skip(text, i + 1, ShellConstruct::Backtick, i);
            flush();
            if (!r.terminated) {
                out.append(placeholder(text.mid(i), ShellReader::unterminatedMessage(ShellConstruct::Backtick)));
            } else {
                bool ok = true;
                const QString output = commandSubstitution(unescapeBacktick(text.mid(i + 1, r.end - i - 2), quoted),
                                                           text.mid(i, r.end - i), ok);
                out.append({output, ok && !quoted ? Piece::Expanded : Piece::Quoted});
            }
            i = r.end;
        } else if (c == u'$') {
            flush();
            dollar(text, i, quoted, out);
        } else {
            literal += c;
            ++i;
        }
    }
    flush();
    return out;
}

void ShellEvaluator::dollar(QStringView text, int& i, bool quoted, QList<Piece>& out)
{
    const int n = int(text.size());
    const QChar next = i + 1 < n ? text[i + 1] : QChar();
    const Piece::Kind kind = quoted ? Piece::Quoted : Piece::Expanded;
    const auto construct = [&](ShellConstruct what, int openLength, int closeLength, auto&& evaluate) {
        const ShellScanResult r = ShellScanner::skip(text, i + openLength, what, i);
        const QStringView raw = text.mid(i, r.end - i);
        if (!r.terminated) {
            out.append(placeholder(raw, ShellReader::unterminatedMessage(r.unterminated)));
        } else if (m_depth >= kMaxDepth) {
            out.append(placeholder(raw, tr("nested too deeply to evaluate")));
        } else {
            ++m_depth;
            evaluate(text.mid(i + openLength, r.end - closeLength - i - openLength), raw);
            --m_depth;
        }
        i = r.end;
    };
    if (next == u'(' && i + 2 < n && text[i + 2] == u'(') {
        construct(ShellConstruct::Arithmetic, 3, 2, [&](QStringView body, QStringView raw) {
            bool ok = true;
            const QString value = arithmetic(body, raw, ok);
            out.append({value, ok ? kind : Piece::Quoted});
        });
    } else if (next == u'(') {
        construct(ShellConstruct::CommandSubstitution, 2, 1, [&](QStringView body, QStringView raw) {
            bool ok = true;
            const QString value = commandSubstitution(body, raw, ok);
            out.append({value, ok ? kind : Piece::Quoted});
        });
    } else if (next == u'{') {
        construct(ShellConstruct::ParameterExpansion, 2, 1,
                  [&](QStringView body, QStringView raw) { out.append(parameter(body, raw, quoted)); });
    } else if (next == u'\'' && !quoted) {
        const ShellScanResult r = ShellScanner::skip(text, i + 2, ShellConstruct::AnsiCQuote, i);
        const int bodyEnd = r.terminated ? r.end - 1 : n;
        out.append({ShellScanner::decodeAnsiC(text.mid(i + 2, bodyEnd - i - 2)), Piece::Quoted});
        i = r.end;
    } else if (next == u'"' && !quoted) {
        const ShellScanResult r = ShellScanner::skip(text, i + 2, ShellConstruct::DoubleQuote, i + 1);
        const int bodyEnd = r.terminated ? r.end - 1 : n;
        out.append({QString(), Piece::Quoted});
        out.append(pieces(text.mid(i + 2, bodyEnd - i - 2), true, false));
        i = r.end;
    } else if (ShellScanner::isNameStart(next) || (!next.isNull() && ShellScanner::isSpecialParameter(next))) {
        const int end = ShellScanner::isNameStart(next) ? ShellScanner::nameEnd(text, i + 1) : i + 2;
        out.append(parameter(text.mid(i + 1, end - i - 1), text.mid(i, end - i), quoted));
        i = end;
    } else {
        out.append({QStringLiteral("$"), quoted ? Piece::Quoted : Piece::Literal});
        ++i;
    }
}

ShellEvaluator::Lookup ShellEvaluator::lookup(const QString& name, QString& value, QString& reason) const
{
    value.clear();
    if (name.isEmpty() || !ShellScanner::isNameStart(name[0])) {
        reason = tr("positional and special parameters are only known when the command runs");
        return Lookup::Unknown;
    }
    const auto it = m_variables.constFind(name);
    if (it != m_variables.constEnd() && it->set) {
        if (!it->known) {
            reason = it->reason;
            value = it->value;
            return Lookup::Unknown;
        }
        value = it->value;
        return Lookup::Set;
    }
    if (it != m_variables.constEnd())
        return Lookup::Unset;
    if (name == QLatin1String("IFS")) {
        value = QStringLiteral(" \t\n");
        return Lookup::Set;
    }
    if (isRuntimeVariable(name)) {
        reason = tr("%1 is set by bash or the node at run time").arg(name);
        return Lookup::Unknown;
    }
    return Lookup::Unset;
}

QList<ShellEvaluator::Piece> ShellEvaluator::parameter(QStringView body, QStringView raw, bool quoted)
{
    const Piece::Kind kind = quoted ? Piece::Quoted : Piece::Expanded;
    if (body.isEmpty())
        return {placeholder(raw, tr("bad substitution"))};
    QString value;
    QString reason;
    // ${#NAME}: the length.
    if (body.size() > 1 && body[0] == u'#' && (ShellScanner::isName(body.mid(1)) || body.size() == 2)) {
        const Lookup state = lookup(body.mid(1).toString(), value, reason);
        if (state == Lookup::Unknown)
            return {placeholder(raw, reason)};
        return {{QString::number(value.size()), kind}};
    }
    // ${!NAME}: indirection.
    if (body[0] == u'!') {
        if (!ShellScanner::isName(body.mid(1)))
            return {placeholder(raw, tr("this form of ${!...} is not evaluated"))};
        const Lookup state = lookup(body.mid(1).toString(), value, reason);
        if (state == Lookup::Unknown)
            return {placeholder(raw, reason)};
        if (!ShellScanner::isName(value))
            return {placeholder(raw, tr("indirect reference to '%1', which is not a variable name").arg(value))};
        const QString target = value;
        if (lookup(target, value, reason) != Lookup::Set)
            return {placeholder(raw, tr("%1 is not set").arg(target))};
        return {{value, kind}};
    }
    int nameEnd = ShellScanner::nameEnd(body, 0);
    if (nameEnd == 0) {
        if (body[0].isDigit()) {
            while (nameEnd < body.size() && body[nameEnd].isDigit())
                ++nameEnd;
        } else if (ShellScanner::isSpecialParameter(body[0])) {
            nameEnd = 1;
        } else {
            return {placeholder(raw, tr("bad substitution"))};
        }
    }
    const QString name = body.left(nameEnd).toString();
    const Lookup state = lookup(name, value, reason);
    const QStringView rest = body.mid(nameEnd);
    if (rest.isEmpty()) {
        if (state == Lookup::Unknown)
            return {placeholder(raw, reason)};
        if (state == Lookup::Unset)
            return {
                placeholder(raw, tr("%1 is not set by the snippet or the platform (pass --env %1=VALUE)").arg(name))};
        return {{value, kind}};
    }
    if (state == Lookup::Unknown)
        return {placeholder(raw, reason)};
    return parameterOperator(name, state, value, rest, raw, quoted);
}

// The word after an operator such as :- is expanded in the same quoting context; unquoted,
// its literal text is split like any expansion.
QList<ShellEvaluator::Piece> ShellEvaluator::subWord(QStringView word, bool quoted)
{
    QList<Piece> parts = pieces(word, quoted, false);
    if (!quoted) {
        for (Piece& piece : parts) {
            if (piece.kind == Piece::Literal)
                piece.kind = Piece::Expanded;
        }
    }
    return parts;
}

QList<ShellEvaluator::Piece> ShellEvaluator::parameterOperator(const QString& name, Lookup state, const QString& value,
                                                               QStringView rest, QStringView raw, bool quoted)
{
    const Piece::Kind kind = quoted ? Piece::Quoted : Piece::Expanded;
    const bool unset = state == Lookup::Unset;
    // ${NAME-word} ${NAME:-word} and the = + ? forms.
    const bool colon = rest[0] == u':' && rest.size() > 1 && QStringView(u"-=+?").contains(rest[1]);
    if (colon || QStringView(u"-=+?").contains(rest[0])) {
        const QChar op = colon ? rest[1] : rest[0];
        const QStringView word = rest.mid(colon ? 2 : 1);
        const bool null = unset || (colon && value.isEmpty());
        if (op == u'-')
            return null ? subWord(word, quoted) : QList<Piece>{{value, kind}};
        if (op == u'+')
            return null ? QList<Piece>{} : subWord(word, quoted);
        if (op == u'?') {
            if (!null)
                return {{value, kind}};
            return {placeholder(raw, tr("%1 is not set: bash stops here with an error").arg(name))};
        }
        if (!null)
            return {{value, kind}};
        if (!ShellScanner::isName(name))
            return {placeholder(raw, tr("cannot assign to %1 this way").arg(name))};
        const QString assigned = join(pieces(word, quoted, false));
        assign(name, assigned);
        return {{assigned, kind}};
    }
    // ${NAME#pattern} ${NAME##pattern} ${NAME%pattern} ${NAME%%pattern}
    if (rest[0] == u'#' || rest[0] == u'%') {
        const bool longest = rest.size() > 1 && rest[1] == rest[0];
        GlobPattern pattern;
        for (const Piece& piece : pieces(rest.mid(longest ? 2 : 1), false, false)) {
            if (piece.kind == Piece::Quoted)
                pattern.appendLiteral(piece.text);
            else
                pattern.appendPattern(piece.text);
        }
        const std::optional<int> length =
            rest[0] == u'#' ? pattern.prefix(value, longest) : pattern.suffix(value, longest);
        if (!length)
            return {placeholder(raw, tr("the value is too long to match this pattern"))};
        if (*length < 0)
            return {{value, kind}};
        return {{rest[0] == u'#' ? value.mid(*length) : value.left(value.size() - *length), kind}};
    }
    // ${NAME/pattern/replacement} and the //, /#, /% forms.
    if (rest[0] == u'/') {
        QStringView spec = rest.mid(1);
        QChar mode = u'1'; // first match; 'g' every match; '#' anchored at the start; '%' at the end
        if (!spec.isEmpty() && (spec[0] == u'/' || spec[0] == u'#' || spec[0] == u'%')) {
            mode = spec[0] == u'/' ? QChar(u'g') : spec[0];
            spec = spec.mid(1);
        }
        const int slash = findSlash(spec);
        const QStringView patternText = slash < 0 ? spec : spec.left(slash);
        GlobPattern pattern;
        for (const Piece& piece : pieces(patternText, false, false)) {
            if (piece.kind == Piece::Quoted)
                pattern.appendLiteral(piece.text);
            else
                pattern.appendPattern(piece.text);
        }
        const QList<Piece> replacementPieces =
            slash < 0 ? QList<Piece>{} : pieces(spec.mid(slash + 1), false, false); // quotes count even inside "..."
        // bash 5.2 (patsub_replacement): an unquoted & in the replacement is the matched text.
        const auto replacement = [&](QStringView matched) {
            QString out;
            for (const Piece& piece : replacementPieces)
                out += piece.kind == Piece::Quoted ? piece.text : QString(piece.text).replace(u'&', matched.toString());
            return out;
        };
        if (patternText.isEmpty())
            return {{value, kind}};
        if (mode == u'#' || mode == u'%') {
            const std::optional<int> length = mode == u'#' ? pattern.prefix(value, true) : pattern.suffix(value, true);
            if (!length)
                return {placeholder(raw, tr("the value is too long to match this pattern"))};
            if (*length < 0)
                return {{value, kind}};
            if (mode == u'#')
                return {{replacement(QStringView(value).left(*length)) + value.mid(*length), kind}};
            const int at = int(value.size()) - *length;
            return {{value.left(at) + replacement(QStringView(value).mid(at)), kind}};
        }
        QString out;
        int from = 0;
        while (from <= value.size()) {
            const std::optional<std::pair<int, int>> found = pattern.search(value, from);
            if (!found)
                return {placeholder(raw, tr("the value is too long to match this pattern"))};
            if (found->first < 0)
                break;
            out += QStringView(value).mid(from, found->first - from);
            out += replacement(QStringView(value).mid(found->first, found->second));
            from = found->first + found->second;
            if (found->second == 0) {
                if (from < value.size())
                    out += value[from];
                ++from;
            }
            if (mode != u'g')
                break;
        }
        if (from < value.size())
            out += QStringView(value).mid(from);
        return {{out, kind}};
    }
    // ${NAME:offset} ${NAME:offset:length}
    if (rest[0] == u':') {
        const QStringView spec = rest.mid(1);
        const qsizetype colonAt = spec.indexOf(u':');
        bool ok = true;
        const qint64 offset = arithmetic(colonAt < 0 ? spec : spec.left(colonAt), raw, ok).toLongLong();
        qint64 length = value.size();
        if (ok && colonAt >= 0)
            length = arithmetic(spec.mid(colonAt + 1), raw, ok).toLongLong();
        if (!ok)
            return {{raw.toString(), Piece::Quoted}};
        const qint64 size = value.size();
        const qint64 begin = offset < 0 ? size + offset : offset;
        if (begin < 0 || begin > size)
            return {{QString(), kind}};
        const qint64 end = length < 0 ? size + length : std::min(size, begin + length);
        if (end < begin) {
            if (length < 0)
                return {placeholder(raw, tr("substring expression < 0"))};
            return {{QString(), kind}};
        }
        return {{value.mid(begin, end - begin), kind}};
    }
    // ${NAME^^} ${NAME^} ${NAME,,} ${NAME,}
    if (rest == u"^^" || rest == u"^" || rest == u",," || rest == u",") {
        QString out = value;
        const bool upper = rest[0] == u'^';
        if (rest.size() == 2)
            out = upper ? out.toUpper() : out.toLower();
        else if (!out.isEmpty())
            out[0] = upper ? out[0].toUpper() : out[0].toLower();
        return {{out, kind}};
    }
    return {placeholder(raw, tr("this form of ${...} is not evaluated"))};
}

QString ShellEvaluator::commandSubstitution(QStringView body, QStringView raw, bool& ok)
{
    ok = false;
    if (m_depth >= kMaxDepth) {
        note(raw, tr("nested too deeply to evaluate"));
        return raw.toString();
    }
    const ShellScript script = ShellReader().read(body);
    if (!script.diagnostics.isEmpty()) {
        note(raw, script.diagnostics.constFirst().message);
        return raw.toString();
    }
    // A subshell: it sees the variables, but its own assignments stay inside it.
    ShellEvaluator sub = *this;
    sub.m_notes.clear();
    ++sub.m_depth;
    const QString where = m_where;
    const QString wordRaw = m_wordRaw;
    QString output;
    QString pipeInput;
    bool failed = false;
    const auto fail = [&](const QString& why) {
        note(raw, why);
        failed = true;
    };
    for (const ShellCommand& command : script.commands) {
        if (command.kind == ShellCommandKind::Compound || command.depth > 0 || command.background) {
            fail(tr("compound or background commands inside a command substitution are not evaluated"));
            break;
        }
        if (command.precededBy == ShellOperator::Or)
            continue; // assumes the command before it succeeded
        if (command.words.isEmpty()) {
            for (const ShellAssignment& assignment : command.assignments)
                sub.assign(assignment.name, sub.assignmentValue(assignment.value));
            continue;
        }
        QStringList argv;
        for (const ShellWord& word : command.words)
            argv += sub.fields(word);
        QString input = (command.precededBy == ShellOperator::Pipe || command.precededBy == ShellOperator::PipeStderr)
                            ? pipeInput
                            : QString();
        for (const ShellRedirection& redirection : command.redirections) {
            const QString target = redirection.target.value;
            if (redirection.op == QLatin1String("<<<")) {
                input = sub.assignmentValue(redirection.target) + u'\n';
            } else if ((redirection.op == QLatin1String("<<") || redirection.op == QLatin1String("<<-")) &&
                       (redirection.hereDocumentQuoted ||
                        !(redirection.hereDocument.contains(u'$') || redirection.hereDocument.contains(u'`') ||
                          redirection.hereDocument.contains(u'\\')))) {
                input = redirection.hereDocument;
            } else if (redirection.fd == 2 && (target == QLatin1String("/dev/null") || target == QLatin1String("1") ||
                                               target == QLatin1String("2"))) {
                // stderr is not part of the substitution's value
            } else {
                fail(tr("redirection '%1' inside a command substitution is not evaluated").arg(redirection.op));
            }
        }
        if (sub.hasNotes()) {
            m_notes += sub.takeNotes();
            failed = true;
        }
        if (failed)
            break;
        QString why;
        const std::optional<QString> result = CommandSimulator::run(argv, input, &why);
        if (!result) {
            fail(why);
            break;
        }
        if (command.followedBy == ShellOperator::Pipe || command.followedBy == ShellOperator::PipeStderr)
            pipeInput = *result;
        else
            output += *result;
    }
    m_where = where;
    m_wordRaw = wordRaw;
    if (failed)
        return raw.toString();
    while (output.endsWith(u'\n'))
        output.chop(1);
    ok = true;
    return output;
}

QString ShellEvaluator::arithmetic(QStringView body, QStringView raw, bool& ok)
{
    ok = false;
    const qsizetype before = m_notes.size();
    const QString expression = join(pieces(body, true, false));
    if (m_notes.size() > before)
        return raw.toString();
    QString error;
    ArithmeticEvaluator evaluator([this](const QString& name) -> std::optional<QString> {
        QString value;
        QString reason;
        return lookup(name, value, reason) == Lookup::Unknown ? std::nullopt : std::optional<QString>(value);
    });
    const std::optional<qint64> value = evaluator.evaluate(expression, &error);
    if (!value) {
        note(raw, error);
        return raw.toString();
    }
    ok = true;
    return QString::number(*value);
}

} // namespace ddpw
