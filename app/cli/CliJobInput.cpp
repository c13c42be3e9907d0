#include "cli/CliJobInput.h"

#include "cli/CliInput.h"
#include "cli/CliJobOptions.h"
#include "cli/CliOptionNames.h"
#include "cli/CliTorchOption.h"
#include "model/ImageTorchVersion.h"
#include "model/JobEnumKeys.h"
#include "model/JobFile.h"
#include "model/PlatformEnvironment.h"
#include "openjob/CommandImporter.h"
#include "util/HostList.h"
#include "util/KubernetesName.h"

#include <algorithm>
#include <functional>
#include <limits>

namespace ddpw {

namespace {

using N = CliOptionNames;
using Kind = CliJobOptions::Kind;

// Parses a whole decimal number, nothing else ("08" is 8, "2x", " 2" and "" are errors).
std::optional<int> parseInteger(const QString& text)
{
    bool ok = false;
    const int value = text.toInt(&ok, 10);
    if (!ok || text.trimmed() != text || text.startsWith(u'+'))
        return std::nullopt;
    return value;
}

QString readCount(const QString& text, const QString& name, int min, int max, int& target)
{
    const std::optional<int> value = parseInteger(text);
    if (!value || *value < min || *value > max) {
        if (name == N::nodes)
            return CliJobInput::tr("--nodes: \"%1\" is not a node count from %2 to %3").arg(text).arg(min).arg(max);
        if (name == N::gpusPerNode)
            return CliJobInput::tr("--gpus-per-node: \"%1\" is not a GPU count from %2 to %3")
                .arg(text)
                .arg(min)
                .arg(max);
        return CliJobInput::tr("--%1: \"%2\" is not a whole number").arg(name, text);
    }
    target = *value;
    return {};
}

// Any whole number: the model says which are out of range, with its fix.
QString readInteger(const QString& text, const QString& name, int& target)
{
    return readCount(text, name, std::numeric_limits<int>::min(), std::numeric_limits<int>::max(), target);
}

template <typename Enum>
QString readChoice(const QString& text, const QString& name, Enum& target,
                   std::optional<Enum> (*fromKey)(const QString&), const QStringList& choices)
{
    const std::optional<Enum> value = fromKey(text);
    if (!value)
        return CliJobInput::tr("--%1: \"%2\" is not one of: %3").arg(name, text, choices.join(QStringLiteral(", ")));
    target = *value;
    return {};
}

QString readElastic(const QString& text, JobSpec& job)
{
    if (text == QLatin1String("off")) {
        job.elastic.reset();
        return {};
    }
    const QStringList parts = text.split(u':');
    const std::optional<int> minNodes = parts.size() == 2 ? parseInteger(parts[0]) : std::nullopt;
    const std::optional<int> maxNodes = parts.size() == 2 ? parseInteger(parts[1]) : std::nullopt;
    if (!minNodes || !maxNodes)
        return CliJobInput::tr("--elastic: \"%1\" is not MIN:MAX, e.g. 1:4").arg(text);
    job.elastic = ElasticRange{*minNodes, *maxNodes};
    return {};
}

// NAME=VALUE into `list`, replacing the value of one of the same name (from --job FILE).
void setVariable(QList<EnvVar>& list, const EnvVar& var)
{
    auto existing = std::find_if(list.begin(), list.end(), [&](const EnvVar& v) { return v.name == var.name; });
    if (existing != list.end())
        existing->value = var.value;
    else
        list.append(var);
}

QString readExported(const QStringList& assignments, JobSpec& job)
{
    for (const QString& assignment : assignments) {
        const qsizetype equals = assignment.indexOf(u'=');
        if (equals <= 0)
            return CliJobInput::tr("--env: \"%1\" is not NAME=VALUE").arg(assignment);
        setVariable(job.env, EnvVar{assignment.left(equals), assignment.mid(equals + 1)});
    }
    return {};
}

QString readNproc(const QString& text, JobSpec& job)
{
    const std::optional<NprocPerNode> value = nprocPerNodeFromKey(text);
    if (!value)
        return CliJobInput::tr("--nproc-per-node: \"%1\" is not a number, gpus, gpu or auto").arg(text);
    job.nprocPerNode = *value;
    return {};
}

} // namespace

CliJobInput::Takes CliJobInput::wholeJob()
{
    return {.jobFile = true,
            .fields = true,
            .context = {N::torch, N::nodes, N::gpusPerNode, N::python, N::role, N::jobName, N::platformEnv}};
}

CliJobInput::Takes CliJobInput::jobOrCommand()
{
    Takes takes = wholeJob();
    takes.commandFile = true;
    takes.context.append(N::hosts);
    return takes;
}

CliJobInput::Takes CliJobInput::jobSource()
{
    return {.jobFile = true, .commandFile = true, .context = {N::torch, N::platformEnv}};
}

CliJobInput::Takes CliJobInput::nodeCheck()
{
    Takes takes = jobSource();
    takes.context += {N::hosts, N::python};
    return takes;
}

CliJobInput::Takes CliJobInput::commandChecks()
{
    return {.jobFile = true,
            .context = {N::torch, N::nodes, N::gpusPerNode, N::python, N::role, N::jobName, N::platformEnv},
            .olderEnv = true};
}

CliJobInput::Takes CliJobInput::commandOnHosts()
{
    return {.context = {N::hosts, N::nodes, N::gpusPerNode, N::role, N::platformEnv}, .olderEnv = true};
}

CliJobInput::CliJobInput(Takes takes) : m_takes(std::move(takes)) {}

void CliJobInput::addOptions(QCommandLineParser& parser) const
{
    if (m_takes.jobFile)
        CliJobOptions::add(parser, N::job);
    if (m_takes.commandFile)
        CliJobOptions::add(parser, N::command);
    // In the table's order, whatever order the subcommand names them in.
    for (const QString& name : CliJobOptions::names(Kind::Context)) {
        if (m_takes.context.contains(name))
            CliJobOptions::add(parser, name);
    }
    if (m_takes.fields) {
        for (const QString& name : CliJobOptions::names(Kind::Field))
            CliJobOptions::add(parser, name);
    }
    if (m_takes.olderEnv)
        CliJobOptions::addOlderSpelling(parser, N::env, QStringLiteral("NAME=VALUE"));
}

QString CliJobInput::read(const QCommandLineParser& parser, CliIo& io, const std::optional<QStringList>& scriptArgs)
{
    *this = CliJobInput(m_takes); // a second run reads afresh
    // Which options were given, each looked up once (an option the subcommand does not take is never set).
    for (const QString& name : parser.optionNames())
        m_given.insert(name == N::env && m_takes.olderEnv ? N::platformEnv : name);
    if (isSet(N::job) && isSet(N::command))
        return tr("--job and --command exclude each other: give one");
    if (isSet(N::torch)) {
        QString error;
        m_torch = CliTorchOption::read(parser, &error);
        if (!error.isEmpty())
            return error;
    }
    if (const QString error = readSource(parser, io); !error.isEmpty())
        return error;
    if (m_hasCommand && m_takes.fields) {
        for (const QString& name : CliJobOptions::names(Kind::Field)) {
            if (isSet(name))
                return tr("--%1 is a field of a job built from options; --command runs as written: leave it out")
                    .arg(name);
        }
    }
    // check and diagnose build no job of their own: platform variables describe the nodes of one.
    if (isSet(N::platformEnv) && !m_takes.fields && m_takes.commandFile && !m_job) {
        if (m_importError.isEmpty())
            return tr("--platform-env: give it with --job or --command, whose nodes it describes");
    }
    JobSpec job = m_job.value_or(JobSpec());
    // The torch version follows the image's tag, as in the form; --torch (a context option) decides.
    if (isSet(N::image))
        ImageTorchVersion::setImage(job, parser.value(N::image));
    if (const QString error = readContext(parser, job); !error.isEmpty())
        return error;
    if (const QString error = readFields(parser, job); !error.isEmpty())
        return error;
    // Hosts given and no node count: the job has one node per host.
    if (!m_hosts.isEmpty() && !isSet(N::nodes) && !m_fromJobFile)
        job.nodeCount = static_cast<int>(qMin<qsizetype>(m_hosts.size(), JobSpec::kMaxNodes));
    if (m_takes.fields && !m_hasCommand && scriptArgs)
        job.scriptArgs = *scriptArgs;
    if (m_job || m_takes.fields)
        m_job = job;
    m_context = job;
    return {};
}

QString CliJobInput::readSource(const QCommandLineParser& parser, CliIo& io)
{
    if (isSet(N::job)) {
        const JobFileResult loaded = JobFile::load(parser.value(N::job));
        if (!loaded.ok())
            return tr("--job: %1").arg(loaded.error.toString());
        m_job = *loaded.job;
        m_fromJobFile = true;
    }
    if (!isSet(N::command))
        return {};
    CliInput input;
    if (!input.read(parser.value(N::command), io))
        return tr("--command: %1").arg(input.error());
    m_command = input.text();
    m_hasCommand = true;
    // A command does not say which torch it was written for: "unknown" reads the spellings of
    // every release unless --torch says which.
    JobSpec base;
    base.torchVersion = m_torch.value_or(TorchVersion());
    const CommandImport imported = CommandImporter::import(m_command, base);
    if (imported.ok) {
        m_job = imported.job;
        m_notCarried = imported.notRepresented;
    } else {
        m_importError = imported.error;
    }
    return {};
}

QString CliJobInput::readContext(const QCommandLineParser& parser, JobSpec& job)
{
    if (m_torch)
        job.torchVersion = *m_torch;
    if (isSet(N::nodes)) {
        if (const QString error = readCount(parser.value(N::nodes), N::nodes, 1, JobSpec::kMaxNodes, job.nodeCount);
            !error.isEmpty())
            return error;
    }
    if (isSet(N::gpusPerNode)) {
        if (const QString error =
                readCount(parser.value(N::gpusPerNode), N::gpusPerNode, 0, JobSpec::kMaxGpusPerNode, job.gpusPerNode);
            !error.isEmpty())
            return error;
    }
    if (isSet(N::python)) {
        m_python = parser.value(N::python);
        job.python = m_python;
    }
    if (isSet(N::role)) {
        const QString role = parser.value(N::role);
        // Any name that gives variable names: worker, gpu-worker (VC_GPU_WORKER_HOSTS), ...
        if (role.isEmpty() || !PlatformEnvironment::isVariableName(PlatformEnvironment::hostsVariable(role)))
            return tr("--role: \"%1\" is not a role name (letters, digits and '-', as in VC_<ROLE>_HOSTS)").arg(role);
        job.roleName = role;
    }
    if (isSet(N::jobName)) {
        const QString name = parser.value(N::jobName);
        // A command's simulated pods take the name as given; a job built from options keeps any
        // name (the Volcano export makes a valid one of it, and says so).
        if (!m_takes.fields && !KubernetesName::isDnsLabel(name))
            return tr("--job-name: \"%1\" is not a valid job name (lower-case letters, digits and '-')").arg(name);
        job.jobName = name;
    }
    if (isSet(N::hosts)) {
        const HostListResult hosts = HostList::parse(parser.value(N::hosts));
        if (!hosts.ok())
            return tr("--hosts: %1").arg(hosts.error);
        m_hosts = hosts.hosts;
    }
    // The platform's variables, merged in this one place: --job FILE's first, each given one on
    // top (the older spelling --env, where it is read, names itself in an error).
    QList<QPair<QString, QStringList>> spellings{{N::platformEnv, CliJobOptions::values(parser, N::platformEnv)}};
    if (m_takes.olderEnv)
        spellings.append({N::env, CliJobOptions::values(parser, N::env)});
    for (const auto& [spelling, assignments] : spellings) {
        for (const QString& assignment : assignments) {
            EnvVar var;
            if (const QString error = PlatformEnvironment::parseAssignment(assignment, var); !error.isEmpty())
                return N::flag(spelling) + QStringLiteral(": ") + error;
            setVariable(job.platformVariables, var);
        }
    }
    return {};
}

QString CliJobInput::readFields(const QCommandLineParser& parser, JobSpec& job) const
{
    if (!m_takes.fields)
        return {};
    if (isSet(N::script) && isSet(N::module))
        return tr("--script and --module exclude each other: give one");
    if (isSet(N::script)) {
        job.entryKind = EntryKind::Script;
        job.entry = parser.value(N::script);
    } else if (isSet(N::module)) {
        job.entryKind = EntryKind::Module;
        job.entry = parser.value(N::module);
    }
    if (isSet(N::rdzvId))
        job.rendezvousId = parser.value(N::rdzvId);
    if (isSet(N::nnodesFromEnv))
        job.nnodesFromEnv = true;
    if (isSet(N::useEnv))
        job.localRankFrom = LocalRankFrom::Environment;
    // Each step reads one option when given; the first refusal is the error.
    const QList<std::pair<QString, std::function<QString(const QString&)>>> steps{
        {N::framework,
         [&](const QString& text) {
             return readChoice(text, N::framework, job.computeFramework, computeFrameworkFromKey,
                               computeFrameworkKeys());
         }},
        {N::launcher,
         [&](const QString& text) {
             return readChoice(text, N::launcher, job.launcher, launcherFromKey, launcherKeys());
         }},
        {N::rdzvBackend,
         [&](const QString& text) {
             return readChoice(text, N::rdzvBackend, job.rendezvousBackend, rendezvousBackendFromKey,
                               rendezvousBackendKeys());
         }},
        {N::port, [&](const QString& text) { return readInteger(text, N::port, job.port); }},
        {N::elastic, [&](const QString& text) { return readElastic(text, job); }},
        {N::maxRestarts, [&](const QString& text) { return readInteger(text, N::maxRestarts, job.maxRestarts); }},
        {N::nprocPerNode, [&](const QString& text) { return readNproc(text, job); }},
        {N::env, [&](const QString&) { return readExported(parser.values(N::env), job); }},
        {N::masterFrom,
         [&](const QString& text) {
             return readChoice(text, N::masterFrom, job.masterDerivation, masterDerivationFromKey,
                               masterDerivationKeys());
         }},
        {N::localRankFrom,
         [&](const QString& text) {
             return readChoice(text, N::localRankFrom, job.localRankFrom, localRankFromFromKey, localRankFromKeys());
         }},
    };
    for (const auto& [name, step] : steps) {
        if (!isSet(name))
            continue;
        if (const QString error = step(parser.value(name)); !error.isEmpty())
            return error;
    }
    return {};
}

ValidationOptions CliJobInput::validationOptions() const
{
    ValidationOptions options = m_fromJobFile ? ValidationOptions::forJob(m_context) : ValidationOptions();
    if (isSet(N::torch))
        options.torch = m_context.torchVersion;
    if (isSet(N::nodes))
        options.nodes = m_context.nodeCount;
    if (isSet(N::gpusPerNode))
        options.gpusPerNode = m_context.gpusPerNode;
    if (isSet(N::python))
        options.python = m_context.python;
    if (isSet(N::role))
        options.roleName = m_context.roleName;
    if (isSet(N::jobName))
        options.jobName = m_context.jobName;
    if (isSet(N::platformEnv))
        options.platformVariables = m_context.platformVariables;
    return options;
}

QStringList CliJobInput::notCarriedMessages() const
{
    QStringList lines;
    for (const QString& part : m_notCarried)
        lines.append(tr("--command: not carried into the job (the command runs as written): %1").arg(part));
    return lines;
}

} // namespace ddpw
