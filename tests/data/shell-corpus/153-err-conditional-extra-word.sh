[[ $ROLE = master worker ]] && echo both
