# printf %q quotes each word for the shell to read again: eval then rebuilds the same words,
# blanks, quotes, an empty word, a leading ~ or #, a tab ($'...') and non-ASCII text included.
ARGS=(--nnodes 2 --node_rank "$VC_TASK_INDEX" --nproc_per_node 8 --master_addr "${VC_WORKER_HOSTS%%,*}" --master_port 29500)
SCRIPT_ARGS=(--run-name "it's a test" --note '' --home '~/data' --tag '#1,{a}' --sep $'a\tb' --title 'ノード [x]' '$HOME|;&!^')
# The last word is printf's quoting itself, kept as text: the bytes must be bash's.
eval "torchrun $(printf '%q ' "${ARGS[@]}")train.py $(printf '%q ' "${SCRIPT_ARGS[@]}" "$(printf '%q,' "${SCRIPT_ARGS[@]}")")"
