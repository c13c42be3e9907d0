torchrun --rdzv-id=${JOB_ID:-local} train.py
