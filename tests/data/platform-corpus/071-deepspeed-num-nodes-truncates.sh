# launcher: deepspeed
# idioms: hostfile, constant
# expect: wrong-count, wrong-rank
# --num_nodes 1 keeps only the first hostfile line: node 1's rank is out of range.
printf '%s slots=8\n' ${VC_WORKER_HOSTS//,/ } > hostfile
deepspeed --hostfile hostfile --num_nodes 1 --no_ssh --node_rank $VC_TASK_INDEX \
    --master_addr ${VC_WORKER_HOSTS%%,*} --master_port 29500 train.py
