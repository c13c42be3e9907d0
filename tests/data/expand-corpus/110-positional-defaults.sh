# Meant to be run as `bash train.sh 8`; the platform runs it without arguments.
NUM_GPUS=${1:-1}
EPOCHS=${2-3}
torchrun --nproc-per-node=$NUM_GPUS --nnodes=$# t.py --epochs "$EPOCHS" "$@"
