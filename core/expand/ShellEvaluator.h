#pragma once

#include "expand/CommandSimulator.h"
#include "expand/EvaluationBudget.h"
#include "expand/GlobPattern.h"
#include "expand/ShellState.h"
#include "expand/ShellValue.h"
#include "expand/SubstitutionRunner.h"
#include "shell/ShellCommand.h"
#include "shell/ShellScript.h"
#include "shell/ShellWord.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QSet>
#include <QString>
#include <QStringList>

#include <functional>
#include <memory>
#include <optional>
#include <utility>

namespace ddpw {

// Expands words the way bash does, on strings only, as a function of a shell's state
// (ShellState: its variables, options, positional parameters and files, which it reads and
// changes as bash does): parameter expansion (all the ${...}
// operators, on strings and on arrays: "${a[@]}" is one field per element), positional
// parameters once `set --` gave them, command substitution through the snippet's interpreter
// (ScriptInterpreter, as a SubstitutionRunner),
// arithmetic, word splitting on IFS and quote removal. Whatever it cannot evaluate is kept as
// written (never split) and reported in notes(): "LINE:COL: TEXT: why". Every step is charged
// to an EvaluationBudget shared with the nested evaluations, so any input ends in bounded time.
class ShellEvaluator
{
    Q_DECLARE_TR_FUNCTIONS(ShellEvaluator)

public:
    // A value as declare -l ('l') or -u ('u') stores it; 0 keeps it.
    static QString inCase(const QString& text, char16_t letterCase);
    // The shell's set variables by name, as printf's %q and ${NAME@Q} read the locale from them
    // (LC_ALL, LC_CTYPE, LANG: assigned, exported or not, they set bash's own).
    std::function<std::optional<QString>(const QString&)> variableLookup() const;
    // runner: what runs the body of $(...) (the interpreter of the snippet, which owns `state`);
    // without one, command substitutions are not evaluated.
    ShellEvaluator(ShellState& state, std::shared_ptr<EvaluationBudget> budget, SubstitutionRunner* runner = nullptr);
    // The evaluator of a subshell of `parent`'s shell (its own state): the same budget and
    // assumptions, `deeper` levels of $( ) further down.
    ShellEvaluator(ShellState& state, const ShellEvaluator& parent, SubstitutionRunner* runner, int deeper);
    ShellEvaluator(const ShellEvaluator&) = delete;
    ShellEvaluator& operator=(const ShellEvaluator&) = delete;

    QHash<QString, ShellVariable>& variables() { return m_state.variables(); }
    const QHash<QString, ShellVariable>& variables() const { return m_state.variables(); }
    // Assigns a string as bash would (exported when already exported or under `set -a`); on an
    // array it sets element 0, as bash does. known=false: the value is only known at run time.
    void assign(const QString& name, const QString& value, bool known = true, const QString& reason = QString());
    void assignValue(const QString& name, const ShellValue& value);
    // NAME=value, NAME+=value, NAME[subscript]=value, NAME=(...), NAME+=(...) of the snippet,
    // evaluated here. uncertain: it may not run (inside an if, after ||): the result is unresolved.
    void assignment(const ShellAssignment& assignment, const QString& uncertain = QString());
    // The first expansion error since the last call at which bash stops the command, as bash
    // words it after "bash: line N: " ("FOO: unbound variable", "X: parameter null or not
    // set", "X: the message of ${X:?message}"); nullopt when there was none.
    std::optional<QString> takeExpansionError() { return std::exchange(m_expansionError, std::nullopt); }
    // What bash does at that error. Exit: bash -c exits with 127 (${X:?}, set -u; 1 under set -e).
    // DiscardLine: bash abandons the rest of the line (the whole compound command it is in) and
    // goes on with the next one, with status 1, set -e or not (an arithmetic error in $(( ))).
    // DiscardLineOrExit: the same, but set -e stops there (an assignment to a readonly variable).
    // ExitFailure: bash -c exits with 1 (an arithmetic error in an array subscript or in the
    // value of an integer variable).
    enum class ErrorEffect { Exit, DiscardLine, DiscardLineOrExit, ExitFailure };
    ErrorEffect expansionErrorEffect() const { return m_expansionErrorEffect; }
    // The status of the last $( ) expanded since the last call (true when none was): what a
    // command of assignments only returns.
    std::optional<bool> takeSubstitutionStatus() { return std::exchange(m_substitutionStatus, true); }
    // $1 $2 ... $@ $#: empty, as the platform runs the start command without arguments (an
    // assumption the result names when the snippet reads them), until set.
    void setPositional(const QStringList& arguments);
    void setPositionalUnknown(const QString& reason);
    // Whether positional parameter `number` is set ($0 always is); nullopt where $@ is not known.
    std::optional<bool> positionalSet(qint64 number) const;
    bool shiftPositional(int count);
    // Names the assumption that $@ is empty, once, where the snippet reads the start command's arguments.
    void assumeNoArguments() const;

    // The fields a command word becomes (empty unquoted expansions disappear).
    QStringList fields(const ShellWord& word);
    // The value of an assignment's right-hand side: expanded, never split.
    QString assignmentValue(const ShellWord& value);
    // The arithmetic command (( BODY )) and the parts of for (( ; ; )) as bash runs them: its
    // assignments, ++ and -- change the variables. nullopt with why when the value is not known
    // statically (nothing is assigned then).
    // fatal: set to bash's words when bash gives up there (a syntax error, division by 0).
    std::optional<qint64> runArithmetic(QStringView body, QString* why, std::optional<QString>* fatal = nullptr);
    // The value an integer variable (declare -i) takes for `expression`: its arithmetic, or
    // unresolved with why.
    ShellValue integerValue(const QString& expression);
    // A word as a pattern (case, [[ == ]]): quoted parts match literally.
    GlobPattern pattern(const ShellWord& word);
    // A word as the right side of [[ =~ ]]: an extended regular expression in which the quoted
    // parts match literally.
    QString regex(const ShellWord& word);

