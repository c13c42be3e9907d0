2PET_STANDALONE=true torchrun --standalone --rdzv_id=job-$(hostname) --nproc=3 --max_restarts=-1 --nnodes=2:1 --rdzv_conf=a --redirects=9 --monitor_interval=0 --start_method=x --no_python --module t
