#!/usr/bin/env bash
# One name, one meaning: every option two subcommands share (the job's options above all: --job,
# --torch, --nodes, --platform-env ...) reads the same in each one's --help, the built binary's
# own: the same name, the same value name and the same text, so the same meaning and default.
# The subcommands come from `ddpwizard-cli --help`; --help and --format (whose values are each
# subcommand's own) are left out. A self-check first proves the comparison sees a difference.
# Usage: test_cli_job_options_agree.sh CLI [PYTHON]
set -euo pipefail
cli=${1:?usage: test_cli_job_options_agree.sh CLI [PYTHON]}
python=${2:-python3}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

help=$("$cli" --help)
mapfile -t subcommands < <(sed -nE '/^Commands:/,/^$/s/^  ([a-z][a-z-]*) .*/\1/p' <<<"$help")
(( ${#subcommands[@]} >= 7 )) || { echo "FAIL: found ${#subcommands[@]} subcommands in --help"; exit 1; }
for name in "${subcommands[@]}"; do
    "$cli" "$name" --help >"$work/$name.help" || { echo "FAIL: '$name --help' fails"; exit 1; }
done

cat >"$work/agree.py" <<'EOF'
import re
import sys

GENERIC = {"--help", "-h", "--format"}
# The options of the job: each must be found, in at least two subcommands, or the extraction is broken.
JOB = ["--job", "--command", "--torch", "--nodes", "--gpus-per-node", "--python", "--role", "--job-name",
       "--platform-env"]


def options(path):
    """{long name: "NAMES <VALUE>|text"} of one --help: an entry starts '  -', its text may wrap."""
    entries, current, section = [], None, None
    for line in open(path, encoding="utf-8"):
        line = line.rstrip("\n")
        if line and not line.startswith(" "):
            section = line
            current = None
            continue
        if section != "Options:":
            continue
        match = re.match(r"^  (-\S.*?)(?:\s{2,}(.*))?$", line)
        if match:
            current = [match.group(1), match.group(2) or ""]
            entries.append(current)
        elif current is not None and line.strip():
            current[1] += " " + line.strip()
    found = {}
    for names, text in entries:
        value = re.search(r"<[^>]+>", names)
        for name in re.findall(r"--?[a-z][a-z0-9-]*", names.split("<")[0]):
            found[name] = "%s %s| %s" % (names.split("<")[0].strip().rstrip(","), value.group(0) if value else "",
                                         " ".join(text.split()))
    return found


def compare(helps):
    seen, problems = {}, []
    for subcommand, path in helps:
        for name, text in options(path).items():
            if name not in GENERIC:
                seen.setdefault(name, []).append((subcommand, text))
    for name, uses in sorted(seen.items()):
        if len(uses) < 2:
            continue
        first_subcommand, first = uses[0]
        for subcommand, text in uses[1:]:
            if text != first:
                problems.append("%s differs:\n  %-9s %s\n  %-9s %s" % (name, first_subcommand, first, subcommand, text))
    return seen, problems


mode, helps = sys.argv[1], [(p.rsplit("/", 1)[1][:-5], p) for p in sys.argv[2:]]
seen, problems = compare(helps)
if mode == "self-check":
    sys.exit(0 if problems else 1)
missing = [name for name in JOB if len(seen.get(name, [])) < 2]
if missing:
    problems.append("job options found in fewer than two subcommands: " + " ".join(missing))
for problem in problems:
    print("FAIL: " + problem)
shared = sorted(name for name, uses in seen.items() if len(uses) > 1)
print("%d options shared by two or more subcommands: %s" % (len(shared), " ".join(shared)))
sys.exit(1 if problems else 0)
EOF

# Self-check: a copy of one subcommand's --help whose --torch says another default must fail.
mkdir "$work/self"
cp "$work/generate.help" "$work/self/a.help"
sed -E 's/(--torch <VERSION> +)(.*)/\1\2 (default 9.9)/' "$work/generate.help" >"$work/self/b.help"
cmp -s "$work/self/a.help" "$work/self/b.help" && { echo "FAIL: generate --help has no --torch"; exit 1; }
"$python" "$work/agree.py" self-check "$work/self/a.help" "$work/self/b.help" ||
    { echo "FAIL: the comparison does not see a changed --torch"; exit 1; }

args=()
for name in "${subcommands[@]}"; do args+=("$work/$name.help"); done
"$python" "$work/agree.py" check "${args[@]}"
echo "PASS: the options ${#subcommands[@]} subcommands share read the same in each"
