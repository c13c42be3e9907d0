# Settings read with `source <(cmd)`: what the command writes runs in this shell (its
# assignments stay), here from a file written with CRLF line endings and cleaned with tr.
printf 'MASTER=%s\r\nPORT=29500\r\n' "${VC_WORKER_HOSTS%%,*}" > master.env
source <(tr -d '\r' < master.env)
. <(echo "NODE_RANK=$VC_TASK_INDEX")
torchrun --nnodes=2 --nproc_per_node=8 --node_rank=$NODE_RANK --master_addr=$MASTER --master_port=$PORT train.py
