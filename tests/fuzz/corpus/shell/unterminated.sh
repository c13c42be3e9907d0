x "$(echo '
