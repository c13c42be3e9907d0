#pragma once

// The platform guide's two start commands (shared/seed/platform-pytorch-ddp.en.md), as its
// users paste them: the guide's own placeholder for the script unless a test names one.

#include <QString>

namespace ddpw::test {

inline QString guideTorchrun(const QString& script = QStringLiteral("YOUR_TRAINING_SCRIPT.py"))
{
    return QStringLiteral("# Use the first node of the worker group as the rendezvous master\n"
                          "export MASTER=`echo ${VC_WORKER_HOSTS} | awk -F , '{print $1}'`\n\n"
                          "torchrun \\\n    --rdzv-id=0 \\\n    --rdzv-backend=c10d \\\n"
                          "    --rdzv-endpoint=${MASTER}:29500 \\\n    --nnodes=2 \\\n    --nproc_per_node=8 \\\n"
                          "    %1 \\\n    --epochs 3\n")
        .arg(script);
}

inline QString guideLaunch(const QString& script = QStringLiteral("YOUR_TRAINING_SCRIPT.py"))
{
    return QStringLiteral("# Use the first node of the worker group as the master\n"
                          "export MASTER=`echo ${VC_WORKER_HOSTS} | awk -F , '{print $1}'`\n\n"
                          "python -m torch.distributed.launch \\\n    --nnodes=2 \\\n"
                          "    --nproc-per-node=8 \\\n    --node-rank=${VC_TASK_INDEX} \\\n"
                          "    --master-addr=${MASTER} \\\n    --master-port=29500 \\\n"
                          "    %1 \\\n    --epochs 3\n")
        .arg(script);
}

} // namespace ddpw::test
