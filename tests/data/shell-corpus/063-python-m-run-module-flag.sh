python3 -m torch.distributed.run --standalone --nproc_per_node=2 -m mypkg.train --cfg a.yaml
