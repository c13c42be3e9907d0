case $1 in
  fast mode) echo fast ;;
esac
