# Under pipefail a grep that selects nothing fails the pipeline: set -e stops there.
set -eo pipefail
echo "$VC_WORKER_HOSTS" | tr , '\n' | grep -q '^master'
torchrun --nnodes=2 --master_addr=${VC_WORKER_HOSTS%%,*} train.py
