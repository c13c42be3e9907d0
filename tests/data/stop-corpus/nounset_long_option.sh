set -o nounset
echo "starting on ${VC_TASK_INDEX}"
echo "log level ${LOG_LEVEL}"
torchrun --nnodes=2 --nproc_per_node=8 train.py
