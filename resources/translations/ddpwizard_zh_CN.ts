<?xml version='1.0' encoding='utf-8'?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>Cli</name>
    <message>
        <source>print the start command, a bash script or the job file</source>
        <translation>输出启动命令、bash 脚本或任务文件</translation>
    </message>
    <message>
        <source>run the job's rendezvous for real with a probe (local nodes or SSH)</source>
        <translation>用探针真实运行任务的 rendezvous（本地节点或 SSH）</translation>
    </message>
    <message>
        <source>Usage: ddpwizard-cli COMMAND [OPTIONS]

Build, check and explain multi-node PyTorch DDP start commands.

Commands:
</source>
        <translation>用法：ddpwizard-cli 命令 [选项]

生成、检查并解释多节点 PyTorch DDP 启动命令。

命令：
</translation>
    </message>
    <message>
        <source>
Run 'ddpwizard-cli COMMAND --help' for a command's options.
Exit codes: 0 success, 1 problems found, 2 usage or input error.
</source>
        <translation>
运行“ddpwizard-cli 命令 --help”查看某个命令的选项。
退出码：0 成功，1 发现问题，2 用法或输入错误。
</translation>
    </message>
    <message>
        <source>ddpwizard-cli: error: unknown command '%1' (try --help)
</source>
        <translation>ddpwizard-cli：错误：未知命令“%1”（请尝试 --help）
</translation>
    </message>
</context>
<context>
    <name>CliDryRunCommand</name>
    <message>
        <source>Dry-run rendezvous: PASSED. World size %1, ranks 0-%2, rendezvous %3, total %4.
</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Dry-run rendezvous: FAILED. %1
</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>node</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>host</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>hostname</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>state</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>joined</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>ranks</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>rank</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>local</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>device</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>backend</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>torch</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>all_reduce</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>ok</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>FAILED</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Log lines that show it:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Checks that failed:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>warning: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Run the job's own launcher for real with a probe in place of the training script, on every node at once,
and check that all ranks meet (world size, every rank, an all_reduce). Without --hosts, the local mode
runs --nodes simulated nodes on this machine (127.0.0.1, a free port). Script arguments go after --, e.g.
  ddpwizard-cli dryrun --local --nodes 2 --nproc-per-node 2 --gpus-per-node 0 --torch 1.13</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>show this help</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>local mode: simulated nodes on this machine (the default without --hosts)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>local mode: rendezvous port (default: a free one)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>global deadline in seconds (default 120)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>text (default) or json</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>show every line the nodes print</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>no live progress on stderr</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>unexpected argument "%1": script arguments go after --</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>--timeout: "%1" is not a number of seconds from 1 to 86400</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>--local-port: "%1" is not a port from 0 to 65535</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>--format: "%1" is not one of: text, json</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Dry-run on %1 local node(s), deadline %2 s; Ctrl-C cancels.
</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>CliGenerateCommand</name>
    <message>
        <source>Print the start command for the platform's form (or a bash script, or the job file).
Script arguments go after --, e.g.
  ddpwizard-cli generate --nodes 2 --gpus-per-node 8 --torch 2.6 --script train.py -- --lr 0.1</source>
        <translation>输出平台表单所需的启动命令（或 bash 脚本，或任务文件）。
脚本参数放在 -- 之后，例如
  ddpwizard-cli generate --nodes 2 --gpus-per-node 8 --torch 2.6 --script train.py -- --lr 0.1</translation>
    </message>
    <message>
        <source>show this help</source>
        <translation>显示此帮助</translation>
    </message>
    <message>
        <source>show the version</source>
        <translation>显示版本</translation>
    </message>
    <message>
        <source>command (default), script, json or volcano (a Volcano Job manifest)</source>
        <translation>command（默认）、script、json 或 volcano（Volcano Job 清单）</translation>
    </message>
    <message>
        <source>volcano: the manifest's Kubernetes namespace</source>
        <translation>volcano：清单的 Kubernetes 命名空间</translation>
    </message>
    <message>
        <source>arguments for the training script</source>
        <translation>训练脚本的参数</translation>
    </message>
    <message>
        <source>unexpected argument "%1": script arguments go after --</source>
        <translation>意外的参数“%1”：脚本参数应放在 -- 之后</translation>
    </message>
    <message>
        <source>--format: "%1" is not one of: %2</source>
        <translation>--format：“%1”不是以下之一：%2</translation>
    </message>
</context>
<context>
    <name>DryRun</name>
    <message>
        <source>waiting</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>starting</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>launched</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>joined</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>passed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>failed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>stopped</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>no free TCP port on 127.0.0.1 for the local rendezvous</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>cancelled</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>deadline of %1 s reached</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>a node failed; stopping the others</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>connecting to %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>passed: %1 rank(s) reported</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the launcher exited with status %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>stopped (%1)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>clean-up on this node did not confirm: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>launcher started on %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>rank %1 ok</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>rank %1 failed: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>rendezvous complete, workers started (group rank %1)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>node %1: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The dry-run was cancelled after %1 s.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>node %1 (%2)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The dry-run did not finish within %1 s.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Never joined the rendezvous: %1.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The dry-run failed.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>DryRunAggregator</name>
    <message>
        <source>%1 node(s) took part, the job has %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>no rank reported</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>node %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>node %1 (%2)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: the launcher did not finish</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: the launcher exited with status %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: no rank reported</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1, rank %2: %3</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the probe failed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: %2 rank(s) reported, --nproc-per-node is %3</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: local ranks are %2, expected 0 to %3</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: its ranks disagree on the node's group rank</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the ranks disagree on the world size: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>world size is %1, the job means %2 (%3 node(s) x %4)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>rank(s) %1 did not report</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>rank(s) %1 reported more than once</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>rank(s) %1 are outside 0 to %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>rank %1: the all_reduce did not add up (sum %2, expected %3)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>rank %1 received the script arguments %2, the job has %3</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>rank %1: %2 is "%3", the job sets "%4"</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>(unset)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the nodes run different torch versions: %1 (torchrun.md §4 #11)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the job is written for torch %1, the nodes run %2</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>DryRunPlan</name>
    <message>
        <source>the local mode runs 1 to 64 nodes, the job has %1</source>
        <translation>本地模式可运行 1 到 64 个节点，该任务有 %1 个</translation>
    </message>
    <message>
        <source>%1 host(s) given, the job has %2 node(s)</source>
        <translation>给出了 %1 个主机，该任务有 %2 个节点</translation>
    </message>
    <message>
        <source>no hosts</source>
        <translation>没有主机</translation>
    </message>
    <message>
        <source>"%1" is no host name</source>
        <translation>“%1”不是主机名</translation>
    </message>
</context>
<context>
    <name>HostKeyCheck</name>
    <message>
        <source>REMOTE HOST IDENTIFICATION HAS CHANGED for %1: the server now offers the %2 key %3, which is not the key recorded in %4. Someone could be intercepting the connection, or the host was reinstalled. Verify the fingerprint with the host's administrator, then remove the old line (ssh-keygen -R %1 -f %4).</source>
        <translation>%1 的远程主机标识已更改：服务器现在提供 %2 密钥 %3，与 %4 中记录的密钥不同。可能有人正在拦截连接，也可能该主机被重装过。请先与主机管理员核对指纹，然后删除旧的记录（ssh-keygen -R %1 -f %4）。</translation>
    </message>
    <message>
        <source>%1 offers a %2 key (%3), but %4 records a key of another type for it. This may be an attack; verify the fingerprint with the host's administrator before changing %4.</source>
        <translation>%1 提供了 %2 密钥（%3），但 %4 为它记录的是另一种类型的密钥。这可能是攻击；修改 %4 之前请先与主机管理员核对指纹。</translation>
    </message>
    <message>
        <source>Cannot read the known hosts file %1.</source>
        <translation>无法读取 known hosts 文件 %1。</translation>
    </message>
    <message>
        <source>The host key of %1 (%2 %3) was not accepted.</source>
        <translation>未接受 %1 的主机密钥（%2 %3）。</translation>
    </message>
    <message>
        <source>%1 is not a known host (its %2 key is %3) and %4 has no entry for it. Check the fingerprint, then accept it (--accept-new) or add it to %4.</source>
        <translation>%1 不是已知主机（其 %2 密钥为 %3），%4 中也没有它的记录。请核对指纹，然后接受它（--accept-new）或将它加入 %4。</translation>
    </message>
