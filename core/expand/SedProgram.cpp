#include "expand/SedProgram.h"

namespace ddpw {

namespace {

bool isBlank(QChar c)
{
    return c == u' ' || c == u'\t';
}

void skipBlanks(const QString& text, int& at)
{
    while (at < text.size() && isBlank(text[at]))
        ++at;
}

// The text up to the next unescaped delimiter from `at` (after it on return); an escaped
// delimiter stands for itself, other escapes are kept for the regular expression or the
// replacement. nullopt: the delimiter never comes.
std::optional<QString> delimited(const QString& text, int& at, QChar delimiter)
{
    QString out;
    for (; at < text.size(); ++at) {
        const QChar c = text[at];
        if (c == u'\\' && at + 1 < text.size()) {
            const QChar next = text[++at];
            if (next == delimiter)
                out += next;
            else if (next == u'n')
                out += QStringLiteral("\\n");
            else
                out += u'\\' + QString(next);
        } else if (c == delimiter) {
            ++at;
            return out;
        } else if (c == u'\n') {
            return std::nullopt;
        } else {
            out += c;
        }
    }
    return std::nullopt;
}

// y's sets: \\, \n and the escaped delimiter decoded.
QString decodeSet(const QString& set)
{
    QString out;
    for (int k = 0; k < set.size(); ++k) {
        if (set[k] == u'\\' && k + 1 < set.size()) {
            const QChar e = set[++k];
            out += e == u'n' ? QChar(u'\n') : e;
        } else {
            out += set[k];
        }
    }
    return out;
}

// The index of the ']' that closes the bracket expression opened at `open` (its size when none
// does): a ']' first (after an optional '^') is a member, and [:class:] is read whole.
int bracketExpressionEnd(const QString& text, int open)
{
    int j = open + 1;
    if (j < text.size() && text[j] == u'^')
        ++j;
    if (j < text.size() && text[j] == u']')
        ++j;
    while (j < text.size() && text[j] != u']') {
        if (text[j] == u'[' && j + 1 < text.size() && text[j + 1] == u':') {
            const qsizetype close = text.indexOf(QLatin1String(":]"), j + 2);
            if (close > 0)
                j = int(close) + 1;
        }
        ++j;
    }
    return j;
}

} // namespace

// GNU sed's \dNNN is the character of decimal code NNN, and \d alone a plain d, in a bracket
// expression too (sed reads these escapes before the regex): never PCRE's digit class
// (`s/-\(\d\+\)$/\1/` matches no pod name). Any other backslash in a bracket expression is itself.
QString SedProgram::gnuDecimalEscapes(const QString& pattern)
{
    QString out;
    int bracketEnd = -1; // inside [...] up to this index
    for (int k = 0; k < pattern.size(); ++k) {
        const QChar c = pattern[k];
        if (k > bracketEnd && c == u'[') {
            bracketEnd = bracketExpressionEnd(pattern, k);
            out += c;
            continue;
        }
        const bool inBracket = k < bracketEnd;
        if (c != u'\\' || k + 1 >= pattern.size()) {
            out += c;
            continue;
        }
        const QChar e = pattern[k + 1];
        if (inBracket && (e == u't' || e == u'n')) {
            out += e == u't' ? u'\t' : u'\n';
            ++k;
            continue;
        }
        if (e != u'd') {
            out += inBracket ? QStringLiteral("\\\\") : pattern.mid(k, 2);
            k += inBracket ? 0 : 1;
            continue;
        }
        int end = k + 2;
        while (end < pattern.size() && end < k + 5 && pattern[end].isDigit())
            ++end;
        const QString character(QChar(end > k + 2 ? pattern.mid(k + 2, end - k - 2).toInt() : int(u'd')));
        out += inBracket ? (character == u'\\' ? QStringLiteral("\\\\") : character)
                         : QRegularExpression::escape(character);
        k = end - 1;
    }
    return out;
}

QString SedProgram::basicToPcre(const QString& pattern)
{
    const QString bre = gnuDecimalEscapes(pattern);
    QString out;
    for (int k = 0; k < bre.size(); ++k) {
        const QChar c = bre[k];
        if (c == u'\\' && k + 1 < bre.size()) {
            const QChar e = bre[++k];
            if (QStringView(u"(){}|+?").contains(e))
                out += e;
            else {
                out += u'\\';
                out += e;
            }
        } else if (QStringView(u"(){}|+?").contains(c)) {
            out += u'\\';
            out += c;
        } else if (c == u'[') {
            // Copy a bracket expression as is: PCRE reads [[:digit:]] and ranges the same way.
            const int j = bracketExpressionEnd(bre, k);
            out += bre.mid(k, j - k + 1);
            k = j;
        } else {
            out += c;
        }
    }
    return out;
}

std::optional<SedProgram> SedProgram::parse(const QStringList& scripts, bool extended, QString* why)
{
    SedProgram program;
    if (!program.parseScript(scripts.join(u'\n'), extended, why))
        return std::nullopt;
    return program;
}

bool SedProgram::parseScript(const QString& text, bool extended, QString* why)
{
    const auto unsupported = [&](const QString& what) {
        if (why)
            *why = tr("sed script '%1' is not simulated (%2)").arg(text, what);
        return false;
    };
    QList<int> open;
    int at = 0;
    while (at < text.size()) {
        while (at < text.size() && (text[at].isSpace() || text[at] == u';'))
            ++at;
        if (at >= text.size())
            break;
        if (text[at] == u'#') {
            while (at < text.size() && text[at] != u'\n')
                ++at;
            continue;
        }
        if (m_commands.size() >= kMaxCommands)
            return unsupported(tr("more than %1 commands").arg(kMaxCommands));
        Command command;
        const std::optional<Address> first = parseAddress(text, at, extended, why);
        if (!first)
            return unsupported(tr("an address"));
        command.first = *first;
        skipBlanks(text, at);
        if (command.first.kind != Address::None && at < text.size() && text[at] == u',') {
            ++at;
            skipBlanks(text, at);
            const std::optional<Address> second = parseAddress(text, at, extended, why);
            if (!second || second->kind == Address::None)
                return unsupported(tr("a range"));
            command.second = *second;
            skipBlanks(text, at);
        }
        while (at < text.size() && text[at] == u'!') {
            command.negated = true;
            ++at;
            skipBlanks(text, at);
        }
        if (at >= text.size())
            return unsupported(tr("a missing command"));
        command.name = text[at++];
        switch (command.name.unicode()) {
        case u'{': open.append(int(m_commands.size())); break;
        case u'}':
            if (open.isEmpty() || command.first.kind != Address::None)
                return unsupported(tr("an unexpected '}'"));
            m_commands[open.takeLast()].blockEnd = int(m_commands.size());
            break;
        case u'p':
        case u'd':
        case u'=': break;
        case u'q':
        case u'Q':
            skipBlanks(text, at);
            while (at < text.size() && text[at].isDigit())
                ++at; // the exit status changes no output
            break;
        case u's': {
            if (at >= text.size() || text[at] == u'\\' || text[at] == u'\n')
                return unsupported(tr("the s command"));
            const QChar delimiter = text[at++];
            const std::optional<QString> pattern = delimited(text, at, delimiter);
            const std::optional<QString> replacement = pattern ? delimited(text, at, delimiter) : std::nullopt;
            if (!replacement || pattern->isEmpty())
                return unsupported(tr("the s command"));
            QRegularExpression::PatternOptions options;
            for (; at < text.size() && !text[at].isSpace() && text[at] != u';' && text[at] != u'}'; ++at) {
                const QChar flag = text[at];
                if (flag == u'g') {
                    command.global = true;
                } else if (flag == u'p') {
                    command.print = true;
                } else if (flag == u'I' || flag == u'i') {
                    options |= QRegularExpression::CaseInsensitiveOption;
                } else if (flag.isDigit()) {
                    int end = at;
                    while (end < text.size() && text[end].isDigit())
                        ++end;
                    command.occurrence = text.mid(at, end - at).toInt();
                    if (command.occurrence < 1)
                        return unsupported(tr("the s command's flags"));
                    at = end - 1;
                } else {
                    return unsupported(tr("the s command's flags"));
                }
            }
            command.pattern =
                QRegularExpression(extended ? gnuDecimalEscapes(*pattern) : basicToPcre(*pattern), options);
            if (!command.pattern.isValid())
                return unsupported(tr("its regular expression"));
            command.replacement = *replacement;
            break;
        }
        case u'y': {
            if (at >= text.size() || text[at] == u'\\' || text[at] == u'\n')
                return unsupported(tr("the y command"));
            const QChar delimiter = text[at++];
            const std::optional<QString> from = delimited(text, at, delimiter);
            const std::optional<QString> to = from ? delimited(text, at, delimiter) : std::nullopt;
            if (!to || decodeSet(*from).size() != decodeSet(*to).size())
                return unsupported(tr("the y command"));
            command.replacement = decodeSet(*from);
            command.target = decodeSet(*to);
            break;
        }
        default: return unsupported(tr("the command '%1'").arg(command.name));
        }
        m_commands.append(command);
        skipBlanks(text, at);
        if (command.name != u'{' && at < text.size() && !QStringView(u";\n}#").contains(text[at]))
            return unsupported(tr("text after a command"));
    }
    if (!open.isEmpty())
        return unsupported(tr("a '{' without '}'"));
    return true;
}

std::optional<SedProgram::Address> SedProgram::parseAddress(const QString& text, int& at, bool extended,
                                                            QString* why) const
{
    Q_UNUSED(why);
    Address address;
    if (at >= text.size())
        return address;
    const QChar c = text[at];
    if (c.isDigit()) {
        int end = at;
        while (end < text.size() && text[end].isDigit())
            ++end;
        address.kind = Address::Line;
        address.line = text.mid(at, end - at).toInt();
        at = end;
        if (address.line < 1 || (at < text.size() && text[at] == u'~'))
            return std::nullopt; // 0,/re/ and first~step
        return address;
    }
    if (c == u'$') {
        ++at;
        address.kind = Address::Last;
        return address;
    }
    if (c == u'/' || c == u'\\') {
        if (c == u'\\' && at + 1 >= text.size())
            return std::nullopt;
        const QChar delimiter = c == u'/' ? c : text[at + 1];
        at += c == u'/' ? 1 : 2;
        const std::optional<QString> pattern = delimited(text, at, delimiter);
        if (!pattern || pattern->isEmpty())
            return std::nullopt; // // is the last regular expression used
        QRegularExpression::PatternOptions options;
        if (at < text.size() && text[at] == u'I') {
            options |= QRegularExpression::CaseInsensitiveOption;
            ++at;
        }
        address.kind = Address::Pattern;
        address.pattern = QRegularExpression(extended ? gnuDecimalEscapes(*pattern) : basicToPcre(*pattern), options);
        if (!address.pattern.isValid())
            return std::nullopt;
        return address;
    }
    return address;
}

bool SedProgram::matches(const Address& address, int lineNumber, bool last, const QString& space)
{
    switch (address.kind) {
    case Address::None: return true;
    case Address::Line: return lineNumber == address.line;
    case Address::Last: return last;
    case Address::Pattern: return address.pattern.match(space).hasMatch();
    }
    return false;
}

// Whether the command applies to this line; a range remembers in `active` that it is open.
bool SedProgram::selects(const Command& command, int index, int lineNumber, bool last, const QString& space,
                         QList<bool>& active) const
{
    bool selected = false;
    if (command.second.kind == Address::None) {
        selected = matches(command.first, lineNumber, last, space);
    } else if (!active.at(index)) {
        selected = matches(command.first, lineNumber, last, space);
        // A line number at or before the first line makes a range of that line alone; a
        // regular expression is tried from the next line on.
        if (selected)
            active[index] = command.second.kind == Address::Line   ? command.second.line > lineNumber
                            : command.second.kind == Address::Last ? !last
                                                                   : true;
    } else {
        selected = true;
        if (command.second.kind == Address::Line)
            active[index] = lineNumber < command.second.line;
        else if (command.second.kind == Address::Last)
            active[index] = !last;
        else
            active[index] = !matches(command.second, lineNumber, last, space);
    }
    return selected != command.negated;
}

QString SedProgram::substitute(const Command& command, const QString& space, bool& replaced)
{
    replaced = false;
    QString result;
    int pos = 0;
    int count = 0;
    int previousEnd = -1; // where the last non-empty match ended: no empty match right there
    while (pos <= space.size()) {
        const QRegularExpressionMatch m = command.pattern.match(space, pos);
        if (!m.hasMatch())
            break;
        const int start = int(m.capturedStart());
        const int end = int(m.capturedEnd());
        if (start == end && start == previousEnd) {
            if (start >= space.size())
                break;
            result += space.mid(pos, start - pos + 1);
            pos = start + 1;
            continue;
        }
        ++count;
        if (count >= command.occurrence) {
            result += space.mid(pos, start - pos);
            const QString& replacement = command.replacement;
            for (int k = 0; k < replacement.size(); ++k) {
                const QChar c = replacement[k];
                if (c == u'&') {
                    result += m.captured(0);
                } else if (c == u'\\' && k + 1 < replacement.size()) {
                    const QChar e = replacement[++k];
                    if (e.isDigit())
                        result += m.captured(e.digitValue());
                    else if (e == u'n')
                        result += u'\n';
                    else if (e == u't')
                        result += u'\t';
                    else
                        result += e;
                } else {
                    result += c;
                }
            }
            replaced = true;
        } else {
            result += space.mid(pos, end - pos);
        }
        pos = end;
        if (start == end) {
            if (pos < space.size())
                result += space[pos];
            ++pos;
        } else {
            previousEnd = end;
        }
        if (replaced && !command.global)
            break;
    }
    if (pos <= space.size())
        result += space.mid(pos);
    return result;
}

std::optional<QString> SedProgram::run(const QString& input, bool quiet, QString* why) const
{
    qint64 work = 0;
    QStringList lines = input.split(u'\n');
    const bool lastHasNewline = input.endsWith(u'\n');
    if (lastHasNewline || input.isEmpty())
        lines.removeLast();
    QString out;
    // GNU sed writes a line read without its newline without one, and the newline before any
    // later output.
    bool pending = false;
    const auto write = [&](const QString& text, bool withoutNewline) {
        if (pending)
            out += u'\n';
        out += text;
        pending = withoutNewline;
        if (!withoutNewline)
            out += u'\n';
    };
    QList<bool> active(m_commands.size(), false);
    for (int i = 0; i < lines.size(); ++i) {
        const bool last = i == lines.size() - 1;
        const bool withoutNewline = last && !lastHasNewline;
        QString space = lines.at(i);
        bool deleted = false;
        bool quit = false;
        bool autoprint = !quiet;
        for (int pc = 0; pc < m_commands.size() && !deleted && !quit;) {
            const Command& command = m_commands.at(pc);
            work += 16 + space.size();
            if (work > kMaxWork) {
                if (why)
                    *why = tr("the sed script does more work than a start command needs");
                return std::nullopt;
            }
            if (command.name == u'}') {
                ++pc;
                continue;
            }
            if (!selects(command, pc, i + 1, last, space, active)) {
                pc = command.name == u'{' ? command.blockEnd + 1 : pc + 1;
                continue;
            }
            switch (command.name.unicode()) {
            case u's': {
                bool replaced = false;
                const QString result = substitute(command, space, replaced);
                if (replaced) {
                    space = result;
                    if (command.print)
                        write(space, withoutNewline);
                }
                break;
            }
            case u'y':
                for (QChar& c : space) {
                    const qsizetype at = command.replacement.indexOf(c);
                    if (at >= 0)
                        c = command.target.at(at);
                }
                break;
            case u'p': write(space, withoutNewline); break;
            case u'=': write(QString::number(i + 1), false); break;
            case u'd': deleted = true; break;
            case u'q': quit = true; break;
            case u'Q':
                quit = true;
                autoprint = false;
                break;
            default: break;
            }
            ++pc;
        }
        if (!deleted && autoprint)
            write(space, withoutNewline);
        if (quit)
            break;
    }
    return out;
}

} // namespace ddpw
