for h in a b; do
  echo $h
done
