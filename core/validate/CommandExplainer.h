#pragma once

#include "launcher/LauncherOption.h"
#include "validate/TokenExplanation.h"
#include "validate/ValidationOptions.h"
#include "validate/ValidationResult.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QTextStream>

#include <optional>

namespace ddpw {

class LineIndex;

// The teaching view (in the spirit of explainshell): for every token of a snippet, what it
// means and what it does on the nodes. Launcher options use LauncherOptionTable's help texts
// and defaults of the chosen torch version; platform variables, shell constructs (export,
// backticks, awk, cut) and the training script are described; the script's explanation lists
// the environment torchrun gives each worker (from Topology).
class CommandExplainer
{
    Q_DECLARE_TR_FUNCTIONS(CommandExplainer)

public:
    explicit CommandExplainer(ValidationOptions options = {});

    // Reads and parses the text; call again when it changes.
    void setText(const QString& text);

    // Every explanation in source order (a token inside another, e.g. ${MASTER} inside an
    // option, comes after the enclosing one).
    const QList<TokenExplanation>& explainAll() const { return m_explanations; }
    // The most specific explanation of the token at this QString offset, for the GUI.
    std::optional<TokenExplanation> explainAt(int offset) const;

    // Plain text of everything, for `ddpwizard-cli explain`.
    QString text() const;
    // The same text written as it is made, so that it is never all in memory at once.
    void writeText(QTextStream& out) const;

    // At most this many tokens are explained (a start command has dozens, a long script a few
    // thousand): generated text with a million words would otherwise cost an explanation object
    // each. Past it, one "explanation cut short" entry says from where on nothing is explained.
    static constexpr int kMaxExplanations = 20'000;

    // What a platform or snippet variable holds; empty for unknown names.
    QString variableMeaning(const QString& name) const;

private:
    void explainCommand(const ShellCommand& command, int commandIndex, int shift, const LineIndex& lines);
    void explainInvocation(const ValidatedInvocation& invocation, const ShellCommand& command);
    void explainProgram(const QString& program, const ShellWord& word);
    void explainVariables(const ShellWord& word, const LineIndex& lines);
    void explainSubstitutions(const ShellWord& word, const LineIndex& lines, int depth);
    static QString versionName(const TorchVersion& version);
    QString workerEnvironment(const ValidatedInvocation& invocation) const;
    QString evaluatedValue(const ValidatedInvocation& invocation, const LauncherOccurrence& occurrence,
                           const LauncherOption& option) const;
    static QString nodesRunning(const ValidatedInvocation& invocation);
    static QString writtenPlace(const ValidatedInvocation& invocation);
    static QString joined(const QString& first, const QString& second);
    QString occurrenceText(const ValidatedInvocation& invocation, const QList<ShellWord>& words,
                           const LauncherOccurrence& occurrence) const;
    void explainStops();
    void explainWrittenLauncher();
    void explainRejected(const ValidatedInvocation& invocation, const QList<ShellWord>& words);
    void add(const SourceRange& range, const QString& token, const QString& title, const QString& meaning,
             const QString& defaultValue = QString(), const QString& effect = QString());
    // add() without the limit: the few entries of where bash or torch stops (one per finding
    // of validate, whose findings are bounded themselves).
    void addUncapped(const SourceRange& range, const QString& token, const QString& title, const QString& meaning);
    void noteCutShort();

    // How much of torch's message one rejected word's explanation quotes.
    static constexpr int kMaxQuotedMessage = 300;

    ValidationOptions m_options;
    QString m_text;
    ValidationResult m_result;
    QList<TokenExplanation> m_explanations;
    int m_dropped = 0; // explanations left out past kMaxExplanations
    SourceRange m_firstDropped;
};

} // namespace ddpw
