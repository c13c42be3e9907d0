#!/usr/bin/env python3
"""Extracts the error and warning messages torch's distributed stack can print, as data.

`diagnose` matches log lines against the table this script writes
(resources/diagnose/torch-messages.json, embedded in the binaries): every message template
torch's distributed code raises, warns or logs, the releases whose sources or libraries contain
it, where it comes from, and the diagnose kind it shows (KIND_RULES below; unmapped messages
stay in the table, so that coverage can be reported against everything torch prints).

Sources, any number of each, each tagged with the release it belongs to:

  --tree RELEASE=DIR     a directory laid out like pytorch's repository (torch/distributed/...,
                         torch/nn/parallel/distributed.py, torch/csrc/distributed/c10d/*.cpp) or
                         an installed torch package (DIR/distributed/..., as Debian's
                         /usr/lib/python3/dist-packages/torch); files may be whole or excerpts
                         (any Python statements and C++ calls that carry the messages)
  --index RELEASE=DIR    files read one at a time (a repository too large to fetch whole), laid
                         out like --tree, as one release (a torch release, "2.4", or a lumped one,
                         "2.x-cpp"); DIR/COMMITS names the commit each file was read at
                         (path<TAB>commit), written into its messages' sources; DIR/SOURCE, one
                         line, where they came from (repository, commit, version.txt), written
                         into the table's notes of that release
  --strings RELEASE=LIB  a shared library (libtorch_cpu.so ...): its printable strings stand in
                         for the C++ sources of a release that ships no C++ sources
  --third-party NAME=DIR NCCL's or Gloo's sources (their WARN / GLOO_ENFORCE / throw messages),
                         and CUDA's runtime error strings (built in, `--third-party cuda=`)

Refreshing the table for a new release (docs/diagnose.md):

  tools/extract-torch-messages.py \\
      --tree 1.13=/usr/lib/python3/dist-packages/torch \\
      --strings 1.13=/usr/lib/x86_64-linux-gnu/libtorch_cpu.so.1.13.0 \\
      --tree 2.x=PATH/TO/pytorch-checkout --third-party nccl=PATH/TO/nccl --third-party cuda= \\
      -o resources/diagnose/torch-messages.json

`--report` prints, per release and per area, how many messages the table maps to a kind.
The C++ side (TorchMessageCatalog) turns every template into a literal anchor for the byte
prefilter plus a regular expression (placeholders become wildcards); tst_LogDiagnoser measures
the coverage the engine itself reaches on the table's messages.
"""

import argparse
import ast
import json
import os
import re
import subprocess
import sys

# --- what is extracted ----------------------------------------------------------------------

# Python: the parts of a torch tree that belong to the distributed stack.
PY_SCOPES = [
    "distributed/run.py",
    "distributed/launch.py",
    "distributed/launcher/",
    "distributed/elastic/",
    "distributed/distributed_c10d.py",
    "distributed/rendezvous.py",
    "distributed/utils.py",
    "distributed/constants.py",
    "distributed/c10d_logger.py",
    "distributed/argparse_util.py",
    "nn/parallel/distributed.py",
    "distributed/algorithms/",
    "distributed/fsdp/",
    "distributed/rpc/",
    "distributed/optim/",
    "distributed/pipeline/",
    "distributed/_shard/",
    "distributed/_tensor/",
    "distributed/tensor/",
    "distributed/checkpoint/",
    # Outside torch/distributed, what DDP jobs hit: SyncBatchNorm, the distributed samplers and
    # datapipes' shared seed, CUDA's device and driver checks.
    "nn/modules/batchnorm.py",
    "utils/data/distributed.py",
    "utils/data/dataloader.py",
    "utils/data/datapipes/",
    "cuda/__init__.py",
]
# Areas whose messages the coverage target counts ("core"): the launcher, the elastic agent and
# rendezvous, c10d, DDP and its reducer, the stores and sockets, the process groups.
CORE_PREFIXES = [
    "distributed/run.py",
    "distributed/launch.py",
    "distributed/launcher/",
    "distributed/elastic/",
    "distributed/distributed_c10d.py",
    "distributed/rendezvous.py",
    "distributed/utils.py",
    "nn/parallel/distributed.py",
    "csrc/distributed/c10d/",
    "lib",  # strings of a library stand for c10d's C++
]
C_SCOPE = "csrc/distributed/c10d/"
C_FILES = re.compile(
    r"(reducer|ProcessGroupNCCL|ProcessGroupGloo|ProcessGroupWrapper|ProcessGroup|TCPStore\w*|socket|"
    r"NCCLUtils|Utils|comm|logger|Work|Backend|FileStore|PrefixStore|HashStore|GlooDeviceFactory|"
    r"init|Ops|sequence_num|debug|error|exception|default_comm_hooks|frontend)\.(cpp|hpp|h)$"
)

LOG_METHODS = {"error": "error", "exception": "error", "critical": "error", "fatal": "error", "warning": "warning",
               "warn": "warning"}
LOGGER_NAMES = {"log", "logger", "_logger", "LOG", "logging"}

PLACEHOLDER = "{}"


def esc(text):
    """Literal text of a template: braces doubled, as in str.format."""
    return text.replace("{", "{{").replace("}", "}}")


def percent_to_placeholders(fmt):
    # printf-style specifiers (Python % and C printf) become placeholders.
    out, i = [], 0
    spec = re.compile(r"%(?:\([^)]*\))?[-+ #0]*(?:\*|\d+)?(?:\.(?:\*|\d+))?(?:hh|h|ll|l|z|j|t|L|PRI\w+)?[diouxXeEfgGcrsaApu]")
    for m in spec.finditer(fmt):
        out.append(esc(fmt[i:m.start()]))
        out.append(PLACEHOLDER)
        i = m.end()
    out.append(esc(fmt[i:]))
    return "".join(out).replace("%%", "%")


def format_to_placeholders(fmt):
    # str.format / fmt::format fields become placeholders; {{ }} stay literal.
    out, i = [], 0
    while i < len(fmt):
        c = fmt[i]
        if c == "{" and fmt.startswith("{{", i):
            out.append("{{")
            i += 2
        elif c == "}" and fmt.startswith("}}", i):
            out.append("}}")
            i += 2
        elif c == "{":
            j = fmt.find("}", i)
            if j < 0:
                out.append(esc(fmt[i:]))
                break
            out.append(PLACEHOLDER)
            i = j + 1
        elif c == "}":
            out.append("}}")
            i += 1
        else:
            out.append(esc(c))
            i += 1
    return "".join(out)


# --- Python ---------------------------------------------------------------------------------


class PyTemplate:
    """Renders an expression that builds a message into a template."""

    def __init__(self, assignments, helpers=None, bound=None):
        self.assignments = assignments  # name -> expression (last string-ish assignment seen)
        self.helpers = helpers or {}  # function name -> (parameter names, returned expression)
        self.bound = bound or {}  # parameter name -> template, inside a helper

    def render(self, node, depth=0):
        if depth > 6:
            return PLACEHOLDER
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            return esc(node.value)
        if isinstance(node, ast.JoinedStr):
            parts = []
            for value in node.values:
                if isinstance(value, ast.Constant):
                    parts.append(esc(str(value.value)))
                else:
                    parts.append(PLACEHOLDER)
            return "".join(parts)
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
            return self.render(node.left, depth + 1) + self.render(node.right, depth + 1)
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Mod):
            if isinstance(node.left, ast.Constant) and isinstance(node.left.value, str):
                return percent_to_placeholders(node.left.value)
            return PLACEHOLDER
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            if node.func.attr == "format" and isinstance(node.func.value, ast.Constant) and isinstance(
                    node.func.value.value, str):
                return format_to_placeholders(node.func.value.value)
            if node.func.attr == "join":
                return PLACEHOLDER
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("dedent", "str"):
            if node.args:
                return self.render(node.args[0], depth + 1)
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "dedent":
            if node.args:
                return self.render(node.args[0], depth + 1)
        if isinstance(node, ast.Name) and node.id in self.bound:
            return self.bound[node.id]
        if isinstance(node, ast.Name) and node.id in self.assignments:
            return self.render(self.assignments[node.id], depth + 1)
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
            name = node.func.id
            if name in self.helpers:
                # A helper that builds the exception ("return ValueError('... ' + msg)"): its
                # message with the arguments of this call in place of its parameters.
                params, body = self.helpers[name]
                bound = {p: self.render(a, depth + 1) for p, a in zip(params, node.args)}
                inner = PyTemplate(self.assignments, self.helpers, bound)
                return inner.render(body, depth + 1)
            if re.search(r"(?:Error|Exception|Timeout|Failure)$", name) and node.args:
                return self.render(node.args[0], depth + 1)
        return PLACEHOLDER


def call_name(func):
    if isinstance(func, ast.Name):
        return func.id, None
    if isinstance(func, ast.Attribute):
        owner = func.value
        owner_name = owner.id if isinstance(owner, ast.Name) else (owner.attr if isinstance(owner, ast.Attribute) else None)
        return func.attr, owner_name
    return None, None


def message_arg(call):
    for arg in call.args:
        return arg
    for keyword in call.keywords:
        if keyword.arg in ("msg", "message", "reason"):
            return keyword.value
    return None


