#pragma once

#include "model/JobSpec.h"

#include <QCoreApplication>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

namespace ddpw {

// Who puts a variable into a node's environment.
enum class PlatformSource {
    EnvPlugin, // Volcano's env plugin: the pod's index in its task
    SvcPlugin, // Volcano's svc plugin: every task's hosts and their number
    PodName,   // the container's host name, which the svc plugin makes the pod's name
    User,      // one the user declared for their platform, with a sample value
};

struct PlatformVariable
{
    QString name;
    QString value;
    PlatformSource source = PlatformSource::User;
    friend bool operator==(const PlatformVariable&, const PlatformVariable&) = default;
};

// The environment a node of the job starts with on a Volcano platform (the env and svc plugins,
// docs/platform-variables.md), plus the variables the user declared for their platform. The one
// place that builds it: validate, expand, the per-node view and the dry-run all take it from here.
//
// Names follow Volcano: pod k of task T of job J is J-T-k (helpers.MakePodName), reached by the
// other pods as J-T-k.J; the task's variables are VC_<T>_HOSTS and VC_<T>_NUM with T upper-cased
// and '-' turned into '_' (plugins/svc/svc.go), so role "gpu-worker" gives VC_GPU_WORKER_HOSTS.
class PlatformEnvironment
{
    Q_DECLARE_TR_FUNCTIONS(PlatformEnvironment)

public:
    // "gpu-worker" -> "GPU_WORKER", as the svc plugin spells a task in variable names.
    static QString roleKey(const QString& role);
    static QString hostsVariable(const QString& role) { return QStringLiteral("VC_%1_HOSTS").arg(roleKey(role)); }
    static QString countVariable(const QString& role) { return QStringLiteral("VC_%1_NUM").arg(roleKey(role)); }
    static QString taskIndexVariable() { return QStringLiteral("VC_TASK_INDEX"); }
    // The env plugin's older name for the same index, still set beside VC_TASK_INDEX.
    static QString legacyTaskIndexVariable() { return QStringLiteral("VK_TASK_INDEX"); }

    // Pod `index` of the job's role: "<job>-<role>-<index>", its HOSTNAME.
    static QString podName(const JobSpec& job, int index);
    // What the svc plugin lists in VC_<ROLE>_HOSTS: "<job>-<role>-<k>.<job>" for each node of a
    // job with a valid node count (empty otherwise).
    static QStringList podHosts(const JobSpec& job);
    // The host name part of a host ("a" of "a.b.c"); empty for an IP address, which names no pod.
    static QString hostNameOf(const QString& host);

    // What the platform sets on node `index` of a role with these hosts: VC_TASK_INDEX and
    // VK_TASK_INDEX (env plugin), VC_<ROLE>_HOSTS and VC_<ROLE>_NUM (svc plugin) and, when
    // hostName is not empty, HOSTNAME. In that order.
    static QList<PlatformVariable> presets(const QString& role, const QStringList& hosts, int index,
                                           const QString& hostName);
    // Node `index` of the job: the presets over `hosts` (empty: podHosts(job)) with the pod's name
    // as HOSTNAME, then the user's platform variables in their order. A user variable with a
    // preset's name, an invalid name or a repeated name is left out (validate/JobChecks says so):
    // the platform's own value is what the node sees.
    static QList<PlatformVariable> forJob(const JobSpec& job, int index, QStringList hosts = {});
    // presets + extra (the CLI's --env), an extra with a preset's name replacing its value.
    static QList<PlatformVariable> withExtra(QList<PlatformVariable> variables, const QList<EnvVar>& extra);

    // The names presets() gives for this role (whatever the hosts).
    static QStringList presetNames(const QString& role);
    static QMap<QString, QString> toMap(const QList<PlatformVariable>& variables);
    // "Volcano env plugin", ... for the form and the docs.
    static QString sourceText(PlatformSource source);

    // A name a variable can have in bash and in a container's env: [A-Za-z_][A-Za-z0-9_]*.
    static bool isVariableName(QStringView name);
    // Reads "NAME=VALUE" (the CLI's --env); an empty error on success.
    static QString parseAssignment(const QString& text, EnvVar& out);
};

} // namespace ddpw
