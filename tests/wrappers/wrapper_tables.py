"""The option tables of accelerate launch and deepspeed as wrapper_parsers.py takes them, read
from the C++ tables DDP Wizard's parser is built from (core/launcher/AccelerateOptions.cpp and
DeepSpeedOptions.cpp: one add_argument call of each launcher's own source per row). The same
JSON tst_WrapperArgparse dumps from the compiled tables, for the tests that have no C++ at hand
(tests/shell/test_validate_evaluated_vs_torch.sh); tst_WrapperArgparse checks that both agree.

    wrapper_tables.py SOURCE_DIR            prints the tables as JSON
    wrapper_tables.py SOURCE_DIR TABLES     exit 1 unless TABLES (JSON) holds the same tables
"""

import json
import os
import re
import sys

ROW = re.compile(r'\{"([^"]*)", "([^"]*)", Action::(\w+), Type::(\w+), Kind::(\w+), (nullptr|"[^"]*"), '
                 r'(nullptr|"[^"]*"), "[^"]*", \w+\},')
ACTIONS = {"Help": "help", "StoreTrue": "store_true", "StoreFalse": "store_false", "Append": "append"}
TYPES = {"Int": "int", "Float": "float", "Bool": "bool", "StrToBool": "str_to_bool",
         "StrToBoolList": "str_to_bool_list", "None": "none", "Str": "str"}
KINDS = {"Null": "null", "Bool": "bool", "Int": "int", "Float": "float", "String": "str", "StringList": "list"}


def _text(literal):
    return "" if literal == "nullptr" else literal[1:-1]


def table(source_dir, launcher, file_name):
    text = open(os.path.join(source_dir, "core", "launcher", file_name), encoding="utf-8").read()
    dialect = text[text.index("::dialect()"):]
    script = re.search(r'dialect\.scriptName = "([^"]+)"', dialect)
    script_args = re.search(r'dialect\.scriptArgsName = "([^"]+)"', dialect)
    rows = []
    for strings, dest, action, kind, default_kind, default, choices in ROW.findall(text):
        rows.append({"strings": strings.split(" "), "dest": dest, "action": ACTIONS.get(action, "store"),
                     "type": TYPES[kind], "default_kind": KINDS[default_kind], "default": _text(default),
                     "choices": _text(choices).split(",") if choices != "nullptr" else []})
    return {"launcher": launcher, "dashed": "dialect.dashedCopies = true" in dialect,
            "script": script.group(1) if script else "training_script",
            "script_args": script_args.group(1) if script_args else "training_script_args", "rows": rows}


def tables(source_dir):
    return [table(source_dir, "accelerate", "AccelerateOptions.cpp"),
            table(source_dir, "deepspeed", "DeepSpeedOptions.cpp")]


if __name__ == "__main__":
    ours = tables(sys.argv[1])
    if len(sys.argv) < 3:
        print(json.dumps(ours, indent=1))
        sys.exit(0)
    dumped = json.load(open(sys.argv[2], encoding="utf-8"))
    if dumped != ours:
        for mine, theirs in zip(ours, dumped):
            for key in mine:
                if mine[key] != theirs.get(key):
                    print("%s: %s differs" % (mine["launcher"], key))
        sys.exit(1)
    print("tables read from the sources: %s rows, the same as the compiled ones" %
          " + ".join(str(len(t["rows"])) for t in ours))
