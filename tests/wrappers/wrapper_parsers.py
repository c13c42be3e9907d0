"""Stand-in parsers for `accelerate launch` and `deepspeed`, built with the real argparse of this
Python (3.11) from DDP Wizard's own option tables (dumped by tst_WrapperArgparse as JSON).

The mechanisms are rebuilt from what we read in each project's source (our own code, not
theirs): accelerate's launch parser is a sub-parser of the `accelerate` parser, both with
allow_abbrev=False, and its store actions (store, store_true, and store_false in a group) add a
dashed copy after every option string with an '_' past the leading "--"; its types are int,
float, str, bool, str_to_bool and a lambda mapping str_to_bool over comma-separated items.
DeepSpeed's runner is a plain ArgumentParser. The table gives the option strings as add_argument
receives them, so the dashed copies here come from the action, as in accelerate."""

import argparse
import json
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "support"))
from argparse_values import typed  # noqa: E402


class ParseError(Exception):
    pass


class Exited(Exception):
    pass


def str_to_bool(value):
    value = value.lower()
    if value in ("y", "yes", "t", "true", "on", "1"):
        return 1
    if value in ("n", "no", "f", "false", "off", "0"):
        return 0
    raise ValueError("invalid truth value %s" % value)


def with_dashed_copies(strings):
    out = []
    for s in strings:
        out.append(s)
        if "_" in s[2:]:
            out.append(s.replace("_", "-"))
    return out


class DashedStore(argparse.Action):
    def __init__(self, option_strings, dest, **kwargs):
        super().__init__(option_strings, dest, **kwargs)
        self.option_strings = with_dashed_copies(self.option_strings)

    def __call__(self, parser, namespace, values, option_string=None):
        setattr(namespace, self.dest, values)


class DashedConst(DashedStore):
    def __init__(self, option_strings, dest, const=None, default=None, required=False, help=None):
        super().__init__(option_strings, dest, nargs=0, const=const, default=default, required=required, help=help)

    def __call__(self, parser, namespace, values, option_string=None):
        setattr(namespace, self.dest, self.const)


class Parser(argparse.ArgumentParser):
    def error(self, message):
        raise ParseError(message)

    def exit(self, status=0, message=None):
        raise Exited(status)

    def print_help(self, file=None):
        pass


def type_of(name):
    return {"str": str, "int": int, "float": float, "bool": bool, "str_to_bool": str_to_bool,
            "str_to_bool_list": lambda x: tuple(map(str_to_bool, x.split(","))), "none": None}[name]


def default_of(row):
    kind, text = row["default_kind"], row["default"]
    if kind == "null":
        return None
    if kind == "bool":
        return text == "True"
    if kind == "int":
        return int(text)
    if kind == "float":
        return float(text)
    if kind == "list":
        return tuple(text.split(",")) if text else ()
    return text


def add_rows(parser, rows, dashed):
    for row in rows:
        strings = row["strings"]
        action = row["action"]
        kwargs = {"dest": row["dest"], "default": default_of(row)}
        if action == "help":
            parser.add_argument(*strings, action="help")
            continue
        if row["choices"]:
            kwargs["choices"] = row["choices"]
        if action in ("store_true", "store_false"):
            const = action == "store_true"
            if dashed:
                parser.add_argument(*strings, action=DashedConst, const=const, **kwargs)
            else:
                parser.add_argument(*strings, action=action, **kwargs)
            continue
        kind = type_of(row["type"])
        if kind is not None:
            kwargs["type"] = kind
        if action == "append":
            parser.add_argument(*strings, action="append", **kwargs)
        elif dashed:
            parser.add_argument(*strings, action=DashedStore, **kwargs)
        else:
            parser.add_argument(*strings, **kwargs)


def build(table):
    rows = table["rows"]
    dashed = table["dashed"]
    if table["launcher"] == "accelerate":
        top = Parser("accelerate", allow_abbrev=False)
        sub = top.add_subparsers()
        parser = sub.add_parser("launch", add_help=False, allow_abbrev=False)
        add_rows(parser, rows, dashed)
        parser.add_argument(table["script"], type=str)
        parser.add_argument(table["script_args"], nargs=argparse.REMAINDER)
        return top, ["launch"]
    parser = Parser("deepspeed", add_help=False)
    add_rows(parser, rows, dashed)
    parser.add_argument(table["script"], type=str)
    parser.add_argument(table["script_args"], nargs=argparse.REMAINDER)
    return parser, []


def run(parser, prefix, table, argv):
    out = {"outcome": "ok", "message": None, "args": None}
    try:
        namespace = parser.parse_args(prefix + argv)
    except ParseError as error:
        out["outcome"] = "error"
        out["message"] = str(error)
        return out
    except Exited:
        out["outcome"] = "help"
        return out
    values = vars(namespace)
    out["args"] = {row["dest"]: typed(values.get(row["dest"])) for row in table["rows"] if row["action"] != "help"}
    out["training_script"] = values[table["script"]]
    out["training_script_args"] = values[table["script_args"]]
    return out


def main():
    tables = {t["launcher"]: t for t in json.load(open(sys.argv[1]))}
    parsers = {name: build(table) for name, table in tables.items()}
    ours = [json.loads(line) for line in open(sys.argv[2]) if line.strip()]
    cases = {}
    for path in sys.argv[3:]:
        for line in open(path):
            if line.strip():
                case = json.loads(line)
                cases[case["id"]] = case
    counts = {}
    bad = 0
    for mine in ours:
        case = cases[mine["id"]]
        launcher = case["launcher"]
        parser, prefix = parsers[launcher]
        theirs = run(parser, prefix, tables[launcher], case["argv"])
        key = (launcher, theirs["outcome"])
        counts[key] = counts.get(key, 0) + 1
        mine = {k: v for k, v in mine.items() if k in theirs}
        if mine != theirs:
            bad += 1
            if bad <= 20:
                print("DIFFERENT", case["id"], json.dumps(case["argv"], ensure_ascii=False))
                for key in sorted(set(mine) | set(theirs)):
                    a, b = mine.get(key), theirs.get(key)
                    if key == "args" and isinstance(a, dict) and isinstance(b, dict):
                        for dest in sorted(set(a) | set(b)):
                            if a.get(dest) != b.get(dest):
                                print("   %s: ours %s, python %s" % (dest, a.get(dest), b.get(dest)))
                    elif a != b:
                        print("   %s: ours %s, python %s" % (key, json.dumps(a, ensure_ascii=False)[:300],
                                                          json.dumps(b, ensure_ascii=False)[:300]))
    total = len(ours)
    for (launcher, outcome), count in sorted(counts.items()):
        print("%-10s %-6s %d" % (launcher, outcome, count))
    print("agreement: %d of %d commands identical (verdict, message, every dest's typed value, script and "
          "its arguments)" % (total - bad, total))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
