# A file the command writes and runs by its path: its #! line names the shell, a child with the
# exported variables only.
export NODE_RANK=$VC_TASK_INDEX
HIDDEN=7
printf '%s\n' '#!/usr/bin/env bash' 'torchrun --nnodes=2 --node_rank=$NODE_RANK --nproc_per_node=${HIDDEN:-2} train.py' > launch.sh
chmod +x launch.sh
./launch.sh
