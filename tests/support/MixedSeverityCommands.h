#pragma once

// Pasted start commands whose findings have more than one severity and are not worst first in
// the text (an info on the first word, the error in the middle): what the tests of the lists'
// one order (model/WorstFirst.h) read, in core and in the views. The last has six findings or more.

#include <QList>
#include <QString>

#include <utility>

namespace ddpw::test {

inline QList<std::pair<const char*, QString>> mixedSeverityCommands()
{
    return {
        {"mixed severities", QStringLiteral("torchrun --nnodes=2 --nproc_per_node=8 --rdzv_backend=c10d "
                                            "--rdzv_endpoint=$MASTER_ADDR:80 --node_rank=0 train.py --local_rank 0\n")},
        {"launch with an unset master",
         QStringLiteral("python -m torch.distributed.launch --nproc_per_node=8 --nnodes=2 --node_rank=0 "
                        "--master_addr=$MASTER_ADDR --master_port=80 train.py\n")},
        {"six findings",
         QStringLiteral("torchrun --nnodes 2 --nproc-per-node 8 --master_port 80 --rdzv-id none "
                        "--rdzv_backend c10d --rdzv_endpoint $MASTER:80 --node_rank=0 train.py --local_rank 0\n")},
    };
}

} // namespace ddpw::test
