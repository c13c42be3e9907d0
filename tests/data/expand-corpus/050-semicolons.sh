export A=1; export B=2; torchrun train.py "$A$B"
