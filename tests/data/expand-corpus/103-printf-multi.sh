X=$(printf '%s-' a b c)
torchrun t "$X"
