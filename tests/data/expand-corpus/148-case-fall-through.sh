# case branches that go on: ;& runs the next branch's commands without testing its patterns,
# ;;& tests the next patterns; ;; ends the case.
OPTS=()
case "$VC_TASK_INDEX" in
    0) OPTS+=(--master_addr=localhost) ;&
    9) OPTS+=(--fell-through) ;;
    *) OPTS+=(--not-reached-after-double-semicolon) ;;
esac
case "$HOSTNAME" in
    *-0 | *-1) OPTS+=(--first-two) ;;&
    *1) OPTS+=(--ends-in-one) ;;&
    *) OPTS+=(--any) ;;
    *) OPTS+=(--never) ;;
esac
torchrun --nnodes=2 --node_rank=$VC_TASK_INDEX --master_port=29500 "${OPTS[@]}" train.py
