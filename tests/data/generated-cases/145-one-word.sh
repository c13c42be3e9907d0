# nodes: 2
# torch: 2.6
# outcome: node 0: torch stops after parsing: the hostname of the rendezvous endpoint '10.1.0.10 --max-restarts -1:29500' is no host name
MASTER=$(getent hosts $(echo $VC_WORKER_HOSTS | cut -d, -f1) | awk '{print $1}')
python -m torch.distributed.launch --use_env "--master-addr=$MASTER --max-restarts -1" --nnodes ${NNODES:-2} --master_port ${MASTER_PORT:-29500} --node-rank=${HOSTNAME##*-} --nproc-per-node 8 train.py --config "cfg a.yaml"
