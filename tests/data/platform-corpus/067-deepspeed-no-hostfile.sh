# launcher: deepspeed
# idioms: no-ssh
# expect: wrong-count
# Node count and GPUs on the command line but no hostfile: the runner refuses more than one node.
deepspeed --num_nodes $VC_WORKER_NUM --num_gpus 8 --no_ssh --node_rank $VC_TASK_INDEX \
    --master_addr ${VC_WORKER_HOSTS%%,*} --master_port 29500 train.py
