#include "export/VolcanoExporter.h"

#include "generate/CommandGenerator.h"
#include "util/BuildInfo.h"
#include "util/KubernetesName.h"
#include "validate/JobChecks.h"

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <string>
#include <utility>

namespace ddpw {

namespace {

const char* const kContainerName = "trainer";
const char* const kShmVolume = "dshm";
// Where the original job name is kept when the manifest had to use a cleaned-up one.
const char* const kOriginalNameAnnotation = "ddpwizard/job-name";

std::string utf8(const QString& text)
{
    const QByteArray bytes = text.toUtf8();
    return std::string(bytes.constData(), static_cast<std::size_t>(bytes.size()));
}

// Characters that yaml-cpp writes raw inside a double-quoted scalar but that other YAML
// readers refuse (DEL, C1 controls, BOM, non-characters) or read as a line break and fold
// (U+2028, U+2029). Strings holding one are written with every non-ASCII character escaped.
bool needsEscapes(const QString& text)
{
    for (const QChar c : text) {
        const char16_t u = c.unicode();
        if (u == 0x7f || (u >= 0x80 && u <= 0x9f) || u == 0x2028 || u == 0x2029 || u == 0xfeff || u == 0xfffe ||
            u == 0xffff)
            return true;
    }
    return false;
}

// Everything the user typed is double-quoted: a plain scalar would turn "123", "yes", "null"
// or "on" into a number, boolean or null, which Kubernetes rejects where it wants a string.
void emitUserString(YAML::Emitter& out, const QString& text)
{
    if (needsEscapes(text))
        out << YAML::EscapeNonAscii;
    out << YAML::DoubleQuoted << utf8(text);
}

// A literal block (|) keeps the start command readable as the user knows it. It reads back
// exactly only with one final newline, no leading space or blank first line (those would need
// an indentation indicator) and only printable characters, so anything else is double-quoted.
bool fitsLiteralBlock(const QString& text)
{
    if (!text.endsWith(u'\n') || text.endsWith(QLatin1String("\n\n")) || text.startsWith(u' ') ||
        text.startsWith(u'\n'))
        return false;
    for (const QChar c : text) {
        const char16_t u = c.unicode();
        if (u == u'\n' || u == u'\t')
            continue;
        if (u < 0x20 || u == 0x7f || (u >= 0x80 && u <= 0x9f) || u == 0x2028 || u == 0x2029 || u == 0xfeff ||
            u == 0xfffe || u == 0xffff)
            return false;
    }
    return true;
}

void emitCommandText(YAML::Emitter& out, const QString& command)
{
    if (fitsLiteralBlock(command))
        out << YAML::Literal << utf8(command);
    else
        emitUserString(out, command);
}

int decimalDigits(int value)
{
    return static_cast<int>(QString::number(value).size());
}

struct Plan
{
    QString jobName;
    QString taskName;
    int replicas = 0;
    int minAvailable = 0;
};

class ManifestWriter
{
public:
    ManifestWriter(const JobSpec& job, const VolcanoExportOptions& options, const Plan& plan)
        : m_job(job), m_options(options), m_plan(plan)
    {
    }

    QString write()
    {
        m_out.SetIndent(2);
        m_out << YAML::Comment(utf8(QStringLiteral("Volcano Job written by DDP Wizard %1. Needs Volcano's env and svc "
                                                   "plugins; apply with: kubectl apply -f FILE")
                                        .arg(QLatin1String(DDPW_VERSION))));
        m_out << YAML::BeginMap;
        m_out << YAML::Key << "apiVersion" << YAML::Value << "batch.volcano.sh/v1alpha1";
        m_out << YAML::Key << "kind" << YAML::Value << "Job";
        writeMetadata();
        writeSpec();
        m_out << YAML::EndMap;
        return QString::fromUtf8(m_out.c_str()) + u'\n';
    }

private:
    void writeMetadata()
    {
        m_out << YAML::Key << "metadata" << YAML::Value << YAML::BeginMap;
        m_out << YAML::Key << "name" << YAML::Value;
        emitUserString(m_out, m_plan.jobName);
        if (!m_options.namespaceName.isEmpty()) {
            m_out << YAML::Key << "namespace" << YAML::Value;
            emitUserString(m_out, m_options.namespaceName);
        }
        if (m_plan.jobName != m_job.jobName) {
            m_out << YAML::Key << "annotations" << YAML::Value << YAML::BeginMap;
            m_out << YAML::Key << kOriginalNameAnnotation << YAML::Value;
            emitUserString(m_out, m_job.jobName);
            m_out << YAML::EndMap;
        }
        m_out << YAML::EndMap;
    }

