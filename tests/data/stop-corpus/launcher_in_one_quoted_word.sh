# The launcher kept in one quoted word: bash looks for a program named "python -m torch.distributed.run"
LAUNCH="python -m torch.distributed.run"
"$LAUNCH" --standalone --nproc_per_node=8 train.py
