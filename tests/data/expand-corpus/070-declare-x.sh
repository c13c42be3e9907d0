declare -x D=1
readonly R=2
torchrun train.py "$R"
