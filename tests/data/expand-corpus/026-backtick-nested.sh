X=`echo \`echo inner\``
torchrun train.py "$X"
