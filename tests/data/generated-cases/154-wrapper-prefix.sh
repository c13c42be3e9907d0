# nodes: 2
# torch: 1.13
# A launcher behind commands that run it (nice, timeout, taskset): torchrun is still the program that
# parses these options, and the node count is wrong.
nice -n 5 timeout -k 30 72h taskset -c 0 torchrun --nnodes=3 --nproc_per_node=8 \
    --node_rank=$VC_TASK_INDEX --master_addr=${VC_WORKER_HOSTS%%,*} --master_port=29500 train.py
