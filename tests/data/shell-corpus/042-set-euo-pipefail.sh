#!/usr/bin/env bash
set -euo pipefail
NPROC=${NPROC:-2}
torchrun --standalone --nproc_per_node ${NPROC} train.py --distributed 1
