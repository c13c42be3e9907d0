X=v
torchrun train.py ${X:+set} ${UNSET_ONE:+set} x${UNSET_ONE+y}z
