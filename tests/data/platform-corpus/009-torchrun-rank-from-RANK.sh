# launcher: torchrun
# idioms: default-chain, unset-platform-var
# expect: wrong-rank
# RANK is what the pytorch plugin sets; with only the env and svc plugins it is unset, the
# default 0 wins and every node claims node rank 0.
NNODES=${VC_WORKER_NUM:-1}
NODE_RANK=${RANK:-0}
MASTER_ADDR=${VC_WORKER_HOSTS%%,*}
torchrun --nnodes=$NNODES --node_rank=$NODE_RANK --nproc_per_node=8 \
    --master_addr=$MASTER_ADDR --master_port=29500 train.py
