cat > run.env <<-END
	NCCL_DEBUG=INFO
	END
torchrun --standalone --nproc_per_node=1 train.py
