# An arithmetic error inside a function abandons the line that called it: what follows the call
# on that line never runs, the next line does.
f() {
  R=$((08))
  echo inside
}
A=1; f; A=2
B=$A
torchrun --nnodes=2 --node_rank=$VC_TASK_INDEX train.py "[$A][$B][${R-unset}]"
