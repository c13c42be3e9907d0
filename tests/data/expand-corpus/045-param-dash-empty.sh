E=
torchrun train.py "${E-dflt}" "${E:-dflt}" "${NOPE-dflt}"
