#pragma once

#include "util/KubernetesName.h"
#include "util/TorchVersion.h"

#include <QMap>
#include <QString>
#include <QStringList>

#include <optional>

namespace ddpw {

struct JobSpec;

// What `validate` knows besides the snippet: the torch release of the image and, when the
// user gives them, the form's values that the command must agree with.
struct ValidationOptions
{
    TorchVersion torch = TorchVersion::of(2, 6);
    std::optional<int> nodes;       // the role's node count (VC_WORKER_NUM)
    std::optional<int> gpusPerNode; // 0 = CPU-only job
    QString python;                 // the image's python as the form names it; empty = not known
    QString roleName = QStringLiteral("worker");
    QString jobName = QStringLiteral("job"); // the simulated platform's pod names: <job>-<role>-<index>
    // Variables the platform sets besides Volcano's (MA_NUM_GPUS=8, ...): the simulated nodes
    // start with them, as `expand --env` does.
    QMap<QString, QString> platformVariables;
    // Hosts the MASTER line is evaluated on (statically, nothing runs).
    QStringList sampleHosts{QStringLiteral("node-0.example"), QStringLiteral("node-1.example"),
                            QStringLiteral("node-2.example")};

    // What the command must agree with for this job: its torch release, node count, GPUs per
    // node, role and (for launch.py) python. The one mapping for the preview, import and explain.
    static ValidationOptions forJob(const JobSpec& job);

    QString hostsVariable() const { return KubernetesName::hostsVariable(roleName); }
    QString countVariable() const { return KubernetesName::countVariable(roleName); }
};

} // namespace ddpw
