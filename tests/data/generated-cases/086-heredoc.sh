# nodes: 16
# torch: 1.13
# outcome: node 0: torch 1.13: error argument -m/--module: ignored explicit argument 'aster_addr'
echo "python3 -m torch.distributed.run --nproc_per_node=8 --nnodes=$VC_WORKER_NUM --master_port ${MASTER_PORT:-29500} --node_rank=\"$VK_TASK_INDEX\" -master_addr \"${VC_WORKER_HOSTS%%,*}\" train.py" > run.sh
bash ./run.sh
