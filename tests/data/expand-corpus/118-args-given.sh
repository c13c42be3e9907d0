# args: 4 --fast
# Run as `bash train.sh 4 --fast`: expand --args gives the script the same arguments.
NUM_GPUS=${1:-1}
shift
torchrun --nproc-per-node=$NUM_GPUS --nnodes=2 t.py "$@" --count $#
