# A small DDP training script (gloo, CPU) for recording real torchrun logs: healthy runs and the
# failures that can be produced for real on a CPU-only machine. DDPW_SCENARIO picks the failure.
import argparse
import os
import signal
import sys
import time
from datetime import timedelta

import torch
import torch.distributed as dist
import torch.nn as nn

scenario = os.environ.get("DDPW_SCENARIO", "healthy")
parser = argparse.ArgumentParser()
parser.add_argument("--epochs", type=int, default=3)
parser.add_argument("--steps", type=int, default=4)
if scenario != "no-local-rank":
    parser.add_argument("--local_rank", "--local-rank", type=int, default=-1)
args = parser.parse_args()


def load_shard(rank):
    if scenario == "crash" and rank == int(os.environ.get("DDPW_CRASH_RANK", "1")):
        return open("/data/shards/part-%05d.bin" % rank, "rb")
    return None


class TwoHeads(nn.Module):
    """A model whose second head never takes part in the loss (scenario unused-params)."""

    def __init__(self):
        super().__init__()
        self.body = nn.Linear(16, 4)
        self.unused_head = nn.Linear(4, 4)

    def forward(self, x):
        return self.body(x)


class CheckpointedTwice(nn.Module):
    """One layer run twice under reentrant checkpointing (scenario ready-twice)."""

    def __init__(self):
        super().__init__()
        self.body = nn.Linear(16, 16)
        self.head = nn.Linear(16, 4)

    def forward(self, x):
        from torch.utils.checkpoint import checkpoint

        x = checkpoint(self.body, x.requires_grad_())
        return self.head(checkpoint(self.body, x))


def build_model(rank):
    if scenario == "unused-params":
        return TwoHeads()
    if scenario == "ready-twice":
        return CheckpointedTwice()
    if scenario == "model-mismatch" and rank == 1:
        return nn.Linear(16, 5)  # rank 1 built another model
    return nn.Linear(16, 4)


def main():
    if scenario == "no-init":
        dist.barrier()
    if scenario == "no-launcher":
        dist.init_process_group("gloo")  # env:// needs RANK, WORLD_SIZE, MASTER_ADDR, MASTER_PORT
    if scenario == "nccl-on-cpu":
        dist.init_process_group("nccl")
    if scenario == "cuda-on-cpu":
        torch.cuda.set_device(int(os.environ["LOCAL_RANK"]))  # a GPU script on a CPU-only torch
    timeout = timedelta(seconds=int(os.environ.get("DDPW_PG_TIMEOUT", "1800")))
    rank_env = int(os.environ["RANK"])
    if scenario == "slow-rank0" and rank_env == 0:
        print("rank 0: tokenizing the dataset before init_process_group", flush=True)
        time.sleep(12)
    dist.init_process_group("gloo", timeout=timeout)
    rank, world = dist.get_rank(), dist.get_world_size()
    print(f"rank {rank}/{world} local_rank {os.environ['LOCAL_RANK']} started on {os.uname().nodename}", flush=True)
    torch.manual_seed(0)
    model = nn.parallel.DistributedDataParallel(build_model(rank), find_unused_parameters=scenario == "ready-twice")
    opt = torch.optim.SGD(model.parameters(), lr=0.1)
    load_shard(rank)
    for epoch in range(args.epochs):
        for step in range(args.steps):
            x = torch.randn(8, 16)
            loss = model(x).pow(2).mean()
            opt.zero_grad()
            loss.backward()
            opt.step()
            if rank == 0:
                print(f"epoch {epoch} step {step} loss {loss.item():.4f}", flush=True)
        if epoch == 1 and rank == 1:
            if scenario == "sigkill":
                os.kill(os.getpid(), signal.SIGKILL)
            if scenario == "sigbus":
                os.kill(os.getpid(), signal.SIGBUS)
            if scenario == "slow-collective":
                time.sleep(15)
            if scenario == "exit-code":
                sys.exit(3)  # the script gives up with its own exit code
            if scenario == "abort":
                os.abort()  # a native library gives up: SIGABRT, no Python traceback
            if scenario == "crash-once" and os.environ.get("TORCHELASTIC_RESTART_COUNT", "0") == "0":
                raise RuntimeError("the first attempt fails; the restart goes on to the end")
        total = torch.tensor([loss.item()])
        if scenario == "mismatched-collective" and rank == 1:
            total = torch.zeros(8)  # rank 1 reduces a tensor of another size
        dist.all_reduce(total)
        if rank == 0:
            print(f"epoch {epoch} mean loss {total.sum().item() / world:.4f}", flush=True)
    dist.barrier()
    if rank == 0:
        print("training finished", flush=True)
    dist.destroy_process_group()


if __name__ == "__main__":
    main()
