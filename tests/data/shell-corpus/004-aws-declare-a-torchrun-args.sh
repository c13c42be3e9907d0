set -ex
declare -a TORCHRUN_ARGS=(
    # one launcher per node, it forks the workers
    --nproc_per_node=8
    --nnodes=$VC_WORKER_NUM
    --rdzv_id=4242
    --rdzv_backend=c10d
    --rdzv_endpoint=${VC_WORKER_HOSTS%%,*}:29500
)
declare -a TRAINING_ARGS=(
    --max_steps 100
    --model_type "llama_v2"
)
export TRAIN_SCRIPT=./train.py
torchrun "${TORCHRUN_ARGS[@]}" $TRAIN_SCRIPT "${TRAINING_ARGS[@]}"
