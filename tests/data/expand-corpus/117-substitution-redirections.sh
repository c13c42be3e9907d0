# Redirections inside command substitutions: stderr merged or discarded, a command silenced.
M=$(echo $VC_WORKER_HOSTS 2>&1 | cut -d, -f1)
P=$(echo 29500 2>/dev/null)
Q=$(echo ignored > /dev/null; echo 7)
torchrun --nnodes=2 --master_addr=$M --master_port=$P t.py --q $Q
