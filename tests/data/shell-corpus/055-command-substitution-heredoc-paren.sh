note=$(cat <<'TXT'
(this has a paren)
TXT
)
torchrun --standalone --nproc_per_node=1 train.py --note "$note"
