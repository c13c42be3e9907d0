set -e
# The child's last command fails: so does bash -c, and set -e stops this shell
bash -c 'echo checking; [ 1 = 2 ]'
torchrun --nnodes=2 --node_rank="$VC_TASK_INDEX" --nproc_per_node=8 --master_addr="${VC_WORKER_HOSTS%%,*}" --master_port=29500 train.py
