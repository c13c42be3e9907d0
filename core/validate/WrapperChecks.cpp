#include "validate/WrapperChecks.h"

#include "expand/RuntimeValue.h"
#include "validate/ParserErrorChecks.h"

#include <QRegularExpression>

#include <algorithm>

namespace ddpw {

namespace {

// The range of the option's value, or the launcher word when the option is not given.
SourceRange whereOf(const ValidationContext& context, const ValidatedInvocation& invocation, const QString& dest)
{
    if (const LauncherOccurrence* occurrence = context.occurrence(invocation, dest))
        return context.valueRange(invocation, *occurrence);
    return context.launcherRange(invocation);
}

// A fix that replaces a literal value; nothing when the value holds an expansion or is not given.
std::optional<DiagnosticFix> literalFix(const ValidationContext& context, const ValidatedInvocation& invocation,
                                        const QString& dest, const QString& replacement)
{
    const LauncherOccurrence* occurrence = context.occurrence(invocation, dest);
    if (!occurrence || occurrence->unresolved)
        return std::nullopt;
    return DiagnosticFix{context.valueRange(invocation, *occurrence), replacement};
}

// Inserts text right after the launcher's program (or accelerate's `launch`) word.
DiagnosticFix insertAfterProgram(const ValidationContext& context, const ValidatedInvocation& invocation,
                                 const QString& text)
{
    const int last = invocation.location.argumentsBegin - 1;
    const SourceRange after = context.word(invocation, last).range;
    return DiagnosticFix{SourceRange{after.end, after.end}, u' ' + text};
}

// The value each evaluated node gives, as an integer; nothing where it is not known there.
std::optional<qint64> nodeInteger(const WrapperNode& node, const QString& dest)
{
    return node.reached ? WrapperTorchrun::integer(node.parsed, dest) : std::nullopt;
}

std::optional<qint64> firstKnown(const QList<WrapperNode>& nodes, const QString& dest,
                                 const ValidatedInvocation& invocation)
{
    for (const WrapperNode& node : nodes) {
        if (const std::optional<qint64> value = nodeInteger(node, dest))
            return value;
    }
    return WrapperTorchrun::integer(invocation.result, dest);
}

bool given(const ValidatedInvocation& invocation, const QString& dest)
{
    const LauncherArgument* argument = invocation.result.argument(dest);
    return argument && argument->given;
}

// accelerate's --config_file was written by the snippet and read on every node that reaches it.
bool configFileRead(const ValidatedInvocation& invocation, const QList<WrapperNode>& nodes)
{
    const auto reached = [](const WrapperNode& node) { return node.reached; };
    return given(invocation, QStringLiteral("config_file")) && std::any_of(nodes.cbegin(), nodes.cend(), reached) &&
           std::all_of(nodes.cbegin(), nodes.cend(),
                       [](const WrapperNode& node) { return !node.reached || node.configFileRead; });
}

// The config file the snippet wrote gives dest on some node that reaches the launcher.
bool configured(const QList<WrapperNode>& nodes, const QString& dest)
{
    return std::any_of(nodes.cbegin(), nodes.cend(),
                       [&](const WrapperNode& node) { return node.reached && node.fromConfigFile.contains(dest); });
}

// Where a value the config file gives is written: its `key: value` line in the snippet (the
// here-document that writes the file), else the launcher.
SourceRange configuredAt(const ValidationContext& context, const ValidatedInvocation& invocation, const QString& dest)
{
    if (context.occurrence(invocation, dest))
        return whereOf(context, invocation, dest);
    const QRegularExpression line(QStringLiteral("^[ \\t]*%1:[ \\t]*([^\\n]*)$").arg(QRegularExpression::escape(dest)),
                                  QRegularExpression::MultilineOption);
    const QRegularExpressionMatch match = line.match(context.text());
    if (!match.hasMatch() || line.match(context.text(), match.capturedEnd()).hasMatch())
        return context.launcherRange(invocation);
    return context.range(int(match.capturedStart(1)), int(match.capturedEnd(1)));
}

// The runner starts on some nodes only and the others, every branch known, start nothing: an
// ssh fan-out from those nodes is the snippet's design (the job starts once), not a duplicate.
bool fansOutFromSomeNodes(const QList<WrapperNode>& nodes)
{
    const auto reached = [](const WrapperNode& node) { return node.reached; };
    const auto idle = [](const WrapperNode& node) { return node.startsNothing; };
    return std::any_of(nodes.cbegin(), nodes.cend(), reached) && std::any_of(nodes.cbegin(), nodes.cend(), idle);
}

} // namespace

QStringList WrapperChecks::evaluationHosts(const ValidationOptions& options)
{
    const int count =
        options.nodes && *options.nodes >= 1 && *options.nodes <= 64 ? *options.nodes : int(options.sampleHosts.size());
    if (count == options.sampleHosts.size())
        return options.sampleHosts;
    QStringList hosts;
    for (int k = 0; k < count; ++k)
        hosts.append(QStringLiteral("node-%1.example").arg(k));
    return hosts;
}

void WrapperChecks::parserErrors(ValidationContext& context)
{
    for (const ValidatedInvocation& invocation : context.wrappers()) {
        // Parsed on the words bash makes: EvaluatedArguments reports them node by node.
        if (!invocation.evaluatedWords.isEmpty())
            continue;
        for (const LauncherParseError& error : invocation.result.errors)
            ParserErrorChecks::report(context, ParserErrorChecks::codeOf(error, invocation, context), error,
                                      error.message);
    }
}

void WrapperChecks::topology(ValidationContext& context)
{
    const QStringList hosts = evaluationHosts(context.options());
    bool first = true;
    for (const ValidatedInvocation& invocation : context.wrappers()) {
        if (!invocation.result.argparseAccepts() || invocation.result.helpRequested)
            continue;
        // Only the first launcher of a snippet is what a node runs (and what evaluation reaches).
        QList<WrapperNode> nodes;
        if (first && (context.invocations().isEmpty() || context.invocations().first().command > invocation.command))
            nodes = WrapperNodeValues::evaluate(context.text(), context.script(), invocation.command,
                                                WrapperNodeValues::hostfileRaw(context.commandOf(invocation)), hosts,
                                                context.options().roleName, context.options().platformVariables,
                                                WrapperNodeValues::sampleNodes(int(hosts.size())));
        first = false;
        if (invocation.result.kind == LauncherKind::Accelerate)
            accelerate(context, invocation, nodes);
        else
            deepSpeed(context, invocation, nodes);
    }
}

// accelerate 1.14's _validate_launch_command and prepare_multi_gpu_env, without a config file.
void WrapperChecks::accelerate(ValidationContext& context, const ValidatedInvocation& invocation,
                               const QList<WrapperNode>& nodes)
{
    const LauncherParseResult& result = invocation.result;
    const SourceRange launcher = context.launcherRange(invocation);
    QStringList modes;
    for (const char* dest : {"cpu", "multi_gpu", "tpu", "use_deepspeed", "use_fsdp"}) {
        if (WrapperTorchrun::flag(result, QLatin1String(dest)))
            modes.append(QStringLiteral("--") + QLatin1String(dest));
    }
    if (modes.size() > 1)
        context.add("DDP705", launcher,
                    tr("accelerate stops before starting anything: %1 exclude each other (only one of --cpu, "
                       "--multi_gpu, --tpu, --use_deepspeed, --use_fsdp at a time)")
                        .arg(modes.join(QLatin1String(", "))));
    const std::optional<qint64> processes = firstKnown(nodes, QStringLiteral("num_processes"), invocation);
    if (WrapperTorchrun::flag(result, QStringLiteral("multi_gpu")) && processes && *processes < 2)
        context.add(
            "DDP705", whereOf(context, invocation, QStringLiteral("num_processes")),
            tr("accelerate stops: --multi_gpu needs at least 2 processes, --num_processes is %1").arg(*processes));
    if (WrapperTorchrun::flag(result, QStringLiteral("module")) &&
        WrapperTorchrun::flag(result, QStringLiteral("no_python")))
        context.add("DDP705", launcher, tr("accelerate stops: --module and --no_python cannot be used together"));

    // A config file the snippet wrote was read (its options are the nodes'); another one is not seen.
    const bool configRead = configFileRead(invocation, nodes);
    const bool fromConfig = given(invocation, QStringLiteral("config_file")) && !configRead;
    // Given on the command line, or by the config file the snippet wrote.
    const auto has = [&](const char* dest) {
        return given(invocation, QLatin1String(dest)) || (configRead && configured(nodes, QLatin1String(dest)));
    };
    if (fromConfig)
        context.add("DDP708", whereOf(context, invocation, QStringLiteral("config_file")),
                    tr("the settings not on this command line (machines, rank, main process address) come from the "
                       "config file, which the checks cannot see; give them on the command line to have them checked"));

    const std::optional<int> formNodes = context.options().nodes;
    // The machine count when known: the value, 1 when not given (and no config file gives it).
    std::optional<qint64> machines;
    if (has("num_machines"))
        machines = firstKnown(nodes, QStringLiteral("num_machines"), invocation);
    else if (!fromConfig)
        machines = 1;
    if (formNodes && machines && *machines != *formNodes) {
        if (!has("num_machines"))
            context.add(
                "DDP701", launcher,
                tr("no --num_machines: accelerate starts a one-machine job on each of the %n node(s), which "
                   "train separately; add --num_machines ${%1}",
                   nullptr, *formNodes)
                    .arg(context.options().countVariable()),
                insertAfterProgram(context, invocation,
                                   QStringLiteral("--num_machines ${%1}").arg(context.options().countVariable())));
        else
            context.add("DDP701", configuredAt(context, invocation, QStringLiteral("num_machines")),
                        tr("--num_machines is %1 but the form starts %n node(s)", nullptr, *formNodes).arg(*machines),
                        literalFix(context, invocation, QStringLiteral("num_machines"), QString::number(*formNodes)));
    }
    const qint64 machineCount = machines ? *machines : qint64(formNodes.value_or(1));
    const bool multi = machineCount > 1;

    const std::optional<int> gpus = context.options().gpusPerNode;
    if (gpus && *gpus > 0 && machineCount >= 1) {
        const qint64 expected = qint64(*gpus) * machineCount;
        const SourceRange where = configuredAt(context, invocation, QStringLiteral("num_processes"));
        if (!has("num_processes") && !fromConfig && machineCount > 1) {
            context.add("DDP702", launcher,
                        tr("no --num_processes: accelerate takes this node's GPU count (%1) as the total over %2 "
                           "machines and starts %3 per node; give the total, --num_processes %4")
                            .arg(*gpus)
                            .arg(machineCount)
                            .arg(*gpus / machineCount)
                            .arg(expected),
                        std::nullopt, Severity::Warning);
        } else if (processes && *processes != expected) {
            const std::optional<DiagnosticFix> fix =
                literalFix(context, invocation, QStringLiteral("num_processes"), QString::number(expected));
            if (machineCount > 1 && *processes == *gpus)
                context.add("DDP702", where,
                            tr("--num_processes is the TOTAL over all machines, not per machine: %1 on %2 machines "
                               "starts %3 per node; for %4 GPU(s) on each of %2 nodes write %5")
                                .arg(*processes)
                                .arg(machineCount)
                                .arg(*processes / machineCount)
                                .arg(*gpus)
                                .arg(expected),
                            fix);
            else if (*processes > expected)
                context.add("DDP702", where,
                            tr("--num_processes %1 over %2 machine(s) is %3 per node but a node has %4 GPU(s): "
                               "processes would share GPUs")
                                .arg(*processes)
                                .arg(machineCount)
                                .arg(*processes / machineCount)
                                .arg(*gpus),
                            fix);
            else
                context.add("DDP702", where,
                            tr("--num_processes %1 over %2 machine(s) is %3 per node but a node has %4 GPU(s): some "
                               "stay idle (the total is %5)")
                                .arg(*processes)
                                .arg(machineCount)
                                .arg(*processes / machineCount)
                                .arg(*gpus)
                                .arg(expected),
                            fix, Severity::Warning);
        }
    }
    if (!multi)
        return;
    const QString backend = WrapperTorchrun::text(result, QStringLiteral("rdzv_backend")).toLower();
    const bool isStatic = backend == QLatin1String("static");
    if (!fromConfig && !has("machine_rank") && isStatic)
        context.add("DDP703", launcher,
                    tr("no --machine_rank on a job of %1 machines: accelerate stops (int(None)); add --machine_rank "
                       "${VC_TASK_INDEX}")
                        .arg(machineCount),
                    insertAfterProgram(context, invocation, QStringLiteral("--machine_rank ${VC_TASK_INDEX}")));
    else if (isStatic)
        rank(context, invocation, nodes, QStringLiteral("machine_rank"));
    if (!fromConfig && !has("main_process_ip"))
        context.add(
            "DDP704", launcher,
            tr("no --main_process_ip on a job of %1 machines: torchrun gets the rendezvous host 'None'; add "
               "--main_process_ip ${%2%%,*} (the first host)")
                .arg(machineCount)
                .arg(context.options().hostsVariable()),
            insertAfterProgram(context, invocation,
                               QStringLiteral("--main_process_ip ${%1%%,*}").arg(context.options().hostsVariable())));
    else
        master(context, invocation, nodes, QStringLiteral("main_process_ip"), isStatic);
    // torchrun builds the endpoint from master_addr:master_port only for the static backend.
    if (WrapperTorchrun::flag(result, QStringLiteral("same_network")) && !isStatic && !backend.contains(u'$'))
        context.add(
            "DDP709", whereOf(context, invocation, QStringLiteral("same_network")),
            tr("--same_network with --rdzv_backend %1: accelerate passes the address as --master_addr, which "
               "only the static rendezvous reads; torchrun's %1 endpoint stays empty, so every node looks "
               "for the rendezvous on localhost:29400 and the nodes never meet; drop --same_network")
                .arg(backend),
            context.removeWord(
                context.word(invocation, context.occurrence(invocation, QStringLiteral("same_network"))->wordIndex),
                nullptr));
    if (WrapperTorchrun::flag(result, QStringLiteral("use_deepspeed"))) {
        const QString mode = WrapperTorchrun::text(result, QStringLiteral("deepspeed_multinode_launcher"));
        if (mode != QLatin1String("standard") && mode != QLatin1String("nossh") && !fansOutFromSomeNodes(nodes))
            context.add("DDP706", whereOf(context, invocation, QStringLiteral("deepspeed_multinode_launcher")),
                        tr("--use_deepspeed on several machines with the %1 launcher: accelerate runs the deepspeed "
                           "runner, and every node starts the whole job over ssh; use --deepspeed_multinode_launcher "
                           "standard (torchrun on every node)")
                            .arg(mode.isEmpty() ? QStringLiteral("pdsh") : mode),
                        literalFix(context, invocation, QStringLiteral("deepspeed_multinode_launcher"),
                                   QStringLiteral("standard")));
    }
}

// DeepSpeed 0.16.4's runner.main.
void WrapperChecks::deepSpeed(ValidationContext& context, const ValidatedInvocation& invocation,
                              const QList<WrapperNode>& nodes)
{
    const LauncherParseResult& result = invocation.result;
    const std::optional<int> formNodes = context.options().nodes;
    const bool multi = formNodes && *formNodes > 1;
    const bool noSsh = WrapperTorchrun::flag(result, QStringLiteral("no_ssh"));
    // The runner reads its hostfile before anything else (a missing one with --num_nodes above 1
    // stops it there).
    if (multi)
        hostfile(context, invocation, nodes);
    if (multi && !noSsh && !fansOutFromSomeNodes(nodes))
        context.add("DDP706", context.launcherRange(invocation),
                    tr("without --no_ssh the deepspeed runner on each of the %1 nodes starts the whole job on every "
                       "host of the hostfile over %2 (ssh): the platform already runs this command on every node, "
                       "so the job starts %1 times; add --no_ssh --node_rank=${VC_TASK_INDEX} (the runner still "
                       "reads the hostfile for the nodes and their GPUs)")
                        .arg(*formNodes)
                        .arg(WrapperTorchrun::text(result, QStringLiteral("launcher"))),
                    insertAfterProgram(context, invocation, QStringLiteral("--no_ssh --node_rank=${VC_TASK_INDEX}")));
    if (noSsh) {
        if (!given(invocation, QStringLiteral("node_rank")))
            context.add("DDP703", context.launcherRange(invocation),
                        tr("--no_ssh without --node_rank: the runner stops (\"--node_rank is not set correctly\"); "
                           "add --node_rank=${VC_TASK_INDEX}"),
                        insertAfterProgram(context, invocation, QStringLiteral("--node_rank=${VC_TASK_INDEX}")));
        else if (multi)
            rank(context, invocation, nodes, QStringLiteral("node_rank"));
        if (multi) {
            if (WrapperTorchrun::text(result, QStringLiteral("master_addr")).isEmpty())
                context.add("DDP704", context.launcherRange(invocation),
                            tr("no --master_addr: the runner runs 'ssh <first host> hostname -I' to find it, which "
                               "needs ssh between the nodes even with --no_ssh; add --master_addr=${%1%%,*}")
                                .arg(context.options().hostsVariable()),
                            insertAfterProgram(
                                context, invocation,
                                QStringLiteral("--master_addr=${%1%%,*}").arg(context.options().hostsVariable())),
                            Severity::Warning);
            else
                master(context, invocation, nodes, QStringLiteral("master_addr"), true);
        }
    }
    const std::optional<qint64> numNodes = firstKnown(nodes, QStringLiteral("num_nodes"), invocation);
    if (formNodes && numNodes && *numNodes > 0 && *numNodes < *formNodes)
        context.add("DDP701", whereOf(context, invocation, QStringLiteral("num_nodes")),
                    tr("--num_nodes %1 keeps only the first %1 host(s) of the hostfile but the form starts %n node(s)",
                       nullptr, *formNodes)
                        .arg(*numNodes),
                    literalFix(context, invocation, QStringLiteral("num_nodes"), QString::number(*formNodes)));
    const std::optional<int> gpus = context.options().gpusPerNode;
    const std::optional<qint64> numGpus = firstKnown(nodes, QStringLiteral("num_gpus"), invocation);
    if (gpus && *gpus > 0 && numGpus && *numGpus > 0 && *numGpus != *gpus) {
        const std::optional<DiagnosticFix> fix =
            literalFix(context, invocation, QStringLiteral("num_gpus"), QString::number(*gpus));
        context.add(
            "DDP702", whereOf(context, invocation, QStringLiteral("num_gpus")),
            *numGpus > *gpus
                ? tr("--num_gpus is %1 but a node has %2 GPU(s): processes would share GPUs").arg(*numGpus).arg(*gpus)
                : tr("--num_gpus is %1 but a node has %2 GPU(s): some stay idle").arg(*numGpus).arg(*gpus),
            fix, *numGpus > *gpus ? Severity::Error : Severity::Warning);
    }
}

// The rank must be the node's own index on every node the snippet was evaluated on.
void WrapperChecks::rank(ValidationContext& context, const ValidatedInvocation& invocation,
                         const QList<WrapperNode>& nodes, const QString& dest)
{
    for (const WrapperNode& node : nodes) {
        const std::optional<qint64> value = nodeInteger(node, dest);
        if (!value || *value == node.index)
            continue;
        // A value of the config file the snippet wrote has no fix here (its here-document may be quoted).
        const SourceRange where = configuredAt(context, invocation, dest);
        context.add("DDP703", where,
                    tr("on node %1 (VC_TASK_INDEX=%1) --%2 is %3: every node must pass its own index, "
                       "${VC_TASK_INDEX}")
                        .arg(node.index)
                        .arg(dest)
                        .arg(*value),
                    context.occurrence(invocation, dest)
                        ? std::optional<DiagnosticFix>(DiagnosticFix{where, ValidationContext::quotedNodeIndex()})
                        : std::nullopt);
        return;
    }
}

// The master (rank 0's store) must be the first host, the same on every node.
void WrapperChecks::master(ValidationContext& context, const ValidatedInvocation& invocation,
                           const QList<WrapperNode>& nodes, const QString& dest, bool isStatic)
{
    const QStringList hosts = evaluationHosts(context.options());
    const QString fix = QStringLiteral("${%1%%,*}").arg(context.options().hostsVariable());
    for (const WrapperNode& node : nodes) {
        if (!node.reached)
            continue;
        const LauncherArgument* argument = node.parsed.argument(dest);
        if (!argument || argument->unresolved || argument->value.isNull())
            continue;
        const QString value = argument->value.toString();
        // What only the node knows (a marker, or the words that show it where the argument was
        // read from the command line): the first host's address is that host; the node's own
        // address or name ($(hostname -i)) is a different host on each node.
        const QString shown = RuntimeValue::readable(value.trimmed());
        const auto shows = [&shown](RuntimeValue::Kind kind, const QString& subject = QString()) {
            return shown == RuntimeValue::readable(RuntimeValue::token(kind, subject));
        };
        if (value == hosts.first() || shows(RuntimeValue::Kind::Address, hosts.first()))
            continue;
        const SourceRange where = configuredAt(context, invocation, dest);
        const std::optional<DiagnosticFix> replace = context.occurrence(invocation, dest)
                                                         ? std::optional<DiagnosticFix>(DiagnosticFix{where, fix})
                                                         : std::nullopt;
        if (shows(RuntimeValue::Kind::NodeAddress) || shows(RuntimeValue::Kind::NodeFqdn))
            context.add("DDP704", where,
                        tr("--%1 is %2 on every node, so each node looks for the master on itself and the nodes "
                           "never meet; use the first host, %3")
                            .arg(dest, shown, fix),
                        replace, isStatic ? Severity::Error : Severity::Warning);
        else if (ValidationContext::isLoopbackHost(value))
            context.add("DDP704", where,
                        tr("--%1 is '%2' on node %3: every node would look for the master on itself; use the first "
                           "host, %4")
                            .arg(dest, value)
                            .arg(node.index)
                            .arg(fix),
                        replace);
        else
            context.add("DDP704", where,
                        tr("on hosts '%1' --%2 is '%3' on node %4, not the first host '%5' (node 0, where rank 0 "
                           "holds the store)")
                            .arg(hosts.join(u','), dest, shown)
                            .arg(node.index)
                            .arg(hosts.first()),
                        replace, isStatic ? Severity::Error : Severity::Warning);
        return;
    }
}

// The hostfile of a multi-node deepspeed job: one line per node with the node's GPUs as slots.
void WrapperChecks::hostfile(ValidationContext& context, const ValidatedInvocation& invocation,
                             const QList<WrapperNode>& nodes)
{
    const QString written = WrapperTorchrun::text(invocation.result, QStringLiteral("hostfile"));
    const SourceRange where = whereOf(context, invocation, QStringLiteral("hostfile"));
    for (const WrapperNode& node : nodes) {
        if (node.reached && !node.hostfile && !node.hostfileWritten) {
            context.add("DDP707", where,
                        tr("the snippet does not write the hostfile %1: it must exist on every node with one "
                           "'host slots=N' line per node, in node order")
                            .arg(written),
                        std::nullopt, Severity::Warning);
            return;
        }
        if (!node.reached || !node.hostfile)
            continue;
        const DeepSpeedHostfile& file = *node.hostfile;
        const QString path = WrapperTorchrun::text(node.parsed, QStringLiteral("hostfile"));
        const int formNodes = *context.options().nodes;
        bool counted = false;
        const int runnerNodes = WrapperTorchrun::text(node.parsed, QStringLiteral("num_nodes")).toInt(&counted);
        if (file.error() == DeepSpeedHostfile::Error::Missing && counted && runnerNodes > 1) {
            // runner.main: no hostfile leaves one machine, and more nodes asked for than that stops it.
            context.add("DDP707", where,
                        tr("on node %1 there is no hostfile %2, and with --num_nodes %3 the runner stops at once: "
                           "\"Num nodes is >1 but no extra nodes available via hostfile\" (with --no_ssh too); "
                           "write the hostfile on every node, one 'host slots=N' line per node")
                            .arg(node.index)
                            .arg(path)
                            .arg(runnerNodes),
                        std::nullopt, Severity::Error);
            return;
        }
        if (!file.ok()) {
            context.add(
                "DDP707", where, tr("on node %1, %2: %3").arg(node.index).arg(path, file.errorMessage()), std::nullopt,
                file.error() == DeepSpeedHostfile::Error::Missing ? Severity::Error : std::optional<Severity>());
            return;
        }
        if (file.hosts().size() != formNodes) {
            context.add("DDP707", where,
                        tr("on node %1 the hostfile %2 lists %3 host(s) but the form starts %4 node(s)")
                            .arg(node.index)
                            .arg(path)
                            .arg(file.hosts().size())
                            .arg(formNodes));
            return;
        }
        const std::optional<int> gpus = context.options().gpusPerNode;
        if (gpus && *gpus > 0 && !given(invocation, QStringLiteral("num_gpus"))) {
            for (const DeepSpeedHostfile::Host& host : file.hosts()) {
                if (host.slotCount != *gpus) {
                    context.add("DDP707", where,
                                tr("on node %1 the hostfile %2 gives %3 slots=%4 but a node has %5 GPU(s)")
                                    .arg(node.index)
                                    .arg(path, host.name)
                                    .arg(host.slotCount)
                                    .arg(*gpus));
                    return;
                }
            }
        }
        return; // one node's file is enough: they are written by the same lines
    }
}

} // namespace ddpw
