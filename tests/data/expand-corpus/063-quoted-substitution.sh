torchrun train.py "$(echo 'a  b')" $(echo 'c  d')
