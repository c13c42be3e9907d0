LAUNCH="torchrun --standalone --nproc_per_node=2"
$LAUNCH train.py
