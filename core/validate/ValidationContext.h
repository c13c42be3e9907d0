#pragma once

#include "expand/EvaluationBudget.h"
#include "util/LineIndex.h"
#include "validate/ValidationOptions.h"
#include "validate/ValidationResult.h"

#include <QCoreApplication>
#include <QHash>
#include <QMap>
#include <QSet>
#include <QStringView>

#include <array>
#include <memory>
#include <optional>

namespace ddpw {

class PlatformSimulation;

// A variable assignment of the snippet: `NAME=value` alone or before a command, or an
// `export NAME=value` word.
struct AssignmentSite
{
    QString name;
    ShellWord value; // raw/value/range of the part after '='
    SourceRange range;
    int command = -1;
    bool exported = false;
    // `NAME=value command ...`: only that command's environment, not the shell's variable (the
    // command's own words still see the old value).
    bool prefix = false;
};

// What every check sees: the text, the options, what the reader and the parser made of it,
// helpers to find values and their ranges, and add() for findings. Checks never change it
// except through add().
class ValidationContext
{
    Q_DECLARE_TR_FUNCTIONS(ValidationContext)

public:
    ValidationContext(QStringView text, const ValidationOptions& options, ValidationResult& result);

    QStringView text() const { return m_text; }
    const ValidationOptions& options() const { return m_options; }
    const ShellScript& script() const { return m_result.script; }
    const QList<ValidatedInvocation>& invocations() const { return m_result.invocations; }
    // accelerate launch and deepspeed commands (not in invocations(): torchrun's checks do not apply).
    const QList<ValidatedInvocation>& wrappers() const { return m_result.wrappers; }
    // Both, in command order: for the checks of the command line itself (&, pipelines, nohup, unset variables).
    QList<ValidatedInvocation> launchers() const;
    const QList<AssignmentSite>& assignments() const { return m_assignments; }
    // `set -e` / `set -o pipefail` is on when command `command` starts.
    bool pipefailBefore(int command) const { return m_pipefail.value(command, false); }
    // Variables whose value names the hosts variable (MASTER and the like).
    const QSet<QString>& hostDerived() const { return m_hostDerived; }
    // The evaluation budget every check that evaluates shell text shares: one validation of any
    // input ends in bounded time however many values it evaluates.
    const std::shared_ptr<EvaluationBudget>& evaluationBudget() const { return m_budget; }

    // The snippet evaluated on the simulated platform's nodes (made on first use).
    const PlatformSimulation& platform() const;

    // The findings so far. Only the placeholder check edits another check's finding: where a
    // placeholder causes it, saying so at the placeholder is the better explanation.
    QList<CommandDiagnostic>& diagnostics() { return m_result.diagnostics; }
    // Adds a finding and returns it, or returns nullptr when its code already has
    // kMaxFindingsPerCode: those after it are only counted (dropped()), so that a text with a
    // hundred thousand placeholders costs a hundred findings, not a hundred thousand.
    CommandDiagnostic* add(const char* code, const SourceRange& range, const QString& message,
                           std::optional<DiagnosticFix> fix = std::nullopt,
                           std::optional<Severity> severity = std::nullopt);
    static constexpr int kMaxFindingsPerCode = 100;
    // Whether one more finding of this code would be listed (else add() only counts it).
    bool listed(const char* code) const { return m_added.at(codeIndex(QLatin1String(code))) < kMaxFindingsPerCode; }
    struct Dropped
    {
        int count = 0;
        SourceRange first; // where the first finding not listed is
    };
    const QMap<QString, Dropped>& dropped() const { return m_dropped; }

    SourceRange range(int beginOffset, int endOffset) const { return m_lines.range(beginOffset, endOffset); }

