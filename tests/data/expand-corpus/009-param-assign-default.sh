: ${PORT:=29501}
torchrun --master_port=$PORT train.py "$PORT"
