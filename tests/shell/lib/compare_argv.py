# The bash comparison of the expand tests: the tool's `expand --format json` (argv[1]) against
# what a recording stub saw under real bash (argv[2]: argv NUL-separated, argv[3]: environment).
# Prints each difference; exits 1 when there is one. See recording_stubs.sh.
import json
import os
import sys

tool = json.load(open(sys.argv[1], encoding="utf-8"))
argv = open(sys.argv[2], "rb").read().split(b"\0")[:-1]
env = dict(item.split(b"=", 1) for item in open(sys.argv[3], "rb").read().split(b"\0")[:-1])
# Variables bash itself or the harness adds.
for name in (b"PATH", b"PWD", b"OLDPWD", b"SHLVL", b"_", b"DDPW_RECORD"):
    env.pop(name, None)
tool_argv = [a.encode("utf-8", "surrogateescape") for a in tool["argv"]]
tool_env = {k.encode(): v.encode() for k, v in tool["env"].items()}
problems = []
if not tool_argv or os.path.basename(argv[0]) != os.path.basename(tool_argv[0]):
    problems.append("argv[0]: bash %r, tool %r" % (argv[:1], tool_argv[:1]))
if argv[1:] != tool_argv[1:]:
    problems.append("argv: bash %r\n       tool %r" % (argv[1:], tool_argv[1:]))
if env != tool_env:
    problems.append("env: bash %r\n      tool %r" % (sorted(env.items()), sorted(tool_env.items())))
print("\n".join(problems))
sys.exit(1 if problems else 0)
