# brace expansion comes before $(( )): the loop runs once with i='{0..1}', and the subscript is
# an arithmetic syntax error, at which bash -c gives up the whole command
HOSTS=(${VC_WORKER_HOSTS//,/ })
for i in {0..$((VC_WORKER_NUM - 1))}; do
  if [ "${HOSTS[$i]}" = "$HOSTNAME.job" ]; then NODE_RANK=$i; fi
done
torchrun --nnodes=$VC_WORKER_NUM --node_rank=$NODE_RANK --nproc_per_node=8 --master_addr=${HOSTS[0]} --master_port=29500 train.py
