# nodes: 16
# torch: 1.13
# outcome: node 0: bash reaches no launcher (exit 2: script.sh: line 8: syntax error: unexpected end of file)
MASTER=$(echo $VC_WORKER_HOSTS | sed 's/,.*//')
if [ "$VC_TASK_INDEX" -eq 0 ]; then
    NODE_RANK=0
else
    NODE_RANK=$VC_TASK_INDEX
fi
python -m torch.distributed.launch --use_env --nnodes 16 --nproc_per_node 8 --master_addr="$MASTER" --master_port 29500 --node_rank=$NODE_RANK train.py
