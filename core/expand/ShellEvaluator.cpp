#include "expand/ShellEvaluator.h"
#include "expand/PrintfFormat.h"

#include "expand/ArithmeticEvaluator.h"
#include "expand/GlobPattern.h"
#include "expand/IfsSplitter.h"
#include "expand/RuntimeValue.h"
#include "shell/ShellReader.h"
#include "shell/ShellScanner.h"

#include <QRegularExpression>
#include <algorithm>

namespace ddpw {

namespace {

// How deep $(...) and ${...} may nest before evaluation gives up (the reader has no limit).
constexpr int kMaxDepth = 48;
// Budget steps per character when shell text is read again (a $(...) body): the reader does
// far more per character than a scan.
constexpr qint64 kReadCost = 8;

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

bool isPlatformName(const QString& name)
{
    return name.startsWith(QLatin1String("VC_")) || name.startsWith(QLatin1String("VK_"));
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

// How many words one brace expansion may make ({1..100000} is no start command's).
constexpr qsizetype kMaxBraceWords = 4096;

// The words bash makes of a literal word by brace expansion (before any other expansion): one
// {a,b,...} list or {N..M[..STEP]} / {a..z} sequence and the text around it. nullopt where the
// word has another form (nested or several groups, an invalid sequence, too many words).
std::optional<QStringList> braceWords(const QString& word)
{
    const qsizetype open = word.indexOf(u'{');
    const qsizetype close = open < 0 ? -1 : word.indexOf(u'}', open + 1);
    const qsizetype nested = open < 0 ? -1 : word.indexOf(u'{', open + 1);
    if (close < 0 || (nested >= 0 && nested < close) || word.indexOf(u'{', close + 1) >= 0)
        return std::nullopt;
    const QString prefix = word.left(open);
    const QString suffix = word.mid(close + 1);
    const QString inside = word.mid(open + 1, close - open - 1);
    QStringList items;
    static const QRegularExpression numbers(QStringLiteral(R"(^(-?\d{1,9})\.\.(-?\d{1,9})(?:\.\.(-?\d{1,9}))?$)"));
    static const QRegularExpression letters(QStringLiteral(R"(^([A-Za-z])\.\.([A-Za-z])(?:\.\.(-?\d{1,9}))?$)"));
    if (inside.contains(u',')) {
        items = inside.split(u',');
    } else if (const QRegularExpressionMatch n = numbers.match(inside); n.hasMatch()) {
        const qint64 from = n.captured(1).toLongLong();
        const qint64 to = n.captured(2).toLongLong();
        const qint64 step = std::max<qint64>(1, std::abs(n.captured(3).toLongLong()));
        // A leading zero on either end pads every number to the longer end's width.
        const auto padded = [](const QString& end) {
            const QStringView digits = QStringView(end).mid(end.startsWith(u'-') ? 1 : 0);
            return digits.size() > 1 && digits.startsWith(u'0');
        };
        const int width = padded(n.captured(1)) || padded(n.captured(2))
                              ? int(std::max(n.captured(1).size(), n.captured(2).size()))
                              : 0;
        if (std::abs(to - from) / step >= kMaxBraceWords)
            return std::nullopt;
        for (qint64 k = from; from <= to ? k <= to : k >= to; k += from <= to ? step : -step) {
            QString text = QString::number(std::abs(k)).rightJustified(width - (k < 0 ? 1 : 0), u'0');
            items.append(k < 0 ? u'-' + text : text);
        }
    } else if (const QRegularExpressionMatch l = letters.match(inside); l.hasMatch()) {
        const char16_t from = l.captured(1).at(0).unicode();
        const char16_t to = l.captured(2).at(0).unicode();
        const int step = std::max(1, int(std::abs(l.captured(3).toInt())));
        for (int k = from; from <= to ? k <= to : k >= to; k += from <= to ? step : -step)
            items.append(QString(QChar(char16_t(k))));
    } else {
        return std::nullopt;
    }
    QStringList words;
    for (const QString& item : std::as_const(items))
        words.append(prefix + item + suffix);
    return words;
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

// Skips a quoted or nested construct that starts at word[k]; returns the index of its last
// character (k itself when it is not one).
int skipNested(QStringView word, int k)
{
    const QChar c = word[k];
    ShellConstruct kind = ShellConstruct::SingleQuote;
    int from = k + 1;
    if (c == u'"')
        kind = ShellConstruct::DoubleQuote;
    else if (c == u'`')
        kind = ShellConstruct::Backtick;
    else if (c == u'$' && k + 1 < word.size()) {
        if (word[k + 1] == u'{')
            kind = ShellConstruct::ParameterExpansion;
        else if (word[k + 1] == u'(')
            kind = ShellConstruct::CommandSubstitution;
        else
            return k;
        from = k + 2;
    } else if (c != u'\'') {
        return k;
    }
    return ShellScanner::skip(word, from, kind, k).end - 1;
}

// The index of the first unquoted, unnested `target` in word, -1 when none.
int findUnquoted(QStringView word, QChar target)
{
    for (int k = 0; k < word.size(); ++k) {
        const QChar c = word[k];
        if (c == u'\\')
            ++k;
        else if (c == target)
            return k;
        else if (c == u'\'' || c == u'"' || c == u'`' || c == u'$')
            k = skipNested(word, k);
    }
    return -1;
}

// The ']' that closes the '[' at open, skipping quotes and nested constructs; -1 when none.
int closingBracket(QStringView text, int open)
{
    int depth = 0;
    for (int k = open + 1; k < text.size(); ++k) {
        const QChar c = text[k];
        if (c == u'\\')
            ++k;
        else if (c == u'[')
            ++depth;
        else if (c == u']' && depth-- == 0)
            return k;
        else if (c == u'\'' || c == u'"' || c == u'`' || c == u'$')
            k = skipNested(text, k);
    }
    return -1;
}

} // namespace

ShellEvaluator::ShellEvaluator(ShellState& state, std::shared_ptr<EvaluationBudget> budget, SubstitutionRunner* runner)
    : m_state(state), m_budget(budget ? std::move(budget) : std::make_shared<EvaluationBudget>()), m_runner(runner)
{
}

ShellEvaluator::ShellEvaluator(ShellState& state, const ShellEvaluator& parent, SubstitutionRunner* runner, int deeper)
    : m_state(state), m_where(parent.m_where), m_wordRaw(parent.m_wordRaw), m_depth(parent.m_depth + deeper),
      m_budget(parent.m_budget), m_unsetRead(parent.m_unsetRead), m_runner(runner), m_assumptions(parent.m_assumptions)
{
}

void ShellEvaluator::setPending(const Pending& pending)
{
    m_notes = pending.notes;
    m_unsetRead = pending.unsetRead;
    m_expansionError = pending.expansionError;
    m_substitutionStatus = pending.substitutionStatus;
}

void ShellEvaluator::assign(const QString& name, const QString& value, bool known, const QString& reason)
{
    ShellVariable& variable = m_state.variables()[name];
    if (variable.value.isArray() && variable.value.isResolved())
        variable.value.setText(value);
    else
        variable.value = ShellValue::string(value);
    if (!known)
        variable.value.setUnresolved(reason);
    variable.set = true;
    variable.exported = variable.exported || m_state.options().allExport;
}

void ShellEvaluator::assignValue(const QString& name, const ShellValue& value)
{
    ShellVariable& variable = m_state.variables()[name];
    variable.value = value;
    variable.set = true;
    variable.exported = variable.exported || m_state.options().allExport;
}

void ShellEvaluator::setPositional(const QStringList& arguments)
{
    m_state.positional().values = ShellValue::indexed(arguments);
    m_state.positional().assumed = false;
}

void ShellEvaluator::setPositionalUnknown(const QString& reason)
{
    m_state.positional().values = ShellValue::unresolved(QStringLiteral("$@"), reason, ShellValue::Kind::Indexed);
    m_state.positional().assumed = false;
}

void ShellEvaluator::pushPositional(const QStringList& arguments)
{
    ShellPositional& positional = m_state.positional();
    positional.saved.append({positional.values, positional.assumed});
    positional.values = ShellValue::indexed(arguments);
    positional.assumed = false;
}

void ShellEvaluator::popPositional()
{
    ShellPositional& positional = m_state.positional();
    if (!positional.saved.isEmpty())
        std::tie(positional.values, positional.assumed) = positional.saved.takeLast();
}

QStringList ShellEvaluator::assumptions() const
{
    return m_assumptions->notes;
}

void ShellEvaluator::assume(const QString& note) const
{
    if (m_assumptions->notes.size() < 128 && !m_assumptions->notes.contains(note))
        m_assumptions->notes.append(note);
}

void ShellEvaluator::assumeUnset(const QString& name) const
{
    if (m_assumptions->unset.size() >= 64 || m_assumptions->unset.contains(name))
        return;
    m_assumptions->unset.insert(name);
    m_assumptions->notes.append(tr("assuming %1 is unset on the platform; declare it if your image sets it").arg(name));
}

void ShellEvaluator::assumeNoArguments() const
{
    if (!m_state.positional().assumed || m_assumptions->positional)
        return;
    m_assumptions->positional = true;
    m_assumptions->notes.append(tr("assuming the start command runs without arguments, as the platform runs it: "
                                   "$1, $@ and $# are empty; give them with --args"));
}

std::optional<bool> ShellEvaluator::positionalSet(qint64 number) const
{
    if (number == 0)
        return true;
    const ShellPositional& positional = m_state.positional();
    if (!positional.values.isResolved())
        return std::nullopt;
    if (positional.assumed)
        assumeNoArguments();
    return number <= positional.values.elements().size();
}

bool ShellEvaluator::shiftPositional(int count)
{
    ShellValue& positional = m_state.positional().values;
    if (!positional.isResolved())
        return false;
    QStringList elements = positional.elements();
    if (count > elements.size())
        return false; // bash leaves them and fails
    positional = ShellValue::indexed(elements.mid(count));
    return true;
}

void ShellEvaluator::expansionError(const QString& text, ErrorEffect effect)
{
    if (!m_expansionError) {
        m_expansionError = text;
        m_expansionErrorEffect = effect;
    }
}

// set -u: an unset variable, element or positional parameter is an error; "$@", "$*" and
// "${a[@]}" of none are not (bash 4.4 on).
void ShellEvaluator::unbound(const Reference& ref)
{
    if (!m_state.options().noUnset || ref.all)
        return;
    if (ref.subscripted)
        expansionError(QStringLiteral("%1[%2]: unbound variable").arg(ref.name, ref.subscript));
    else if (ShellScanner::isNameStart(ref.name[0]))
        expansionError(QStringLiteral("%1: unbound variable").arg(ref.name));
    else
        expansionError(QStringLiteral("$%1: unbound variable").arg(ref.name));
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
    if (m_notes.size() > 1000)
        return; // one word of garbage can hold a million problems; a thousand say enough
    m_notes.append(
        QStringLiteral("%1:%2: %3: %4").arg(m_where.line).arg(m_where.column).arg(what.left(200).toString(), why));
}

ShellEvaluator::Piece ShellEvaluator::placeholder(QStringView raw, const QString& why)
{
    note(raw, why);
    return {raw.toString(), Piece::Quoted};
}

bool ShellEvaluator::affordable(qsizetype length)
{
    return m_budget->spend(length) && m_budget->fits(length);
}

QStringList ShellEvaluator::fields(const ShellWord& word)
{
    m_where = word.range.begin;
    m_wordRaw = word.raw;
    if (!affordable(word.raw.size())) {
        note(word.raw, EvaluationBudget::reason());
        return {word.raw};
    }
    QStringList result = split(pieces(word.raw, false, true));
    qsizetype built = 0;
    for (const QString& field : std::as_const(result))
        built += field.size();
    if (!m_budget->fitsFields(result.size()) || !m_budget->charge(built)) {
        note(word.raw, EvaluationBudget::reason());
        return {word.raw};
    }
    return result;
}

QString ShellEvaluator::assignmentValue(const ShellWord& value)
{
    m_where = value.range.begin;
    m_wordRaw = value.raw;
    if (!affordable(value.raw.size())) {
        note(value.raw, EvaluationBudget::reason());
        return value.raw;
    }
    const QList<Piece> parts = pieces(value.raw, false, true);
    // Tilde expansion happens at the start of the value and after each unquoted ':'.
    for (int k = 0; k < parts.size(); ++k) {
        const Piece& piece = parts.at(k);
        if (piece.kind == Piece::Literal &&
            (piece.text.contains(QLatin1String(":~")) || (k == 0 && piece.text.startsWith(u'~'))))
            note(value.raw, tr("~ is the home directory on the node; not known statically"));
    }
    // "${a[@]}" in an assignment joins the elements with blanks, as bash does.
    QString out;
    for (const Piece& piece : parts)
        out += piece.kind == Piece::Break ? QStringLiteral(" ") : piece.text;
    if (!m_budget->charge(out.size())) {
        note(value.raw, EvaluationBudget::reason());
        return value.raw;
    }
    return out;
}

GlobPattern ShellEvaluator::pattern(const ShellWord& word)
{
    m_where = word.range.begin;
    m_wordRaw = word.raw;
    GlobPattern pattern;
    pattern.setBudget(m_budget.get());
    for (const Piece& piece : pieces(word.raw, false, false)) {
        if (piece.kind == Piece::Quoted)
            pattern.appendLiteral(piece.text);
        else if (piece.kind != Piece::Break && piece.kind != Piece::AtEmpty)
            pattern.appendPattern(piece.text);
    }
    return pattern;
}

QString ShellEvaluator::regex(const ShellWord& word)
{
    m_where = word.range.begin;
    m_wordRaw = word.raw;
    QString out;
    for (const Piece& piece : pieces(word.raw, false, false)) {
        if (piece.kind == Piece::Quoted)
            out += QRegularExpression::escape(piece.text);
        else if (piece.kind != Piece::Break && piece.kind != Piece::AtEmpty)
            out += piece.text;
    }
    return out;
}

QString ShellEvaluator::join(const QList<Piece>& pieces)
{
    QString out;
    for (const Piece& piece : pieces)
        out += piece.kind == Piece::Break ? QStringLiteral(" ") : piece.text;
    return out;
}

QString ShellEvaluator::ifs() const
{
    const auto it = m_state.variables().constFind(QStringLiteral("IFS"));
    if (it == m_state.variables().constEnd() || !it->set)
        return QStringLiteral(" \t\n");
    return it->value.text();
}

// Word splitting (bash's rules for IFS whitespace and non-whitespace) and the checks for
// what would need the node's file system (pathname and brace expansion).
QStringList ShellEvaluator::split(const QList<Piece>& pieces)
{
    // IFS is read only where an expansion's result is split: most words are literal text.
    const bool expands =
        std::any_of(pieces.cbegin(), pieces.cend(), [](const Piece& piece) { return piece.kind == Piece::Expanded; });
    IfsSplitter splitter(expands ? ifs() : QString());
    bool globbing = false;
    bool braces = false;
    for (const Piece& piece : pieces) {
        if (piece.kind == Piece::AtEmpty)
            continue;
        if (piece.kind == Piece::Break) {
            splitter.boundary();
            continue;
        }
        if (piece.kind != Piece::Quoted && !m_state.options().noGlob && hasGlobCharacters(piece.text))
            globbing = true;
        if (piece.kind == Piece::Literal && hasBraceExpansion(piece.text))
            braces = true;
        if (piece.kind == Piece::Expanded)
            splitter.split(piece.text);
        else
            splitter.keep(piece.text);
    }
    QStringList fields = IfsSplitter::texts(splitter.finish());
    // A word of literal text only ({0..3}, node{1,2}): expanded as bash does before all else.
    const bool literal =
        std::all_of(pieces.cbegin(), pieces.cend(), [](const Piece& piece) { return piece.kind == Piece::Literal; });
    if (braces && literal && fields.size() == 1) {
        if (const std::optional<QStringList> words = braceWords(fields.constFirst())) {
            qint64 bytes = 0;
            for (const QString& word : *words)
                bytes += word.size();
            // The words are memory like any value: a budget spent leaves the word unexpanded.
            if (m_budget->spend(words->size()) && m_budget->charge(bytes)) {
                fields = *words;
                braces = false;
            }
        }
    }
    if (globbing && expandPlatformGlobs(fields))
        globbing = false;
    // A pattern written as an option (--master_addr=${HOSTS%%,*} read back as text) would match
    // only files named like options: there are none, and bash keeps the word as it is.
    if (globbing && std::all_of(fields.cbegin(), fields.cend(), [](const QString& field) {
            return field.startsWith(QLatin1String("--")) && field.size() > 2 && field.at(2).isLetter();
        }))
        globbing = false;
    if (globbing)
        note(m_wordRaw, tr("pathname expansion: bash replaces the pattern with matching file names on the node"));
    if (braces)
        note(m_wordRaw, tr("brace expansion is not evaluated"));
    return fields;
}

// Patterns over the files Volcano mounts (/etc/volcano/VC_*_HOSTS) match them as on the node,
// in name order; true when every pattern of the word was one of those.
bool ShellEvaluator::expandPlatformGlobs(QStringList& fields)
{
    const QString folder = NodeFiles::mountFolder();
    QStringList paths = m_state.files().known().keys();
    paths.sort();
    QStringList out;
    for (const QString& field : std::as_const(fields)) {
        if (!hasGlobCharacters(field)) {
            out.append(field);
            continue;
        }
        if (!field.startsWith(folder) || field.indexOf(u'/', folder.size()) >= 0)
            return false;
        GlobPattern pattern;
        pattern.setBudget(m_budget.get());
        pattern.appendPattern(field);
        QStringList matched;
        for (const QString& path : std::as_const(paths)) {
            const std::optional<bool> hit = pattern.matches(path);
            if (!hit)
                return false;
            if (*hit)
                matched.append(path);
        }
        out += matched.isEmpty() ? QStringList{field} : matched;
    }
    fields = out;
    return true;
}

QList<ShellEvaluator::Piece> ShellEvaluator::pieces(QStringView text, bool quoted, bool wordStart)
{
    QList<Piece> out;
    if (!m_budget->spend(text.size())) {
        out.append(placeholder(text, EvaluationBudget::reason()));
        return out;
    }
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
            const QList<Piece> inner = pieces(text.mid(i + 1, bodyEnd - i - 1), true, false);
            // "" is an (empty) field of its own, but "${a[@]}" of no element is no field at all.
            const bool onlyEmptyLists =
                !inner.isEmpty() &&
                std::all_of(inner.cbegin(), inner.cend(), [](const Piece& p) { return p.kind == Piece::AtEmpty; });
            if (!onlyEmptyLists)
                out.append({QString(), Piece::Quoted});
            out.append(inner);
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
        ShellScanResult r;
        if (what == ShellConstruct::CommandSubstitution) {
            // Where $( ends needs bash's grammar: a case pattern's ')' or one in a here-document
            // does not close it. Reading costs far more than a step per character.
            if (!m_budget->spend(kReadCost * (n - i))) {
                out.append(placeholder(text.mid(i), EvaluationBudget::reason()));
                i = n;
                return;
            }
            const int end = ShellReader::substitutionEnd(text, i, i + openLength);
            r = {end < 0 ? n : end, end >= 0, what, i};
        } else {
            r = ShellScanner::skip(text, i + openLength, what, i);
        }
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
    } else if (next == u'[') {
        // $[ ... ]: the old spelling of $(( ... )).
        const int close = closingBracket(text, i + 1);
        const int end = close < 0 ? n : close + 1;
        const QStringView raw = text.mid(i, end - i);
        if (close < 0) {
            out.append(placeholder(raw, ShellReader::unterminatedMessage(ShellConstruct::Arithmetic)));
        } else {
            bool ok = true;
            const QString value = arithmetic(text.mid(i + 2, close - i - 2), raw, ok);
            out.append({value, ok ? kind : Piece::Quoted});
        }
        i = end;
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
    if (name == QLatin1String("?") && m_state.lastStatus()) {
        value = QString::number(*m_state.lastStatus());
        return Lookup::Set;
    }
    if (name.isEmpty() || !ShellScanner::isNameStart(name[0])) {
        reason = tr("positional and special parameters are only known when the command runs");
        return Lookup::Unknown;
    }
    const auto it = m_state.variables().constFind(m_state.resolvedName(name));
    if (it != m_state.variables().constEnd() && it->set) {
        value = it->value.text();
        if (!it->value.isResolved()) {
            reason = it->value.reason();
            return Lookup::Unknown;
        }
        return Lookup::Set;
    }
    if (it != m_state.variables().constEnd())
        return Lookup::Unset;
    if (name == QLatin1String("IFS")) {
        value = QStringLiteral(" \t\n");
        return Lookup::Set;
    }
    // dash (sh) has none of bash's dynamic variables: RANDOM is an unset name there.
    if (m_state.options().dash && (name == QLatin1String("RANDOM") || name == QLatin1String("SRANDOM") ||
                                   name == QLatin1String("SECONDS") || name.startsWith(QLatin1String("BASH"))))
        return Lookup::Unset;
    // EPOCHSECONDS and EPOCHREALTIME: the clock to the second or finer, which pods started
    // seconds apart never read alike.
    if (name == QLatin1String("RANDOM") || name == QLatin1String("SRANDOM") || name == QLatin1String("EPOCHSECONDS") ||
        name == QLatin1String("EPOCHREALTIME")) {
        // Each node's bash draws its own: a value of this node only, unlike every other node's.
        const auto host = m_state.variables().constFind(QStringLiteral("HOSTNAME"));
        if (host != m_state.variables().constEnd() && host->set && host->value.isResolved()) {
            value = RuntimeValue::drawn(u'$' + name, host->value.text());
            return Lookup::Set;
        }
    }
    if (isRuntimeVariable(name)) {
        reason = tr("%1 is set by bash or the node at run time").arg(name);
        return Lookup::Unknown;
    }
    // Never set, after a text that ran unseen: that text may have set it.
    if (it == m_state.variables().constEnd() && !m_state.unknownSetter().isEmpty()) {
        reason = tr("%1 may set %2").arg(m_state.unknownSetter(), name);
        return Lookup::Unknown;
    }
    if (m_unsetRead.size() < 64)
        m_unsetRead.insert(name); // neither the snippet nor the platform sets it
    if (!isPlatformName(name))
        assumeUnset(name); // Volcano sets all of its own it means to
    return Lookup::Unset;
}

// A name neither the snippet nor the platform sets, as lookup() takes it: not in a child's
// environment either (os.environ.get('RANK', 0) gives the default), an assumption it names.
bool ShellEvaluator::setByNone(const QString& name) const
{
    if (name.isEmpty() || !ShellScanner::isName(name) || name == QLatin1String("IFS") || isRuntimeVariable(name) ||
        !m_state.unknownSetter().isEmpty() || m_state.variables().contains(m_state.resolvedName(name)))
        return false;
    if (!isPlatformName(name))
        assumeUnset(name);
    return true;
}

QStringList ShellEvaluator::takeUnsetRead()
{
    QStringList names(m_unsetRead.cbegin(), m_unsetRead.cend());
    m_unsetRead.clear();
    names.sort();
    return names;
}

// NAME, NAME[subscript], a positional parameter (digits) or a special one, at the start of
// the body of ${...}.
std::optional<ShellEvaluator::Reference> ShellEvaluator::reference(QStringView body) const
{
    if (body.isEmpty())
        return std::nullopt;
    Reference ref;
    int end = ShellScanner::nameEnd(body, 0);
    if (end > 0) {
        ref.name = body.left(end).toString();
        if (end < body.size() && body[end] == u'[') {
            const int close = closingBracket(body, end);
            if (close < 0)
                return std::nullopt;
            ref.subscripted = true;
            ref.subscript = body.mid(end + 1, close - end - 1).toString();
            ref.all = ref.subscript == QLatin1String("@") || ref.subscript == QLatin1String("*");
            ref.star = ref.subscript == QLatin1String("*");
            end = close + 1;
        }
    } else if (body[0].isDigit()) {
        while (end < body.size() && body[end].isDigit())
            ++end;
        ref.name = body.left(end).toString();
    } else if (ShellScanner::isSpecialParameter(body[0])) {
        end = 1;
        ref.name = body.left(1).toString();
        ref.all = body[0] == u'@' || body[0] == u'*';
        ref.star = body[0] == u'*';
    } else {
        return std::nullopt;
    }
    ref.end = end;
    return ref;
}

std::optional<qint64> ShellEvaluator::subscriptIndex(const QString& subscript, QStringView raw)
{
    bool ok = true;
    const QString value = arithmetic(subscript, raw, ok, ErrorEffect::ExitFailure);
    if (!ok)
        return std::nullopt;
    return value.toLongLong();
}

// What a reference names: one value, or the elements of [@] / [*] / $@ / $*.
ShellEvaluator::Lookup ShellEvaluator::resolve(const Reference& ref, QStringList& values, QString& reason,
                                               QStringView raw)
{
    values.clear();
    const QString& name = ref.name;
    if (name == QLatin1String("?") && m_state.lastStatus()) {
        values = {QString::number(*m_state.lastStatus())};
        return Lookup::Set;
    }
    if (!ShellScanner::isNameStart(name[0])) {
        const bool positional = name[0].isDigit() && name != QLatin1String("0");
        if (name == QLatin1String("@") || name == QLatin1String("*") || name == QLatin1String("#") || positional) {
            assumeNoArguments();
            if (!m_state.positional().values.isResolved()) {
                reason = m_state.positional().values.reason();
                return Lookup::Unknown;
            }
            if (name == QLatin1String("#")) {
                values = {QString::number(m_state.positional().values.count())};
                return Lookup::Set;
            }
            if (!positional) {
                values = m_state.positional().values.elements();
                return Lookup::Set;
            }
            const qint64 index = name.toLongLong() - 1;
            if (!m_state.positional().values.hasIndex(index))
                return Lookup::Unset;
            values = {m_state.positional().values.at(index)};
            return Lookup::Set;
        }
        if (name == QLatin1String("0") && m_state.positional().zero) {
            values = {*m_state.positional().zero};
            return Lookup::Set;
        }
        reason = name == QLatin1String("0")
                     ? tr("$0 is the name the shell runs under on the node")
                     : tr("positional and special parameters are only known when the command runs");
        return Lookup::Unknown;
    }
    const auto it = m_state.variables().constFind(m_state.resolvedName(name));
    if (it == m_state.variables().constEnd() || !it->set) {
        QString value;
        const Lookup state = lookup(name, value, reason);
        if (state == Lookup::Set && !ref.subscripted)
            values = {value};
        else if (state == Lookup::Set && (ref.all || ref.subscript == QLatin1String("0")))
            values = {value};
        return state == Lookup::Set && ref.subscripted && !ref.all && ref.subscript != QLatin1String("0")
                   ? Lookup::Unset
                   : state;
    }
    const ShellValue& value = it->value;
    if (!value.isResolved()) {
        reason = value.reason();
        return Lookup::Unknown;
    }
    if (ref.all) {
        if (!value.hasKnownOrder()) {
            reason = unknownOrder();
            return Lookup::Unknown;
        }
        values = value.elements();
        return Lookup::Set;
    }
    if (!ref.subscripted) {
        values = {value.text()};
        return value.kind() == ShellValue::Kind::String || value.hasIndex(0) || value.hasElement(QStringLiteral("0"))
                   ? Lookup::Set
                   : Lookup::Unset;
    }
    if (value.kind() == ShellValue::Kind::Associative) {
        const QString key = join(pieces(ref.subscript, true, false));
        if (!value.hasElement(key))
            return Lookup::Unset;
        values = {value.element(key)};
        return Lookup::Set;
    }
    const std::optional<qint64> index = subscriptIndex(ref.subscript, raw);
    if (!index) {
        reason = tr("the subscript is not known statically");
        return Lookup::Unknown;
    }
    if (!value.hasIndex(*index))
        return Lookup::Unset;
    values = {value.at(*index)};
    return Lookup::Set;
}

QList<ShellEvaluator::Piece> ShellEvaluator::listPieces(const QStringList& values, bool quoted, bool star) const
{
    if (values.isEmpty())
        return quoted ? QList<Piece>{{QString(), Piece::AtEmpty}} : QList<Piece>{};
    if (star && quoted) {
        const QString separators = ifs();
        return {{values.join(separators.isEmpty() ? QString() : separators.left(1)), Piece::Quoted}};
    }
    QList<Piece> out;
    for (qsizetype k = 0; k < values.size(); ++k) {
        if (k > 0)
            out.append({QString(), Piece::Break});
        out.append({values.at(k), quoted ? Piece::Quoted : Piece::Expanded});
    }
    return out;
}

QList<ShellEvaluator::Piece> ShellEvaluator::parameter(QStringView body, QStringView raw, bool quoted)
{
    const Piece::Kind kind = quoted ? Piece::Quoted : Piece::Expanded;
    if (body.isEmpty())
        return {placeholder(raw, tr("bad substitution"))};
    QStringList values;
    QString reason;
    // ${#NAME}, ${#a[@]}, ${#a[i]}, ${#}: a length or a count.
    if (body.size() > 1 && body[0] == u'#') {
        const std::optional<Reference> ref = reference(body.mid(1));
        if (ref && ref->end == body.size() - 1) {
            const Lookup state = resolve(*ref, values, reason, raw);
            if (state == Lookup::Unknown)
                return {placeholder(raw, reason)};
            if (state == Lookup::Unset)
                unbound(*ref);
            if (ref->all)
                return {{QString::number(values.size()), kind}};
            return {{QString::number(values.value(0).size()), kind}};
        }
    }
    // ${!a[@]}: the indices; ${!PREFIX*}: variable names; ${!NAME}: indirection.
    if (body[0] == u'!' && body.size() > 1) {
        const QStringView rest = body.mid(1);
        const std::optional<Reference> ref = reference(rest);
        if (ref && ref->end == rest.size() && ref->all && ref->subscripted) {
            const auto it = m_state.variables().constFind(ref->name);
            if (it == m_state.variables().constEnd() || !it->set)
                return listPieces({}, quoted, ref->star);
            if (!it->value.isResolved())
                return {placeholder(raw, it->value.reason())};
            if (!it->value.hasKnownOrder())
                return {placeholder(raw, unknownOrder())};
            return listPieces(it->value.keys(), quoted, ref->star);
        }
        if ((rest.endsWith(u'*') || rest.endsWith(u'@')) && ShellScanner::isName(rest.chopped(1))) {
            const QString prefix = rest.chopped(1).toString();
            QStringList names;
            for (auto it = m_state.variables().cbegin(); it != m_state.variables().cend(); ++it) {
                if (it->set && it.key().startsWith(prefix))
                    names.append(it.key());
            }
            names.sort();
            return listPieces(names, quoted, rest.endsWith(u'*'));
        }
        // ${!NAME OP WORD}: the parameter NAME names, then OP on it (${!ref:-default}, ${!hosts%%,*}).
        const std::optional<Reference> named = reference(rest);
        const bool withOperator =
            named && !named->subscripted && ShellScanner::isName(named->name) && named->end < rest.size();
        if (!ShellScanner::isName(rest) && !withOperator)
            return {placeholder(raw, tr("this form of ${!...} is not evaluated"))};
        const QString holder = withOperator ? named->name : rest.toString();
        QString value;
        if (lookup(holder, value, reason) == Lookup::Unknown)
            return {placeholder(raw, reason)};
        const std::optional<Reference> target = reference(value);
        if (value.isEmpty() || !target || target->end != value.size()) {
            // bash: "VALUE: invalid variable name"; it drops the rest of the line (status 1) and
            // goes on with the next.
            expansionError(QStringLiteral("%1: invalid variable name").arg(value), ErrorEffect::DiscardLine);
            return {placeholder(raw, tr("%1 holds '%2', which is not a variable name: bash drops the rest of the "
                                        "line with an error")
                                         .arg(holder, value))};
        }
        if (withOperator)
            return parameter(value + rest.mid(named->end).toString(), raw, quoted);
        const Lookup found = resolve(*target, values, reason, raw);
        if (found == Lookup::Unset) {
            // The name it holds is not set, as for $NAME itself: nothing (VC_worker_HOSTS).
            unbound(*target);
            return target->all ? listPieces({}, quoted, target->star) : QList<Piece>{};
        }
        if (found != Lookup::Set)
            return {placeholder(raw, reason.isEmpty() ? tr("%1 is not set").arg(value) : reason)};
        return target->all ? listPieces(values, quoted, target->star) : QList<Piece>{{values.value(0), kind}};
    }
    const std::optional<Reference> ref = reference(body);
    if (!ref)
        return {placeholder(raw, tr("bad substitution"))};
    const Lookup state = resolve(*ref, values, reason, raw);
    const QStringView rest = body.mid(ref->end);
    if (rest.isEmpty()) {
        if (state == Lookup::Unknown)
            return {placeholder(raw, reason)};
        // Unset, as bash has it on the node: it expands to nothing. Volcano sets its variables
        // for every task of the job, so one the platform did not give is not set there
        // (VC_TASK_NUM, another role's hosts); any other name nothing sets is an assumption
        // the result names (lookup()).
        if (state == Lookup::Unset) {
            unbound(*ref);
            return ref->all ? listPieces({}, quoted, ref->star) : QList<Piece>{};
        }
        return ref->all ? listPieces(values, quoted, ref->star) : QList<Piece>{{values.value(0), kind}};
    }
    if (state == Lookup::Unknown)
        return {placeholder(raw, reason)};
    return parameterOperator(*ref, state, values, rest, raw, quoted);
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

QList<ShellEvaluator::Piece> ShellEvaluator::parameterOperator(const Reference& ref, Lookup state,
                                                               const QStringList& values, QStringView rest,
                                                               QStringView raw, bool quoted)
{
    const Piece::Kind kind = quoted ? Piece::Quoted : Piece::Expanded;
    const bool unset = state == Lookup::Unset;
    const auto result = [&](const QStringList& list) {
        return ref.all ? listPieces(list, quoted, ref.star) : QList<Piece>{{list.value(0), kind}};
    };
    // ${NAME-word} ${NAME:-word} and the = + ? forms.
    const bool colon = rest[0] == u':' && rest.size() > 1 && QStringView(u"-=+?").contains(rest[1]);
    if (colon || QStringView(u"-=+?").contains(rest[0])) {
        const QChar op = colon ? rest[1] : rest[0];
        const QStringView word = rest.mid(colon ? 2 : 1);
        const bool empty = values.isEmpty() || (values.size() == 1 && values.constFirst().isEmpty());
        const bool null = unset || (ref.all ? values.isEmpty() : false) || (colon && empty);
        if (op == u'-')
            return null ? subWord(word, quoted) : result(values);
        if (op == u'+')
            return null ? QList<Piece>{} : subWord(word, quoted);
        if (op == u'?') {
            if (!null)
                return result(values);
            // bash's own words, or the word after '?' expanded.
            const QString shownName =
                ref.subscripted ? QStringLiteral("%1[%2]").arg(ref.name, ref.subscript) : ref.name;
            QString message = colon ? QStringLiteral("parameter null or not set") : QStringLiteral("parameter not set");
            if (!word.isEmpty())
                message = join(pieces(word, true, false));
            expansionError(QStringLiteral("%1: %2").arg(shownName, message));
            return {placeholder(raw, tr("%1 is not set: bash stops here with an error").arg(ref.name))};
        }
        if (!null)
            return result(values);
        if (!ShellScanner::isName(ref.name) || ref.subscripted)
            return {placeholder(raw, tr("cannot assign to %1 this way").arg(ref.name))};
        const QString assigned = join(pieces(word, quoted, false));
        assign(ref.name, assigned);
        return {{assigned, kind}};
    }
    // ${a[@]:offset:length} slices the elements (the positional parameters count from $1).
    if (rest[0] == u':' && ref.all) {
        const QStringView spec = rest.mid(1);
        const int colonAt = findUnquoted(spec, u':');
        bool ok = true;
        const qint64 offset = arithmetic(colonAt < 0 ? spec : spec.left(colonAt), raw, ok).toLongLong();
        qint64 length = values.size();
        if (ok && colonAt >= 0)
            length = arithmetic(spec.mid(colonAt + 1), raw, ok).toLongLong();
        if (!ok)
            return {{raw.toString(), Piece::Quoted}};
        const qint64 size = values.size();
        qint64 begin = offset < 0 ? size + offset : offset;
        if (ref.name == QLatin1String("@") || ref.name == QLatin1String("*"))
            begin = offset > 0 ? offset - 1 : begin; // ${@:1} starts at $1; $0 is not known
        if (offset == 0 && (ref.name == QLatin1String("@") || ref.name == QLatin1String("*")))
            return {placeholder(raw, tr("$0 is the name the shell runs under on the node"))};
        if (begin < 0 || begin > size)
            return result({});
        if (length < 0)
            return {placeholder(raw, tr("substring expression < 0"))};
        return result(values.mid(begin, length));
    }
    // Every other operator works on each element. (${UNSET@Q} is nothing: no value to quote.)
    if (unset && rest == u"@Q")
        return result({});
    if (unset)
        unbound(ref);
    QStringList out;
    const QStringList inputs = unset ? QStringList{QString()} : values;
    for (const QString& value : inputs) {
        QString why;
        std::optional<QString> changed = applyOperator(value, rest, raw, why);
        if (changed && RuntimeValue::cutInto(*changed)) {
            changed = RuntimeValue::cutFrom(value, raw.toString());
            why = tr("%1 takes part of a value only the node knows").arg(raw);
        }
        if (!changed)
            return {placeholder(raw, why)};
        out.append(*changed);
    }
    return result(out);
}

// ${NAME#pattern}, ${NAME/pattern/replacement}, ${NAME:offset:length}, ${NAME^^} and the
// others, on one value. nullopt (with why) when it cannot be evaluated.
std::optional<QString> ShellEvaluator::applyOperator(const QString& value, QStringView rest, QStringView raw,
                                                     QString& why)
{
    const auto patternOf = [&](QStringView text) {
        GlobPattern pattern;
        pattern.setBudget(m_budget.get());
        pattern.setExtendedGlob(m_state.options().extglob);
        for (const Piece& piece : pieces(text, false, false)) {
            if (piece.kind == Piece::Quoted)
                pattern.appendLiteral(piece.text);
            else
                pattern.appendPattern(piece.text);
        }
        return pattern;
    };
    const QString tooComplex = EvaluationBudget::reason();
    // ${NAME#pattern} ${NAME##pattern} ${NAME%pattern} ${NAME%%pattern}
    if (rest[0] == u'#' || rest[0] == u'%') {
        const bool longest = rest.size() > 1 && rest[1] == rest[0];
        const GlobPattern pattern = patternOf(rest.mid(longest ? 2 : 1));
        const std::optional<int> length =
            rest[0] == u'#' ? pattern.prefix(value, longest) : pattern.suffix(value, longest);
        if (!length) {
            why = pattern.isExtended() ? GlobPattern::extendedReason() : tooComplex;
            return std::nullopt;
        }
        if (*length < 0)
            return value;
        return rest[0] == u'#' ? value.mid(*length) : value.left(value.size() - *length);
    }
    // ${NAME/pattern/replacement} and the //, /#, /% forms.
    if (rest[0] == u'/') {
        QStringView spec = rest.mid(1);
        QChar mode = u'1'; // first match; 'g' every match; '#' anchored at the start; '%' at the end
        if (!spec.isEmpty() && (spec[0] == u'/' || spec[0] == u'#' || spec[0] == u'%')) {
            mode = spec[0] == u'/' ? QChar(u'g') : spec[0];
            spec = spec.mid(1);
        }
        const int slash = findUnquoted(spec, u'/');
        const QStringView patternText = slash < 0 ? spec : spec.left(slash);
        const GlobPattern pattern = patternOf(patternText);
        const QList<Piece> replacementPieces =
            slash < 0 ? QList<Piece>{} : pieces(spec.mid(slash + 1), false, false); // quotes count even inside "..."
        // bash 5.2 (patsub_replacement): an unquoted & in the replacement is the matched text.
        const auto replacement = [&](QStringView matched) {
            QString out;
            for (const Piece& piece : replacementPieces)
                out += piece.kind == Piece::Quoted ? piece.text : QString(piece.text).replace(u'&', matched.toString());
            return out;
        };
        // An empty pattern matches nothing, but anchored it matches the empty start or end:
        // ${OPTS[@]/#/--} puts -- before every element.
        if (patternText.isEmpty() && mode == u'#')
            return replacement(QStringView()) + value;
        if (patternText.isEmpty() && mode == u'%')
            return value + replacement(QStringView());
        if (patternText.isEmpty())
            return value;
        if (mode == u'#' || mode == u'%') {
            const std::optional<int> length = mode == u'#' ? pattern.prefix(value, true) : pattern.suffix(value, true);
            if (!length) {
                why = pattern.isExtended() ? GlobPattern::extendedReason() : tooComplex;
                return std::nullopt;
            }
            if (*length < 0)
                return value;
            if (mode == u'#')
                return replacement(QStringView(value).left(*length)) + value.mid(*length);
            const int at = int(value.size()) - *length;
            return value.left(at) + replacement(QStringView(value).mid(at));
        }
        QString out;
        int from = 0;
        while (from <= value.size()) {
            const std::optional<std::pair<int, int>> found = pattern.search(value, from);
            if (!found) {
                why = pattern.isExtended() ? GlobPattern::extendedReason() : tooComplex;
                return std::nullopt;
            }
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
            if (!m_budget->fits(out.size())) {
                why = pattern.isExtended() ? GlobPattern::extendedReason() : tooComplex;
                return std::nullopt;
            }
            if (mode != u'g')
                break;
        }
        if (from < value.size())
            out += QStringView(value).mid(from);
        return out;
    }
    // ${NAME:offset} ${NAME:offset:length}
    if (rest[0] == u':') {
        const QStringView spec = rest.mid(1);
        const int colonAt = findUnquoted(spec, u':');
        bool ok = true;
        const qint64 offset = arithmetic(colonAt < 0 ? spec : spec.left(colonAt), raw, ok).toLongLong();
        qint64 length = value.size();
        if (ok && colonAt >= 0)
            length = arithmetic(spec.mid(colonAt + 1), raw, ok).toLongLong();
        if (!ok) {
            why = tr("the offset or length is not known statically");
            return std::nullopt;
        }
        const qint64 size = value.size();
        const qint64 begin = offset < 0 ? size + offset : offset;
        if (begin < 0 || begin > size)
            return QString();
        const qint64 end = length < 0 ? size + length : std::min(size, begin + length);
        if (end < begin) {
            if (length < 0) {
                why = tr("substring expression < 0");
                return std::nullopt;
            }
            return QString();
        }
        return value.mid(begin, end - begin);
    }
    // ${NAME^^} ${NAME^} ${NAME,,} ${NAME,} and ${NAME@U} ${NAME@L} ${NAME@u}
    if (rest == u"^^" || rest == u"^" || rest == u",," || rest == u"," || rest == u"@U" || rest == u"@L" ||
        rest == u"@u") {
        QString out = value;
        const bool upper = rest[0] == u'^' || rest == u"@U" || rest == u"@u";
        if (rest.size() == 2 && rest != u"@u")
            out = upper ? out.toUpper() : out.toLower();
        else if (!out.isEmpty())
            out[0] = upper ? out[0].toUpper() : out[0].toLower();
        return out;
    }
    // ${NAME@Q}: the value quoted for the shell to read again.
    if (rest == u"@Q") {
        return PrintfFormat::singleQuoted(value, PrintfFormat::utf8Locale(variableLookup()));
    }
    why = tr("this form of ${...} is not evaluated");
    return std::nullopt;
}

// NAME=value, NAME+=value, NAME[i]=value, NAME=(...), NAME+=(...).
void ShellEvaluator::assignment(const ShellAssignment& assignment, const QString& uncertain)
{
    const qsizetype notesBefore = m_notes.size();
    // Through a nameref (local -n ref=NAME; ref=2 sets NAME).
    const QString name = m_state.resolvedName(assignment.name);
    if (const auto it = m_state.variables().constFind(name); it != m_state.variables().cend() && it->readonly) {
        expansionError(QStringLiteral("%1: readonly variable").arg(name), ErrorEffect::DiscardLineOrExit);
        return;
    }
    ShellVariable result = m_state.variables().value(name);
    if (!m_state.variables().contains(name))
        result.set = false;
    QString problems;
    if (assignment.compound) {
        assignElements(result, assignment, problems);
    } else {
        const bool errorBefore = m_expansionError.has_value();
        const QString value = assignmentValue(assignment.value);
        // An arithmetic error in the value: bash abandons the command before it assigns anything.
        if (!errorBefore && m_expansionError && m_expansionErrorEffect == ErrorEffect::DiscardLine)
            return;
        ShellValue& target = result.value;
        if (!result.set || !target.isResolved()) {
            if (assignment.subscripted || assignment.append)
                problems = target.isResolved() ? QString() : target.reason();
            const bool wasArray = target.isArray();
            target = ShellValue::string(QString());
            if (wasArray || assignment.subscripted)
                target.becomeIndexed();
        }
        if (assignment.subscripted) {
            if (target.kind() == ShellValue::Kind::Associative) {
                const QString key = join(pieces(assignment.subscript, true, false));
                target.setKey(key, assignment.append ? target.element(key) + value : value);
            } else if (const std::optional<qint64> index =
                           subscriptIndex(assignment.subscript, QStringView(assignment.subscript))) {
                target.setIndex(*index, assignment.append ? target.at(*index) + value : value);
            } else {
                problems = tr("the subscript is not known statically");
            }
        } else if (result.integer && !target.isArray()) {
            // declare -i: += adds (P+=0 keeps 29500).
            const ShellValue number =
                integerValue(assignment.append ? QStringLiteral("(%1)+(%2)").arg(target.text(), value) : value);
            if (number.isResolved())
                target.setText(number.text());
            else
                problems = number.reason();
        } else if (assignment.append) {
            target.setText(inCase(target.text() + value, result.letterCase));
        } else {
            target.setText(inCase(value, result.letterCase));
        }
    }
    const QStringList notes = m_notes.mid(notesBefore);
    result.set = true;
    result.exported = result.exported || m_state.options().allExport;
    if (!uncertain.isEmpty())
        result.value.setUnresolved(uncertain);
    else if (!notes.isEmpty())
        result.value.setUnresolved(notes.join(QStringLiteral("; ")));
    else if (!problems.isEmpty())
        result.value.setUnresolved(problems);
    if (!m_budget->fits(result.value.size()))
        result.value.setUnresolved(EvaluationBudget::reason());
    m_state.variables().insert(name, result);
}

std::function<std::optional<QString>(const QString&)> ShellEvaluator::variableLookup() const
{
    return [this](const QString& name) -> std::optional<QString> {
        QString text;
        QString reason;
        if (lookup(name, text, reason) != Lookup::Set)
            return std::nullopt;
        return text;
    };
}

QString ShellEvaluator::inCase(const QString& text, char16_t letterCase)
{
    if (letterCase == u'l')
        return text.toLower();
    if (letterCase == u'u')
        return text.toUpper();
    return text;
}

QString ShellEvaluator::unknownOrder()
{
    return tr("bash lists an associative array of 2048 keys or more in the order of its rehashed table");
}

ShellValue ShellEvaluator::integerValue(const QString& expression)
{
    QString why;
    std::optional<QString> fatal;
    if (const std::optional<qint64> number = runArithmetic(expression, &why, &fatal))
        return ShellValue::string(QString::number(*number));
    if (fatal)
        expansionError(*fatal, ErrorEffect::ExitFailure); // bash -c gives up the whole command
    return ShellValue::unresolved(
        expression, why.isEmpty() ? tr("an integer variable: bash evaluates its value as arithmetic") : why);
}

// The elements of NAME=( ... ): words split into fields, [key]=value kept whole.
void ShellEvaluator::assignElements(ShellVariable& variable, const ShellAssignment& assignment, QString& problems)
{
    ShellValue& target = variable.value;
    const bool associative = target.kind() == ShellValue::Kind::Associative && variable.set;
    if (!assignment.append || !variable.set || !target.isResolved()) {
        if (assignment.append && variable.set && !target.isResolved())
            problems = target.reason();
        target = associative ? ShellValue::associative() : ShellValue::indexed({});
    } else if (!associative) {
        target.becomeIndexed();
    }
    QStringList pending; // associative: key value key value ...
    for (const ShellWord& element : assignment.elements) {
        const int close = element.raw.startsWith(u'[') ? closingBracket(element.raw, 0) : -1;
        if (close > 0 && close + 1 < element.raw.size() &&
            (element.raw.at(close + 1) == u'=' || (element.raw.mid(close + 1, 2) == QLatin1String("+=")))) {
            const bool plus = element.raw.at(close + 1) == u'+';
            const QString subscript = element.raw.mid(1, close - 1);
            ShellWord value = element;
            value.raw = element.raw.mid(close + (plus ? 3 : 2));
            const QString text = assignmentValue(value);
            if (associative) {
                const QString key = join(pieces(subscript, true, false));
                target.setKey(key, plus ? target.element(key) + text : text);
            } else if (const std::optional<qint64> index = subscriptIndex(subscript, QStringView(subscript))) {
                target.setIndex(*index, plus ? target.at(*index) + text : text);
            } else {
                problems = tr("the subscript is not known statically");
            }
            continue;
        }
        const QStringList values = fields(element);
        if (associative)
            pending += values;
        else
            target.append(values);
        if (!m_budget->fitsFields(target.count()))
            break;
    }
    for (qsizetype k = 0; k + 1 < pending.size(); k += 2)
        target.setKey(pending.at(k), pending.at(k + 1));
    if (pending.size() % 2 == 1)
        target.setKey(pending.constLast(), QString());
}

QString ShellEvaluator::commandSubstitution(QStringView body, QStringView raw, bool& ok)
{
    ok = false;
    if (m_depth >= kMaxDepth) {
        note(raw, tr("nested too deeply to evaluate"));
        return raw.toString();
    }
    if (!m_budget->spend(kReadCost * body.size())) {
        note(raw, EvaluationBudget::reason());
        return raw.toString();
    }
    const ShellScript script = ShellReader().read(body);
    if (!script.diagnostics.isEmpty() && !script.diagnostics.constFirst().warning) {
        note(raw, script.diagnostics.constFirst().message);
        return raw.toString();
    }
    if (!m_runner) {
        note(raw, tr("command substitution is not evaluated here"));
        return raw.toString();
    }
    // A subshell: it sees the variables, but its own assignments stay inside it; the files it
    // writes are the node's.
    const SourcePosition where = m_where;
    const QString wordRaw = m_wordRaw;
    SubstitutionRunner::Substitution run = m_runner->substitute(m_state.subshell(), *this, script);
    std::optional<QString>& output = run.output;
    const QString& why = run.why;
    // A failure known for sure holds whatever the output (a writer killed by SIGPIPE under
    // pipefail, whose output only the node knows).
    m_substitutionStatus = output || run.status == false ? run.status : std::nullopt;
    m_where = where;
    m_wordRaw = wordRaw;
    const bool explained = !run.notes.isEmpty();
    m_notes += run.notes;
    if (!output) {
        if (!explained || !why.isEmpty())
            note(raw, why.isEmpty() ? tr("the command substitution is not known statically") : why);
        return raw.toString();
    }
    while (output->endsWith(u'\n'))
        output->chop(1);
    ok = true;
    return *output;
}

void ShellEvaluator::writeFile(const QString& path, const std::optional<QString>& content, bool append)
{
    // A file written again and again (a hostfile in a loop) is memory like any value.
    const bool affordable =
        !content || (m_budget->charge(content->size()) &&
                     m_budget->fits(content->size() + (append && file(path) ? file(path)->size() : 0)));
    m_state.files().write(path, affordable ? content : std::nullopt, append);
}

// An unquoted here-document reads as a double-quoted string whose own '"' is a plain character
// (and so is a backslash before it); the expansions in it, $( ), ` `, $(( )) and ${ }, keep their
// quotes, as in a double-quoted string.
QString ShellEvaluator::hereDocument(const QString& text)
{
    QString body;
    const int n = int(text.size());
    for (int k = 0; k < n; ++k) {
        const QChar next = k + 1 < n ? text[k + 1] : QChar();
        std::optional<std::pair<ShellConstruct, int>> expansion;
        if (text[k] == u'`')
            expansion = {{ShellConstruct::Backtick, k + 1}};
        else if (text[k] == u'$' && next == u'(' && k + 2 < n && text[k + 2] == u'(')
            expansion = {{ShellConstruct::Arithmetic, k + 3}};
        else if (text[k] == u'$' && next == u'(')
            expansion = {{ShellConstruct::CommandSubstitution, k + 2}};
        else if (text[k] == u'$' && next == u'{')
            expansion = {{ShellConstruct::ParameterExpansion, k + 2}};
        if (expansion) {
            const int end = ShellScanner::skip(text, expansion->second, expansion->first, k).end;
            body += QStringView(text).mid(k, end - k);
            k = end - 1;
        } else if (text[k] == u'\\' && next == u'"') {
            body += QStringLiteral("\\\\\\\"");
            ++k;
        } else if (text[k] == u'\\' && k + 1 < n) {
            body += text[k];
            body += text[++k];
        } else if (text[k] == u'"') {
            body += QStringLiteral("\\\"");
        } else {
            body += text[k];
        }
    }
    // An expansion error in a here-document fails its command only: bash goes on.
    const std::optional<QString> before = m_expansionError;
    const QString out = join(pieces(body, true, false));
    m_expansionError = before;
    return out;
}

QString ShellEvaluator::ifsFor(const ShellCommand& command)
{
    for (const ShellAssignment& assignment : command.assignments) {
        if (assignment.name == QLatin1String("IFS") && !assignment.compound)
            return assignmentValue(assignment.value);
    }
    return ifs();
}

SimulatedNode ShellEvaluator::node() const
{
    SimulatedNode node;
    node.files = m_state.files().known();
    node.gpus = m_state.nodeGpuCount();
    const QHash<QString, ShellVariable>* variables = &m_state.variables();
    node.variable = [variables](const QString& name) -> std::optional<QString> {
        const auto it = variables->constFind(name);
        if (it == variables->constEnd() || !it->set || !it->exported || !it->value.isResolved() || it->value.isArray())
            return std::nullopt;
        return it->value.text();
    };
    const std::shared_ptr<Assumptions> assumptions = m_assumptions;
    // Set by the command without export: not in a child's environment, unless the image's own
    // environment had it (then it is exported, with the command's value): assumed it had not.
    node.unexported = [this, variables, assumptions](const QString& name) {
        const auto it = variables->constFind(name);
        if (it == variables->constEnd())
            return setByNone(name);
        if (!it->set || it->exported || !it->nameref.isEmpty())
            return false;
        if (!assumptions->unset.contains(name) && assumptions->unset.size() < 64) {
            assumptions->unset.insert(name);
            assumptions->notes.append(
                tr("assuming %1 is unset on the platform; declare it if your image sets it").arg(name));
        }
        return true;
    };
    node.assumeAbsent = [assumptions](const QString& program) {
        if (assumptions->absent.contains(program) || assumptions->absent.size() >= 16)
            return;
        assumptions->absent.insert(program);
        assumptions->notes.append(
            tr("assuming %1, another scheduler's command, is not in the image: bash finds no such command (127) "
               "and it prints nothing")
                .arg(program));
    };
    return node;
}

QString ShellEvaluator::arithmetic(QStringView body, QStringView raw, bool& ok, ErrorEffect onError)
{
    ok = false;
    const qsizetype before = m_notes.size();
    const QString expression = join(pieces(body, true, false));
    if (m_notes.size() > before)
        return raw.toString();
    if (!m_budget->spend(expression.size())) {
        note(raw, EvaluationBudget::reason());
        return raw.toString();
    }
    QString error;
    // The node whose random draw the expression holds ($(( 30000 + $(date +%s) % 20000 )): the
    // clock's draw substituted into the text) or reads ($((RANDOM % 1000 + 29000))).
    QString drawnOn = RuntimeValue::drawnNodeIn(expression);
    ArithmeticEvaluator evaluator([this, &drawnOn](const QString& name) -> std::optional<QString> {
        QString value;
        QString reason;
        if (lookup(name, value, reason) == Lookup::Unknown)
            return std::nullopt;
        if (const QString node = RuntimeValue::drawnNodeIn(value); !node.isEmpty())
            drawnOn = node;
        return value;
    });
    const std::optional<qint64> value = evaluator.evaluate(expression, &error);
    if (!value && !drawnOn.isEmpty()) {
        // A number computed from a random draw is as much the node's own as the draw.
        ok = true;
        return RuntimeValue::drawn(QStringLiteral("$((%1))").arg(expression), drawnOn);
    }
    if (!value) {
        if (evaluator.fatal())
            expansionError(*evaluator.fatal(), onError);
        note(raw, error);
        return raw.toString();
    }
    ok = true;
    return QString::number(*value);
}

std::optional<qint64> ShellEvaluator::runArithmetic(QStringView body, QString* why, std::optional<QString>* fatal)
{
    const qsizetype before = m_notes.size();
    const QString expression = join(pieces(body, true, false));
    if (m_notes.size() > before) {
        *why = m_notes.mid(before).join(QStringLiteral("; "));
        m_notes.resize(before);
        return std::nullopt;
    }
    if (!m_budget->spend(expression.size() + 1)) {
        *why = EvaluationBudget::reason();
        return std::nullopt;
    }
    // The new values are kept aside until the whole expression is known: nothing is half done.
    QHash<QString, qint64> assigned;
    QStringList order;
    ArithmeticEvaluator evaluator(
        [this, &assigned](const QString& name) -> std::optional<QString> {
            if (const auto it = assigned.constFind(name); it != assigned.constEnd())
                return QString::number(*it);
            QString value;
            QString reason;
            return lookup(name, value, reason) == Lookup::Unknown ? std::nullopt : std::optional<QString>(value);
        },
        [&assigned, &order](const QString& name, qint64 value) {
            if (!assigned.contains(name))
                order.append(name);
            assigned.insert(name, value);
        });
    const std::optional<qint64> value = evaluator.evaluate(expression, why);
    if (!value && fatal)
        *fatal = evaluator.fatal();
    if (!value)
        return std::nullopt;
    for (const QString& name : std::as_const(order))
        assign(name, QString::number(assigned.value(name)));
    return value;
}

} // namespace ddpw
