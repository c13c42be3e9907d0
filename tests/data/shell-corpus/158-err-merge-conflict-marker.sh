<<<<<<< HEAD
torchrun --standalone --nproc_per_node=8 train.py
=======
torchrun --standalone --nproc_per_node=4 train.py
>>>>>>> feature