def python_messages(path, rel, source=None):
    try:
        if source is None:
            source = open(path, encoding="utf-8", errors="replace").read()
        tree = ast.parse(source)
    except (SyntaxError, ValueError):
        return []
    found = []
    # Helpers that only return an exception or a message built from their parameters
    # (rendezvous.py's _env_error -> _error -> _rendezvous_error), module-level or nested in the
    # function that uses them.
    def helpers_in(nodes):
        found_helpers = {}
        for node in nodes:
            if isinstance(node, ast.FunctionDef):
                body = [b for b in node.body if not (isinstance(b, ast.Expr) and isinstance(b.value, ast.Constant))]
                if len(body) == 1 and isinstance(body[0], ast.Return) and body[0].value is not None:
                    found_helpers[node.name] = ([a.arg for a in node.args.args], body[0].value)
        return found_helpers

    module_helpers = helpers_in(tree.body)

    def visit(body_owner, helpers):
        assignments = {}
        for node in ast.walk(body_owner):
            if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
                if isinstance(node.value, (ast.Constant, ast.JoinedStr, ast.BinOp, ast.Call)):
                    assignments[node.targets[0].id] = node.value
            if isinstance(node, ast.AugAssign) and isinstance(node.target, ast.Name) and isinstance(node.op, ast.Add):
                if node.target.id in assignments:
                    assignments[node.target.id] = ast.BinOp(assignments[node.target.id], ast.Add(), node.value)
        renderer = PyTemplate(assignments, helpers)
        for node in ast.walk(body_owner):
            level, exc, arg = None, None, None
            if isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call):
                name, _ = call_name(node.exc.func)
                level, exc, arg = "error", name, message_arg(node.exc)
                if name in helpers:
                    arg = node.exc
            elif isinstance(node, ast.Call):
                name, owner = call_name(node.func)
                if name == "warn" and owner == "warnings":
                    level, arg = "warning", message_arg(node)
                elif name in LOG_METHODS and owner in LOGGER_NAMES:
                    level, arg = LOG_METHODS[name], message_arg(node)
            if level is None or arg is None:
                continue
            template = renderer.render(arg)
            if len(re.sub(r"\{\}", "", template).strip()) < 12:
                continue
            found.append({"template": template, "level": level, "exception": exc,
                          "source": f"{rel}:{getattr(node, 'lineno', 0)}"})

    for top in tree.body:
        owners = [top]
        if isinstance(top, ast.ClassDef):
            owners = [b for b in top.body if isinstance(b, (ast.FunctionDef, ast.AsyncFunctionDef))] or [top]
            rest = [b for b in top.body if b not in owners]
            for b in rest:
                visit(b, module_helpers)
        for owner in owners:
            nested = helpers_in([n for n in ast.walk(owner) if n is not owner])
            visit(owner, {**module_helpers, **nested})
    # One entry per (template, source line): ast.walk from the module reaches every node once.
    unique, seen = [], set()
    for item in found:
        key = (item["template"], item["source"])
        if key not in seen:
            seen.add(key)
            unique.append(item)
    return unique


# --- C++ ------------------------------------------------------------------------------------

C_MACROS = {
    # macro: (arguments before the message, level)
    "TORCH_CHECK": (1, "error"),
    "TORCH_CHECK_WITH": (2, "error"),
    "TORCH_CHECK_VALUE": (1, "error"),
    "TORCH_CHECK_TYPE": (1, "error"),
    "TORCH_CHECK_NOT_IMPLEMENTED": (1, "error"),
    "TORCH_INTERNAL_ASSERT": (1, "error"),
    "REDUCER_CHECK": (2, "error"),
    "C10_THROW_ERROR": (1, "error"),
    "C10D_THROW_ERROR": (1, "error"),
    "TORCH_WARN": (0, "warning"),
    "TORCH_WARN_ONCE": (0, "warning"),
    "C10D_ERROR": (0, "error"),
    "C10D_WARNING": (0, "warning"),
    "C10D_CHECK": (1, "error"),
    "C10D_CHECK_WITH": (2, "error"),
    # socket.cpp's connect and listen attempts: each failure is logged with C10D_WARNING and
    # joined into the SocketError raised once every address has failed, so an error's text.
    "recordError": (0, "error"),
    "GLOO_ENFORCE": (1, "error"),
    "GLOO_THROW": (0, "error"),
    "GLOO_THROW_INVALID_OPERATION_EXCEPTION": (0, "error"),
    "GLOO_ERROR_MSG": (0, "error"),
    "GLOO_THROW_IO_EXCEPTION": (0, "error"),
    "GLOO_ERROR": (0, "error"),
    "WARN": (0, "error"),  # NCCL: printed on the failure paths (the call then returns an error)
    "INFO": (1, "error"),  # NCCL: only the lines that report a fault (NCCL_INFO_FAULT)
    "NCCLCHECK_WARN": (0, "warning"),
}
# NCCL's INFO lines are progress, except those that say a call failed (its SYSCHECK, CUDACHECK
# and NCCLCHECK macros log the failure at INFO before returning the error).
NCCL_INFO_FAULT = re.compile(r"[Ff]ail|[Ee]rror|[Aa]bort|[Tt]imeout|timed out|[Rr]etrying|refused|[Uu]nable|[Cc]ould not")
C_THROWS = re.compile(r"\bthrow\s+(?:std::)?(?:\w+::)*(\w*(?:Error|Exception|error))\s*\(")
C_CALL = re.compile(r"\b(" + "|".join(sorted(C_MACROS, key=len, reverse=True)) + r")\s*\(")
C_LOG = re.compile(r"\b(?:LOG|C10_LOG_FIRST_N|LOG_IF)\s*\(\s*(ERROR|WARNING|FATAL)[^)]*\)\s*<<")
# Gloo's comparisons print "[enforce fail at FILE:LINE] a <= b. 8 vs 4" (gloo/common/logging.h).
GLOO_COMPARE = re.compile(r"\bGLOO_ENFORCE_(EQ|NE|LE|LT|GE|GT)\s*\(")
GLOO_OPS = {"EQ": "==", "NE": "!=", "LE": "<=", "LT": "<", "GE": ">=", "GT": ">"}
C_STREAM = re.compile(r"\b(?:ss|oss|msg|errMsg|error_msg|errorMessage|message|os)\s*<<")
C_ASSIGN = re.compile(r"\b(?:std::string\s+)?(?:err|interpret|exceptionMsg|msg|errorMsg|error_msg|errMsg|message|reason|"
                      r"commFailureMsg|errorMessage|exitMsg|logMsg|errorStr|tearDownMsg|kBaseErrorMsg|"
                      # ProcessGroupGloo's monitoredBarrier builds its messages in these.
                      r"error|rankInfo|kNoRemainingTimeError)\s*\+?=\s*(?=c10::str\s*\(|\"|\?|\n)")
# A function that builds a message and returns it (ProcessGroupNCCL's
# getNCCLWatchdogTimeoutErrorMsg, logged by its caller): `...Msg(...) { return c10::str(...);`.
C_RETURN = re.compile(r"\b\w*(?:Msg|Message)\s*\([^()]*\)\s*(?:const\s*)?\{\s*return\s+(?=c10::str\s*\()")
C_STRING = re.compile(r'(?:u8|L)?"((?:[^"\\\n]|\\.)*)"')


def c_unescape(text):
    return (text.replace(r"\n", "\n").replace(r"\t", "\t").replace(r"\"", '"').replace(r"\'", "'")
            .replace("\\\\", "\\"))


def balanced(text, start):
    """Index just past the ')' that closes the '(' at text[start]."""
    depth, i, n = 0, start, len(text)
    while i < n:
        c = text[i]
        if c == '"':
            j = i + 1
            while j < n and text[j] != '"':
                j += 2 if text[j] == "\\" else 1
            i = j + 1
            continue
        if c == "'":
            j = i + 1
            while j < n and text[j] != "'":
                j += 2 if text[j] == "\\" else 1
            i = j + 1
            continue
        if c in "([{":
            depth += 1
        elif c in ")]}":
            depth -= 1
            if depth == 0:
                return i + 1
        i += 1
    return n


def split_args(inner):
    args, depth, current, i, n = [], 0, [], 0, len(inner)
    while i < n:
        c = inner[i]
        if c == '"' or c == "'":
            j = i + 1
            while j < n and inner[j] != c:
                j += 2 if inner[j] == "\\" else 1
            current.append(inner[i:j + 1])
            i = j + 1
            continue
        if c in "([{<" and not (c == "<" and inner[i:i + 2] == "<<"):
            depth += 1 if c != "<" else 0
        if c in ")]}":
            depth -= 1
        if c == "," and depth == 0:
            args.append("".join(current).strip())
            current = []
        else:
            current.append(c)
        i += 1
    if "".join(current).strip():
        args.append("".join(current).strip())
    return args


