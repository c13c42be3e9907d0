"""Loaded by `python -c` / `python -` inside tests/shell/test_platform_corpus.sh: name
resolution answers from the simulated node's host table ($NODE_DIR/hosts), never from DNS."""

import os
import socket

_node = os.environ.get("NODE_DIR", "")
_table = {}
_self = ("localhost", "localhost", "127.0.0.1")
try:
    with open(os.path.join(_node, "hosts"), encoding="utf-8") as _f:
        for _line in _f:
            _parts = _line.split()
            for _name in _parts:
                _table.setdefault(_name, _parts[0])
    with open(os.path.join(_node, "self"), encoding="utf-8") as _f:
        _self = tuple(_f.read().split())
except OSError:
    pass


def _resolve(host):
    if host in _table:
        return _table[host]
    raise socket.gaierror(socket.EAI_NONAME, "Name or service not known")


def gethostbyname(host):
    return _resolve(host)


def gethostbyname_ex(host):
    return host, [], [_resolve(host)]


def getaddrinfo(host, port, family=0, type=0, proto=0, flags=0):
    ip = _resolve(host)
    kinds = [type] if type else [socket.SOCK_STREAM, socket.SOCK_DGRAM, socket.SOCK_RAW]
    return [(socket.AF_INET, kind, proto, "", (ip, port if isinstance(port, int) else 0))
            for kind in kinds]


def gethostname():
    return _self[0]


def getfqdn(name=""):
    return _self[1] if not name else name


socket.gethostbyname = gethostbyname
socket.gethostbyname_ex = gethostbyname_ex
socket.getaddrinfo = getaddrinfo
socket.gethostname = gethostname
socket.getfqdn = getfqdn
