#pragma once

#include "expand/EvaluationBudget.h"
#include "expand/ShellEvaluator.h"
#include "expand/ShellStop.h"
#include "expand/StaticExpansion.h"
#include "expand/SubstitutionRunner.h"
#include "launcher/LauncherLocator.h"
#include "shell/ShellScript.h"

#include <QCoreApplication>
#include <QHash>
#include <QMap>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>

namespace ddpw {

// The one interpreter of a snippet's commands for static evaluation, as bash runs them on one
// node without running any process: simple commands and their effects on the shell (assignments,
// export/declare, set, shift, read/mapfile, printf -v), pipelines and redirections (here-strings,
// here-documents, the node's files, files the snippet writes), the builtins, if/case/for
// followed where the values decide them, the snippet's functions, and the bodies of $(...)
// (ShellEvaluator, which expands words, hands them here as its SubstitutionRunner), scripts the
// snippet writes and runs (bash run.sh, source run.sh). It owns the
// node's shell state (ShellState) and gives each subshell its explicit copy. The text tools are
// CommandSimulator's; all of it is charged to one EvaluationBudget. run() stops at the launcher
// command and says what it receives.
class ScriptInterpreter : public SubstitutionRunner
{
    Q_DECLARE_TR_FUNCTIONS(ScriptInterpreter)

public:
    // environment: the variables the node starts with (all exported).
    ScriptInterpreter(const QMap<QString, QString>& environment, std::shared_ptr<EvaluationBudget> budget);
    ScriptInterpreter(const ScriptInterpreter&) = delete;
    ScriptInterpreter& operator=(const ScriptInterpreter&) = delete;
    ~ScriptInterpreter() override = default;

    // The script's own arguments ($1 ...), as `bash script ARGS` gives them.
    void setArguments(const QStringList& arguments);
    // The GPUs each node has (the job's GPUs per node), for the tools that list them.
    void setNodeGpuCount(std::optional<int> count);
    // The snippet's commands (by their range) that timeout ends on this node: they fail with 124.
    void setTimedOutCommands(QList<SourceRange> commands) { m_timedOut = std::move(commands); }
    // Evaluates the script up to its launcher.
    StaticExpansion run(const ShellScript& script);
    // A $( ) body in the substitution's shell: its output.
    Substitution substitute(ShellState subshell, const ShellEvaluator& parent, const ShellScript& body) override;
    // For a check that evaluates assignments on their own, outside a script: NAME=VALUE in
    // this shell, and the value of an assignment's right-hand side (its $(...) run here):
    // nullopt when it, or an assignment before it, is not known statically.
    void assign(const QString& name, const ShellWord& value);
    std::optional<QString> assignmentValue(const ShellWord& value);

private:
    // Whether a command runs, as far as static evaluation can tell.
    struct Status
    {
        enum Kind { Runs, Skipped, Maybe };
        Kind kind = Runs;
        QString reason; // Maybe: why it is not known
    };
    struct EvaluatedWord
    {
        QStringList fields;
        QStringList notes;
        const ShellWord* word = nullptr;
    };
    // Where a command's standard output goes.
    struct Output
    {
        enum Kind { Standard, Discarded, File, Unknown };
        Kind kind = Standard;
        QString path; // File
        bool append = false;
        QString why; // Unknown
    };

    // What a path through an if changes.
    struct Snapshot
    {
        std::shared_ptr<const ShellState> state; // never changed: restore() walks on a copy
        ShellEvaluator::Pending pending;
        std::optional<bool> lastStatus;
        bool exited = false;
        QString exitedAt;
        std::optional<ShellStop> stop;
        QStringList caveats;
        QStringList notes;
        QStringList dependsOn;
    };

    // A nested interpreter for $( ), <( ) and a function in a pipeline: a subshell of `parent`'s
    // shell (its state, `deeper` levels of $( ) further down), its output captured.
    ScriptInterpreter(ShellState subshell, const ShellEvaluator& parent, int deeper, int callDepth);