    // A file of the node (the state's NodeFiles: what `cat`, `< file`, `$(< file)` and the text
    // tools read): nullptr when static evaluation does not know it.
    const QString* file(const QString& path) const { return m_state.files().read(path); }
    // What `> path` / `>> path` leaves in a file (a hostfile written line by line), charged to
    // the budget like any value; nullopt: its content is no longer known.
    void writeFile(const QString& path, const std::optional<QString>& content, bool append);
    // A here-document's body expanded as bash does when its delimiter is not quoted: like a
    // double-quoted word, except that a double quote is itself.
    QString hereDocument(const QString& body);
    // The IFS a command runs with: its own prefix IFS=... or the shell's.
    QString ifsFor(const ShellCommand& command);
    // What the node gives the simulated tools: its files and the exported variables.
    SimulatedNode node() const;

    // Variables read since the last call that neither the snippet nor the environment sets
    // (what a branch taken on them depends on).
    QStringList takeUnsetRead();
    // What the evaluation assumed about the node, once each, in the order met: the variables
    // it read that nothing sets (unset, as bash has them), the start command's arguments.
    QStringList assumptions() const;
    // Something else the evaluation took for granted (said once).
    void assume(const QString& note) const;

    // A function call's $1 $2 ...: set for the call, restored after it.
    void pushPositional(const QStringList& arguments);
    void popPositional();

    // Problems noted since the last takeNotes().
    QStringList takeNotes();
    bool hasNotes() const { return !m_notes.isEmpty(); }
    EvaluationBudget& budget() { return *m_budget; }

    // What the last evaluations left to be taken (notes, variables read unset, an expansion
    // error, a substitution's status): kept with a path through an if and restored with it.
    struct Pending
    {
        QStringList notes;
        QSet<QString> unsetRead;
        std::optional<QString> expansionError;
        std::optional<bool> substitutionStatus = true;
    };
    Pending pending() const { return {m_notes, m_unsetRead, m_expansionError, m_substitutionStatus}; }
    void setPending(const Pending& pending);

private:
    static QString unknownOrder();
    struct Piece
    {
        // Break: a field boundary that quoting does not remove (between the elements of "$@");
        // AtEmpty: "${a[@]}" of no element, which leaves no field even inside quotes.
        enum Kind { Literal, Quoted, Expanded, Break, AtEmpty };
        QString text;
        Kind kind = Literal;
    };
    enum class Lookup { Set, Unset, Unknown };
    // NAME, NAME[subscript], or a special/positional parameter, as written in ${...}.
    struct Reference
    {
        QString name;
        bool subscripted = false;
        QString subscript; // as written
        bool all = false;  // [@] or [*] (or $@ $*)
        bool star = false; // [*] or $*
        int end = 0;       // index after the reference in the body
    };

    QList<Piece> pieces(QStringView text, bool quoted, bool wordStart);
    void dollar(QStringView text, int& i, bool quoted, QList<Piece>& out);
    QList<Piece> parameter(QStringView body, QStringView raw, bool quoted);
    std::optional<Reference> reference(QStringView body) const;
    // The value a reference names, for ${...}: one string, or the elements of [@]/[*].
    Lookup resolve(const Reference& ref, QStringList& values, QString& reason, QStringView raw);
    QList<Piece> parameterOperator(const Reference& ref, Lookup state, const QStringList& values, QStringView rest,
                                   QStringView raw, bool quoted);
    std::optional<QString> applyOperator(const QString& value, QStringView rest, QStringView raw, QString& why);
    QList<Piece> listPieces(const QStringList& values, bool quoted, bool star) const;
    QList<Piece> subWord(QStringView word, bool quoted);
    QString commandSubstitution(QStringView body, QStringView raw, bool& ok);
    QString arithmetic(QStringView body, QStringView raw, bool& ok, ErrorEffect onError = ErrorEffect::DiscardLine);
    std::optional<qint64> subscriptIndex(const QString& subscript, QStringView raw);
    Lookup lookup(const QString& name, QString& value, QString& reason) const;
    QStringList split(const QList<Piece>& pieces);
    bool expandPlatformGlobs(QStringList& fields);
    QString ifs() const;
    static QString join(const QList<Piece>& pieces);
    Piece placeholder(QStringView raw, const QString& why);
    void note(QStringView what, const QString& why);
    bool affordable(qsizetype length);
    void assignElements(ShellVariable& variable, const ShellAssignment& assignment, QString& problems);

    ShellState& m_state;
    QStringList m_notes;
    SourcePosition m_where; // where the word being evaluated starts (formatted only for a note)
    QString m_wordRaw;
    int m_depth = 0;
    std::optional<QString> m_expansionError;
    ErrorEffect m_expansionErrorEffect = ErrorEffect::Exit;
    std::optional<bool> m_substitutionStatus = true;
    void expansionError(const QString& text, ErrorEffect effect = ErrorEffect::Exit);
    void unbound(const Reference& ref);
    std::shared_ptr<EvaluationBudget> m_budget;
    mutable QSet<QString> m_unsetRead;
    SubstitutionRunner* m_runner = nullptr;
    // Shared by the copies for $( ): what any of them assumed.
    struct Assumptions
    {
        QStringList notes;
        QSet<QString> unset;
        QSet<QString> absent; // programs taken to be missing from the image
        bool positional = false;
    };
    std::shared_ptr<Assumptions> m_assumptions = std::make_shared<Assumptions>();
    void assumeUnset(const QString& name) const;
    bool setByNone(const QString& name) const;
};

} // namespace ddpw