def c_render(expr, fmt_style=False, printf_style=False):
    """A C++ expression (a literal, a c10::str(...) call, a concatenation) as a template."""
    expr = expr.strip()
    m = re.match(r"^(?:c10::str|str|c10::Str|fmt::format|c10::fmt::format|std::string)\s*\(", expr)
    if m and balanced(expr, m.end() - 1) == len(expr):
        inner_args = split_args(expr[m.end():-1])
        is_fmt = "format" in m.group(0)
        return c_join(inner_args, fmt_style=is_fmt)
    literals = list(C_STRING.finditer(expr))
    if literals and "".join(C_STRING.sub("", expr).split()) == "":
        text = c_unescape("".join(l.group(1) for l in literals))
        if printf_style:
            return percent_to_placeholders(text)
        if fmt_style:
            return format_to_placeholders(text)
        return esc(text)
    if "+" in expr and literals:
        pieces = [p for p in re.split(r"\s\+\s", expr)]
        return "".join(c_render(p) for p in pieces)
    return PLACEHOLDER


def c_join(args, fmt_style=False, printf_style=False):
    if not args:
        return ""
    if fmt_style or printf_style:
        return c_render(args[0], fmt_style=fmt_style, printf_style=printf_style)
    return "".join(c_render(a) for a in args)


def squeeze(template):
    return re.sub(r"(?:\{\}){2,}", PLACEHOLDER, template)


def cpp_messages(text, rel, third_party=None):
    found = []

    def line_of(pos):
        return text.count("\n", 0, pos) + 1

    for m in C_CALL.finditer(text):
        macro = m.group(1)
        skip, level = C_MACROS[macro]
        if macro in ("WARN", "INFO") and third_party not in ("nccl",):
            continue
        end = balanced(text, m.end() - 1)
        args = split_args(text[m.end():end - 1])
        if macro == "GLOO_ENFORCE" and len(args) == 1:
            # The condition alone is the message.
            template = "[enforce fail at {}] " + esc(args[0].strip())
            found.append({"template": template, "level": level, "exception": "gloo::EnforceNotMet",
                          "source": f"{rel}:{line_of(m.start())}"})
            continue
        message_args = args[skip:]
        if not message_args:
            continue
        printf = third_party == "nccl"
        fmt = macro.startswith("C10D_") or macro == "recordError" or (third_party is None and macro in ("C10D_ERROR", "C10D_WARNING"))
        if not fmt and not printf and message_args and re.search(r"\{\}", " ".join(message_args[:1])) and len(
                message_args) > 1 and macro.startswith("C10D"):
            fmt = True
        template = squeeze(c_join(message_args, fmt_style=fmt, printf_style=printf))
        if macro == "INFO" and not NCCL_INFO_FAULT.search(template):
            continue
        found.append({"template": template, "level": level, "exception": macro, "source": f"{rel}:{line_of(m.start())}"})
    for m in C_THROWS.finditer(text):
        end = balanced(text, m.end() - 1)
        args = split_args(text[m.end():end - 1])
        if not args:
            continue
        template = squeeze(c_join(args, fmt_style="format" in args[0]))
        found.append({"template": template, "level": "error", "exception": m.group(1),
                      "source": f"{rel}:{line_of(m.start())}"})
    for m in C_LOG.finditer(text):
        end = text.find(";", m.end())
        chain = text[m.end():end]
        pieces = [p for p in re.split(r"<<", chain)]
        template = squeeze("".join(c_render(p) for p in pieces))
        found.append({"template": template, "level": "error" if m.group(1) != "WARNING" else "warning",
                      "exception": "LOG", "source": f"{rel}:{line_of(m.start())}"})
    for m in GLOO_COMPARE.finditer(text):
        end = balanced(text, m.end() - 1)
        args = split_args(text[m.end():end - 1])
        if len(args) < 2:
            continue
        template = "[enforce fail at {}] " + esc(f"{args[0]} {GLOO_OPS[m.group(1)]} {args[1]}") + ". {} vs {}"
        found.append({"template": template, "level": "error", "exception": "gloo::EnforceNotMet",
                      "source": f"{rel}:{line_of(m.start())}"})
    for m in C_STREAM.finditer(text):
        end = text.find(";", m.end())
        pieces = re.split(r"<<", text[m.end():end])
        template = squeeze("".join(c_render(p) for p in pieces))
        found.append({"template": template, "level": "error", "exception": "stream",
                      "source": f"{rel}:{line_of(m.start())}"})
    for m in list(C_ASSIGN.finditer(text)) + list(C_RETURN.finditer(text)):
        end = text.find(";", m.end())
        expr = text[m.end():end].strip()
        if expr.startswith("?"):
            expr = expr[1:].split(":")[0]
        pieces = re.split(r"\s\+\s|\+\n", expr)
        template = squeeze("".join(c_render(p) for p in pieces))
        found.append({"template": template, "level": "error", "exception": "message",
                      "source": f"{rel}:{line_of(m.start())}"})
    return [f for f in found if len(re.sub(r"\{\}", "", f["template"]).strip()) >= 12]


# --- libraries (strings) ----------------------------------------------------------------------

LIB_KEYWORDS = re.compile(
    r"c10d|[Gg]loo|NCCL|TCPStore|[Ss]ocket|ProcessGroup|process group|[Rr]educer|DDP|"
    r"DistributedDataParallel|find_unused_parameters|bucket view|bucket_view|grad accumulator|collective|"
    r"allreduce|all_reduce|allgather|rendezvous|world[_ ]size|[Ww]atchdog|sequence number|static_graph|"
    r"comm hook|monitoredBarrier|[Pp]arameter indices|appears not to match|same param"
)
LIB_NOISE = re.compile(r"INTERNAL ASSERT FAILED|fully_qualified_type_name|\(Tensor|-> Tensor|fuser|tensorexpr|"
                       r"broadcast shape|broadcastinglist|[Bb]ucketiz|linalg|channels_last")


def library_strings(path, minimum=16):
    data = open(path, "rb").read()
    for m in re.finditer(rb"[\x20-\x7e\t\n]{%d,}" % minimum, data):
        text = m.group(0).decode("ascii")
        if text.startswith("_Z") or "\x00" in text:
            continue
        yield text


def library_messages(path):
    base = os.path.basename(path)
    found, seen = [], set()
    for text in library_strings(path):
        if not LIB_KEYWORDS.search(text) or " " not in text.strip() or LIB_NOISE.search(text):
            continue
        if re.search(r"[;{}]\s*$", text) and "{}" not in text:
            continue  # code, not a message
        if re.match(r"^\s*(?:def |class |import |from |#|//|\w+\(|[\w.]+ = )", text):
            continue
        template = squeeze(format_to_placeholders(text)) if "{}" in text else esc(text)
        if template in seen or len(template.strip()) < 16:
            continue
        seen.add(template)
        found.append({"template": template, "level": "error", "exception": None, "source": f"lib{base}"})
    return found


# --- CUDA's runtime errors that reach DDP logs (cudaGetErrorString) ---------------------------

CUDA_ERRORS = [
    "CUDA driver version is insufficient for CUDA runtime version",
    "no CUDA-capable device is detected",
    "invalid device ordinal",
    "out of memory",
    "all CUDA-capable devices are busy or unavailable",
    "an illegal memory access was encountered",
    "device-side assert triggered",
    "unspecified launch failure",
    "the launch timed out and was terminated",
    "misaligned address",
    "initialization error",
    "system has unsupported display driver / cuda driver combination",
    "forward compatibility was attempted on non supported HW",
    "system not yet initialized",
    "peer access is not supported between these two devices",
    "invalid resource handle",
    "operation not permitted when stream is capturing",
    "unknown error",
    "CUDA error: {}",
    "CUDA error: out of memory",
    "CUDA error: invalid device ordinal",
    "CUDA error: device-side assert triggered",
    "CUDA error: an illegal memory access was encountered",
    "CUDA error: no kernel image is available for execution on the device",
    "The NVIDIA driver on your system is too old (found version {}). Please update your GPU driver",
    "Found no NVIDIA driver on your system. Please check that you have an NVIDIA GPU and installed a driver",
]

# Python's CalledProcessError, which Accelerate's launch command raises for a worker that failed
# (DeepSpeed's runner exits with the code instead): a signal reads "died with <Signals.SIGKILL: 9>".
SUBPROCESS_ERRORS = [
    "Command '{}' returned non-zero exit status {}.",
    "Command '{}' died with <Signals.{}: {}>.",
]

# NCCL's ncclGetErrorString() texts, as torch's C10D_NCCL_CHECK prints them ("NCCL error in:
# FILE:LINE, <text>, NCCL version X"): NCCL's src/init.cc and torch's NCCLUtils.hpp together.
NCCL_RESULTS = [
    "unhandled system error",
    "internal error",
    "invalid argument",
    "invalid usage",
    "unhandled cuda error",
    "remote process exited or there was a network error",
]

# Function names of ProcessGroupNCCL's watchdog as c10's stack frames print them ("frame #3:
# c10d::ProcessGroupNCCL::WorkNCCL::checkTimeout(...)"): when the watchdog's message was cut
# off, its frames still say that a collective timed out.
WATCHDOG_FRAMES = [
    "c10d::ProcessGroupNCCL::WorkNCCL::checkTimeout",
    "c10d::ProcessGroupNCCL::watchdogHandler",
    "c10d::ProcessGroupNCCL::ncclCommWatchdog",
    "c10d::ProcessGroupNCCL::workCleanupLoop",
    "c10d::ProcessGroupNCCL::heartbeatMonitor",
]

# --- the kinds ----------------------------------------------------------------------------------