    int childBlock(int index, int block) const;
    // The first command of a block (its header or its first part's): where && or || before it is noted.
    int blockFirst(int block) const;
    int blockEnd(int block) const;
    bool walk(int first, int end, int block, const Status& status, StaticExpansion& result);
    Status chained(const ShellCommand& command, const Status& status) const;
    bool command(int index, const Status& outer, StaticExpansion& result);
    bool runCommand(const ShellCommand& command, int index, const Status& status, StaticExpansion& result);
    // Bash's stops: an expansion error (set -u, ${X:?}) in the command just evaluated, and
    // set -e after it. True when bash surely stops there (the walk ends); where only the node
    // knows, a caveat says it may.
    void discardLine(const ShellCommand& command, const QString& message, const Status& status);
    int nextLine(int index, int end) const;
    bool expansionStops(const ShellCommand& command, const Status& status);
    void errexit(const ShellCommand& command, const Status& status);
    void stopAt(const ShellCommand& command, const QString& message, const QString& reason, int exitStatus);
    void mayStopAt(const ShellCommand& command, const QString& what, const Status& status);
    // What bash -c names itself in its messages: "bash", or "environment" inside a function.
    QString messagePrefix(const ShellCommand& command) const;
    QString notFound(const ShellCommand& command, const QString& program) const;
    bool block(int index, const Status& outer, StaticExpansion& result);
    bool flat(int index, const Status& outer, StaticExpansion& result);
    bool followBlock(int index, const Status& outer, StaticExpansion& result);
    // One pass over a loop's body (its parts from firstPart), as bash runs an iteration:
    // Launcher: the launcher was reached; Stop: break, exit or return ends the loop; Next: go on
    // (a `continue` ends only this pass).
    enum class LoopPass { Launcher, Stop, Next };
    bool loopEnded(bool launched);
    bool bodyEndsLoop(const ShellBlock& b, qsizetype firstPart, int index, const Status& status,
                      StaticExpansion& result, bool& done);
    LoopPass loopPass(const ShellBlock& b, qsizetype firstPart, int index, const Status& status,
                      StaticExpansion& result);
    bool unrolled(const ShellBlock& b, int index, const Status& status, StaticExpansion& result, bool& done);
    bool conditionLoop(const ShellBlock& b, int index, const Status& status, StaticExpansion& result, bool& done);
    // What following a loop changes, to put back when it cannot be followed to its end.
    struct LoopRollback
    {
        Snapshot before;
        QString output;
        bool captureFailed = false;
        QString captureWhy;
        QStringList captureNotes;
    };
    LoopRollback loopRollback() const;
    bool abandonLoop(const LoopRollback& rollback, const ShellBlock& b, int index, int iterations);
    bool settledCondition(const ShellBlock& b) const;
    bool removesNothingThere(const ShellCommand& command, const QStringList& argv) const;
    static bool literalOrGlobbed(const QList<EvaluatedWord>& words);
    static bool inPodOwnFolder(const QString& path);
    struct SurelyFailed;
    void loopNeverEnds(const ShellBlock& b, const std::optional<SurelyFailed>& condition);
    bool getoptsLoop(const ShellBlock& b, int index, const Status& status, StaticExpansion& result, bool& done);
    bool readLoop(const ShellBlock& b, int index, const Status& status, StaticExpansion& result, bool& done);
    bool arithmeticLoop(const ShellBlock& b, int index, const Status& status, StaticExpansion& result, bool& done);
    bool ifBlock(const ShellBlock& b, int index, Status status, StaticExpansion& result);
    bool caseBlock(const ShellBlock& b, int index, Status status, StaticExpansion& result);
    Snapshot snapshot() const;
    void restore(const Snapshot& state);
    enum class Paths { NotFollowed, Merged, Launcher };
    Paths alternatives(const ShellBlock& b, int index, qsizetype first, StaticExpansion& result);
    void mergeVariables(const QList<Snapshot>& ends, const QString& why);
    void forgetChanges(const Snapshot& before, const QString& why);
    std::optional<bool> matches(const QString& subject, const QList<ShellWord>& patterns);
    QList<EvaluatedWord> evaluateWords(const ShellCommand& command);
    static std::optional<QStringList> knownFields(const QList<EvaluatedWord>& words);
    std::optional<QString> aliasText(const ShellCommand& command) const;
    void launcherNotFound(const ShellCommand& command, const QString& program, const QString& why);
    void launcherLineAbandoned(const ShellCommand& command, const QStringList& argv);
    QString outermostCaller(QString name) const;
    const ShellCommand* waitCondition(const ShellBlock& b) const;
    void recordFileWait(const ShellBlock& b, StaticExpansion& result);
    static constexpr int kMaxFileWaits = 16;
    void recordPortWait(const ShellBlock& b, StaticExpansion& result);
    int statusAfterNotFound(const ShellCommand& command) const;
    static std::optional<QString> listedFunction(const ShellFunction& function);
    bool calledBeforeDefined(const ShellCommand& command, int index, const QString& program, const Status& status);
    bool pastedCommandName(const ShellCommand& command, const QString& program, const Status& status);
    bool bracketCommandName(const ShellCommand& command, const QString& program, const Status& status);
    void failNotFound(const ShellCommand& command, const QString& program, const QString& why);
    bool launcherInOneWord(const ShellCommand& command, const QStringList& argv, const Status& status);
    bool localRunBeforeJob(const ShellCommand& command, int index, const QStringList& argv,
                           const LauncherLocation& location, const Status& status, StaticExpansion& result);
    bool followsOnPath(int index, int later) const;
    void launcher(const ShellCommand& command, const QList<EvaluatedWord>& words, const QStringList& argv,
                  const LauncherLocation& location, StaticExpansion& result);
    void origins(StaticExpansion& result, QStringList& notes) const;
    void wrapperEnvironment(const QStringList& argv, int programIndex);
    bool runsInThisShell(const ShellCommand& last) const;
    void effects(const ShellCommand& command, const QList<EvaluatedWord>& words, const Status& status);
    void positional(const ShellCommand& command, const QList<EvaluatedWord>& words, const QString& uncertain);
    void declare(const ShellCommand& command, const QList<EvaluatedWord>& words, const QString& uncertain);
    void prepare(const QString& name, bool indexed, bool associative);
    void setExport(const QString& name, bool exporting, bool unexport);
    void builtin(const ShellCommand& command, const QList<EvaluatedWord>& words, const QString& uncertain);
    void arithmeticCommand(const ShellCommand& command, const Status& status);
    void arithmeticAssignments(const QString& text, const SourceRange& range);
    void markAssignedUnknown(const ShellCommand& command, const QList<EvaluatedWord>& words, const QString& reason);
    void compound(const ShellCommand& command);
    std::optional<QString> capture(const ShellScript& script, QString* why);
    std::optional<QString> call(const ShellFunction& function, const QStringList& argv, QString* why);
    std::optional<QString> captured(const StaticExpansion& result, QString* why);
    // A launcher in a function body that no call reached: it runs only if the function is called.
    void lookInsideUncalled(StaticExpansion& result);
    bool callFunction(const ShellFunction& function, const QStringList& argv, const Status& status,
                      StaticExpansion& result);

