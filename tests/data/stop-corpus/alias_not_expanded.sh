# Without shopt -s expand_aliases bash does not expand the alias: it looks for a program named trun
alias trun="torchrun --nproc_per_node=8"
trun --standalone train.py
