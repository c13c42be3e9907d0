[[ -f ]] && echo yes
