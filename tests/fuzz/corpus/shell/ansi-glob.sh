torchrun $'\x41\u00e9' ${X//a/&} ${#Y} ${Z:1:2} ~/p *.py {a,b}
