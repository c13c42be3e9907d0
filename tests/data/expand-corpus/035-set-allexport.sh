set -a
AUTO=yes
set +a
MANUAL=no
torchrun train.py
