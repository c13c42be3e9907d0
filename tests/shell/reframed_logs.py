"""Failure logs framed the ways real logs differ: a seeded generator and a differential check.

Every case of tests/data/diagnose-corpus (expected.tsv, matrix/expected.tsv) is a log, or the
logs of one job, with the kind diagnose must name first and a text of the decisive line. The
generator re-frames each case the ways the same failure reaches a user in another setting, each
transformation on its own and a few of them together:

  rank-prefix   torch 2.x's "[rankN]:" in front of the workers' lines
  glog          the C++ lines' glog prefix restyled ("[E1205 21:03:04.123456 12345 file.cpp:607]",
                "E1205 21:03:04.123456 12345 file.cpp:607]", "[W file.cpp:401]") or added
  timestamps    kubectl --timestamps and the container runtime's own log prefix
                ("2026-12-05T21:03:04.123456789Z stdout F ")
  ansi          colour codes around a line, an exception's name, a word; erase-line codes
  crlf          Windows line endings
  trailing      spaces and tabs at the end of lines
  cut           every line longer than a width of 80-120 cut there, as an issue form or a
                terminal screenshot does (the decisive line keeps its decisive text)
  wrap          the same lines wrapped onto the next line(s) at that width
  interleave    another rank's lines printed in between, prefixed; adjacent lines of two ranks
                swapped where the log has ranks' prefixes
  noise         healthy lines before, after and between: NCCL INFO lines, tqdm progress bars
                with carriage returns, pip's notices, Python warnings
  values        the placeholders filled with other values: addresses (IPv4 and IPv6), ports,
                durations, ranks named in a message, job and host names
  traceback     Python 3.11's caret lines under a frame's code added, or removed (3.8)
  wording       a message of the mined table (resources/diagnose/torch-messages.json) in the
                wording of another release of the same message

The invariant, checked by running `ddpwizard-cli diagnose --format json` on the original and on
each variant: the variant's first finding has the original's kind, and one of its evidence lines
is the transformed version of an original evidence line that carries the decisive text; a
healthy case stays without an error finding; a case with an error line is never silent.
tests/shell/test_diagnose_reframed.sh runs a fixed seed (CI); tools/diagnose-reframe-search.sh
runs any seed and count and keeps the variants that disagree.
"""

import json
import os
import random
import re
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor

# --- the corpus ----------------------------------------------------------------------------------


class Case:
    """One case: its logs as lists of records [original line number or None, text]."""

    def __init__(self, name, kind, decisive, files):
        self.name = name
        self.kind = kind
        self.decisive = decisive
        # file name -> list of [origin, text]; origin is the 1-based line of the original log.
        self.files = files

    def copy(self):
        return Case(self.name, self.kind, self.decisive,
                    {name: [list(record) for record in records] for name, records in self.files.items()})

    def multi(self):
        return len(self.files) > 1

    def all_records(self):
        for name, records in self.files.items():
            for record in records:
                yield name, record


def read_log(path):
    data = open(path, "rb").read().decode("utf-8", "surrogateescape")
    lines = data.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    return [[i + 1, line] for i, line in enumerate(lines)]


def manifest_rows(corpus, relative):
    rows = []
    for row in open(os.path.join(corpus, relative), encoding="utf-8"):
        row = row.rstrip("\n")
        if row and not row.startswith("#"):
            rows.append(row.split("\t"))
    return rows


def load_cases(corpus):
    cases = []
    manifests = [("expected.tsv", ""), ("matrix/expected.tsv", "matrix/")]
    for manifest, folder in manifests:
        if not os.path.exists(os.path.join(corpus, manifest)):
            continue
        for columns in manifest_rows(corpus, manifest):
            relative = folder + columns[0]
            path = os.path.join(corpus, relative)
            if os.path.isdir(path):
                names = sorted(n for n in os.listdir(path) if n.endswith(".log"))
                files = {n: read_log(os.path.join(path, n)) for n in names}
            else:
                files = {os.path.basename(path): read_log(path)}
            cases.append(Case(relative, columns[1], columns[2], files))
    return cases


# --- what a line is ------------------------------------------------------------------------------

