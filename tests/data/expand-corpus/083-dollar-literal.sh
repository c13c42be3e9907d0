torchrun train.py $ a$ "$" "a$"
