# ${NAME@Q} quotes a value for the shell to read again: '...' with '\'' for a quote, $'...' for a
# control character (and, in the C locale, for text other than ASCII); an unset name gives nothing.
A=(--data "/d/my set" --note "it's" --sep $'a\tb' --title 'ノード')
X="plain"
CMD="torchrun --nnodes=2 --node_rank=$VC_TASK_INDEX --nproc_per_node=8 --master_addr=${VC_WORKER_HOSTS%%,*} --master_port=29500 train.py ${A[*]@Q} ${X@Q} ${UNSET_NAME@Q}"
# The quoting itself reaches the launcher's environment as text: its bytes must be bash's.
export SHOWN="${A[*]@Q}"
eval "$CMD"
