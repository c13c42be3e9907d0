#include "expand/StaticExpander.h"

#include "expand/ShellEvaluator.h"
#include "launcher/LauncherLocator.h"
#include "shell/ShellReader.h"
#include "shell/ShellScanner.h"

namespace ddpw {

namespace {

QString where(const SourceRange& range)
{
    return QStringLiteral("%1:%2").arg(range.begin.line).arg(range.begin.column);
}

QList<ShellWord> asWords(const QStringList& fields)
{
    QList<ShellWord> words;
    words.reserve(fields.size());
    for (const QString& field : fields)
        words.append({field, field, {}, false});
    return words;
}

// NAME=VALUE with a valid name: {NAME, VALUE}; otherwise an empty name.
std::pair<QString, QString> splitAssignment(const QString& text)
{
    const qsizetype equals = text.indexOf(u'=');
    if (equals <= 0 || !ShellScanner::isName(QStringView(text).left(equals)))
        return {};
    return {text.left(equals), text.mid(equals + 1)};
}

struct EvaluatedWord
{
    QStringList fields;
    QStringList notes;
    const ShellWord* word = nullptr;
};

class Run
{
    Q_DECLARE_TR_FUNCTIONS(StaticExpander)

public:
    Run(const QMap<QString, QString>& environment)
    {
        for (auto it = environment.cbegin(); it != environment.cend(); ++it) {
            m_shell.assign(it.key(), it.value());
            m_shell.variables()[it.key()].exported = true;
        }
    }

    StaticExpansion expand(const ShellScript& script)
    {
        StaticExpansion result;
        for (int index = 0; index < script.commands.size(); ++index) {
            const ShellCommand& command = script.commands.at(index);
            if (command.kind == ShellCommandKind::Compound) {
                compound(command);
                continue;
            }
            const QList<EvaluatedWord> words = evaluateWords(command);
            QStringList argv;
            for (const EvaluatedWord& word : words)
                argv += word.fields;
            const std::optional<LauncherLocation> location = LauncherLocator::locate(asWords(argv));
            if (location) {
                launcher(command, words, argv, *location, result);
                result.commandIndex = index;
                return result;
            }
            effects(command, words);
        }
        result.unresolved = m_notes;
        result.unresolved.append(tr("no torchrun or python -m torch.distributed.run/launch command found"));
        return result;
    }

private:
    QList<EvaluatedWord> evaluateWords(const ShellCommand& command)
    {
        QList<EvaluatedWord> out;
        // Arguments of export/declare that look like assignments are assignments: not split.
        const bool declaration =
            command.kind == ShellCommandKind::Export || command.kind == ShellCommandKind::Declaration;
        for (const ShellWord& word : command.words) {
            EvaluatedWord evaluated;
            evaluated.word = &word;
            const int nameEnd = ShellScanner::nameEnd(word.raw, 0);
            if (declaration && !out.isEmpty() && nameEnd > 0 && nameEnd < word.raw.size() &&
                word.raw[nameEnd] == u'=') {
                ShellWord value = word;
                value.raw = word.raw.mid(nameEnd + 1);
                evaluated.fields = {word.raw.left(nameEnd + 1) + m_shell.assignmentValue(value)};
            } else {
                evaluated.fields = m_shell.fields(word);
            }
            evaluated.notes = m_shell.takeNotes();
            out.append(evaluated);
        }
        return out;
    }

    void launcher(const ShellCommand& command, const QList<EvaluatedWord>& words, const QStringList& argv,
                  const LauncherLocation& location, StaticExpansion& result)
    {
        result.launcherFound = true;
        result.launcher = location.kind;
        result.range = command.range;
        result.argv = argv.mid(location.programIndex);
        QStringList notes = m_notes;
        for (const EvaluatedWord& word : words)
            notes += word.notes;
        // Prefix assignments and `env NAME=VALUE` hold for this command only.
        for (const ShellAssignment& assignment : command.assignments) {
            const QString value = m_shell.assignmentValue(assignment.value);
            const QStringList assignmentNotes = m_shell.takeNotes();
            notes += assignmentNotes;
            ShellVariable& variable = m_shell.variables()[assignment.name];
            variable.value = assignment.append ? variable.value + value : value;
            variable.set = true;
            variable.exported = true;
            variable.known = assignmentNotes.isEmpty();
        }
        bool inEnv = false;
        for (int k = 0; k < location.programIndex; ++k) {
            const QString& field = argv.at(k);
            if (LauncherLocator::baseName(field) == QLatin1String("env")) {
                inEnv = true;
            } else if (inEnv && (field == QLatin1String("-i") || field == QLatin1String("--ignore-environment"))) {
                for (ShellVariable& variable : m_shell.variables())
                    variable.exported = false;
            } else if (inEnv && field == QLatin1String("-u") && k + 1 < location.programIndex) {
                m_shell.variables()[argv.at(++k)].exported = false;
            } else if (const auto [name, value] = splitAssignment(field); inEnv && !name.isEmpty()) {
                m_shell.variables()[name] = {value, true, true, true, {}};
            }
        }
        const QHash<QString, ShellVariable>& variables = m_shell.variables();
        for (auto it = variables.cbegin(); it != variables.cend(); ++it) {
            if (!it->exported || !it->set)
                continue;
            result.environment.insert(it.key(), it->value);
            if (!it->known)
                notes.append(tr("environment %1: %2").arg(it.key(), it->reason));
        }
        notes.removeDuplicates();
        result.unresolved = notes;
    }