</context>
<context>
    <name>JobCommandLine</name>
    <message>
        <source>start from this job file; flags override it</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>job name</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>container image (must have torch installed)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>torch version in the image: 1.13, 2.0 ... 2.14 or unknown (default 2.6)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>platform compute framework: other, pytorch, tensorflow, mpi (only other fits)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>name of the single worker role (default worker)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>node count of the worker role (default 2)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>GPUs per node, 0 for CPU only (default 8)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>torchrun or launch (python -m torch.distributed.launch)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>rendezvous backend: c10d or static</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>rendezvous/master port on the first node (default 29500)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>rendezvous id, the same on every node (c10d)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>elastic node range (c10d), or 'off'</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>worker group restarts before failing (default 0)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>processes per node; gpus = the GPU count (default)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>training script</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>run a Python module with -m instead of a script</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>export a variable before the launcher (repeatable)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>take --nnodes from ${VC_WORKER_NUM} instead of writing the count</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>MASTER line: the guide's awk pipeline or ${VC_WORKER_HOSTS%%,*}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>launch only: pass --use_env (workers read LOCAL_RANK)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>launch only: the Python interpreter (default python)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>--%1: "%2" is not a whole number</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>--%1: "%2" is not one of: %3</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>--elastic: "%1" is not MIN:MAX, e.g. 1:4</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>--env: "%1" is not NAME=VALUE</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>--script and --module exclude each other: give one</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>--torch: "%1" is not a version such as 2.6, 1.13 or unknown</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>--nproc-per-node: "%1" is not a number, gpus, gpu or auto</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>--job: %1</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>JobFile</name>
    <message>
        <source>expected %1, got %2</source>
        <translation>应为 %1，实际为 %2</translation>
    </message>
    <message>
        <source>"%1" is not one of: %2</source>
        <translation>“%1”不是以下之一：%2</translation>
    </message>
    <message>
        <source>%1 is too large</source>
        <translation>%1 太大</translation>
    </message>
    <message>
        <source>%1 is out of range</source>
        <translation>%1 超出范围</translation>
    </message>
    <message>
        <source>"%1" is not a version such as 2.6 or "unknown"</source>
        <translation>“%1”不是版本号，例如 2.6 或“unknown”</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>缺失</translation>
    </message>
    <message>
        <source>"%1" is not "gpus", "gpu", "auto" or a number</source>
        <translation>“%1”不是“gpus”、“gpu”、“auto”或数字</translation>
    </message>
    <message>
        <source>missing: this is not a DDP Wizard job file</source>
        <translation>缺失：这不是 DDP Wizard 任务文件</translation>
    </message>
    <message>
        <source>%1 is not a valid schema version</source>
        <translation>%1 不是有效的 schema 版本</translation>
    </message>
    <message>
        <source>this file was written by a newer DDP Wizard (schema %1); this version reads schema %2 and older. Update DDP Wizard to open it.</source>
        <translation>此文件由更新版本的 DDP Wizard 写入（schema %1）；当前版本只能读取 schema %2 及更早版本。请更新 DDP Wizard 后再打开。</translation>
    </message>
    <message>
        <source>nested more than %1 levels deep; this is not a job file</source>
        <translation>嵌套超过 %1 层；这不是任务文件</translation>
    </message>
    <message>
        <source>not valid JSON (byte %1): the file is corrupt or truncated</source>
        <translation>不是有效的 JSON（第 %1 字节）：文件已损坏或被截断</translation>
    </message>
    <message>
        <source>not valid JSON</source>
        <translation>不是有效的 JSON</translation>
    </message>
    <message>
        <source>unreadable job file: %1</source>
        <translation>无法读取的任务文件：%1</translation>
    </message>
    <message>
        <source>cannot open %1: %2</source>
        <translation>无法打开 %1：%2</translation>
    </message>
    <message>
        <source>%1 is %2 bytes; a job file is at most %3</source>
        <translation>%1 有 %2 字节；任务文件最多 %3 字节</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>cannot save %1: %2</source>
        <translation>无法保存 %1：%2</translation>
    </message>
