# Python programs that python refuses: bash ended the double quotes early, so python reads
# split(,) and stops with a SyntaxError before printing anything; a shell variable's name left
# bare raises NameError after the first line was printed; a bracket left open prints nothing.
MASTER=$(/usr/bin/python3 -c "import os; print(os.environ["VC_WORKER_HOSTS"].split(",")[0])")
FIRST=$(/usr/bin/python3 -c 'import os; print("first"); print(os.environ[VC_WORKER_HOSTS])')
OPEN=$(/usr/bin/python3 -c 'print((1, 2)' 2>/dev/null)
torchrun --nnodes=2 --nproc_per_node=8 --node_rank=$VC_TASK_INDEX --master_addr="$MASTER" \
    --master_port=29500 train.py --first "$FIRST" --open "$OPEN"
