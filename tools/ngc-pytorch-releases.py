#!/usr/bin/env python3
"""Writes resources/images/ngc-pytorch-releases.tsv: the torch each NGC PyTorch container release
(nvcr.io/nvidia/pytorch:YY.MM-py3) ships, for the form's check of an image tag against the job's
torch version (core/model/ImageTorchVersion).

Only releases whose torch was found in NVIDIA's own documentation are listed; a release that is
not in the table is simply not judged. The facts, and where each was read:

* NVIDIA's PyTorch release notes say it directly ("PyTorch container image version 25.12 is based
  on 2.10.0a0+..."): https://docs.nvidia.com/deeplearning/frameworks/pytorch-release-notes/rel-YY-MM.html
* The Triton Inference Server compatibility matrix lists the torch inside each trtllm-python-py3
  container with the local version suffix .nvYY.M of the NGC PyTorch release it was built from
  (e.g. "2.4.0a0+07cecf4168.nv24.5" is the torch of NGC PyTorch 24.05):
  https://docs.nvidia.com/deeplearning/triton-inference-server/user-guide/docs/introduction/compatibility.html
  and its archived copies (archives/triton-inference-server-2530/, -2540/).

To add a release, add a row below with the page it was read on, run this script and commit the
table. `--check` exits 1 when the checked-in table differs from what the script writes.
"""
import argparse
import pathlib
import sys

TRITON = ("https://docs.nvidia.com/deeplearning/triton-inference-server/user-guide/docs/introduction/"
          "compatibility.html")
TRITON_2540 = ("https://docs.nvidia.com/deeplearning/triton-inference-server/archives/"
               "triton-inference-server-2540/user-guide/docs/introduction/compatibility.html")
NOTES = "https://docs.nvidia.com/deeplearning/frameworks/pytorch-release-notes/rel-{}.html"

# (NGC release, torch as the page prints it, the page)
ROWS = [
    ("24.03", "2.3.0a0+40ec155e58", TRITON_2540),
    ("24.05", "2.4.0a0+07cecf4168", TRITON_2540),
    ("24.07", "2.4.0a0+3bcc3cddb5", TRITON_2540),
    ("24.10", "2.5.0a0+e000cf0ad9", TRITON_2540),
    ("24.11", "2.6.0a0+df5bbc09d1", TRITON_2540),
    ("25.01", "2.6.0a0+ecf3bae40a", TRITON_2540),
    ("25.04", "2.7.0a0+79aa17489c", TRITON),
    ("25.05", "2.8.0a0+5228986c39", TRITON),
    ("25.06", "2.8.0a0+5228986c39", TRITON),
    ("25.10", "2.9.0a0+145a3a7bda", TRITON),
    ("25.12", "2.10.0a0+b4e4ee81d3", NOTES.format("25-12")),
]

HEADER = ("# NGC PyTorch container release -> the torch it ships. Written by tools/ngc-pytorch-releases.py\n"
          "# (which names its sources); do not edit by hand.\n"
          "release\ttorch\tsource\n")


def table() -> str:
    lines = [HEADER]
    for release, torch, source in sorted(ROWS):
        lines.append(f"{release}\t{torch}\t{source}\n")
    return "".join(lines)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare with the checked-in table")
    parser.add_argument("--output", type=pathlib.Path,
                        default=pathlib.Path(__file__).resolve().parent.parent / "resources" / "images" /
                        "ngc-pytorch-releases.tsv")
    args = parser.parse_args()
    text = table()
    if args.check:
        current = args.output.read_text(encoding="utf-8") if args.output.exists() else ""
        if current != text:
            print(f"{args.output} is not what {sys.argv[0]} writes: run it and commit the table", file=sys.stderr)
            return 1
        return 0
    args.output.write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