</context>
<context>
    <name>JobSpec</name>
    <message>
        <source>Enter a job name.</source>
        <translation>请输入任务名称。</translation>
    </message>
    <message>
        <source>The job name has %1 characters; use at most 63.</source>
        <translation>任务名称有 %1 个字符；最多 63 个。</translation>
    </message>
    <message>
        <source>The job name must not contain spaces or control characters.</source>
        <translation>任务名称不能包含空格或控制字符。</translation>
    </message>
    <message>
        <source>Kubernetes names allow only lower-case letters, digits and '-'; a Volcano export will use a cleaned-up name.</source>
        <translation>Kubernetes 名称只允许小写字母、数字和“-”；导出 Volcano 时将使用整理后的名称。</translation>
    </message>
    <message>
        <source>Choose the container image. It must already have torch installed.</source>
        <translation>请选择容器镜像。镜像中需要已安装 torch。</translation>
    </message>
    <message>
        <source>An image reference has no spaces or control characters.</source>
        <translation>镜像引用不能包含空格或控制字符。</translation>
    </message>
    <message>
        <source>torch %1 is not one of the releases DDP Wizard knows (1.13, 2.0 to %2). Choose the nearest one, or "unknown" for spellings every release accepts.</source>
        <translation>torch %1 不是 DDP Wizard 已知的版本（1.13、2.0 到 %2）。请选择最接近的版本，或选择“unknown”以使用所有版本都接受的写法。</translation>
    </message>
    <message>
        <source>With an unknown torch version the command uses the underscore spellings, which every release accepts.</source>
        <translation>torch 版本未知时，命令使用所有版本都接受的下划线写法。</translation>
    </message>
    <message>
        <source>A role name uses lower-case letters, digits and '-' (at most 63), starting and ending with a letter or digit.</source>
        <translation>节点组名称只能使用小写字母、数字和“-”（最多 63 个字符），并以字母或数字开头和结尾。</translation>
    </message>
    <message>
        <source>The guide names the role "worker"; with "%1" the platform variables are %2 and %3.</source>
        <translation>指南中的节点组名为“worker”；名为“%1”时，平台变量为 %2 和 %3。</translation>
    </message>
    <message>
        <source>The node count must be between 1 and %1 (got %2).</source>
        <translation>节点数量必须在 1 到 %1 之间（当前为 %2）。</translation>
    </message>
    <message>
        <source>GPUs per node must be between 0 and %1 (got %2).</source>
        <translation>每节点 GPU 数必须在 0 到 %1 之间（当前为 %2）。</translation>
    </message>
    <message>
        <source>No GPUs: a CPU-only job. Use the gloo backend in the training script.</source>
        <translation>没有 GPU：这是仅用 CPU 的任务。请在训练脚本中使用 gloo 后端。</translation>
    </message>
    <message>
        <source>The port must be between 1 and 65535 (got %1).</source>
        <translation>端口必须在 1 到 65535 之间（当前为 %1）。</translation>
    </message>
    <message>
        <source>Ports below 1024 need root in the container; choose one from 1024 to 65535.</source>
        <translation>1024 以下的端口在容器中需要 root 权限；请选择 1024 到 65535 之间的端口。</translation>
    </message>
    <message>
        <source>Enter a rendezvous id: every node of one job must use the same one.</source>
        <translation>请输入 rendezvous ID：同一任务的所有节点必须使用相同的 ID。</translation>
    </message>
    <message>
        <source>The rendezvous id must not contain spaces or control characters.</source>
        <translation>rendezvous ID 不能包含空格或控制字符。</translation>
    </message>
    <message>
        <source>An elastic node range needs the c10d backend; static rendezvous always waits for the maximum.</source>
        <translation>弹性节点范围需要 c10d 后端；static rendezvous 总是等待最大节点数。</translation>
    </message>
    <message>
        <source>The elastic range must satisfy 1 &lt;= MIN &lt;= MAX &lt;= %1 (got %2:%3).</source>
        <translation>弹性范围必须满足 1 &lt;= MIN &lt;= MAX &lt;= %1（当前为 %2:%3）。</translation>
    </message>
    <message>
        <source>The platform starts %1 nodes, outside the elastic range %2:%3.</source>
        <translation>平台启动 %1 个节点，超出了弹性范围 %2:%3。</translation>
    </message>
    <message>
        <source>With an elastic range, --nnodes is MIN:MAX and does not come from %1.</source>
        <translation>使用弹性范围时，--nnodes 为 MIN:MAX，不取自 %1。</translation>
    </message>
    <message>
        <source>Max restarts must be between 0 and 1000 (got %1).</source>
        <translation>最大重启次数必须在 0 到 1000 之间（当前为 %1）。</translation>
    </message>
    <message>
        <source>Processes per node must be between 1 and 1024 (got %1).</source>
        <translation>每节点进程数必须在 1 到 1024 之间（当前为 %1）。</translation>
    </message>
    <message>
        <source>%1 processes per node but only %2 GPUs: DDP needs one GPU per process.</source>
        <translation>每节点 %1 个进程，但只有 %2 个 GPU：DDP 的每个进程需要一个 GPU。</translation>
    </message>
    <message>
        <source>%1 processes per node leave %2 of the %3 GPUs idle.</source>
        <translation>每节点 %1 个进程，%3 个 GPU 中有 %2 个闲置。</translation>
    </message>
    <message>
        <source>"gpu" counts CUDA devices and fails on a node without GPUs ("Cuda is not available").</source>
        <translation>“gpu”统计 CUDA 设备，在没有 GPU 的节点上会失败（“Cuda is not available”）。</translation>
    </message>
    <message>
        <source>"auto" on a node without GPUs starts one process per CPU core.</source>
        <translation>在没有 GPU 的节点上，“auto”为每个 CPU 核启动一个进程。</translation>
    </message>
    <message>
        <source>Enter the module to run with -m, e.g. my_package.train.</source>
        <translation>请输入用 -m 运行的模块，例如 my_package.train。</translation>
    </message>
    <message>
        <source>Enter the training script, e.g. train.py.</source>
        <translation>请输入启动脚本，例如 train.py。</translation>
    </message>
    <message>
        <source>The entry point contains a NUL character, which no command line can carry.</source>
        <translation>入口包含 NUL 字符，命令行无法传递它。</translation>
    </message>
    <message>
        <source>A script name starting with '-' would be read as a launcher option.</source>
        <translation>以“-”开头的脚本名会被当作启动器选项。</translation>
    </message>
    <message>
        <source>"%1" is not a Python module name (dotted identifiers, e.g. pkg.train).</source>
        <translation>“%1”不是 Python 模块名（以点分隔的标识符，例如 pkg.train）。</translation>
    </message>
    <message>
        <source>Argument %1 contains a NUL character, which no command line can carry.</source>
        <translation>第 %1 个参数包含 NUL 字符，命令行无法传递它。</translation>
    </message>
    <message>
        <source>"%1" is not a variable name: use letters, digits and '_', not starting with a digit.</source>
        <translation>“%1”不是变量名：请使用字母、数字和“_”，且不能以数字开头。</translation>
    </message>
    <message>
        <source>%1 is set twice.</source>
        <translation>%1 被设置了两次。</translation>
    </message>
    <message>
        <source>The value of %1 contains a NUL character.</source>
        <translation>%1 的值包含 NUL 字符。</translation>
    </message>
    <message>
        <source>MASTER is set by the command's first line from %1.</source>
        <translation>MASTER 由命令的第一行根据 %1 设置。</translation>
    </message>
    <message>
        <source>%1 is set by the platform on every node; overriding it breaks the command.</source>
        <translation>%1 由平台在每个节点上设置；覆盖它会使命令失效。</translation>
    </message>
    <message>
        <source>torchrun sets %1 for every worker, so this value never reaches the script.</source>
        <translation>torchrun 为每个 worker 设置 %1，因此这个值到不了脚本。</translation>
    </message>
    <message>
        <source>%1 is a default for a torchrun option; the option on the command line wins over it.</source>
        <translation>%1 是某个 torchrun 选项的默认值；命令行上的选项优先于它。</translation>
    </message>
    <message>
        <source>torch.distributed.launch is deprecated in favour of torchrun.</source>
        <translation>torch.distributed.launch 已弃用，请改用 torchrun。</translation>
    </message>
    <message>
        <source>Without --use_env, launch passes %1=N to the script, which must accept it (torch &gt;= 2.0 passes --local-rank, 1.13 --local_rank). Set use_env and read LOCAL_RANK instead.</source>
        <translation>没有 --use_env 时，launch 会向脚本传递 %1=N，脚本必须接受该参数（torch &gt;= 2.0 传递 --local-rank，1.13 传递 --local_rank）。请设置 use_env 并改为读取 LOCAL_RANK。</translation>
    </message>
    <message>
        <source>The Python interpreter must be a command name or path, e.g. python3.</source>
        <translation>Python 解释器必须是命令名或路径，例如 python3。</translation>
    </message>
    <message>
        <source>"Other" runs your start command as written on every node of the worker role, with VC_WORKER_HOSTS, VC_WORKER_NUM and VC_TASK_INDEX set: exactly what torchrun needs.</source>
        <translation>“其他”在 worker 节点组的每个节点上按原样运行您的启动命令，并设置 VC_WORKER_HOSTS、VC_WORKER_NUM 和 VC_TASK_INDEX：这正是 torchrun 所需要的。</translation>
    </message>
    <message>
        <source>The platform's PyTorch framework uses a master and a worker role and sets MASTER_ADDR, RANK and WORLD_SIZE per pod, not the single worker role this guide uses. Choose "Other".</source>
        <translation>平台的 PyTorch 框架使用 master 和 worker 两个节点组，并为每个 pod 设置 MASTER_ADDR、RANK 和 WORLD_SIZE，而不是本指南使用的单个 worker 节点组。请选择“其他”。</translation>
    </message>
    <message>
        <source>The TensorFlow framework sets TF_CONFIG for parameter servers and workers; DDP does not use it. Choose "Other".</source>
        <translation>TensorFlow 框架为参数服务器和 worker 设置 TF_CONFIG；DDP 不使用它。请选择“其他”。</translation>
    </message>
    <message>
        <source>The MPI framework starts processes with mpirun from a launcher node; torchrun starts them itself on every node. Choose "Other".</source>
        <translation>MPI 框架从一个 launcher 节点用 mpirun 启动进程；torchrun 则在每个节点上自行启动进程。请选择“其他”。</translation>
    </message>