    // Text the snippet has bash run as commands: a script it wrote (a here-document, printf or
    // echo into a file) run by `bash FILE`, `sh FILE` or `./FILE` in a child shell (the exported
    // variables only, its own $1 ...) or by `source FILE` and `. FILE` in this one; `bash -c
    // TEXT` (a child) and `eval WORDS` (this shell). False when the command is not one of these
    // or the text is not known statically; `found` when the launcher is inside.
    bool writtenScript(const ShellCommand& command, int index, const QStringList& argv, const Status& status,
                       StaticExpansion& result, bool& found);
    void assignDeclared(const QString& name, const QString& value, const QStringList& notes, const QString& uncertain);
    bool assignListText(const QString& name, const QString& value, const QString& uncertain);
    void makeLocal(const QString& name, bool unsetValue);
    void errTrap(const QStringList& argv);
    static void namedByExpansion(const ShellCommand& command, const QList<EvaluatedWord>& words,
                                 const LauncherLocation& location, StaticExpansion& result);
    bool diesOfBrokenPipe(const ShellCommand& command, int index, const QStringList& argv) const;
    void restoreVariables(const QHash<QString, std::optional<ShellVariable>>& saved);
    void launcherNeverRuns(const ShellCommand& command, const QString& message, const QString& why, int exitStatus);
    static QString barePath(const QString& path);
    std::optional<QString> pathLost() const;
    bool dashRejects(const ShellCommand& command, const Status& status);
    bool sourcedFromPath(const ShellCommand& command, const QStringList& argv, const Status& status);
    bool sedInPlace(const QStringList& argv, const Status& status);
    bool functionUnderWrapper(const ShellCommand& command, const QStringList& argv, const Status& status);
    bool launcherOnlyPrinted(const ShellCommand& command, const QStringList& argv, const Status& status);
    bool launcherAfterNumber(const ShellCommand& command, const QStringList& argv, const Status& status);
    int pipelineEnd(int index) const;
    std::optional<ShellVariable> enterSourceScope();
    void leaveSourceScope(const std::optional<ShellVariable>& before);
    struct WrittenRun
    {
        QString text;
        QString label; // the file's path, or "bash -c", "sh -c", "eval"
        QStringList arguments;
        bool sourced = false;        // run by this shell
        bool dash = false;           // run by sh
        bool isText = false;         // a string of the command, not a file
        std::optional<QString> zero; // $0 of a child shell
        // Run under timeout: at its limit the text ends, and the command's status is 124.
        bool timeLimited = false;
        // Run by exec: this shell is gone, so nothing after the command runs.
        bool replacesShell = false;
    };
    // `env [-i] NAME=VALUE... bash ...`: what env adds to the child's environment, and what
    // starts it from an empty one ("env -i", "sudo"; empty where nothing does).
    struct ChildEnvironment
    {
        QStringList assignments;
        QString clearedBy;
    };
    std::optional<WrittenRun> xargsRun(const ShellCommand& command, const QStringList& argv);
    std::optional<WrittenRun> xargsAppending(const ShellCommand& command, const QStringList& argv);
    std::optional<WrittenRun> envRun(const ShellCommand& command, const QStringList& argv,
                                     ChildEnvironment* environment);
    std::optional<WrittenRun> scriptRun(const QStringList& argv) const;
    std::optional<WrittenRun> usersShellRun(const QString& text, const QString& label) const;
    std::optional<WrittenRun> execRun(const ShellCommand& command, const QStringList& argv,
                                      ChildEnvironment* environment);
    std::optional<WrittenRun> suRun(const QStringList& argv, ChildEnvironment* environment) const;
    std::optional<WrittenRun> writtenRun(const ShellCommand& command, const QStringList& argv,
                                         ChildEnvironment* environment = nullptr);
    struct ShellOperands
    {
        enum Mode { File, Command, Input } mode;
        qsizetype first; // the file, the text of -c, or the first argument of standard input's script
    };
    static std::optional<ShellOperands> shellOperands(const QStringList& argv);
    static std::optional<QString> shebangShell(const QString& text);
    const QString* writtenText(const QString& path) const;
    std::shared_ptr<const ShellScript> readText(const QString& text);
    void noteWrittenStop(const WrittenRun& run, const ShellCommand& command, const ShellDiagnostic* syntaxError,
                         const std::optional<ShellDiagnostic>& dashError);
    bool childScript(const ShellScript& script, const WrittenRun& run, const ChildEnvironment& environment,
                     StaticExpansion& result);
    bool sourceScript(const ShellScript& script, const QStringList& arguments, const Status& status,
                      StaticExpansion& result, bool file);
    // A launcher found in the written script `path`: its place in the snippet is the command
    // `index` that runs the script.
    static void reachedThrough(const QString& path, const ShellCommand& command, int index, StaticExpansion& result);