    void writeSpec()
    {
        m_out << YAML::Key << "spec" << YAML::Value << YAML::BeginMap;
        m_out << YAML::Key << "schedulerName" << YAML::Value << "volcano";
        // Gang scheduling: no pod starts until this many can, so a DDP job never holds GPUs
        // while it waits for the rest of its rendezvous.
        m_out << YAML::Key << "minAvailable" << YAML::Value << m_plan.minAvailable;
        m_out << YAML::Key << "maxRetry" << YAML::Value << m_options.maxRetry;
        // env: VC_TASK_INDEX (the node rank). svc: VC_<ROLE>_HOSTS, VC_<ROLE>_NUM, the headless
        // Service that makes <job>-<task>-<index>.<job> resolve, so MASTER is reachable.
        m_out << YAML::Key << "plugins" << YAML::Value << YAML::BeginMap;
        m_out << YAML::Key << "env" << YAML::Value << YAML::Flow << YAML::BeginSeq << YAML::EndSeq;
        m_out << YAML::Key << "svc" << YAML::Value << YAML::Flow << YAML::BeginSeq << YAML::EndSeq;
        m_out << YAML::EndMap;
        writePolicies();
        m_out << YAML::Key << "tasks" << YAML::Value << YAML::BeginSeq;
        writeTask();
        m_out << YAML::EndSeq;
        m_out << YAML::EndMap;
    }

    // DDP is all-or-nothing: once one node is gone the others block in NCCL until a timeout.
    // An eviction (preemption, node drain) is not the job's fault, so the whole gang restarts
    // (up to maxRetry). A failed pod means torchrun already used its own --max-restarts inside
    // the pod, so a restart would fail the same way: abort, which stops every pod and frees the
    // GPUs but keeps the job resumable (vcctl job resume) if the cause was outside it.
    void writePolicies()
    {
        m_out << YAML::Key << "policies" << YAML::Value << YAML::BeginSeq;
        writePolicy("PodEvicted", "RestartJob");
        writePolicy("PodFailed", "AbortJob");
        m_out << YAML::EndSeq;
    }

    void writePolicy(const char* event, const char* action)
    {
        m_out << YAML::BeginMap;
        m_out << YAML::Key << "event" << YAML::Value << event;
        m_out << YAML::Key << "action" << YAML::Value << action;
        m_out << YAML::EndMap;
    }

    void writeTask()
    {
        m_out << YAML::BeginMap;
        m_out << YAML::Key << "name" << YAML::Value;
        emitUserString(m_out, m_plan.taskName);
        m_out << YAML::Key << "replicas" << YAML::Value << m_plan.replicas;
        m_out << YAML::Key << "template" << YAML::Value << YAML::BeginMap;
        m_out << YAML::Key << "spec" << YAML::Value << YAML::BeginMap;
        // Never: a failing container must fail its pod so that the job policy above ends the
        // job; with OnFailure the kubelet would restart it alone and the rendezvous would hang.
        m_out << YAML::Key << "restartPolicy" << YAML::Value << "Never";
        m_out << YAML::Key << "containers" << YAML::Value << YAML::BeginSeq;
        writeContainer();
        m_out << YAML::EndSeq;
        writeVolumes();
        m_out << YAML::EndMap;
        m_out << YAML::EndMap;
        m_out << YAML::EndMap;
    }

    void writeContainer()
    {
        m_out << YAML::BeginMap;
        m_out << YAML::Key << "name" << YAML::Value << kContainerName;
        m_out << YAML::Key << "image" << YAML::Value;
        emitUserString(m_out, m_job.image);
        // bash, not sh: the platform runs its start command with bash and the generator's
        // quoting is proven against bash; sh is dash or busybox in many images. bash -c execs
        // the final simple command (the launcher), so the pod's SIGTERM reaches torchrun.
        m_out << YAML::Key << "command" << YAML::Value << YAML::Flow << YAML::BeginSeq << "bash"
              << "-c" << YAML::EndSeq;
        m_out << YAML::Key << "args" << YAML::Value << YAML::BeginSeq;
        emitCommandText(m_out, CommandGenerator(m_job).platformCommand());
        m_out << YAML::EndSeq;
        writeEnv();
        m_out << YAML::Key << "ports" << YAML::Value << YAML::BeginSeq << YAML::BeginMap;
        m_out << YAML::Key << "name" << YAML::Value << "rendezvous";
        m_out << YAML::Key << "containerPort" << YAML::Value << m_job.port;
        m_out << YAML::Key << "protocol" << YAML::Value << "TCP";
        m_out << YAML::EndMap << YAML::EndSeq;
        writeResources();
        m_out << YAML::Key << "volumeMounts" << YAML::Value << YAML::BeginSeq << YAML::BeginMap;
        m_out << YAML::Key << "name" << YAML::Value << kShmVolume;
        m_out << YAML::Key << "mountPath" << YAML::Value << "/dev/shm";
        m_out << YAML::EndMap << YAML::EndSeq;
        m_out << YAML::EndMap;
    }

    void writeEnv()
    {
        if (m_job.env.isEmpty())
            return;
        m_out << YAML::Key << "env" << YAML::Value << YAML::BeginSeq;
        for (const EnvVar& var : m_job.env) {
            m_out << YAML::BeginMap;
            m_out << YAML::Key << "name" << YAML::Value;
            emitUserString(m_out, var.name);
            m_out << YAML::Key << "value" << YAML::Value;
            emitUserString(m_out, var.value);
            m_out << YAML::EndMap;
        }
        m_out << YAML::EndSeq;
    }