# What stands before a worker's own text: a line counter, a platform's time stamp, then the
# stream's prefix ("[rank3]:", "[default0]:", mpirun's "[1,3]<stdout>:").
STREAM_PREFIX = re.compile(r"^(?:\[\d+\] |\d{4}-\d{2}-\d{2}T[\d:.]+Z (?:std(?:out|err) F )?)*"
                           r"(?:\[(?:rank|default|trainer|worker)?\d+\]:|\[\d+,\d+\]<std(?:out|err)>:)?")
GLOG_PREFIX = re.compile(
    r"^(?:\[([IWEF])(\d{1,2})(\d{2}) (\d{2}:\d{2}:\d{2}\.\d+)(?: \d+)? ([\w./-]+:\d+)\]\s?"
    r"|([IWEF])(?:\d{4})?(\d{2})(\d{2}) (\d{2}:\d{2}:\d{2}\.\d+)\s+\d+\s+([^\]\s]+)\]\s?"
    r"|\[([IWEF]) ([\w./-]+:\d+)\]\s?)")
HAS_TIME = re.compile(r"\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}|^[IWEF]\d{4} \d{2}:\d{2}|^\[[IWEF]\d{4} ")
# The launcher's own lines (torchrun, launch, the elastic agent): not a worker's.
LAUNCHER_LINE = re.compile(
    r"torch\.distributed\.(?:elastic|run|launch)|torch/distributed/(?:run|launch|elastic)|ChildFailedError"
    r"|^\s*(?:WARNING|INFO|ERROR|DEBUG):|^\*{5}|Root Cause|^\s*(?:exitcode|error_file|traceback|host|rank|time)\s+:"
    r"|^\s*Failures:|^={5}|^-{5}|^\[\d{4}-\d{2}-\d{2}|torchrun|Setting OMP_NUM_THREADS|^\s*$"
    r"|^\[\d+\]:$|\bFAILED$|^\s*error_file:|<frozen runpy>")
CPP_LINE = re.compile(r"^(?:\[c10d\]|\[Rank \d+\]|\[PG |Watchdog |ProcessGroupNCCL|TCPStore|\[enforce fail)")
FRAME_LINE = re.compile(r"^(\s*)File \"[^\"]+\", line \d+, in ")
CARET_LINE = re.compile(r"^\s*[~^]*\^[~^]*\s*$")
EXCEPTION_NAME = re.compile(r"^((?:[A-Za-z_]\w*\.)*[A-Za-z_]\w*(?:Error|Exception|Interrupt))(?=:|$)")


def split_stream(text):
    match = STREAM_PREFIX.match(text)
    return match.group(0), text[match.end():]


def stream_name(text):
    """The stream prefix of a line ("[rank3]:"), without counters and time stamps; "" for none."""
    found = re.search(r"(\[[^\]]*\]:|\[\d+,\d+\]<std\w+>:)$", split_stream(text)[0])
    return found.group(1) if found else ""


def file_rank(name, rng):
    digits = re.findall(r"\d+", name)
    return int(digits[-1]) if digits else rng.randrange(8)


# --- the transformations -------------------------------------------------------------------------
# Each takes a case (changed in place), a random generator and the decisive records (the
# original evidence lines that carry the decisive text, as objects), and returns False when it
# has nothing to change in that case.


def launcher_lines(records):
    """Indices of the launcher's own lines: its log lines, its failure table, and every line of a
    traceback that the launcher printed (one whose lines name the launcher)."""
    own = set()
    block = []
    for i, (_, text) in enumerate(records):
        rest = split_stream(text)[1]
        if LAUNCHER_LINE.search(rest):
            own.add(i)
        if rest.startswith("Traceback (most recent call last)"):
            block = [i]
        elif block:
            block.append(i)
            if rest[:1] not in (" ", "\t", "") and not CARET_LINE.match(rest):
                # The exception line ends the traceback.
                if any(j in own for j in block):
                    own.update(block)
                block = []
    return own


def rank_prefix(case, rng, decisive):
    changed = False
    for name, records in case.files.items():
        rank = file_rank(name, rng) if case.multi() else rng.randrange(4)
        glue = "" if rng.random() < 0.3 else " "
        launcher = launcher_lines(records)
        for i, record in enumerate(records):
            stream, rest = split_stream(record[1])
            if stream.endswith(":") or i in launcher:
                continue
            record[1] = f"{stream}[rank{rank}]:{glue}{rest}"
            changed = True
    return changed