    // Pipelines and redirections.
    static bool pipedIn(const ShellCommand& command);
    bool statusMatters(const ShellCommand& command, const QString& program, const QStringList& argv) const;
    void runForStatus(const ShellCommand& command, const QList<EvaluatedWord>& words, const QStringList& argv);
    static bool pipedOut(const ShellCommand& command);
    std::optional<QString> standardInput(const ShellCommand& command, QString* why);
    std::optional<QString> processSubstitution(const QString& body, QString* why);
    std::optional<std::optional<QString>> blockInput(const ShellCommand& command, QString* why);
    Output standardOutput(const ShellCommand& command);
    // What a command that is not a builtin writes, run through the simulated tools (or a
    // function of the snippet in a subshell); nullopt with why when it is not known.
    void withPrefixAssignments(const ShellCommand& command, SimulatedNode& node);
    std::optional<QString> output(const ShellCommand& command, const QStringList& argv, QString* why);
    // Sends a command's output where it goes: the pipe, the captured output, a file.
    void deliver(const ShellCommand& command, const Output& target, std::optional<QString> text, QString why);
    void captureOutput(const ShellCommand& command, const QList<EvaluatedWord>& words, const QStringList& argv,
                       const Status& status);
    void failCapture(const QString& why, const QStringList& notes = {});
    static QString functionName(const ShellCommand& header);

    // Compound commands nested deeper than this are read as one flat list whose commands may or
    // may not run: bounded stack on any input.
    static constexpr int kMaxBlockDepth = 64;
    // for NAME in WORDS with words known statically, for (( ; ; )) with known values: each
    // iteration as bash runs it (break and continue included), up to kMaxIterations.
    static constexpr int kMaxIterations = 64;
    static constexpr int kMaxCallDepth = 16;
    // Written scripts run inside written scripts; deeper (a script that writes and runs itself)
    // spends the budget: the finding says evaluation stopped there.
    static constexpr int kMaxWrittenDepth = 16;
    // Budget steps for visiting one command, besides what expanding its words costs.
    static constexpr qint64 kCommandCost = 64;
    // Paths through one if followed on their own when the node decides the condition.
    static constexpr int kMaxPaths = 8;
    // A loop body longer than this that cannot be followed to the end is not walked again as
    // a body that may run: what it changed becomes unknown instead.
    static constexpr int kMaxRewalkedCommands = 256;

