# launcher: torchrun
# idioms: args-string, word-splitting, backticks, awk, modelarts
# env: MA_NUM_GPUS=8
# env: MA_NUM_HOSTS=2
# expect: ok
# The launcher options kept in one string and split by the unquoted expansion.
master_addr=`echo $VC_WORKER_HOSTS|awk -F "," '{print $1}'`
MASTER_PORT=12345
DISTRIBUTED_ARGS="--nproc_per_node $MA_NUM_GPUS --nnodes $MA_NUM_HOSTS --node_rank $VC_TASK_INDEX --master_addr $master_addr --master_port $MASTER_PORT"
torchrun $DISTRIBUTED_ARGS pretrain_gpt.py --tensor-model-parallel-size 8 --bf16
