set -e
# node: 0
# expr STRING : REGEX exits 1 when it writes 0: the rank taken from node 0's host name stops bash
NODE_RANK=$(expr "$HOSTNAME" : '.*-\([0-9][0-9]*\)$')
torchrun --nnodes=2 --node_rank="$NODE_RANK" --nproc_per_node=8 --master_addr="${VC_WORKER_HOSTS%%,*}" --master_port=29500 train.py
