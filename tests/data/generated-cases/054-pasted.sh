# nodes: 2
# torch: 1.13
# outcome: node 0: python cannot open the training script '“train.py”'
python -m torch.distributed.run --master_port=${MASTER_PORT:-29500} --nproc_per_node=gpu --nnodes $VC_WORKER_NUM --master_addr="${VC_WORKER_HOSTS%%,*}" --node_rank ${VC_TASK_INDEX} “train.py” --config "cfg a.yaml"
