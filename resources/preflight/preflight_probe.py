# DDP Wizard pre-flight probe: runs on one node, reads its options as JSON from argv[1],
# prints one JSON object on stdout. Standard library only, never imports torch unless the
# package metadata is missing (import torch costs ~2 CPU-seconds), never writes a file.
# Modes: "facts" (everything about this node), "listen" (hold the rendezvous port open until
# the other nodes have knocked), "knock" (connect to the master's port).
import json
import os
import platform
import shutil
import socket
import subprocess
import sys
import time


def addresses_of(name, port):
    infos = socket.getaddrinfo(name, port, 0, socket.SOCK_STREAM)
    seen = []
    for info in infos:
        address = info[4][0]
        if address not in seen:
            seen.append(address)
    return seen


def local_addresses():
    found = set(["127.0.0.1", "::1"])
    try:
        out = subprocess.run(["ip", "-o", "addr", "show"], capture_output=True, text=True, timeout=5).stdout
        for line in out.splitlines():
            parts = line.split()
            if len(parts) > 3 and parts[2] in ("inet", "inet6"):
                found.add(parts[3].split("/")[0])
    except Exception:
        pass
    try:
        for address in addresses_of(socket.gethostname(), None):
            found.add(address)
    except Exception:
        pass
    return sorted(found)


def torch_version_from_path():
    # torch-2.1.0.dist-info / torch-1.13.0a0+gitunknown.egg-info next to the package: found in
    # a few directory listings, where importlib.metadata scans every distribution.
    for entry in sys.path:
        if not entry or not os.path.isdir(os.path.join(entry, "torch")):
            continue
        for name in os.listdir(entry):
            for suffix in (".dist-info", ".egg-info"):
                if name.startswith("torch-") and name.endswith(suffix):
                    return name[len("torch-"):-len(suffix)]
    return None


def torch_facts():
    facts = {}
    found = torch_version_from_path()
    if found:
        facts["torch"] = found
        return facts
    try:
        from importlib import metadata
        facts["torch"] = metadata.version("torch")
    except Exception:
        try:
            import torch
            facts["torch"] = torch.__version__
        except Exception as error:
            facts["torch_error"] = "%s: %s" % (type(error).__name__, error)
    return facts


def gpu_facts():
    smi = shutil.which("nvidia-smi")
    if not smi:
        return {"gpus": 0, "gpu_source": "no nvidia-smi"}
    try:
        run = subprocess.run([smi, "-L"], capture_output=True, text=True, timeout=15)
        names = [line for line in run.stdout.splitlines() if line.startswith("GPU ")]
        facts = {"gpus": len(names), "gpu_source": "nvidia-smi", "gpu_names": [n.split(" (")[0] for n in names]}
        if run.returncode != 0:
            facts["gpu_error"] = (run.stderr or run.stdout).strip()[:300]
        return facts
    except Exception as error:
        return {"gpus": 0, "gpu_source": "nvidia-smi", "gpu_error": str(error)[:300]}


def port_free(port):
    # The TCPStore binds with SO_REUSEADDR, so a port in TIME_WAIT counts as free.
    for family, address in ((socket.AF_INET6, "::"), (socket.AF_INET, "0.0.0.0")):
        try:
            s = socket.socket(family, socket.SOCK_STREAM)
        except OSError:
            continue
        try:
            s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            s.bind((address, port))
            return True, ""
        except OSError as error:
            if family == socket.AF_INET6 and error.errno != 98:
                continue
            return False, str(error)
        finally:
            s.close()
    return False, "no socket family available"


def facts(options):
    result = {"mode": "facts"}
    result["hostname"] = socket.gethostname()
    result["fqdn"] = socket.getfqdn()
    result["addresses"] = local_addresses()
    result["python"] = platform.python_version()
    result["python_path"] = sys.executable
    result.update(torch_facts())
    result.update(gpu_facts())
    result["interfaces"] = sorted(os.listdir("/sys/class/net")) if os.path.isdir("/sys/class/net") else []
    master = options.get("master", "")
    port = int(options.get("port", 29500))
    if master:
        try:
            result["master_addresses"] = addresses_of(master, port)
        except Exception as error:
            result["master_error"] = str(error)
    if options.get("is_master"):
        result["port_free"], result["port_error"] = port_free(port)
    workdir = os.path.expanduser(options.get("workdir") or "~")
    try:
        st = os.statvfs(workdir)
        result["disk_free"] = st.f_bavail * st.f_frsize
        result["workdir"] = os.path.realpath(workdir)
    except OSError as error:
        result["disk_error"] = str(error)
    result["time"] = time.time()
    return result


def listen(options):
    port = int(options["port"])
    expected = int(options.get("expected", 0))
    seconds = float(options.get("seconds", 10))
    server = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    server.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        server.bind(("0.0.0.0", port))
        server.listen(256)
    except OSError as error:
        return {"mode": "listen", "ok": False, "error": str(error)}
    sys.stdout.write("LISTENING\n")
    sys.stdout.flush()
    peers = []
    end = time.time() + seconds
    while len(peers) < expected and time.time() < end:
        server.settimeout(max(0.05, end - time.time()))
        try:
            conn, peer = server.accept()
            peers.append(peer[0])
            conn.close()
        except socket.timeout:
            break
    server.close()
    return {"mode": "listen", "ok": True, "peers": peers}


def knock(options):
    started = time.time()
    try:
        conn = socket.create_connection((options["master"], int(options["port"])), timeout=float(options.get("seconds", 3)))
        conn.close()
        return {"mode": "knock", "ok": True, "ms": round((time.time() - started) * 1000, 1)}
    except Exception as error:
        return {"mode": "knock", "ok": False, "error": str(error)}


def main():
    options = json.loads(sys.argv[1]) if len(sys.argv) > 1 else {}
    mode = options.get("mode", "facts")
    handlers = {"facts": facts, "listen": listen, "knock": knock}
    if mode not in handlers:
        print(json.dumps({"mode": mode, "error": "unknown mode"}))
        return 2
    print(json.dumps(handlers[mode](options)))
    return 0


sys.exit(main())