</context>
<context>
    <name>LaunchFailureClassifier</name>
    <message>
        <source>the node could not prepare the dry-run</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the launcher (torchrun or python) was not found on the node</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>python on the node cannot import torch</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>torchrun crashed while reading --redirects/--tee (torch 1.13 on Python 3.11)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the script rejected the --local-rank/--local_rank argument that torch.distributed.launch passes</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the launcher rejected its command line</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the rendezvous port is already in use on the master node</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>a host name does not resolve on some node</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the job asks for GPUs that the node cannot use</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the ranks met but the collective backend (NCCL/Gloo) could not connect them</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>not every node joined the rendezvous in time</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the rendezvous endpoint (c10d store or master) could not be reached</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the rendezvous was closed because another node failed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>a worker process failed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the launch failed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>check that the node has a writable temporary directory ($TMPDIR or /tmp) and util-linux's setsid</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>install torch in the image, or put torchrun / the job's python on the PATH of a non-interactive shell</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the python that runs the launcher has no torch: use the image's interpreter or install torch</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>pass --redirects and --tee explicitly (e.g. -r 1 -t 1) or use torch &gt;= 2.0</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>accept both spellings in the script (parser.add_argument("--local-rank", "--local_rank", type=int)), or use torchrun / --use-env and read LOCAL_RANK</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>check the option spellings against the torch version on the nodes: dash forms such as --nproc-per-node need torch &gt;= 2.0, 1.13 accepts only --nproc_per_node</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>pick another --port, or stop what listens on it on the master node (another job, a stale torchrun)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the master's name (first entry of the hosts variable) and each node's own host name must resolve on every node; otherwise pass --local-addr (torch &gt;= 2.0) or use addresses</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>check the GPU count and drivers on the node, or lower --nproc-per-node to the GPUs it has</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>set NCCL_SOCKET_IFNAME / GLOO_SOCKET_IFNAME to an interface that exists with the same subnet on every node; NCCL_DEBUG=INFO shows which one was picked</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>every node must run the same --nnodes, --rdzv-id, --rdzv-backend and --rdzv-endpoint, and no --standalone with more than one node</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the endpoint host must resolve on every node and its port must be open (firewall, network policy); the master node must be up</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>see the first node that failed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>see the worker's error lines</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>see the node logs</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>LauncherOptionTable</name>
    <message>
        <source>Prints the launcher's usage and exits without starting anything.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Number of nodes (machines) in the job, either N or MIN:MAX for an elastic range. Every node must pass the same value; the rendezvous waits until that many nodes have joined.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Number of worker processes started on each node, usually one per GPU: an integer, or auto, cpu, gpu (and xpu from 2.9). Each worker gets LOCAL_RANK 0..N-1 and LOCAL_WORLD_SIZE=N.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>How the nodes find each other: static (node ranks come from --node-rank and the store runs on --master-addr:--master-port) or c10d (a TCP store at --rdzv-endpoint assigns ranks); etcd and etcd-v2 need an etcd server.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>host[:port] of the rendezvous store. With c10d the node whose address matches the host runs the store (default port 29400); with static and no endpoint, master-addr:master-port is used. Must be the same on every node.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Job id shared by all nodes of one rendezvous; it becomes TORCHELASTIC_RUN_ID in every worker. Two jobs with the same id and endpoint would join each other.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Extra rendezvous settings as key=value pairs separated by commas, for example join_timeout=600,read_timeout=60 (c10d) or timeout=900 (static).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Single-node mode: starts a private c10d store on localhost with a random run id and ignores the --rdzv-* options. Nodes started this way can never meet, so it is wrong for more than one node.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>How many times the whole worker group is restarted after a worker fails before the job fails; must be 0 or more.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Seconds between the agent's checks of its workers' state (5 up to torch 2.3, 0.1 from 2.4); must be greater than 0.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Python multiprocessing start method used to create the workers: spawn, fork or forkserver.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Name of a registered torchelastic event handler that records launcher events (torch 2.8 and later).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Free-form name of the workers' role; each worker sees it as ROLE_NAME.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Treat the training script as a Python module name: each worker runs python -u -m &lt;module&gt;.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Run the training script directly as a program instead of through python (for shell scripts or binaries). Cannot be combined with --module.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Run the script with runpy.run_path inside the launcher's interpreter; needs an absolute path and takes precedence over --no-python.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Directory for the workers' log files (a sub-directory per run is created on every node).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Send worker output to files in the log directory instead of the console: 0 none, 1 stdout, 2 stderr, 3 both, or per local rank as 0:3,1:1.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Copy worker output to files in the log directory and keep it on the console; same format as --redirects.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Prefix of each console log line, with the macros ${role_name}, ${local_rank}, ${rank} and ${hostname} (torch 2.14 and later).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Only show the console output of these local ranks, as a comma-separated list of integers (torch 2.3 and later).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Copy stdout lines containing any of these comma-separated strings to an extra file (a double comma stands for a comma).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Copy stderr lines containing any of these comma-separated strings to an extra file.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>This node's rank, 0 to nnodes-1, unique per node. Only the static rendezvous uses it: it becomes GROUP_RANK and fixes the workers' global ranks (RANK = node_rank * nproc + LOCAL_RANK).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Address of the node with rank 0 (static rendezvous only); it hosts the TCP store and every worker gets it as MASTER_ADDR. Must be reachable from every node.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Port of the store on the master node (static rendezvous only), 29500 by default; every worker gets it as MASTER_PORT. Must be free on the master node.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Address other nodes use to reach this node (torch 2.0 and later); otherwise the node's fully qualified host name is used, which must resolve everywhere.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Name of a torchrun.logs_specs entry point that replaces the default log file layout (torch 2.3 and later).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Bind each worker to the CPUs near its GPU: node, socket, exclusive or core-complex (torch 2.9 and later).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Signals the agent forwards to the workers, comma-separated (torch 2.9 and later).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Seconds between SIGTERM and SIGKILL when the workers are stopped (30 when unset).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Every worker sees LOCAL_RANK=0 and only its own GPU in CUDA_VISIBLE_DEVICES.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Prints a shell completion script for torchrun and exits (needs the shtab package).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>launch.py only: pass the local rank in the LOCAL_RANK environment variable instead of adding --local_rank=N (--local-rank=N from 2.0) to the script's arguments.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>LauncherParser</name>
    <message>
        <source>%1=%2 is not an integer: torch fails with a ValueError before parsing (use 1 or 0)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>ambiguous option: %1 could match %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>argument %1: ignored explicit argument %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 is a flag and takes no value</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 is a flag: write it alone to turn it on, leave it out to turn it off</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>argument %1: expected one argument</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>give %1 a value, e.g. %1=VALUE</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>argument %1: invalid int value: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>argument %1: invalid float value: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>argument %1: invalid choice: %2 (choose from %3)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the value comes from the environment variable %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the following arguments are required: training_script, training_script_args</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the launcher needs the training script (or module with -m) after its options</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>unrecognized arguments: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>torch %1 only knows the underscore spelling %2 (dash spellings arrived in 2.0)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>did you mean %1?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 needs torch %2 or later</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>only torch.distributed.launch has %1; torchrun always passes LOCAL_RANK in the environment</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 is what torch.distributed.launch passes to the script; the launcher itself does not take it</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>write the option name in full</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>torch %1 knows both %2: an abbreviation must pick one of them</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>When using the '--no-python' flag, you must also set the '--use-env' flag.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>When using the '--no_python' flag, you must also set the '--use_env' flag.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>max_restarts must be &gt;= 0 (got %1)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Don't use both the '--no-python' flag and the '--module' flag at the same time.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Don't use both the '--no_python' flag and the '--module' flag at the same time.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>monitor_interval must be greater than 0 (got %1)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>nnodes=%1 is not in "MIN:MAX" format</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>invalid literal for int() with base 10: %1 (--nnodes takes N or MIN:MAX)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>nnodes=%1: the minimum must be &gt; 0 and &lt;= the maximum</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>nproc_per_node must be at least 1 (got %1): the agent asserts local_world_size &gt; 0</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Unsupported nproc_per_node value: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The rendezvous configuration string must be in format &lt;key1&gt;=&lt;value1&gt;,...,&lt;keyN&gt;=&lt;valueN&gt;.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The rendezvous configuration option '%1' must have a value specified.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 does not match: &lt;^[0123]$&gt; or &lt;^(\d:[0123],)*(\d:[0123])$&gt;</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>--local_ranks_filter must be a comma-separated list of integers e.g. --local_ranks_filter=0,1,2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The port number of the rendezvous endpoint '%1' must be an integer between 0 and 65536.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The hostname of the rendezvous endpoint '%1' must be a dot-separated list of labels, an IPv4 address, or an IPv6 address.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Port is absent in endpoint: %1. Try launching with --master_port</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>LocalNodeChannel</name>
    <message>
        <source>no command</source>
        <translation>没有命令</translation>
    </message>
    <message>
        <source>cannot start %1: %2</source>
        <translation>无法启动 %1：%2</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>deadline reached</source>
        <translation>已到截止时间</translation>
    </message>
    <message>
        <source>the process crashed</source>
        <translation>进程崩溃</translation>
    </message>
