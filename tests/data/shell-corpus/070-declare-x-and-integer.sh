declare -x WANDB_MODE=offline
declare -i STEPS=10
torchrun --standalone --nproc_per_node=2 train.py --steps 10
