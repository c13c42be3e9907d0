# leading comment
torchrun train.py a#b # a comment 'with quote
