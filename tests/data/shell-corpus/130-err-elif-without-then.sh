if [ $A = 1 ]; then
  echo one
elif [ $A = 2 ]
  echo two
fi
