torchrun t "${U[@]}"
