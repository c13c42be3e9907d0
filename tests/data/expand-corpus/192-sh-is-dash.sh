# sh runs the written script with dash: it has no 'source' (the file is not read) and its test
# knows no == (unexpected operator, status 2): every node takes the else branch; '.' reads it.
cat > env.sh <<END
RANK_OF_NODE=$VC_TASK_INDEX
END
cat > run.sh <<'END'
source ./env.sh
if [ "$VC_TASK_INDEX" == "0" ]; then ROLE=master; else ROLE=worker; fi
FIRST="[$RANK_OF_NODE]"
. ./env.sh
exec torchrun --nnodes=2 --nproc_per_node=8 --node_rank=$VC_TASK_INDEX --master_addr=${VC_WORKER_HOSTS%%,*} \
    --master_port=29500 train.py --role "$ROLE" --rank "$FIRST" "[$RANK_OF_NODE]"
END
sh run.sh
