# nodes: 2
# torch: 2.6
# outcome: starts
case "$VC_TASK_INDEX" in
    0) torchrun --nnodes $VC_WORKER_NUM --nproc-per-node=8 --master-addr ${MASTER_ADDR:-job-worker-0.job} --node_rank=0 train.py ;;
    *) torchrun --nnodes $VC_WORKER_NUM --nproc-per-node=8 --master-addr ${MASTER_ADDR:-job-worker-0.job} --node_rank=$VC_TASK_INDEX train.py ;;
esac
