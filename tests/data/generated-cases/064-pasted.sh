# nodes: 1
# torch: 2.6
# outcome: node 0: python cannot open the training script '−−use_env'
export MASTER_ADDR=${VC_WORKER_HOSTS%%,*}
python -m torch.distributed.launch −−use_env --nnodes $VC_WORKER_NUM --nproc_per_node auto --standalone train.py --epochs ${EPOCHS:-3}
