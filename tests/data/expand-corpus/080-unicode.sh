torchrun train.py "héllo wörld" 'ñ' 日本
