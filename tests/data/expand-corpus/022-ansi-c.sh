torchrun train.py $'a\tb' $'\x41\101' $'it\'s' $'x\ny'
