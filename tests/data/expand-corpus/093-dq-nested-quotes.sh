torchrun t "$(echo "a b")" "${U:-"x y"}"
