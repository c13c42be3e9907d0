#include "nodecheck/LocalCommandRun.h"

#include "launcher/LauncherLocator.h"
#include "launcher/LauncherParser.h"
#include "launcher/WrapperTorchrun.h"
#include "model/PlatformEnvironment.h"

#include <QRegularExpression>

#include <algorithm>
#include <optional>
#include <utility>

namespace ddpw {

namespace {

// torch's defaults: --master_port for the static rendezvous, the c10d endpoint's port.
constexpr int kStaticDefaultPort = 29500;
constexpr int kC10dDefaultPort = 29400;

struct Parsed
{
    LauncherParseResult result;
    bool ok = false;
};

// The launcher's words as torch's argparse reads them, the command's PET_* exports included.
Parsed parse(const NodeLaunch& launch, const TorchVersion& torch = TorchVersion())
{
    Parsed parsed;
    const QList<ShellWord> words = NodeLaunchPlanner::wordsOf(launch.argv);
    const std::optional<LauncherLocation> location = LauncherLocator::locate(words);
    if (!location || !isTorchLauncher(location->kind))
        return parsed;
    LauncherParser parser(torch, location->kind);
    QHash<QString, QString> environment;
    for (const EnvVar& var : launch.environment)
        environment.insert(var.name, var.value);
    parser.setEnvironment(environment);
    parsed.result = parser.parse(words, location->argumentsBegin);
    parsed.ok = true;
    return parsed;
}

int portOf(const QString& endpoint)
{
    const qsizetype colon = endpoint.lastIndexOf(u':');
    bool ok = false;
    const int port = colon < 0 ? 0 : endpoint.mid(colon + 1).toInt(&ok);
    return ok ? port : 0;
}

QString withPort(const QString& endpoint, int port)
{
    const qsizetype colon = endpoint.lastIndexOf(u':');
    return (colon < 0 ? endpoint : endpoint.left(colon)) + u':' + QString::number(port);
}

// The value of the last occurrence of `dest` becomes `value`, in its own word or after its '='.
bool rewriteOption(NodeLaunch& launch, const LauncherParseResult& parsed, const QString& dest, const QString& value)
{
    const LauncherArgument* argument = parsed.argument(dest);
    if (!argument || !argument->given || argument->occurrence < 0)
        return false;
    const LauncherOccurrence& occurrence = parsed.occurrences.at(argument->occurrence);
    if (occurrence.valueWordIndex >= 0 && occurrence.valueWordIndex < launch.argv.size()) {
        launch.argv[occurrence.valueWordIndex] = value;
        return true;
    }
    if (occurrence.wordIndex < 0 || occurrence.wordIndex >= launch.argv.size())
        return false;
    QString& word = launch.argv[occurrence.wordIndex];
    word = word.left(word.size() - occurrence.valueText.size()) + value;
    return true;
}

// The command's own export of a launcher option (PET_<DEST>), when it has one.
EnvVar* petExport(NodeLaunch& launch, const QString& dest)
{
    const QString name = QStringLiteral("PET_") + dest.toUpper();
    for (EnvVar& var : launch.environment) {
        if (var.name == name)
            return &var;
    }
    return nullptr;
}

void setPet(NodeLaunch& launch, const QString& dest, const QString& value)
{
    if (EnvVar* var = petExport(launch, dest))
        var->value = value;
    else
        launch.environment.append({QStringLiteral("PET_") + dest.toUpper(), value});
}

bool staticBackend(const LauncherParseResult& parsed)
{
    const QString backend = WrapperTorchrun::text(parsed, QStringLiteral("rdzv_backend"));
    return backend.isEmpty() || backend == QLatin1String("static");
}

} // namespace

QStringList LocalCommandRun::loopbackHosts(int nodes)
{
    QStringList hosts;
    for (int k = 1; k <= nodes; ++k)
        hosts.append(QStringLiteral("127.0.0.%1").arg(k));
    return hosts;
}

int LocalCommandRun::rendezvousPort(const NodeLaunch& launch)
{
    const Parsed parsed = parse(launch);
    if (!parsed.ok)
        return 0;
    const QString endpoint = WrapperTorchrun::text(parsed.result, QStringLiteral("rdzv_endpoint"));
    if (staticBackend(parsed.result)) {
        if (!endpoint.isEmpty())
            return portOf(endpoint);
        bool ok = false;
        const int port = WrapperTorchrun::text(parsed.result, QStringLiteral("master_port")).toInt(&ok);
        return ok ? port : kStaticDefaultPort;
    }
    if (endpoint.isEmpty())
        return 0;
    return endpoint.contains(u':') ? portOf(endpoint) : kC10dDefaultPort;
}

void LocalCommandRun::movePort(NodeLaunch& launch, int from, int to)
{
    const Parsed parsed = parse(launch);
    if (!parsed.ok || from <= 0 || to <= 0)
        return;
    const QString port = QString::number(to);
    const QString endpointDest = QStringLiteral("rdzv_endpoint");
    const QString endpoint = WrapperTorchrun::text(parsed.result, endpointDest);
    if (!endpoint.isEmpty()) {
        if (!rewriteOption(launch, parsed.result, endpointDest, withPort(endpoint, to)))
            setPet(launch, endpointDest, withPort(endpoint, to));
        return;
    }
    const QString masterPort = QStringLiteral("master_port");
    if (!rewriteOption(launch, parsed.result, masterPort, port))
        setPet(launch, masterPort, port);
}

bool LocalCommandRun::hostStore(NodeLaunch& launch, const QString& host, const QString& storeHost)
{
    const Parsed parsed = parse(launch);
    if (!parsed.ok || WrapperTorchrun::text(parsed.result, QStringLiteral("rdzv_backend")) != QLatin1String("c10d"))
        return false;
    const QString dest = QStringLiteral("rdzv_conf");
    QString conf = WrapperTorchrun::text(parsed.result, dest);
    if (conf.contains(QLatin1String("is_host"))) {
        if (storeHost.isEmpty())
            return false; // the command's own choice
        // The store node asked for the check replaces the command's choice (is_host=$((... == 0))).
        QStringList items = conf.split(u',');
        items.removeIf([](const QString& item) { return item.trimmed().startsWith(QLatin1String("is_host")); });
        conf = items.join(u',');
    }
    const QString endpoint = WrapperTorchrun::text(parsed.result, QStringLiteral("rdzv_endpoint"));
    const QString endpointHost = endpoint.contains(u':') ? endpoint.left(endpoint.lastIndexOf(u':')) : endpoint;
    // "localhost" names every node itself, on the platform as here.
    static const QStringList itself{QStringLiteral("localhost"), QStringLiteral("::1"), QStringLiteral("[::1]")};
    const bool hosts = storeHost.isEmpty() ? endpointHost == host || itself.contains(endpointHost) : host == storeHost;
    const QString isHost = QStringLiteral("is_host=") + (hosts ? u'1' : u'0');
    const QString value = conf.isEmpty() ? isHost : conf + u',' + isHost;
    if (!rewriteOption(launch, parsed.result, dest, value))
        setPet(launch, dest, value);
    return true;
}

void LocalCommandRun::setProcessesPerNode(NodeLaunch& launch, int processes)
{
    const Parsed parsed = parse(launch);
    const QString dest = QStringLiteral("nproc_per_node");
    const QString value = QString::number(processes);
    if (!parsed.ok || !rewriteOption(launch, parsed.result, dest, value))
        setPet(launch, dest, value);
    launch.nprocPerNode = value;
}

bool LocalCommandRun::mapPodNames(NodeLaunch& launch, const JobSpec& job, const QStringList& hosts)
{
    const QStringList pods = PlatformEnvironment::podHosts(job);
    if (pods.size() != hosts.size())
        return false;
    QList<std::pair<QString, QString>> names;
    for (int k = 0; k < pods.size(); ++k) {
        names.append({pods.at(k), hosts.at(k)});
        names.append({PlatformEnvironment::podName(job, k), hosts.at(k)});
    }
    // The longest first: "ddp-worker-1.ddp" before "ddp-worker-1", "-10" before "-1".
    std::sort(names.begin(), names.end(), [](const auto& a, const auto& b) { return a.first.size() > b.first.size(); });
    bool mapped = false;
    const auto map = [&](QString& text) {
        for (const auto& [name, host] : names) {
            if (!text.contains(name))
                continue;
            const QRegularExpression whole(
                QStringLiteral("(?<![\\w.-])%1(?![\\w-])").arg(QRegularExpression::escape(name)));
            const QString before = text;
            text.replace(whole, host);
            mapped = mapped || text != before;
        }
    };
    for (QString& word : launch.argv)
        map(word);
    for (EnvVar& var : launch.environment)
        map(var.value);
    map(launch.masterHost);
    return mapped;
}

bool LocalCommandRun::useInterpreter(NodeLaunch& launch, const QString& python)
{
    if (python.isEmpty())
        return false;
    const std::optional<LauncherLocation> location = LauncherLocator::locate(NodeLaunchPlanner::wordsOf(launch.argv));
    if (!location || location->programIndex >= launch.argv.size())
        return false;
    const QString program = launch.argv.at(location->programIndex);
    if (program == QLatin1String("torchrun")) {
        launch.argv.replace(location->programIndex, python);
        launch.argv.insert(location->programIndex + 1, QStringLiteral("-m"));
        launch.argv.insert(location->programIndex + 2, QStringLiteral("torch.distributed.run"));
        return true;
    }
    if (!program.contains(u'/') && LauncherLocator::isPythonProgram(program) &&
        (program == QLatin1String("python") || program == QLatin1String("python3"))) {
        launch.argv.replace(location->programIndex, python);
        return true;
    }
    return false;
}

QString LocalCommandRun::program(const QString& command, const JobSpec& job, const QString& python)
{
    NodeLaunch launch = NodeLaunchPlanner::plan(command, job, loopbackHosts(std::max(job.nodeCount, 1)), 0);
    if (!launch.ok())
        return {};
    useInterpreter(launch, python);
    const std::optional<LauncherLocation> location = LauncherLocator::locate(NodeLaunchPlanner::wordsOf(launch.argv));
    return location ? launch.argv.value(location->programIndex) : QString();
}

QStringList LocalCommandRun::rejected(const NodeLaunch& launch, const TorchVersion& torch)
{
    QStringList messages;
    if (!torch.isKnown())
        return messages;
    const Parsed parsed = parse(launch, torch);
    if (!parsed.ok)
        return messages;
    for (const LauncherParseError& error : parsed.result.errors) {
        const QString what = error.message.isEmpty() ? error.hint : error.message;
        if (!what.isEmpty())
            messages.append(tr("torch %1's launcher refuses the command: %2").arg(torch.toString(), what));
    }
    messages.removeDuplicates();
    return messages;
}

} // namespace ddpw
