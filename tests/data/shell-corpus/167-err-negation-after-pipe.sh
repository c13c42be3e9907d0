nvidia-smi | ! grep -q A100
