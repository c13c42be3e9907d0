# dash has none of bash's dynamic variables: under sh, RANDOM is unset, so every node computes
# the same port; a return in a sourced file ends only that file.
printf 'PORT=$((20000 + RANDOM %% 10000))\nreturn 0 2>/dev/null || exit 0\nPORT=1\n' > port.sh
printf '. ./port.sh\nexec torchrun --nnodes=2 --nproc_per_node=8 --node_rank=$VC_TASK_INDEX --master_addr=${VC_WORKER_HOSTS%%%%,*} --master_port=$PORT train.py\n' > run.sh
sh run.sh
