# expect: no-launch
ip_list=("ip1" "ip2")
for ((node_rank=0; node_rank<${#ip_list[*]}; node_rank++)); do
  echo ssh face@${ip_list[node_rank]} "python -m torch.distributed.launch --node_rank=$node_rank train.py" &
done
wait
