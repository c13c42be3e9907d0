X=old
X=new torchrun train.py "$X"
