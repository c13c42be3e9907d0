set -u
# bash -c reads no file: BASH_SOURCE is empty, and its first element unbound
echo "starting ${BASH_SOURCE[0]##*/} on $HOSTNAME"
torchrun --nnodes=2 --node_rank="$VC_TASK_INDEX" --nproc_per_node=8 --master_addr="${VC_WORKER_HOSTS%%,*}" --master_port=29500 train.py
