"""Compares DDP Wizard's launcher parser with the real parsers over the corpus.

    /usr/bin/python3 compare_launcher_corpus.py OURS.jsonl CORPUS.jsonl... [--versions 1.13,2.0,...]

OURS.jsonl holds one line per (case, version) in launcher_oracle's result format, plus "id" and
"version". Every case of every corpus file must be there for every version asked for. Prints
each disagreement and a summary; exits 1 if there is any.
"""

import json
import sys

import launcher_oracle


def load(path):
    with open(path, encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


def differences(ours, real, version):
    found = []
    if ours["outcome"] != real["outcome"]:
        return [f"outcome: ours {ours['outcome']} ({ours.get('message')}) vs real {real['outcome']} ({real['message']})"]
    if real["outcome"] == "error" and ours["message"] != real["message"]:
        found.append(f"message: ours {ours['message']!r} vs real {real['message']!r}")
    if real["outcome"] != "ok":
        return found
    for key in ("training_script", "training_script_args"):
        if ours[key] != real[key]:
            found.append(f"{key}: ours {ours[key]!r} vs real {real[key]!r}")
    for dest in sorted(set(ours["args"]) | set(real["args"])):
        if ours["args"].get(dest) != real["args"].get(dest):
            found.append(f"args.{dest}: ours {ours['args'].get(dest)} vs real {real['args'].get(dest)}")
    if version == "1.13" and real["runtime"] != "skip":
        if ours["runtime"] != real["runtime"]:
            found.append(f"runtime: ours {ours['runtime']} vs real {real['runtime']}")
        elif real["runtime"] is None and sorted(ours["runtime_extra"]) != real["runtime_extra"]:
            found.append(f"runtime_extra: ours {ours['runtime_extra']} vs real {real['runtime_extra']}")
    return found


def main(argv):
    versions = ["1.13"]
    if "--versions" in argv:
        at = argv.index("--versions")
        versions = argv[at + 1].split(",")
        argv = argv[:at] + argv[at + 2:]
    ours = {(line["id"], line["version"]): line for line in load(argv[0])}
    cases = [case for path in argv[1:] for case in load(path)]
    failures = 0
    compared = 0
    outcomes = {}
    for case in cases:
        for version in versions:
            key = (case["id"], version)
            if key not in ours:
                print(f"{case['id']} [{version}]: missing from our results")
                failures += 1
                continue
            real = launcher_oracle.parse(version, case["launcher"], case["argv"], case.get("env"))
            outcomes[real["outcome"]] = outcomes.get(real["outcome"], 0) + 1
            compared += 1
            found = differences(ours[key], real, version)
            if found:
                failures += 1
                if failures <= 40:
                    print(f"{case['id']} [{version}] {case['launcher']} {json.dumps(case['argv'], ensure_ascii=False)}"
                          f" env={case.get('env')}")
                    for line in found:
                        print("    " + line)
    print(f"{len(cases)} cases x {len(versions)} versions: {compared} compared, {failures} disagreements; "
          f"real outcomes {outcomes}")
    return 1 if failures or not compared else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
