# bash expands aliases in a script only after shopt -s expand_aliases: then the alias's words
# take the place of its name, and the launcher runs with them.
shopt -s expand_aliases
alias trun='torchrun --nproc_per_node=8'
trun --nnodes=2 --node_rank=$VC_TASK_INDEX --master_addr=${VC_WORKER_HOSTS%%,*} --master_port=29500 train.py
