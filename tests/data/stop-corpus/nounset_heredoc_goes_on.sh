set -u
cat > /dev/null <<EOT
$UNSET_IN_HEREDOC
EOT
torchrun --standalone --nproc_per_node=8 train.py