    // What a command that is not the launcher changes in the shell.
    void effects(const ShellCommand& command, const QList<EvaluatedWord>& words)
    {
        // Pipelines and & run in subshells; after || a command runs only if the one before
        // failed, which static reading assumes does not happen.
        const bool persists = !command.inPipeline && !command.background && !command.subshell;
        const bool uncertain = command.conditional || command.precededBy == ShellOperator::Or;
        const QString uncertainReason =
            tr("assigned at %1 inside an if/loop/case/function or after ||: whether it runs is not known statically")
                .arg(where(command.range));
        if (!persists || command.precededBy == ShellOperator::Or) {
            if (uncertain)
                markAssignedUnknown(command, words, uncertainReason);
            return;
        }
        if (command.words.isEmpty()) {
            for (const ShellAssignment& assignment : command.assignments) {
                const QString value = m_shell.assignmentValue(assignment.value);
                const QStringList notes = m_shell.takeNotes();
                const QString previous = m_shell.variables().value(assignment.name).value;
                const QString full = assignment.append ? previous + value : value;
                if (uncertain)
                    m_shell.assign(assignment.name, full, false, uncertainReason);
                else
                    m_shell.assign(assignment.name, full, notes.isEmpty(), notes.join(QStringLiteral("; ")));
            }
            return;
        }
        switch (command.kind) {
        case ShellCommandKind::Export:
        case ShellCommandKind::Declaration: declare(command, words, uncertain ? uncertainReason : QString()); break;
        case ShellCommandKind::Unset:
            for (int k = 1; k < words.size(); ++k) {
                for (const QString& name : words.at(k).fields) {
                    if (!name.startsWith(u'-'))
                        m_shell.variables().remove(name);
                }
            }
            break;
        case ShellCommandKind::Set:
            for (const ShellSetOption& option : command.setOptions) {
                if (option.name == QLatin1String("allexport"))
                    m_shell.setAllExport(option.enabled);
                else if (option.name == QLatin1String("noglob"))
                    m_shell.setNoGlob(option.enabled);
            }
            break;
        case ShellCommandKind::Source:
        case ShellCommandKind::Eval:
            m_notes.append(tr("%1: %2: may set variables; not evaluated")
                               .arg(where(command.range), command.words.constFirst().raw));
            break;
        default: builtin(command, words);
        }
    }

    // export / declare / typeset / local / readonly.
    void declare(const ShellCommand& command, const QList<EvaluatedWord>& words, const QString& uncertainReason)
    {
        bool exporting = command.kind == ShellCommandKind::Export;
        bool unexport = false;
        bool options = true;
        for (int k = 1; k < words.size(); ++k) {
            for (const QString& field : words.at(k).fields) {
                if (options && field.startsWith(u'-') && field.size() > 1) {
                    if (field == QLatin1String("--")) {
                        options = false;
                        continue;
                    }
                    exporting = exporting || field.contains(u'x');
                    unexport = unexport || (command.kind == ShellCommandKind::Export && field.contains(u'n'));
                    if (field.contains(u'a') || field.contains(u'A') || field.contains(u'i') || field.contains(u'n')) {
                        if (command.kind == ShellCommandKind::Declaration)
                            m_notes.append(tr("%1: %2: array, integer and nameref attributes are not evaluated")
                                               .arg(where(command.range), field));
                    }
                    continue;
                }
                options = false;
                const auto [name, value] = splitAssignment(field);
                const QString target = name.isEmpty() ? field : name;
                if (!ShellScanner::isName(target))
                    continue;
                ShellVariable& variable = m_shell.variables()[target];
                if (!name.isEmpty()) {
                    variable.value = value;
                    variable.set = true;
                    variable.known = words.at(k).notes.isEmpty() && uncertainReason.isEmpty();
                    variable.reason =
                        !uncertainReason.isEmpty() ? uncertainReason : words.at(k).notes.join(QStringLiteral("; "));
                } else if (!m_shell.variables().contains(target)) {
                    variable.set = false;
                }
                if (unexport)
                    variable.exported = false;
                else if (exporting)
                    variable.exported = true;
            }
        }
    }

