# launcher: torchrun
# idioms: bash-rematch, hostname-var
# expect: ok
# The node rank from the pod's own name, <job>-worker-<index>, with a regular expression.
NODE_RANK=0
if [[ "$HOSTNAME" =~ -worker-([0-9]+)$ ]]; then
    NODE_RANK=${BASH_REMATCH[1]}
fi
torchrun --nnodes=$VC_WORKER_NUM --nproc_per_node=8 --node_rank=$NODE_RANK \
    --master_addr=${VC_WORKER_HOSTS%%,*} --master_port=29500 train.py
