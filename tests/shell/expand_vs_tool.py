"""The comparison that grep_vs_gnu_grep.py and awk_vs_awk.py share: each generated start command
runs in real bash with a stand-in torchrun that prints its argv, and `ddpwizard-cli expand
--format json` must give the same argv, or say the value is unresolved (never a different one).
Not a test by itself."""
import argparse
import json
import os
import random
import subprocess
import tempfile


def bash_argv(script, stub_dir):
    env = {"PATH": f"{stub_dir}:/usr/bin:/bin", "LC_ALL": "C.UTF-8"}
    out = subprocess.run(["bash", "-c", script], env=env, capture_output=True, timeout=30, cwd=stub_dir)
    return json.loads(out.stdout.decode())


def compare(cli, scripts, verbose=False):
    """(same, unresolved, failures) over the scripts; failures as (script, bash's, expand's)."""
    with tempfile.TemporaryDirectory() as work:
        stub = os.path.join(work, "torchrun")
        with open(stub, "w") as f:
            f.write('#!/usr/bin/python3\nimport json, sys\nprint(json.dumps(["torchrun"] + sys.argv[1:]))\n')
        os.chmod(stub, 0o755)
        path = os.path.join(work, "start.sh")
        same = unresolved = 0
        failures = []
        for script in scripts:
            with open(path, "w") as f:
                f.write(script)
            expected = bash_argv(script, work)
            out = subprocess.run([cli, "expand", "--format", "json", "--hosts", "a.job,b.job", "--node", "0", path],
                                 capture_output=True, timeout=60)
            got = json.loads(out.stdout.decode())
            if got.get("unresolved"):
                unresolved += 1
                if verbose:
                    print("unresolved:", got["unresolved"])
            elif got.get("argv") == expected:
                same += 1
            else:
                failures.append((script, expected, got.get("argv")))
        for script, expected, got in failures[:10]:
            print("FAIL:\n" + script + f"bash:   {expected}\nexpand: {got}")
        return same, unresolved, failures


def main(case, label, seed, verbose_variable, unresolved_share):
    """A differential test's command line (CLI [--seed S] [--count N]) over scripts that
    case(random) writes: exit 1 on any difference, or where more than unresolved_share of the
    commands are unresolved."""
    parser = argparse.ArgumentParser()
    parser.add_argument("cli")
    parser.add_argument("--seed", type=int, default=seed)
    parser.add_argument("--count", type=int, default=400)
    args = parser.parse_args()
    r = random.Random(args.seed)
    same, unresolved, failures = compare(args.cli, (case(r) for _ in range(args.count)),
                                         bool(os.environ.get(verbose_variable)))
    print(f"{label}, seed {args.seed}: {args.count} commands, {same} the same, "
          f"{unresolved} unresolved, {len(failures)} different")
    return 1 if failures or unresolved > args.count * unresolved_share else 0
