#include "checks/CommandValidator.h"

#include "checks/FormChecks.h"
#include "checks/LaunchChecks.h"
#include "checks/ParserErrorChecks.h"
#include "checks/PortChecks.h"
#include "checks/ShellChecks.h"
#include "checks/TopologyChecks.h"
#include "checks/ValidationContext.h"
#include "launcher/LauncherParser.h"
#include "shell/ShellReader.h"

#include <algorithm>

namespace ddpw {

namespace {

// PET_* variables set before the launcher: torch reads them as defaults of its options.
QHash<QString, QString> petEnvironment(const ShellScript& script, int command)
{
    QHash<QString, QString> environment;
    for (int c = 0; c <= command; ++c) {
        const ShellCommand& current = script.commands.at(c);
        for (const ShellAssignment& assignment : current.assignments) {
            if (assignment.name.startsWith(QLatin1String("PET_")) && (c == command || current.words.isEmpty()))
                environment.insert(assignment.name, assignment.value.value);
        }
        if (current.kind != ShellCommandKind::Export)
            continue;
        for (const ShellWord& word : current.words) {
            const qsizetype equals = word.value.indexOf(u'=');
            if (word.value.startsWith(QLatin1String("PET_")) && equals > 0)
                environment.insert(word.value.left(equals), word.value.mid(equals + 1));
        }
    }
    return environment;
}

} // namespace

CommandValidator::CommandValidator(ValidationOptions options) : m_options(std::move(options)) {}

const QList<CommandValidator::Check>& CommandValidator::checks()
{
    static const QList<Check> table{
        {"shell-syntax", &ShellChecks::syntax},
        {"no-launcher", &ShellChecks::noLauncher},
        {"background", &ShellChecks::background},
        {"pipeline", &ShellChecks::pipeline},
        {"nohup", &ShellChecks::nohup},
        {"master-without-errexit", &ShellChecks::masterWithoutErrexit},
        {"unset-variables", &ShellChecks::unsetVariables},
        {"parser-errors", &ParserErrorChecks::run},
        {"ports", &PortChecks::run},
        {"standalone", &TopologyChecks::standalone},
        {"static-rendezvous", &TopologyChecks::staticRendezvous},
        {"dynamic-rendezvous", &TopologyChecks::dynamicRendezvous},
        {"ignored-static-options", &TopologyChecks::ignoredStaticOptions},
        {"form-node-count", &FormChecks::nodeCount},
        {"form-processes-per-node", &FormChecks::processesPerNode},
        {"form-master-line", &FormChecks::masterLine},
        {"form-node-rank", &FormChecks::nodeRankSource},
        {"form-rendezvous-address", &FormChecks::rendezvousAddress},
        {"form-python", &FormChecks::python},
        {"launch-deprecated", &LaunchChecks::deprecated},
        {"launch-local-rank", &LaunchChecks::localRankArgument},
    };
    return table;
}

ValidationResult CommandValidator::validate(QStringView text) const
{
    ValidationResult result;
    result.script = ShellReader().read(text);
    for (int c = 0; c < result.script.commands.size(); ++c) {
        const ShellCommand& command = result.script.commands.at(c);
        if (command.kind == ShellCommandKind::Compound)
            continue;
        const std::optional<LauncherLocation> location = LauncherLocator::locate(command.words);
        if (!location)
            continue;
        ValidatedInvocation invocation;
        invocation.command = c;
        invocation.location = *location;
        LauncherParser parser(m_options.torch, location->kind);
        parser.setEnvironment(petEnvironment(result.script, c));
        invocation.result = parser.parse(command.words, location->argumentsBegin);
        result.invocations.append(std::move(invocation));
    }
    ValidationContext context(text, m_options, result);
    for (const Check& check : checks())
        check.run(context);
    std::stable_sort(
        result.diagnostics.begin(), result.diagnostics.end(),
        [](const Diagnostic& a, const Diagnostic& b) { return a.range.begin.offset < b.range.begin.offset; });
    return result;
}

} // namespace ddpw
