torchrun --rdzv_endpoint=localhost:29400 --standalone "$@"
