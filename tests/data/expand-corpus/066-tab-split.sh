X=$'a\tb'
torchrun train.py $X
