H=$(echo abcdef | cut -c2-4)
torchrun t "$H"
