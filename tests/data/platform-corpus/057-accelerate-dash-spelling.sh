# launcher: accelerate
# idioms: dash-options
# expect: ok
# accelerate accepts each option with dashes as well.
accelerate launch --multi-gpu --num-machines $VC_WORKER_NUM --num-processes $((VC_WORKER_NUM * 8)) \
    --machine-rank $VC_TASK_INDEX --main-process-ip ${VC_WORKER_HOSTS%%,*} \
    --main-process-port 29500 train.py
