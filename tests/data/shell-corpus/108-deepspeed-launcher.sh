deepspeed --num_gpus 8 --num_nodes 2 --hostfile hostfile --master_addr 10.0.0.1 train.py "$@"
