X=" a  b "
torchrun train.py x${X}y "x${X}y"
