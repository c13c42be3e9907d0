NGPUS=2
PY_ARGS=${@:2}
torchrun --nproc_per_node=${NGPUS} train.py --launcher pytorch ${PY_ARGS}
