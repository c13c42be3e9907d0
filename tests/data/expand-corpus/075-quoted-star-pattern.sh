X='a*b*b'
torchrun train.py "${X%'*'b}" "${X%\*b}" "${X%*b}"
