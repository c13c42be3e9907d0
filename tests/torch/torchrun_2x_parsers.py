"""The torchrun / torch.distributed.launch argument parsers of torch 2.x, rebuilt with Python's
own argparse from shared/reference/torchrun.md (§1.3 option table in run.py's order, §1.4
availability and defaults per release, §2 launch.py), with torch's `env` / `check_env` actions
replicated from torch/distributed/argparse_util.py (identical in 1.13 and the newest release).

Only torch 1.13 is installed here; these parsers stand in for the 2.x releases so that the
launcher parser of DDP Wizard can be compared with real argparse for every release it supports.

    build_parser("2.4", "torchrun") -> argparse.ArgumentParser
"""

import argparse
import os
from argparse import REMAINDER, Action, ArgumentParser


class env(Action):
    """torch.distributed.argparse_util.env: the default comes from PET_<DEST> when set."""

    def __init__(self, dest, default=None, required=False, **kwargs) -> None:
        env_name = f"PET_{dest.upper()}"
        default = os.environ.get(env_name, default)
        if default:
            required = False
        super().__init__(dest=dest, default=default, required=required, **kwargs)

    def __call__(self, parser, namespace, values, option_string=None):
        setattr(namespace, self.dest, values)


class check_env(Action):
    """torch.distributed.argparse_util.check_env: a flag whose default is bool(int(PET_<DEST>))."""

    def __init__(self, dest, default=False, **kwargs) -> None:
        env_name = f"PET_{dest.upper()}"
        default = bool(int(os.environ.get(env_name, "1" if default else "0")))
        super().__init__(dest=dest, const=True, default=default, nargs=0, **kwargs)

    def __call__(self, parser, namespace, values, option_string=None):
        setattr(namespace, self.dest, self.const)


class PrintCompletion(Action):
    """2.14's --print-completion: prints a completion script and exits (status 0)."""

    def __call__(self, parser, namespace, values, option_string=None):
        parser.exit()


def comma_separated_list(value):
    placeholder = "<COMMA_PLACEHOLDER>"
    value = value.replace(",,", placeholder)
    items = value.split(",")
    return [item.replace(placeholder, ",") for item in items]


def _v(text):
    major, minor = text.split(".")
    return (int(major), int(minor))


# (dest, short option, has dash+underscore spellings, kind, since, defaults {since: value}, choices)
# kind: "env-str", "env-int", "env-float", "env-list", "flag", "store-str", "completion".
OPTIONS = [
    ("nnodes", None, False, "env-str", "1.13", {"1.13": "1:1"}, None),
    ("nproc_per_node", None, True, "env-str", "1.13", {"1.13": "1"}, None),
    ("rdzv_backend", None, True, "env-str", "1.13", {"1.13": "static"}, None),
    ("rdzv_endpoint", None, True, "env-str", "1.13", {"1.13": ""}, None),
    ("rdzv_id", None, True, "env-str", "1.13", {"1.13": "none"}, None),
    ("rdzv_conf", None, True, "env-str", "1.13", {"1.13": ""}, None),
    ("standalone", None, False, "flag", "1.13", {}, None),
    ("max_restarts", None, True, "env-int", "1.13", {"1.13": 0}, None),
    ("monitor_interval", None, True, "env-float", "1.13", {"1.13": 5, "2.4": 0.1}, None),
    ("start_method", None, True, "env-str", "1.13", {"1.13": "spawn"}, ["spawn", "fork", "forkserver"]),
    ("event_log_handler", None, True, "env-str", "2.8", {"1.13": "null"}, None),
    ("role", None, False, "env-str", "1.13", {"1.13": "default"}, None),
    ("module", "-m", False, "flag", "1.13", {}, None),
    ("no_python", None, True, "flag", "1.13", {}, None),
    ("run_path", None, True, "flag", "1.13", {}, None),
    ("log_dir", None, True, "env-str", "1.13", {"1.13": None}, None),
    ("redirects", "-r", False, "env-str", "1.13", {"1.13": "0"}, None),
    ("tee", "-t", False, "env-str", "1.13", {"1.13": "0"}, None),
    ("log_line_prefix_template", None, True, "env-str", "2.14", {"1.13": ""}, None),
    ("local_ranks_filter", None, True, "env-str", "2.3", {"1.13": ""}, None),
    ("duplicate_stdout_filters", None, True, "env-list", "2.10", {"1.13": []}, None),
    ("duplicate_stderr_filters", None, True, "env-list", "2.10", {"1.13": []}, None),
    ("node_rank", None, True, "env-int", "1.13", {"1.13": 0}, None),
    ("master_addr", None, True, "env-str", "1.13", {"1.13": "127.0.0.1"}, None),
    ("master_port", None, True, "env-int", "1.13", {"1.13": 29500, "2.12": None}, None),
    ("local_addr", None, True, "env-str", "2.0", {"1.13": None}, None),
    ("logs_specs", None, True, "store-str", "2.3", {"1.13": None}, None),
    ("numa_binding", None, True, "store-str", "2.9", {"1.13": None}, ["node", "socket", "exclusive", "core-complex"]),
    ("signals_to_handle", None, True, "env-str", "2.9", {"1.13": "SIGTERM,SIGINT,SIGHUP,SIGQUIT"}, None),
    ("shutdown_timeout", None, True, "env-int", "2.12", {"1.13": None}, None),
    ("virtual_local_rank", None, True, "flag", "2.10", {}, None),
    ("print_completion", None, True, "completion", "2.14", {}, ["bash", "zsh", "tcsh"]),
]

VERSIONS = ["2.0", "2.1", "2.2", "2.3", "2.4", "2.5", "2.6", "2.7", "2.8", "2.9", "2.10", "2.11", "2.12", "2.13", "2.14"]


def _default(defaults, version):
    chosen = None
    for since, value in defaults.items():
        if _v(since) <= _v(version):
            chosen = value
    return chosen


def build_parser(version, launcher):
    """The parser of `launcher` ("torchrun", "torch.distributed.run" or "torch.distributed.launch")."""
    parser = ArgumentParser(description="Torch Distributed Elastic Training Launcher")
    for dest, short, two, kind, since, defaults, choices in OPTIONS:
        if _v(since) > _v(version):
            continue
        strings = [short] if short else []
        if two:
            strings.append("--" + dest.replace("_", "-"))
        strings.append("--" + dest)
        default = _default(defaults, version)
        if kind == "flag":
            parser.add_argument(*strings, action=check_env)
        elif kind == "completion":
            parser.add_argument(*strings, action=PrintCompletion, choices=choices)
        elif kind == "store-str":
            parser.add_argument(*strings, type=str, default=default, choices=choices)
        else:
            types = {"env-str": str, "env-int": int, "env-float": float, "env-list": comma_separated_list}
            parser.add_argument(*strings, action=env, type=types[kind], default=default, choices=choices)
    parser.add_argument("training_script", type=str)
    parser.add_argument("training_script_args", nargs=REMAINDER)
    if launcher == "torch.distributed.launch":
        parser.add_argument("--use-env", "--use_env", default=False, action="store_true")
    return parser


if __name__ == "__main__":
    import sys

    print(build_parser(sys.argv[1], sys.argv[2]).parse_args(sys.argv[3:]))
