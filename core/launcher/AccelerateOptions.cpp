#include "launcher/AccelerateOptions.h"

#include <QCoreApplication>

namespace ddpw {

namespace {

using Action = LauncherOption::Action;
using Type = LauncherOption::Type;
using Kind = LauncherValue::Kind;

// Our own explanations (what the option means and what it does on the nodes); options of one
// group that only tune the training share one text.
const char* const kHelp =
    QT_TRANSLATE_NOOP("LauncherOptionTable", "Prints accelerate launch's usage and exits without starting anything.");
const char* const kConfigFile = QT_TRANSLATE_NOOP(
    "LauncherOptionTable",
    "A YAML file (written by accelerate config) whose values fill every option not given on the command line, "
    "including the machine count, rank and main process address. Without this option accelerate reads "
    "~/.cache/huggingface/accelerate/default_config.yaml when the image has one.");
const char* const kQuiet =
    QT_TRANSLATE_NOOP("LauncherOptionTable", "Shows only the relevant part of a failed launch's traceback.");
const char* const kCpu = QT_TRANSLATE_NOOP("LauncherOptionTable", "Trains on the CPU even where GPUs are present.");
const char* const kMultiGpu = QT_TRANSLATE_NOOP(
    "LauncherOptionTable",
    "Distributed GPU training: accelerate starts torchrun (torch.distributed.run) in its own process, with "
    "settings taken from its own options. Needs --num_processes of 2 or more.");
const char* const kTpu = QT_TRANSLATE_NOOP("LauncherOptionTable", "Trains on TPUs instead of GPUs.");
const char* const kMixedPrecision = QT_TRANSLATE_NOOP(
    "LauncherOptionTable",
    "Mixed precision for the training: no, fp16, bf16 or fp8; passed to the script's Accelerator through the "
    "environment.");
const char* const kNumProcesses = QT_TRANSLATE_NOOP(
    "LauncherOptionTable",
    "The TOTAL number of processes over all machines, not per machine: torchrun gets num_processes // "
    "num_machines processes per node. With 2 machines of 8 GPUs it is 16; writing 8 starts 4 per node.");
const char* const kNumMachines = QT_TRANSLATE_NOOP(
    "LauncherOptionTable",
    "Number of machines (nodes) in the job; becomes torchrun's --nnodes. Only above 1 are the machine rank "
    "and the main process address passed on.");
const char* const kCpuThreads = QT_TRANSLATE_NOOP("LauncherOptionTable", "OMP_NUM_THREADS for each process.");
const char* const kCpuAffinity =
    QT_TRANSLATE_NOOP("LauncherOptionTable", "Binds each process to the CPUs near its GPU (NVIDIA GPUs).");
const char* const kDynamo = QT_TRANSLATE_NOOP(
    "LauncherOptionTable",
    "A torch.compile (dynamo) setting passed to the script's Accelerator through the environment; it does not "
    "change how the processes are started.");
const char* const kUseDeepSpeed = QT_TRANSLATE_NOOP(
    "LauncherOptionTable",
    "Trains with DeepSpeed. On more than one machine the start depends on --deepspeed_multinode_launcher: "
    "standard uses torchrun like --multi_gpu; anything else (pdsh by default) runs the deepspeed runner.");
const char* const kUseFsdp =
    QT_TRANSLATE_NOOP("LauncherOptionTable", "Trains with PyTorch FSDP; started through torchrun like --multi_gpu.");
const char* const kUseMegatron =
    QT_TRANSLATE_NOOP("LauncherOptionTable", "Trains with Megatron-LM; started through torchrun like --multi_gpu.");
const char* const kUseParallelism = QT_TRANSLATE_NOOP(
    "LauncherOptionTable",
    "Takes the data, tensor, context and sequence parallel sizes from the --parallelism_config_* options.");
const char* const kGpuIds = QT_TRANSLATE_NOOP(
    "LauncherOptionTable",
    "Which GPUs of each node to use, comma-separated, or all; becomes CUDA_VISIBLE_DEVICES of the processes.");
const char* const kSameNetwork = QT_TRANSLATE_NOOP(
    "LauncherOptionTable",
    "All machines are on one network: torchrun gets --master_addr and --master_port. Without it accelerate "
    "passes --rdzv_endpoint=IP:PORT instead (with the static rendezvous both reach the same store).");
const char* const kMachineRank = QT_TRANSLATE_NOOP(
    "LauncherOptionTable",
    "This machine's rank, 0 to num_machines-1, different on every node; becomes torchrun's --node_rank. On the "
    "platform it is ${VC_TASK_INDEX}.");
const char* const kMainProcessIp = QT_TRANSLATE_NOOP(
    "LauncherOptionTable",
    "Address of the machine of rank 0 (the first host); becomes torchrun's --master_addr or the host of "
    "--rdzv_endpoint. Must be the same on every node.");
const char* const kMainProcessPort = QT_TRANSLATE_NOOP(
    "LauncherOptionTable",
    "Port of the store on the machine of rank 0 (29500 when not given, 0 picks a free port); accelerate stops "
    "on rank 0 when the port is in use.");
const char* const kTee = QT_TRANSLATE_NOOP(
    "LauncherOptionTable",
    "torchrun's --tee: copy worker output to files in --log_dir (0 none, 1 stdout, 2 stderr, 3 both).");
const char* const kLogDir =
    QT_TRANSLATE_NOOP("LauncherOptionTable", "torchrun's --log_dir: where the workers' log files go.");
const char* const kRole =
    QT_TRANSLATE_NOOP("LauncherOptionTable", "torchrun's --role: a free-form name the workers see as ROLE_NAME.");
const char* const kRdzvBackend = QT_TRANSLATE_NOOP(
    "LauncherOptionTable",
    "torchrun's --rdzv_backend, static by default: the node rank comes from --machine_rank and the store runs "
    "at the main process address. c10d assigns the ranks at the rendezvous instead.");
const char* const kRdzvConf = QT_TRANSLATE_NOOP(
    "LauncherOptionTable", "torchrun's --rdzv_conf: extra rendezvous settings as key=value pairs separated by commas.");
const char* const kMaxRestarts = QT_TRANSLATE_NOOP(
    "LauncherOptionTable", "torchrun's --max_restarts: how often the worker group is restarted after a failure.");
const char* const kMonitorInterval =
    QT_TRANSLATE_NOOP("LauncherOptionTable", "torchrun's --monitor_interval: seconds between checks of the workers.");
const char* const kModule =
    QT_TRANSLATE_NOOP("LauncherOptionTable", "The training script is a Python module name, run as python -m.");
const char* const kNoPython = QT_TRANSLATE_NOOP(
    "LauncherOptionTable", "Runs the training script directly as a program instead of through python.");
const char* const kTpuGroup = QT_TRANSLATE_NOOP("LauncherOptionTable", "A TPU setting; not used on a GPU platform.");
const char* const kDeepSpeedConfig =
    QT_TRANSLATE_NOOP("LauncherOptionTable", "The DeepSpeed JSON configuration the script's Accelerator loads.");
const char* const kDeepSpeedHostfile = QT_TRANSLATE_NOOP(
    "LauncherOptionTable",
    "The deepspeed runner's --hostfile for a multi-machine DeepSpeed run that does not use the standard "
    "(torchrun) launcher: one 'host slots=N' line per node.");
const char* const kDeepSpeedMultinode = QT_TRANSLATE_NOOP(
    "LauncherOptionTable",
    "How a multi-machine DeepSpeed run starts: standard (torchrun on every node, like --multi_gpu), nossh "
    "(the deepspeed runner on every node with --no_ssh), or pdsh (the default), openmpi, mvapich, mpich, slurm: "
    "one node starts all the others over ssh or MPI.");
const char* const kDeepSpeedFilter =
    QT_TRANSLATE_NOOP("LauncherOptionTable", "The deepspeed runner's --include / --exclude host filter.");
const char* const kDeepSpeedGroup = QT_TRANSLATE_NOOP(
    "LauncherOptionTable",
    "A DeepSpeed setting passed to the script's Accelerator through the environment; it does not change how the "
    "processes are started.");
const char* const kFsdp = QT_TRANSLATE_NOOP(
    "LauncherOptionTable",
    "An FSDP setting passed to the script's Accelerator through the environment; it does not change how the "
    "processes are started.");
const char* const kMegatron = QT_TRANSLATE_NOOP(
    "LauncherOptionTable",
    "A Megatron-LM setting passed to the script's Accelerator through the environment; it does not change how "
    "the processes are started.");
const char* const kFp8 = QT_TRANSLATE_NOOP(
    "LauncherOptionTable", "An FP8 training setting passed to the script's Accelerator through the environment.");
const char* const kAws = QT_TRANSLATE_NOOP(
    "LauncherOptionTable",
    "For Amazon SageMaker launches only; a secret on a command line is visible to everyone who can read the job.");
const char* const kDebug =
    QT_TRANSLATE_NOOP("LauncherOptionTable", "Checks collective operations for mismatches between processes (slower).");
const char* const kMpirunHostfile = QT_TRANSLATE_NOOP("LauncherOptionTable", "Hostfile for mpirun in a multi-CPU run.");
const char* const kParallelism = QT_TRANSLATE_NOOP(
    "LauncherOptionTable",
    "A parallelism size or setting for --use_parallelism_config, passed to the script's Accelerator.");

// Every option of launch_command_parser in add_argument order (the order of argparse's lookups),
// with its dest, action, type, default, choices and the release that added it (our research note
// docs/research/launchers.md has the method). Plain options only: the positionals
// training_script and training_script_args come from the dialect.
// Built on first use rather than before main: a command that never meets this launcher pays
// nothing for it.
// clang-format off
QList<WrapperOptionRow> buildRows()
{
    return {
    {"-h --help", "help", Action::Help, Type::None, Kind::Null, nullptr, nullptr, "", kHelp},
    {"--config_file", "config_file", Action::Store, Type::Str, Kind::Null, nullptr, nullptr, "0.1.0", kConfigFile},
    {"--quiet -q", "quiet", Action::StoreTrue, Type::None, Kind::Null, nullptr, nullptr, "0.16.0", kQuiet},
    {"--cpu", "cpu", Action::StoreTrue, Type::None, Kind::Bool, "False", nullptr, "0.1.0", kCpu},
    {"--multi_gpu", "multi_gpu", Action::StoreTrue, Type::None, Kind::Bool, "False", nullptr, "0.1.0", kMultiGpu},
    {"--tpu", "tpu", Action::StoreTrue, Type::None, Kind::Bool, "False", nullptr, "0.1.0", kTpu},
    {"--mixed_precision", "mixed_precision", Action::Store, Type::Str, Kind::Null, nullptr, "no,fp16,bf16,fp8", "0.6.0", kMixedPrecision},
    {"--num_processes", "num_processes", Action::Store, Type::Int, Kind::Null, nullptr, nullptr, "0.1.0", kNumProcesses},
    {"--num_machines", "num_machines", Action::Store, Type::Int, Kind::Null, nullptr, nullptr, "0.1.0", kNumMachines},
    {"--num_cpu_threads_per_process", "num_cpu_threads_per_process", Action::Store, Type::Int, Kind::Null, nullptr, nullptr, "0.9.0", kCpuThreads},
    {"--enable_cpu_affinity", "enable_cpu_affinity", Action::StoreTrue, Type::None, Kind::Bool, "False", nullptr, "0.29.0", kCpuAffinity},
    {"--dynamo_backend", "dynamo_backend", Action::Store, Type::Str, Kind::Null, nullptr, "no,eager,aot_eager,inductor,aot_ts_nvfuser,nvprims_nvfuser,cudagraphs,ofi,fx2trt,onnxrt,tensorrt,aot_torchxla_trace_once,torhchxla_trace_once,tvm", "0.15.0", kDynamo},
    {"--dynamo_mode", "dynamo_mode", Action::Store, Type::Str, Kind::String, "default", "default,reduce-overhead,max-autotune", "0.17.0", kDynamo},
    {"--dynamo_use_fullgraph", "dynamo_use_fullgraph", Action::StoreTrue, Type::None, Kind::Bool, "False", nullptr, "0.17.0", kDynamo},
    {"--dynamo_use_dynamic", "dynamo_use_dynamic", Action::StoreTrue, Type::None, Kind::Bool, "False", nullptr, "0.17.0", kDynamo},
    {"--dynamo_use_regional_compilation", "dynamo_use_regional_compilation", Action::StoreTrue, Type::None, Kind::Bool, "False", nullptr, "1.7.0", kDynamo},
    {"--use_deepspeed", "use_deepspeed", Action::StoreTrue, Type::None, Kind::Bool, "False", nullptr, "0.4.0", kUseDeepSpeed},
    {"--use_fsdp", "use_fsdp", Action::StoreTrue, Type::None, Kind::Bool, "False", nullptr, "0.7.0", kUseFsdp},
    {"--use_parallelism_config", "use_parallelism_config", Action::StoreTrue, Type::None, Kind::Bool, "False", nullptr, "1.10.0", kUseParallelism},
    {"--use_megatron_lm", "use_megatron_lm", Action::StoreTrue, Type::None, Kind::Bool, "False", nullptr, "0.14.0", kUseMegatron},
    {"--gpu_ids", "gpu_ids", Action::Store, Type::Str, Kind::Null, nullptr, nullptr, "0.13.0", kGpuIds},
    {"--same_network", "same_network", Action::StoreTrue, Type::None, Kind::Bool, "False", nullptr, "0.14.0", kSameNetwork},
    {"--machine_rank", "machine_rank", Action::Store, Type::Int, Kind::Null, nullptr, nullptr, "0.1.0", kMachineRank},
    {"--main_process_ip", "main_process_ip", Action::Store, Type::Str, Kind::Null, nullptr, nullptr, "0.1.0", kMainProcessIp},
    {"--main_process_port", "main_process_port", Action::Store, Type::Int, Kind::Null, nullptr, nullptr, "0.1.0", kMainProcessPort},
    {"-t --tee", "tee", Action::Store, Type::Str, Kind::String, "0", nullptr, "0.17.0", kTee},
    {"--log_dir", "log_dir", Action::Store, Type::Str, Kind::Null, nullptr, nullptr, "0.31.0", kLogDir},
    {"--role", "role", Action::Store, Type::Str, Kind::String, "default", nullptr, "0.17.0", kRole},
    {"--rdzv_backend", "rdzv_backend", Action::Store, Type::Str, Kind::String, "static", nullptr, "0.20.0", kRdzvBackend},
    {"--rdzv_conf", "rdzv_conf", Action::Store, Type::Str, Kind::String, "", nullptr, "0.13.0", kRdzvConf},
    {"--max_restarts", "max_restarts", Action::Store, Type::Int, Kind::Int, "0", nullptr, "0.13.0", kMaxRestarts},
    {"--monitor_interval", "monitor_interval", Action::Store, Type::Float, Kind::Float, "0.1", nullptr, "0.13.0", kMonitorInterval},
    {"-m --module", "module", Action::StoreTrue, Type::None, Kind::Null, nullptr, nullptr, "0.6.0", kModule},
    {"--no_python", "no_python", Action::StoreTrue, Type::None, Kind::Null, nullptr, nullptr, "0.5.10", kNoPython},
    {"--tpu_cluster", "tpu_use_cluster", Action::StoreTrue, Type::None, Kind::Bool, "False", nullptr, "0.17.0", kTpuGroup},
    {"--no_tpu_cluster", "tpu_use_cluster", Action::StoreFalse, Type::None, Kind::Bool, "True", nullptr, "0.17.0", kTpuGroup},
    {"--tpu_use_sudo", "tpu_use_sudo", Action::StoreTrue, Type::None, Kind::Bool, "False", nullptr, "0.17.0", kTpuGroup},
    {"--vm", "vm", Action::Append, Type::Str, Kind::Null, nullptr, nullptr, "0.17.0", kTpuGroup},
    {"--env", "env", Action::Append, Type::Str, Kind::Null, nullptr, nullptr, "0.17.0", kTpuGroup},
    {"--main_training_function", "main_training_function", Action::Store, Type::Str, Kind::Null, nullptr, nullptr, "0.1.0", kTpuGroup},
    {"--downcast_bf16", "downcast_bf16", Action::StoreTrue, Type::None, Kind::Bool, "False", nullptr, "0.12.0", kTpuGroup},
    {"--deepspeed_config_file", "deepspeed_config_file", Action::Store, Type::Str, Kind::Null, nullptr, nullptr, "0.10.0", kDeepSpeedConfig},
    {"--zero_stage", "zero_stage", Action::Store, Type::Int, Kind::Null, nullptr, nullptr, "0.4.0", kDeepSpeedGroup},
    {"--offload_optimizer_device", "offload_optimizer_device", Action::Store, Type::Str, Kind::Null, nullptr, nullptr, "0.4.0", kDeepSpeedGroup},
    {"--offload_param_device", "offload_param_device", Action::Store, Type::Str, Kind::Null, nullptr, nullptr, "0.10.0", kDeepSpeedGroup},
    {"--offload_optimizer_nvme_path", "offload_optimizer_nvme_path", Action::Store, Type::Str, Kind::Null, nullptr, nullptr, "0.20.0", kDeepSpeedGroup},
    {"--offload_param_nvme_path", "offload_param_nvme_path", Action::Store, Type::Str, Kind::Null, nullptr, nullptr, "0.20.0", kDeepSpeedGroup},
    {"--gradient_accumulation_steps", "gradient_accumulation_steps", Action::Store, Type::Int, Kind::Null, nullptr, nullptr, "0.4.0", kDeepSpeedGroup},
    {"--gradient_clipping", "gradient_clipping", Action::Store, Type::Float, Kind::Null, nullptr, nullptr, "0.10.0", kDeepSpeedGroup},
    {"--zero3_init_flag", "zero3_init_flag", Action::Store, Type::Str, Kind::Null, nullptr, nullptr, "0.10.0", kDeepSpeedGroup},
    {"--zero3_save_16bit_model", "zero3_save_16bit_model", Action::Store, Type::Str, Kind::Null, nullptr, nullptr, "0.10.0", kDeepSpeedGroup},
    {"--deepspeed_hostfile", "deepspeed_hostfile", Action::Store, Type::Str, Kind::Null, nullptr, nullptr, "0.11.0", kDeepSpeedHostfile},
    {"--deepspeed_exclusion_filter", "deepspeed_exclusion_filter", Action::Store, Type::Str, Kind::Null, nullptr, nullptr, "0.11.0", kDeepSpeedFilter},
    {"--deepspeed_inclusion_filter", "deepspeed_inclusion_filter", Action::Store, Type::Str, Kind::Null, nullptr, nullptr, "0.11.0", kDeepSpeedFilter},
    {"--deepspeed_multinode_launcher", "deepspeed_multinode_launcher", Action::Store, Type::Str, Kind::Null, nullptr, nullptr, "0.11.0", kDeepSpeedMultinode},
    {"--deepspeed_moe_layer_cls_names", "deepspeed_moe_layer_cls_names", Action::Store, Type::Str, Kind::Null, nullptr, nullptr, "0.30.0", kDeepSpeedGroup},
    {"--fsdp_version", "fsdp_version", Action::Store, Type::Str, Kind::String, "1", "1,2", "1.6.0", kFsdp},
    {"--fsdp_offload_params", "fsdp_offload_params", Action::Store, Type::Str, Kind::String, "false", nullptr, "0.12.0", kFsdp},
    {"--fsdp_min_num_params", "fsdp_min_num_params", Action::Store, Type::Int, Kind::Int, "100000000", nullptr, "0.12.0", kFsdp},
    {"--fsdp_sharding_strategy", "fsdp_sharding_strategy", Action::Store, Type::Str, Kind::String, "FULL_SHARD", nullptr, "0.12.0", kFsdp},
    {"--fsdp_reshard_after_forward", "fsdp_reshard_after_forward", Action::Store, Type::Str, Kind::String, "true", nullptr, "1.6.0", kFsdp},
    {"--fsdp_auto_wrap_policy", "fsdp_auto_wrap_policy", Action::Store, Type::Str, Kind::Null, nullptr, nullptr, "0.11.0", kFsdp},
    {"--fsdp_transformer_layer_cls_to_wrap", "fsdp_transformer_layer_cls_to_wrap", Action::Store, Type::Str, Kind::Null, nullptr, nullptr, "0.12.0", kFsdp},
    {"--fsdp_backward_prefetch", "fsdp_backward_prefetch", Action::Store, Type::Str, Kind::Null, nullptr, nullptr, "0.26.0", kFsdp},
    {"--fsdp_state_dict_type", "fsdp_state_dict_type", Action::Store, Type::Str, Kind::Null, nullptr, nullptr, "0.12.0", kFsdp},
    {"--fsdp_forward_prefetch", "fsdp_forward_prefetch", Action::Store, Type::Str, Kind::String, "false", nullptr, "0.21.0", kFsdp},
    {"--fsdp_use_orig_params", "fsdp_use_orig_params", Action::Store, Type::Str, Kind::String, "true", nullptr, "0.21.0", kFsdp},
    {"--fsdp_cpu_ram_efficient_loading", "fsdp_cpu_ram_efficient_loading", Action::Store, Type::Str, Kind::String, "true", nullptr, "0.24.0", kFsdp},
    {"--fsdp_sync_module_states", "fsdp_sync_module_states", Action::Store, Type::Str, Kind::String, "true", nullptr, "0.21.0", kFsdp},
    {"--fsdp_activation_checkpointing", "fsdp_activation_checkpointing", Action::Store, Type::Str, Kind::String, "false", nullptr, "0.31.0", kFsdp},
    {"--megatron_lm_tp_degree", "megatron_lm_tp_degree", Action::Store, Type::Int, Kind::Int, "1", nullptr, "0.14.0", kMegatron},
    {"--megatron_lm_use_custom_fsdp", "megatron_lm_use_custom_fsdp", Action::Store, Type::Bool, Kind::Bool, "False", nullptr, "1.13.0", kMegatron},
    {"--megatron_lm_no_load_optim", "megatron_lm_no_load_optim", Action::Store, Type::Bool, Kind::Bool, "False", nullptr, "1.13.0", kMegatron},
    {"--megatron_lm_eod_mask_loss", "megatron_lm_eod_mask_loss", Action::Store, Type::Bool, Kind::Bool, "False", nullptr, "1.13.0", kMegatron},
    {"--megatron_lm_overlap_cpu_optimizer_d2h_h2d", "megatron_lm_overlap_cpu_optimizer_d2h_h2d", Action::Store, Type::Bool, Kind::Bool, "False", nullptr, "1.13.0", kMegatron},
    {"--megatron_lm_no_save_optim", "megatron_lm_no_save_optim", Action::Store, Type::Bool, Kind::Bool, "False", nullptr, "1.13.0", kMegatron},
    {"--megatron_lm_optimizer_cpu_offload", "megatron_lm_optimizer_cpu_offload", Action::Store, Type::Bool, Kind::Bool, "False", nullptr, "1.13.0", kMegatron},
    {"--megatron_lm_use_precision_aware_optimizer", "megatron_lm_use_precision_aware_optimizer", Action::Store, Type::Bool, Kind::Bool, "False", nullptr, "1.13.0", kMegatron},
    {"--megatron_lm_decoder_last_pipeline_num_layers", "megatron_lm_decoder_last_pipeline_num_layers", Action::Store, Type::Int, Kind::Null, nullptr, nullptr, "1.13.0", kMegatron},
    {"--megatron_lm_pp_degree", "megatron_lm_pp_degree", Action::Store, Type::Int, Kind::Int, "1", nullptr, "0.14.0", kMegatron},
    {"--megatron_lm_num_micro_batches", "megatron_lm_num_micro_batches", Action::Store, Type::Int, Kind::Null, nullptr, nullptr, "0.14.0", kMegatron},
    {"--megatron_lm_sequence_parallelism", "megatron_lm_sequence_parallelism", Action::Store, Type::Str, Kind::Null, nullptr, nullptr, "0.14.0", kMegatron},
    {"--megatron_lm_recompute_activations", "megatron_lm_recompute_activations", Action::Store, Type::Str, Kind::Null, nullptr, nullptr, "0.14.0", kMegatron},
    {"--megatron_lm_use_distributed_optimizer", "megatron_lm_use_distributed_optimizer", Action::Store, Type::Str, Kind::Null, nullptr, nullptr, "0.14.0", kMegatron},
    {"--megatron_lm_gradient_clipping", "megatron_lm_gradient_clipping", Action::Store, Type::Float, Kind::Float, "1.0", nullptr, "0.14.0", kMegatron},
    {"--megatron_lm_recompute_granularity", "megatron_lm_recompute_granularity", Action::Store, Type::Str, Kind::Null, nullptr, nullptr, "1.13.0", kMegatron},
    {"--megatron_lm_recompute_method", "megatron_lm_recompute_method", Action::Store, Type::Str, Kind::Null, nullptr, nullptr, "1.13.0", kMegatron},
    {"--megatron_lm_recompute_num_layers", "megatron_lm_recompute_num_layers", Action::Store, Type::Int, Kind::Null, nullptr, nullptr, "1.13.0", kMegatron},
    {"--megatron_lm_attention_backend", "megatron_lm_attention_backend", Action::Store, Type::Str, Kind::Null, nullptr, nullptr, "1.13.0", kMegatron},
    {"--megatron_lm_expert_model_parallel_size", "megatron_lm_expert_model_parallel_size", Action::Store, Type::Int, Kind::Null, nullptr, nullptr, "1.13.0", kMegatron},
    {"--megatron_lm_context_parallel_size", "megatron_lm_context_parallel_size", Action::Store, Type::Int, Kind::Null, nullptr, nullptr, "1.13.0", kMegatron},
    {"--megatron_lm_attention_dropout", "megatron_lm_attention_dropout", Action::Store, Type::Float, Kind::Null, nullptr, nullptr, "1.13.0", kMegatron},
    {"--megatron_lm_hidden_dropout", "megatron_lm_hidden_dropout", Action::Store, Type::Float, Kind::Null, nullptr, nullptr, "1.13.0", kMegatron},
    {"--megatron_lm_attention_softmax_in_fp32", "megatron_lm_attention_softmax_in_fp32", Action::Store, Type::Str, Kind::Null, nullptr, nullptr, "1.13.0", kMegatron},
    {"--megatron_lm_expert_tensor_parallel_size", "megatron_lm_expert_tensor_parallel_size", Action::Store, Type::Int, Kind::Null, nullptr, nullptr, "1.13.0", kMegatron},
    {"--megatron_lm_calculate_per_token_loss", "megatron_lm_calculate_per_token_loss", Action::Store, Type::Str, Kind::Null, nullptr, nullptr, "1.13.0", kMegatron},
    {"--megatron_lm_use_rotary_position_embeddings", "megatron_lm_use_rotary_position_embeddings", Action::Store, Type::Str, Kind::Null, nullptr, nullptr, "1.13.0", kMegatron},
    {"--fp8_backend", "fp8_backend", Action::Store, Type::Str, Kind::Null, nullptr, "ao,te,msamp", "0.34.0", kFp8},
    {"--fp8_use_autocast_during_eval", "fp8_use_autocast_during_eval", Action::StoreTrue, Type::None, Kind::Bool, "False", nullptr, "0.34.0", kFp8},
    {"--fp8_margin", "fp8_margin", Action::Store, Type::Int, Kind::Int, "0", nullptr, "0.34.0", kFp8},
    {"--fp8_interval", "fp8_interval", Action::Store, Type::Int, Kind::Int, "1", nullptr, "0.34.0", kFp8},
    {"--fp8_format", "fp8_format", Action::Store, Type::Str, Kind::String, "HYBRID", "HYBRID,E4M3,E5M2", "0.34.0", kFp8},
    {"--fp8_amax_history_len", "fp8_amax_history_len", Action::Store, Type::Int, Kind::Int, "1024", nullptr, "0.34.0", kFp8},
    {"--fp8_amax_compute_algo", "fp8_amax_compute_algo", Action::Store, Type::Str, Kind::String, "most_recent", "max,most_recent", "0.34.0", kFp8},
    {"--fp8_override_linear_precision", "fp8_override_linear_precision", Action::Store, Type::StrToBoolList, Kind::StringList, "False,False,False", nullptr, "0.34.0", kFp8},
    {"--fp8_opt_level", "fp8_opt_level", Action::Store, Type::Str, Kind::String, "O2", "O1,O2", "0.34.0", kFp8},
    {"--fp8_enable_fsdp_float8_all_gather", "fp8_enable_fsdp_float8_all_gather", Action::Store, Type::StrToBool, Kind::String, "true", nullptr, "1.13.0", kFp8},
    {"--fp8_pad_inner_dim", "fp8_pad_inner_dim", Action::Store, Type::StrToBool, Kind::String, "true", nullptr, "1.13.0", kFp8},
    {"--aws_access_key_id", "aws_access_key_id", Action::Store, Type::Str, Kind::Null, nullptr, nullptr, "0.2.0", kAws},
    {"--aws_secret_access_key", "aws_secret_access_key", Action::Store, Type::Str, Kind::Null, nullptr, nullptr, "0.2.0", kAws},
    {"--debug", "debug", Action::StoreTrue, Type::None, Kind::Null, nullptr, nullptr, "0.13.0", kDebug},
    {"--mpirun_hostfile", "mpirun_hostfile", Action::Store, Type::Str, Kind::Null, nullptr, nullptr, "0.28.0", kMpirunHostfile},
    {"--parallelism_config_dp_replicate_size", "parallelism_config_dp_replicate_size", Action::Store, Type::Int, Kind::Int, "1", nullptr, "1.10.0", kParallelism},
    {"--parallelism_config_dp_shard_size", "parallelism_config_dp_shard_size", Action::Store, Type::Int, Kind::Int, "1", nullptr, "1.10.0", kParallelism},
    {"--parallelism_config_tp_size", "parallelism_config_tp_size", Action::Store, Type::Int, Kind::Int, "1", nullptr, "1.10.0", kParallelism},
    {"--parallelism_config_cp_size", "parallelism_config_cp_size", Action::Store, Type::Int, Kind::Int, "1", nullptr, "1.10.0", kParallelism},
    {"--parallelism_config_cp_backend", "parallelism_config_cp_backend", Action::Store, Type::Str, Kind::String, "torch", "torch", "1.12.0", kParallelism},
    {"--parallelism_config_cp_comm_strategy", "parallelism_config_cp_comm_strategy", Action::Store, Type::Str, Kind::String, "allgather", nullptr, "1.10.0", kParallelism},
    {"--parallelism_config_sp_size", "parallelism_config_sp_size", Action::Store, Type::Int, Kind::Int, "1", nullptr, "1.12.0", kParallelism},
    {"--parallelism_config_sp_backend", "parallelism_config_sp_backend", Action::Store, Type::Str, Kind::String, "deepspeed", "deepspeed", "1.12.0", kParallelism},
    {"--parallelism_config_sp_seq_length", "parallelism_config_sp_seq_length", Action::Store, Type::Str, Kind::Null, nullptr, nullptr, "1.12.0", kParallelism},
    {"--parallelism_config_sp_seq_length_is_variable", "parallelism_config_sp_seq_length_is_variable", Action::Store, Type::Bool, Kind::Bool, "True", nullptr, "1.12.0", kParallelism},
    {"--parallelism_config_sp_attn_implementation", "parallelism_config_sp_attn_implementation", Action::Store, Type::Str, Kind::String, "sdpa", nullptr, "1.12.0", kParallelism},
    };
}
// clang-format on

} // namespace

const QList<WrapperOptionRow>& AccelerateOptions::rows()
{
    static const QList<WrapperOptionRow> rows = buildRows();
    return rows;
}

WrapperDialect AccelerateOptions::dialect()
{
    WrapperDialect dialect;
    dialect.allowAbbrev = false;
    dialect.dashedCopies = true;
    dialect.release = "accelerate 1.14.0";
    return dialect;
}

} // namespace ddpw