</context>
<context>
    <name>Preflight</name>
    <message>
        <source>Cancelled.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The pre-flight ran out of time before this node.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>connecting</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>failed: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>connected, probing</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the probe failed (exit %1) with %2: %3</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>probe failed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>probed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>single node: nobody else has to reach the master</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>not tested: the master could not be probed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>not tested: port %1 is taken on the master</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>not tested: no other node could be probed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>cancelled</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>port probe done</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>not tested: the master could not listen on port %1</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>PreflightAnalyzer</name>
    <message>
        <source>%1 (FQDN %2), addresses %3</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>CPU-only node (no NVIDIA GPU found: %1); the dry-run uses the gloo backend%2.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>, but the job asks for GPUs</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 GPU(s), but --nproc_per_node=%2: lower nproc_per_node or use a node with more GPUs.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 GPU(s), CUDA driver present</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>port %1 is free on the master</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>port %1 is taken on the master (%2): stop what listens there (ss -ltnp 'sport = :%1') or pick another --port.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>cannot listen on port %1: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1:%2 answers (%3 ms)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>cannot reach %1:%2 from this node (%3): check firewalls and security groups between the nodes.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1=%2 matches an interface</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1=%2 names no interface on this node (it has: %3); set it to one of them.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>clock is %1 s off this machine's; timeouts and logs will disagree: enable NTP (chrony, systemd-timesyncd).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>within %1 s of this machine's clock</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>cannot read the free space: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>only %1 free in %2: checkpoints and logs may not fit.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 free in %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>connected, host key %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Python %1 (%2)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Python %1, but most nodes have %2: use the same image on every node.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>torch is not installed for %1 (%2): install it or set the job's python.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>torch %1, but other nodes have %2: every node must run the same version.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>torch %1, but the command is written for %2: set the job's torch version to %3.%4 or use an image with torch %2.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>torch %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the master's name %1 does not resolve here (%2): the node cannot join the rendezvous. Fix DNS or /etc/hosts on this node.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 resolves to %2 here but to %3 on the master: fix DNS or /etc/hosts so that every node reaches the same address.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 -&gt; %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>on the master, %1 resolves to %2, which is not one of its own addresses: c10d will not start the rendezvous store there and every node times out.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>ProbeReport</name>
    <message>
        <source>the probe's report is not a JSON object: %1</source>
        <translation>探针的报告不是 JSON 对象：%1</translation>
    </message>
    <message>
        <source>the probe's report has neither a rank nor an error</source>
        <translation>探针的报告既没有 rank 也没有错误</translation>
    </message>
</context>
<context>
    <name>ResourceLocator</name>
    <message>
        <source>the resource "%1" is missing from %2 and from the program</source>
        <translation>资源“%1”在 %2 和程序中都不存在</translation>
    </message>
    <message>
        <source>cannot read "%1": %2</source>
        <translation>无法读取“%1”：%2</translation>
    </message>
</context>
<context>
    <name>ShellReader</name>
    <message>
        <source>syntax error: '%1' has no command before it</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>syntax error: unexpected '('</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>syntax error: redirection '%1' has no target</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>here-document is not closed: no line reads '%1' before the end</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>syntax error: a command must follow '%1'</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>syntax error: '%1' is never closed by '%2'</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source> (and %n more enclosing construct(s) are not closed)</source>
        <translation type="unfinished">
            <numerusform />
        </translation>
    </message>
    <message>
        <source>syntax error: unexpected '%1'</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>syntax error: unexpected '%1' outside an if</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>syntax error: unexpected 'do' outside a loop</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>unterminated single quote: the ' that starts here is never closed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>unterminated double quote: the " that starts here is never closed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>unterminated $'...' string: the quote that starts here is never closed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>unterminated command substitution: the $( that starts here is never closed by )</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>unterminated command substitution: the backtick that starts here is never closed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>unterminated parameter expansion: the ${ that starts here is never closed by }</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>unterminated arithmetic expansion: the $(( that starts here is never closed by ))</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>unbalanced parenthesis: the ( that starts here is never closed by )</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>SshSession</name>
    <message>
        <source>"%1" is not a host name.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cannot use the host name "%1": %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cannot read the SSH config file %1.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cannot use the SSH config file %1: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cannot use ~/.ssh/config: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cannot use the user name "%1".</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 is not a TCP port.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cannot read the identity file %1.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Out of memory.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cancelled.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>No answer from %1 within %2 s (%3).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cannot connect to %1: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 sent no host key.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cannot hash the host key of %1.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cannot add %1 to %2: %3</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Authentication with %1 failed: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Permission denied for %1@%2 (server offers: %3). Check the user name and that your key (--identity) is in the node's authorized_keys.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Password for %1:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Wrong password. Password for %1:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Not connected to %1.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>No command to run.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cannot open a channel to %1.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cannot open a session channel to %1: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 refused to run the command: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cannot send input to %1: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The connection to %1 broke: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 did not finish the command within the deadline.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 closed the command without an exit status.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Topology</name>
    <message>
        <source>first host of %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Static rendezvous: each node's rank is its %1 (--node-rank).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>c10d rendezvous: node ranks are handed out when the nodes meet, usually in host order; rank 0 may land on another node than the rendezvous host.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>process</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>GPU</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>processes</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>GPUs</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 nodes × %2 %3 = world size %4; rendezvous at %5 (%6)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>if the rendezvous gives this node rank %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>with an elastic range: nodes in this round × processes per node</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>= --node-rank</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>one role: same as RANK</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>torchrun's --role</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>one role: same as WORLD_SIZE</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>--master-addr: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>--master-port</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&lt;host name of node rank 0&gt;</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>not the rendezvous endpoint: the host that got node rank 0</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&lt;free port on that host&gt;</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>chosen by torchrun</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>torchrun's default</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>--rdzv-id</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>counts up after each restart</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>--max-restarts</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>set by torchrun when several processes share a node and it is unset</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>VolcanoExporter</name>
    <message>
        <source>The job has errors; fix them before exporting: %1</source>
        <translation>任务有错误；请先修正再导出：%1</translation>
    </message>
    <message>
        <source>The namespace "%1" is not a Kubernetes name: lower-case letters, digits and '-', at most 63 characters.</source>
        <translation>命名空间“%1”不是 Kubernetes 名称：只能使用小写字母、数字和“-”，最多 63 个字符。</translation>
    </message>
    <message>
        <source>The retry count must not be negative (got %1).</source>
        <translation>重试次数不能为负数（当前为 %1）。</translation>
    </message>
    <message>
        <source>The node count %1 is outside the elastic range %2:%3; the manifest starts %4 pods.</source>
        <translation>节点数量 %1 超出弹性范围 %2:%3；清单将启动 %4 个 pod。</translation>
    </message>
    <message>
        <source>The role name "%1" leaves no room for a job name in the pod host names &lt;job&gt;-&lt;role&gt;-&lt;index&gt;, which must fit in 63 characters; use a shorter role name.</source>
        <translation>节点组名称“%1”使 pod 主机名 &lt;job&gt;-&lt;role&gt;-&lt;index&gt; 中没有留给任务名称的空间，而主机名最多 63 个字符；请使用较短的节点组名称。</translation>
    </message>
    <message>
        <source>The job name "%1" cannot name a Volcano job; the manifest uses "%2" (lower-case letters, digits and '-', starting with a letter, at most %3 characters so that the pod host names %2-%4-&lt;index&gt; fit in 63).</source>
        <translation>任务名称“%1”不能用作 Volcano 任务名；清单使用“%2”（小写字母、数字和“-”，以字母开头，最多 %3 个字符，以使 pod 主机名 %2-%4-&lt;index&gt; 不超过 63 个字符）。</translation>
    </message>
    <message>
        <source>No container image is set: fill in the image before applying the manifest.</source>
        <translation>未设置容器镜像：应用清单前请先填写镜像。</translation>
    </message>
