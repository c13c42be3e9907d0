# `[ "$VC_TASK_INDEX" > 0 ]` is no comparison: bash reads `> 0` as a redirection, creates the
# empty file 0 and tests that the index is not empty, true on every node (node 0 too). A test
# whose errors go to /dev/null is still a test.
if [ "$VC_TASK_INDEX" > 0 ]; then ROLE=worker; else ROLE=master; fi
[ -z "$VC_WORKER_HOSTS" ] 2> /dev/null && FOUND=yes || FOUND=no
torchrun --nnodes=2 --nproc_per_node=8 --node_rank=$VC_TASK_INDEX --master_addr=${VC_WORKER_HOSTS%%,*} \
    --master_port=29500 train.py "$ROLE" "$FOUND" "$(wc -c < 0)"