GLOG_FILES = ["ProcessGroupNCCL.cpp:607", "socket.cpp:401", "TCPStore.cpp:321", "NCCLUtils.hpp:275",
              "ProcessGroupGloo.cpp:2870", "reducer.cpp:1338"]


def glog_prefix(level, month, day, clock, where, rng, style):
    if style == 0:
        return f"[{level}{month}{day} {clock} {rng.randrange(1000, 99999)} {where}] "
    if style == 1:
        # glog itself pads the month; torch's c10 logging (the bracketed forms) does not.
        return f"{level}{int(month):02d}{day} {clock} {rng.randrange(1000, 99999)} {where}] "
    if style == 2:
        return f"[{level}{month}{day} {clock} {where}] "
    return f"[{level} {where}] "


def glog(case, rng, decisive):
    changed = False
    style = rng.randrange(4)
    for _, record in case.all_records():
        stream, rest = split_stream(record[1])
        match = GLOG_PREFIX.match(rest)
        if match:
            groups = match.groups()
            if groups[0]:
                level, month, day, clock, where = groups[0:5]
            elif groups[5]:
                level, month, day, clock, where = groups[5:10]
            else:
                level, month, day, clock, where = groups[10], None, None, None, groups[11]
            if month is None:
                # No time to keep: only the timeless style keeps the order of events as it was.
                chosen = 3
            else:
                chosen = style
            record[1] = stream + glog_prefix(level, month, day, clock, where, rng, chosen) + rest[match.end():]
            changed = True
        elif CPP_LINE.match(rest) and not HAS_TIME.search(rest):
            # An added time would decide the order between logs: only the timeless style there.
            chosen = 3 if case.multi() else style
            level = "E" if re.search(r"(?i)error|fail|timeout|timed out|exception", rest) else "W"
            record[1] = stream + glog_prefix(level, "12", "05", "21:03:04.123456", rng.choice(GLOG_FILES), rng,
                                             chosen) + rest
            changed = True
    return changed


def timestamps(case, rng, decisive):
    if case.multi() and any(HAS_TIME.search(text) for _, (_, text) in case.all_records()):
        return False  # the logs' own times order them; one more in front would replace them
    runtime = rng.random() < 0.5
    start = rng.randrange(0, 3600 * 20)
    for _, records in case.files.items():
        ms = start * 1000
        for record in records:
            # One log: times that grow. Several logs: one time for all, so no order is invented.
            ms += 0 if case.multi() else rng.randrange(0, 40)
            seconds, fraction = divmod(ms, 1000)
            clock = f"{seconds // 3600:02d}:{seconds // 60 % 60:02d}:{seconds % 60:02d}"
            stamp = f"2026-12-05T{clock}.{fraction:03d}{rng.randrange(10**6):06d}Z"
            if runtime:
                stamp += " stderr F" if rng.random() < 0.5 else " stdout F"
            record[1] = f"{stamp} {record[1]}"
    return True


ANSI_COLOURS = ["\x1b[31m", "\x1b[1;31m", "\x1b[0;33m", "\x1b[91m", "\x1b[38;5;196m", "\x1b[1m"]


def ansi(case, rng, decisive):
    changed = False
    for _, record in case.all_records():
        if rng.random() > 0.4 or not record[1]:
            continue
        stream, rest = split_stream(record[1])
        colour = rng.choice(ANSI_COLOURS)
        exception = EXCEPTION_NAME.match(rest)
        choice = rng.randrange(4)
        if choice == 0 and exception:
            rest = f"{colour}{exception.group(1)}\x1b[0m{rest[exception.end():]}"
        elif choice == 1:
            rest = f"\x1b[K{rest}"
        else:
            rest = f"{colour}{rest}\x1b[0m"
        record[1] = stream + rest
        changed = True
    return changed


def crlf(case, rng, decisive):
    for _, record in case.all_records():
        record[1] += "\r"
    return True


def trailing(case, rng, decisive):
    for _, record in case.all_records():
        if rng.random() < 0.5:
            record[1] += rng.choice([" ", "  ", "\t", "   "])
    return True


def cut_point(text, width, fragment):
    """Where a line of this width is cut: at the width, or just past the decisive text."""
    at = text.find(fragment) if fragment else -1
    if at >= 0 and at + len(fragment) > width:
        return at + len(fragment)
    return width


