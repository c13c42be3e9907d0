# envsubst fills $NAME and ${NAME} of a template from the environment: an exported variable gives
# its value, one that is only set gives nothing; with SHELL-FORMAT only the names it lists.
cat > launch.tpl <<'TPL'
torchrun --nnodes=${NNODES} --node_rank=$NODE_RANK --nproc_per_node=8 --master_addr=${MASTER} --master_port=29500 train.py --tag "${TAG:-none}" --run "$RUN" --home '$HOME'
TPL
export NNODES=$VC_WORKER_NUM NODE_RANK=$VC_TASK_INDEX MASTER=${VC_WORKER_HOSTS%%,*}
RUN=unexported
envsubst '$NNODES ${NODE_RANK} $MASTER $RUN' < launch.tpl > launch.sh
bash launch.sh
