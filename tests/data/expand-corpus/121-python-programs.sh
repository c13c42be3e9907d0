# Python programs that print from the environment: on standard input and with -c.
read -r MASTER NODES < <(/usr/bin/python3 - <<'PY'
import os
hosts = os.environ["VC_WORKER_HOSTS"].split(",")
print(hosts[0], len(hosts))
PY
)
RANK=$(/usr/bin/python3 -c 'import os; i = int(os.environ.get("VC_TASK_INDEX")); print(f"{i * 8}:{i // 2}")')
REST=$(/usr/bin/python3 -c 'import os; h = os.getenv("VC_WORKER_HOSTS").split(","); print("+".join(h[1:]), h[-1][:6], sep="|")')
LISTED=$(/usr/bin/python3 -c "import os; print(os.environ['VC_WORKER_HOSTS'].upper().replace('.JOB', '').split(','))")
torchrun --master-addr=$MASTER --nnodes=$NODES t.py "$RANK" "$REST" "$LISTED"
