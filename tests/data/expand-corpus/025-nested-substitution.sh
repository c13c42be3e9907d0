torchrun train.py $(echo $(echo a b)) "$(echo "$(echo c  d)")"