# (pattern over the template, kind slug). First match wins; more specific first. The kinds are
# LogFindingCatalog's slugs; a template that matches none stays unmapped (it is still evidence:
# "a worker failed with ..."). Written from the families the sources show.
KIND_RULES = [
    # Progress and advice that healthy runs print too (the socket's and store's debug lines, the
    # launcher stopping the other workers after a failure, performance hints): never a failure.
    (r"^The (?:client|server) socket (?:will attempt|is attempting|has connected|has started|has accepted|on \{\} has accepted)|"
     r"^The server socket on \{\} is not (?:yet )?listening|is listening yet, will retry|"
     r"[Cc]losing process \{\} via signal|[Ss]ending process \{\} closing signal|Unable to shutdown process|"
     r"already exists and will be overwritten|child error file|Failed to parse reply file|Unable to (?:enable fault handler|write error)|"
     r"error in log tailor|Error deriving logger module name|Setting OMP_NUM_THREADS|has a stale state and failed to sync|"
     r"did not find any unused parameters|Grad strides do not match bucket view strides|buckets rebuilt with size limits|"
     r"DDP Initialized with|Waiting on device barrier|completed all client calls|exited the barrier and found|"
     r"Reducer initialized with|[Dd]eprecated, use|is deprecated|will be deprecated|Using experimental|has no effect when|"
     r"Rendezvous complete|Starting elastic_operator|has no effect for point-to-point|"
     r"destroy_process_group\(\) was not called before program exit|^The server socket on \{\} has timed out, will retry|"
     r"groupEnd\(\) called in nonblocking communicator mode|"
     # c10d's reverse look-up of a client's address, for its own log line only.
     r"of the client socket cannot be retrieved", "harmless"),
    (r"ProcessGroupNCCL::(?:WorkNCCL::checkTimeout|watchdogHandler|ncclCommWatchdog|workCleanupLoop|heartbeatMonitor)",
     "collective-timeout"),
    # torch 2.2-2.6's watchdog and heartbeat monitor: a time-out it names, and the flight
    # recorder's debug dump that follows one (on this rank, or on every rank once one rank
    # signalled it through the store): its lines, the dump's own futures and store look-ups.
    (r"Timeout at NCCL work|[Hh]eartbeat monitor timed out", "collective-timeout"),
    (r"dump debug info|dump signal|dump the debug info|flight recorder dumps?|[Ff]ailed to get exception dump flag|"
     r"detecting the dump signal|timeout rank ID|Stack trace of the failed collective|TORCH_NCCL_DEBUG_INFO_TEMP_FILE|"
     r"named pipe|waiti?ng for future|\"should dump\" flag|Future for \{\} timed out|GIL induced hang|"
     r"[Mm]onitor [Tt]hread is disabled, but would have|Successfully processed ranks", "collective-timeout", "likely"),
    # Later releases: the dump signal another rank broadcast through the store, and the rank
    # that first signalled it.
    (r"(?:get source rank of|broadcast) the signal|to signal dumping|remote error detected from rank", "collective-timeout",
     "likely"),
    # The flight recorder's own bookkeeping and a pool torch gives back: nothing failed in the job.
    (r"Failed to update state for entry|Failed to deregister memory pool, ignoring", "harmless"),
    (r"^ncclMem(?:Alloc|Free) failed", "nccl-error"),
    (r"raised the following async exception|^\s*Last error: ", "nccl-error", "likely"),
    (r"onCompletion hook|OnCompletion hook|end_coalescing before start_coalescing|when splitting|nocolor split|"
     r"backend constrained to|tensor not on device passed to init_process_group|infer a GPU device id|"
     r"^getDuration only works (?:if timing was enabled|for single device|if ncclStartEvents_)|"
     r"Number of requests do not match number of collectives|^ProcessGroup(?:Gloo|NCCL)::\w+: |"
     r"requires a single-element (?:input|output) list|^Sparse |no support for \w+ in Gloo|"
     r"^Empty bucket specified|No parameter names were found|^Out of range variable index|^Expected \{\}, got \{\}$|"
     r"No environment variables passed|"
     # The NCCL allocator, pools and shrink of later releases, called the wrong way.
     r"not previously registered pool|opts not a ProcessGroupNCCL::Options|thread already started|"
     r"Tensor options must include device|tensor allocator expects cuda|Cannot exclude all ranks|"
     r"create_scalable is called|TORCH_NCCL_DEBUG_INFO_PIPE_FILE is empty", "distributed-usage"),
    (r"^Invalid device index", "invalid-device-ordinal"),
    # The store: torchrun's listening socket handed over by its fd, a client that is no store
    # client on its port (most often another job's), a bind or listen of the libuv server, a
    # client whose reads and writes fail (its peer went away).
    (r"(?:initialized from|for) fd \{\}|is bound to port \{\}, expected|Failed to open existing socket",
     "launcher-config"),
    # A build without libuv (the Windows wheels) whose store was asked for it: torch 2.4 and later
    # ask by default, so the launcher's settings, not the script's call, decide it.
    (r"[Bb]uil[dt] without libuv|LibUV TCPStore implementation missing", "launcher-config"),
    (r"Miscellaneous client (?:without|with incorrect) VALIDATE", "port-in-use", "likely"),
    (r"UV Store (?:bind|listen) failed", "port-in-use"),
    (r"UV Store addr parsing failure|Winsock", "network-interface"),
    (r"^(?:sendBytes|recvVector|recvValue) failed on|^failed to (?:send, sent|recv, got) 0 bytes|Failed to accept (?:socket|client)|"
     r"TCPStoreMasterDaemon::run\(\) failed|Failed to init uv (?:loop|async)|Write (?:setup )?to client failed|"
     r"Failed to setup read callback|Error processing client message|uv_async_send failed", "peer-lost", "likely"),
    # NCCL's "invalid usage" in a DDP job is most often two ranks on one GPU (NCCL names it only
    # with NCCL_DEBUG=WARN): the likely cause, reported as such only when the log shows no other.
    (r"NCCL error in: \{\}:\{\}, invalid usage|ncclInvalidUsage", "duplicate-gpu", "likely"),
    (r"remote process exited|ncclRemoteError|unexpected exit of a remote peer", "peer-lost"),
    (r"NCCL timeout", "collective-timeout"),
    (r"ProcessGroupNCCL is only supported with GPUs", "no-gpu"),
    # ProcessGroupNCCL's follow-up to a collective its watchdog found failed or timed out: it
    # says neither which, so an NCCL failure when nothing else is in the log; the watchdog's
    # time-out line or NCCL's own error line before it is the decisive one.
    (r"Some NCCL operations have failed or timed out|To avoid data inconsistency, we are taking the entire process",
     "nccl-error", "likely"),
    # The end of torch 2.x's error for a rank that could not read rank 0's NCCL id (the reason,
    # when the log has it, is named by its own line), and socket.cpp's summary after every bind
    # of a port failed: their usual causes.
    (r"possible application crash on rank 0 or a network set up issue", "peer-lost", "likely"),
    (r"could not be initialized on any address for port=", "port-in-use", "likely"),
    (r"requires NCCL ?(?:>=)?\s?2\.|only allowed with NCCL >=|PreMulSum Data type must be|GPU devices are not known",
     "distributed-usage"),
    (r"mark a variable ready only once|marked (?:as )?ready twice|has been marked as ready twice|reentrant backward|"
     r"concurrent forward-backward passes|marking a variable ready multiple times|ready only once", "parameter-ready-twice"),
    (r"Expected to have finished reduction|This error indicates that your module has parameters that were not used", "unused-parameters"),
    (r"params, while rank|DDP expects same model", "model-mismatch"),
    (r"is running collective|Collectives differ|op\.preamble\.length|op\.preamble\.nbytes", "collective-mismatch"),
    (r"Socket unexpectedly closed|^writev \{\}", "peer-lost"),
    (r"^Write timeout|^Read timeout", "collective-timeout"),
    (r"^(?:socket|setsockopt|bind|listen|connect): \{\}|address family mismatch|cannot connect to self", "network-interface"),
    (r"faulty rank|monitoredBarrier|failed to pass monitoredBarrier", "collective-timeout"),
    (r"[Ss]tate object is corrupt|rendezvous state is corrupt", "torch-version-mismatch"),
    (r"[Ff]ailed to create a socket|already in use", "port-in-use"),
    (r"[Gg]ot termination signal", "terminated"),
    (r"exit barrier", "store-timeout"),
    (r"worker pids do not match|Unknow worker|Worker group in \{\} state", "worker-exit"),
    (r"log_dir|does not match: <|local rank mapping mismatch|unknown standard stream|MIN:MAX|"
     r"number of (?:rendezvous )?nodes|rendezvous configuration|timeout \(\{\}\) must be positive|"
     r"[Dd]on't use both|etcd protocol|protocol must be HTTP", "launcher-arguments"),
    (r"random run_id", "launcher-config"),
    (r"file creation for C10d store has failed", "launcher-arguments"),
    (r"FileTimerServer is not available|Configure timer client|The timer has already started|_reap_worker|"
     r"TCP backend has been deprecated", "distributed-usage"),
    (r"Error terminating pid", "terminated"),
    (r"Error opening file for writing NCCLPG debug info", "harmless"),
    (r"Sequence number: ", "collective-mismatch"),
    (r"Timed out initializing process group in store based barrier", "store-timeout"),
    (r"are ignored since they are assigned by the", "harmless"),
    (r"LOCAL_RANK is not in the environment", "launcher-environment"),
    (r"Group \{\} is not registered|Invalid process group specified|Invalid ``p2p_op_list``", "distributed-usage"),
    (r"parameter missing|port number missing|path missing", "launcher-environment"),
    (r"[Nn]o rendezvous handler|re-?rendezvous|[Rr]endezvous handler for", "distributed-usage"),
    (r"[Ee]tcd|EtcdStore", "rendezvous-unreachable"),
    (r"Must join next one|Must re-enter|worker needs to die|Must try join|no longer frozen", "rendezvous-closed"),
    (r"failed to accept a connection|Unexpected poll revent|Read error|Write error|[Cc]onnection closed|"
     r"[Cc]onnection reset|Socket closed|peer closed", "peer-lost"),
    (r"(?i)cuda is not available", "no-gpu"),
    # The reducer: parameters that took no part in the loss, graphs that change.
    (r"finished reduction in the prior iteration|find_unused_parameters|marked ready twice|"
     r"marked as ready twice|Parameters which did not receive grad|did not receive grad for rank|"
     r"parameter indices which did not receive grad|unused parameters|static_graph|"
     r"has been marked as ready|reentrant backward|_set_static_graph|mark a variable ready only once|"
     r"used in producing loss|training graph has changed", "unused-parameters"),
    # Models that differ across ranks.
    (r"same model across all ranks|appears not to match|verify_params_across_processes|"
     r"_verify_params_across_processes|sizes of the same param in process|inconsistent \{\} params|"
     r"model across ranks|params\[\{\}\]|parameter sizes|param shapes|different number of parameters|"
     r"does not match the number of parameters|expects same model", "model-mismatch"),
    # Mismatched collectives and sequence numbers.
    (r"mismatch between collectives|[Mm]ismatched [Cc]ollective|sequence number|SequenceNum|seq_num|"
     r"op\.preamble\.length|preamble\.length <= op\.nbytes|Detected mismatch|[Cc]ollective fingerprint|"
     r"CollectiveFingerPrint|different collective|TORCH_DISTRIBUTED_DEBUG|ProcessGroupWrapper|"
     r"mismatched.*collectives|collectives on ranks|must match across ranks|opType|OpType",
     "collective-mismatch"),
    # CPU tensors with NCCL, and NCCL absent.
    (r"Could not retrieve or create the backend", "cpu-tensor-nccl"),
    (r"Tensors must be CUDA|must be CUDA and dense|No backend type associated with device type|"
     r"tensors must be on GPU|input tensor must be a CUDA tensor|CPU tensor.*NCCL|NCCL.*CPU tensor|"
     r"only supports CUDA|is not a CUDA tensor|Expected CUDA tensor", "cpu-tensor-nccl"),
    # Launcher environment.
    (r"env:// rendezvous|environment variable \{\} expected|expected, but not set|"
     r"MASTER_ADDR|MASTER_PORT|RANK expected|WORLD_SIZE expected|rendezvous using env|"
     r"TORCHELASTIC_RUN_ID|torchelastic.*environment", "launcher-environment"),
    # Ranks and world size.
    (r"[Ii]nvalid rank|rank.*>= *world_size|rank should be|world_size|world size|[Rr]ank \{\} .*out of range|"
     r"must be less than .*world|group size|number of ranks|expected rank|"
     r"not part of the group|not in group|rank is not part of|ranks.*not in", "world-size-mismatch"),
    # Not initialized.
    (r"has not been initialized|is not initialized|not been initialized|init_process_group\(\) (?:first|before)|"
     r"call init_process_group|process group.*destroyed|has been destroyed|already been destroyed",
     "process-group-not-initialized"),
    (r"trying to initialize the default process group twice|already initialized", "distributed-usage"),
    # GPUs.
    # FSDP's device check: a rank that never set its own device computes on cuda:0 like rank 0.
    (r"Duplicate GPU|both on CUDA device|same GPU|using GPU \{\} to perform barrier|"
     r"Inconsistent compute device and `device_id`", "duplicate-gpu"),
    (r"driver version is insufficient|driver on your system is too old|update your GPU driver|"
     r"forward compatibility|unsupported display driver", "cuda-driver-too-old"),
    (r"invalid device ordinal|GPU\(s\) are visible", "invalid-device-ordinal"),
    (r"no CUDA-capable device|CUDA is not available|Found no NVIDIA driver|no CUDA GPUs|"
     r"not compiled with CUDA|NCCL built in|doesn't have NCCL|NCCL is not available|"
     r"no kernel image is available|all CUDA-capable devices are busy", "no-gpu"),
    (r"[Oo]ut of memory|OutOfMemory|CUBLAS_STATUS_ALLOC_FAILED", "cuda-out-of-memory"),
    (r"illegal memory access|device-side assert|unspecified launch failure|misaligned address|"
     r"launch timed out", "worker-failed"),
    # Ports, names, interfaces, the store and the rendezvous.
    (r"[Aa]ddress already in use|EADDRINUSE|failed to bind|has failed to listen|server socket has failed",
     "port-in-use"),
    (r"network addresses of|cannot be retrieved|hostname|[Nn]ame or service not known|getaddrinfo|"
     r"resolve", "hostname-resolution"),
    (r"no socket interface found|no interface found|[Uu]nable to find address for|socket interface|"
     r"NCCL_SOCKET_IFNAME|GLOO_SOCKET_IFNAME|connectFullMesh|network interface|[Nn]o usable|"
     r"AF_INET6|Call to connect|interface|"
     # Gloo pairing an IPv4 address with an IPv6 one (the ranks' interfaces resolve differently).
     r"ss_family", "network-interface"),
    (r"ibv_|NET/IB|InfiniBand|NCCL_IB|IB_|GID|RoCE|mlx5", "infiniband"),
    (r"p2p|P2P|peer access|cudaIpc|IPC|peer mapping|NVLink|NCCL_P2P", "nccl-p2p-shm"),
    (r"/dev/shm|shared memory|shm_open|posix_fallocate|NCCL_SHM|SHM", "shared-memory"),
    (r"[Ww]atchdog|[Tt]imed out waiting|Timeout\(ms\)|timeout.*collective|collective.*timeout|"
     r"checkTimeout|took too long|heartbeat|[Ww]ork .*timed out|abort(?:ed|ing) (?:the )?communicator|"
     r"ncclCommAbort|operation timeout", "collective-timeout"),
    (r"[Ss]ocket Timeout|wait timeout|[Ss]tore.*timed? ?out|timed out.*store|store based barrier|"
     r"clients joined|waiting for clients|waitForInput|Timed out initializing", "store-timeout"),
    (r"client socket has timed out|failed to connect|[Cc]onnection refused|connect\(\) timed out|"
     r"No route to host|c10d store has failed|RendezvousConnectionError|could not connect|"
     r"connect to the rendezvous|unreachable|[Cc]onnection to .* failed", "rendezvous-unreachable"),
    (r"RendezvousTimeoutError|rendezvous.*timed? ?out|[Tt]imeout.*rendezvous|join timeout|"
     r"not enough nodes|min_nodes|last_call_timeout|join_timeout", "rendezvous-timeout"),
    (r"RendezvousClosedError|rendezvous.*closed|closed rendezvous|has been closed", "rendezvous-closed"),
    (r"[Cc]onnection closed by peer|reset by peer|[Bb]roken pipe|closed by remote|peer.*closed|"
     r"[Cc]onnection reset|remote process exited|lost connection", "peer-lost"),
    (r"--local[-_]rank|local_rank.*argument", "local-rank-argument"),
    (r"nproc_per_node|--nnodes|rdzv_backend|rdzv_endpoint|rdzv_conf|rdzv_id|is not registered|"
     r"endpoint|\"min:max\"|--standalone|--master_addr|--node_rank|max_restarts|--redirects|--tee|"
     r"--log_dir|--role|--use_env|--monitor", "launcher-arguments"),
    (r"got signal|death signal|SIGTERM|SignalException", "terminated"),
    (r"NCCL error|ncclSystemError|ncclInternalError|ncclUnhandledCudaError|ncclInvalidUsage|"
     r"ncclRemoteError|ncclInvalidArgument|NCCL WARN|DistBackendError|NCCL communicator|"
     r"ncclComm|NCCL version", "nccl-error"),
    (r"exitcode|[Ee]xit code|failed \(exitcode|ChildFailedError|worker group|[Ww]orkers? (?:failed|exited)",
     "worker-exit"),
    # What a script does wrong with torch.distributed's API: the message names the argument.
    (r"[Tt]ensor list|tensor_list|[Ii]nvalid (?:function )?argument|must be (?:contiguous|dense|a tensor)|"
     r"[Ee]xpected .*tensor|dtype|[Tt]ensors? must|same device|same size|same (?:number|shape|type)|"
     r"[Uu]nsupported|not supported|[Ii]nvalid (?:usage|root|scatter|gather|reduce|op|backend|timeout|type)|"
     r"[Rr]educeOp|src rank|dst rank|root rank|output tensor|input tensor|split sizes|sparse|"
     r"[Bb]ackend .* (?:not|does not)|[Uu]nknown backend|[Ii]nvalid backend|does not support|only supports|"
     r"[Ee]xpected .* but got|must be (?:of|on|the|an?) |should be|must have|cannot be|can only|"
     r"not implemented|not allowed|must (?:NOT )?be specified|only implemented|doesn't have \w+ built in|"
     r"must be distinct|has appeared in both|already been created|[Dd]ifferent group|same group|"
     r"is not part of group|does not belong to the given group|create_graph=True|higher-order gradients|"
     r"All parameters in a bucket|Buckets with more than one variable|gradient_as_bucket_view|"
     r"comm hook|communication hook|initialize_buckets|takes a single tensor|watchKey|"
     r"[Tt]ype(?:Error)? .*expected|[Ee]xpected .*(?:type|list|tuple|int|str)|"
     # ProcessGroupGloo's argument checks (its "invalidArgument" prefix) and Utils.hpp's.
     r"^ProcessGroupGloo::\w+: |[Ii]nvalid scalar type|No device\(s\) specified|Tag must be nonnegative|"
     r"Received an empty list|[Ss]plit sizes|Work needs to be completed before calling result", "distributed-usage"),
    # A TORCH_* / NCCL_* variable of the job's environment with a value torch cannot read.
    (r"Invalid value for environment variable", "launcher-config"),
]
KIND_RULES_COMPILED = [(re.compile(rule[0]), rule[1], len(rule) > 2 and rule[2] == "likely") for rule in KIND_RULES]