    const ShellCommand& commandOf(const ValidatedInvocation& invocation) const;
    const ShellWord& word(const ValidatedInvocation& invocation, int index) const;
    // The words the invocation's parse indexes: as written, or as bash makes them on node 0
    // when it splits a word (ValidatedInvocation::evaluatedWords).
    const QList<ShellWord>& words(const ValidatedInvocation& invocation) const;
    // Word `index` is one of several that one written word became ("${ARGS[@]}").
    bool isSplit(const ValidatedInvocation& invocation, int index) const;
    // The last occurrence of the option with this dest, nullptr when not given.
    const LauncherOccurrence* occurrence(const ValidatedInvocation& invocation, const QString& dest) const;
    // Where the option's value is written (after '=' or the separate word).
    SourceRange valueRange(const ValidatedInvocation& invocation, const LauncherOccurrence& occurrence) const;
    // The text of the launcher word at `index` for messages and ranges of the program.
    SourceRange launcherRange(const ValidatedInvocation& invocation) const;
    // The value of dest as bash passes it (empty when the value is null).
    QString valueText(const ValidatedInvocation& invocation, const QString& dest) const;
    bool given(const ValidatedInvocation& invocation, const QString& dest) const;
    bool flag(const ValidatedInvocation& invocation, const QString& dest) const;

    // The largest node count --nnodes allows, when written as a number; nothing for variables.
    std::optional<int> maxNodes(const ValidatedInvocation& invocation) const;
    // The job runs on more than one node (by --nnodes, a variable count, or the form), and some
    // node runs this launcher as its own.
    bool multiNode(const ValidatedInvocation& invocation) const;
    // No node runs this launcher as its own: every node of the job was evaluated and each runs
    // another one for sure (the other branch of a condition every node decides the same way, or
    // the job's launcher after a one-node smoke run).
    bool runsOnNoNode(const ValidatedInvocation& invocation) const;
    // Where a finding about the whole job goes: the first launcher some node runs as its own
    // (not a smoke run before it); the first of all where none is known. invocations() must not
    // be empty.
    const ValidatedInvocation& firstRunLauncher() const;
    // rdzv_backend as written, lower-case; empty when only known on the node.
    QString backend(const ValidatedInvocation& invocation) const;

    // The launcher's word before word `index` (nullptr for the first).
    const ShellWord* wordBefore(const ValidatedInvocation& invocation, int index) const
    {
        return index > 0 ? &word(invocation, index - 1) : nullptr;
    }
    // Deletes a word with the blank (and continuation) before it.
    DiagnosticFix removeWord(const ShellWord& word, const ShellWord* previous) const;
    // The node's own index as a fix writes it: quoted, so that the fix gives ShellCheck nothing to say.
    static QString quotedNodeIndex() { return QStringLiteral("\"${VC_TASK_INDEX}\""); }

    // Names of the parameters a word's text reads, as bash reads it (ShellReferences: not in
    // single quotes, inside $(...) and $((...)) too).
    static QStringList variablesIn(QStringView text);
    static bool isLoopbackHost(const QString& host);
    // "host" of "host:port" / "[v6]:port".
    static QString endpointHost(const QString& endpoint);
    // The port text after the last ':', empty when there is none.
    static QString endpointPort(const QString& endpoint);

private:
    void collectAssignments();
    SourceRange placed(const SourceRange& where) const;
    void collectShellOptions();

    QStringView m_text;
    const ValidationOptions& m_options;
    ValidationResult& m_result;
    LineIndex m_lines;
    QList<AssignmentSite> m_assignments;
    QList<bool> m_pipefail;
    QSet<QString> m_hostDerived;
    std::shared_ptr<EvaluationBudget> m_budget = std::make_shared<EvaluationBudget>();
    mutable std::shared_ptr<const PlatformSimulation> m_platform;
    // Findings added per code, by the code's number (DDPnnn): add() runs once per finding, up to
    // hundreds of thousands of times on a large text, and a table costs no string or hash.
    static int codeIndex(QLatin1String code);
    std::array<int, 1000> m_added{};
    QMap<QString, Dropped> m_dropped;
};

} // namespace ddpw
