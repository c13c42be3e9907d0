# hosts: n-0.j,n-1.j,n-2.j,n-3.j,n-4.j,n-5.j,n-6.j,n-7.j,n-8.j,n-9.j,n-10.j
# node: 3
# seq -w pads with zeros to the wider of FIRST and LAST as written: on pods 0-9 the padded "0K"
# never equals the index, so those nodes pass an empty rank; seq -s joins with its separator.
R=
for k in $(seq -w 0 $((VC_WORKER_NUM - 1))); do
  [ "$k" = "$VC_TASK_INDEX" ] && R=$k
done
TAGS=$(seq -s, 3)
torchrun --nnodes=$VC_WORKER_NUM --node_rank=$R --nproc_per_node=8 --master_addr=${VC_WORKER_HOSTS%%,*} --master_port=29500 train.py --tags "$TAGS"
