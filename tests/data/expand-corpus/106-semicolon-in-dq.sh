torchrun t "a;b" 'c|d' e\&f
