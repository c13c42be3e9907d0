# expect:
NNODES=${VC_WORKER_NUM:-1}
NODE_RANK=${VC_TASK_INDEX:-0}
GPUS=8
accelerate launch --num-machines $NNODES --num-processes $((NNODES * GPUS)) --machine-rank $NODE_RANK \
  --main-process-ip ${VC_WORKER_HOSTS%%,*} --main-process-port 6000 --same-network --multi-gpu train.py