</context>
<context>
    <name>ddpw::BasicPage</name>
    <message>
        <source>Basic configuration</source>
        <translation>基本配置</translation>
    </message>
    <message>
        <source>Fill in the basic configuration as for any distributed training job.</source>
        <translation>按创建任何分布式训练任务的方式填写基本配置。</translation>
    </message>
    <message>
        <source>Job &amp;name:</source>
        <translation>任务名称(&amp;N)：</translation>
    </message>
    <message>
        <source>The name of the training job on the platform, e.g. pytorch-ddp.</source>
        <translation>训练任务在平台上的名称，例如 pytorch-ddp。</translation>
    </message>
    <message>
        <source>Job name</source>
        <translation>任务名称</translation>
    </message>
    <message>
        <source>&amp;Image:</source>
        <translation>镜像(&amp;I)：</translation>
    </message>
    <message>
        <source>registry.example.com/team/pytorch:2.6-cuda12</source>
        <translation>registry.example.com/team/pytorch:2.6-cuda12</translation>
    </message>
    <message>
        <source>The container image every node runs. It must already have torch installed.</source>
        <translation>每个节点运行的容器镜像。镜像中需要已安装 torch。</translation>
    </message>
    <message>
        <source>Image</source>
        <translation>镜像</translation>
    </message>
    <message>
        <source>Prerequisite: the chosen image must already have torch installed.</source>
        <translation>前提条件：选择的镜像中需要已安装 torch。</translation>
    </message>
    <message>
        <source>&amp;Torch version in the image:</source>
        <translation>镜像中的 torch 版本(&amp;T)：</translation>
    </message>
    <message>
        <source>The torch release installed in the image. It decides how the launcher options are spelled; choose "unknown" for spellings every release accepts.</source>
        <translation>镜像中安装的 torch 版本，它决定启动器选项的写法；选择“未知”则使用所有版本都接受的写法。</translation>
    </message>
    <message>
        <source>Torch version</source>
        <translation>torch 版本</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
</context>
<context>
    <name>ddpw::CheckPage</name>
    <message>
        <source>Check</source>
        <translation>检查</translation>
    </message>
    <message>
        <source>The SSH dry-run comes here: it will connect to test hosts, run the command on each node without starting training, and report what every node would do.</source>
        <translation>SSH 试运行将在这里进行：它会连接测试主机，在每个节点上运行命令但不启动训练，并报告每个节点将执行的操作。</translation>
    </message>
