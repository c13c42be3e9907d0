NPROC=2
while getopts "n:h" opt; do
  case $opt in
    n) NPROC="$OPTARG" ;;
    h) echo "usage"; exit 0 ;;
    \?) echo "bad option" >&2 ;;
  esac
done
torchrun --standalone --nproc_per_node=2 train.py
