"""Writes tests/data/wrapper-corpus/generated.jsonl: random accelerate launch / deepspeed argument
lists (fixed seed) built from option spellings, prefixes, torchrun's names, typos, values of the
wrong type, '=' forms, flag clusters and '--' separators. Run: python3 gen_wrapper_corpus.py > FILE"""

import json
import random

ACCELERATE = ["--num_processes", "--num-processes", "--num_machines", "--num-machines", "--machine_rank",
              "--machine-rank", "--main_process_ip", "--main-process-ip", "--main_process_port",
              "--main-process-port", "--multi_gpu", "--multi-gpu", "--same_network", "--same-network",
              "--rdzv_backend", "--rdzv-backend", "--rdzv_conf", "--mixed_precision", "--mixed-precision",
              "--config_file", "--config-file", "--use_deepspeed", "--use_fsdp", "--deepspeed_multinode_launcher",
              "--deepspeed_hostfile", "--gpu_ids", "--tee", "-t", "--log_dir", "--role", "--max_restarts",
              "--monitor_interval", "--monitor-interval", "-m", "--module", "--no_python", "--no-python", "-q",
              "--quiet", "--debug", "--cpu", "--tpu", "--tpu_cluster", "--no_tpu_cluster", "--no-tpu-cluster",
              "--vm", "--env", "--fsdp_version", "--fp8_pad_inner_dim", "--fp8_override_linear_precision",
              "--megatron_lm_use_custom_fsdp", "--parallelism_config_sp_seq_length_is_variable",
              "--dynamo_backend", "--zero_stage", "--gradient_clipping", "--fsdp_min_num_params", "-h", "--help"]
ACCELERATE_WRONG = ["--num_proc", "--num_machine", "--nproc_per_node", "--nnodes", "--node_rank", "--master_addr",
                    "--main_process", "--fp16", "--mixed", "--num-processes_", "--use-env", "--local_rank", "--multi",
                    "--num_processes_", "-x", "-qm", "-mq", "-t3", "-qx", "-hq"]
DEEPSPEED = ["-H", "--hostfile", "-i", "--include", "-e", "--exclude", "--num_nodes", "--num_gpus",
             "--num_accelerators", "--master_port", "--master_addr", "--node_rank", "--launcher", "--launcher_args",
             "--module", "--no_python", "--no_local_rank", "--no_ssh", "--no_ssh_check", "--force_multi",
             "--save_pid", "--enable_each_rank_log", "--autotuning", "--elastic_training", "--bind_cores_to_rank",
             "--bind_core_list", "--ssh_port", "--min_elastic_nodes", "--max_elastic_nodes", "-h", "--help"]
DEEPSPEED_WRONG = ["--num_g", "--num", "--no_s", "--no_ssh_", "--master", "--num-gpus", "--node-rank", "--nnodes",
                   "--nproc_per_node", "--hostfile_", "--no", "--bind", "--num_n", "--mas", "-Hhf", "-H=hf", "-x",
                   "--ssh", "--elastic", "--local_rank", "--auto", "-ih@h"]
VALUES = ["2", "16", "0", "-1", "x", "${VC_TASK_INDEX}", "node-0", "1.5", "static", "c10d", "bf16", "fp32", "true",
          "no", "maybe", "1,0,1", "yes,x", "", " 3", "tune", "standard", "--", "-2", "1e3", "inf", "٣"]
SCRIPTS = ["train.py", "-", "--", "run.sh", "module.main"]
SCRIPT_ARGS = ["--lr", "0.1", "--num_processes", "8", "-h", "--", "--deepspeed", "ds.json", "x"]


def word(rng, names, wrong):
    pool = names if rng.random() < 0.75 else wrong
    name = rng.choice(pool)
    r = rng.random()
    if r < 0.25 and name.startswith("--"):
        return [name + "=" + rng.choice(VALUES)]
    if r < 0.7:
        return [name, rng.choice(VALUES)]
    return [name]


def case(rng, launcher, index):
    names, wrong = (ACCELERATE, ACCELERATE_WRONG) if launcher == "accelerate" else (DEEPSPEED, DEEPSPEED_WRONG)
    argv = []
    for _ in range(rng.randint(0, 6)):
        argv += word(rng, names, wrong)
    if rng.random() < 0.9:
        argv.append(rng.choice(SCRIPTS))
        for _ in range(rng.randint(0, 3)):
            argv.append(rng.choice(SCRIPT_ARGS))
    if rng.random() < 0.15:
        argv += word(rng, names, wrong)
    return {"id": "gen-%s-%d" % (launcher, index), "launcher": launcher, "argv": argv}


def main():
    rng = random.Random(15)
    for launcher in ("accelerate", "deepspeed"):
        for index in range(400):
            print(json.dumps(case(rng, launcher, index), ensure_ascii=False))


main()
