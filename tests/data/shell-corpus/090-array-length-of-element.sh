H=(${VC_WORKER_HOSTS//,/ })
torchrun --standalone --nproc_per_node=1 train.py --len ${#H[0]}
