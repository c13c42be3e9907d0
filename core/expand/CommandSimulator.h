#pragma once

#include <QCoreApplication>
#include <QHash>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>

namespace ddpw {

// Runs the few text tools that MASTER lines use inside $(...) or backticks on strings, never
// as processes: echo, printf (PrintfFormat), cat (stdin only), awk (AwkProgram), cut (-d -f -c -s),
// head/tail (-n), tr (sets, ranges, -c -d -s), sed (SedProgram), grep (GrepProgram), wc -l/-w/-c/-m, expr, basename,
// dirname, true and jq (JqProgram). Anything else gives nullopt and says why. What the node gives the tools
// besides their input: the files Volcano mounts (path -> content) and the exported variables
// (python -c reads os.environ).
struct SimulatedNode
{
    QHash<QString, QString> files;
    std::function<std::optional<QString>(const QString&)> variable;
    // Whether a name is surely not in a child process's environment: the shell set it without
    // export (a child sees exported variables only), or nothing sets it.
    std::function<bool(const QString&)> unexported;
    // The node's GPUs where the job says how many; nullopt: only the node knows.
    std::optional<int> gpus;
    // Told the programs taken to be absent from the node (another scheduler's commands), once each.
    std::function<void(const QString& program)> assumeAbsent;
};

// How xargs reads its input and builds its command lines.
struct XargsOptions
{
    bool skipEmpty = false;         // -r
    std::optional<QChar> delimiter; // -d: items end at it alone
    int perCommand = 0;             // -n: items per command line, 0 for all on one
    std::optional<QString> file;    // -a FILE: the input, instead of standard input
};

class CommandSimulator
{
    Q_DECLARE_TR_FUNCTIONS(CommandSimulator)

public:
    // With a node, also: cat/head/tail/awk/cut/sed/wc on the node's files; name lookups
    // (getent hosts, ping -c, nslookup, hostname -i/-I/-f, python -c with socket.gethostbyname)
    // and nvidia-smi -L (the node's GPUs, counted by wc -l)
    // give RuntimeValue markers; hostname prints HOSTNAME; python -c and python - programs that
    // print from os.environ (PythonSnippet).
    // exitStatus (when given) gets the tool's exit status where the simulation knows it (grep: 0
    // when it selected a line, 1 when none), else -1: taken to succeed, as ordinary commands are.
    static std::optional<QString> run(const QStringList& argv, const QString& input, QString* why,
                                      const SimulatedNode* node = nullptr, int* exitStatus = nullptr);
    // The tools whose exit status run() gives: grep, egrep, fgrep.
    static bool knowsExitStatus(const QString& program);
    // What date reads of the clock: true when its output shows the seconds (its default, %S, %T,
    // %s, -Iseconds, ...), false for the day, hour or minute; nullopt for a date given with -d, -r
    // or -f, or an option this does not know. (printf's %(FORMAT)T reads it as date +FORMAT.)
    static std::optional<bool> clockSeconds(const QStringList& args);
    // A name lookup (getent hosts, host, nslookup, ping) of names none of which resolves on the
    // node, now or later: it fails every time it runs (a wait loop on it never ends).
    static bool lookupSurelyFails(const QStringList& argv, const SimulatedNode& node);
    // host and nslookup of the pod's own short name: they ask DNS only, and that name is only in
    // the pod's /etc/hosts (the headless service's records are HOST.SUBDOMAIN).
    static bool asksDnsForOwnShortName(const QStringList& argv, const SimulatedNode& node);

    // xargs' own options before its command ([-r] [-d DELIM] [-n N] [-a FILE]): nullopt for one
    // not simulated; commandAt gets the index of the command's first word.
    static std::optional<XargsOptions> xargsOptions(const QStringList& args, qsizetype* commandAt);
    // The items xargs reads from `input`: nullopt for an unmatched quote.
    static std::optional<QStringList> xargsItems(const QString& input, const XargsOptions& options);
    // The command lines xargs runs: `command` with the items appended, N at a time with -n.
    static QList<QStringList> xargsCommands(const QStringList& command, const QStringList& items,
                                            const XargsOptions& options);

private:
    // What run() hands back where a tool cut into a value only the node knows (cut -c1-4 of a
    // clock's nanoseconds): the node's own draw where it was one, else nothing known.
    static std::optional<QString> keptWhole(const QStringList& argv, const QString& input,
                                            const std::optional<QString>& output, QString* why);
    static std::optional<QString> runTool(const QStringList& argv, const QString& input, QString* why,
                                          const SimulatedNode* node, int* exitStatus);
    static QString gpuCountLines(const SimulatedNode& node);
    static bool absentFromNode(const QString& program, const SimulatedNode& node);
    static std::optional<QString> podName(const SimulatedNode& node);
    static QString podFullName(const SimulatedNode& node);
    static std::optional<QString> digShort(const QStringList& args, const SimulatedNode& node);
    static bool isHostsDatabase(const QString& database);
    static QString pingTarget(const QStringList& args);
    static QString canonicalName(const QString& name, const SimulatedNode& node);
    static std::optional<QString> routeTo(const QStringList& args);
    static std::optional<QString> interfaceAddresses(const QStringList& args);
    static bool unresolvableHere(const QString& name, const SimulatedNode& node);
    static std::optional<QString> runNode(const QString& program, const QStringList& args, const QString& input,
                                          QString* why, const SimulatedNode& node, bool& handled, int* exitStatus);
    static std::optional<QString> runEcho(const QStringList& args);
    static std::optional<QString> exprMatch(const QString& string, const QString& pattern, int* exitStatus);
    static QString envsubst(const QString& input, const QString& shellFormat,
                            const std::function<std::optional<QString>(const QString&)>& variable);
    // The program `command -v NAME`, `type -P NAME` or `which NAME` looks up in PATH; empty where
    // it prints nothing (type -P of a builtin), nullopt for anything else.
    static std::optional<QString> lookedUpProgram(const QString& program, const QStringList& args);
    static std::optional<QString> runCut(const QStringList& args, const QString& input, QString* why, int* exitStatus);
    static std::optional<QString> runHeadTail(bool head, const QStringList& args, const QString& input, QString* why);
    static std::optional<QString> runTr(const QStringList& args, const QString& input, QString* why);
    static QString runWc(const QString& option, const QString& input);
    static std::optional<QString> runSort(const QStringList& args, const QString& input, QString* why);
    static std::optional<QString> runXargs(const QStringList& args, const QString& input, QString* why);
    static constexpr qint64 kMaxSeqNumbers = 10000;
    static std::optional<QString> runSeq(const QStringList& args, QString* why);
    static std::optional<QString> runPaste(const QStringList& args, const QString& input, QString* why);
    static std::optional<QString> runBc(const QString& input, QString* why);
    static std::optional<QString> runDigest(const QString& program, const QStringList& args, const QString& input,
                                            QString* why);
    static QString runNl(const QString& input);
    static std::optional<QString> exprString(const QStringList& args, int* exitStatus);
    static QString reversedLines(const QString& input);
    static std::optional<QString> reversedCharacters(const QString& input, QString* why);
    static std::optional<QString> notSimulated(const QString& program, const QString& argument, QString* why);
    static std::optional<QString> runSed(const QStringList& args, const QString& input, QString* why);
};

} // namespace ddpw
