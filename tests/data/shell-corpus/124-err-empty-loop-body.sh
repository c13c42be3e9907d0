while true; do
done
