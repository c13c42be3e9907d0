# A retry loop that never ends and grows the command it runs each time (the fuzzers' shape of
# a real retry loop): bounded time and memory, and validate says where evaluation stopped.
CMD="torchrun --nnodes=2 --nproc_per_node=8"
for (( attempt = 0; ; attempt++ )); do
    CMD="$CMD $CMD"
    $CMD train.py && break
    echo "retry $attempt: $CMD" >> retries.log
done