# NCCL's own WARN and fault INFO lines, before KIND_RULES: NCCL names the layer that failed
# (its shared-memory segments, its sockets and interfaces, InfiniBand, the topology it detected,
# CUDA under it), which is the cause torch's "NCCL error ... unhandled system error" only hints
# at. What matches none of these nor KIND_RULES is still an NCCL failure (nccl-error).
NCCL_KIND_RULES = [
    # Plugins that are not installed, NVML lookups and performance hints: healthy runs print them.
    # "Could not enable P2P": the GPUs cannot reach each other directly, NCCL goes through SHM.
    (r"Plugin|plugin|NVML|nvml|Skipping|[Ii]gnor(?:ed|ing)|disabling|limiting to|setting it to|"
     r"[Ff]alling back|is deprecated|[Rr]etrying|will retry|Could not enable P2P", "harmless"),
    (r"/dev/shm|[Ss]hared memory|shm_|SHM|shmutils|posix_fallocate|[Ff]ailed to extend|[Ff]ailed to open SHM|"
     r"[Cc]annot allocate memory|ENOSPC|[Nn]o space left", "shared-memory"),
    # A transport that received another size than it posted for (IB's "collective mismatch error",
    # the socket's "message truncated"): the ranks run different collectives or sizes, or NCCL
    # with other settings or releases on some node; the link itself works (NCCL's own hint).
    (r"[Mm]essage truncated|collective mismatch|bytes instead of", "collective-mismatch"),
    (r"NET/IB|ibv_|IB_|[Ii]nfini[Bb]and|RoCE|GID|mlx5|HCA|[Aa]sync event|QP |qp_|wr_id|local (?:protection|length) error|"
     r"IBEXT", "infiniband"),
    (r"[Nn]o (?:usable )?(?:listening )?(?:socket )?interface|NCCL_SOCKET_IFNAME|[Ii]nterface|[Aa]ddress family|"
     r"AF_INET|[Cc]onnect to .* failed|[Cc]all to connect|exceeded (?:error )?retry count|NCCL_COMM_ID|"
     r"Bootstrap|bootstrap|[Nn]o route|[Cc]onnection refused", "network-interface"),
    (r"[Cc]onnection closed|[Cc]onnection reset|[Ss]ocket closed|closed by|remote process|peer .*closed|"
     r"unexpected socket state|[Ss]ocket (?:recv|send)|recv failed|send failed|"
     r"Call to (?:recv|send) (?:from|to) \{\} failed|"
     r"[Pp]eer (?:exited|died|is dead)|[Dd]ead peer", "peer-lost"),
    (r"[Tt]opo|TOPO|XML|PCI|[Cc]ould not find (?:CPU|node|path|rev link)|reverse path|NVLink|nvlink|NVLS|MNNVL|"
     r"P2P|p2p|[Pp]eer access|cudaIpc|IPC|cuMem|[Mm]ulticast|IMEX", "nccl-p2p-shm"),
    (r"[Tt]imeout|timed out|[Ww]atchdog", "collective-timeout"),
]
NCCL_KIND_RULES_COMPILED = [(re.compile(pattern), kind) for pattern, kind in NCCL_KIND_RULES]

