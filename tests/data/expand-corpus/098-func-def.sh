f() { export F=1; }
torchrun t "${F-none}"
