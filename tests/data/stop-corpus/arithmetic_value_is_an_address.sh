# a value that is no number is an expression to bash: an address is a syntax error, and an
# integer variable's assignment gives up the whole command
declare -i PORT_BASE
MASTER=10.1.0.10
PORT_BASE=$MASTER
torchrun --nnodes=2 --node_rank=$VC_TASK_INDEX --nproc_per_node=8 --master_addr=$MASTER --master_port=29500 train.py
