X=$(printf 'a\n\n')
torchrun train.py "$X|" "$(printf '\nb\n')"
