"""Runs launcher command lines through the real parsers and reports what they make of them.

torch 1.13: Debian's python3-torch (torch.distributed.run.get_args_parser, launch.parse_args,
then launch's --no_python check and run.config_from_args, then the checks the agent makes when
it starts: WorkerSpec's asserts and the rendezvous endpoint parsing).
torch 2.x: the rebuilt parsers of torchrun_2x_parsers.py (argparse only).

A result is a dict:
  outcome: "ok" | "help" | "error" | "crash"   (crash: ValueError while the parser is built)
  message: argparse's message for "error"
  args: {dest: [kind, text]} for "ok"; kind is null/bool/int/float/str/list, text is Python's
        str() of the value (repr() for floats)
  training_script, training_script_args
  runtime: the first error of config_from_args (a LauncherParseError::Code name) or None
  runtime_extra: sorted codes of the later checks (monitor interval, nproc > 0, endpoint)
"""

import argparse
import contextlib
import io
import logging
import os
import sys
import traceback

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "support"))
import torchrun_2x_parsers  # noqa: E402
from argparse_values import typed  # noqa: E402

logging.disable(logging.CRITICAL)


class _ParseError(Exception):
    pass


class _Exit(Exception):
    def __init__(self, status):
        super().__init__(status)
        self.status = status


def _error(self, message):
    raise _ParseError(message)


def _exit(self, status=0, message=None):
    raise _Exit(status)


argparse.ArgumentParser.error = _error
argparse.ArgumentParser.exit = _exit


@contextlib.contextmanager
def _environment(extra):
    saved = dict(os.environ)
    for name in [n for n in os.environ if n.startswith("PET_")]:
        del os.environ[name]
    os.environ.update(extra or {})
    try:
        yield
    finally:
        os.environ.clear()
        os.environ.update(saved)


def _runtime_113(launcher, args):
    """config_from_args and the agent's first checks; returns (first code or None, [later codes])."""
    from torch.distributed import run
    from torch.distributed.elastic.multiprocessing.api import Std
    from torch.distributed.elastic.rendezvous.utils import parse_rendezvous_endpoint

    if args.nproc_per_node == "gpu":
        return "skip", []
    try:
        if launcher == "torch.distributed.launch" and args.no_python and not args.use_env:
            raise ValueError("When using the '--no_python' flag, you must also set the '--use_env' flag.")
        config, _, _ = run.config_from_args(args)
    except Exception as error:  # noqa: BLE001 - we classify every failure
        frame = traceback.extract_tb(error.__traceback__)[-1]
        text = str(error)
        if isinstance(error, (TypeError, AttributeError)):
            return "ValueNotUsable", []
        if frame.name == "parse_min_max_nnodes":
            return ("NnodesFormat" if isinstance(error, RuntimeError) else "NnodesNotInteger"), []
        if isinstance(error, AssertionError) and "min_nodes" in (frame.line or ""):
            return "NnodesRange", []
        if isinstance(error, AssertionError) and "max_restarts" in (frame.line or ""):
            return "MaxRestartsNegative", []
        if frame.name == "determine_local_world_size":
            return "NprocInvalid", []
        if "rendezvous configuration string" in text:
            return "RdzvConfFormat", []
        if "must have a value specified" in text:
            return "RdzvConfMissingValue", []
        if "does not match" in text:
            return ("RedirectsFormat" if text.startswith(args.redirects + " ") else "TeeFormat"), []
        if "Don't use both" in text:
            return "NoPythonWithModule", []
        if "When using the '--no_python'" in text:
            return "LaunchNoPythonWithoutUseEnv", []
        return "unexpected:" + type(error).__name__ + ":" + text, []
    extra = []
    if not config.monitor_interval > 0:
        extra.append("MonitorIntervalNotPositive")
    if not config.nproc_per_node > 0:
        extra.append("NprocNotPositive")
    if not args.standalone:
        from torch.distributed.elastic.rendezvous import registry  # registers torch's own backends
        if config.rdzv_backend not in registry.handler_registry._registry:
            # create_handler looks the backend up before the handler parses the endpoint.
            return None, sorted(extra + ["BackendNotRegistered"])
        is_static = config.rdzv_backend == "static"
        try:
            _, port = parse_rendezvous_endpoint(config.rdzv_endpoint, -1 if is_static else 29400)
            if is_static and port == -1:
                extra.append("EndpointPortMissing")
        except ValueError as error:
            extra.append("EndpointPort" if "port number" in str(error) else "EndpointHost")
    _ = Std
    return None, sorted(extra)


def parse(version, launcher, argv, env=None):
    result = {"outcome": "ok", "message": None, "args": None, "training_script": None,
              "training_script_args": None, "runtime": None, "runtime_extra": []}
    with _environment(env), contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
        try:
            if version == "1.13":
                from torch.distributed import launch, run
                if launcher == "torch.distributed.launch":
                    args = launch.parse_args(list(argv))
                else:
                    args = run.get_args_parser().parse_args(list(argv))
            else:
                args = torchrun_2x_parsers.build_parser(version, launcher).parse_args(list(argv))
        except _ParseError as error:
            result["outcome"] = "error"
            result["message"] = str(error)
            return result
        except _Exit:
            result["outcome"] = "help"
            return result
        except ValueError:
            result["outcome"] = "crash"
            return result
        values = dict(vars(args))
        result["training_script"] = values.pop("training_script")
        result["training_script_args"] = values.pop("training_script_args")
        result["args"] = {dest: typed(value) for dest, value in values.items()}
        if version == "1.13":
            result["runtime"], result["runtime_extra"] = _runtime_113(launcher, args)
    return result


if __name__ == "__main__":
    import json

    print(json.dumps(parse(sys.argv[1], sys.argv[2], sys.argv[3:]), indent=1))
