"""The training script of tests/shell/test_explain_worker_env_vs_torch.sh: prints the variables a
launcher puts into a worker's environment (to stderr: torch 1.13 on Python 3.11 needs
--redirects, which sends stdout to a file)."""
import os
import sys

PREFIXES = ("TORCHELASTIC", "NCCL_ASYNC", "GROUP_", "ROLE_", "LOCAL_", "WORLD_SIZE", "RANK", "MASTER_", "OMP_")
keys = sorted(k for k in os.environ if k.startswith(PREFIXES))
print("PROBE " + " ".join("%s=%s" % (k, os.environ[k]) for k in keys), file=sys.stderr)
