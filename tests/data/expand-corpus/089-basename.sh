torchrun "$(basename /a/b/train.py .py)" "$(dirname /a/b/c)"
