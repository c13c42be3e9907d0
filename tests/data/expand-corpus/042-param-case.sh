X=Hello
torchrun train.py ${X^^} ${X,,} ${X^} ${X,}
