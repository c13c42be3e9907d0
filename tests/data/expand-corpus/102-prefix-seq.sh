A=1
A=2 B=$A torchrun t "$A"
