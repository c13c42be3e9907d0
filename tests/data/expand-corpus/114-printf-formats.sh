# printf with widths, zero padding, precision and other conversions.
ID=$(printf 'job-%05d' 42)
TAG=$(printf '%-6s|%3s|%.2s' ab c xyz)
HEX=$(printf '%x-%X-%o' 255 255 8)
torchrun --nnodes=2 --rdzv-id=$ID t.py "$TAG" "$HEX" "$(printf '%+d %c' 5 yes)"
