H=$(echo $VC_WORKER_HOSTS | tr , '\n' | awk 'NR==2{print $1}')
torchrun t "$H"
