# nodes: 1
# torch: 2.6
# outcome: node 0: --no_python: 'train.py' is not an executable
python -m torch.distributed.launch --max-restarts 0 --node-rank "$VK_TASK_INDEX" --nproc-per-node 16 --master-addr "${VC_WORKER_HOSTS##*,}" --master-port 29500 --no_python --nnodes 1 train.py --config "cfg a.yaml"
