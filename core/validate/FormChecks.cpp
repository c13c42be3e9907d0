#include "validate/FormChecks.h"

#include "launcher/PythonText.h"

#include "expand/RuntimeValue.h"
#include "expand/ScriptInterpreter.h"
#include "launcher/LauncherLocator.h"
#include "validate/PlatformSimulation.h"
#include "validate/ScriptArgumentChecks.h"
#include "validate/TopologyChecks.h"

#include <QRegularExpression>

#include <algorithm>

namespace ddpw {

namespace {

bool usesMaster(const ValidationContext& context, const QString& text)
{
    for (const QString& name : ValidationContext::variablesIn(text)) {
        if (name == QLatin1String("MASTER") || name == context.options().hostsVariable() ||
            context.hostDerived().contains(name))
            return true;
    }
    return false;
}

// The value reads MASTER and a MASTER line was found not to be the first host (DDP504, which
// masterLine() adds before the rendezvous address is judged): that finding says it at its cause.
bool readsFlaggedMaster(ValidationContext& context, const QString& value)
{
    if (!ValidationContext::variablesIn(value).contains(QLatin1String("MASTER")))
        return false;
    const QList<CommandDiagnostic>& findings = context.diagnostics();
    return std::any_of(findings.cbegin(), findings.cend(),
                       [](const CommandDiagnostic& finding) { return finding.code == QLatin1String("DDP504"); });
}

// The first host in place of the option's value, as DDP504's fix writes it for a MASTER line:
// valid in any snippet (the platform sets the hosts variable). An endpoint keeps the port written
// after its last ':'; one without a literal port gets no fix.
std::optional<DiagnosticFix> firstHostFix(const ValidationContext& context, const ValidatedInvocation& invocation,
                                          const LauncherOccurrence& used, bool endpoint)
{
    QString replacement = QStringLiteral("${") + context.options().hostsVariable() + QStringLiteral("%%,*}");
    if (endpoint) {
        const QString port = ValidationContext::endpointPort(used.valueText);
        const bool digits =
            !port.isEmpty() && std::all_of(port.cbegin(), port.cend(), [](QChar c) { return c >= u'0' && c <= u'9'; });
        if (!digits)
            return std::nullopt;
        replacement += u':' + port;
    }
    // Quoted: the value is one word on every node (unquoted, bash would split it; SC2086). torch
    // 1.13's c10d is told which node hosts the store at that name (DDP414).
    return DiagnosticFix{context.valueRange(invocation, used),
                         u'"' + replacement + u'"' +
                             (endpoint ? TopologyChecks::storeHostOption(context, invocation) : QString())};
}

// --nnodes as torch reads it: N (min = max = N) or MIN:MAX; nothing when it is not two integers.
std::optional<std::pair<int, int>> nodeRange(const QString& text)
{
    const qsizetype colon = text.indexOf(u':');
    bool okMin = false;
    bool okMax = false;
    const int min = (colon >= 0 ? text.left(colon) : text).toInt(&okMin);
    const int max = (colon >= 0 ? text.mid(colon + 1) : text).toInt(&okMax);
    if (!okMin || !okMax)
        return std::nullopt;
    return std::make_pair(min, max);
}

} // namespace

// The launcher runs the static rendezvous: the backend says so (its default) and --standalone,
// which switches to c10d, is not given.
bool FormChecks::staticRendezvous(const ValidationContext& context, const ValidatedInvocation& invocation)
{
    return context.backend(invocation) == QLatin1String("static") &&
           !context.occurrence(invocation, QStringLiteral("standalone"));
}

// --nnodes=MIN:MAX with the static rendezvous: world size is MAX (static_tcp_rendezvous), so a
// job of fewer nodes waits until the timeout; exactly MAX nodes work, and then the range only
// misleads. Returns whether it was such a range (the node count was judged here).
bool FormChecks::staticRange(ValidationContext& context, const ValidatedInvocation& invocation,
                             const LauncherOccurrence& nnodes)
{
    const QString range = nnodes.valueText.trimmed();
    const std::optional<std::pair<int, int>> bounds = nodeRange(range);
    if (!bounds || bounds->first >= bounds->second || !staticRendezvous(context, invocation))
        return false;
    const int max = bounds->second;
    const SourceRange where = context.valueRange(invocation, nnodes);
    const std::optional<int> nodes = context.options().nodes;
    if (nodes && *nodes == max) {
        context.add("DDP409", where,
                    tr("--nnodes=%1 with the static rendezvous means exactly %2 nodes (static is not elastic); "
                       "write %2")
                        .arg(range)
                        .arg(max),
                    DiagnosticFix{where, QString::number(max)}, Severity::Info);
        return true;
    }
    const QString started = nodes ? tr("the form starts %n node(s)", nullptr, *nodes) : tr("the job may start fewer");
    context.add("DDP409", where,
                tr("--nnodes=%1 with the static rendezvous waits for all %2 nodes (static is not elastic); %3, "
                   "so the rendezvous never completes and times out")
                    .arg(range)
                    .arg(max)
                    .arg(started),
                nodes ? std::optional<DiagnosticFix>(DiagnosticFix{where, QString::number(*nodes)}) : std::nullopt,
                nodes ? std::nullopt : std::optional<Severity>(Severity::Warning));
    return true;
}

void FormChecks::nodeCount(ValidationContext& context)
{
    const QString countVariable = context.options().countVariable();
    for (const ValidatedInvocation& invocation : context.invocations()) {
        // A one-node fallback that no node of this job takes starts nothing here; options lost to a
        // split or glued value: that value's error says why.
        if (context.runsOnNoNode(invocation) || ScriptArgumentChecks::optionsLost(context, invocation))
            continue;
        const LauncherOccurrence* nnodes = context.occurrence(invocation, QStringLiteral("nnodes"));
        if (nnodes && !nnodes->unresolved && staticRange(context, invocation, *nnodes))
            continue;
        const PlatformSimulation::Finding found = context.platform().count(invocation.command);
        if (found.verdict == PlatformSimulation::Verdict::Right)
            continue;
        if (found.verdict == PlatformSimulation::Verdict::Wrong && (!nnodes || nnodes->unresolved)) {
            // Spelled through variables, arrays or a branch: said with what the nodes get.
            const SourceRange where =
                nnodes ? context.valueRange(invocation, *nnodes) : context.launcherRange(invocation);
            // Another role's count, read anywhere on the way to --nnodes: DDP502.
            bool other = false;
            for (const QString& name : ValidationContext::variablesIn(context.text()))
                other = other || (name.startsWith(QLatin1String("VC_")) && name.endsWith(QLatin1String("_NUM")) &&
                                  name != countVariable);
            // Only a written value can be replaced (no --nnodes at all: torch's default, nothing
            // in the text to replace).
            const std::optional<DiagnosticFix> fix =
                nnodes
                    ? std::optional<DiagnosticFix>(DiagnosticFix{where, QStringLiteral("\"${%1}\"").arg(countVariable)})
                    : std::nullopt;
            context.add(other ? "DDP502" : "DDP501", where,
                        tr("--nnodes is not the job's node count ${%1}: %2%3")
                            .arg(countVariable, found.message, context.platform().otherRoleNote(context.text())),
                        fix);
            continue;
        }
        if (!nnodes)
            continue;
        const SourceRange where = context.valueRange(invocation, *nnodes);
        if (nnodes->unresolved) {
            for (const QString& name : ValidationContext::variablesIn(nnodes->valueText)) {
                if (name.startsWith(QLatin1String("VC_")) && name.endsWith(QLatin1String("_NUM")) &&
                    name != countVariable)
                    context.add("DDP502", where,
                                tr("--nnodes takes ${%1}, the node count of another role; this role's is ${%2}")
                                    .arg(name, countVariable),
                                DiagnosticFix{where, QStringLiteral("\"${%1}\"").arg(countVariable)});
            }
            continue;
        }
        const QString text = nnodes->valueText.trimmed();
        const std::optional<std::pair<int, int>> bounds = nodeRange(text);
        if (!bounds || !context.options().nodes)
            continue;
        const auto [min, max] = *bounds;
        const int nodes = *context.options().nodes;
        if (nodes >= min && nodes <= max)
            continue;
        context.add("DDP501", where, tr("--nnodes is %1 but the form starts %n node(s)", nullptr, nodes).arg(text),
                    DiagnosticFix{where, QString::number(nodes)});
    }
    // Nodes that reach different launcher commands (a branch per node index, one without
    // --nnodes): no one command is every node's, so the job's counts are said at the first one.
    // (A --standalone or a static range said by DDP401/DDP409 is that finding's.)
    const bool said = std::any_of(context.diagnostics().cbegin(), context.diagnostics().cend(), [](const auto& d) {
        return d.code == QLatin1String("DDP501") || d.code == QLatin1String("DDP502") ||
               d.code == QLatin1String("DDP401") || d.code == QLatin1String("DDP409");
    });
    const PlatformSimulation::Finding job = context.platform().jobCount();
    if (said || job.verdict != PlatformSimulation::Verdict::Wrong || context.invocations().isEmpty())
        return;
    const ValidatedInvocation& first = context.firstRunLauncher();
    if (ScriptArgumentChecks::optionsLost(context, first))
        return;
    const LauncherOccurrence* nnodes = context.occurrence(first, QStringLiteral("nnodes"));
    context.add("DDP501", nnodes ? context.valueRange(first, *nnodes) : context.launcherRange(first),
                tr("--nnodes is not the job's node count ${%1}: %2").arg(countVariable, job.message));
}

void FormChecks::processesPerNode(ValidationContext& context)
{
    if (!context.options().gpusPerNode || *context.options().gpusPerNode < 0)
        return;
    const int gpus = *context.options().gpusPerNode;
    for (const ValidatedInvocation& invocation : context.invocations()) {
        const LauncherOccurrence* nproc = context.occurrence(invocation, QStringLiteral("nproc_per_node"));
        const bool written = nproc && !nproc->unresolved;
        // Through a variable or an exported PET_NPROC_PER_NODE: the value every node's bash gives.
        std::optional<QString> evaluated =
            written ? std::optional<QString>(nproc->valueText)
                    : context.platform().commonValue(invocation.command, QStringLiteral("nproc_per_node"));
        // Only the node knows it, the same way on every node: the node's CPU count (nproc).
        if (context.platform().nodeKnownKind(invocation.command, QStringLiteral("nproc_per_node")) ==
            RuntimeValue::Kind::CpuCount)
            evaluated = RuntimeValue::token(RuntimeValue::Kind::CpuCount);
        if (!evaluated)
            continue;
        const QString value = evaluated->trimmed();
        const SourceRange where = nproc ? context.valueRange(invocation, *nproc) : context.launcherRange(invocation);
        // The count in place of the value where it is written out; not in place of a variable.
        const auto countFix = [&](const QString& count) {
            return written ? std::optional<DiagnosticFix>(DiagnosticFix{where, count}) : std::nullopt;
        };
        if (gpus == 0) {
            // torch counts "gpu" with torch.cuda.device_count() and stops ("Cuda is not
            // available") on a node without one: the job never starts its workers.
            if (value == QLatin1String("gpu"))
                context.add("DDP503", where,
                            tr("--nproc_per_node=gpu on nodes without GPUs: torch stops with \"Cuda is not "
                               "available\" before any worker starts; give the process count"),
                            countFix(QStringLiteral("1")));
            continue;
        }
        // torch's "cpu" and the node's own CPU count (nproc, getconf _NPROCESSORS_ONLN) start a
        // process per CPU: tens of processes on a node's few GPUs.
        const std::optional<RuntimeValue::Part> part = RuntimeValue::single(value);
        if (value == QLatin1String("cpu") || (part && part->kind == RuntimeValue::Kind::CpuCount)) {
            const QString message =
                value == QLatin1String("cpu")
                    ? tr("--nproc_per_node=cpu starts a process for each CPU of the node, but a node has %n GPU(s): "
                         "the processes would share them",
                         nullptr, gpus)
                    : tr("--nproc_per_node is the node's CPU count (what nproc says), but a node has %n GPU(s): a "
                         "process for each CPU, and they would share the GPUs",
                         nullptr, gpus);
            context.add("DDP503", where, message, countFix(QString::number(gpus)));
            continue;
        }
        bool ok = false;
        const int count = value.toInt(&ok);
        if (!ok || count <= 0 || count == gpus)
            continue;
        const std::optional<DiagnosticFix> fix = countFix(QString::number(gpus));
        if (count > gpus)
            context.add("DDP503", where,
                        tr("--nproc_per_node is %1 but a node has %n GPU(s): processes would share GPUs", nullptr, gpus)
                            .arg(count),
                        fix);
        else if (written) // idle GPUs through a variable: the count the command means to give, not a fault
            context.add("DDP503", where,
                        tr("--nproc_per_node is %1 but a node has %n GPU(s): some stay idle", nullptr, gpus).arg(count),
                        fix, Severity::Warning);
    }
}

// export CUDA_VISIBLE_DEVICES=0,1,2,3 and --nproc_per_node=8: each worker sees the listed GPUs
// only, so the local ranks past them, which take cuda:LOCAL_RANK as every DDP script does, ask for
// a GPU their process cannot see (invalid device ordinal), whatever the node has.
void FormChecks::visibleDevices(ValidationContext& context)
{
    for (const ValidatedInvocation& invocation : context.invocations()) {
        if (context.runsOnNoNode(invocation) || !invocation.firstNode)
            continue;
        const auto visible = invocation.firstNodeEnvironment.constFind(QStringLiteral("CUDA_VISIBLE_DEVICES"));
        if (visible == invocation.firstNodeEnvironment.constEnd())
            continue;
        const QString list = visible->trimmed();
        static const QRegularExpression ids(
            QStringLiteral(R"(^(?:\d+|GPU-[\w-]+|MIG-[\w/-]+)(?:,(?:\d+|GPU-[\w-]+|MIG-[\w/-]+))*$)"));
        if (!ids.match(list).hasMatch())
            continue;
        const int devices = int(list.split(u',').size());
        const LauncherOccurrence* nproc = context.occurrence(invocation, QStringLiteral("nproc_per_node"));
        const bool written = nproc && !nproc->unresolved;
        const std::optional<QString> evaluated =
            written ? std::optional<QString>(nproc->valueText)
                    : context.platform().commonValue(invocation.command, QStringLiteral("nproc_per_node"));
        bool ok = false;
        const int count = evaluated ? evaluated->trimmed().toInt(&ok) : 0;
        if (!ok || count <= devices)
            continue;
        const SourceRange where = nproc ? context.valueRange(invocation, *nproc) : context.launcherRange(invocation);
        context.add("DDP503", where,
                    tr("--nproc_per_node is %1 but CUDA_VISIBLE_DEVICES=%2 lets each worker see %n GPU(s): local "
                       "ranks %3 to %4 ask for a GPU their process cannot see (invalid device ordinal) when they "
                       "take cuda:LOCAL_RANK",
                       nullptr, devices)
                        .arg(count)
                        .arg(list.left(80))
                        .arg(devices)
                        .arg(count - 1),
                    written ? std::optional<DiagnosticFix>(DiagnosticFix{where, QString::number(devices)})
                            : std::nullopt);
    }
}

namespace {

// What the MASTER line evaluates to on the sample hosts (nothing when it cannot be known
// statically). Memoised per thread: the GUI validates on every keystroke and the MASTER line
// rarely changes, while evaluating it (echo | awk simulated) is the dearest part of a check.
std::optional<QString> evaluateMaster(const ValidationContext& context, const AssignmentSite& site,
                                      const QHash<QString, const AssignmentSite*>& latest)
{
    const QString hostsVariable = context.options().hostsVariable();
    QList<const AssignmentSite*> inputs;
    // The node the MASTER line is evaluated on: the second, so that a line giving "this node"
    // differs from one giving the first host.
    // (On a one-node job the only node: a line giving "this node" is right there.)
    const QMap<QString, QString> environment =
        context.platform().environment(int(std::min<qsizetype>(1, context.platform().hosts().size() - 1)));
    QString key = site.value.raw;
    for (auto it = environment.cbegin(); it != environment.cend(); ++it)
        key += u'\0' + it.key() + u'=' + it.value();
    for (const QString& name : ValidationContext::variablesIn(site.value.raw)) {
        if (const AssignmentSite* earlier = latest.value(name); earlier && name != hostsVariable) {
            inputs.append(earlier);
            key += u'\0' + name + u'=' + earlier->value.raw;
        }
    }
    thread_local QHash<QString, std::optional<QString>> cache;
    if (const auto hit = cache.constFind(key); hit != cache.constEnd())
        return *hit;
    // The interpreter, not a bare ShellEvaluator: only it runs the $(...) and `...` of the line
    // (echo | awk, cut, the node's files); a bare evaluator leaves them unevaluated.
    ScriptInterpreter interpreter(environment, context.evaluationBudget());
    for (const AssignmentSite* input : inputs)
        interpreter.assign(input->name, input->value);
    const std::optional<QString> result = interpreter.assignmentValue(site.value);
    if (cache.size() > 256)
        cache.clear();
    if (!context.evaluationBudget()->exhausted()) // over budget says nothing about the value
        cache.insert(key, result);
    return result;
}

// Whether a value only the node knows is the first host (its address from getent, ping or
// python's gethostbyname, or its full name) or cannot be judged here: the platform simulation
// judges those node by node (DDP506). A plain value is never.
bool firstHostOrNodeOnly(const QString& value, const QString& first)
{
    if (!RuntimeValue::contains(value))
        return false;
    const std::optional<RuntimeValue::Part> part = RuntimeValue::single(value.trimmed());
    if (!part)
        return true;
    if (part->kind != RuntimeValue::Kind::Address && part->kind != RuntimeValue::Kind::CanonicalName)
        return true;
    return part->subject == first || part->subject.startsWith(first + u'.');
}

} // namespace

// How much it matters that MASTER is not the first host depends on the rendezvous: static
// rendezvous (also what torch.distributed.launch uses) puts rank 0's store at the master address,
// and node 0 (--node_rank=${VC_TASK_INDEX}) is the first host, so the job never meets. With c10d
// any node can host the store: the agent whose host matches the endpoint starts it, and ranks
// come from the rendezvous (a dry-run in local mode with the second node hosting it passes).
void FormChecks::masterNotFirst(ValidationContext& context, const AssignmentSite& site, const QString& value)
{
    enum Use { None, Dynamic, Unknown, Static };
    Use use = None;
    for (const ValidatedInvocation& invocation : context.invocations()) {
        // --standalone meets on its own localhost: MASTER does not reach the rendezvous.
        if (context.flag(invocation, QStringLiteral("standalone")))
            continue;
        const QString backend = context.backend(invocation);
        Use here = Unknown;
        if (backend == QLatin1String("static")) // also the default of torch.distributed.launch
            here = Static;
        else if (!backend.isEmpty())
            here = Dynamic;
        use = std::max(use, here);
    }
    // The job's own pods (<job>-<role>-k.<job>), as the platform names them: what the user sees.
    const QStringList& hosts = context.platform().hosts();
    // The first host with a carriage return or blanks around it: torch strips the rendezvous
    // endpoint, so a dynamic rendezvous meets there (`$MASTER:29400` keeps the \r inside, which
    // the launcher's checks on the evaluated words report).
    if (use == Dynamic && PythonText::strip(value) == hosts.first())
        return;
    const QString hostsVariable = context.options().hostsVariable();
    QString message = tr("on hosts '%1' this line sets MASTER to '%2', not the first host '%3'")
                          .arg(hosts.join(u','), RuntimeValue::readable(value), hosts.first()) +
                      PlatformSimulation::controlCharacterNote({value});
    Severity severity = Severity::Warning;
    if (use == Static) {
        severity = Severity::Error;
        message += tr(": with the static rendezvous rank 0 must run on the master address, and rank 0 is node 0, "
                      "the first host; the nodes never meet");
    } else if (use == Dynamic) {
        severity = Severity::Info;
        message += tr(": with this rendezvous that works (the agent on that host starts the store and the ranks come "
                      "from the rendezvous); the first host is only the convention");
    }
    context.add("DDP504", site.range, message,
                DiagnosticFix{site.value.range, QStringLiteral("${") + hostsVariable + QStringLiteral("%%,*}")},
                severity);
}

void FormChecks::masterLine(ValidationContext& context)
{
    const QStringList& hosts = context.platform().hosts();
    if (hosts.isEmpty())
        return;
    const QString hostsVariable = context.options().hostsVariable();
    // The latest assignment of each name so far: what a MASTER line may build on.
    QHash<QString, const AssignmentSite*> latest;
    for (const AssignmentSite& site : context.assignments()) {
        if (site.name == QLatin1String("MASTER") && site.value.raw.contains(hostsVariable)) {
            const std::optional<QString> value = evaluateMaster(context, site, latest);
            if (value && *value != hosts.first() && !firstHostOrNodeOnly(*value, hosts.first()))
                masterNotFirst(context, site, *value);
        }
        latest.insert(site.name, &site);
    }
}

void FormChecks::nodeRankSource(ValidationContext& context)
{
    // The ranks of the whole job: two nodes with one rank, or a rank outside 0..N-1, and the
    // static rendezvous never completes (an error); ranks that are each of 0..N-1 once but not
    // the node's index only risk it (a warning).
    const PlatformSimulation::Finding job = context.platform().jobRanks();
    const std::optional<Severity> severity =
        job.fatal ? std::optional<Severity>(Severity::Error) : std::optional<Severity>();
    bool said = false;
    for (const ValidatedInvocation& invocation : context.invocations()) {
        const PlatformSimulation::Finding found = context.platform().rank(invocation.command);
        const LauncherOccurrence* rank = context.occurrence(invocation, QStringLiteral("node_rank"));
        if (found.verdict == PlatformSimulation::Verdict::Right)
            continue;
        if (ScriptArgumentChecks::optionsLost(context, invocation)) {
            said = true; // the ranks were lost to a split or glued value, whose error says why
            continue;
        }
        if (found.verdict == PlatformSimulation::Verdict::Wrong) {
            if (rank && !rank->unresolved)
                continue; // a number written in the command: DDP404 says so
            const SourceRange where = rank ? context.valueRange(invocation, *rank) : context.launcherRange(invocation);
            // Only a written value can be replaced; a rank from an array or PET_NODE_RANK has no
            // place in the command's text.
            std::optional<DiagnosticFix> fix;
            if (rank)
                fix = DiagnosticFix{where, ValidationContext::quotedNodeIndex()};
            context.add("DDP505", where,
                        tr("--node_rank is not each node's own index ${VC_TASK_INDEX}: %1")
                            .arg(job.fatal ? job.message : found.message),
                        fix, severity);
            said = true;
            continue;
        }
        if (context.backend(invocation) != QLatin1String("static"))
            continue;
        if (!rank || !rank->unresolved || rank->valueText.contains(QLatin1String("VC_TASK_INDEX")))
            continue;
        const SourceRange where = context.valueRange(invocation, *rank);
        context.add("DDP505", where,
                    tr("--node_rank takes '%1'; the platform gives each node its index in ${VC_TASK_INDEX}")
                        .arg(rank->valueText),
                    DiagnosticFix{where, ValidationContext::quotedNodeIndex()}, severity);
        said = true;
    }
    // Nodes that reach different launcher commands (a branch per node index): no one command is
    // every node's, so the job's ranks are said at the first launcher.
    said = said || std::any_of(context.diagnostics().cbegin(), context.diagnostics().cend(),
                               [](const CommandDiagnostic& d) { return d.code == QLatin1String("DDP404"); });
    if (job.fatal && !said && !context.invocations().isEmpty()) {
        const ValidatedInvocation& first = context.firstRunLauncher();
        const LauncherOccurrence* rank = context.occurrence(first, QStringLiteral("node_rank"));
        context.add("DDP505", rank ? context.valueRange(first, *rank) : context.launcherRange(first), job.message,
                    std::nullopt, severity);
    }
}

void FormChecks::rendezvousAddress(ValidationContext& context)
{
    for (const ValidatedInvocation& invocation : context.invocations()) {
        if (!context.multiNode(invocation) || context.flag(invocation, QStringLiteral("standalone")))
            continue;
        // An endpoint that is empty on every node is no endpoint (DDP405 says so): one finding per cause.
        const QList<ShellWord>& words = context.words(invocation);
        const int begin = words.isEmpty() ? 0 : words.constFirst().range.begin.offset;
        const int end = words.isEmpty() ? 0 : words.constLast().range.end.offset;
        const bool noEndpoint = std::any_of(
            context.diagnostics().cbegin(), context.diagnostics().cend(), [&](const CommandDiagnostic& diagnostic) {
                return diagnostic.code == QLatin1String("DDP405") && diagnostic.range.begin.offset >= begin &&
                       diagnostic.range.end.offset <= end;
            });
        if (noEndpoint)
            continue;
        const bool isStatic = context.backend(invocation) == QLatin1String("static");
        const LauncherOccurrence* endpoint = context.occurrence(invocation, QStringLiteral("rdzv_endpoint"));
        const LauncherOccurrence* address = context.occurrence(invocation, QStringLiteral("master_addr"));
        const LauncherOccurrence* used = endpoint ? endpoint : (isStatic ? address : nullptr);
        const PlatformSimulation::Finding found = context.platform().master(invocation.command);
        if (found.verdict == PlatformSimulation::Verdict::Right)
            continue;
        // An endpoint that is empty as bash passes it (an unset variable in an array) is torch's
        // localhost: the simulation's verdict, not the text, says where the nodes meet.
        const bool evaluatedOnly = !used || used->unresolved || used->valueText.trimmed().isEmpty();
        if (found.verdict == PlatformSimulation::Verdict::Wrong && evaluatedOnly) {
            // --master_addr=$MASTER where the MASTER line already got DDP504: one verdict per cause.
            if (used && readsFlaggedMaster(context, used->valueText))
                continue;
            const SourceRange where = used ? context.valueRange(invocation, *used) : context.launcherRange(invocation);
            // As severe as the same master through MASTER= (DDP504): with the static rendezvous
            // rank 0's store is at that address and node 0 is the first host, so the nodes never meet.
            const bool staticBackend = context.platform().backend(invocation.command) == QLatin1String("static");
            // Ranks that put rank 0 on another pod: its host is the master there, not the first.
            const bool rankZeroFirst = !staticBackend || context.platform().rankZeroNode() == 0;
            context.add("DDP506", where,
                        (rankZeroFirst ? tr("the rendezvous host is not the first host of ${%1} (or its address): %2%3")
                                       : tr("the rendezvous host is not the node of rank 0 in ${%1}: %2%3"))
                            .arg(context.options().hostsVariable(), found.message,
                                 context.platform().otherRoleNote(context.text())),
                        used && rankZeroFirst ? firstHostFix(context, invocation, *used, used == endpoint)
                                              : std::nullopt,
                        staticBackend || found.fatal ? std::optional<Severity>(Severity::Error) : std::nullopt);
            continue;
        }
        if (!used)
            continue;
        const QString host = used == endpoint ? ValidationContext::endpointHost(used->valueText) : used->valueText;
        if (host.trimmed().isEmpty() || usesMaster(context, host) || ValidationContext::isLoopbackHost(host))
            continue;
        // Options in a variable ($COMMON holding --master_addr=${VC_WORKER_HOSTS%%,*}) in a branch only
        // some nodes take: bash gave the first host there, which is what ${MASTER} holds.
        const int valueWord = used->valueWordIndex >= 0 ? used->valueWordIndex : used->wordIndex;
        const bool computed =
            context.isSplit(invocation, valueWord) || context.word(invocation, valueWord).raw.contains(u'$');
        if (computed && !context.platform().hosts().isEmpty() &&
            host.trimmed() == context.platform().hosts().constFirst())
            continue;
        // A host of the job other than the first, or a loopback, with the static rendezvous: rank
        // 0's store is not where the other nodes look, and the job hangs.
        const bool hangs = found.verdict == PlatformSimulation::Verdict::Wrong && found.fatal;
        context.add("DDP506", context.valueRange(invocation, *used),
                    hangs ? tr("the rendezvous host is not the first host of ${%1} (or its address): %2")
                                .arg(context.options().hostsVariable(), found.message)
                          : tr("the rendezvous host '%1' is not ${MASTER} (the first host of ${%2}); it will not "
                               "follow the job to the nodes the platform picks")
                                .arg(host, context.options().hostsVariable()),
                    hangs ? firstHostFix(context, invocation, *used, used == endpoint) : std::nullopt,
                    hangs ? std::optional<Severity>(Severity::Error) : std::nullopt);
    }
}

// Nodes that reach different launcher commands (a branch per node index) have no one command
// the checks above judge: the master the whole job uses is judged here, once.
void FormChecks::jobMaster(ValidationContext& context)
{
    const PlatformSimulation::Finding job = context.platform().jobMaster();
    if (!job.fatal || context.invocations().isEmpty())
        return;
    for (const CommandDiagnostic& diagnostic : context.diagnostics()) {
        if (diagnostic.severity == Severity::Error &&
            (diagnostic.code == QLatin1String("DDP403") || diagnostic.code == QLatin1String("DDP504") ||
             diagnostic.code == QLatin1String("DDP506")))
            return; // said already, of the command every node runs
    }
    const ValidatedInvocation& first = context.firstRunLauncher();
    const LauncherOccurrence* address = context.occurrence(first, QStringLiteral("rdzv_endpoint"));
    if (!address)
        address = context.occurrence(first, QStringLiteral("master_addr"));
    context.add("DDP506", address ? context.valueRange(first, *address) : context.launcherRange(first),
                tr("the rendezvous host is not the node of rank 0: %1").arg(job.message), std::nullopt,
                Severity::Error);
}

// `until nc -z $MASTER_ADDR $MASTER_PORT; do sleep 5; done` before the launcher, run on the node
// whose launcher opens that port too (a condition meant to skip the master that does not): that
// node waits for itself, and the others for it.
void FormChecks::waitForOwnPort(ValidationContext& context)
{
    SourceRange loop;
    const PlatformSimulation::Finding found = context.platform().waitsForItself(&loop);
    if (!found.fatal)
        return;
    context.add("DDP412", loop,
                tr("the job hangs: %1. Nothing listens there before that launcher runs, so the node never starts "
                   "it and the other nodes wait for it at the rendezvous; wait only on the other nodes")
                    .arg(found.message),
                std::nullopt, Severity::Error);
}

// `while [ ! -f /tmp/master_ip ]; do sleep 5; done` on the nodes that wait for node 0 to write the
// file: node 0 writes its own /tmp, which no other pod sees, so they never start their launchers.
void FormChecks::waitForOtherPodsFile(ValidationContext& context)
{
    SourceRange loop;
    const PlatformSimulation::Finding found = context.platform().waitsForAnotherPodsFile(&loop);
    if (!found.fatal)
        return;
    context.add("DDP413", loop,
                tr("the job hangs: %1. Each pod has its own /tmp (and /dev/shm, /var/tmp): a file one node writes "
                   "there never appears on another, so the waiting nodes never start their launchers; pass the "
                   "value in the command instead (the first host of ${VC_WORKER_HOSTS}), or use a folder every "
                   "pod mounts")
                    .arg(found.message),
                std::nullopt, Severity::Error);
}

// A rendezvous host no node can resolve: a value only the node knows (getent's address) with the
// carriage return of Windows line endings after it. torch stops on each node that passes it, so
// it is an error whatever the node count.
void FormChecks::unresolvableHost(ValidationContext& context)
{
    if (context.invocations().isEmpty())
        return;
    for (const CommandDiagnostic& diagnostic : context.diagnostics()) {
        if (diagnostic.code == QLatin1String("DDP307"))
            return; // torch's parse already rejects the host as written
    }
    const PlatformSimulation::Finding found = context.platform().unresolvableHost();
    if (found.verdict != PlatformSimulation::Verdict::Wrong)
        return;
    const ValidatedInvocation& first = context.firstRunLauncher();
    const LauncherOccurrence* address = context.occurrence(first, QStringLiteral("rdzv_endpoint"));
    if (!address)
        address = context.occurrence(first, QStringLiteral("master_addr"));
    context.add("DDP307", address ? context.valueRange(first, *address) : context.launcherRange(first), found.message,
                std::nullopt, Severity::Error);
}

void FormChecks::python(ValidationContext& context)
{
    const QString expected = context.options().python;
    for (const ValidatedInvocation& invocation : context.invocations()) {
        if (invocation.result.kind == LauncherKind::TorchRun)
            continue;
        const ShellWord& program = context.word(invocation, invocation.location.programIndex);
        if (!expected.isEmpty()) {
            const bool same = expected.contains(u'/') ? program.value == expected
                                                      : LauncherLocator::baseName(program.value) == expected;
            if (!same)
                context.add("DDP507", program.range,
                            tr("'%1' is not the image's python '%2'").arg(program.value, expected),
                            DiagnosticFix{program.range, expected});
        } else if (program.value.startsWith(QLatin1String("/usr/bin/")) ||
                   program.value.startsWith(QLatin1String("/bin/"))) {
            context.add(
                "DDP507", program.range,
                tr("'%1' is the system python: it bypasses a conda or virtual environment on PATH, which may be "
                   "where the image's torch is")
                    .arg(program.value),
                DiagnosticFix{program.range, LauncherLocator::baseName(program.value)});
        }
    }
}

} // namespace ddpw
