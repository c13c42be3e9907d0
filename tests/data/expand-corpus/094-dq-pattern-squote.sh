X=abc
torchrun t "${X#'a'}" "${X:-'q'}" "${U:-'a b'}" ${U:-'a b'}
