# expect: no-launch
#SBATCH --nodes=2
#SBATCH --ntasks-per-node=1
srun torchrun --nnodes=2 --nproc_per_node=4 --rdzv_backend=c10d --rdzv_endpoint=$MASTER_ADDR:29500 train.py
