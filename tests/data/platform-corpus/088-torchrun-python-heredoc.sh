# launcher: torchrun
# idioms: python-stdin, here-doc
# expect: ok
# A python script on standard input reads the environment.
read -r MASTER_ADDR NNODES < <(python3 - <<'PY'
import os
hosts = os.environ["VC_WORKER_HOSTS"].split(",")
print(hosts[0], len(hosts))
PY
)
torchrun --nnodes=$NNODES --node_rank=$VC_TASK_INDEX --nproc_per_node=8 \
    --master_addr=$MASTER_ADDR --master_port=29500 train.py
