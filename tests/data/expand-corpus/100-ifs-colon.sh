IFS=:
X=a:b::c
torchrun t $X "$X"
