OPTS="--a"
OPTS+=" --b"
torchrun train.py $OPTS
