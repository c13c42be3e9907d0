for h in ${VC_WORKER_HOSTS//,/ }; do
  echo $h
torchrun --standalone --nproc_per_node=2 train.py
