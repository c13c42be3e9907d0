X=$(echo -e 'a\tb')
torchrun t "$X"
