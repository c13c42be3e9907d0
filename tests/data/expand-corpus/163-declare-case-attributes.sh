# declare -l and -u keep a variable's every value in lower or upper case (+= too); given together
# they cancel each other.
declare -l BACKEND=${RDZV_BACKEND:-C10D}
declare -u TAG=run
TAG+=-x
declare -lu MIXED=AbC
torchrun --nnodes=2 --node_rank=$VC_TASK_INDEX --nproc_per_node=8 --rdzv_backend=$BACKEND --rdzv_endpoint=${VC_WORKER_HOSTS%%,*}:29400 train.py --tag "$TAG" --m "$MIXED"
