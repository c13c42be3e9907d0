# export -f hands a function to child bash shells: bash -c can call it with its own arguments.
# A function not exported is unknown there (127), and export -fn takes the export back.
launch() {
    torchrun --nnodes=2 --node_rank=$VC_TASK_INDEX --nproc_per_node=8 --master_addr=${VC_WORKER_HOSTS%%,*} --master_port=29500 "$@"
}
note() { echo "$*" > note.txt; }
export -f launch note
export -fn note
bash -c 'note hello; launch train.py --epochs 3'