def cut_or_wrap(case, rng, decisive, wrap):
    width = rng.randrange(80, 121)
    changed = False
    for name, records in case.files.items():
        out = []
        for record in records:
            text = record[1]
            if len(text) <= width:
                out.append(record)
                continue
            changed = True
            fragment = case.decisive if id(record) in decisive else ""
            at = cut_point(text, width, fragment)
            if not wrap:
                out.append([record[0], text[:at]])
                continue
            while len(text) > at:
                out.append([record[0], text[:at]])
                text = text[at:]
                at = cut_point(text, width, fragment)
            out.append([record[0], text])
        case.files[name] = out
    return changed


def cut(case, rng, decisive):
    return cut_or_wrap(case, rng, decisive, wrap=False)


def wrap(case, rng, decisive):
    return cut_or_wrap(case, rng, decisive, wrap=True)


# Healthy lines, written for this generator after the kinds real runs print.
PROGRESS = re.compile(r"(?i)epoch|\bstep \d|loss|it/s|wandb")


def noise_lines(rng):
    host = rng.choice(["gpu-a100-07", "node03", "train-pod-2"])
    pid = rng.randrange(1000, 60000)
    nccl = f"{host}:{pid}:{pid} [{rng.randrange(8)}] NCCL INFO "
    thread = f"{host}:{pid}:{pid + 37} [{rng.randrange(8)}] NCCL INFO "
    bar = "\r".join(f"{p:3d}%|{'#' * (p // 10):<10}| {p * 5}/500 [00:{p // 3:02d}<01:{p // 2:02d},  3.{p % 10}it/s]"
                    for p in range(0, rng.randrange(20, 100), rng.randrange(3, 9)))
    pool = [
        nccl + "Bootstrap : Using eth0:10.3.1.17<0>",
        nccl + "NET/Plugin : Plugin load (libnccl-net.so) returned 2 : libnccl-net.so: cannot open shared "
        "object file: No such file or directory",
        nccl + "NET/Plugin : No plugin found, using internal implementation",
        nccl + "cudaDriverVersion 12020",
        nccl + "NET/Socket : Using [0]eth0:10.3.1.17<0>",
        nccl + "Using network Socket",
        thread + "Channel 00/02 :    0   1",
        thread + "Connected all rings",
        thread + "Connected all trees",
        thread + f"comm 0x{rng.randrange(16**8):08x} rank 0 nranks 2 cudaDev 0 busId 1000 - Init COMPLETE",
        "\r" + bar,
        f"Epoch 1: {rng.randrange(100):3d}%|####      | 210/500 [01:02<01:26,  3.36it/s, loss=2.13]",
        "WARNING: Running pip as the 'root' user can result in broken permissions; a virtual environment "
        "is recommended: https://pip.pypa.io/warnings/venv",
        "[notice] A new release of pip is available: 23.0.1 -> 24.3.1",
        "/opt/conda/lib/python3.10/site-packages/torchvision/io/image.py:13: UserWarning: Failed to load "
        "image Python extension: libjpeg.so.8: cannot open shared object file",
        "  warn(",
        "/usr/local/lib/python3.11/site-packages/transformers/utils/generic.py:260: FutureWarning: "
        "the function register_node is deprecated, use register_pytree_node instead.",
        "/workspace/train.py:12: DeprecationWarning: pkg_resources is deprecated as an API",
        "  import pkg_resources",
        f"step {rng.randrange(10000)} loss {rng.random() * 3:.4f} lr 3.0e-04 grad_norm 0.98",
        "wandb: Tracking run with wandb version 0.16.3",
        f"INFO:root:epoch {rng.randrange(20)} train_loss={rng.random() * 3:.3f} val_error_rate=0.041",
    ]
    return pool


def safe_gaps(records):
    """Positions between two lines where a line can go without splitting a traceback."""
    gaps = [0, len(records)]
    for i in range(1, len(records)):
        text = split_stream(records[i][1])[1]
        before = split_stream(records[i - 1][1])[1]
        if text[:1] not in (" ", "\t") and before[:1] not in (" ", "\t") and not before.startswith("Traceback") \
                and not text.startswith(("During handling", "The above exception")) and EXCEPTION_NAME.match(text) is None:
            gaps.append(i)
    return gaps


