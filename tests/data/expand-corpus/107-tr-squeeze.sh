X=$(echo "a,,b" | tr -s ,)
torchrun t "$X" "$(echo ABC | tr A-Z a-z)" "$(echo a-b | tr -d -)"