    // Simple commands that change variables: read, printf -v, let, mapfile.
    void builtin(const ShellCommand& command, const QList<EvaluatedWord>& words)
    {
        if (words.isEmpty() || words.constFirst().fields.isEmpty())
            return;
        const QString program = words.constFirst().fields.constFirst();
        QStringList names;
        if (program == QLatin1String("read") || program == QLatin1String("mapfile") ||
            program == QLatin1String("readarray") || program == QLatin1String("let")) {
            for (int k = 1; k < words.size(); ++k) {
                for (const QString& field : words.at(k).fields) {
                    const QString name = program == QLatin1String("let") ? splitAssignment(field).first : field;
                    if (ShellScanner::isName(name))
                        names.append(name);
                }
            }
            if (program == QLatin1String("read") && names.isEmpty())
                names.append(QStringLiteral("REPLY"));
        } else if (program == QLatin1String("printf") && words.size() > 2 &&
                   words.at(1).fields == QStringList{QStringLiteral("-v")}) {
            names = words.at(2).fields;
        }
        for (const QString& name : names)
            m_shell.assign(name, QStringLiteral("$%1").arg(name), false,
                           tr("set by '%1' at %2 when the command runs").arg(program, where(command.range)));
    }

    void markAssignedUnknown(const ShellCommand& command, const QList<EvaluatedWord>& words, const QString& reason)
    {
        for (const ShellAssignment& assignment : command.assignments) {
            if (command.words.isEmpty())
                m_shell.assign(assignment.name, assignment.value.value, false, reason);
        }
        if (command.kind == ShellCommandKind::Export || command.kind == ShellCommandKind::Declaration) {
            for (int k = 1; k < words.size(); ++k) {
                for (const QString& field : words.at(k).fields) {
                    const auto [name, value] = splitAssignment(field);
                    if (!name.isEmpty()) {
                        m_shell.assign(name, value, false, reason);
                        if (command.kind == ShellCommandKind::Export)
                            m_shell.variables()[name].exported = true;
                    }
                }
            }
        }
    }

    // for NAME in ...: the loop variable's value depends on the iteration.
    void compound(const ShellCommand& command)
    {
        if (command.words.size() >= 2 && (command.words.constFirst().raw == QLatin1String("for") ||
                                          command.words.constFirst().raw == QLatin1String("select")))
            m_shell.assign(command.words.at(1).value, QStringLiteral("$%1").arg(command.words.at(1).value), false,
                           tr("loop variable of the loop at %1").arg(where(command.range)));
    }

    ShellEvaluator m_shell;
    QStringList m_notes; // problems that concern every command after them (source, eval)
};

} // namespace

QMap<QString, QString> StaticExpander::platformEnvironment(const QStringList& hosts, int index, const QString& role)
{
    const QString prefix = QStringLiteral("VC_%1_").arg(role.toUpper().replace(u'-', u'_'));
    return {
        {prefix + QStringLiteral("HOSTS"), hosts.join(u',')},
        {prefix + QStringLiteral("NUM"), QString::number(hosts.size())},
        {QStringLiteral("VC_TASK_INDEX"), QString::number(index)},
    };
}

StaticExpansion StaticExpander::expandText(const QString& text) const
{
    const ShellScript script = ShellReader().read(text);
    StaticExpansion expansion = expand(script);
    QStringList problems;
    for (const ShellDiagnostic& diagnostic : script.diagnostics)
        problems.append(QStringLiteral("%1:%2: %3")
                            .arg(diagnostic.range.begin.line)
                            .arg(diagnostic.range.begin.column)
                            .arg(diagnostic.message));
    expansion.unresolved = problems + expansion.unresolved;
    return expansion;
}

StaticExpansion StaticExpander::expand(const ShellScript& script) const
{
    return Run(m_environment).expand(script);
}

} // namespace ddpw