    const ShellScript* m_script = nullptr;
    // The node's shell, and the expansion of words in it.
    ShellState m_state;
    ShellEvaluator m_shell;
    // The functions defined on the way, in order: bash runs a body when it is called, so a body
    // is only looked into on its own when no call reached a launcher (lookInsideUncalled).
    QList<ShellFunction> m_defined;
    bool m_capture = false;
    bool m_captureFailed = false;
    QString m_captureWhy;
    QStringList m_captureNotes; // why the words of the failing command are not known
    QString m_output;
    // What the last command wrote into a pipe, and what the current one reads (nullopt: not
    // known statically, for the reason beside it).
    std::optional<QString> m_pipe;
    QString m_pipeWhy;
    std::optional<QString> m_pipeIn;
    QString m_pipeInWhy;
    int m_callDepth = 0;
    int m_sourceDepth = 0;            // files source or . is reading (a return there ends the file)
    std::optional<int> m_errTrapExit; // trap 'exit N' ERR: the status it exits with
    // Per function call, the names it made local and their values before it (nullopt: unset).
    QList<QHash<QString, std::optional<ShellVariable>>> m_localFrames;
    // The written scripts read so far, kept while the functions they define may be called.
    QList<std::shared_ptr<const ShellScript>> m_writtenScripts;
    int m_writtenDepth = 0;
    // Inside a written script: its ranges are in its own text, not the snippet's.
    int m_inWritten = 0;
    bool m_returned = false;
    bool m_broken = false;
    bool m_continued = false;
    int m_loops = 0;
    QStringList m_notes; // problems that concern every command after them (source, eval)
    std::optional<bool> m_lastStatus = true;
    // The last command's failure as bash reports it, where bash prints its own message (a
    // command not found: 127): what set -e exits with.
    std::optional<std::pair<int, QString>> m_failedWith;
    // calledBeforeDefined's index of m_indexedScript's functions: name -> their blocks.
    const ShellScript* m_indexedScript = nullptr;
    QHash<QString, QList<int>> m_functionBlocks;
    // The exit status of the simulated tool output() ran last, where the simulation knows it
    // (grep), reset before each command that writes.
    std::optional<bool> m_toolSucceeded;
    QStringList m_caveats; // what may keep the launcher from running, without changing its argv
    QList<StaticExpansion::AbandonedLine> m_abandonedLines;
    QStringList m_dependsOn;
    // In a $( ) body under pipefail: the last command of a pipeline whose writer dies of SIGPIPE.
    int m_brokenPipelineEnd = -1;
    bool m_discarding = false; // an arithmetic error: the rest of the line is not run
    int m_discardedAt = -1;
    QString m_discardMessage; // bash's words at the error
    // The output files of the compound commands around the command being run, innermost last.
    QList<Output> m_blockOutputs;
    int m_topIndex = 0;                       // the top-level command (of m_topScript) being run
    const ShellScript* m_topScript = nullptr; // the script run() reads, whose lines are discarded
    bool m_exited = false;
    QString m_exitedAt;
    // Where bash surely stops (with m_exited): exit, set -u, ${X:?}, set -e.
    std::optional<ShellStop> m_stop;
    // Where the last script the snippet ran in a child shell stopped (kept until it is said), and
    // the last such stop before the launcher, at the command that ran it.
    std::optional<ShellStop> m_childStop;
    std::optional<ShellStop> m_writtenStop;
    // The last child shell that ran no launcher: its exit status (nullopt: only the node knows)
    // and the port waits it went through.
    std::optional<bool> m_childStatus;
    // The command just run where it surely failed, and why (a lookup of a name no pod has, rm of
    // what a new pod does not hold): said where a stop or a wait that never ends names it.
    struct SurelyFailed
    {
        QString command;
        QString why;
    };
    std::optional<SurelyFailed> m_surelyFailed;
    QList<PortWait> m_childPortWaits;
    // The snippet's command that sources the text being walked (its ranges are in that text).
    std::optional<SourceRange> m_sourcedFrom;
    // Commands of the snippet that end at timeout's limit on this node (status 124).
    QList<SourceRange> m_timedOut;
    // Inside a function called where set -e is ignored (`f || ...`, `! f`, an if's condition).
    int m_errexitIgnored = 0;
    // The pipeline being run: whether each of its commands succeeded so far, and its `!`.
    std::optional<bool> m_pipelineSucceeded = true;
    bool m_pipelineNegated = false;
    QString m_pipelineText;
    int m_conditionDepth = 0;
    int m_blockDepth = 0;
};

} // namespace ddpw