# The launchers' own lines (DeepSpeed's launch.py and runner.py, Accelerate's launch command):
# a worker that ended with a code or a signal, the launcher's environment and tools.
LAUNCHER_KIND_RULES = [
    (r"exits with return code|returned non-zero exit status|[Ee]xit(?:ed)? with (?:code|status)|"
     r"died with|CalledProcessError|return code", "worker-exit"),
    (r"[Kk]illing subprocess|[Kk]illing process|[Ss]ending signal", "harmless"),
    # DeepSpeed's `ssh HOST hostname` check before it starts pdsh: the node cannot be reached over SSH.
    (r"not reachable via ssh", "ssh-unreachable"),
    # DeepSpeed's resource pool holds the GPUs it sees (CUDA_VISIBLE_DEVICES renumbers them from 0):
    # a slot asked for beyond them is a GPU number the node does not have.
    (r"No slot '\{\}' specified on host", "invalid-device-ordinal"),
    # DeepSpeed's runner found no GPU on the node it starts from (a container without GPU access,
    # a CPU-only node): no worker ever starts.
    (r"no GPU resources available", "no-gpu"),
    (r"hostfile|host file|[Hh]ostname .* not|[Nn]o (?:slots|hosts)|resource pool|--include|--exclude|"
     r"--num_nodes|--num_gpus|--master_addr|--main_process_ip|--machine_rank|--num_machines|--num_processes",
     "launcher-arguments"),
    (r"pdsh|mpirun|openmpi|mvapich|srun|ssh", "launcher-missing"),
]
LAUNCHER_KIND_RULES_COMPILED = [(re.compile(pattern), kind) for pattern, kind in LAUNCHER_KIND_RULES]


# torch's own invariants ("please report a bug"): a bug in torch, not a failure a job can fix;
# kept in the table, reported as their own area, outside the coverage target.
INTERNAL = re.compile(r"[Pp]lease report a bug|indicates a bug in|should return TensorList|non-existing hook|"
                      r"register duplicate grad accumulator|rebuilt parameter (?:indices|tensors) size|"
                      r"No grad accumulator for a saved leaf|in DDP parameter name mapping|^Unknown? worker|"
                      # the store's own protocol and the states its server thread expects
                      r"response (?:is )?expected|lacks processBuf|onConnect callback missing|read past end of buffer|"
                      r"debugInfoWriter already registered|Invalid size for ncclUniqueId|Invalid string size|"
                      r"Unexpected query type|the control pipe|Please file an issue|Invalid payload size|"
                      r"Too many keys (?:being waited|with multi_get)|loop cleanup didn't work|"
                      # ProcessGroupNCCL's own states (its futures, its GIL checker, its works' events)
                      r"Expected a valid future|Expected the future to have been launched|null GIL checker|"
                      r"Non c10d::WorkNCCL object returned|^Invalid deviceKey|ncclEndEvents_ is populated|^Out of range: \{\}$")


def kind_of(template, source=""):
    layer = source.split(":", 1)[0]
    if layer.startswith("nccl"):
        for pattern, kind in NCCL_KIND_RULES_COMPILED:
            if pattern.search(template):
                return kind
    if layer in ("deepspeed", "accelerate", "python"):
        for pattern, kind in LAUNCHER_KIND_RULES_COMPILED:
            if pattern.search(template):
                return kind
    for pattern, kind, _likely in KIND_RULES_COMPILED:
        if pattern.search(template):
            return kind
    return "nccl-error" if layer.startswith("nccl") else None


def is_likely(template):
    for pattern, _kind, likely in KIND_RULES_COMPILED:
        if pattern.search(template):
            return likely
    return False


def area_of(source):
    path = source.split(":", 1)[0]
    return "core" if any(path.startswith(p) or path.startswith("torch/" + p) for p in CORE_PREFIXES) else "other"


# --- walking the sources --------------------------------------------------------------------------


def torch_root(tree):
    """The torch/ folder of a repository checkout, or an installed package itself."""
    if os.path.isdir(os.path.join(tree, "torch")):
        return os.path.join(tree, "torch")
    return tree


def walk_tree(tree):
    root = torch_root(tree)
    messages = []
    for folder, _dirs, files in os.walk(root):
        if "__pycache__" in folder or "/test" in folder:
            continue
        for name in sorted(files):
            path = os.path.join(folder, name)
            rel = os.path.relpath(path, root)
            if name.endswith(".py") and any(rel.startswith(s) for s in PY_SCOPES):
                messages += python_messages(path, "torch/" + rel)
            elif rel.startswith(C_SCOPE) and name.endswith((".cpp", ".hpp", ".h", ".cu")):
                text = open(path, encoding="utf-8", errors="replace").read()
                messages += cpp_messages(text, "torch/" + rel)
    return messages


