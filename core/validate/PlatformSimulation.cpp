#include "validate/PlatformSimulation.h"

#include "expand/RuntimeValue.h"
#include "launcher/LauncherLocator.h"
#include "launcher/LauncherOptionTable.h"
#include "launcher/LauncherParser.h"
#include "model/PlatformEnvironment.h"
#include "shell/ShellReferences.h"
#include "util/EditDistance.h"
#include "util/VisibleText.h"
#include "validate/ValidationContext.h"

#include <QHash>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>

namespace ddpw {

namespace {

// The option as the command spells it (--rdzv-endpoint, the last one given, as argparse takes
// it): a message quotes the user's own words. `fallback` where the command does not write it
// (a PET_ variable the shell exports).
QString writtenAs(const LauncherParseResult& parsed, const QString& dest, const QString& fallback)
{
    const LauncherArgument* argument = parsed.argument(dest);
    if (!argument)
        return fallback;
    for (auto it = parsed.occurrences.crbegin(); it != parsed.occurrences.crend(); ++it) {
        if (it->option == argument->option)
            return it->written;
    }
    return fallback;
}

QList<ShellWord> asWords(const QStringList& fields, bool anyUnresolved)
{
    QList<ShellWord> words;
    words.reserve(fields.size());
    for (const QString& field : fields) {
        // A part the evaluation kept as written ($X, `...`) is only known on the node, and so is
        // what it draws at random (argparse must not judge a port by its marker). Where the
        // evaluation left nothing unresolved, a '$' is bash's literal one (a quoted here-document
        // read back, single quotes): torch gets it as it is.
        const bool unresolved = (anyUnresolved && (field.contains(u'$') || field.contains(u'`'))) ||
                                RuntimeValue::contains(field, RuntimeValue::Kind::Drawn);
        words.append({field, field, {}, unresolved, std::nullopt});
    }
    return words;
}

// A value as messages quote it: markers readable, control characters escaped (a host that kept
// the newline of a here-string shows as job-worker-0.job\n, on one line).
QString shown(const QString& value)
{
    return VisibleText::escaped(RuntimeValue::readable(value));
}

// text with its plain $NAME and ${NAME} replaced by value, where bash would expand them.
QString substitutedVariable(const QString& text, const QString& name, const QString& value)
{
    QString out;
    int at = 0;
    for (const ShellReference& reference : ShellReferences::in(text)) {
        if (!reference.plain || reference.name != name || reference.begin < at)
            continue;
        out += QStringView(text).mid(at, reference.begin - at);
        out += value;
        at = reference.end;
    }
    out += QStringView(text).mid(at);
    return out;
}

// Options inside the value of an option torch then rejects (a number, an endpoint's port):
// `"--nnodes=2 --node_rank=0"` quoted is --nnodes "2 --node_rank=0", and torch stops on it. (In a
// value torch takes as it is, --rdzv_id "job --nnodes 2", the options inside are simply not given.)
bool optionsInRejectedValue(const QList<ShellWord>& words, int begin, int end, const LauncherOptionTable& table)
{
    static const QRegularExpression optionInside(QStringLiteral("\\s--?[A-Za-z]"));
    static const QStringList rejecting{QStringLiteral("nnodes"),       QStringLiteral("nproc_per_node"),
                                       QStringLiteral("node_rank"),    QStringLiteral("master_port"),
                                       QStringLiteral("max_restarts"), QStringLiteral("monitor_interval"),
                                       QStringLiteral("rdzv_endpoint")};
    for (int w = begin; w < end && w < words.size(); ++w) {
        const QString& word = words.at(w).value;
        const qsizetype equals = word.indexOf(u'=');
        const bool attached = word.startsWith(u'-') && equals > 0;
        if (!attached && (w == begin || !words.at(w - 1).value.startsWith(u'-')))
            continue;
        const QString option = attached ? word.left(equals) : words.at(w - 1).value;
        const QString value = attached ? word.mid(equals + 1) : word;
        const int index = table.findExact(option);
        if (index >= 0 && rejecting.contains(table.options().at(index).dest) && optionInside.match(value).hasMatch())
            return true;
    }
    return false;
}

} // namespace

PlatformSimulation::PlatformSimulation(const ShellScript& script, const ValidationOptions& options,
                                       std::shared_ptr<EvaluationBudget> budget)
    : m_options(options)
{
    m_nodeCount = options.nodes ? std::max(1, *options.nodes) : 2;
    // The pods of the job as Volcano names them (model/PlatformEnvironment), whatever the count.
    m_pods.jobName = options.jobName.isEmpty() ? QStringLiteral("job") : options.jobName;
    m_pods.roleName = options.roleName;
    for (int k = 0; k < m_nodeCount; ++k)
        m_hosts.append(PlatformEnvironment::podName(m_pods, k) + u'.' + m_pods.jobName);
    const int evaluated = std::min(m_nodeCount, kMaxEvaluatedNodes);
    for (int k = 0; k < evaluated; ++k) {
        m_nodes.append(evaluate(k, script, budget, {}));
        followTimedOutWaits(k, script, budget);
        if (budget && budget->exhausted())
            break;
    }
}

PlatformSimulation::Node PlatformSimulation::evaluate(int k, const ShellScript& script,
                                                      const std::shared_ptr<EvaluationBudget>& budget,
                                                      const QList<SourceRange>& timedOut) const
{
    StaticExpander expander(environment(k));
    expander.setBudget(budget);
    expander.setNodeGpuCount(m_options.gpusPerNode);
    expander.setTimedOutCommands(timedOut);
    Node node;
    node.expansion = expander.expand(script);
    if (!node.expansion.launcherFound)
        return node;
    const QList<ShellWord> words = asWords(node.expansion.markedArgv, !node.expansion.unresolved.isEmpty());
    const std::optional<LauncherLocation> location = LauncherLocator::locate(words);
    if (!location)
        return node;
    LauncherParser parser(m_options.torch, location->kind);
    parser.setEnvironment(exportedPet(node.expansion));
    node.parsed = parser.parse(words, location->argumentsBegin);
    node.parsedOk = true;
    const int scriptWord = node.parsed.trainingScriptWord;
    node.hiddenOptions = node.parsed.hasTrainingScript && scriptWord >= 0 && scriptWord < words.size() &&
                         words.at(scriptWord).hasExpansion &&
                         (words.at(scriptWord).value.startsWith(u'$') || words.at(scriptWord).value.startsWith(u'`'));
    node.gluedOptions = optionsInRejectedValue(words, location->argumentsBegin,
                                               node.parsed.hasTrainingScript ? scriptWord : int(words.size()),
                                               LauncherOptionTable::forVersion(m_options.torch, location->kind));
    return node;
}

// A wait under timeout for the port node k's own launcher opens later (`timeout 60 bash -c
// "until nc -z $MASTER_ADDR 29500; do sleep 2; done" || exit 1` on rank 0's node): nothing
// listens there before that launcher, so timeout ends the wait with 124 and the node goes on as
// the script says then. The node is evaluated again with those commands failing; where it then
// reaches no launcher, that evaluation is the node's, its stop saying why.
void PlatformSimulation::followTimedOutWaits(int k, const ShellScript& script,
                                             const std::shared_ptr<EvaluationBudget>& budget)
{
    const Node& node = m_nodes.at(k);
    const QString own = listeningPort(k);
    if (own.isEmpty() || node.expansion.launcherMayNotRun)
        return;
    QList<SourceRange> ended;
    QString why;
    for (const PortWait& wait : node.expansion.portWaits) {
        if (!wait.timeLimited || !waitsForOwnPort(wait, k, own) || ended.contains(wait.range))
            continue;
        ended.append(wait.range);
        if (why.isEmpty())
            why = tr("timeout ends the command at line %1 with status 124: it waits for %2:%3, the port this "
                     "node's own launcher opens after it")
                      .arg(wait.range.begin.line)
                      .arg(shown(wait.host), wait.port);
    }
    if (ended.isEmpty())
        return;
    Node again = evaluate(k, script, budget, ended);
    if (again.expansion.launcherFound || !again.expansion.stop)
        return; // the launcher still runs, only later
    ShellStop& stop = *again.expansion.stop;
    stop.reason = stop.reason.isEmpty() ? why : tr("%1; then %2").arg(why, stop.reason);
    if (!stop.message.isEmpty())
        stop.message = tr("%1; then %2").arg(why, stop.message);
    m_nodes[k] = std::move(again);
}

QHash<QString, QString> PlatformSimulation::exportedPet(const StaticExpansion& node)
{
    QHash<QString, QString> pet;
    for (auto it = node.environment.cbegin(); it != node.environment.cend(); ++it) {
        if (it.key().startsWith(QLatin1String("PET_")))
            pet.insert(it.key(), it.value());
    }
    return pet;
}

QMap<QString, QString> PlatformSimulation::environment(int k) const
{
    // The node's environment as validate's sample nodes get it: the presets, then the platform
    // variables (ValidationOptions::sampleEnvironment), over the job's pods.
    return PlatformEnvironment::toMap(PlatformEnvironment::withExtra(
        PlatformEnvironment::presets(m_pods.roleName, m_hosts, k, PlatformEnvironment::podName(m_pods, k)),
        m_options.platformVariables));
}

const StaticExpansion* PlatformSimulation::node(int k, int command) const
{
    if (k < 0 || k >= m_nodes.size())
        return nullptr;
    const StaticExpansion& expansion = m_nodes.at(k).expansion;
    if (!expansion.launcherFound || expansion.commandIndex != command || expansion.launcherMayNotRun ||
        expansion.argvWords.size() != expansion.markedArgv.size())
        return nullptr;
    return &expansion;
}

QList<bool> PlatformSimulation::varying(int command) const
{
    const StaticExpansion* first = firstNode(command);
    if (!first)
        return {};
    // The entries each written word gives, in order: the nodes are compared word by word, so
    // that one word giving another number of entries does not shift the others.
    const auto byWord = [](const StaticExpansion& expansion) {
        QHash<int, QStringList> entries;
        for (qsizetype k = 0; k < expansion.argvWords.size(); ++k)
            entries[expansion.argvWords.at(k)].append(expansion.markedArgv.at(k));
        return entries;
    };
    std::optional<QHash<int, QStringList>> own;
    QList<bool> result(first->markedArgv.size(), false);
    for (int k = 1; k < m_nodes.size(); ++k) {
        const StaticExpansion* other = node(k, command);
        if (!other)
            continue;
        // The same written word for each entry (the usual case): entry by entry, no tables.
        if (other->argvWords == first->argvWords) {
            for (qsizetype entry = 0; entry < result.size(); ++entry)
                result[entry] = result.at(entry) || other->markedArgv.at(entry) != first->markedArgv.at(entry);
            continue;
        }
        if (!own)
            own = byWord(*first);
        const QHash<int, QStringList> theirs = byWord(*other);
        QHash<int, int> ordinal;
        for (qsizetype entry = 0; entry < result.size(); ++entry) {
            const int word = first->argvWords.at(entry);
            const int j = ordinal[word]++;
            const QStringList there = theirs.value(word);
            if (there.size() != own->value(word).size() || there.at(j) != first->markedArgv.at(entry))
                result[entry] = true;
        }
    }
    return result;
}

bool PlatformSimulation::covers(int command) const
{
    if (m_nodes.isEmpty() || m_nodes.size() < std::min(m_nodeCount, kMaxEvaluatedNodes))
        return false;
    for (const Node& node : m_nodes) {
        // A launcher inside a loop or an unknown branch may not be the one that runs.
        if (!node.expansion.launcherFound || !node.parsedOk || node.expansion.commandIndex != command ||
            node.expansion.launcherMayNotRun)
            return false;
    }
    return true;
}

bool PlatformSimulation::gives(int command, const QString& dest) const
{
    if (!covers(command))
        return false;
    for (const Node& node : m_nodes) {
        if (!sets(node, dest))
            return false;
    }
    return true;
}

bool PlatformSimulation::hidesOptions(int command) const
{
    return std::any_of(m_nodes.cbegin(), m_nodes.cend(), [command](const Node& node) {
        return node.hiddenOptions && node.expansion.commandIndex == command;
    });
}

bool PlatformSimulation::gluesOptions(int command) const
{
    return std::any_of(m_nodes.cbegin(), m_nodes.cend(), [command](const Node& node) {
        return node.gluedOptions && node.expansion.commandIndex == command;
    });
}

bool PlatformSimulation::blankOnEveryNode(int command, const QString& dest) const
{
    if (!covers(command))
        return false;
    for (const Node& node : m_nodes) {
        const std::optional<QString> given = value(node, dest);
        if (sets(node, dest) && (!given || !given->trimmed().isEmpty()))
            return false;
    }
    return true;
}

bool PlatformSimulation::sets(const Node& node, const QString& dest)
{
    const LauncherArgument* argument = node.parsed.argument(dest);
    return argument && (argument->given || node.hiddenOptions ||
                        node.expansion.environment.contains(QStringLiteral("PET_") + dest.toUpper()));
}

std::optional<QString> PlatformSimulation::value(const Node& node, const QString& dest) const
{
    const LauncherArgument* argument = node.parsed.argument(dest);
    if (!argument || !sets(node, dest) || argument->unresolved || argument->value.isNull())
        return std::nullopt;
    // Not seen, and possibly in what only the node knows: not the default either.
    if (!argument->given && node.hiddenOptions &&
        !node.expansion.environment.contains(QStringLiteral("PET_") + dest.toUpper()))
        return std::nullopt;
    return argument->value.toString();
}

QList<PlatformSimulation::Candidate> PlatformSimulation::candidates(const Node& node, const QString& dest) const
{
    if (const std::optional<QString> known = value(node, dest))
        return {{*known, QString()}};
    const LauncherArgument* argument = node.parsed.argument(dest);
    if (!argument || !sets(node, dest) || !argument->unresolved || node.expansion.alternatives.isEmpty())
        return {};
    const QString text = argument->value.toString();
    const QStringList names = ValidationContext::variablesIn(text);
    // One variable of several values, and nothing else only the node knows.
    if (names.size() != 1 || !node.expansion.alternatives.contains(names.constFirst()))
        return {};
    const QString& name = names.constFirst();
    const VariableAlternatives& alternatives = node.expansion.alternatives.value(name);
    QList<Candidate> result;
    for (const QString& alternative : alternatives.values) {
        const QString substituted = substitutedVariable(text, name, alternative);
        if (substituted.contains(u'$') || substituted.contains(u'`'))
            return {};
        result.append({substituted, tr("%1 is %2").arg(name, alternatives.reason)});
    }
    return result;
}

QString PlatformSimulation::passes(int k, const QString& option, const QString& value, const Candidate& candidate)
{
    const QString shownValue = value.isEmpty() ? tr("(empty)") : shown(value);
    if (candidate.note.isEmpty())
        return tr("node %1 passes %2 %3").arg(k).arg(option, shownValue);
    return tr("node %1 may pass %2 %3: %4").arg(k).arg(option, shownValue, candidate.note);
}

QString PlatformSimulation::backend(const Node& node) const
{
    // launch reads --rdzv_backend as torchrun does (its parser is torchrun's); static where the
    // command does not say.
    const bool launch = node.parsed.kind == LauncherKind::TorchDistributedLaunch;
    const LauncherArgument* argument = node.parsed.argument(QStringLiteral("rdzv_backend"));
    // Options that may be in what only the node knows: the backend is not known either.
    if (argument && !argument->given && node.hiddenOptions)
        return QString();
    if (!argument || argument->unresolved || (launch && !sets(node, QStringLiteral("rdzv_backend"))))
        return launch ? QStringLiteral("static") : QString();
    return argument->value.toString().trimmed().toLower();
}

QString PlatformSimulation::backend(int command) const
{
    if (!covers(command))
        return QString();
    QString common;
    for (const Node& node : m_nodes) {
        const QString here = backend(node);
        if (here.isEmpty() || (!common.isEmpty() && here != common))
            return QString();
        common = here;
    }
    return common;
}

std::optional<bool> PlatformSimulation::sameOnEveryNode(int command, const QString& dest) const
{
    if (!covers(command))
        return std::nullopt;
    std::optional<QString> first;
    for (const Node& node : m_nodes) {
        // What a node draws at random ($RANDOM, shuf, a UUID) is its own: the nodes differ,
        // whatever the value (also one argparse has not converted, a port).
        const LauncherArgument* argument = node.parsed.argument(dest);
        if (argument && sets(node, dest) && !argument->value.isNull() &&
            RuntimeValue::contains(argument->value.toString(), RuntimeValue::Kind::Drawn))
            return false;
        const std::optional<QString> here = value(node, dest);
        if (!here || RuntimeValue::contains(*here)) {
            // Known text before what only the node knows (${HOSTNAME}-$(date +%F)): nodes whose
            // known beginnings part ways pass different values, whatever the rest.
            if (knownPrefixesDiffer(dest))
                return false;
            return std::nullopt;
        }
        if (first && *first != *here)
            return false;
        first = here;
    }
    return true;
}

bool PlatformSimulation::knownPrefixesDiffer(const QString& dest) const
{
    static const QRegularExpression unknown(QStringLiteral("[$`\\x{E000}-\\x{F8FF}]"));
    std::optional<QString> first;
    for (const Node& node : m_nodes) {
        const LauncherArgument* argument = node.parsed.argument(dest);
        if (!argument || !sets(node, dest) || argument->value.isNull())
            return false;
        const QString text = argument->value.toString();
        const qsizetype cut = text.indexOf(unknown);
        const QString known = cut < 0 ? text : text.left(cut);
        if (!first) {
            first = known;
            continue;
        }
        const qsizetype common = std::min(first->size(), known.size());
        if (QStringView(*first).left(common) != QStringView(known).left(common))
            return true;
    }
    return false;
}

bool PlatformSimulation::hasControlCharacter(const QString& host)
{
    return std::any_of(host.cbegin(), host.cend(), [](QChar c) { return c.unicode() < 0x20 || c.unicode() == 0x7f; });
}

QString PlatformSimulation::controlCharacterNote(const QStringList& hosts)
{
    for (const QString& host : hosts) {
        if (host.contains(u'\r'))
            return tr(
                " (the host ends in a carriage return: the lines end in Windows line endings (\\r), and bash keeps "
                "the \\r in the value it assigns; no node can resolve such a name. Convert the text to Unix line "
                "endings)");
        if (hasControlCharacter(host))
            return tr(" (the host holds a control character: no node can resolve such a name)");
    }
    return QString();
}

std::optional<QString> PlatformSimulation::commonValue(int command, const QString& dest) const
{
    if (sameOnEveryNode(command, dest) != true || m_nodes.isEmpty())
        return std::nullopt;
    return value(m_nodes.constFirst(), dest);
}

std::optional<RuntimeValue::Kind> PlatformSimulation::nodeKnownKind(int command, const QString& dest) const
{
    if (!covers(command) || m_nodes.isEmpty())
        return std::nullopt;
    std::optional<RuntimeValue::Kind> kind;
    for (const Node& node : m_nodes) {
        const std::optional<QString> here = value(node, dest);
        const std::optional<RuntimeValue::Part> part =
            here ? RuntimeValue::single(here->trimmed()) : std::optional<RuntimeValue::Part>();
        if (!part || (kind && *kind != part->kind))
            return std::nullopt;
        kind = part->kind;
    }
    return kind;
}

// A pod's full name (hostname -f): its NAME.SUBDOMAIN, then the namespace and cluster domain only
// the node knows, a longer form of the pod's DNS name. The NAME.SUBDOMAIN; nullopt for other text.
std::optional<QString> PlatformSimulation::beforeDnsSuffix(const QString& text)
{
    static const QString suffix = u'.' + RuntimeValue::token(RuntimeValue::Kind::DnsSuffix);
    if (!text.endsWith(suffix) || RuntimeValue::contains(text.chopped(suffix.size())))
        return std::nullopt;
    return text.chopped(suffix.size());
}

int PlatformSimulation::hostIndex(const QString& host, int k) const
{
    // A carriage return (Windows line endings) or another control character in the name: the
    // resolver finds no such host, on any node.
    if (hasControlCharacter(host))
        return kNoHost;
    const QString text = host.trimmed();
    if (const std::optional<RuntimeValue::Part> part = RuntimeValue::single(text)) {
        if (part->kind == RuntimeValue::Kind::NodeAddress || part->kind == RuntimeValue::Kind::NodeFqdn)
            return k; // this node's own address or full name
        if (part->kind == RuntimeValue::Kind::Address || part->kind == RuntimeValue::Kind::CanonicalName)
            return hostIndex(part->subject, k);
        return -1; // the name server, a GPU count: no pod of the job
    }
    if (const std::optional<QString> name = beforeDnsSuffix(text))
        return hostIndex(*name, k);
    if (RuntimeValue::contains(text))
        return -1;
    // Host names are looked up without regard to case (DNS, /etc/hosts): JOB-WORKER-0.JOB is the pod.
    const QString lower = text.toLower();
    for (int index = 0; index < m_hosts.size(); ++index) {
        const QString name = m_hosts.at(index).toLower();
        // The pod's DNS name, or a longer form of it (.<namespace>.svc.cluster.local).
        if (lower == name || lower.startsWith(name + u'.'))
            return index;
        // The short name is only in the pod's own /etc/hosts: another pod cannot resolve it.
        if (lower == name.section(u'.', 0, 0))
            return index == k ? index : kOtherPodShortName;
    }
    if (ValidationContext::isLoopbackHost(text))
        return -2 - k; // itself: the other nodes cannot reach it
    return -1;
}

// A loopback is the node itself: right for a dynamic rendezvous on the node that hosts the store,
// whose server listens on every interface (torch's TCPStore; c10d takes "localhost" as its own
// name), when the others name that node. (Not for the static one: rank 0's agent hands its
// --master_addr to every worker as MASTER_ADDR, and the other nodes' workers look on themselves.)
int PlatformSimulation::storeHostIndex(const QString& host, int k) const
{
    const int index = hostIndex(host, k);
    return index == -2 - k ? k : index;
}

PlatformSimulation::Finding PlatformSimulation::master(int command) const
{
    if (!covers(command) || m_nodeCount < 2)
        return {};
    QStringList wrong;
    bool fatal = true;
    int dynamicHost = -1;
    bool dynamicSame = true;
    const int rankZero = rankZeroNode();
    for (int k = 0; k < m_nodes.size(); ++k) {
        const Node& node = m_nodes.at(k);
        const QString rdzv = backend(node);
        if (rdzv.isEmpty())
            return {};
        const bool isStatic = rdzv == QLatin1String("static");
        const QList<Candidate> endpoints = candidates(node, QStringLiteral("rdzv_endpoint"));
        QList<Candidate> hosts;
        QStringList passed; // what the node passes, as the message quotes it: the whole endpoint
        QString option;
        const bool endpointGiven = !endpoints.isEmpty() && !endpoints.constFirst().value.trimmed().isEmpty();
        // An endpoint that is empty on the node (an unset variable): the static rendezvous takes
        // --master_addr then, c10d localhost (parse_rendezvous_endpoint), so each node meets itself.
        if (endpointGiven || (!isStatic && !endpoints.isEmpty())) {
            for (const Candidate& endpoint : endpoints) {
                const bool empty = endpoint.value.trimmed().isEmpty();
                hosts.append({empty ? QStringLiteral("localhost") : ValidationContext::endpointHost(endpoint.value),
                              endpoint.note});
                passed.append(endpoint.value);
            }
            option = writtenAs(node.parsed, QStringLiteral("rdzv_endpoint"), QStringLiteral("--rdzv_endpoint"));
        } else if (isStatic) {
            const LauncherArgument* address = node.parsed.argument(QStringLiteral("master_addr"));
            if (!address || !sets(node, QStringLiteral("master_addr")))
                return {}; // DDP403 says so
            hosts = candidates(node, QStringLiteral("master_addr"));
            if (hosts.isEmpty())
                return {};
            option = writtenAs(node.parsed, QStringLiteral("master_addr"), QStringLiteral("--master_addr"));
        } else {
            return {}; // DDP405 says so
        }
        // Every value the node may pass is judged: one wrong path is a wrong script.
        for (int c = 0; c < hosts.size(); ++c) {
            const Candidate& candidate = hosts.at(c);
            const QString& host = candidate.value;
            if (RuntimeValue::contains(host) && !RuntimeValue::single(host.trimmed()) &&
                !beforeDnsSuffix(host.trimmed()))
                return {};
            const int index = isStatic ? hostIndex(host, k) : storeHostIndex(host, k);
            if (index == kNoHost)
                return {}; // unresolvableHost() says it
            if (isStatic ? index != rankZero : index < 0) {
                wrong.append(passes(k, option, passed.value(c, host), candidate));
                // A name or address the job does not have may still be the first host's (an IP
                // written in): only a host of the job or a loopback is wrong for sure.
                fatal = fatal && index != -1;
            }
            if (isStatic || hosts.size() > 1)
                continue;
            if (dynamicHost == -1)
                dynamicHost = index;
            else if (dynamicHost != index)
                dynamicSame = false;
        }
    }
    if (!dynamicSame && wrong.isEmpty())
        wrong.append(tr("the nodes name different rendezvous hosts")); // each waits at its own: fatal
    if (wrong.isEmpty())
        return {Verdict::Right, QString()};
    const QString where =
        rankZero == 0
            ? tr("on the platform (%n node(s), first host %1)", nullptr, m_nodeCount).arg(m_hosts.constFirst())
            : tr("on the platform (%n node(s), rank 0 on node %1, %2)", nullptr, m_nodeCount)
                  .arg(rankZero)
                  .arg(m_hosts.value(rankZero));
    return {Verdict::Wrong, where + QStringLiteral(": ") + wrong.join(QStringLiteral("; ")) + dependsNote(), fatal};
}

int PlatformSimulation::rankZeroNode() const
{
    int rankZero = -1;
    if (jobRanks(&rankZero).verdict != Verdict::Right || rankZero < 0)
        return 0;
    return rankZero;
}

PlatformSimulation::Finding PlatformSimulation::jobRanks() const
{
    return jobRanks(nullptr);
}

PlatformSimulation::Finding PlatformSimulation::jobRanks(int* rankZero) const
{
    if (m_nodes.isEmpty() || m_nodes.size() < std::min(m_nodeCount, kMaxEvaluatedNodes))
        return {};
    QMap<int, QList<int>> nodesOf; // rank -> the nodes that pass it
    for (int k = 0; k < m_nodes.size(); ++k) {
        const Node& node = m_nodes.at(k);
        // argparse's errors leave the options unread (their own finding); torchrun's later
        // checks (an endpoint only the node resolves) leave the ranks as parsed.
        if (!node.expansion.launcherFound || !node.parsedOk || node.expansion.launcherMayNotRun ||
            !node.parsed.argparseAccepts() || backend(node) != QLatin1String("static"))
            return {};
        const LauncherArgument* standalone = node.parsed.argument(QStringLiteral("standalone"));
        if (standalone && standalone->given)
            return {};
        // Not given: torch's default, 0.
        const LauncherArgument* rank = node.parsed.argument(QStringLiteral("node_rank"));
        if (!rank || rank->unresolved || rank->value.isNull() || RuntimeValue::contains(rank->value.toString()))
            return {};
        bool ok = false;
        const int value = rank->value.toString().trimmed().toInt(&ok);
        if (!ok)
            return {};
        nodesOf[value].append(k);
    }
    QStringList wrong;
    for (auto it = nodesOf.cbegin(); it != nodesOf.cend(); ++it) {
        QStringList nodes;
        for (int k : it.value())
            nodes.append(QString::number(k));
        if (it.key() < 0 || it.key() >= m_nodeCount)
            wrong.append(tr("node(s) %1 pass --node_rank %2, outside 0..%3")
                             .arg(nodes.join(QStringLiteral(", ")))
                             .arg(it.key())
                             .arg(m_nodeCount - 1));
        else if (it.value().size() > 1)
            wrong.append(tr("nodes %1 all pass --node_rank %2").arg(nodes.join(QStringLiteral(", "))).arg(it.key()));
    }
    if (wrong.isEmpty()) {
        if (rankZero)
            *rankZero = nodesOf.value(0).value(0, -1);
        return {Verdict::Right, QString()};
    }
    // Without the form's node count the job's nodes are a sample of two: wrong ranks there are
    // not the job's (DDP404 judges the command as written).
    if (!m_options.nodes)
        return {};
    return {Verdict::Wrong,
            tr("on the platform (%n node(s)): %1; the static rendezvous needs each of 0..%2 once, so the job hangs",
               nullptr, m_nodeCount)
                    .arg(wrong.join(QStringLiteral("; ")))
                    .arg(m_nodeCount - 1) +
                dependsNote(),
            true};
}

PlatformSimulation::Finding PlatformSimulation::rank(int command) const
{
    if (!covers(command) || m_nodeCount < 2)
        return {};
    QStringList wrong;
    for (int k = 0; k < m_nodes.size(); ++k) {
        const Node& node = m_nodes.at(k);
        if (backend(node) != QLatin1String("static"))
            return {};
        if (!sets(node, QStringLiteral("node_rank")))
            return {}; // DDP404 says so
        const QList<Candidate> ranks = candidates(node, QStringLiteral("node_rank"));
        if (ranks.isEmpty())
            return {};
        for (const Candidate& candidate : ranks) {
            const QString& given = candidate.value;
            if (RuntimeValue::contains(given))
                return {};
            bool ok = false;
            const int rank = given.trimmed().toInt(&ok);
            if (ok && rank == k)
                continue;
            wrong.append(
                candidate.note.isEmpty()
                    ? tr("node %1 (VC_TASK_INDEX=%1) passes --node_rank %2").arg(k).arg(given)
                    : tr("node %1 (VC_TASK_INDEX=%1) may pass --node_rank %2: %3").arg(k).arg(given, candidate.note));
        }
    }
    if (wrong.isEmpty())
        return {Verdict::Right, QString()};
    return {Verdict::Wrong, tr("on the platform: %1").arg(wrong.join(QStringLiteral("; "))) + dependsNote()};
}

PlatformSimulation::Finding PlatformSimulation::count(int command) const
{
    if (!covers(command))
        return {};
    return countOver();
}

PlatformSimulation::Finding PlatformSimulation::jobCount() const
{
    QSet<int> commands;
    for (const Node& node : m_nodes) {
        if (!node.expansion.launcherFound || node.expansion.launcherMayNotRun || !node.parsedOk)
            return {};
        commands.insert(node.expansion.commandIndex);
    }
    // One launcher command for every node: count() judges it.
    return commands.size() > 1 ? countOver() : Finding{};
}

// The count each evaluated node's own launcher passes, against the job's.
PlatformSimulation::Finding PlatformSimulation::countOver() const
{
    QStringList wrong;
    for (int k = 0; k < m_nodes.size(); ++k) {
        const Node& node = m_nodes.at(k);
        // argparse's errors leave the options unread (their own finding).
        if (!node.parsed.argparseAccepts())
            return {};
        // Not given: torch's default, one node (every node of a larger job then waits alone).
        const LauncherArgument* given = node.parsed.argument(QStringLiteral("nnodes"));
        // (A job of the form's count; without one the count is a sample and says nothing.)
        if (!sets(node, QStringLiteral("nnodes")) && !m_options.nodes)
            return {};
        const QList<Candidate> counts =
            sets(node, QStringLiteral("nnodes"))
                ? candidates(node, QStringLiteral("nnodes"))
                : (given && !given->unresolved && !given->value.isNull()
                       ? QList<Candidate>{{given->value.toString(), tr("torch's default, no --nnodes given")}}
                       : QList<Candidate>());
        if (counts.isEmpty())
            return {};
        for (const Candidate& candidate : counts) {
            // The node's GPU count (nvidia-smi -L | wc -l) is no node count: the job's GPUs per
            // node where the form says, else wrong as such (right only where the two happen to agree).
            const std::optional<RuntimeValue::Part> part = RuntimeValue::single(candidate.value.trimmed());
            const bool gpuCount = part && part->kind == RuntimeValue::Kind::GpuCount;
            if (gpuCount && !m_options.gpusPerNode) {
                wrong.append(passes(k, QStringLiteral("--nnodes"), RuntimeValue::readable(candidate.value.trimmed()),
                                    candidate));
                continue;
            }
            if (RuntimeValue::contains(candidate.value) && !gpuCount)
                return {};
            const QString text = gpuCount ? QString::number(*m_options.gpusPerNode) : candidate.value.trimmed();
            const qsizetype colon = text.indexOf(u':');
            bool okMin = false;
            bool okMax = false;
            const int min = (colon >= 0 ? text.left(colon) : text).toInt(&okMin);
            const int max = (colon >= 0 ? text.mid(colon + 1) : text).toInt(&okMax);
            if (!okMin || !okMax || m_nodeCount < min || m_nodeCount > max)
                wrong.append(passes(k, QStringLiteral("--nnodes"), text, candidate));
        }
    }
    if (wrong.isEmpty())
        return {Verdict::Right, QString()};
    return {Verdict::Wrong,
            tr("on the platform (%n node(s)): %1", nullptr, m_nodeCount).arg(wrong.join(QStringLiteral("; "))) +
                dependsNote()};
}

PlatformSimulation::Finding PlatformSimulation::jobMaster() const
{
    int rankZero = -1;
    if (m_nodeCount < 2 || jobRanks(&rankZero).verdict != Verdict::Right || rankZero < 0)
        return {};
    QStringList wrong;
    for (int k = 0; k < m_nodes.size(); ++k) {
        const Node& node = m_nodes.at(k);
        QString option = QStringLiteral("--rdzv_endpoint");
        QString host;
        if (const std::optional<QString> endpoint = value(node, QStringLiteral("rdzv_endpoint"));
            endpoint && !endpoint->trimmed().isEmpty()) {
            host = ValidationContext::endpointHost(*endpoint);
        } else {
            // Not given: torch's default, 127.0.0.1 (DDP403 says so where the command has none).
            const LauncherArgument* address = node.parsed.argument(QStringLiteral("master_addr"));
            if (!address || address->unresolved || address->value.isNull())
                return {};
            option = QStringLiteral("--master_addr");
            host = address->value.toString();
        }
        if (RuntimeValue::contains(host) && !RuntimeValue::single(host.trimmed()))
            return {};
        const int index = hostIndex(host, k);
        if (index == -1)
            return {}; // a name or address the job does not have: it may be the right node's
        if (index == kNoHost)
            return {}; // unresolvableHost() says it
        if (index != rankZero)
            wrong.append(tr("node %1 passes %2 %3").arg(k).arg(option, shown(host)));
    }
    if (wrong.isEmpty())
        return {Verdict::Right, QString()};
    return {Verdict::Wrong,
            tr("on the platform: %1, but rank 0 runs on node %2 (%3), where its store listens; the nodes never meet")
                    .arg(wrong.join(QStringLiteral("; ")))
                    .arg(rankZero)
                    .arg(m_hosts.value(rankZero)) +
                dependsNote(),
            true};
}

// The port node k's own launcher listens on once it runs, empty when it opens none the other
// nodes wait for: the static rendezvous's store on rank 0 (--master_port, 29500), the c10d store
// on the node the endpoint names (its port, 29400).
QString PlatformSimulation::listeningPort(int k) const
{
    const Node& node = m_nodes.at(k);
    if (!node.expansion.launcherFound || !node.parsedOk)
        return QString();
    const LauncherArgument* standalone = node.parsed.argument(QStringLiteral("standalone"));
    if (standalone && standalone->given)
        return QString(); // its own store, on a port of its own
    const QString kind = backend(node);
    if (kind == QLatin1String("static")) {
        const LauncherArgument* rank = node.parsed.argument(QStringLiteral("node_rank"));
        if (!rank || rank->unresolved || rank->value.isNull() || rank->value.toString().trimmed() != QLatin1String("0"))
            return QString();
        const std::optional<QString> port = value(node, QStringLiteral("master_port"));
        return port ? port->trimmed() : QStringLiteral("29500");
    }
    if (kind != QLatin1String("c10d"))
        return QString();
    const std::optional<QString> endpoint = value(node, QStringLiteral("rdzv_endpoint"));
    if (!endpoint)
        return QString();
    if (storeHostIndex(ValidationContext::endpointHost(*endpoint), k) != k)
        return QString();
    const QString port = ValidationContext::endpointPort(*endpoint);
    return port.isEmpty() ? QStringLiteral("29400") : port.trimmed();
}

// Node k's wait is for `own`, the port its own launcher opens, on its own host.
bool PlatformSimulation::waitsForOwnPort(const PortWait& wait, int k, const QString& own) const
{
    return storeHostIndex(wait.host, k) == k && wait.port.trimmed() == own;
}

PlatformSimulation::Finding PlatformSimulation::waitsForItself(SourceRange* loop) const
{
    QStringList wrong;
    for (int k = 0; k < m_nodes.size(); ++k) {
        const Node& node = m_nodes.at(k);
        if (node.expansion.portWaits.isEmpty() || node.expansion.launcherMayNotRun)
            continue;
        const QString own = listeningPort(k);
        if (own.isEmpty())
            continue;
        for (const PortWait& wait : node.expansion.portWaits) {
            // A wait timeout ends is followed past its end (followTimedOutWaits).
            if (!wait.timeLimited && waitsForOwnPort(wait, k, own)) {
                if (loop && wrong.isEmpty())
                    *loop = wait.range;
                wrong.append(tr("node %1 waits for %2:%3, the port its own launcher opens after the loop")
                                 .arg(k)
                                 .arg(shown(wait.host), wait.port));
                break;
            }
        }
    }
    if (wrong.isEmpty())
        return {Verdict::Right, QString()};
    return {Verdict::Wrong, wrong.join(QStringLiteral("; ")) + dependsNote(), true};
}

PlatformSimulation::Finding PlatformSimulation::waitsForAnotherPodsFile(SourceRange* loop) const
{
    QStringList wrong;
    for (int k = 0; k < m_nodes.size(); ++k) {
        const Node& node = m_nodes.at(k);
        if (node.expansion.launcherMayNotRun)
            continue;
        for (const FileWait& wait : node.expansion.fileWaits) {
            int writer = 0;
            while (writer < m_nodes.size() &&
                   (writer == k || !m_nodes.at(writer).expansion.writtenPaths.contains(wait.path)))
                ++writer;
            if (writer == m_nodes.size())
                continue;
            if (loop && wrong.isEmpty())
                *loop = wait.range;
            wrong.append(tr("node %1 waits for %2, which only node %3 writes, in its own pod")
                             .arg(k)
                             .arg(VisibleText::escaped(wait.path))
                             .arg(writer));
            break;
        }
    }
    if (wrong.isEmpty())
        return {Verdict::Right, QString()};
    return {Verdict::Wrong, wrong.join(QStringLiteral("; ")) + dependsNote(), true};
}

PlatformSimulation::Finding PlatformSimulation::storeHostNotRecognised(QString* host) const
{
    if (m_nodeCount < 2)
        return {};
    // torch/distributed/elastic/rendezvous/utils.py `_matches_machine_hostname` of 1.13:
    // "localhost", a loopback address, gethostname(), getaddrinfo(gethostname())'s canonical name
    // and addresses. Later releases also compare the addresses the endpoint's name resolves to
    // (2.2 has it; whether 2.0 and 2.1 do was not established, so they are not judged).
    for (int k = 0; k < m_nodes.size(); ++k) {
        const Node& node = m_nodes.at(k);
        const TorchVersion version = node.parsed.version;
        if (!node.parsedOk || backend(node) != QLatin1String("c10d") || !version.isKnown() || version.major() >= 2)
            continue;
        const std::optional<QString> configs = value(node, QStringLiteral("rdzv_conf"));
        if (configs && configs->contains(QLatin1String("is_host")))
            return {}; // said on the command line, not guessed from the name
        const std::optional<QString> endpoint = value(node, QStringLiteral("rdzv_endpoint"));
        if (!endpoint)
            continue;
        const QString name = ValidationContext::endpointHost(*endpoint).trimmed();
        if (hostIndex(name, k) != k)
            continue;
        // The name as VC_WORKER_HOSTS gives it, <pod>.<job>: the pod's host name is <pod>, and
        // kubelet's hosts file names it <pod>.<job>.<namespace>.svc.<domain> first.
        const QString own = m_hosts.value(k);
        if (!own.contains(u'.') || name.compare(own, Qt::CaseInsensitive) != 0)
            return {};
        if (host)
            *host = name;
        return {Verdict::Wrong,
                tr("no node hosts the c10d rendezvous store: on node %1, torch %2 compares %3 with the pod's host "
                   "name (%4), the full name its hosts file gives first (%5.<namespace>.svc.cluster.local) and its "
                   "addresses, and none is that name, so every node fails to connect (RendezvousConnectionError "
                   "after read_timeout, 60 s)")
                    .arg(k)
                    .arg(version.toString(), VisibleText::escaped(name), VisibleText::escaped(own.section(u'.', 0, 0)),
                         VisibleText::escaped(own)),
                true};
    }
    return {};
}

PlatformSimulation::Finding PlatformSimulation::etcdOnAPod(QString* endpoint) const
{
    QStringList wrong;
    for (int k = 0; k < m_nodes.size(); ++k) {
        const Node& node = m_nodes.at(k);
        const QString kind = backend(node);
        if (!node.parsedOk || (kind != QLatin1String("etcd") && kind != QLatin1String("etcd-v2")))
            continue;
        const std::optional<QString> given = value(node, QStringLiteral("rdzv_endpoint"));
        if (!given || given->trimmed().isEmpty())
            continue;
        const int host = hostIndex(ValidationContext::endpointHost(*given), k);
        if (host < 0 && host != -2 - k)
            continue;
        if (endpoint && wrong.isEmpty())
            *endpoint = given->trimmed();
        wrong.append(host >= 0 ? tr("node %1 connects to %2, pod %3 of the job").arg(k).arg(shown(*given)).arg(host)
                               : tr("node %1 connects to %2, itself").arg(k).arg(shown(*given)));
    }
    if (wrong.isEmpty())
        return {Verdict::Right, QString()};
    return {Verdict::Wrong, wrong.join(QStringLiteral("; ")), true};
}

PlatformSimulation::Finding PlatformSimulation::unresolvableHost() const
{
    QStringList wrong;
    QStringList hosts;
    QStringList mistyped;
    QStringList mistypedNodes;
    for (int k = 0; k < m_nodes.size(); ++k) {
        const Node& node = m_nodes.at(k);
        const LauncherArgument* standalone = node.parsed.argument(QStringLiteral("standalone"));
        if (!node.parsedOk ||
            (standalone && standalone->value.kind() == LauncherValue::Kind::Bool && standalone->value.toBool()))
            continue;
        // The endpoint the agent uses: --rdzv_endpoint, else with the static rendezvous the master.
        QString option = writtenAs(node.parsed, QStringLiteral("rdzv_endpoint"), QStringLiteral("--rdzv_endpoint"));
        QString passed;
        QString host;
        if (const std::optional<QString> endpoint = value(node, QStringLiteral("rdzv_endpoint"));
            endpoint && !endpoint->trimmed().isEmpty()) {
            passed = *endpoint;
            host = ValidationContext::endpointHost(*endpoint);
        } else if (const std::optional<QString> address = value(node, QStringLiteral("master_addr"));
                   address && backend(node) == QLatin1String("static")) {
            option = writtenAs(node.parsed, QStringLiteral("master_addr"), QStringLiteral("--master_addr"));
            passed = host = *address;
        }
        if (hasControlCharacter(host)) {
            wrong.append(tr("node %1 passes %2 %3").arg(k).arg(option, shown(passed)));
            hosts.append(host);
            continue;
        }
        const QString meant = nearMissHost(host, k);
        if (meant.isEmpty())
            continue;
        const QString what =
            tr("%1 %2, which no pod of the job is named (it is close to %3)").arg(option, shown(passed), meant);
        if (!mistyped.contains(what))
            mistyped.append(what);
        mistypedNodes.append(QString::number(k));
    }
    if (!wrong.isEmpty())
        return {Verdict::Wrong,
                tr("%1: torch cannot use the host as a rendezvous address").arg(wrong.join(QStringLiteral("; "))) +
                    controlCharacterNote(hosts),
                true};
    if (!mistyped.isEmpty()) {
        const QString who = mistypedNodes.size() == m_nodes.size()
                                ? (m_nodes.size() == 1 ? tr("the node passes") : tr("every node passes"))
                                : tr("nodes %1 pass").arg(mistypedNodes.join(QStringLiteral(", ")));
        return {Verdict::Wrong,
                tr("%1 %2; no node can resolve it, so the store is never reached")
                    .arg(who, mistyped.join(QStringLiteral("; "))),
                true};
    }
    return {};
}

// The job's pod name that `host` is a slip of: a character added, dropped or changed, two in a
// long name (job-wroker-0.job, job_worker-0.job), or the name cut short after its dot
// (job-worker-0.jo).
// Empty where it is a pod's name or short name, a longer form of one, a loopback name, or
// nothing like them.
QString PlatformSimulation::nearMissHost(const QString& host, int k) const
{
    const QString text = host.trimmed();
    if (text.isEmpty() || RuntimeValue::contains(text) || hostIndex(text, k) != -1)
        return QString();
    for (const QString& name : m_hosts) {
        const QString shortName = name.section(u'.', 0, 0);
        const bool cut = name.startsWith(text) && text.size() > shortName.size() + 1;
        // Two slips (a swap of two letters is two) only in a long name: short ones are too alike.
        const int slips = editDistance(text, name);
        if (cut || (name.size() >= 8 && slips == 1) || (name.size() >= 12 && slips == 2))
            return name;
    }
    return QString();
}

PlatformSimulation::Finding PlatformSimulation::unknownBackend() const
{
    // torch's rendezvous handler registry, by exact name (elastic/rendezvous/registry.py).
    static const QStringList registered{QStringLiteral("static"), QStringLiteral("c10d"), QStringLiteral("etcd"),
                                        QStringLiteral("etcd-v2")};
    QStringList wrong;
    QStringList names;
    for (int k = 0; k < m_nodes.size(); ++k) {
        const Node& node = m_nodes.at(k);
        const std::optional<QString> name = node.parsedOk ? value(node, QStringLiteral("rdzv_backend")) : std::nullopt;
        if (!name || registered.contains(*name) || RuntimeValue::contains(*name))
            continue;
        wrong.append(tr("node %1 passes %2 %3")
                         .arg(k)
                         .arg(writtenAs(node.parsed, QStringLiteral("rdzv_backend"), QStringLiteral("--rdzv_backend")),
                              shown(*name)));
        names.append(*name);
    }
    if (wrong.isEmpty())
        return {};
    QString message = tr("%1: torch has no rendezvous backend of that name (static, c10d, etcd, etcd-v2) and stops")
                          .arg(wrong.join(QStringLiteral("; ")));
    if (std::any_of(names.cbegin(), names.cend(), [](const QString& name) { return name.contains(u'\r'); }))
        message += tr(" (the name ends in a carriage return: the lines end in Windows line endings (\\r), and bash "
                      "keeps the \\r in the value. Convert the text to Unix line endings)");
    return {Verdict::Wrong, message, true};
}

QString PlatformSimulation::dependsNote() const
{
    QStringList names;
    for (const Node& node : m_nodes)
        names += node.expansion.dependsOn;
    names.removeDuplicates();
    if (names.isEmpty())
        return QString();
    return tr(" (the branch taken depends on %1, which the platform does not set as described; if it does, add it to "
              "the platform variables)")
        .arg(names.join(QStringLiteral(", ")));
}

QString PlatformSimulation::otherRoleNote(QStringView text) const
{
    const QString own = PlatformEnvironment::roleKey(m_options.roleName);
    for (const QString& name : ValidationContext::variablesIn(text)) {
        if (!name.startsWith(QLatin1String("VC_")) ||
            !(name.endsWith(QLatin1String("_HOSTS")) || name.endsWith(QLatin1String("_NUM"))))
            continue;
        const QString role = name.mid(3, name.size() - 3 - (name.endsWith(QLatin1String("_NUM")) ? 4 : 6));
        if (role != own && role != QLatin1String("TASK"))
            return tr(" (%1 belongs to another role: the form describes one worker role, %2, and the platform sets "
                      "nothing for other roles of this job)")
                .arg(name, m_options.roleName);
    }
    return QString();
}

} // namespace ddpw
