X=1
export X=2 Y=$X
torchrun t