def noise(case, rng, decisive):
    for name, records in case.files.items():
        gaps = safe_gaps(records)
        inserts = {0: rng.randrange(1, 6), len(records): rng.randrange(0, 4)}
        for _ in range(rng.randrange(0, 4)):
            gap = rng.choice(gaps)
            inserts[gap] = inserts.get(gap, 0) + 1
        out = []
        for i in range(len(records) + 1):
            pool = noise_lines(rng)
            if i == len(records):
                # After the last line no training progress: a log that ends where a node waited
                # (a name that never resolved, a store barrier) says so by ending there.
                pool = [line for line in pool if not PROGRESS.search(line)]
            out.extend([None, rng.choice(pool)] for _ in range(inserts.get(i, 0)))
            if i < len(records):
                out.append(records[i])
        case.files[name] = out
    return True


def interleave(case, rng, decisive):
    changed = False
    for name, records in case.files.items():
        streams = {stream_name(text) for _, text in records}
        if len(streams - {""}) >= 2:
            # Two ranks printing at once: neighbouring lines of two ranks change places.
            for i in range(len(records) - 1):
                a, b = stream_name(records[i][1]), stream_name(records[i + 1][1])
                if a and b and a != b and rng.random() < 0.3:
                    records[i], records[i + 1] = records[i + 1], records[i]
                    changed = True
            continue
        # Another rank's healthy lines, prefixed, anywhere in between (tracebacks included): a
        # rank that is not one of the log's own (a process does not interrupt its own traceback).
        taken = {int(n) for n in re.findall(r"\d+", " ".join(streams))}
        number = rng.choice([n for n in range(1, 16) if n not in taken])
        other = f"[rank{number}]:" if rng.random() < 0.7 else f"[default{number}]:"
        # Python writes a traceback line by line, so another process's line can come between
        # any two of its lines; a logger's message of several lines (torchrun's settings, its
        # failure table) is one write, which nothing splits.
        out = []
        in_traceback = False
        for record in records:
            rest = split_stream(record[1])[1]
            if rest.startswith("Traceback (most recent call last)"):
                in_traceback = True
            elif in_traceback and rest[:1] not in (" ", "\t", "") and not CARET_LINE.match(rest):
                in_traceback = False
            continued = rest[:1] in (" ", "\t") and not in_traceback
            if not continued and rng.random() < 0.15:
                out.append([None, f"{other} {rng.choice(noise_lines(rng)[10:])}"])
            out.append(record)
        case.files[name] = out
        changed = True
    return changed


IPV4 = re.compile(r"(?<![\d.])(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})(?![\d.]*\d)")
HOST_PORT = re.compile(r"((?:\d{1,3}\.){3}\d{1,3}|\]|localhost|[A-Za-z][\w-]*(?:\.[\w-]+)*)(:|<)(\d{4,5})\b")
DURATION = re.compile(r"\b(\d{3,7})(\s*)(ms\b|milliseconds|millis\b|seconds|secs?\b|s\b)")
TIMEOUT_FIELD = re.compile(r"(Timeout\(ms\)=|timeout=)(\d+)")
RANK_WORD = re.compile(r"\b([Rr]ank) (\d+)\b")
JOB_HOST = re.compile(r"\b([a-z][a-z0-9]*(?:-[a-z0-9]+)*?)-(worker|master)-(\d+)\b")
SOURCE_FILE = re.compile(r"\.(?:py|cpp|cc|h|hpp|cu|c)$")


