torchrun train.py "a\"b" "\$x" "back\\slash" "keep\n" "tick\`"
