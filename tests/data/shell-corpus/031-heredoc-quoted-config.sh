cat > ds_config.json <<'JSON'
{"train_batch_size": 32, "fp16": {"enabled": true}}
JSON
torchrun --standalone --nproc_per_node=2 train.py --deepspeed_config ds_config.json
