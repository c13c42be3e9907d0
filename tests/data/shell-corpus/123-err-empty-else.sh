if [ -n "$DEBUG" ]; then
  set -x
else
fi
