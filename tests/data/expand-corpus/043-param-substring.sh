X=abcdefgh
torchrun train.py ${X:1:3} ${X:5} "${X: -2}" ${X:2:-2}