    // Extended resources such as GPUs need requests equal to limits; a CPU-only job asks none.
    void writeResources()
    {
        if (m_job.gpusPerNode <= 0)
            return;
        m_out << YAML::Key << "resources" << YAML::Value << YAML::BeginMap;
        for (const char* kind : {"limits", "requests"}) {
            m_out << YAML::Key << kind << YAML::Value << YAML::BeginMap;
            m_out << YAML::Key << "nvidia.com/gpu" << YAML::Value << m_job.gpusPerNode;
            m_out << YAML::EndMap;
        }
        m_out << YAML::EndMap;
    }

    // Docker and containerd give a container a 64 MiB /dev/shm. DDP's DataLoader workers pass
    // batches through shared memory and NCCL uses it between local ranks, so 64 MiB ends in
    // "bus error" crashes; a memory-backed emptyDir lifts that limit (it counts against the
    // pod's memory).
    void writeVolumes()
    {
        m_out << YAML::Key << "volumes" << YAML::Value << YAML::BeginSeq << YAML::BeginMap;
        m_out << YAML::Key << "name" << YAML::Value << kShmVolume;
        m_out << YAML::Key << "emptyDir" << YAML::Value << YAML::BeginMap;
        m_out << YAML::Key << "medium" << YAML::Value << "Memory";
        m_out << YAML::EndMap;
        m_out << YAML::EndMap << YAML::EndSeq;
    }

    const JobSpec& m_job;
    const VolcanoExportOptions& m_options;
    const Plan& m_plan;
    YAML::Emitter m_out;
};

} // namespace

VolcanoExporter::VolcanoExporter(const JobSpec& job, VolcanoExportOptions options)
    : m_job(job), m_options(std::move(options))
{
}

VolcanoExport VolcanoExporter::exportJob(const JobSpec& job, const VolcanoExportOptions& options)
{
    return VolcanoExporter(job, options).run();
}

int VolcanoExporter::maxJobNameLength(const QString& taskName, int replicas)
{
    const int lastIndex = std::max(replicas - 1, 0);
    return KubernetesName::kMaxLength - static_cast<int>(taskName.size()) - 2 - decimalDigits(lastIndex);
}

VolcanoExport VolcanoExporter::run() const
{
    VolcanoExport result;
    for (const CommandDiagnostic& problem : JobChecks::problems(m_job)) {
        if (problem.severity == Severity::Error) {
            result.error = tr("The job has errors; fix them before exporting: %1").arg(problem.message);
            return result;
        }
    }
    if (!m_options.namespaceName.isEmpty() && !KubernetesName::isDnsLabel(m_options.namespaceName)) {
        result.error = tr("The namespace \"%1\" is not a Kubernetes name: lower-case letters, digits and '-', "
                          "at most 63 characters.")
                           .arg(m_options.namespaceName);
        return result;
    }
    if (m_options.maxRetry < 0) {
        result.error = tr("The retry count must not be negative (got %1).").arg(m_options.maxRetry);
        return result;
    }

    Plan plan;
    plan.taskName = m_job.roleName;
    plan.replicas = m_job.nodeCount;
    plan.minAvailable = m_job.nodeCount;
    if (m_job.elastic) {
        // Gang-schedule the minimum torchrun needs; start the form's node count, kept inside
        // the range torchrun accepts.
        plan.replicas = std::clamp(m_job.nodeCount, m_job.elastic->minNodes, m_job.elastic->maxNodes);
        plan.minAvailable = m_job.elastic->minNodes;
        if (plan.replicas != m_job.nodeCount)
            result.warnings.append(tr("The node count %1 is outside the elastic range %2:%3; the manifest "
                                      "starts %4 pods.")
                                       .arg(m_job.nodeCount)
                                       .arg(m_job.elastic->minNodes)
                                       .arg(m_job.elastic->maxNodes)
                                       .arg(plan.replicas));
    }

    const int maxName = maxJobNameLength(plan.taskName, plan.replicas);
    if (maxName < 1) {
        result.error = tr("The role name \"%1\" leaves no room for a job name in the pod host names "
                          "<job>-<role>-<index>, which must fit in 63 characters; use a shorter role name.")
                           .arg(plan.taskName);
        return result;
    }
    plan.jobName = KubernetesName::sanitize(m_job.jobName, maxName);
    if (plan.jobName != m_job.jobName)
        result.warnings.append(
            tr("The job name \"%1\" cannot name a Volcano job; the manifest uses \"%2\" (lower-case letters, "
               "digits and '-', starting with a letter, at most %3 characters so that the pod host names "
               "%2-%4-<index> fit in 63).")
                .arg(m_job.jobName, plan.jobName, QString::number(maxName), plan.taskName));
    if (m_job.image.trimmed().isEmpty())
        result.warnings.append(tr("No container image is set: fill in the image before applying the manifest."));

    result.jobName = plan.jobName;
    result.taskName = plan.taskName;
    result.replicas = plan.replicas;
    result.minAvailable = plan.minAvailable;
    result.yaml = ManifestWriter(m_job, m_options, plan).write();
    return result;
}

} // namespace ddpw