def index_commits(folder):
    """Path -> commit, from the folder's COMMITS file: the version the index gave for each file."""
    commits = {}
    listing = os.path.join(folder, "COMMITS")
    if not os.path.exists(listing):
        return commits
    with open(listing, encoding="utf-8") as f:
        for line in f:
            if line.strip() and not line.startswith("#"):
                rel, _tab, commit = line.rstrip("\n").partition("\t")
                commits[rel.strip()] = commit.strip()
    return commits


def index_source(folder):
    """The folder's SOURCE line: where its files came from (repository, commit, version.txt)."""
    path = os.path.join(folder, "SOURCE")
    if not os.path.exists(path):
        return None
    with open(path, encoding="utf-8") as f:
        return " ".join(line.strip() for line in f if line.strip()) or None


def walk_index(folder):
    """A folder of files read one at a time (laid out like the repository, whole files or the
    statements that carry messages), as one release: each source names the commit its file was
    read at, since the index keeps one version per file, not one per release."""
    commits = index_commits(folder)
    items = walk_tree(folder)
    for item in items:
        commit = commits.get(item["source"].rsplit(":", 1)[0])
        if commit:
            item["source"] += f" ({commit[:12]})"
    return items, commits


def walk_third_party(name, tree):
    if name == "nccl-results":
        return [{"template": "NCCL error in: {}:{}, " + esc(t) + "{}, NCCL version {}", "level": "error",
                 "exception": "ncclResult_t", "source": "nccl:src/init.cc ncclGetErrorString"} for t in NCCL_RESULTS]
    if name == "frames":
        return [{"template": esc(t), "level": "error", "exception": "frame",
                 "source": "torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp (stack frame)"} for t in WATCHDOG_FRAMES]
    if name == "subprocess":
        return [{"template": t, "level": "error", "exception": "subprocess.CalledProcessError",
                 "source": "python:Lib/subprocess.py CalledProcessError.__str__"} for t in SUBPROCESS_ERRORS]
    if name == "cuda":
        return [{"template": esc(t) if "{}" not in t else t, "level": "error", "exception": "cudaError",
                 "source": "cuda:cudaGetErrorString"} for t in CUDA_ERRORS]
    messages = []
    for folder, _dirs, files in os.walk(tree):
        for fname in sorted(files):
            if fname.endswith((".cc", ".cpp", ".h", ".hpp", ".cu")):
                path = os.path.join(folder, fname)
                rel = os.path.relpath(path, tree)
                text = open(path, encoding="utf-8", errors="replace").read()
                for item in cpp_messages(text, f"{name}:{rel}", third_party=name):
                    messages.append(item)
    return messages


# --- fetched repositories, one release per tag ------------------------------------------------

# The other layers that print a multi-node job's failure, read from their repositories' release
# tags (a git directory, as a clone or the fetch of a mirror gives it): which files, in which
# language, which tags (the latest tag of each minor release from the first one named).
GIT_SOURCES = {
    "nccl": {"files": r"^src/.*\.(?:cc|h|cu|cpp)$", "lang": "cpp", "tags": r"^v(\d+)\.(\d+)\.(\d+)-\d+$",
             "first": (2, 8)},
    "nccl-tests": {"files": r"^src/(?:common|util)\.(?:h|cu)$", "lang": "printf", "tags": r"^v(\d+)\.(\d+)\.(\d+)$",
                   "first": (2, 0)},
    # Gloo has no release tags: the commit before each torch release's date stands for the Gloo
    # that release vendored (third_party/gloo).
    "gloo": {"files": r"^gloo/(?!test|benchmark).*\.(?:cc|h)$", "lang": "cpp", "tags": None, "first": None,
             "dates": {"1.13": "2022-10-28", "2.0": "2023-03-15", "2.1": "2023-10-04", "2.2": "2024-01-30",
                       "2.3": "2024-04-24", "2.4": "2024-07-24", "2.5": "2024-10-17", "2.6": "2025-01-29"}},
    "deepspeed": {"files": r"^deepspeed/(?:launcher/(?:runner|launch|multinode_runner|constants)\.py|comm/.*\.py)$",
                  "lang": "python", "tags": r"^v(\d+)\.(\d+)\.(\d+)$", "first": (0, 5)},
    "accelerate": {"files": r"^src/accelerate/(?:commands/launch\.py|state\.py|utils/.*\.py)$", "lang": "python",
                   "tags": r"^v(\d+)\.(\d+)\.(\d+)$", "first": (0, 10)},
}

# What each release read from a repository was (filled by walk_git, written to "releases").
GIT_NOTES = {}

# nccl-tests prints its failures with printf in macros ("%s: Test NCCL failure %s:%d '%s'").
PRINTF = re.compile(r'\bprintf\s*\(\s*"((?:[^"\\\n]|\\.)*)"')


def git(gitdir, *args):
    result = subprocess.run(["git", "--git-dir", gitdir, *args], capture_output=True)
    if result.returncode != 0:
        sys.exit(f"git {' '.join(args)} failed in {gitdir}: {result.stderr.decode(errors='replace').strip()}")
    return result.stdout


def release_tags(gitdir, spec):
    """(label, ref) per minor release: its latest tag; without tags, the commit before each date
    named, or the snapshot itself."""
    if spec.get("dates"):
        return [(f"torch{release}", git(gitdir, "rev-list", "-1", f"--before={date}", "HEAD").decode().strip())
                for release, date in spec["dates"].items()]
    if not spec["tags"]:
        head = git(gitdir, "rev-parse", "--short", "HEAD").decode().strip()
        return [(f"head-{head}", "HEAD")]
    latest = {}
    for tag in git(gitdir, "tag").decode().split():
        m = re.match(spec["tags"], tag)
        if not m:
            continue
        version = tuple(int(g) for g in m.groups())
        if version[:2] < spec["first"]:
            continue
        if version[:2] not in latest or version > latest[version[:2]][0]:
            latest[version[:2]] = (version, tag)
    return [(f"{v[0]}.{v[1]}", tag) for (v, tag) in sorted(latest.values())]


def messages_of_text(name, lang, rel, text):
    if lang == "python":
        items = python_messages(None, rel, source=text)
        for item in items:
            item["exception"] = item.get("exception") or "log"
        return items
    if lang == "printf":
        found = []
        for m in PRINTF.finditer(text):
            template = percent_to_placeholders(c_unescape(m.group(1))).strip()
            if re.search(r"[Ff]ail|[Ee]rror|[Aa]bort", template) and len(re.sub(r"\{\}", "", template).strip()) >= 12:
                found.append({"template": template, "level": "error", "exception": "printf",
                              "source": f"{rel}:{text.count(chr(10), 0, m.start()) + 1}"})
        return found
    return cpp_messages(text, rel, third_party=name)


def walk_git(name, gitdir):
    """(release label, message) of every release tag of a fetched repository."""
    spec = GIT_SOURCES[name]
    files = re.compile(spec["files"])
    out = []
    releases = release_tags(gitdir, spec)
    # One git process for every blob; a blob shared by several releases is read once.
    batch = subprocess.Popen(["git", "--git-dir", gitdir, "cat-file", "--batch"], stdin=subprocess.PIPE,
                             stdout=subprocess.PIPE)
    parsed = {}
    for label, ref in releases:
        commit = git(gitdir, "rev-parse", "--short=12", ref + "^{commit}").decode().strip()
        GIT_NOTES[f"{name}-{label}"] = f"{name} {ref} ({commit}): {spec['files']}"
        for row in git(gitdir, "ls-tree", "-r", ref).decode().splitlines():
            meta, path = row.split("\t", 1)
            blob = meta.split()[2]
            if not files.match(path):
                continue
            if (blob, path) not in parsed:
                batch.stdin.write(blob.encode() + b"\n")
                batch.stdin.flush()
                size = int(batch.stdout.readline().split()[2])
                text = batch.stdout.read(size + 1)[:size].decode("utf-8", errors="replace")
                parsed[(blob, path)] = messages_of_text(name, spec["lang"], f"{name}:{path}", text)
            for item in parsed[(blob, path)]:
                out.append((f"{name}-{label}", item))
    batch.stdin.close()
    batch.wait()
    return out


def literal_segments(template):
    return [s for s in re.split(r"\{\}", template.replace("{{", "{").replace("}}", "}")) if s.strip()]


def in_strings(template, strings_blob):
    """True when every literal piece (of 12+ characters) of the template is in the library."""
    pieces = [s for s in literal_segments(template) if len(s.strip()) >= 12]
    return bool(pieces) and all(p in strings_blob for p in pieces)


def merge(table, item, release):
    key = item["template"]
    entry = table.get(key)
    if entry is None:
        entry = {"template": key, "level": item["level"], "kind": kind_of(key, item["source"]), "releases": [], "sources": [],
                 "area": area_of(item["source"])}
        if is_likely(key):
            entry["likely"] = True  # the usual cause, not the only one
        if item.get("exception"):
            entry["raises"] = item["exception"]
        if item.get("exception") == "TORCH_INTERNAL_ASSERT" or INTERNAL.search(key):
            entry["area"] = "internal"  # torch's own invariants: a bug to report, not a failure family
        table[key] = entry
    if release not in entry["releases"]:
        entry["releases"].append(release)
    if item["source"] not in entry["sources"] and len(entry["sources"]) < 4:
        entry["sources"].append(item["source"])
    if area_of(item["source"]) == "core" and entry["area"] != "internal":
        entry["area"] = "core"


