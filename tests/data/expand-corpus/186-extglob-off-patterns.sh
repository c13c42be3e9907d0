# Without `shopt -s extglob` (off in a script), +( ) and *( ) in ${VAR##pattern} are plain
# characters: the pod's name loses nothing, and a literal '+(a)' prefix is what is removed.
NODE_RANK=${HOSTNAME##+([a-z-])}
REST=${HOSTNAME##*([a-z])}
TAG="+(a)bc"
torchrun --nnodes=2 --nproc_per_node=8 --node_rank=$NODE_RANK --rdzv_id="${TAG#+(a)}-$REST" \
    --master_addr=${VC_WORKER_HOSTS%%,*} --master_port=29500 train.py
