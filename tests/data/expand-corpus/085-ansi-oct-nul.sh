torchrun t $'a\0b' $'\101\x42\u0043'