</context>
<context>
    <name>ddpw::CommandPage</name>
    <message>
        <source>Start command</source>
        <translation>启动命令</translation>
    </message>
    <message>
        <source>&amp;Launcher:</source>
        <translation>启动器(&amp;L)：</translation>
    </message>
    <message>
        <source>torchrun is PyTorch's recommended launcher; torch.distributed.launch is the older, deprecated one.</source>
        <translation>torchrun 是 PyTorch 推荐的启动器；torch.distributed.launch 是较旧且已弃用的启动器。</translation>
    </message>
    <message>
        <source>Launcher</source>
        <translation>启动器</translation>
    </message>
    <message>
        <source>Rendezvous &amp;backend:</source>
        <translation>rendezvous 后端(&amp;B)：</translation>
    </message>
    <message>
        <source>c10d (recommended): the nodes meet at the master's endpoint. static: every node is given its node rank from VC_TASK_INDEX.</source>
        <translation>c10d（推荐）：各节点在 master 节点的端点会合。static：每个节点从 VC_TASK_INDEX 获得自己的节点序号。</translation>
    </message>
    <message>
        <source>Rendezvous backend</source>
        <translation>rendezvous 后端</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>端口(&amp;P)：</translation>
    </message>
    <message>
        <source>The master node's port for the rendezvous; any free port works.</source>
        <translation>master 节点用于 rendezvous 通信的端口，任意一个未占用端口即可。</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>端口</translation>
    </message>
    <message>
        <source>Rendezvous &amp;id:</source>
        <translation>rendezvous ID(&amp;I)：</translation>
    </message>
    <message>
        <source>--rdzv-id: a name for this training run, the same on every node.</source>
        <translation>--rdzv-id：当前训练任务的名字，所有节点上相同。</translation>
    </message>
    <message>
        <source>Rendezvous id</source>
        <translation>rendezvous ID</translation>
    </message>
    <message>
        <source>&amp;Elastic range:</source>
        <translation>弹性范围(&amp;E)：</translation>
    </message>
    <message>
        <source>allow between</source>
        <translation>允许节点数介于</translation>
    </message>
    <message>
        <source>Let the job run with fewer nodes: --nnodes=MIN:MAX (c10d only).</source>
        <translation>允许任务以较少的节点运行：--nnodes=MIN:MAX（仅限 c10d）。</translation>
    </message>
    <message>
        <source>Elastic node range</source>
        <translation>弹性节点范围</translation>
    </message>
    <message>
        <source>The fewest nodes the job runs with.</source>
        <translation>任务运行所需的最少节点数。</translation>
    </message>
    <message>
        <source>Minimum nodes</source>
        <translation>最少节点数</translation>
    </message>
    <message>
        <source>The most nodes the job runs with.</source>
        <translation>任务运行的最多节点数。</translation>
    </message>
    <message>
        <source>Maximum nodes</source>
        <translation>最多节点数</translation>
    </message>
    <message>
        <source>Max &amp;restarts:</source>
        <translation>最大重启次数(&amp;R)：</translation>
    </message>
    <message>
        <source>How often torchrun restarts the workers after a failure (--max-restarts).</source>
        <translation>worker 失败后 torchrun 重启它们的次数（--max-restarts）。</translation>
    </message>
    <message>
        <source>Max restarts</source>
        <translation>最大重启次数</translation>
    </message>
    <message>
        <source>Processes per &amp;node:</source>
        <translation>每节点进程数(&amp;N)：</translation>
    </message>
    <message>
        <source>one per GPU (from the form)</source>
        <translation>每个 GPU 一个（取自表单）</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>指定数量</translation>
    </message>
    <message>
        <source>gpu (torch counts CUDA devices)</source>
        <translation>gpu（由 torch 统计 CUDA 设备）</translation>
    </message>
    <message>
        <source>auto (GPUs, else CPU cores)</source>
        <translation>auto（GPU 数，否则为 CPU 核数）</translation>
    </message>
    <message>
        <source>--nproc-per-node: how many training processes each node starts.</source>
        <translation>--nproc-per-node：每个节点启动的训练进程数。</translation>
    </message>
    <message>
        <source>Processes per node</source>
        <translation>每节点进程数</translation>
    </message>
    <message>
        <source>The number of processes per node, when "a number" is chosen.</source>
        <translation>选择“指定数量”时每个节点的进程数。</translation>
    </message>
    <message>
        <source>Number of processes per node</source>
        <translation>每节点进程数量</translation>
    </message>
    <message>
        <source>Node count from &amp;variable:</source>
        <translation>节点数量取自变量(&amp;V)：</translation>
    </message>
    <message>
        <source>use the platform variable for --nnodes</source>
        <translation>--nnodes 使用平台环境变量</translation>
    </message>
    <message>
        <source>Write --nnodes=${VC_WORKER_NUM} so the command follows the node count on the form.</source>
        <translation>写成 --nnodes=${VC_WORKER_NUM}，使命令随表单中的节点数量变化。</translation>
    </message>
    <message>
        <source>Node count from variable</source>
        <translation>节点数量取自变量</translation>
    </message>
    <message>
        <source>&amp;MASTER from:</source>
        <translation>MASTER 取自(&amp;M)：</translation>
    </message>
    <message>
        <source>echo | awk (as in the guide)</source>
        <translation>echo | awk（与指南相同）</translation>
    </message>
    <message>
        <source>shell parameter expansion</source>
        <translation>shell 参数展开</translation>
    </message>
    <message>
        <source>How the first line takes the first host of the role's host list.</source>
        <translation>第一行命令如何从节点组的地址列表中取出第一个节点。</translation>
    </message>
    <message>
        <source>MASTER derivation</source>
        <translation>MASTER 的获取方式</translation>
    </message>
    <message>
        <source>&amp;Use environment:</source>
        <translation>使用环境变量(&amp;U)：</translation>
    </message>
    <message>
        <source>--use_env (pass LOCAL_RANK in the environment)</source>
        <translation>--use_env（通过环境变量传递 LOCAL_RANK）</translation>
    </message>
    <message>
        <source>torch.distributed.launch only: pass the local rank as LOCAL_RANK instead of a --local-rank argument.</source>
        <translation>仅限 torch.distributed.launch：通过 LOCAL_RANK 环境变量传递本地序号，而不是 --local-rank 参数。</translation>
    </message>
    <message>
        <source>Use environment</source>
        <translation>使用环境变量</translation>
    </message>
    <message>
        <source>P&amp;ython:</source>
        <translation>Python(&amp;Y)：</translation>
    </message>
    <message>
        <source>torch.distributed.launch only: the interpreter that runs it, e.g. python3.</source>
        <translation>仅限 torch.distributed.launch：运行它的解释器，例如 python3。</translation>
    </message>
    <message>
        <source>Python interpreter</source>
        <translation>Python 解释器</translation>
    </message>
    <message>
        <source>Entry &amp;kind:</source>
        <translation>入口类型(&amp;K)：</translation>
    </message>
    <message>
        <source>script</source>
        <translation>脚本</translation>
    </message>
    <message>
        <source>module (-m)</source>
        <translation>模块（-m）</translation>
    </message>
    <message>
        <source>Run a script file, or a Python module with -m.</source>
        <translation>运行脚本文件，或用 -m 运行 Python 模块。</translation>
    </message>
    <message>
        <source>Entry kind</source>
        <translation>入口类型</translation>
    </message>
    <message>
        <source>&amp;Script or module:</source>
        <translation>脚本或模块(&amp;S)：</translation>
    </message>
    <message>
        <source>Your training script (e.g. train.py) or module (e.g. my_package.train).</source>
        <translation>您的启动脚本（例如 train.py）或模块（例如 my_package.train）。</translation>
    </message>
    <message>
        <source>Script or module</source>
        <translation>脚本或模块</translation>
    </message>
    <message>
        <source>Script &amp;arguments:</source>
        <translation>脚本参数(&amp;A)：</translation>
    </message>
    <message>
        <source>One argument per line, passed to the script unchanged; double-click to edit.</source>
        <translation>每行一个参数，原样传给启动脚本；双击可编辑。</translation>
    </message>
    <message>
        <source>Script arguments</source>
        <translation>脚本参数</translation>
    </message>
    <message>
        <source>Add argument</source>
        <translation>添加参数</translation>
    </message>
    <message>
        <source>Append an argument to the list.</source>
        <translation>在列表末尾添加一个参数。</translation>
    </message>
    <message>
        <source>Remove argument</source>
        <translation>删除参数</translation>
    </message>
    <message>
        <source>Remove the selected argument.</source>
        <translation>删除选中的参数。</translation>
    </message>
    <message>
        <source>En&amp;vironment variables:</source>
        <translation>环境变量(&amp;V)：</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>Variables exported before the launcher runs, e.g. NCCL_DEBUG=INFO.</source>
        <translation>在启动器运行前导出的环境变量，例如 NCCL_DEBUG=INFO。</translation>
    </message>
    <message>
        <source>Environment variables</source>
        <translation>环境变量</translation>
    </message>
    <message>
        <source>Add variable</source>
        <translation>添加变量</translation>
    </message>
    <message>
        <source>Add an environment variable.</source>
        <translation>添加一个环境变量。</translation>
    </message>
    <message>
        <source>Remove variable</source>
        <translation>删除变量</translation>
    </message>
    <message>
        <source>Remove the selected environment variable.</source>
        <translation>删除选中的环境变量。</translation>
    </message>
</context>
<context>
    <name>ddpw::CommandPreview</name>
    <message>
        <source>Copy</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Platform command</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Bash script</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Job JSON</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The text for the platform's "start command" box; you can edit it here</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A standalone script that runs the same command on a node by hand (read-only)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The job file DDP Wizard saves (read-only)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Preview format</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Copy exactly this text to the clipboard</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Copy to clipboard</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Start command</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Severity</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Message</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Code</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Fix</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Problems in the command</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Error</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Warning</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Info</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Apply fix</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Delete the underlined text</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Replace the underlined text with: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Apply fix: %1</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>ddpw::FormPage</name>
    <message>
        <source>Error: %1</source>
        <translation>错误：%1</translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <translation>警告：%1</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>提示：%1</translation>
    </message>
