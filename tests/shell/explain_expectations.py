"""What explain's "on the nodes" summary must say for an argv torch parsed: the texts shared by
explain_vs_expand.py (node 0's argv from expand) and generated_scripts.py (from real bash)."""


def endpoint(text, default_port):
    """torch's parse_rendezvous_endpoint."""
    text = text.strip()
    if not text:
        return "localhost", default_port
    if text.startswith("[") and text.endswith("]"):
        host, port = text, default_port
    elif ":" in text:
        host, port = text.rsplit(":", 1)
    else:
        host, port = text, default_port
    return host.strip("[]"), str(port)


def plain(args):
    """launcher_oracle's typed values (["int", "0"]) as the text torch's str() gives."""
    return {dest: value[1] if isinstance(value, list) and len(value) == 2 else value for dest, value in args.items()}


def expected(args, nodes_declared):
    """The substrings explain's summary must hold for the values torch parsed."""
    args = plain(args)
    want = [f"TORCHELASTIC_MAX_RESTARTS={args['max_restarts']}"]
    standalone = args.get("standalone") == "True"
    if not standalone:
        want.append(f"TORCHELASTIC_RUN_ID={args['rdzv_id']}")
    if not standalone and args["rdzv_backend"] == "static":
        if (args.get("rdzv_endpoint") or "").strip():
            host, port = endpoint(args["rdzv_endpoint"], "?")
        else:
            host, port = str(args["master_addr"]), str(args["master_port"])
        want += [f"MASTER_ADDR={host} ", f"MASTER_PORT={port} "]
    elif not standalone:
        host, port = endpoint(args.get("rdzv_endpoint") or "", "29400")
        want.append(f"rendezvous at {host}:{port} ")
    parts = str(args["nnodes"]).split(":")
    nproc = str(args["nproc_per_node"])
    if all(p.strip().isdigit() for p in parts) and len(parts) <= 2 and nproc.isdigit():
        low, high = int(parts[0]), int(parts[-1])
        count = nodes_declared if low <= nodes_declared <= high else high
        if low <= high:
            want += [f"WORLD_SIZE={count * int(nproc)} ", f"LOCAL_WORLD_SIZE={nproc};"]
    return want
