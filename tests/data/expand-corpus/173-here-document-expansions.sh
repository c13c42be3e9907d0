# An unquoted here-document: the expansions in it keep their own quotes ("..." inside $( ) and
# ${ } is quoting), while the body's own " and \" are plain characters.
unset NOT_SET
cat > hosts.txt <<EOF
$(echo "$VC_WORKER_HOSTS" | tr ',' '\n')
EOF
cat > notes.txt <<EOF
${NOT_SET:-"fallback"} "quoted" \"escaped\" $(( VC_TASK_INDEX + 1 )) `echo "tick"` ${NOT_SET:-'single'}
EOF
MASTER=$(head -n 1 hosts.txt)
torchrun --nnodes=$(wc -l < hosts.txt) --nproc_per_node=8 --node_rank=$VC_TASK_INDEX --master_addr=$MASTER --master_port=29500 train.py --notes "$(cat notes.txt)"
