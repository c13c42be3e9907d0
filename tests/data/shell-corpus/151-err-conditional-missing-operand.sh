if [[ $VC_TASK_INDEX == ]]; then
  echo master
fi
