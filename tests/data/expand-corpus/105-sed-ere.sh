H=$(echo $VC_WORKER_HOSTS | sed -E 's/^([^,]+),.*$/\1/')
torchrun t "$H"