def values(case, rng, decisive):
    addresses, ports, durations, jobs = {}, {}, {}, {}
    use_ipv6 = rng.random() < 0.5
    rank_map = {}

    def address(match):
        old = match.group(0)
        first = int(match.group(1))
        if first in (0, 127, 255) or any(int(g) > 255 for g in match.groups()):
            return old
        if old not in addresses:
            if use_ipv6:
                addresses[old] = f"fd00:{rng.randrange(1, 0xffff):x}::{rng.randrange(1, 0xfff):x}"
            else:
                addresses[old] = f"10.{rng.randrange(256)}.{rng.randrange(256)}.{rng.randrange(1, 255)}"
        return addresses[old]

    def port(match):
        host, sep, number = match.groups()
        if SOURCE_FILE.search(host):
            return match.group(0)
        ports.setdefault(number, str(rng.randrange(20000, 65000)))
        return f"{host}{sep}{ports[number]}"

    def duration(match):
        number = match.group(1) if match.lastindex == 3 else match.group(2)
        durations.setdefault(number, str(int(number) * rng.choice([2, 3, 6, 10])))
        if match.lastindex == 3:
            return durations[number] + match.group(2) + match.group(3)
        return match.group(1) + durations[number]

    def rank(match):
        number = int(match.group(2))
        if number != 0:
            rank_map.setdefault(number, number + 8 * rng.randrange(1, 4))
        return f"{match.group(1)} {rank_map.get(number, number)}"

    def job(match):
        jobs.setdefault(match.group(1), rng.choice(["llm-pretrain", "vc-job7", "ft", "bert-large-ddp"]))
        return f"{jobs[match.group(1)]}-{match.group(2)}-{match.group(3)}"

    for _, record in case.all_records():
        text = record[1]
        text = HOST_PORT.sub(port, text)
        text = IPV4.sub(address, text)
        if use_ipv6:
            # An IPv6 address with a port is written in brackets.
            text = re.sub(r"(?<![\[\w:])(fd00:[0-9a-f]*::[0-9a-f]+):(\d{4,5})\b", r"[\1]:\2", text)
        text = DURATION.sub(duration, text)
        text = TIMEOUT_FIELD.sub(duration, text)
        text = RANK_WORD.sub(rank, text)
        text = JOB_HOST.sub(job, text)
        record[1] = text
    return bool(addresses or ports or durations or rank_map or jobs)


