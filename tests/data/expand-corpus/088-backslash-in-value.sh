X='a\ b'
torchrun t $X