</context>
<context>
    <name>ddpw::FrameworkPage</name>
    <message>
        <source>Compute framework</source>
        <translation>计算框架</translation>
    </message>
    <message>
        <source>Choose "Other" as the compute framework. Why each choice does or does not fit:</source>
        <translation>计算框架请选择“其他”。各选项适合或不适合的原因：</translation>
    </message>
    <message>
        <source>&amp;Other (recommended)</source>
        <translation>其他（推荐）(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;PyTorch</source>
        <translation>PyTorch(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;TensorFlow</source>
        <translation>TensorFlow(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;MPI</source>
        <translation>MPI(&amp;M)</translation>
    </message>
</context>
<context>
    <name>ddpw::JobPreviewPane</name>
    <message>
        <source>No problems found.</source>
        <translation>未发现问题。</translation>
    </message>
    <message>
        <source>Problems (%1):</source>
        <translation>问题（%1 个）：</translation>
    </message>
    <message>
        <source>S&amp;how:</source>
        <translation>显示(&amp;H)：</translation>
    </message>
    <message>
        <source>Platform start command</source>
        <translation>平台启动命令</translation>
    </message>
    <message>
        <source>Bash script</source>
        <translation>Bash 脚本</translation>
    </message>
    <message>
        <source>Job file (JSON)</source>
        <translation>任务文件（JSON）</translation>
    </message>
    <message>
        <source>What the preview shows: the text for the platform's start command box, a script to run by hand on a node, or the job file.</source>
        <translation>预览显示的内容：填入平台“启动命令”框的文本、在节点上手动运行的脚本，或任务文件。</translation>
    </message>
    <message>
        <source>Preview format</source>
        <translation>预览格式</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>复制(&amp;C)</translation>
    </message>
    <message>
        <source>Copy exactly the text shown to the clipboard.</source>
        <translation>将显示的文本原样复制到剪贴板。</translation>
    </message>
    <message>
        <source>The generated text; it follows every edit of the form.</source>
        <translation>生成的文本；随表单的每次编辑更新。</translation>
    </message>
    <message>
        <source>Command preview</source>
        <translation>命令预览</translation>
    </message>
    <message>
        <source>Everything that is wrong or worth knowing; activate an entry to go to its field.</source>
        <translation>所有错误和值得注意的事项；激活某一项可跳转到对应字段。</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>问题</translation>
    </message>
</context>
<context>
    <name>ddpw::MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Job</source>
        <translation>任务(&amp;J)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>新建(&amp;N)</translation>
    </message>
    <message>
        <source>Start a new job with the default settings</source>
        <translation>以默认设置新建任务</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>打开(&amp;O)...</translation>
    </message>
    <message>
        <source>Open a job file</source>
        <translation>打开任务文件</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;As...</source>
        <translation>另存为(&amp;A)...</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>Use the &amp;guide's example (2 nodes x 8 GPUs)</source>
        <translation>使用指南中的示例（2 个节点 × 8 个 GPU）(&amp;G)</translation>
    </message>
    <message>
        <source>Fill the form with the platform guide's example: one worker role, 2 nodes with 8 GPUs each, torchrun with c10d.</source>
        <translation>用平台指南中的示例填写表单：一个 worker role 共 2 个节点，每个节点 8 个 GPU，使用 torchrun 和 c10d。</translation>
    </message>
    <message>
        <source>&amp;About DDP Wizard</source>
        <translation>关于 DDP Wizard(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;System language</source>
        <translation>系统语言(&amp;S)</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>步骤</translation>
    </message>
    <message>
        <source>The steps of the platform's form; a mark shows a step with problems.</source>
        <translation>平台表单的各个步骤；有问题的步骤会带有标记。</translation>
    </message>
    <message>
        <source>Start command</source>
        <translation>启动命令</translation>
    </message>
    <message>
        <source>has errors</source>
        <translation>有错误</translation>
    </message>
    <message>
        <source>has warnings</source>
        <translation>有警告</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <source>%1[*] - DDP Wizard</source>
        <translation>%1[*] - DDP Wizard</translation>
    </message>
    <message>
        <source>Open job file</source>
        <translation>打开任务文件</translation>
    </message>
    <message>
        <source>Could not open %1:
%2</source>
        <translation>无法打开 %1：
%2</translation>
    </message>
    <message>
        <source>DDP Wizard jobs (*.json);;All files (*)</source>
        <translation>DDP Wizard 任务 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Save job file</source>
        <translation>保存任务文件</translation>
    </message>
    <message>
        <source>Could not save %1:
%2</source>
        <translation>无法保存 %1：
%2</translation>
    </message>
    <message>
        <source>Save changes?</source>
        <translation>保存更改？</translation>
    </message>
    <message>
        <source>The job has unsaved changes. Save them first?</source>
        <translation>任务有未保存的更改。先保存吗？</translation>
    </message>
    <message>
        <source>Restore unsaved job?</source>
        <translation>恢复未保存的任务？</translation>
    </message>
    <message>
        <source>DDP Wizard did not close cleanly last time. Restore the job that was not saved?</source>
        <translation>DDP Wizard 上次未正常关闭。要恢复未保存的任务吗？</translation>
    </message>
    <message>
        <source>&lt;h3&gt;DDP Wizard %1&lt;/h3&gt;&lt;p&gt;Builds, validates and dry-runs multi-node PyTorch DDP start commands for the platform's "Other" compute framework.&lt;/p&gt;&lt;p&gt;Qt %2&lt;br&gt;libssh %3&lt;/p&gt;</source>
        <translation>&lt;h3&gt;DDP Wizard %1&lt;/h3&gt;&lt;p&gt;为平台的“其他”计算框架生成、校验并试运行多节点 PyTorch DDP 启动命令。&lt;/p&gt;&lt;p&gt;Qt %2&lt;br&gt;libssh %3&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About DDP Wizard</source>
        <translation>关于 DDP Wizard</translation>
    </message>
</context>
<context>
    <name>ddpw::TaskPage</name>
    <message>
        <source>Task configuration</source>
        <translation>任务配置</translation>
    </message>
    <message>
        <source>On every node the platform sets %1 (all node addresses, comma-separated), %2 (the node count) and %3 (this node's index, from 0).</source>
        <translation>平台在每个节点上设置 %1（所有节点的地址，以逗号分隔）、%2（节点数量）和 %3（当前节点的序号，从 0 开始）。</translation>
    </message>
    <message>
        <source>Set up exactly one worker Role (node group). Every node of it runs the same start command.</source>
        <translation>设置一个 worker Role（节点组）即可。该节点组的每个节点运行相同的启动命令。</translation>
    </message>
    <message>
        <source>worker &amp;Role (node group):</source>
        <translation>worker Role（节点组）(&amp;R)：</translation>
    </message>
    <message>
        <source>The name of the single role; "worker" gives the variables VC_WORKER_HOSTS and VC_WORKER_NUM the guide uses.</source>
        <translation>唯一节点组的名称；名为“worker”时，平台变量为指南中使用的 VC_WORKER_HOSTS 和 VC_WORKER_NUM。</translation>
    </message>
    <message>
        <source>Role name</source>
        <translation>节点组名称</translation>
    </message>
    <message>
        <source>&amp;Node count:</source>
        <translation>节点数量(&amp;N)：</translation>
    </message>
    <message>
        <source>How many nodes (pods) the role starts; torchrun's --nnodes.</source>
        <translation>该节点组启动的节点（pod）数量；即 torchrun 的 --nnodes。</translation>
    </message>
    <message>
        <source>Node count</source>
        <translation>节点数量</translation>
    </message>
    <message>
        <source>&amp;GPUs per node:</source>
        <translation>每节点 GPU 数(&amp;G)：</translation>
    </message>
    <message>
        <source>The GPUs each node gets; one training process runs per GPU.</source>
        <translation>每个节点分配的 GPU 数；每个 GPU 运行一个训练进程。</translation>
    </message>
    <message>
        <source>GPUs per node</source>
        <translation>每节点 GPU 数</translation>
    </message>
</context>
<context>
    <name>ddpw::TopologyView</name>
    <message>
        <source>Topology picture</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Ctrl+wheel zooms; drag or use the scroll bars to move.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Zoom in</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Make the picture larger (Ctrl+wheel up)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Zoom out</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Make the picture smaller (Ctrl+wheel down)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Fit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Show the whole picture</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>100%</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Show the picture at its natural size</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Zoom level</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Save image…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Save the picture as PNG or SVG, e.g. for slides</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1%</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>No nodes: set a node count between 1 and %1.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Node %1: host %2 of %3, %4=%1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Node %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>node rank %1 · %2=%1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>MASTER · rendezvous endpoint %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>MASTER is the %1; every node meets there at %2.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Global rank %1 = node rank %2 × %3 processes per node + local rank %4</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>process %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>GPU %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>rank %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>local %1 · node %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>? processes</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>"auto": one per CPU core</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>… %n more node(s)</source>
        <translation type="unfinished">
            <numerusform />
        </translation>
    </message>
    <message>
        <source>nodes %1 to %2, same layout</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The picture is too large to save as PNG; save it as SVG instead.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>DDP topology</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>SVG image (*.svg)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Save topology picture</source>
        <translation type="unfinished" />
    </message>
</context>
</TS>