#pragma once

#include "expand/NodeFiles.h"
#include "expand/ShellValue.h"

#include <QHash>
#include <QList>
#include <QString>

#include <memory>
#include <optional>
#include <utility>

namespace ddpw {

struct ShellScript;

// A shell variable as far as static evaluation knows it: its value (a string or an array,
// resolved or not, see ShellValue) and its attributes.
struct ShellVariable
{
    ShellValue value;
    bool exported = false;
    bool set = true;         // false for `export NAME` / `declare -a NAME` before NAME has a value
    bool integer = false;    // declare -i: bash evaluates every value assigned as arithmetic
    char16_t letterCase = 0; // declare -l ('l') or -u ('u'): every value assigned in that case
    bool readonly = false;   // readonly, declare -r: every later assignment fails
    QString nameref;         // declare -n / local -n: the variable this name stands for
};

// A function of the snippet: its block in the script that defines it.
struct ShellFunction
{
    const ShellScript* script = nullptr;
    int block = -1;
    bool exported = false; // export -f: a child bash defines it too
};

// The options `set` changes that static evaluation follows.
struct ShellOptions
{
    bool allExport = false;     // set -a
    bool noGlob = false;        // set -f
    bool noUnset = false;       // set -u: expanding what nothing sets is an error at which bash stops
    bool errexit = false;       // set -e
    bool pipefail = false;      // set -o pipefail
    bool lastpipe = false;      // shopt -s lastpipe: a pipeline's last command runs in this shell
    bool expandAliases = false; // shopt -s expand_aliases: bash expands aliases in a script
    bool extglob = false;       // shopt -s extglob: @( ) *( ) +( ) ?( ) !( ) are patterns in ${X#...}
    // The shell is dash (sh on Debian and Ubuntu images): no source, and its test has no ==.
    bool dash = false;
    bool posix = false; // set -o posix: `. FILE` looks for FILE in PATH only
};

// $1 $2 ... of the shell: the values, those of the function calls around the current one, and
// whether they are still the start command's own arguments, taken as none.
struct ShellPositional
{
    ShellValue values = ShellValue::indexed({});
    QList<std::pair<ShellValue, bool>> saved;
    bool assumed = true;
    // $0 where the command says it: the file of `bash FILE`, the name after `bash -c TEXT`.
    std::optional<QString> zero;
};

// The state of one node's shell as the interpreter follows it: variables, functions, options,
// positional parameters and the node's files. Word expansion (ShellEvaluator) reads and changes
// it; the interpreter (ScriptInterpreter) owns it. Copies are explicit, as bash makes them:
// subshell() for ( ), $( ), <( ) and a pipeline's commands, whose variables, functions and
// options are their own but whose files are the node's (bash writes the real filesystem, so a
// file written in a subshell is there after it); alternative() for one path of an if that only
// the node decides, which owns its files too until the paths are merged (NodeFiles::merge).
class ShellState
{
public:
    using Variables = QHash<QString, ShellVariable>;
    using Functions = QHash<QString, ShellFunction>;

    ShellState() : m_files(std::make_shared<NodeFiles>()) {}
    explicit ShellState(QHash<QString, QString> files) : m_files(std::make_shared<NodeFiles>(std::move(files))) {}
    ShellState(ShellState&&) noexcept = default;
    ShellState& operator=(ShellState&&) noexcept = default;
    ~ShellState() = default;

    ShellState subshell() const { return ShellState(*this); }
    ShellState alternative() const;

    // The variable a name stands for: itself, or what its namerefs (local -n ref=NAME) lead to.
    QString resolvedName(const QString& name) const;
    Variables& variables() { return m_variables; }
    const Variables& variables() const { return m_variables; }
    // alias NAME=VALUE of the snippet (bash expands them only under shopt -s expand_aliases).
    QHash<QString, QString>& aliases() { return m_aliases; }
    const QHash<QString, QString>& aliases() const { return m_aliases; }
    Functions& functions() { return m_functions; }
    const Functions& functions() const { return m_functions; }
    ShellOptions& options() { return m_options; }
    const ShellOptions& options() const { return m_options; }
    ShellPositional& positional() { return m_positional; }
    const ShellPositional& positional() const { return m_positional; }
    NodeFiles& files() { return *m_files; }
    const NodeFiles& files() const { return *m_files; }
    // $?: the status of the last command where the evaluation knows it exactly.
    std::optional<int> lastStatus() const { return m_lastStatus; }
    void setLastStatus(std::optional<int> status) { m_lastStatus = status; }
    // The GPUs the node has, where the job says (nvidia-smi's per-GPU lines); nullopt: unknown.
    std::optional<int> nodeGpuCount() const { return m_nodeGpuCount; }
    void setNodeGpuCount(std::optional<int> count) { m_nodeGpuCount = count; }
    // A text this shell ran without it being known (`eval "$(python3 -c ...)"`, `source <(...)`)
    // may have set any variable: what says so ("eval at 2:1"); empty where none ran.
    const QString& unknownSetter() const { return m_unknownSetter; }
    void setUnknownSetter(const QString& where) { m_unknownSetter = where; }

private:
    // Copies only through subshell() and alternative(), which say what is shared.
    ShellState(const ShellState&) = default;
    ShellState& operator=(const ShellState&) = default;

    Variables m_variables;
    Functions m_functions;
    QHash<QString, QString> m_aliases;
    ShellOptions m_options;
    ShellPositional m_positional;
    std::optional<int> m_lastStatus = 0;
    std::optional<int> m_nodeGpuCount;
    QString m_unknownSetter;
    std::shared_ptr<NodeFiles> m_files; // shared with the subshells
};

} // namespace ddpw
