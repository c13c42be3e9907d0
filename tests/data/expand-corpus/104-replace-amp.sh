X=a,b
torchrun t "${X/,/[&]}" ${X//[ab]/z}
