#include "validate/TopologyChecks.h"

#include "generate/CommandGenerator.h"
#include "launcher/LauncherLocator.h"
#include "validate/MasterVariable.h"
#include "validate/PlatformSimulation.h"
#include "validate/ScriptArgumentChecks.h"

namespace ddpw {

namespace {

bool isStatic(const QString& backend)
{
    return backend == QLatin1String("static");
}

bool isDynamic(const QString& backend)
{
    return !backend.isEmpty() && !isStatic(backend);
}

// Inserts an option right after the launcher (before its first argument).
DiagnosticFix insertOption(const ValidationContext& context, const ValidatedInvocation& invocation,
                           const QString& option)
{
    const ShellWord& before = context.word(invocation, invocation.location.argumentsBegin - 1);
    return DiagnosticFix{context.range(before.range.end.offset, before.range.end.offset), u' ' + option};
}

} // namespace

bool TopologyChecks::isPerNode(const QString& text)
{
    static const QStringList perNode{
        QStringLiteral("VC_TASK_INDEX"), QStringLiteral("HOSTNAME"),  QStringLiteral("hostname"),
        QStringLiteral("RANDOM"),        QStringLiteral("$$"),        QStringLiteral("POD_NAME"),
        QStringLiteral("POD_IP"),        QStringLiteral("NODE_RANK"), QStringLiteral("date"),
        QStringLiteral("uuidgen"),       QStringLiteral("BASHPID")};
    for (const QString& marker : perNode) {
        if (text.contains(marker))
            return true;
    }
    return false;
}

void TopologyChecks::standalone(ValidationContext& context)
{
    for (const ValidatedInvocation& invocation : context.invocations()) {
        const LauncherOccurrence* occurrence = context.occurrence(invocation, QStringLiteral("standalone"));
        // A fallback for one node that no node of this job takes trains nobody alone.
        if (!occurrence || !context.flag(invocation, QStringLiteral("standalone")) || context.runsOnNoNode(invocation))
            continue;
        const ShellWord& word = context.word(invocation, occurrence->wordIndex);
        // The job's node count where the form gives it: on one node `--standalone --nnodes=2`
        // waits for a second node that never joins (DDP501 says so), nobody trains alone.
        const std::optional<int> jobNodes = context.options().nodes;
        if (jobNodes ? *jobNodes > 1 : context.multiNode(invocation)) {
            context.add("DDP401", word.range,
                        tr("--standalone starts a private rendezvous on localhost: in a multi-node job every node "
                           "would train alone; remove it and use a rendezvous endpoint on ${MASTER}"),
                        context.removeWord(word, context.wordBefore(invocation, occurrence->wordIndex)));
        }
        for (const char* dest : {"rdzv_backend", "rdzv_endpoint", "rdzv_id"}) {
            if (const LauncherOccurrence* rdzv = context.occurrence(invocation, QLatin1String(dest)))
                context.add(
                    "DDP402", rdzv->range,
                    tr("%1 is ignored: --standalone replaces the rendezvous options by its own localhost values")
                        .arg(rdzv->written));
        }
    }
}

void TopologyChecks::staticRendezvous(ValidationContext& context)
{
    for (const ValidatedInvocation& invocation : context.invocations()) {
        if (!invocation.result.argparseAccepts() || !isStatic(context.backend(invocation)) ||
            !context.multiNode(invocation) || context.flag(invocation, QStringLiteral("standalone")))
            continue;
        // Options in a variable or an array: the evaluated argv says what the launcher gets.
        const PlatformSimulation& platform = context.platform();
        const QString evaluated = platform.backend(invocation.command);
        if (!evaluated.isEmpty() && !isStatic(evaluated))
            continue;
        const bool hasEndpoint = !context.valueText(invocation, QStringLiteral("rdzv_endpoint")).trimmed().isEmpty() ||
                                 platform.gives(invocation.command, QStringLiteral("rdzv_endpoint"));
        const LauncherOccurrence* address = context.occurrence(invocation, QStringLiteral("master_addr"));
        // Options lost to a split value or inside another's value: that value's error says why.
        const bool optionsLost = ScriptArgumentChecks::optionsLost(context, invocation);
        // PlatformSimulation counts `export PET_MASTER_ADDR=...` as given: torch reads it.
        const bool evaluatedAddress = platform.gives(invocation.command, QStringLiteral("master_addr"));
        if (!hasEndpoint && !address && !evaluatedAddress && !optionsLost) {
            // ${MASTER}, and the line that sets it where nothing does: a fix valid in this snippet.
            MasterVariable::complete(
                context,
                context.add("DDP403", context.launcherRange(invocation),
                            tr("static rendezvous on several nodes needs --master_addr: the default 127.0.0.1 points "
                               "every node at itself"),
                            insertOption(context, invocation,
                                         QStringLiteral("--master_addr=\"") + MasterVariable::reference() + u'"')),
                invocation.command);
        } else if (address && !hasEndpoint && !address->unresolved &&
                   ValidationContext::isLoopbackHost(address->valueText)) {
            // (With --rdzv_endpoint torch's static rendezvous meets there: get_rdzv_endpoint reads
            // --master_addr only when the endpoint is empty.)
            MasterVariable::complete(
                context,
                context.add(
                    "DDP403", context.valueRange(invocation, *address),
                    tr("--master_addr %1 is this node itself; the other nodes cannot reach it").arg(address->valueText),
                    DiagnosticFix{context.valueRange(invocation, *address), u'"' + MasterVariable::reference() + u'"'}),
                invocation.command);
        }
        // Rank 0's node listens on its own --master_port; a node told another port connects there and
        // waits (a port computed from the node index, $((29500 + VC_TASK_INDEX))).
        if (platform.sameOnEveryNode(invocation.command, QStringLiteral("master_port")) == false) {
            const LauncherOccurrence* port = context.occurrence(invocation, QStringLiteral("master_port"));
            const SourceRange where = port ? context.valueRange(invocation, *port) : context.launcherRange(invocation);
            context.add("DDP410", where,
                        tr("--master_port differs from node to node: rank 0 listens on its own port and the other "
                           "nodes connect to theirs, so they never meet; give every node the same port"),
                        port ? std::optional<DiagnosticFix>(DiagnosticFix{where, QStringLiteral("29500")})
                             : std::nullopt);
        }
        const LauncherOccurrence* rank = context.occurrence(invocation, QStringLiteral("node_rank"));
        // Each node's own launcher, over the whole job: a branch per node index, each with its own
        // literal --node_rank, gives every node its rank (FormChecks::nodeRankSource judges a
        // wrong set of ranks, with what each node passes).
        if (platform.jobRanks().verdict == PlatformSimulation::Verdict::Right)
            continue;
        if (!rank && !platform.gives(invocation.command, QStringLiteral("node_rank")) && !optionsLost) {
            context.add("DDP404", context.launcherRange(invocation),
                        tr("static rendezvous without --node_rank: every node gets rank 0 and the job hangs; pass "
                           "--node_rank=${VC_TASK_INDEX}"),
                        insertOption(context, invocation,
                                     QStringLiteral("--node_rank=") + ValidationContext::quotedNodeIndex()));
        } else if (rank && !rank->unresolved &&
                   !(invocation.evaluatedNodes > 1 && invocation.reachingNodes.size() == 1)) {
            // (A launcher only one node runs passes its rank on that node alone.)
            context.add(
                "DDP404", context.valueRange(invocation, *rank),
                tr("--node_rank %1 is the same on every node; each node needs its own rank: use ${VC_TASK_INDEX}")
                    .arg(rank->valueText),
                DiagnosticFix{context.valueRange(invocation, *rank), ValidationContext::quotedNodeIndex()});
        }
    }
}

// torch's dynamic rendezvous refuses an empty run id before it meets anyone (an unset
// $SLURM_JOB_ID, a variable of another platform), on one node as on several.
void TopologyChecks::emptyRunId(ValidationContext& context)
{
    for (const ValidatedInvocation& invocation : context.invocations()) {
        if (!invocation.result.argparseAccepts() || !isDynamic(context.backend(invocation)) ||
            context.flag(invocation, QStringLiteral("standalone")))
            continue;
        const LauncherOccurrence* id = context.occurrence(invocation, QStringLiteral("rdzv_id"));
        const std::optional<QString> common =
            id ? context.platform().commonValue(invocation.command, QStringLiteral("rdzv_id")) : std::nullopt;
        if (!common || !common->isEmpty())
            continue;
        context.add("DDP411", context.valueRange(invocation, *id),
                    tr("--rdzv_id is empty on every node (%1): torch stops at once with \"The run id must be a "
                       "non-empty string\"; set a job name")
                        .arg(id->valueText.isEmpty() ? QStringLiteral("''") : id->valueText),
                    DiagnosticFix{context.valueRange(invocation, *id), QStringLiteral("0")});
    }
}

void TopologyChecks::dynamicRendezvous(ValidationContext& context)
{
    for (const ValidatedInvocation& invocation : context.invocations()) {
        if (!invocation.result.argparseAccepts() || !isDynamic(context.backend(invocation)) ||
            !context.multiNode(invocation) || context.flag(invocation, QStringLiteral("standalone")))
            continue;
        const LauncherOccurrence* endpoint = context.occurrence(invocation, QStringLiteral("rdzv_endpoint"));
        const bool blank = (!endpoint || endpoint->valueText.trimmed().isEmpty()) &&
                           !context.platform().gives(invocation.command, QStringLiteral("rdzv_endpoint"));
        if (blank || context.platform().blankOnEveryNode(invocation.command, QStringLiteral("rdzv_endpoint"))) {
            MasterVariable::complete(
                context,
                context.add("DDP405", endpoint ? endpoint->range : context.launcherRange(invocation),
                            tr("a %1 rendezvous on several nodes needs --rdzv_endpoint on the master node; without "
                               "it each node waits on its own")
                                .arg(context.backend(invocation)),
                            endpoint ? std::nullopt
                                     : std::optional<DiagnosticFix>(insertOption(
                                           context, invocation,
                                           QStringLiteral("--rdzv_endpoint=\"") + MasterVariable::reference() +
                                               QStringLiteral(":29500\"") + storeHostOption(context, invocation)))),
                invocation.command);
        } else if (endpoint && !endpoint->unresolved &&
                   ValidationContext::isLoopbackHost(ValidationContext::endpointHost(endpoint->valueText))) {
            context.add(
                "DDP405", context.valueRange(invocation, *endpoint),
                tr("the endpoint %1 is each node itself; the nodes cannot meet there").arg(endpoint->valueText));
        }
        const LauncherOccurrence* id = context.occurrence(invocation, QStringLiteral("rdzv_id"));
        if (!id) {
            context.add(
                "DDP407", context.launcherRange(invocation),
                tr("--rdzv_id is the default 'none': two jobs on the same endpoint would join each other; set a "
                   "job name"));
        } else if (!id->unresolved && id->valueText == QLatin1String("none")) {
            // Written out, torch's default is still the default: the same risk as leaving it off.
            context.add("DDP407", context.valueRange(invocation, *id),
                        tr("--rdzv_id is 'none', torch's default: two jobs on the same endpoint would join each "
                           "other; set a job name"));
        }
    }
}

// A run id that differs from node to node: the dynamic rendezvous meets under it, and the
// static one keeps its store's keys under it too (static_tcp_rendezvous.py's PrefixStore), so
// each node waits for the others under its own.
void TopologyChecks::differentRunIds(ValidationContext& context)
{
    for (const ValidatedInvocation& invocation : context.invocations()) {
        if (!invocation.result.argparseAccepts() || !context.multiNode(invocation) ||
            context.flag(invocation, QStringLiteral("standalone")))
            continue;
        const LauncherOccurrence* id = context.occurrence(invocation, QStringLiteral("rdzv_id"));
        if (!id)
            continue;
        const std::optional<bool> same =
            context.platform().sameOnEveryNode(invocation.command, QStringLiteral("rdzv_id"));
        // Evaluated on every node, or spelled with what differs per node where a value is only
        // the node's ($(date), $(hostname)).
        if (same != false && (!isPerNode(id->valueText) || same == true))
            continue;
        const bool dynamic = isDynamic(context.backend(invocation));
        context.add("DDP406", context.valueRange(invocation, *id),
                    dynamic ? tr("the rendezvous id '%1' differs from node to node, so every node waits in its own "
                                 "rendezvous; use one fixed name")
                                  .arg(id->valueText)
                            : tr("the rendezvous id '%1' differs from node to node: the static rendezvous keeps its "
                                 "keys in the master's store under the run id, so each node waits for the others "
                                 "under its own; use one fixed name, or leave --rdzv_id out")
                                  .arg(id->valueText),
                    DiagnosticFix{context.valueRange(invocation, *id), QStringLiteral("0")});
    }
}

// `--rdzv_backend=etcd --rdzv_endpoint=$MASTER:2379` (the elastic docs' example) on a platform
// whose pods run only the start command: no etcd server listens on the job's own pod unless the
// command starts one, and every node fails to connect. c10d needs none: the launcher on the
// endpoint's node hosts the store itself.
void TopologyChecks::etcdWithoutServer(ValidationContext& context)
{
    for (const ShellCommand& command : context.script().commands) {
        if (!command.words.isEmpty() &&
            LauncherLocator::baseName(command.words.constFirst().value).startsWith(QLatin1String("etcd")))
            return; // the command starts etcd itself (etcd, etcd-server ...)
    }
    QString endpoint;
    const PlatformSimulation::Finding found = context.platform().etcdOnAPod(&endpoint);
    if (!found.fatal)
        return;
    for (const ValidatedInvocation& invocation : context.invocations()) {
        const LauncherOccurrence* backend = context.occurrence(invocation, QStringLiteral("rdzv_backend"));
        const LauncherOccurrence* at = context.occurrence(invocation, QStringLiteral("rdzv_endpoint"));
        if (!backend || !at)
            continue;
        context.add("DDP405", context.valueRange(invocation, *at),
                    tr("the etcd rendezvous needs an etcd server at %1, and nothing starts one there: the pods run "
                       "only the start command (%2). Every node fails to connect; use --rdzv_backend=c10d, whose "
                       "store the launcher on that node hosts itself")
                        .arg(endpoint, found.message),
                    DiagnosticFix{context.valueRange(invocation, *backend), QStringLiteral("c10d")}, Severity::Error);
        return;
    }
}

QString TopologyChecks::storeHostOption(const ValidationContext& context, const ValidatedInvocation& invocation)
{
    const TorchVersion version = invocation.result.version;
    if (!version.isKnown() || version.major() >= 2 || context.backend(invocation) != QLatin1String("c10d") ||
        context.occurrence(invocation, QStringLiteral("rdzv_conf")))
        return {};
    return QStringLiteral(" --rdzv_conf=") + CommandGenerator::storeHostConfig();
}

// The platform's c10d endpoint, the first host of VC_WORKER_HOSTS (<pod>.<job>), on torch 1.13:
// the node it names does not take the name for its own, so no node hosts the store
// (pytorch/pytorch#73380). is_host said per node settles it: 1 on node 0, 0 elsewhere.
void TopologyChecks::storeHostNotRecognised(ValidationContext& context)
{
    QString host;
    const PlatformSimulation::Finding found = context.platform().storeHostNotRecognised(&host);
    if (!found.fatal)
        return;
    for (const ValidatedInvocation& invocation : context.invocations()) {
        const LauncherOccurrence* at = context.occurrence(invocation, QStringLiteral("rdzv_endpoint"));
        if (!invocation.result.argparseAccepts())
            return; // torch stops at its parse first (DDP2xx, DDP601 say why)
        if (!at)
            continue;
        const SourceRange range = context.valueRange(invocation, *at);
        std::optional<DiagnosticFix> fix;
        if (const QString option = storeHostOption(context, invocation); !option.isEmpty())
            fix = DiagnosticFix{context.range(at->range.end.offset, at->range.end.offset), option};
        context.add("DDP414", range,
                    tr("%1. Say which node hosts it: --rdzv_conf=is_host=$((VC_TASK_INDEX == 0)) gives 1 on node 0 "
                       "and 0 on the others (later releases also compare the addresses %2 resolves to)")
                        .arg(found.message, host),
                    fix, Severity::Error);
        return;
    }
}

void TopologyChecks::ignoredStaticOptions(ValidationContext& context)
{
    for (const ValidatedInvocation& invocation : context.invocations()) {
        if (!isDynamic(context.backend(invocation)))
            continue;
        for (const char* dest : {"node_rank", "master_addr", "master_port"}) {
            const LauncherOccurrence* occurrence = context.occurrence(invocation, QLatin1String(dest));
            if (!occurrence)
                continue;
            const int last = occurrence->valueWordIndex >= 0 ? occurrence->valueWordIndex : occurrence->wordIndex;
            const ShellWord* previous = context.wordBefore(invocation, occurrence->wordIndex);
            DiagnosticFix fix{context.range(previous ? previous->range.end.offset : occurrence->range.begin.offset,
                                            context.word(invocation, last).range.end.offset),
                              QString()};
            context.add("DDP408", occurrence->range,
                        tr("%1 is ignored with the %2 rendezvous backend (only static uses it)")
                            .arg(occurrence->written, context.backend(invocation)),
                        fix);
        }
    }
}

// A rendezvous backend torch has no handler for, as some node passes it (a value in a variable,
// a CR of Windows line endings after it): torch stops on that node.
void TopologyChecks::unknownBackend(ValidationContext& context)
{
    if (context.invocations().isEmpty())
        return;
    const PlatformSimulation::Finding found = context.platform().unknownBackend();
    if (found.verdict != PlatformSimulation::Verdict::Wrong)
        return;
    const ValidatedInvocation& first = context.firstRunLauncher();
    const LauncherOccurrence* backend = context.occurrence(first, QStringLiteral("rdzv_backend"));
    context.add("DDP310", backend ? context.valueRange(first, *backend) : context.launcherRange(first), found.message,
                std::nullopt, Severity::Error);
}

} // namespace ddpw
