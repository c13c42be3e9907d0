torchrun train.py "${NOPE-}" x ${NOPE-}
