E=
torchrun t $E "" $E$E x$E
