# nodes: 4
# torch: 2.6
# outcome: node 0: bash reaches no launcher (exit 2: script.sh: line 7: syntax error: unexpected end of file)
if [ "$VC_TASK_INDEX" = 0 ]; then
    NODE_RANK=0
else
    NODE_RANK=$VC_TASK_INDEX
fi
torchrun --nnodes=${NNODES:-4} --nproc_per_node=8 --master_addr $(hostname) --master_port 29500 --node_rank=$NODE_RANK train.py
