set -u
# In a function's body BASH_SOURCE has an element: bash goes on
log() { echo "[${BASH_SOURCE[0]}] $*"; }
log starting
echo "files: ${#BASH_SOURCE[@]}"
torchrun --nnodes=2 --node_rank="$VC_TASK_INDEX" --nproc_per_node=8 --master_addr="${VC_WORKER_HOSTS%%,*}" --master_port=29500 train.py
