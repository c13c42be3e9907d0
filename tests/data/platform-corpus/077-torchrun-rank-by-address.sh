# launcher: torchrun
# idioms: getent, hostname-i, loop, word-splitting
# expect: ok
# The rank found by comparing this pod's address with the resolved host list.
MY_IP=$(hostname -i)
NODE_RANK=
i=0
for host in ${VC_WORKER_HOSTS//,/ }; do
    ip=$(getent hosts "$host" | awk '{print $1}')
    [ "$ip" = "$MY_IP" ] && NODE_RANK=$i
    i=$((i + 1))
done
torchrun --nnodes=$i --node_rank=$NODE_RANK --nproc_per_node=8 \
    --master_addr=${VC_WORKER_HOSTS%%,*} --master_port=29500 train.py