def traceback_style(case, rng, decisive):
    changed = False
    for name, records in case.files.items():
        has_carets = any(CARET_LINE.match(split_stream(t)[1]) and split_stream(t)[1].strip() for _, t in records)
        out = []
        for i, record in enumerate(records):
            stream, rest = split_stream(record[1])
            if has_carets:
                # Python 3.8: no caret lines.
                if rest.strip() and CARET_LINE.match(rest):
                    changed = True
                    continue
                out.append(record)
                continue
            out.append(record)
            if i > 0 and FRAME_LINE.match(split_stream(records[i - 1][1])[1]) and rest.startswith("    ") \
                    and rest.strip():
                code = rest.strip()
                indent = len(rest) - len(rest.lstrip())
                start = rng.randrange(0, max(1, len(code) // 2))
                marks = "^" * (len(code) - start) if rng.random() < 0.6 else \
                    "~" * ((len(code) - start) // 2) + "^" * ((len(code) - start + 1) // 2)
                out.append([None, stream + " " * (indent + start) + marks])
                changed = True
        case.files[name] = out
    return changed


# --- another release's wording -------------------------------------------------------------------


class Wordings:
    """The mined table's messages grouped by what they are: one message's wordings across releases.

    Two templates are wordings of one message when they have the same kind and level, one's
    longest literal piece (24 characters or more) is in the other, and their releases differ."""

    def __init__(self, table_path):
        table = json.load(open(table_path, encoding="utf-8"))
        self.entries = []
        for message in table["messages"]:
            if message.get("level") != "error" or not message.get("kind") or message["kind"] == "harmless":
                continue
            pieces = [p.strip(" :[]().,'\"") for p in message["template"].split("{}")]
            longest = max(pieces, key=len)
            if len(longest) < 24:
                continue
            self.entries.append((message, pieces, longest))
        self.by_piece = {}
        for entry in self.entries:
            self.by_piece.setdefault(entry[2], []).append(entry)

    def siblings(self, entry):
        message, _, longest = entry
        found = []
        for other in self.entries:
            if other is entry or other[0]["kind"] != message["kind"]:
                continue
            if other[0]["template"] == message["template"] or set(other[0]["releases"]) == set(message["releases"]):
                continue
            if longest in other[0]["template"] or other[2] in message["template"]:
                found.append(other)
        return found

    def matching(self, text):
        """The entries whose longest piece the text carries."""
        return [e for e in self.entries if e[2] and e[2] in text]


WORDINGS = None


def fill(template, rng):
    return re.sub(r"\{\}", lambda _: rng.choice(["3", "600000", "10.4.0.2", "29500", "ALLREDUCE", "1"]), template)


def wording(case, rng, decisive):
    if WORDINGS is None:
        return False
    changed = False
    for _, record in case.all_records():
        if id(record) not in decisive:
            continue
        for entry in WORDINGS.matching(record[1]):
            siblings = WORDINGS.siblings(entry)
            if not siblings:
                continue
            other = rng.choice(siblings)
            # The message from its first literal piece on is the other release's, filled anew;
            # what stands before it (the prefixes, the exception's name) stays.
            start = record[1].find(entry[2])
            first_piece = next((p for p in entry[1] if p), entry[2])
            head = record[1].find(first_piece)
            if 0 <= head <= start:
                start = head
            record[1] = record[1][:start] + fill(other[0]["template"], rng).strip()
            changed = True
            break
    return changed


TRANSFORMS = {
    "values": values,
    "wording": wording,
    "traceback": traceback_style,
    "noise": noise,
    "interleave": interleave,
    "rank-prefix": rank_prefix,
    "glog": glog,
    "timestamps": timestamps,
    "cut": cut,
    "wrap": wrap,
    "ansi": ansi,
    "trailing": trailing,
    "crlf": crlf,
}


# --- running diagnose ----------------------------------------------------------------------------


def write_case(case, folder):
    for name, records in case.files.items():
        with open(os.path.join(folder, name), "wb") as out:
            out.write("".join(text + "\n" for _, text in records).encode("utf-8", "surrogateescape"))


def diagnose(cli, case):
    with tempfile.TemporaryDirectory(prefix="ddpw-reframed-") as folder:
        write_case(case, folder)
        done = subprocess.run([cli, "diagnose", "--format", "json", *case.files.keys()], cwd=folder,
                              capture_output=True, env=dict(os.environ, DDPW_LANG="en"), timeout=120)
    if done.returncode not in (0, 1):
        raise RuntimeError(f"{case.name}: diagnose exit {done.returncode}: {done.stderr.decode(errors='replace')}")
    return json.loads(done.stdout)


def first_error(report):
    findings = report["findings"]
    return findings[0] if findings and findings[0]["severity"] == "error" else None


def decisive_origins(case, report):
    """(file, original line) of the first finding's evidence lines that carry the decisive text."""
    first = report["findings"][0] if report["findings"] else None
    if first is None:
        return set()
    lines = first["evidence"]
    if case.decisive != "-":
        lines = [e for e in lines if case.decisive in e["text"]] or lines
    return {(e["file"], e["line"]) for e in lines}


def judge(case, original, variant, report):
    """None when the variant agrees with the original, else what differs."""
    if case.kind == "none":
        error = first_error(report)
        return None if error is None and not any(f["severity"] == "error" for f in report["findings"]) \
            else f"healthy case gets {report['findings'][0]['kind']}"
    if not report["findings"]:
        return "silent"
    first = report["findings"][0]
    want = original["findings"][0]["kind"]
    if first["kind"] != want:
        return f"{want} -> {first['kind']}"
    if first["severity"] != original["findings"][0]["severity"]:
        return f"{want}: {original['findings'][0]['severity']} -> {first['severity']}"
    wanted = decisive_origins(case, original)
    lines = {name: [record[0] for record in records] for name, records in variant.files.items()}
    for evidence in first["evidence"]:
        records = lines.get(evidence["file"], [])
        if 0 < evidence["line"] <= len(records) and (evidence["file"], records[evidence["line"] - 1]) in wanted:
            return None
    return f"{want}: the decisive line is not its evidence"


def make_variant(case, original, names, rng):
    variant = case.copy()
    wanted = decisive_origins(case, original) if case.kind != "none" else set()
    decisive = {id(record) for name, record in variant.all_records() if (name, record[0]) in wanted}
    applied = []
    for name in TRANSFORMS:  # the order real logs are framed in: innermost first
        if name in names and TRANSFORMS[name](variant, rng, decisive):
            applied.append(name)
    return variant, applied


def run_search(cli, corpus, table, seed, count, jobs=2, keep=None, only=None, sample=0, report_out=sys.stdout):
    """count rounds over every case: each transformation alone (or `sample` of them, chosen by
    the seed), then three of them together."""
    global WORDINGS
    WORDINGS = Wordings(table)
    cli = os.path.abspath(cli)  # diagnose runs in each variant's own folder
    cases = load_cases(corpus)
    if only:
        cases = [c for c in cases if re.search(only, c.name)]
    with ThreadPoolExecutor(jobs) as pool:
        originals = dict(zip((c.name for c in cases), pool.map(lambda c: diagnose(cli, c), cases)))
    work = []
    for round_index in range(count):
        for case_index, case in enumerate(cases):
            rng = random.Random(f"{seed}/{round_index}/{case.name}")
            singles = rng.sample(list(TRANSFORMS), sample) if sample else list(TRANSFORMS)
            for name in singles:
                work.append((case, [name], name, random.Random(rng.random())))
            combo = rng.sample(list(TRANSFORMS), 3)
            work.append((case, combo, "+".join(sorted(combo)), random.Random(rng.random())))

    def check(item):
        case, names, label, rng = item
        variant, applied = make_variant(case, originals[case.name], names, rng)
        if not applied:
            return label, case, None, None, None
        report = diagnose(cli, variant)
        return label, case, applied, variant, judge(case, originals[case.name], variant, report)

    totals, failures = {}, []
    with ThreadPoolExecutor(jobs) as pool:
        for label, case, applied, variant, verdict in pool.map(check, work):
            if applied is None:
                continue
            single = label if "+" not in label else "together"
            tried, agreed = totals.get(single, (0, 0))
            totals[single] = (tried + 1, agreed + (verdict is None))
            if verdict is not None:
                failures.append((label, case.name, verdict))
                if keep:
                    folder = os.path.join(keep, f"{len(failures):04d}-{label}-{case.name.replace('/', '_')}")
                    os.makedirs(folder, exist_ok=True)
                    write_case(variant, folder)
                    with open(os.path.join(folder, "VERDICT"), "w", encoding="utf-8") as out:
                        out.write(f"{case.name}\t{label}\t{verdict}\n")
    for label, case_name, verdict in failures:
        print(f"DISAGREE: {label}: {case_name}: {verdict}", file=report_out)
    print(f"seed {seed}, {count} round(s), {len(cases)} cases:", file=report_out)
    for label in list(TRANSFORMS) + ["together"]:
        if label in totals:
            tried, agreed = totals[label]
            print(f"  {label:<12} {agreed:5d} of {tried:5d} agree ({100.0 * agreed / tried:.1f}%)", file=report_out)
    tried = sum(t for t, _ in totals.values())
    agreed = sum(a for _, a in totals.values())
    print(f"  {'all':<12} {agreed:5d} of {tried:5d} agree ({100.0 * agreed / max(1, tried):.1f}%)", file=report_out)
    return failures, totals


def main(argv):
    import argparse
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("cli")
    parser.add_argument("--seed", default="1")
    parser.add_argument("--count", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--keep", help="write each variant that disagrees to this folder")
    parser.add_argument("--only", help="only the cases whose name matches this regular expression")
    parser.add_argument("--floor", type=float, default=100.0,
                        help="fail when fewer variants than this percentage agree (default: every one)")
    parser.add_argument("--sample", type=int, default=0,
                        help="per case and round, this many transformations alone (0: every one)")
    here = os.path.dirname(os.path.abspath(__file__))
    parser.add_argument("--corpus", default=os.path.join(here, "..", "data", "diagnose-corpus"))
    parser.add_argument("--table", default=os.path.join(here, "..", "..", "resources", "diagnose",
                                                        "torch-messages.json"))
    args = parser.parse_args(argv)
    failures, totals = run_search(args.cli, args.corpus, args.table, args.seed, args.count, args.jobs, args.keep,
                                  args.only, args.sample)
    tried = sum(t for t, _ in totals.values())
    agreed = sum(a for _, a in totals.values())
    # A healthy log that gets an error, or an error line that gets nothing, is never tolerated.
    fatal = [f for f in failures if f[2] == "silent" or f[2].startswith("healthy")]
    if fatal or agreed * 100.0 < args.floor * tried:
        print(f"FAIL: {agreed} of {tried} agree (floor {args.floor}%), {len(fatal)} silent or healthy flagged")
        return 1
    print(f"PASS: {agreed} of {tried} agree (floor {args.floor}%)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
