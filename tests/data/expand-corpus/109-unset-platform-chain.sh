# A script that tries several platforms in turn: OTHER_PLATFORM_ADDR is set by none of them
# here, so bash takes the Volcano branch; N keeps the value every branch gives it.
N=1
if [ -n "$OTHER_PLATFORM_ADDR" ]; then
    A=$OTHER_PLATFORM_ADDR
elif [ -n "$VC_WORKER_HOSTS" ]; then
    A=$(echo $VC_WORKER_HOSTS | cut -d, -f1)
else
    N=1
fi
torchrun --nnodes=$N --master_addr=$A --master_port=29500 t.py
