"""A parsed argument's value as [kind, text], the one form every launcher oracle and the tests that
compare with them use (tests/torch/launcher_oracle.py, tests/wrappers/wrapper_parsers.py,
tests/shell/test_validate_corpus.sh): kind is null/bool/int/float/str/list/other, text is
Python's str() of the value (repr() for a float), and for a list (or tuple) the str() of each
item."""


def typed(value):
    if value is None:
        return ["null", None]
    if isinstance(value, bool):  # before int: a bool is an int to isinstance
        return ["bool", str(value)]
    if isinstance(value, int):
        return ["int", str(value)]
    if isinstance(value, float):
        return ["float", repr(value)]
    if isinstance(value, str):
        return ["str", value]
    if isinstance(value, (list, tuple)):
        return ["list", [str(item) for item in value]]
    return ["other", repr(value)]
