# $? after a command that surely succeeded is 0: `|| true` makes the list succeed whatever the
# function returned, so every node reads 0 (a rank meant to come back as a return code is lost).
index_of() {
    [[ $HOSTNAME =~ -([0-9]+)$ ]] && return "${BASH_REMATCH[1]}"
    return 255
}
index_of || true
NODE_RANK=$?
mkdir -p logs
MADE=$?
torchrun --nnodes=2 --nproc_per_node=8 --node_rank=$NODE_RANK --rdzv_id="run-$MADE" \
    --master_addr=${VC_WORKER_HOSTS%%,*} --master_port=29500 train.py
