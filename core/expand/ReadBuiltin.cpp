#include "expand/ReadBuiltin.h"

#include "expand/IfsSplitter.h"
#include "expand/ShellEvaluator.h"
#include "shell/ShellScanner.h"

namespace ddpw {

namespace {

bool isSpace(QChar c)
{
    return c == u' ' || c == u'\t' || c == u'\n';
}

QString stripIfsSpace(QString text, const QString& ifs, bool leading, bool trailing)
{
    qsizetype begin = 0;
    qsizetype end = text.size();
    while (leading && begin < end && isSpace(text[begin]) && ifs.contains(text[begin]))
        ++begin;
    while (trailing && end > begin && isSpace(text[end - 1]) && ifs.contains(text[end - 1]))
        --end;
    return text.mid(begin, end - begin);
}

} // namespace

bool ReadBuiltin::run(ShellEvaluator& shell, const QStringList& argv, const QString& input, const QString& ifs,
                      QString* why, qsizetype* consumed, bool* complete)
{
    if (consumed)
        *consumed = input.size();
    if (complete)
        *complete = !input.isEmpty();
    if (argv.isEmpty())
        return false;
    if (argv.constFirst() == QLatin1String("read"))
        return read(shell, argv.mid(1), input, ifs, why, consumed, complete);
    return mapfile(shell, argv.mid(1), input, why);
}

bool ReadBuiltin::read(ShellEvaluator& shell, const QStringList& args, const QString& input, const QString& ifs,
                       QString* why, qsizetype* consumed, bool* complete)
{
    bool raw = false;
    QString array;
    QChar delimiter = u'\n';
    bool wholeInput = false;
    QStringList names;
    bool options = true;
    for (int k = 0; k < args.size(); ++k) {
        const QString& arg = args.at(k);
        if (options && arg == QLatin1String("--")) {
            options = false;
            continue;
        }
        if (options && arg.startsWith(u'-') && arg.size() > 1) {
            for (int c = 1; c < arg.size(); ++c) {
                const QChar option = arg[c];
                if (option == u'r' || option == u's' || option == u'e') {
                    raw = raw || option == u'r';
                    continue;
                }
                if (option == u'a' || option == u'd' || option == u'p' || option == u't' || option == u'u') {
                    // The value is the rest of this word or the next word.
                    QString value = arg.mid(c + 1);
                    if (value.isEmpty()) {
                        if (k + 1 >= args.size())
                            return false;
                        value = args.at(++k);
                    }
                    if (option == u'a')
                        array = value;
                    else if (option == u'd') {
                        wholeInput = value.isEmpty();
                        delimiter = value.isEmpty() ? QChar() : value[0];
                    } else if (option == u'u') {
                        if (why)
                            *why = tr("read -u reads another file descriptor; not simulated");
                        return false;
                    }
                    break;
                }
                if (why)
                    *why = tr("read -%1 is not simulated").arg(option);
                return false;
            }
            continue;
        }
        options = false;
        names.append(arg);
    }
    // One record: up to the delimiter; without -r a backslash escapes the next character (and
    // a backslash-newline joins lines).
    QString record;
    qsizetype i = 0;
    for (; i < input.size(); ++i) {
        const QChar c = input[i];
        if (!raw && c == u'\\' && i + 1 < input.size()) {
            ++i;
            if (input[i] == u'\n')
                continue;
            record += input[i];
            continue;
        }
        if (!wholeInput && c == delimiter)
            break;
        record += c;
    }
    if (consumed)
        *consumed = std::min(i + 1, input.size());
    if (complete)
        *complete = !wholeInput && i < input.size();
    if (!array.isEmpty()) {
        if (!ShellScanner::isName(array))
            return false;
        shell.assignValue(array, ShellValue::indexed(IfsSplitter::texts(IfsSplitter::fields(record, ifs))));
        return true;
    }
    if (names.isEmpty())
        names.append(QStringLiteral("REPLY"));
    for (const QString& name : std::as_const(names)) {
        if (!ShellScanner::isName(name))
            return false;
    }
    if (names.size() == 1 && names.constFirst() == QLatin1String("REPLY") && !args.contains(names.constFirst())) {
        shell.assign(QStringLiteral("REPLY"), record); // REPLY keeps the blanks
        return true;
    }
    const QList<IfsSplitter::Field> fields = IfsSplitter::fields(record, ifs);
    for (qsizetype n = 0; n < names.size(); ++n) {
        QString value;
        if (n < names.size() - 1) {
            value = n < fields.size() ? fields.at(n).text : QString();
        } else if (n < fields.size()) {
            const QString rest = record.mid(fields.at(n).offset);
            const QList<IfsSplitter::Field> remaining = IfsSplitter::fields(rest, ifs);
            value = remaining.size() == 1 ? remaining.constFirst().text : stripIfsSpace(rest, ifs, false, true);
        }
        shell.assign(names.at(n), value);
    }
    return true;
}

bool ReadBuiltin::mapfile(ShellEvaluator& shell, const QStringList& args, const QString& input, QString* why)
{
    bool strip = false;
    QString name = QStringLiteral("MAPFILE");
    // -O ORIGIN: the first index (the array is kept, not cleared); -s N: lines skipped first;
    // -n N: at most N lines (0: all); -d DELIM: lines end at DELIM's first character, which -t
    // strips. Options cluster as getopt reads them (-td, is -t -d ,).
    std::optional<qint64> origin;
    qint64 skip = 0;
    qint64 count = 0;
    QChar delimiter = u'\n';
    for (qsizetype k = 0; k < args.size(); ++k) {
        const QString& arg = args.at(k);
        if (!arg.startsWith(u'-') || arg.size() < 2) {
            name = arg;
            continue;
        }
        for (qsizetype c = 1; c < arg.size(); ++c) {
            const QChar letter = arg.at(c);
            if (letter == u't') {
                strip = true;
                continue;
            }
            const QString option = QStringLiteral("-") + letter;
            const QString value = c + 1 < arg.size() ? arg.mid(c + 1) : args.value(++k);
            if (letter == u'd') {
                // NUL-ended records (-d ''): the text tools here drop NUL bytes as bash's $( ) does.
                if (value.isEmpty()) {
                    if (why)
                        *why = tr("mapfile -d '' is not simulated");
                    return false;
                }
                delimiter = value.at(0);
                break;
            }
            bool number = false;
            const qint64 n = value.toLongLong(&number);
            if (!QStringView(u"Osn").contains(letter) || !number || n < 0) {
                if (why)
                    *why = tr("mapfile %1 %2 is not simulated").arg(option, value);
                return false;
            }
            (letter == u'O' ? origin.emplace() : letter == u's' ? skip : count) = n;
            break;
        }
    }
    if (!ShellScanner::isName(name))
        return false;
    QStringList lines;
    qsizetype from = 0;
    for (qint64 read = 0; from < input.size() && (count == 0 || qint64(lines.size()) < count); ++read) {
        const qsizetype newline = input.indexOf(delimiter, from);
        const qsizetype end = newline < 0 ? input.size() : newline + 1;
        QString line = input.mid(from, end - from);
        if (strip && line.endsWith(delimiter))
            line.chop(1);
        if (read >= skip)
            lines.append(line);
        from = end;
    }
    if (!origin) {
        shell.assignValue(name, ShellValue::indexed(lines));
        return true;
    }
    const auto existing = shell.variables().constFind(name);
    ShellValue value =
        existing != shell.variables().cend() && existing->set && existing->value.kind() == ShellValue::Kind::Indexed
            ? existing->value
            : ShellValue::indexed({});
    for (qsizetype i = 0; i < lines.size(); ++i)
        value.setIndex(*origin + i, lines.at(i));
    shell.assignValue(name, value);
    return true;
}

} // namespace ddpw
