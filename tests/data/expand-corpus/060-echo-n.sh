X=$(echo -n abc)
torchrun train.py "$X"