def source_of(release):
    """The source a release label belongs to: "nccl-2.21" -> nccl; torch's releases ("1.13",
    "2.x") are read from different trees, each its own source, as the built-in tables are."""
    if release in ("cuda", "frames", "nccl-results", "subprocess"):
        return release
    for name in sorted(GIT_SOURCES, key=len, reverse=True):
        if release == name or release.startswith(name + "-"):
            return name
    return release


def parse_pairs(values, what):
    pairs = []
    for value in values or []:
        if "=" not in value:
            sys.exit(f"{what} wants NAME=PATH, got {value!r}")
        name, path = value.split("=", 1)
        pairs.append((name, path))
    return pairs


def release_order(release):
    numbers = [int(n) for n in re.findall(r"\d+", release)]
    return (source_of(release), numbers, release)


def report(document, out):
    messages = document["messages"]
    releases = sorted({r for m in messages for r in m["releases"]}, key=release_order)
    print("release          area     messages  failure kind  harmless  unmapped  known", file=out)
    for release in releases:
        for area in ("core", "internal", "other"):
            items = [m for m in messages if release in m["releases"] and m["area"] == area]
            if not items:
                continue
            failure = sum(1 for m in items if m["kind"] and m["kind"] != "harmless")
            harmless = sum(1 for m in items if m["kind"] == "harmless")
            unmapped = len(items) - failure - harmless
            share = 100.0 * (failure + harmless) / len(items)
            print(f"{release:16} {area:8} {len(items):8}  {failure:12}  {harmless:8}  {unmapped:8}  {share:5.1f}%", file=out)


def write_seeds(document, folder):
    """One log per kind for the diagnose fuzz target: its messages as lines torch would print."""
    by_kind = {}
    for m in document["messages"]:
        if m["kind"] and m["kind"] != "harmless" and m["level"] == "error":
            by_kind.setdefault(m["kind"], []).append(m["template"])
    os.makedirs(folder, exist_ok=True)
    prefixes = ["", "[rank1]: ", "[default0]:", "worker-1: ", "E1201 10:00:00.123 4242 reducer.cpp:12] "]
    for kind, templates in sorted(by_kind.items()):
        lines = []
        for i, t in enumerate(templates[:24]):
            text = t.replace("{}", str(i + 1)).replace("{{", "{").replace("}}", "}")
            prefix = prefixes[i % len(prefixes)]
            first, *rest = text.split("\n")
            lines.append(prefix + ("RuntimeError: " if i % 2 == 0 else "") + first)
            lines += [prefix + r for r in rest]
        with open(os.path.join(folder, f"mined-{kind}.seed"), "w", encoding="utf-8") as f:
            f.write("\n".join(lines) + "\n")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tree", action="append", help="RELEASE=DIR: a torch source tree or installed package")
    parser.add_argument("--strings", action="append", help="RELEASE=LIB: a torch shared library")
    parser.add_argument("--index", action="append", help="RELEASE=DIR: files read one at a time (a torch tree's "
                        "layout; DIR/COMMITS: path<TAB>commit of each; DIR/SOURCE: where they came from) as one "
                        "release")
    parser.add_argument("--third-party", action="append", help="NAME=DIR: NCCL or Gloo sources; cuda= built in")
    parser.add_argument("--git", action="append", help="NAME=GITDIR: a fetched repository, read at each release tag "
                        "(" + ", ".join(GIT_SOURCES) + ")")
    parser.add_argument("--keep", metavar="TABLE", help="an existing table: its messages of the sources not read "
                        "again now are kept (refresh one source at a time)")
    parser.add_argument("--note", action="append", default=[], help="RELEASE=TEXT: where a release's sources came from")
    parser.add_argument("-o", "--output", help="the JSON table to write (default: standard output)")
    parser.add_argument("--report", action="store_true", help="print the coverage of the kind mapping")
    parser.add_argument("--seeds-from", metavar="TABLE", help="write fuzz seeds from an existing table instead")
    parser.add_argument("--seeds-dir", metavar="DIR", help="where --seeds-from writes (one log per kind)")
    args = parser.parse_args()
    if args.seeds_from:
        write_seeds(json.load(open(args.seeds_from, encoding="utf-8")), args.seeds_dir or ".")
        return

    table = {}
    release_notes = dict(parse_pairs(args.note, "--note"))
    cpp_items = []
    # What is read again now replaces what the kept table had of it; the rest is kept. The kept
    # C++ templates count for a library's strings like those read now.
    read_now = {source_of(r) for r, _ in parse_pairs(args.tree, "--tree") + parse_pairs(args.strings, "--strings")
                + parse_pairs(args.index, "--index")}
    read_now |= {name for name, _ in parse_pairs(args.third_party, "--third-party") + parse_pairs(args.git, "--git")}
    kept_entries = []
    if args.keep:
        old = json.load(open(args.keep, encoding="utf-8"))
        for release, text in old.get("releases", {}).items():
            if source_of(release) not in read_now:
                release_notes.setdefault(release, text)
        for entry in old["messages"]:
            kept = [r for r in entry["releases"] if source_of(r) not in read_now]
            if kept:
                kept_entries.append(dict(entry, releases=kept))
                if entry["sources"] and ".py:" not in entry["sources"][0] and entry["sources"][0].startswith("torch/"):
                    cpp_items.append({"template": entry["template"], "level": entry["level"],
                                      "exception": entry.get("raises"), "source": entry["sources"][0]})
    for release, tree in parse_pairs(args.tree, "--tree"):
        if not os.path.isdir(tree):
            sys.exit(f"not a directory: {tree}")
        for item in walk_tree(tree):
            merge(table, item, release)
            if ".py:" not in item["source"]:
                cpp_items.append(item)
    for release, folder in parse_pairs(args.index, "--index"):
        if not os.path.isdir(folder):
            sys.exit(f"not a directory: {folder}")
        items, commits = walk_index(folder)
        for item in items:
            merge(table, item, release)
            if ".py:" not in item["source"]:
                cpp_items.append(item)
        source = index_source(folder)
        release_notes.setdefault(release, f"{source} (the commit of each file in its sources)" if source else
                                 f"pytorch/pytorch files read one at a time through the search index "
                                 f"({len(commits)} files, the statements that carry messages; the commit of "
                                 f"each file in its sources)")
    for release, lib in parse_pairs(args.strings, "--strings"):
        blob = "\n".join(library_strings(lib, minimum=8))
        # C++ templates of other releases' sources that this library prints too.
        for item in cpp_items:
            if in_strings(item["template"], blob):
                merge(table, item, release)
        known = [literal_segments(k) for k in table]
        for item in library_messages(lib):
            text = item["template"]
            # A library fragment already part of a source template adds only the release.
            owner = next((k for k, segs in zip(table.keys(), known) if any(text.strip() in s for s in segs)), None)
            if owner is not None:
                if release not in table[owner]["releases"]:
                    table[owner]["releases"].append(release)
                continue
            merge(table, item, release)
    for name, tree in parse_pairs(args.third_party, "--third-party"):
        for item in walk_third_party(name, tree):
            merge(table, item, name)
    git_pairs = parse_pairs(args.git, "--git")
    for name, gitdir in git_pairs:
        if name not in GIT_SOURCES:
            sys.exit(f"--git knows {', '.join(GIT_SOURCES)}, not {name!r}")
        for release, item in walk_git(name, gitdir):
            merge(table, item, release)
    release_notes.update(GIT_NOTES)
    for entry in kept_entries:
        if entry["template"] in table:
            mine = table[entry["template"]]
            mine["releases"] += [r for r in entry["releases"] if r not in mine["releases"]]
            mine["sources"] += [x for x in entry["sources"] if x not in mine["sources"]][:max(0, 4 - len(mine["sources"]))]
        else:
            # Mapped again: a change of the rules applies to what is kept too.
            entry["kind"] = kind_of(entry["template"], entry["sources"][0] if entry["sources"] else "")
            entry.pop("likely", None)
            if is_likely(entry["template"]):
                entry["likely"] = True
            table[entry["template"]] = entry

    messages = sorted(table.values(), key=lambda m: (m["sources"][0], m["template"]))
    for m in messages:
        m["releases"].sort()
    document = {
        "about": "Messages torch's distributed stack, NCCL, Gloo and CUDA print; written by "
                 "tools/extract-torch-messages.py (docs/diagnose.md). kind: the diagnose kind (slug) "
                 "a line with this message shows, null when none is known.",
        "releases": dict(sorted(release_notes.items(), key=lambda item: release_order(item[0]))),
        "messages": messages,
    }
    text = json.dumps(document, indent=1, ensure_ascii=False, sort_keys=False) + "\n"
    if args.output:
        with open(args.output + ".tmp", "w", encoding="utf-8") as f:
            f.write(text)
        os.replace(args.output + ".tmp", args.output)
    else:
        sys.stdout.write(text)
    if args.report:
        report(document, sys.stderr if not args.output else sys.stdout)


if __name__ == "__main__":
    main()
