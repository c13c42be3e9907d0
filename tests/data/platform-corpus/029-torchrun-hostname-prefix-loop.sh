# launcher: torchrun
# nodes: 12
# idioms: hostname-var, glob-match, loop
# expect: wrong-rank
# A pattern match with a trailing *: worker-10 and worker-11 also match worker-1, and the
# loop stops at the first match.
NODE_RANK=-1
for ((i = 0; i < VC_WORKER_NUM; i++)); do
    if [[ "$HOSTNAME" == *-worker-$i* ]]; then
        NODE_RANK=$i
        break
    fi
done
torchrun --nnodes=$VC_WORKER_NUM --node_rank=$NODE_RANK --nproc_per_node=8 \
    --master_addr=${VC_WORKER_HOSTS%%,*} --master_port=29500 train.py
