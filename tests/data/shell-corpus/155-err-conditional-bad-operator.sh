[[ $N -greater 1 ]] && echo many
