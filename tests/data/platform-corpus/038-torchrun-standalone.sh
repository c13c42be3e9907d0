# launcher: torchrun
# idioms: standalone
# expect: wrong-count, wrong-master
# --standalone replaces the rendezvous by a local one on each node.
torchrun --standalone --nnodes=$VC_WORKER_NUM --nproc_per_node=8 train.py
