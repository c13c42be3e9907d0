# A path built from a set part and a part nothing sets: bash gives the set part alone.
F="/tmp/"${JOB_ID}
torchrun --nnodes=2 t.py --out "$F" --tag ${RUN_TAG:-default}
