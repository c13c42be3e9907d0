H=$(echo $VC_WORKER_HOSTS | tr , '\n' | head -1)
torchrun t "$H"
