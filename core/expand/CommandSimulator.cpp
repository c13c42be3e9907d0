#include "expand/CommandSimulator.h"

#include "expand/AwkProgram.h"
#include "expand/GrepProgram.h"
#include "expand/JqProgram.h"
#include "expand/PrintfFormat.h"
#include "expand/PythonSnippet.h"
#include "expand/RuntimeValue.h"
#include "expand/SedProgram.h"
#include "shell/ShellScanner.h"

#include <QCryptographicHash>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>

namespace ddpw {

namespace {

// A dotted IPv4 address, which a resolver gives back as it is.
bool isIpv4Literal(const QString& name)
{
    static const QRegularExpression ipv4(QStringLiteral(R"(^\d{1,3}(?:\.\d{1,3}){3}$)"));
    return ipv4.match(name).hasMatch();
}

struct Lines
{
    QStringList lines;
    bool lastHasNewline = true;
};

Lines splitLines(const QString& input)
{
    Lines result;
    if (input.isEmpty())
        return result;
    result.lines = input.split(u'\n');
    if (input.endsWith(u'\n'))
        result.lines.removeLast();
    else
        result.lastHasNewline = false;
    return result;
}

QString joinLines(const QStringList& lines, bool lastHasNewline)
{
    QString out = lines.join(u'\n');
    if (!lines.isEmpty() && lastHasNewline)
        out += u'\n';
    return out;
}

QString baseName(const QString& path)
{
    const qsizetype slash = path.lastIndexOf(u'/');
    return slash < 0 ? path : path.mid(slash + 1);
}

// -n 3, -n3, -3: the count of head/tail. from is true for tail's "+N".
bool lineCount(const QStringList& args, int& count, bool& from, QString& rest)
{
    count = 10;
    from = false;
    for (int k = 0; k < args.size(); ++k) {
        QString value;
        const QString& arg = args.at(k);
        if (arg == QLatin1String("-n") && k + 1 < args.size())
            value = args.at(++k);
        else if (arg.startsWith(QLatin1String("-n")))
            value = arg.mid(2);
        else if (arg.startsWith(QLatin1String("--lines=")))
            value = arg.mid(8);
        else if (arg.size() > 1 && arg[0] == u'-' && arg[1].isDigit())
            value = arg.mid(1);
        else if (arg == QLatin1String("-"))
            continue;
        else {
            rest = arg;
            return false;
        }
        if (value.startsWith(u'+')) {
            from = true;
            value = value.mid(1);
        }
        bool ok = false;
        count = value.toInt(&ok);
        if (!ok || count < 0) {
            rest = arg;
            return false;
        }
    }
    return true;
}

// A cut list such as "1", "1,3", "2-", "-2", "1-3": true for each selected 1-based index.
bool parseCutList(const QString& list, QList<std::pair<int, int>>& ranges)
{
    for (const QString& part : list.split(u',')) {
        const qsizetype dash = part.indexOf(u'-');
        bool okA = true;
        bool okB = true;
        int a = 0;
        int b = 0;
        if (dash < 0) {
            a = b = part.toInt(&okA);
        } else {
            a = dash == 0 ? 1 : part.left(dash).toInt(&okA);
            b = dash == part.size() - 1 ? std::numeric_limits<int>::max() : part.mid(dash + 1).toInt(&okB);
        }
        if (!okA || !okB || a < 1 || b < a)
            return false;
        ranges.append({a, b});
    }
    return !ranges.isEmpty();
}

bool inRanges(const QList<std::pair<int, int>>& ranges, int index)
{
    return std::any_of(ranges.cbegin(), ranges.cend(),
                       [index](const std::pair<int, int>& r) { return index >= r.first && index <= r.second; });
}

// tr's SET: escapes, ranges a-z and [:class:] expanded into the characters they stand for.
std::optional<QString> expandTrSet(const QString& set)
{
    QString chars;
    const QString decoded = ShellScanner::decodeAnsiC(set);
    static const QList<std::pair<QLatin1String, QLatin1String>> classes{
        {QLatin1String("[:lower:]"), QLatin1String("abcdefghijklmnopqrstuvwxyz")},
        {QLatin1String("[:upper:]"), QLatin1String("ABCDEFGHIJKLMNOPQRSTUVWXYZ")},
        {QLatin1String("[:digit:]"), QLatin1String("0123456789")},
        {QLatin1String("[:space:]"), QLatin1String(" \t\n\r\f\v")},
        {QLatin1String("[:blank:]"), QLatin1String(" \t")},
    };
    for (int k = 0; k < decoded.size(); ++k) {
        bool matchedClass = false;
        for (const auto& [name, members] : classes) {
            if (QStringView(decoded).mid(k).startsWith(name)) {
                chars += members;
                k += int(name.size()) - 1;
                matchedClass = true;
                break;
            }
        }
        if (matchedClass)
            continue;
        if (decoded[k] == u'[' && k + 1 < decoded.size() && decoded[k + 1] == u':')
            return std::nullopt;
        if (k + 2 < decoded.size() && decoded[k + 1] == u'-') {
            if (decoded[k + 2] < decoded[k])
                return std::nullopt;
            for (char16_t c = decoded[k].unicode(); c <= decoded[k + 2].unicode(); ++c)
                chars += QChar(c);
            k += 2;
        } else {
            chars += decoded[k];
        }
    }
    return chars;
}

} // namespace

// `nvidia-smi --query-gpu=count` prints the count once on each GPU's line ("8" eight times): the
// job's GPUs per node where it says, else the count only the node knows, on the eight lines of the
// platform's usual node (validate's default GPUs per node).
QString CommandSimulator::gpuCountLines(const SimulatedNode& node)
{
    constexpr int kUsualGpus = 8;
    if (node.gpus && *node.gpus > 0)
        return (QString::number(*node.gpus) + u'\n').repeated(*node.gpus);
    return (RuntimeValue::token(RuntimeValue::Kind::GpuCount) + u'\n').repeated(kUsualGpus);
}

std::optional<QString> CommandSimulator::run(const QStringList& argv, const QString& input, QString* why,
                                             const SimulatedNode* node, int* exitStatus)
{
    return keptWhole(argv, input, runTool(argv, input, why, node, exitStatus), why);
}

std::optional<QString> CommandSimulator::keptWhole(const QStringList& argv, const QString& input,
                                                   const std::optional<QString>& output, QString* why)
{
    if (!output || !RuntimeValue::cutInto(*output))
        return output;
    const QString how = argv.join(u' ');
    std::optional<QString> draw = RuntimeValue::cutFrom(input, how);
    for (qsizetype k = 1; !draw && k < argv.size(); ++k)
        draw = RuntimeValue::cutFrom(argv.at(k), how);
    if (draw)
        return *draw + (output->endsWith(u'\n') ? QStringLiteral("\n") : QString());
    if (why)
        *why = tr("'%1' takes part of a value only the node knows").arg(argv.constFirst());
    return std::nullopt;
}

std::optional<QString> CommandSimulator::runTool(const QStringList& argv, const QString& input, QString* why,
                                                 const SimulatedNode* node, int* exitStatus)
{
    if (exitStatus)
        *exitStatus = -1;
    if (argv.isEmpty())
        return input;
    const QString program = baseName(argv.constFirst());
    QStringList args = argv.mid(1);
    const QString countLine = RuntimeValue::token(RuntimeValue::Kind::GpuCount) + u'\n';
    const auto onlyCountLines = [&countLine](const QString& text) {
        return !text.isEmpty() && text.count(countLine) * countLine.size() == text.size();
    };
    const bool countsLines = program == QLatin1String("wc") && args == QStringList{QStringLiteral("-l")};
    if (countsLines && onlyCountLines(input))
        return countLine; // one line per GPU of the node: as many as it has
    const QString gpuList = RuntimeValue::token(RuntimeValue::Kind::GpuList) + u'\n';
    // After nvidia-smi's CSV header line, the node's lines: one line more, and `tail -n +2` drops it.
    const qsizetype headerEnd = input.indexOf(u'\n');
    const QString afterHeader = headerEnd > 0 ? input.mid(headerEnd + 1) : QString();
    const bool nodeLinesAfterHeader = afterHeader == gpuList || onlyCountLines(afterHeader);
    if (nodeLinesAfterHeader && (program == QLatin1String("tail")) &&
        (args == QStringList{QStringLiteral("-n"), QStringLiteral("+2")} ||
         args == QStringList{QStringLiteral("-n+2")}))
        return afterHeader;
    if (RuntimeValue::contains(input, RuntimeValue::Kind::GpuList) || (nodeLinesAfterHeader && countsLines)) {
        // Its lines are the node's: only their count is known, as the GPU count.
        if (countsLines && input == gpuList)
            return countLine;
        if (nodeLinesAfterHeader && countsLines && node && node->gpus && *node->gpus > 0)
            return QString::number(*node->gpus + 1) + u'\n';
        if (why)
            *why = tr("'%1' reads the list of the node's GPUs, which is only known on the node").arg(program);
        return std::nullopt;
    }
    if (node && argv.constFirst() == program && absentFromNode(program, *node)) {
        if (exitStatus)
            *exitStatus = 127; // bash: command not found, and no output
        return QString();
    }
    QString fileInput = input;
    if (node) {
        bool handled = false;
        std::optional<QString> simulated = runNode(program, args, input, why, *node, handled, exitStatus);
        if (handled)
            return simulated;
        // A tool that reads a file of the node (its last argument) reads it as its input.
        static const QStringList readers{QStringLiteral("cat"),  QStringLiteral("tac"),  QStringLiteral("head"),
                                         QStringLiteral("tail"), QStringLiteral("awk"),  QStringLiteral("gawk"),
                                         QStringLiteral("mawk"), QStringLiteral("cut"),  QStringLiteral("sed"),
                                         QStringLiteral("wc"),   QStringLiteral("grep"), QStringLiteral("jq"),
                                         QStringLiteral("paste")};
        if (readers.contains(program) && !args.isEmpty() && node->files.contains(args.constLast())) {
            const bool needsProgram = program != QLatin1String("cat") && program != QLatin1String("tac") &&
                                      program != QLatin1String("head") && program != QLatin1String("tail") &&
                                      program != QLatin1String("wc") && program != QLatin1String("paste");
            if (!needsProgram || args.size() >= 2) {
                const QString path = args.takeLast();
                fileInput = node->files.value(path);
                if (program == QLatin1String("cat") && args.isEmpty())
                    return fileInput;
                if (program == QLatin1String("wc") && args == QStringList{QStringLiteral("-l")})
                    return QStringLiteral("%1 %2\n").arg(fileInput.count(u'\n')).arg(path);
                QStringList rest = argv.mid(0, 1) + args;
                return run(rest, fileInput, why, nullptr, exitStatus);
            }
        }
        if (program == QLatin1String("ls") && !args.isEmpty() &&
            std::all_of(args.cbegin(), args.cend(), [&](const QString& a) { return node->files.contains(a); })) {
            QStringList paths = args;
            paths.sort();
            return paths.join(u'\n') + u'\n';
        }
        if (program == QLatin1String("cat") && !args.isEmpty() &&
            std::all_of(args.cbegin(), args.cend(), [&](const QString& a) { return node->files.contains(a); })) {
            QString out;
            for (const QString& path : std::as_const(args))
                out += node->files.value(path);
            return out;
        }
    }
    if (program == QLatin1String("echo"))
        return runEcho(args);
    if (program == QLatin1String("printf")) {
        // bash's printf reads a first word that starts with '-' as an option ("--nnodes=%s":
        // "invalid option", status 2): it prints nothing; `printf -- FORMAT` is the way.
        const QString first = args.value(0);
        if (first.size() > 1 && first.startsWith(u'-') && first != QLatin1String("--") &&
            first != QLatin1String("-v")) {
            if (exitStatus)
                *exitStatus = 2;
            return QString();
        }
        return PrintfFormat::run(args, why, node ? node->variable : PrintfFormat::Variable());
    }
    if (program == QLatin1String("awk") || program == QLatin1String("gawk") || program == QLatin1String("mawk"))
        return AwkProgram::run(args, input, why, exitStatus);
    if (program == QLatin1String("jq"))
        return JqProgram::run(args, input, node ? node->variable : JqProgram::Variable(), why, exitStatus);
    if (program == QLatin1String("cut"))
        return runCut(args, input, why, exitStatus);
    if (program == QLatin1String("head") || program == QLatin1String("tail"))
        return runHeadTail(program == QLatin1String("head"), args, input, why);
    if (program == QLatin1String("tr"))
        return runTr(args, input, why);
    if (program == QLatin1String("sed"))
        return runSed(args, input, why);
    if (program == QLatin1String("sort"))
        return runSort(args, input, why);
    if (program == QLatin1String("xargs"))
        return runXargs(args, input, why);
    if (program == QLatin1String("seq"))
        return runSeq(args, why);
    if (program == QLatin1String("paste"))
        return runPaste(args, input, why);
    if (program == QLatin1String("bc") && args.isEmpty())
        return runBc(input, why);
    if (program == QLatin1String("tac") && (args.isEmpty() || args == QStringList{QStringLiteral("-")}))
        return reversedLines(input);
    if (program == QLatin1String("rev") && (args.isEmpty() || args == QStringList{QStringLiteral("-")}))
        return reversedCharacters(input, why);
    if (knowsExitStatus(program)) {
        if (program != QLatin1String("grep"))
            args.prepend(program == QLatin1String("egrep") ? QStringLiteral("-E") : QStringLiteral("-F"));
        const std::optional<GrepProgram> grep = GrepProgram::parse(args, why);
        const std::optional<GrepProgram::Result> result = grep ? grep->run(input, why) : std::nullopt;
        if (!result)
            return std::nullopt;
        if (exitStatus)
            *exitStatus = result->status;
        return result->output;
    }
    if (program == QLatin1String("true") || program == QLatin1String(":"))
        return QString();
    if (program == QLatin1String("cat") && (args.isEmpty() || args == QStringList{QStringLiteral("-")}))
        return input;
    if (program == QLatin1String("wc") && args.size() == 1 &&
        QStringList({QStringLiteral("-l"), QStringLiteral("-w"), QStringLiteral("-c"), QStringLiteral("-m")})
            .contains(args.constFirst()))
        return runWc(args.constFirst(), input);
    if (program == QLatin1String("md5sum") || program == QLatin1String("sha1sum") ||
        program == QLatin1String("sha256sum") || program == QLatin1String("sha512sum"))
        return runDigest(program, args, input, why);
    if (program == QLatin1String("nl") && args.isEmpty())
        return runNl(input);
    if (program == QLatin1String("expr") && !args.isEmpty() &&
        (args.constFirst() == QLatin1String("index") || args.constFirst() == QLatin1String("length")))
        return exprString(args, exitStatus);
    if (program == QLatin1String("expr") &&
        ((args.size() == 3 && args.at(1) == u':') || (args.size() == 3 && args.at(0) == QLatin1String("match"))))
        return exprMatch(args.at(0) == QLatin1String("match") ? args.at(1) : args.at(0), args.at(2), exitStatus);
    if (program == QLatin1String("expr") && args.size() == 3) {
        // expr A OP B on integers, the arithmetic of older scripts.
        bool okA = false;
        bool okB = false;
        const qint64 a = args.at(0).toLongLong(&okA);
        const qint64 b = args.at(2).toLongLong(&okB);
        const QString& op = args.at(1);
        static const QStringList ops{QStringLiteral("+"), QStringLiteral("-"), QStringLiteral("*"), QStringLiteral("/"),
                                     QStringLiteral("%")};
        if (okA && okB && ops.contains(op) && !((op == QLatin1String("/") || op == QLatin1String("%")) && b == 0) &&
            std::abs(a) < (qint64(1) << 31) && std::abs(b) < (qint64(1) << 31)) {
            const qint64 value = op == QLatin1String("+")   ? a + b
                                 : op == QLatin1String("-") ? a - b
                                 : op == QLatin1String("*") ? a * b
                                 : op == QLatin1String("/") ? a / b
                                                            : a % b;
            // expr's status is 1 when its value is 0 (set -e stops at R=$(expr $I + 0) on node 0).
            if (exitStatus)
                *exitStatus = value == 0 ? 1 : 0;
            return QString::number(value) + u'\n';
        }
    }
    if (program == QLatin1String("basename") && (args.size() == 1 || args.size() == 2)) {
        QString name = args.constFirst();
        while (name.size() > 1 && name.endsWith(u'/'))
            name.chop(1);
        name = name == QLatin1String("/") ? name : baseName(name);
        if (args.size() == 2 && name != args.at(1) && name.endsWith(args.at(1)))
            name.chop(args.at(1).size());
        return name + u'\n';
    }
    if (program == QLatin1String("dirname") && args.size() == 1) {
        QString path = args.constFirst();
        while (path.size() > 1 && path.endsWith(u'/'))
            path.chop(1);
        const qsizetype slash = path.lastIndexOf(u'/');
        path = slash < 0 ? QStringLiteral(".") : slash == 0 ? QStringLiteral("/") : path.left(slash);
        return path + u'\n';
    }
    if (why)
        *why = tr("'%1' runs on the node: its output is known only there").arg(argv.constFirst());
    return std::nullopt;
}

// A program no Volcano pod has, where bash says "command not found": one named like a variable of
// the environment ($(VC_TASK_INDEX) written for $VC_TASK_INDEX), or another scheduler's command
// (Slurm's scontrol, PBS's qstat, ...) in a script meant for several, which the node is told of.
bool CommandSimulator::absentFromNode(const QString& program, const SimulatedNode& node)
{
    static const QRegularExpression variableName(QStringLiteral("^[A-Z][A-Z0-9_]*$"));
    if (node.variable && variableName.match(program).hasMatch() && node.variable(program))
        return true;
    static const QStringList otherSchedulers{
        QStringLiteral("scontrol"), QStringLiteral("squeue"), QStringLiteral("sinfo"),  QStringLiteral("sacct"),
        QStringLiteral("sbatch"),   QStringLiteral("salloc"), QStringLiteral("qstat"),  QStringLiteral("qsub"),
        QStringLiteral("pbsnodes"), QStringLiteral("bjobs"),  QStringLiteral("bhosts"), QStringLiteral("flux")};
    if (!node.assumeAbsent || !otherSchedulers.contains(program))
        return false;
    node.assumeAbsent(program);
    return true;
}

// md5sum and the sha sums of their input: the hex digest, two blanks and "-" for standard input.
// A value only the node knows has a digest only the node knows.
std::optional<QString> CommandSimulator::runDigest(const QString& program, const QStringList& args,
                                                   const QString& input, QString* why)
{
    if (!(args.isEmpty() || args == QStringList{QStringLiteral("-")}))
        return notSimulated(program, args.constFirst(), why);
    if (RuntimeValue::contains(input)) {
        if (why)
            *why = tr("'%1' hashes a value only the node knows").arg(program);
        return std::nullopt;
    }
    const QCryptographicHash::Algorithm algorithm = program == QLatin1String("md5sum")    ? QCryptographicHash::Md5
                                                    : program == QLatin1String("sha1sum") ? QCryptographicHash::Sha1
                                                    : program == QLatin1String("sha256sum")
                                                        ? QCryptographicHash::Sha256
                                                        : QCryptographicHash::Sha512;
    return QString::fromLatin1(QCryptographicHash::hash(input.toUtf8(), algorithm).toHex()) + QStringLiteral("  -\n");
}

// nl without options: each non-empty line numbered right-aligned in 6 places and a tab, the
// empty ones indented by as much (GNU nl's -b t -w 6 -s TAB).
QString CommandSimulator::runNl(const QString& input)
{
    QStringList lines = input.split(u'\n');
    if (lines.constLast().isEmpty())
        lines.removeLast();
    QString out;
    int number = 0;
    for (const QString& line : std::as_const(lines)) {
        if (line.isEmpty())
            out += QString(7, u' ');
        else
            out += QStringLiteral("%1\t%2").arg(++number, 6).arg(line);
        out += u'\n';
    }
    return out;
}

// expr index STRING CHARS (the first position of any of CHARS, 0 for none) and expr length
// STRING; expr's status is 1 when the result is 0.
std::optional<QString> CommandSimulator::exprString(const QStringList& args, int* exitStatus)
{
    if (std::any_of(args.cbegin(), args.cend(), [](const QString& arg) { return RuntimeValue::contains(arg); }))
        return std::nullopt; // a value only the node knows: so is its position or length
    qsizetype value = 0;
    if (args.constFirst() == QLatin1String("index") && args.size() == 3) {
        const QString& string = args.at(1);
        for (qsizetype i = 0; i < string.size() && value == 0; ++i) {
            if (args.at(2).contains(string.at(i)))
                value = i + 1;
        }
    } else if (args.constFirst() == QLatin1String("length") && args.size() == 2) {
        value = args.at(1).size();
    } else {
        return std::nullopt;
    }
    if (exitStatus)
        *exitStatus = value == 0 ? 1 : 0;
    return QString::number(value) + u'\n';
}

// expr STRING : REGEX (and expr match STRING REGEX): a basic regular expression anchored at the
// string's start. With \( \) it writes what the group matched, else how many characters the
// expression matched; its status is 1 when that is empty or 0.
std::optional<QString> CommandSimulator::exprMatch(const QString& string, const QString& pattern, int* exitStatus)
{
    if (RuntimeValue::contains(string) || RuntimeValue::contains(pattern))
        return std::nullopt;
    const QRegularExpression regex(QStringLiteral("\\A(?:") + SedProgram::basicToPcre(pattern) + u')');
    if (!regex.isValid())
        return std::nullopt;
    const QRegularExpressionMatch match = regex.match(string);
    const QString value = regex.captureCount() > 0 ? (match.hasMatch() ? match.captured(1) : QString())
                                                   : QString::number(match.hasMatch() ? match.capturedLength() : 0);
    if (exitStatus)
        *exitStatus = value.isEmpty() || value == u'0' ? 1 : 0;
    return value + u'\n';
}

bool CommandSimulator::knowsExitStatus(const QString& program)
{
    return program == QLatin1String("grep") || program == QLatin1String("egrep") || program == QLatin1String("fgrep");
}

std::optional<QString> CommandSimulator::runEcho(const QStringList& args)
{
    bool newline = true;
    bool escapes = false;
    int k = 0;
    // Leading -n, -e, -E (also combined, like -ne) are options; anything else is text.
    for (; k < args.size(); ++k) {
        const QString& arg = args.at(k);
        if (arg.size() < 2 || arg[0] != u'-' ||
            !std::all_of(arg.cbegin() + 1, arg.cend(), [](QChar c) { return c == u'n' || c == u'e' || c == u'E'; }))
            break;
        for (const QChar c : QStringView(arg).mid(1)) {
            if (c == u'n')
                newline = false;
            else
                escapes = c == u'e';
        }
    }
    QString out = args.mid(k).join(u' ');
    if (escapes) {
        const qsizetype stop = out.indexOf(QLatin1String("\\c"));
        if (stop >= 0) {
            out.truncate(stop);
            newline = false;
        }
        out = ShellScanner::decodeAnsiC(out);
    }
    if (newline)
        out += u'\n';
    return out;
}

// wc with one count of its standard input: the number alone (no file name), as bash reads it.
QString CommandSimulator::runWc(const QString& option, const QString& input)
{
    qsizetype count = 0;
    if (option == QLatin1String("-l"))
        count = input.count(u'\n');
    else if (option == QLatin1String("-w"))
        count = input.split(QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts).size();
    else if (option == QLatin1String("-c"))
        count = input.toUtf8().size(); // bytes, as the node's UTF-8 text has them
    else
        count = input.size() - input.count(QRegularExpression(QStringLiteral("[\\x{DC00}-\\x{DFFF}]")));
    return QString::number(count) + u'\n';
}

std::optional<QString> CommandSimulator::runCut(const QStringList& args, const QString& input, QString* why,
                                                int* exitStatus)
{
    QString delimiter = QStringLiteral("\t");
    QString list;
    bool characters = false;
    bool onlyDelimited = false;
    for (int k = 0; k < args.size(); ++k) {
        const QString& arg = args.at(k);
        const auto valueOf = [&](const QString& option) {
            return arg.size() > option.size() ? arg.mid(option.size())
                                              : (k + 1 < args.size() ? args.at(++k) : QString());
        };
        if (arg.startsWith(QLatin1String("-d"))) {
            delimiter = valueOf(QStringLiteral("-d"));
        } else if (arg.startsWith(QLatin1String("--delimiter="))) {
            delimiter = arg.mid(12);
        } else if (arg.startsWith(QLatin1String("-f"))) {
            list = valueOf(QStringLiteral("-f"));
        } else if (arg.startsWith(QLatin1String("--fields="))) {
            list = arg.mid(9);
        } else if (arg.startsWith(QLatin1String("-c"))) {
            list = valueOf(QStringLiteral("-c"));
            characters = true;
        } else if (arg == QLatin1String("-s")) {
            onlyDelimited = true;
        } else if (arg != QLatin1String("-")) {
            if (why)
                *why = tr("cut argument '%1' is not simulated").arg(arg);
            return std::nullopt;
        }
    }
    QList<std::pair<int, int>> ranges;
    // No list, a field 0 (fields are numbered from 1), a decreasing range, a delimiter of several
    // characters: cut says so on stderr and exits 1 with no output.
    if (delimiter.size() != 1 || !parseCutList(list, ranges)) {
        if (exitStatus)
            *exitStatus = 1;
        return QString();
    }
    QString out;
    for (const QString& line : splitLines(input).lines) {
        if (characters) {
            for (int c = 0; c < line.size(); ++c) {
                if (inRanges(ranges, c + 1))
                    out += line[c];
            }
        } else if (!line.contains(delimiter)) {
            if (onlyDelimited)
                continue;
            out += line;
        } else {
            const QStringList parts = line.split(delimiter);
            QStringList chosen;
            for (int f = 0; f < parts.size(); ++f) {
                if (inRanges(ranges, f + 1))
                    chosen.append(parts.at(f));
            }
            out += chosen.join(delimiter);
        }
        out += u'\n';
    }
    return out;
}

std::optional<QString> CommandSimulator::runHeadTail(bool head, const QStringList& args, const QString& input,
                                                     QString* why)
{
    int count = 10;
    bool from = false;
    QString bad;
    if (!lineCount(args, count, from, bad) || (head && from))
        return notSimulated(head ? QStringLiteral("head") : QStringLiteral("tail"), bad, why);
    const Lines lines = splitLines(input);
    const int n = int(lines.lines.size());
    QStringList chosen;
    if (head)
        chosen = lines.lines.mid(0, count);
    else if (from)
        chosen = lines.lines.mid(std::max(0, count - 1));
    else
        chosen = lines.lines.mid(std::max(0, n - count));
    const bool lastIncluded = !chosen.isEmpty() && (head ? std::min(count, n) == n : true);
    return joinLines(chosen, lastIncluded ? lines.lastHasNewline : true);
}

namespace {

// sort -n's key: the number at the start of a line (blanks, a minus, digits, a decimal point);
// a line without one is 0.
double numericPrefix(const QString& line)
{
    static const QRegularExpression number(QStringLiteral(R"(^[ \t]*(-?(?:\d+(?:\.\d*)?|\.\d+)))"));
    const QRegularExpressionMatch match = number.match(line);
    return match.hasMatch() ? match.captured(1).toDouble() : 0.0;
}

// The C locale's order: byte by byte of the UTF-8 text (C.UTF-8 orders code points the same way).
int byteOrder(const QString& a, const QString& b)
{
    const int c = a.toUtf8().compare(b.toUtf8());
    return c < 0 ? -1 : (c > 0 ? 1 : 0);
}

} // namespace

// sort with -r, -n, -u (bundled or long), over its input, as GNU sort orders in the C locale (the
// locale a container runs in unless the image sets one): numbers that tie fall back to the whole
// line, -u keeps the first of lines its keys find equal.
std::optional<QString> CommandSimulator::runSort(const QStringList& args, const QString& input, QString* why)
{
    bool reverse = false;
    bool numeric = false;
    bool unique = false;
    for (const QString& arg : args) {
        if (arg == QLatin1String("--reverse")) {
            reverse = true;
        } else if (arg == QLatin1String("--numeric-sort")) {
            numeric = true;
        } else if (arg == QLatin1String("--unique")) {
            unique = true;
        } else if (arg.size() > 1 && arg.startsWith(u'-') && !arg.startsWith(QLatin1String("--"))) {
            for (qsizetype c = 1; c < arg.size(); ++c) {
                if (arg.at(c) == u'r')
                    reverse = true;
                else if (arg.at(c) == u'n')
                    numeric = true;
                else if (arg.at(c) == u'u')
                    unique = true;
                else
                    return notSimulated(QStringLiteral("sort"), arg, why);
            }
        } else {
            return notSimulated(QStringLiteral("sort"), arg, why);
        }
    }
    const Lines lines = splitLines(input);
    QStringList sorted = lines.lines;
    // The keys' comparison; without -u a tie of keys falls back to the whole line.
    const auto keys = [numeric](const QString& a, const QString& b) {
        if (!numeric)
            return byteOrder(a, b);
        const double x = numericPrefix(a);
        const double y = numericPrefix(b);
        return x < y ? -1 : (x > y ? 1 : 0);
    };
    const auto order = [&](const QString& a, const QString& b) {
        int c = keys(a, b);
        if (c == 0 && !unique)
            c = byteOrder(a, b);
        return reverse ? c > 0 : c < 0;
    };
    std::stable_sort(sorted.begin(), sorted.end(), order);
    if (unique) {
        QStringList kept;
        for (const QString& line : std::as_const(sorted)) {
            if (kept.isEmpty() || keys(kept.constLast(), line) != 0)
                kept.append(line);
        }
        sorted = kept;
    }
    return joinLines(sorted, true);
}

std::optional<XargsOptions> CommandSimulator::xargsOptions(const QStringList& args, qsizetype* commandAt)
{
    XargsOptions options;
    qsizetype i = 0;
    for (; i < args.size(); ++i) {
        const QString& arg = args.at(i);
        if (arg == QLatin1String("-r") || arg == QLatin1String("--no-run-if-empty")) {
            options.skipEmpty = true;
            continue;
        }
        if (arg == QLatin1String("--")) {
            ++i;
            break;
        }
        if (!arg.startsWith(u'-'))
            break;
        // -d, -n and -a take a value, attached (-d,) or as the next word (-d ,).
        const QChar letter = arg.size() > 1 ? arg.at(1) : QChar();
        if (arg.size() < 2 || !QStringView(u"dna").contains(letter))
            return std::nullopt; // -I, -L, -0, -P, long options ...: not simulated here
        if (arg.size() == 2 && ++i >= args.size())
            return std::nullopt;
        const QString value = arg.size() == 2 ? args.at(i) : arg.mid(2);
        if (letter == u'a') {
            options.file = value;
        } else if (letter == u'd') {
            // GNU xargs' -d takes C escapes; \n, \t and \\ are read here (\0 would be a NUL, which
            // the simulated text never holds).
            static const QStringList escapes{QStringLiteral("\\n"), QStringLiteral("\\t"), QStringLiteral("\\\\")};
            if (value.size() != 1 && !escapes.contains(value))
                return std::nullopt;
            options.delimiter = value.size() == 1 ? value.at(0) : ShellScanner::decodeAnsiC(value).at(0);
        } else {
            bool number = false;
            options.perCommand = value.toInt(&number);
            if (!number || options.perCommand < 1)
                return std::nullopt;
        }
    }
    *commandAt = i;
    return options;
}

std::optional<QStringList> CommandSimulator::xargsItems(const QString& input, const XargsOptions& options)
{
    // With -d every character but the delimiter is the item's, the last newline too.
    if (options.delimiter) {
        QStringList items = input.split(*options.delimiter);
        if (!items.isEmpty() && items.constLast().isEmpty())
            items.removeLast();
        return items;
    }
    QStringList words;
    QString word;
    bool inWord = false;
    QChar quote;
    for (qsizetype i = 0; i < input.size(); ++i) {
        const QChar c = input.at(i);
        if (!quote.isNull()) {
            if (c == quote)
                quote = QChar();
            else if (c == u'\n')
                return std::nullopt; // an unmatched quote: xargs stops with an error
            else
                word += c;
        } else if (c == u' ' || c == u'\t' || c == u'\n') {
            if (inWord)
                words.append(std::exchange(word, QString()));
            inWord = false;
        } else if (c == u'\'' || c == u'"') {
            quote = c;
            inWord = true;
        } else if (c == u'\\' && i + 1 < input.size()) {
            word += input.at(++i);
            inWord = true;
        } else {
            word += c;
            inWord = true;
        }
    }
    if (!quote.isNull())
        return std::nullopt;
    if (inWord)
        words.append(word);
    return words;
}

QList<QStringList> CommandSimulator::xargsCommands(const QStringList& command, const QStringList& items,
                                                   const XargsOptions& options)
{
    // GNU xargs runs the command once on no input, -r not at all.
    if (items.isEmpty())
        return options.skipEmpty ? QList<QStringList>() : QList<QStringList>{command};
    QList<QStringList> commands;
    const qsizetype step = options.perCommand > 0 ? options.perCommand : items.size();
    for (qsizetype at = 0; at < items.size(); at += step)
        commands.append(command + items.mid(at, step));
    return commands;
}

// xargs [-r] [-d DELIM] [-n N] [-a FILE] [echo]: the items of the input (blanks and newlines
// between them, quotes and backslashes as xargs reads them; with -d only the delimiter, so the
// input's last newline stays in the last item) on echo lines of N (all of them on one line
// without -n). Another command's output is its own, and is not simulated.
std::optional<QString> CommandSimulator::runXargs(const QStringList& args, const QString& input, QString* why)
{
    qsizetype at = 0;
    const std::optional<XargsOptions> options = xargsOptions(args, &at);
    if (!options || options->file)
        return notSimulated(QStringLiteral("xargs"), args.join(u' '), why);
    if (at < args.size() && !(args.at(at) == QLatin1String("echo") && at + 1 == args.size()))
        return notSimulated(QStringLiteral("xargs"), args.at(at), why);
    // Beyond this, GNU xargs splits the words over several command lines.
    constexpr qsizetype kOneCommandLine = 100 * 1024;
    if (input.size() > kOneCommandLine)
        return notSimulated(QStringLiteral("xargs"), tr("an input of %1 bytes").arg(input.size()), why);
    const std::optional<QStringList> items = xargsItems(input, *options);
    if (!items)
        return notSimulated(QStringLiteral("xargs"), tr("an input with an unmatched quote"), why);
    QString out;
    for (const QStringList& line : xargsCommands({}, *items, *options))
        out += line.join(u' ') + u'\n';
    return out;
}

// seq [-w] [-s SEP] [FIRST [INCREMENT]] LAST, on integers: one number a line (SEP between them),
// -w padding with zeros to the wider of FIRST and LAST as written. At most kMaxSeqNumbers.
// GNU paste over one input (standard input, or the one file the caller read): -s joins its lines
// with the -d list's characters in turn (\n \t \\ \0 escapes; a tab by default) and ends with a
// newline, an empty input giving an empty line; without -s each line as it is.
std::optional<QString> CommandSimulator::runPaste(const QStringList& args, const QString& input, QString* why)
{
    bool serial = false;
    std::optional<QString> list;
    for (qsizetype k = 0; k < args.size(); ++k) {
        const QString& arg = args.at(k);
        if (arg == QLatin1String("-") || arg == QLatin1String("--serial")) {
            serial = serial || arg == QLatin1String("--serial");
        } else if (arg.startsWith(QLatin1String("--delimiters="))) {
            list = arg.mid(13);
        } else if (arg.size() > 1 && arg.startsWith(u'-') && !arg.startsWith(QLatin1String("--"))) {
            for (qsizetype c = 1; c < arg.size(); ++c) {
                if (arg.at(c) == u's') {
                    serial = true;
                } else if (arg.at(c) == u'd') {
                    list = c + 1 < arg.size() ? arg.mid(c + 1) : args.value(++k);
                    break;
                } else {
                    if (why)
                        *why = tr("paste option '%1' is not simulated").arg(arg);
                    return std::nullopt;
                }
            }
        } else {
            // Files the node has (the caller read the one file the snippet wrote or Volcano mounts).
            if (why)
                *why = tr("'%1' runs on the node: its output is known only there").arg(QStringLiteral("paste"));
            return std::nullopt;
        }
    }
    QStringList lines = input.split(u'\n');
    if (lines.constLast().isEmpty())
        lines.removeLast();
    if (!serial)
        return lines.isEmpty() ? QString() : lines.join(u'\n') + u'\n';
    QStringList delimiters;
    const QString given = list.value_or(QStringLiteral("\t"));
    for (qsizetype c = 0; c < given.size(); ++c) {
        if (given.at(c) != u'\\' || c + 1 == given.size()) {
            delimiters.append(given.at(c));
            continue;
        }
        const QChar next = given.at(++c);
        delimiters.append(next == u'n'   ? QStringLiteral("\n")
                          : next == u't' ? QStringLiteral("\t")
                          : next == u'0' ? QString()
                                         : QString(next));
    }
    QString out;
    for (qsizetype l = 0; l < lines.size(); ++l) {
        if (l > 0 && !delimiters.isEmpty())
            out += delimiters.at((l - 1) % delimiters.size());
        out += lines.at(l);
    }
    return out + u'\n';
}

std::optional<QString> CommandSimulator::runSeq(const QStringList& args, QString* why)
{
    bool equalWidth = false;
    QString separator = QStringLiteral("\n");
    std::optional<QString> format;
    QStringList operands;
    for (qsizetype k = 0; k < args.size(); ++k) {
        const QString& arg = args.at(k);
        if (arg == QLatin1String("-w") || arg == QLatin1String("--equal-width"))
            equalWidth = true;
        else if (arg == QLatin1String("-s") && k + 1 < args.size())
            separator = args.at(++k);
        else if (arg.startsWith(QLatin1String("-s")) && arg.size() > 2)
            separator = arg.mid(2);
        else if (arg.startsWith(QLatin1String("--separator=")))
            separator = arg.mid(int(qstrlen("--separator=")));
        else if (arg == QLatin1String("-f") && k + 1 < args.size())
            format = args.at(++k);
        else if (arg.startsWith(QLatin1String("-f")) && arg.size() > 2)
            format = arg.mid(2);
        else if (arg.startsWith(QLatin1String("--format=")))
            format = arg.mid(int(qstrlen("--format=")));
        else
            operands.append(arg);
    }
    // -f FORMAT: one floating-point directive (%g, %f, %e with flags, width and precision) between
    // literal text, as GNU seq takes it; with -w, or any other format, seq refuses. A width or
    // precision of more than three digits is not simulated (its numbers would be that long).
    static const QRegularExpression directive(
        QStringLiteral(R"(^((?:[^%]|%%)*)(%[-+ #0]*\d{0,3}(?:\.\d{0,3})?[gGfFeE])((?:[^%]|%%)*)$)"));
    const QRegularExpressionMatch formatMatch = format ? directive.match(*format) : QRegularExpressionMatch();
    if (format && (equalWidth || !formatMatch.hasMatch()))
        return notSimulated(QStringLiteral("seq"), args.join(u' '), why);
    const QString literalBefore = formatMatch.captured(1).replace(QStringLiteral("%%"), QStringLiteral("%"));
    const QString literalAfter = formatMatch.captured(3).replace(QStringLiteral("%%"), QStringLiteral("%"));
    const QByteArray numberFormat = formatMatch.captured(2).toLatin1();
    static const QRegularExpression integer(QStringLiteral("^-?[0-9]{1,12}$"));
    const bool integers =
        std::all_of(operands.cbegin(), operands.cend(), [](const QString& o) { return integer.match(o).hasMatch(); });
    if (operands.isEmpty() || operands.size() > 3 || !integers)
        return notSimulated(QStringLiteral("seq"), args.join(u' '), why);
    const qint64 first = operands.size() > 1 ? operands.constFirst().toLongLong() : 1;
    const qint64 step = operands.size() == 3 ? operands.at(1).toLongLong() : 1;
    const qint64 last = operands.constLast().toLongLong();
    if (step == 0 || (last - first) / step >= kMaxSeqNumbers)
        return notSimulated(QStringLiteral("seq"), args.join(u' '), why);
    const qsizetype width = equalWidth ? std::max(operands.constFirst().size(), operands.constLast().size()) : 0;
    QStringList numbers;
    for (qint64 n = first; step > 0 ? n <= last : n >= last; n += step) {
        if (format) {
            numbers.append(literalBefore + QString::asprintf(numberFormat.constData(), double(n)) + literalAfter);
            continue;
        }
        const QString digits = QString::number(std::abs(n));
        const QString sign = n < 0 ? QStringLiteral("-") : QString();
        numbers.append(sign + digits.rightJustified(width - sign.size(), u'0'));
    }
    return numbers.isEmpty() ? QString() : numbers.join(separator) + u'\n';
}

// bc on what start scripts give it: "[scale=N;] A OP B" (or one number) on integers, each
// statement on its own line or after ';'. Division keeps `scale` decimals, truncated as bc does,
// and bc writes no 0 before the point (.25); + - * of integers have no decimals, whatever scale.
std::optional<QString> CommandSimulator::runBc(const QString& input, QString* why)
{
    static const QRegularExpression scaleStatement(QStringLiteral(R"(^scale\s*=\s*(\d{1,2})$)"));
    static const QRegularExpression expression(QStringLiteral(R"(^(-?\d{1,12})\s*(?:([-+*/%])\s*(-?\d{1,12}))?$)"));
    int scale = 0;
    QString out;
    for (const QString& part : input.split(QRegularExpression(QStringLiteral("[;\n]")), Qt::SkipEmptyParts)) {
        const QString statement = part.trimmed();
        if (statement.isEmpty())
            continue;
        if (const QRegularExpressionMatch m = scaleStatement.match(statement); m.hasMatch()) {
            scale = m.captured(1).toInt();
            continue;
        }
        const QRegularExpressionMatch m = expression.match(statement);
        if (!m.hasMatch() || scale > 6)
            return notSimulated(QStringLiteral("bc"), statement, why);
        const qint64 a = m.captured(1).toLongLong();
        const QString op = m.captured(2);
        const qint64 b = m.captured(3).toLongLong();
        if (op.isEmpty() || op == u'+' || op == u'-' || op == u'*') {
            out += QString::number(op.isEmpty() ? a : op == u'+' ? a + b : op == u'-' ? a - b : a * b) + u'\n';
            continue;
        }
        if (b == 0 || (op == u'%' && scale > 0))
            return notSimulated(QStringLiteral("bc"), statement, why);
        if (op == u'%') {
            out += QString::number(a % b) + u'\n';
            continue;
        }
        qint64 unit = 1;
        for (int k = 0; k < scale; ++k)
            unit *= 10;
        const long double exact = static_cast<long double>(a) * unit / b;
        const qint64 scaled = static_cast<qint64>(exact); // toward zero, as bc truncates
        const qint64 whole = std::abs(scaled) / unit;
        const QString sign = scaled < 0 ? QStringLiteral("-") : QString();
        if (scale == 0) {
            out += sign + QString::number(whole) + u'\n';
            continue;
        }
        const QString fraction = QString::number(std::abs(scaled) % unit).rightJustified(scale, u'0');
        out += sign + (whole == 0 ? QString() : QString::number(whole)) + u'.' + fraction + u'\n';
    }
    return out;
}

// tac: the lines last first; a last line without its newline comes first without one, as GNU's.
QString CommandSimulator::reversedLines(const QString& input)
{
    QStringList lines = input.split(u'\n');
    const bool terminated = input.endsWith(u'\n');
    if (terminated)
        lines.removeLast();
    QString out;
    for (qsizetype k = lines.size() - 1; k >= 0; --k)
        out += lines.at(k) + (terminated || k != lines.size() - 1 ? QStringLiteral("\n") : QString());
    return out;
}

// rev: each line's characters in reverse order (a value only the node knows is not cut up).
std::optional<QString> CommandSimulator::reversedCharacters(const QString& input, QString* why)
{
    if (RuntimeValue::contains(input)) {
        if (why)
            *why = tr("rev of a value only the node knows");
        return std::nullopt;
    }
    QStringList lines = input.split(u'\n');
    for (QString& line : lines) {
        QList<uint> characters = line.toUcs4();
        std::reverse(characters.begin(), characters.end());
        line = QString::fromUcs4(reinterpret_cast<const char32_t*>(characters.constData()), characters.size());
    }
    return lines.join(u'\n');
}

std::optional<QString> CommandSimulator::notSimulated(const QString& program, const QString& argument, QString* why)
{
    if (why)
        *why = tr("%1 argument '%2' is not simulated").arg(program, argument);
    return std::nullopt;
}

std::optional<QString> CommandSimulator::runTr(const QStringList& args, const QString& input, QString* why)
{
    bool remove = false;
    bool squeeze = false;
    bool complement = false;
    QStringList sets;
    for (const QString& arg : args) {
        const bool option = sets.isEmpty() && arg.size() > 1 && arg[0] == u'-';
        if (option && arg[1] != u'-' &&
            std::all_of(arg.cbegin() + 1, arg.cend(), [](QChar c) { return QStringView(u"cCds").contains(c); })) {
            // Short options combine: -dc is -d -c (delete what is not in SET1).
            remove = remove || arg.contains(u'd');
            squeeze = squeeze || arg.contains(u's');
            complement = complement || arg.contains(u'c') || arg.contains(u'C');
        } else if (option && arg == QLatin1String("--delete")) {
            remove = true;
        } else if (option && arg == QLatin1String("--squeeze-repeats")) {
            squeeze = true;
        } else if (option && arg == QLatin1String("--complement")) {
            complement = true;
        } else if (option) {
            return notSimulated(QStringLiteral("tr"), arg, why);
        } else {
            sets.append(arg);
        }
    }
    const int wanted = (remove && !squeeze) || (squeeze && !remove && sets.size() == 1) ? 1 : 2;
    std::optional<QString> first = sets.isEmpty() ? std::nullopt : expandTrSet(sets.constFirst());
    std::optional<QString> second = sets.size() > 1 ? expandTrSet(sets.at(1)) : QString();
    // The complement translated to several characters maps by the complement's order, which only
    // one replacement character makes plain.
    const bool unclearComplement = complement && !remove && sets.size() > 1 && second && second->size() > 1;
    if (sets.size() != wanted || !first || !second || (wanted == 2 && !remove && second->isEmpty()) ||
        unclearComplement) {
        if (why)
            *why = tr("tr %1 is not simulated").arg(args.join(u' '));
        return std::nullopt;
    }
    QString out;
    out.reserve(input.size());
    const auto inFirst = [&](QChar c) { return first->contains(c) != complement; };
    for (const QChar c : input) {
        const bool member = inFirst(c);
        QChar result = c;
        if (member && remove)
            continue;
        if (member && !remove && sets.size() > 1)
            result =
                complement ? second->back() : second->at(std::min<qsizetype>(first->indexOf(c), second->size() - 1));
        // The squeezed set: SET2 where there is one, else SET1 (its complement with -c).
        const bool squeezed = sets.size() > 1 ? second->contains(result) : inFirst(result);
        if (squeeze && !out.isEmpty() && out.back() == result && squeezed)
            continue;
        out += result;
    }
    return out;
}

std::optional<QString> CommandSimulator::runSed(const QStringList& args, const QString& input, QString* why)
{
    bool extended = false;
    bool quiet = false;
    QStringList scripts;
    bool scriptGiven = false;
    for (int k = 0; k < args.size(); ++k) {
        const QString& arg = args.at(k);
        if (arg == QLatin1String("-e") && k + 1 < args.size()) {
            scripts.append(args.at(++k));
            scriptGiven = true;
        } else if (arg == QLatin1String("--quiet") || arg == QLatin1String("--silent")) {
            quiet = true;
        } else if (arg == QLatin1String("--regexp-extended")) {
            extended = true;
        } else if (arg.size() > 1 && arg[0] == u'-' && arg[1] != u'-' &&
                   std::all_of(arg.cbegin() + 1, arg.cend(), [](QChar c) { return QStringView(u"nEr").contains(c); })) {
            quiet = quiet || arg.contains(u'n');
            extended = extended || arg.contains(u'E') || arg.contains(u'r');
        } else if (!scriptGiven && !arg.startsWith(u'-')) {
            scripts.append(arg);
            scriptGiven = true;
        } else {
            if (why)
                *why = tr("sed argument '%1' is not simulated").arg(arg);
            return std::nullopt;
        }
    }
    if (!scriptGiven) {
        if (why)
            *why = tr("sed without a script is not simulated");
        return std::nullopt;
    }
    const std::optional<SedProgram> program = SedProgram::parse(scripts, extended, why);
    if (!program)
        return std::nullopt;
    return program->run(input, quiet, why);
}

QString CommandSimulator::envsubst(const QString& input, const QString& shellFormat,
                                   const std::function<std::optional<QString>(const QString&)>& variable)
{
    static const QRegularExpression reference(
        QStringLiteral("\\$(?:\\{([A-Za-z_][A-Za-z0-9_]*)\\}|([A-Za-z_][A-Za-z0-9_]*))"));
    QStringList only;
    if (!shellFormat.isEmpty()) {
        for (QRegularExpressionMatchIterator it = reference.globalMatch(shellFormat); it.hasNext();) {
            const QRegularExpressionMatch match = it.next();
            only.append(match.captured(1).isEmpty() ? match.captured(2) : match.captured(1));
        }
    }
    QString out;
    qsizetype at = 0;
    for (QRegularExpressionMatchIterator it = reference.globalMatch(input); it.hasNext();) {
        const QRegularExpressionMatch match = it.next();
        const QString name = match.captured(1).isEmpty() ? match.captured(2) : match.captured(1);
        if (!shellFormat.isEmpty() && !only.contains(name))
            continue;
        out += QStringView(input).mid(at, match.capturedStart() - at);
        out += variable(name).value_or(QString());
        at = match.capturedEnd();
    }
    out += QStringView(input).mid(at);
    return out;
}

std::optional<QString> CommandSimulator::lookedUpProgram(const QString& program, const QStringList& args)
{
    static const QRegularExpression plainName(QStringLiteral("^[A-Za-z0-9_][A-Za-z0-9_.+-]*$"));
    // bash's builtins and keywords (bash -c 'compgen -b; compgen -k'): command -v prints their
    // bare name, type -P nothing.
    static const QStringList shellOwn =
        QStringLiteral(
            "alias bg bind break builtin caller cd command compgen complete compopt continue declare dirs disown echo "
            "enable eval exec exit export false fc fg getopts hash help history jobs kill let local logout mapfile "
            "popd "
            "printf pushd pwd read readarray readonly return set shift shopt source suspend test times trap true type "
            "typeset ulimit umask unalias unset wait if then else elif fi case esac for select while until do done in "
            "function time coproc")
            .split(u' ');
    const bool commandV = program == QLatin1String("command") && args.size() == 2 && args.at(0) == QLatin1String("-v");
    const bool typeP = program == QLatin1String("type") && args.size() == 2 &&
                       (args.at(0) == QLatin1String("-P") || args.at(0) == QLatin1String("-p"));
    const bool which = program == QLatin1String("which") && args.size() == 1;
    if ((!commandV && !typeP && !which) || !plainName.match(args.last()).hasMatch())
        return std::nullopt;
    const QString& name = args.last();
    if (!shellOwn.contains(name))
        return name;
    if (commandV)
        return std::nullopt; // prints the name itself: the ordinary text path does not know that either
    return QString();        // type -p prints nothing for a builtin; which does not know builtins
}

std::optional<bool> CommandSimulator::clockSeconds(const QStringList& args)
{
    static const QRegularExpression fixedDate(QStringLiteral("^(-[drf]|--date|--reference|--file)"));
    static const QRegularExpression secondsFormat(QStringLiteral("%[-_0^#]*[0-9]*[STsNXcr+]"));
    static const QRegularExpression secondsOption(
        QStringLiteral("^(-R|--rfc-(2822|email)|-I(seconds|ns)|--iso-8601=(seconds|ns)|--rfc-3339=(seconds|ns))$"));
    std::optional<bool> byFormat;
    bool byOption = false;
    for (const QString& arg : args) {
        if (fixedDate.match(arg).hasMatch())
            return std::nullopt;
        if (arg.startsWith(u'+'))
            byFormat = secondsFormat.match(arg).hasMatch();
        else if (secondsOption.match(arg).hasMatch())
            byOption = true;
        else if (arg.startsWith(QLatin1String("-I")) || arg.startsWith(QLatin1String("--iso-8601")) ||
                 arg.startsWith(QLatin1String("--rfc-3339")))
            byFormat = false; // to the day, hour or minute
        else if (arg != QLatin1String("-u") && arg != QLatin1String("--utc") && arg != QLatin1String("--universal"))
            return std::nullopt; // an option this does not know
    }
    return byFormat.value_or(true) || byOption;
}

// `ip route get ADDRESS` (ip -4 -o r g ...): the route a pod takes to an address outside its
// network, through its gateway on eth0 (a pod's one interface), and the source address, the
// pod's own, that start scripts take as "my address". Loopback addresses stay on lo.
std::optional<QString> CommandSimulator::routeTo(const QStringList& args)
{
    bool oneLine = false;
    qsizetype at = 0;
    for (; at < args.size() && args.at(at).startsWith(u'-'); ++at) {
        const QString& option = args.at(at);
        if (option == QLatin1String("-o") || option == QLatin1String("-oneline") || option == QLatin1String("-4o") ||
            option == QLatin1String("-o4"))
            oneLine = true;
        else if (option != QLatin1String("-4"))
            return std::nullopt;
    }
    static const QStringList route{QStringLiteral("r"), QStringLiteral("ro"), QStringLiteral("rou"),
                                   QStringLiteral("rout"), QStringLiteral("route")};
    static const QStringList get{QStringLiteral("g"), QStringLiteral("ge"), QStringLiteral("get")};
    if (args.size() != at + 3 || !route.contains(args.at(at)) || !get.contains(args.at(at + 1)) ||
        !isIpv4Literal(args.at(at + 2)))
        return std::nullopt;
    const QString& target = args.at(at + 2);
    const QString cache = oneLine ? QStringLiteral(" \\    cache \n") : QStringLiteral(" \n    cache \n");
    if (target.startsWith(QLatin1String("127.")))
        return QStringLiteral("local %1 dev lo src 127.0.0.1 uid 0").arg(target) +
               (oneLine ? QStringLiteral(" \\    cache <local> \n") : QStringLiteral(" \n    cache <local> \n"));
    return QStringLiteral("%1 via %2 dev eth0 src %3 uid 0")
               .arg(target, RuntimeValue::token(RuntimeValue::Kind::Address, QStringLiteral("the default gateway")),
                    RuntimeValue::token(RuntimeValue::Kind::NodeAddress)) +
           cache;
}

// ip [-4] [-o] [-br] addr [show] [dev] [eth0]: a pod's interfaces as iproute2 prints them, the
// loopback and eth0 (the pod network's, its address and broadcast the node's; the prefix
// length of the usual pod network). Nullopt for other forms and interfaces.
std::optional<QString> CommandSimulator::interfaceAddresses(const QStringList& args)
{
    bool ipv4 = false;
    bool oneLine = false;
    bool brief = false;
    qsizetype at = 0;
    for (; at < args.size() && args.at(at).startsWith(u'-'); ++at) {
        const QString option = args.at(at).mid(1);
        if (option == QLatin1String("4") || option == QLatin1String("o4") || option == QLatin1String("4o"))
            ipv4 = true;
        if (option == QLatin1String("o") || option == QLatin1String("oneline") || option == QLatin1String("o4") ||
            option == QLatin1String("4o"))
            oneLine = true;
        else if (option == QLatin1String("br") || option == QLatin1String("brief"))
            brief = true;
        else if (option != QLatin1String("4"))
            return std::nullopt;
    }
    static const QStringList object{QStringLiteral("a"),      QStringLiteral("ad"),    QStringLiteral("add"),
                                    QStringLiteral("addr"),   QStringLiteral("addre"), QStringLiteral("addres"),
                                    QStringLiteral("address")};
    static const QStringList show{QStringLiteral("show"), QStringLiteral("s"),   QStringLiteral("list"),
                                  QStringLiteral("l"),    QStringLiteral("lst"), QStringLiteral("sh")};
    if (at >= args.size() || !object.contains(args.at(at)))
        return std::nullopt;
    QStringList rest = args.mid(at + 1);
    if (!rest.isEmpty() && show.contains(rest.constFirst()))
        rest.removeFirst();
    if (!rest.isEmpty() && rest.constFirst() == QLatin1String("dev"))
        rest.removeFirst();
    if (rest.size() > 1 ||
        (rest.size() == 1 && rest.constFirst() != QLatin1String("eth0") && rest.constFirst() != QLatin1String("lo")))
        return std::nullopt;
    const QString address = RuntimeValue::token(RuntimeValue::Kind::NodeAddress);
    const QString broadcast =
        RuntimeValue::token(RuntimeValue::Kind::Address, QStringLiteral("the pod network's broadcast"));
    const QString linkLocal =
        RuntimeValue::token(RuntimeValue::Kind::Address, QStringLiteral("eth0's link-local IPv6"));
    const bool loopback = rest.isEmpty() || rest.constFirst() == QLatin1String("lo");
    const bool pod = rest.isEmpty() || rest.constFirst() == QLatin1String("eth0");
    QString out;
    if (brief) {
        if (loopback)
            out += ipv4 ? QStringLiteral("lo               UNKNOWN        127.0.0.1/8 \n")
                        : QStringLiteral("lo               UNKNOWN        127.0.0.1/8 ::1/128 \n");
        if (pod)
            out += QStringLiteral("eth0@if9         UP             %1/24 %2\n")
                       .arg(address, ipv4 ? QString() : linkLocal + QStringLiteral("/64 "));
        return out;
    }
    if (oneLine) {
        if (loopback)
            out += QStringLiteral(
                       "1: lo    inet 127.0.0.1/8 scope host lo\\       valid_lft forever preferred_lft forever\n") +
                   (ipv4 ? QString()
                         : QStringLiteral("1: lo    inet6 ::1/128 scope host \\       valid_lft forever preferred_lft "
                                          "forever\n"));
        if (pod)
            out += QStringLiteral("2: eth0    inet %1/24 brd %2 scope global eth0\\       valid_lft forever "
                                  "preferred_lft forever\n")
                       .arg(address, broadcast) +
                   (ipv4 ? QString()
                         : QStringLiteral("2: eth0    inet6 %1/64 scope link \\       valid_lft forever "
                                          "preferred_lft forever\n")
                               .arg(linkLocal));
        return out;
    }
    const QString lifetime = QStringLiteral("       valid_lft forever preferred_lft forever\n");
    if (loopback) {
        out += QStringLiteral("1: lo: <LOOPBACK,UP,LOWER_UP> mtu 65536 qdisc noqueue state UNKNOWN group default qlen "
                              "1000\n");
        if (!ipv4)
            out += QStringLiteral("    link/loopback 00:00:00:00:00:00 brd 00:00:00:00:00:00\n");
        out += QStringLiteral("    inet 127.0.0.1/8 scope host lo\n") + lifetime;
        if (!ipv4)
            out += QStringLiteral("    inet6 ::1/128 scope host \n") + lifetime;
    }
    if (pod) {
        out += QStringLiteral("2: eth0@if9: <BROADCAST,MULTICAST,UP,LOWER_UP> mtu 1450 qdisc noqueue state UP group "
                              "default \n");
        if (!ipv4)
            out += QStringLiteral("    link/ether 0a:58:0a:f4:01:05 brd ff:ff:ff:ff:ff:ff link-netnsid 0\n");
        out += QStringLiteral("    inet %1/24 brd %2 scope global eth0\n").arg(address, broadcast) + lifetime;
        if (!ipv4)
            out += QStringLiteral("    inet6 %1/64 scope link \n").arg(linkLocal) + lifetime;
    }
    return out;
}

// The name getent prints for a name it resolved: the canonical one, which for a pod's DNS name
// found through the search domains (job-worker-0.job) is the full
// job-worker-0.job.<namespace>.svc.cluster.local, and for the pod's own short name its hosts
// file's first, the same full name; an address or a full name stays as given.
QString CommandSimulator::canonicalName(const QString& name, const SimulatedNode& node)
{
    static const QRegularExpression fullName(QStringLiteral(R"(^(?:localhost|.*\.svc\..*|.*\.local)$)"));
    if (isIpv4Literal(name) || fullName.match(name).hasMatch() || RuntimeValue::contains(name))
        return name;
    if (podName(node) == name)
        return RuntimeValue::token(RuntimeValue::Kind::NodeFqdn);
    return RuntimeValue::token(RuntimeValue::Kind::CanonicalName, name);
}

// dig +short [+search] [@SERVER] [A] NAME: the addresses, one a line. dig does not use the search
// domains unless told (+search): a name of the job's that is not a full one (job-worker-0.job) is
// looked up as it is, is not found, and dig prints nothing. Nullopt for other forms and names.
std::optional<QString> CommandSimulator::digShort(const QStringList& args, const SimulatedNode& node)
{
    bool brief = false;
    bool search = false;
    QString name;
    for (const QString& arg : args) {
        if (arg == QLatin1String("+short"))
            brief = true;
        else if (arg == QLatin1String("+search"))
            search = true;
        else if (arg.startsWith(u'@') || arg == QLatin1String("A") || arg == QLatin1String("-4") ||
                 arg == QLatin1String("+nocomments") || arg == QLatin1String("+noall") ||
                 arg == QLatin1String("+answer"))
            continue;
        else if (arg.startsWith(u'-') || arg.startsWith(u'+') || !name.isEmpty())
            return std::nullopt; // -x (reverse), -t TYPE, another option or a second name
        else
            name = arg;
    }
    const std::optional<QString> hosts =
        node.variable ? node.variable(QStringLiteral("VC_WORKER_HOSTS")) : std::nullopt;
    if (!brief || name.isEmpty() || isIpv4Literal(name) || RuntimeValue::contains(name) || !hosts ||
        RuntimeValue::contains(*hosts))
        return std::nullopt;
    if (unresolvableHere(name, node))
        return QString();
    const bool full = canonicalName(name, node) == name;
    if (full || search)
        return RuntimeValue::token(RuntimeValue::Kind::Address, name) + u'\n';
    const QString lower = name.toLower();
    const QStringList names = hosts->toLower().split(u',');
    const bool ofTheJob = std::any_of(names.cbegin(), names.cend(), [&lower](const QString& host) {
        return lower == host || lower.startsWith(host + u'.') || lower == host.section(u'.', 0, 0);
    });
    return ofTheJob ? std::optional<QString>(QString()) : std::nullopt;
}

// The pod's full name as its hosts file has it first: its entry in VC_WORKER_HOSTS
// (NAME.SUBDOMAIN) and the namespace and cluster domain only the node knows; the whole of it a
// value only the node knows where its entry is not in the list.
QString CommandSimulator::podFullName(const SimulatedNode& node)
{
    const std::optional<QString> self = podName(node);
    const std::optional<QString> hosts =
        node.variable ? node.variable(QStringLiteral("VC_WORKER_HOSTS")) : std::nullopt;
    if (self && hosts && !RuntimeValue::contains(*hosts)) {
        for (const QString& host : hosts->split(u',')) {
            if (host.section(u'.', 0, 0) != *self || !host.contains(u'.'))
                continue;
            if (host.contains(QLatin1String(".svc.")))
                return host;
            return host + u'.' + RuntimeValue::token(RuntimeValue::Kind::DnsSuffix);
        }
    }
    return RuntimeValue::token(RuntimeValue::Kind::NodeFqdn);
}

// The pod's own name (HOSTNAME), where the node's variables are known.
std::optional<QString> CommandSimulator::podName(const SimulatedNode& node)
{
    return node.variable ? node.variable(QStringLiteral("HOSTNAME")) : std::nullopt;
}

// A name no resolver of this pod knows: another pod's short name (only the pod's own /etc/hosts
// has its own), or a name in the job's domain that is no pod of the job (job-worker-4.job of a
// job of four): the headless service has a record for each pod and nothing else.
bool CommandSimulator::unresolvableHere(const QString& name, const SimulatedNode& node)
{
    if (!node.variable)
        return false;
    const std::optional<QString> hosts = node.variable(QStringLiteral("VC_WORKER_HOSTS"));
    const std::optional<QString> self = podName(node);
    if (!hosts || !self || RuntimeValue::contains(*hosts) || RuntimeValue::contains(name))
        return false;
    const QStringList names = hosts->split(u',');
    if (!name.contains(u'.')) {
        return name != *self && std::any_of(names.cbegin(), names.cend(), [&](const QString& host) {
                   return host.contains(u'.') && host.section(u'.', 0, 0) == name;
               });
    }
    const QString lower = name.toLower();
    const QString domain = lower.section(u'.', 1);
    bool sameDomain = false;
    for (const QString& host : names) {
        const QString known = host.toLower();
        if (lower == known || lower.startsWith(known + u'.'))
            return false;
        sameDomain = sameDomain || (known.contains(u'.') && known.section(u'.', 1) == domain);
    }
    return sameDomain;
}

// getent's databases of host names (hosts, ahosts, ahostsv4).
bool CommandSimulator::isHostsDatabase(const QString& database)
{
    return database == QLatin1String("hosts") || database == QLatin1String("ahosts") ||
           database == QLatin1String("ahostsv4");
}

// The host ping is asked for: its operand after the options (-c 1 -W 1 take a value); empty for none.
QString CommandSimulator::pingTarget(const QStringList& args)
{
    static const QStringList withValue{QStringLiteral("-c"), QStringLiteral("-W"), QStringLiteral("-w"),
                                       QStringLiteral("-i"), QStringLiteral("-s"), QStringLiteral("-t"),
                                       QStringLiteral("-I")};
    QString target;
    for (int k = 0; k < args.size(); ++k) {
        if (withValue.contains(args.at(k)))
            ++k;
        else if (!args.at(k).startsWith(u'-'))
            target = args.at(k);
    }
    return target;
}

bool CommandSimulator::lookupSurelyFails(const QStringList& argv, const SimulatedNode& node)
{
    const QString program = argv.value(0);
    QStringList names;
    if (program == QLatin1String("getent") && argv.size() >= 3 && isHostsDatabase(argv.at(1)))
        names = argv.mid(2);
    else if ((program == QLatin1String("host") || program == QLatin1String("nslookup")) && argv.size() == 2)
        names = argv.mid(1);
    else if (const QString target = program == QLatin1String("ping") ? pingTarget(argv.mid(1)) : QString();
             !target.isEmpty())
        names = {target};
    else
        return false;
    return asksDnsForOwnShortName(argv, node) ||
           std::all_of(names.cbegin(), names.cend(),
                       [&node](const QString& name) { return unresolvableHere(name, node); });
}

bool CommandSimulator::asksDnsForOwnShortName(const QStringList& argv, const SimulatedNode& node)
{
    const QString program = argv.value(0);
    if ((program != QLatin1String("host") && program != QLatin1String("nslookup")) || argv.size() != 2)
        return false;
    const std::optional<QString> self = podName(node);
    return self && !self->contains(u'.') && argv.at(1).compare(*self, Qt::CaseInsensitive) == 0;
}

// The commands that need the node: name lookups give markers (RuntimeValue), hostname gives
// HOSTNAME, python -c one-liners over os.environ. handled=false: not one of them.
std::optional<QString> CommandSimulator::runNode(const QString& program, const QStringList& args, const QString& input,
                                                 QString* why, const SimulatedNode& node, bool& handled,
                                                 int* exitStatus)
{
    handled = true;
    const auto address = [](const QString& name) {
        return isIpv4Literal(name) ? name : RuntimeValue::token(RuntimeValue::Kind::Address, name);
    };
    if (program == QLatin1String("getent") && args.size() >= 2 && isHostsDatabase(args.constFirst())) {
        QString out;
        for (const QString& name : args.mid(1)) {
            if (unresolvableHere(name, node))
                continue;
            const QString ip = address(name);
            const QString canonical = canonicalName(name, node);
            if (args.constFirst() == QLatin1String("hosts"))
                out += QStringLiteral("%1 %2\n").arg(ip, -15).arg(canonical);
            else
                out += QStringLiteral("%1 STREAM %2\n%1 DGRAM  \n%1 RAW    \n").arg(ip, -15).arg(canonical);
        }
        // getent's status 2: none of the keys was found.
        if (exitStatus)
            *exitStatus = out.isEmpty() ? 2 : 0;
        return out;
    }
    // What each node draws at random (a port from shuf, a run id from uuidgen): a value of its
    // own, never the same on two nodes, whatever it is.
    const bool uuidFile =
        program == QLatin1String("cat") && args == QStringList{QStringLiteral("/proc/sys/kernel/random/uuid")};
    if (program == QLatin1String("shuf") || program == QLatin1String("uuidgen") || uuidFile) {
        const std::optional<QString> host = podName(node);
        if (!host) {
            handled = false;
            return std::nullopt;
        }
        const QString source = uuidFile ? QStringLiteral("/proc/sys/kernel/random/uuid") : program;
        return RuntimeValue::drawn(source, *host) + u'\n';
    }
    // envsubst [SHELL-FORMAT]: $NAME and ${NAME} of its input become the exported values (empty
    // for a variable not exported); with SHELL-FORMAT only the variables it names.
    if (program == QLatin1String("envsubst") && args.size() <= 1 && node.variable &&
        (args.isEmpty() || !args.constFirst().startsWith(u'-')))
        return envsubst(input, args.value(0), node.variable);
    // The pod's name in its /etc/hostname (what hostname prints).
    if (program == QLatin1String("cat") && args == QStringList{QStringLiteral("/etc/hostname")}) {
        if (const std::optional<QString> host = podName(node))
            return *host + u'\n';
    }
    // Where PATH finds a program (command -v, which, type -P): a folder only the node knows, then
    // the name, which is all a launcher's word needs.
    if (const std::optional<QString> name = lookedUpProgram(program, args)) {
        if (name->isEmpty())
            return QString();
        return RuntimeValue::token(RuntimeValue::Kind::CommandFolder, *name) + u'/' + *name + u'\n';
    }
    // The clock to the second: pods start seconds apart, so no two nodes read the same time. To
    // the day, hour or minute: the nodes read the same (a value only they know).
    if (const std::optional<bool> seconds = program == QLatin1String("date") ? clockSeconds(args) : std::nullopt) {
        const QString source = (QStringList{program} + args).join(u' ');
        const std::optional<QString> host = podName(node);
        if (!*seconds)
            return RuntimeValue::token(RuntimeValue::Kind::Clock, source) + u'\n';
        if (host)
            return RuntimeValue::drawn(source, *host) + u'\n';
    }
    // Bytes of the kernel's random source, as numbers or text (od -An -N2 -tu2 /dev/urandom).
    static const QStringList dumpers{QStringLiteral("od"), QStringLiteral("hexdump"), QStringLiteral("xxd"),
                                     QStringLiteral("head"), QStringLiteral("base64")};
    if (dumpers.contains(program) && !args.isEmpty() &&
        (args.constLast() == QLatin1String("/dev/urandom") || args.constLast() == QLatin1String("/dev/random"))) {
        if (const std::optional<QString> host = podName(node))
            return RuntimeValue::drawn((QStringList{program} + args).join(u' '), *host) + u'\n';
    }
    // The CPUs the pod may use: only the node knows them (GNU nproc and getconf, as start
    // scripts ask).
    if ((program == QLatin1String("nproc") && (args.isEmpty() || args == QStringList{QStringLiteral("--all")})) ||
        (program == QLatin1String("getconf") && args.size() == 1 &&
         (args.constFirst() == QLatin1String("_NPROCESSORS_ONLN") ||
          args.constFirst() == QLatin1String("_NPROCESSORS_CONF"))))
        return RuntimeValue::token(RuntimeValue::Kind::CpuCount) + u'\n';
    if (program == QLatin1String("ip")) {
        if (const std::optional<QString> route = routeTo(args))
            return *route;
        if (const std::optional<QString> addresses = interfaceAddresses(args))
            return *addresses;
        handled = false;
        return std::nullopt;
    }
    if (program == QLatin1String("hostname")) {
        const QString option = args.value(0);
        if (args.size() > 1) {
            handled = false;
            return std::nullopt;
        }
        if (option.isEmpty() || option == QLatin1String("-s") || option == QLatin1String("--short")) {
            const std::optional<QString> name = podName(node);
            if (name)
                return *name + u'\n';
            handled = false;
            return std::nullopt;
        }
        if (option == QLatin1String("-i") || option == QLatin1String("--ip-address"))
            return RuntimeValue::token(RuntimeValue::Kind::NodeAddress) + u'\n';
        if (option == QLatin1String("-I") || option == QLatin1String("--all-ip-addresses"))
            return RuntimeValue::token(RuntimeValue::Kind::NodeAddress) + QStringLiteral(" \n");
        if (option == QLatin1String("-f") || option == QLatin1String("--fqdn") || option == QLatin1String("--long"))
            return podFullName(node) + u'\n';
        handled = false;
        return std::nullopt;
    }
    if (program == QLatin1String("dig")) {
        if (const std::optional<QString> answer = digShort(args, node))
            return answer;
        handled = false;
        return std::nullopt;
    }
    if (program == QLatin1String("ping")) {
        const QString target = pingTarget(args);
        if (target.isEmpty() || !args.join(u' ').contains(QLatin1String("-c"))) {
            handled = false; // without -c ping never ends
            return std::nullopt;
        }
        const QString ip = address(target);
        return QStringLiteral("PING %1 (%2) 56(84) bytes of data.\n64 bytes from %1 (%2): icmp_seq=1 ttl=64 time=0.052 "
                              "ms\n\n--- %1 ping statistics ---\n1 packets transmitted, 1 received, 0% packet loss, "
                              "time 0ms\nrtt min/avg/max/mdev = 0.052/0.052/0.052/0.000 ms\n")
            .arg(target, ip);
    }
    if (program == QLatin1String("nslookup") && args.size() == 1 && !args.constFirst().startsWith(u'-')) {
        // Its lines as bind's nslookup prints them; the name server, the full name the search
        // domains give and the address are the node's.
        const QString& name = args.constFirst();
        const QString server = RuntimeValue::token(RuntimeValue::Kind::NameServer);
        if (lookupSurelyFails({program, name}, node)) {
            if (exitStatus)
                *exitStatus = 1;
            return QStringLiteral("Server:\t\t%1\nAddress:\t%1#53\n\n** server can't find %2: NXDOMAIN\n\n")
                .arg(server, name);
        }
        if (address(name) == name) {
            handled = false; // an address: a reverse lookup
            return std::nullopt;
        }
        return QStringLiteral("Server:\t\t%1\nAddress:\t%1#53\n\nName:\t%2\nAddress: %3\n\n")
            .arg(server, RuntimeValue::token(RuntimeValue::Kind::CanonicalName, name), address(name));
    }
    if (program == QLatin1String("nvidia-smi")) {
        // -L, or one CSV line per GPU, after a header line unless the format says noheader (the
        // header names the fields queried: `--format=csv | wc -l` counts one more than the GPUs).
        const bool list =
            args == QStringList{QStringLiteral("-L")} || args == QStringList{QStringLiteral("--list-gpus")};
        const auto queryArg = std::find_if(
            args.cbegin(), args.cend(), [](const QString& a) { return a.startsWith(QLatin1String("--query-gpu=")); });
        const auto formatArg = std::find_if(args.cbegin(), args.cend(), [](const QString& a) {
            return a == QLatin1String("--format=csv") || a == QLatin1String("--format=csv,nounits") ||
                   a == QLatin1String("--format=csv,noheader") || a == QLatin1String("--format=csv,noheader,nounits");
        });
        const bool query = args.size() == 2 && queryArg != args.cend() && formatArg != args.cend();
        if (!list && !query) {
            handled = false;
            return std::nullopt;
        }
        if (list)
            return RuntimeValue::token(RuntimeValue::Kind::GpuList) + u'\n';
        const QString fields = queryArg->mid(int(qstrlen("--query-gpu=")));
        const QString header = formatArg->contains(QLatin1String("noheader"))
                                   ? QString()
                                   : fields.split(u',').join(QStringLiteral(", ")) + u'\n';
        if (fields == QLatin1String("count"))
            return header + gpuCountLines(node);
        if (fields == QLatin1String("index") && node.gpus && *node.gpus > 0) {
            QString lines = header;
            for (int k = 0; k < *node.gpus; ++k)
                lines += QString::number(k) + u'\n';
            return lines;
        }
        return header + RuntimeValue::token(RuntimeValue::Kind::GpuList) + u'\n';
    }
    if (program == QLatin1String("python") || program == QLatin1String("python3")) {
        // python -c PROGRAM [ARG...], or the program on standard input (python3 - [ARG...] <<'PY'):
        // sys.argv is "-c" or "-" (or "" with no word at all) and the words after it.
        const bool inline_ = args.size() >= 2 && args.constFirst() == QLatin1String("-c");
        const bool standardInput = args.isEmpty() || args.constFirst() == QLatin1String("-");
        if (inline_ || standardInput) {
            const QString text = inline_ ? args.at(1) : input;
            const QStringList argv = inline_          ? QStringList{QStringLiteral("-c")} + args.mid(2)
                                     : args.isEmpty() ? QStringList{QString()}
                                                      : args;
            // A socket bound to port 0 and its port printed: the kernel's free port, one of its
            // own on each node.
            static const QRegularExpression freePort(QStringLiteral(
                R"(\.bind\(\s*\(\s*(?:'[^']*'|"[^"]*"|\w+)\s*,\s*0\s*\)\s*\)[\s\S]*getsockname\(\)\s*\[\s*1\s*\])"));
            const std::optional<QString> host = podName(node);
            if (host && freePort.match(text).hasMatch())
                return RuntimeValue::drawn(program + QStringLiteral("'s socket bound to port 0"), *host) + u'\n';
            return PythonSnippet::run(text, argv, {node.variable, node.unexported}, why, exitStatus);
        }
    }
    handled = false;
    return std::nullopt;
}

} // namespace ddpw
