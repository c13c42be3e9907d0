#pragma once

#include "model/JobSpec.h"
#include "util/TorchVersion.h"

#include <QMap>

#include <QString>
#include <QStringList>

#include <optional>

namespace ddpw {

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
    // Hosts the MASTER line is evaluated on (statically, nothing runs).
    QStringList sampleHosts{QStringLiteral("node-0.example"), QStringLiteral("node-1.example"),
                            QStringLiteral("node-2.example")};
    // What the user's platform sets besides Volcano's variables, with sample values (the job's
    // platform variables, `validate --env`).
    QList<EnvVar> platformVariables;
    // What the user chose on the form (forJob): a deprecation or a trap they picked knowingly is
    // said as info, not warned about. torch.distributed.launch was chosen (DDP602), and how the
    // script reads its local rank (launch only; DDP603 is info when it is the argument this torch
    // passes).
    bool launcherChosen = false;
    std::optional<LocalRankFrom> localRankFrom;

    // What the command must agree with for this job: its torch release, node count, GPUs per
    // node, role and (for launch.py) python. The one mapping for the preview, import and explain.
    static ValidationOptions forJob(const JobSpec& job);

    QString hostsVariable() const;
    QString countVariable() const;
    // The environment node `index` of the sample hosts starts with: Volcano's variables
    // (PlatformEnvironment::presets, HOSTNAME from the host's name) and platformVariables.
    QMap<QString, QString> sampleEnvironment(int index) const;
};

} // namespace ddpw
