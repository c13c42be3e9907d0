<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>ArgparseRun</name>
    <message>
        <source>%1=%2 is not an integer: torch fails with a ValueError before parsing (use 1 or 0)</source>
        <translation>%1=%2 不是整数：torch 在解析前就会因 ValueError 失败（请使用 1 或 0）</translation>
    </message>
    <message>
        <source>ambiguous option: %1 could match %2</source>
        <translation>有歧义的选项：%1 可匹配 %2</translation>
    </message>
    <message>
        <source>argument %1: ignored explicit argument %2</source>
        <translation>参数 %1：忽略了显式参数 %2</translation>
    </message>
    <message>
        <source>%1 is a flag and takes no value</source>
        <translation>%1 是开关，不带值</translation>
    </message>
    <message>
        <source>%1 is a flag: write it alone to turn it on, leave it out to turn it off</source>
        <translation>%1 是开关：单独写出即开启，省略即关闭</translation>
    </message>
    <message>
        <source>argument %1: expected one argument</source>
        <translation>参数 %1：需要一个参数</translation>
    </message>
    <message>
        <source>give %1 a value, e.g. %1=VALUE</source>
        <translation>请给 %1 一个值，例如 %1=VALUE</translation>
    </message>
    <message>
        <source>argument %1: invalid int value: %2</source>
        <translation>参数 %1：无效的整数值：%2</translation>
    </message>
    <message>
        <source>argument %1: invalid float value: %2</source>
        <translation>参数 %1：无效的浮点数值：%2</translation>
    </message>
    <message>
        <source>argument %1: invalid %2 value: %3</source>
        <translation>参数 %1：无效的 %2 值：%3</translation>
    </message>
    <message>
        <source>argument %1: invalid choice: %2 (choose from %3)</source>
        <translation>参数 %1：无效的选项：%2（可选：%3）</translation>
    </message>
    <message>
        <source>the value comes from the environment variable %1</source>
        <translation>该值来自环境变量 %1</translation>
    </message>
    <message>
        <source>the following arguments are required: %1, %2</source>
        <translation>缺少以下参数：%1、%2</translation>
    </message>
    <message>
        <source>the launcher needs the training script (or module with -m) after its options</source>
        <translation>启动器在其选项之后需要训练脚本（或用 -m 指定的模块）</translation>
    </message>
    <message>
        <source>unrecognized arguments: %1</source>
        <translation>无法识别的参数：%1</translation>
    </message>
    <message>
        <source>torch %1 only knows the underscore spelling %2 (dash spellings arrived in 2.0)</source>
        <translation>torch %1 只认识下划线写法 %2（短横线写法从 2.0 开始支持）</translation>
    </message>
    <message>
        <source>did you mean %1?</source>
        <translation>您是指 %1 吗？</translation>
    </message>
    <message>
        <source>%1 needs torch %2 or later</source>
        <translation>%1 需要 torch %2 或更高版本</translation>
    </message>
    <message>
        <source>only torch.distributed.launch has %1; torchrun always passes LOCAL_RANK in the environment</source>
        <translation>只有 torch.distributed.launch 有 %1；torchrun 总是通过环境变量传递 LOCAL_RANK</translation>
    </message>
    <message>
        <source>%1 is what torch.distributed.launch passes to the script; the launcher itself does not take it</source>
        <translation>%1 是 torch.distributed.launch 传给脚本的参数；启动器本身不接受它</translation>
    </message>
    <message>
        <source>write the option name in full</source>
        <translation>请写出完整的选项名</translation>
    </message>
    <message>
        <source>torch %1 knows both %2: an abbreviation must pick one of them</source>
        <translation>torch %1 同时认识 %2：缩写必须只能匹配其中一个</translation>
    </message>
    <message>
        <source>%1 knows both %2: an abbreviation must pick one of them</source>
        <translation>%1 同时有 %2：缩写必须只对应其中一个</translation>
    </message>
</context>
<context>
    <name>ArgumentLine</name>
    <message>
        <source>the line is longer than %1 characters</source>
        <translation>这一行超过了 %1 个字符</translation>
    </message>
    <message>
        <source>; | &amp; and line breaks end a command in bash: put quotes around them to pass them on</source>
        <translation>在 bash 中 ; | &amp; 和换行会结束命令：要原样传给脚本，请给它们加上引号</translation>
    </message>
    <message>
        <source>%1 is a redirection in bash: put quotes around it to pass it on</source>
        <translation>%1 在 bash 中是重定向：要原样传给脚本，请加上引号</translation>
    </message>
    <message>
        <source>bash would not read this line as arguments: put quotes around the special words</source>
        <translation>bash 不会把这一行读作参数：请给特殊的词加上引号</translation>
    </message>
</context>
<context>
    <name>ArithmeticEvaluator</name>
    <message>
        <source>unexpected &apos;%1&apos; in arithmetic</source>
        <translation>算术表达式中出现意外的“%1”</translation>
    </message>
    <message>
        <source>arithmetic nested too deeply</source>
        <translation>算术表达式嵌套过深</translation>
    </message>
    <message>
        <source>&apos;?&apos; without &apos;:&apos; in arithmetic</source>
        <translation>算术表达式中“?”缺少对应的“:”</translation>
    </message>
    <message>
        <source>division by 0 in arithmetic</source>
        <translation>算术表达式中除以 0</translation>
    </message>
    <message>
        <source>&apos;++&apos; and &apos;--&apos; change variables; not evaluated</source>
        <translation>“++”和“--”会修改变量；不求值</translation>
    </message>
    <message>
        <source>exponent less than 0 in arithmetic</source>
        <translation>算术表达式中的指数小于 0</translation>
    </message>
    <message>
        <source>arithmetic expression ends early</source>
        <translation>算术表达式提前结束</translation>
    </message>
    <message>
        <source>missing &apos;)&apos; in arithmetic</source>
        <translation>算术表达式中缺少“)”</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number</source>
        <translation>“%1”不是数字</translation>
    </message>
    <message>
        <source>assignment in arithmetic; not evaluated</source>
        <translation>算术表达式中的赋值；不求值</translation>
    </message>
    <message>
        <source>%1 is not known</source>
        <translation>%1 未知</translation>
    </message>
    <message>
        <source>%1=&apos;%2&apos; is not a number</source>
        <translation>%1=&apos;%2&apos; 不是数字</translation>
    </message>
    <message>
        <source>%1 is %2, known only on the node</source>
        <translation>%1 是 %2，只有节点上才知道</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is no base bash knows</source>
        <translation>&apos;%1&apos; 不是 bash 认识的进制</translation>
    </message>
    <message>
        <source>&apos;%1#&apos; has no digits</source>
        <translation>&apos;%1#&apos; 后面没有数字</translation>
    </message>
    <message>
        <source>%1 is an address: no number to bash</source>
        <translation>%1 是一个地址：对 bash 来说不是数字</translation>
    </message>
    <message>
        <source>the values name each other too often to follow</source>
        <translation>这些值相互引用的次数太多，无法继续推算</translation>
    </message>
</context>
<context>
    <name>AtomicFile</name>
    <message>
        <source>Could not save %1: %2</source>
        <translation>无法保存 %1：%2</translation>
    </message>
    <message>
        <source>the folder %1 cannot be created</source>
        <translation>无法创建文件夹 %1</translation>
    </message>
    <message>
        <source>writing failed</source>
        <translation>写入失败</translation>
    </message>
</context>
<context>
    <name>AwkProgram</name>
    <message>
        <source>awk reading files is not simulated</source>
        <translation>不模拟读取文件的 awk</translation>
    </message>
    <message>
        <source>awk program &apos;%1&apos; is not simulated</source>
        <translation>不模拟 awk 程序“%1”</translation>
    </message>
    <message>
        <source>awk field separator &apos;%1&apos; is a regular expression; not simulated</source>
        <translation>awk 字段分隔符“%1”是正则表达式；不模拟</translation>
    </message>
    <message>
        <source>awk -v &apos;%1&apos; is not simulated</source>
        <translation>不模拟 awk -v“%1”</translation>
    </message>
    <message>
        <source>awk refuses the program: a backslash outside a string (&apos;%1&apos;)</source>
        <translation>awk 拒绝这个程序：字符串之外有反斜杠（“%1”）</translation>
    </message>
</context>
<context>
    <name>BandwidthAnalyzer</name>
    <message>
        <source>rank %1 on %2: %3</source>
        <translation>%2 上的 %1 号进程：%3</translation>
    </message>
    <message>
        <source>no rank reported the network step</source>
        <translation>没有任何进程报告网络测量的结果</translation>
    </message>
    <message>
        <source>the all-reduce of %1 gave wrong sums: a rank&apos;s data was lost or corrupted on the way</source>
        <translation>%1 的全归约求和结果错误：某个进程的数据在传输中丢失或损坏</translation>
    </message>
    <message>
        <source>the link from %1 to %2 carries %3 GB/s, the way back %4 GB/s; with two nodes a slow node cannot be told from a slow link (three would tell)</source>
        <translation>从 %1 到 %2 的链路为 %3 GB/s，反方向为 %4 GB/s；只有两个节点时无法区分是节点慢还是链路慢（三个节点即可区分）</translation>
    </message>
    <message>
        <source>%1 is slow: %2 GB/s against %3 GB/s for the other nodes (median); every collective waits for its links</source>
        <translation>%1 偏慢：%2 GB/s，其他节点为 %3 GB/s（中位数）；每次集合通信都要等它的链路</translation>
    </message>
    <message>
        <source>its interface</source>
        <translation>它的网卡</translation>
    </message>
    <message>
        <source>On %1: check the speed of %2 (ethtool %2), traffic shaping (tc qdisc show dev %2) and its switch port; if the node has a faster interface, name it in %3.</source>
        <translation>在 %1 上：检查 %2 的速率（ethtool %2）、流量整形（tc qdisc show dev %2）和它的交换机端口；如果该节点有更快的网卡，请在 %3 中指定它。</translation>
    </message>
    <message>
        <source>the nodes send over different interfaces (%1)</source>
        <translation>各节点使用的网卡不同（%1）</translation>
    </message>
    <message>
        <source>If one of them is not the fast network, set %1 for the job to the interface every node should use (a list such as eth0,ib0 or a prefix such as ^docker,lo to exclude).</source>
        <translation>如果其中有不是高速网络的网卡，请为任务设置 %1，指定每个节点应使用的网卡（可写列表如 eth0,ib0，或用 ^docker,lo 这样的前缀排除）。</translation>
    </message>
    <message>
        <source>NCCL sends over sockets on %1 although InfiniBand devices are there (%2)</source>
        <translation>%1 上有 InfiniBand 设备（%2），但 NCCL 走的是套接字</translation>
    </message>
    <message>
        <source>To let NCCL use InfiniBand: unset NCCL_IB_DISABLE (or set it to 0), set NCCL_IB_HCA to the HCAs (e.g. %1), and check that the container sees /dev/infiniband and has libibverbs.</source>
        <translation>要让 NCCL 使用 InfiniBand：取消 NCCL_IB_DISABLE（或设为 0），将 NCCL_IB_HCA 设为这些 HCA（例如 %1），并确认容器能看到 /dev/infiniband 且装有 libibverbs。</translation>
    </message>
    <message>
        <source>one rank: an all-reduce moves no data, so busbw is not judged</source>
        <translation>只有一个进程：全归约不传输数据，因此不评判 busbw</translation>
    </message>
    <message>
        <source>no all-reduce size was measured</source>
        <translation>没有测到任何全归约大小</translation>
    </message>
    <message>
        <source> (the default for %1; --bandwidth-min-gbps sets another)</source>
        <translation>（%1 的默认值；可用 --bandwidth-min-gbps 另设）</translation>
    </message>
    <message>
        <source>busbw peaks at %1 GB/s (at %2), below the threshold of %3 GB/s%4</source>
        <translation>busbw 峰值为 %1 GB/s（在 %2），低于阈值 %3 GB/s%4</translation>
    </message>
    <message>
        <source>Check the network NCCL chose (its &quot;Using network&quot; line, in the interfaces below): on InfiniBand or RoCE it should say IB, with NCCL_IB_DISABLE unset and NCCL_IB_HCA naming the HCAs; over sockets, set NCCL_SOCKET_IFNAME to the fast interface.</source>
        <translation>检查 NCCL 选用的网络（见下方网卡中的 &quot;Using network&quot; 行）：在 InfiniBand 或 RoCE 上应为 IB，NCCL_IB_DISABLE 不应设置，NCCL_IB_HCA 应指定 HCA；走套接字时，请把 NCCL_SOCKET_IFNAME 设为高速网卡。</translation>
    </message>
    <message>
        <source>gloo runs over TCP: set GLOO_SOCKET_IFNAME to the fastest interface. gloo on CPUs is far slower than NCCL on GPUs; for a CPU job a lower --bandwidth-min-gbps may fit.</source>
        <translation>gloo 走 TCP：请把 GLOO_SOCKET_IFNAME 设为最快的网卡。CPU 上的 gloo 远慢于 GPU 上的 NCCL；CPU 任务可以用更低的 --bandwidth-min-gbps。</translation>
    </message>
</context>
<context>
    <name>BandwidthCommandLine</name>
    <message>
        <source>after the rendezvous, measure the network: all-reduce busbw per size, a ring between the nodes, the slow node named</source>
        <translation>汇合之后测量网络：每种大小的全归约 busbw、节点间的环形传输，并指出慢节点</translation>
    </message>
    <message>
        <source>all-reduce sizes (default %1)</source>
        <translation>全归约大小（默认 %1）</translation>
    </message>
    <message>
        <source>time budget of the network step (default %1)</source>
        <translation>网络测量的时间预算（默认 %1）</translation>
    </message>
    <message>
        <source>lowest acceptable peak busbw in GB/s (default %1 for NCCL, %2 for gloo)</source>
        <translation>可接受的最低 busbw 峰值，单位 GB/s（NCCL 默认 %1，gloo 默认 %2）</translation>
    </message>
    <message>
        <source>--%1: %2</source>
        <translation>--%1：%2</translation>
    </message>
    <message>
        <source>--%1: &quot;%2&quot; is not a number of seconds from 1 to %3</source>
        <translation>--%1：&quot;%2&quot; 不是 1 到 %3 之间的秒数</translation>
    </message>
    <message>
        <source>--%1: &quot;%2&quot; is not a bandwidth in GB/s</source>
        <translation>--%1：&quot;%2&quot; 不是以 GB/s 表示的带宽</translation>
    </message>
    <message>
        <source>a node is slow when the others&apos; median is this many times its figure (default %1)</source>
        <translation>当其他节点的中位数是某节点数值的这么多倍时，该节点算作慢节点（默认 %1）</translation>
    </message>
    <message>
        <source>--%1: &quot;%2&quot; is not a factor of 1 or more</source>
        <translation>--%1：“%2”不是大于等于 1 的倍数</translation>
    </message>
</context>
<context>
    <name>BandwidthOptions</name>
    <message>
        <source>no sizes given, e.g. 1M,16M,256M</source>
        <translation>没有给出大小，例如 1M,16M,256M</translation>
    </message>
    <message>
        <source>%1 sizes, at most %2</source>
        <translation>%1 个大小，最多 %2 个</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is no size (a number with K, M or G, e.g. 64M)</source>
        <translation>&quot;%1&quot; 不是大小（数字加 K、M 或 G，例如 64M）</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is outside %2 to %3</source>
        <translation>&quot;%1&quot; 不在 %2 到 %3 之间</translation>
    </message>
</context>
<context>
    <name>CheckAdvice</name>
    <message>
        <source>The nodes run torch %1, but the command is written for torch %2.</source>
        <translation>节点上运行的是 torch %1，但命令是按 torch %2 编写的。</translation>
    </message>
    <message>
        <source>Set the torch version to %1</source>
        <translation>将 torch 版本设为 %1</translation>
    </message>
    <message numerus="yes">
        <source>Every node has %n GPU(s); the job asks for %1.</source>
        <translation>
            <numerusform>每个节点有 %n 个 GPU；任务要求 %1 个。</numerusform>
        </translation>
    </message>
    <message>
        <source>Set GPUs per node to %1</source>
        <translation>将每节点 GPU 数设为 %1</translation>
    </message>
    <message>
        <source>The job says torch %1, this machine has %2: the check runs the command as written with %2. Options only %1 knows fail here and may pass on the nodes; the job stays written for torch %1.</source>
        <translation>任务写明 torch %1，本机是 %2：检查用 %2 按原样运行启动命令。只有 %1 认识的选项在这里会失败，在平台节点上可能通过；任务仍按 torch %1 编写。</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Choose one that has torch in the Python field above and run the check again.</source>
        <translation>请在上方的 Python 栏中选择带 torch 的解释器，再运行一次检查。</translation>
    </message>
    <message>
        <source>Choose one that has torch with --python PATH.</source>
        <translation>请用 --python PATH 选择带 torch 的解释器。</translation>
    </message>
    <message>
        <source>%1 cannot import torch on this machine, so the launcher fails here before any rendezvous. %2</source>
        <translation>%1 在本机无法导入 torch，因此启动器在汇合之前就会在这里失败。%2</translation>
    </message>
    <message>
        <source>The command&apos;s interpreter</source>
        <translation>启动命令的解释器</translation>
    </message>
</context>
<context>
    <name>CheckOutcome</name>
    <message>
        <source>skipped (--preflight-only)</source>
        <translation>已跳过（--preflight-only）</translation>
    </message>
    <message>
        <source>not run: the pre-flight found problems</source>
        <translation>未运行：预检发现了问题</translation>
    </message>
    <message>
        <source>not run</source>
        <translation>未运行</translation>
    </message>
    <message>
        <source>not run: the check was cancelled</source>
        <translation>未运行：检查已取消</translation>
    </message>
    <message>
        <source>not run: the rendezvous failed</source>
        <translation>未运行：汇合失败</translation>
    </message>
    <message>
        <source>not run: the rendezvous did not run</source>
        <translation>未运行：汇合没有运行</translation>
    </message>
</context>
<context>
    <name>CheckProgress</name>
    <message>
        <source>no ring figure</source>
        <translation>没有环形测量数据</translation>
    </message>
    <message>
        <source>%1 GB/s (best link out %2, in %3)</source>
        <translation>%1 GB/s（最佳出向链路 %2，入向 %3）</translation>
    </message>
    <message>
        <source>slow: %1</source>
        <translation>偏慢：%1</translation>
    </message>
    <message>
        <source>SSH</source>
        <translation>SSH</translation>
    </message>
    <message>
        <source>Probe</source>
        <translation>探针</translation>
    </message>
    <message>
        <source>Host name</source>
        <translation>主机名</translation>
    </message>
    <message>
        <source>Python</source>
        <translation>Python</translation>
    </message>
    <message>
        <source>Torch</source>
        <translation>Torch</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Port free</source>
        <translation>端口空闲</translation>
    </message>
    <message>
        <source>Port reachable</source>
        <translation>端口可达</translation>
    </message>
    <message>
        <source>Master resolves</source>
        <translation>主节点可解析</translation>
    </message>
    <message>
        <source>Network interface</source>
        <translation>网卡</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>时钟</translation>
    </message>
    <message>
        <source>Disk</source>
        <translation>磁盘</translation>
    </message>
    <message>
        <source>All-reduce</source>
        <translation>全归约</translation>
    </message>
    <message>
        <source>Bandwidth</source>
        <translation>带宽</translation>
    </message>
</context>
<context>
    <name>CheckPrompts</name>
    <message>
        <source>%1 is not in the known_hosts file yet. Its %2 key has the fingerprint

%3

Compare it with the one the host&apos;s administrator gives you (ssh-keygen -lf on the host). Trust this key and remember it?</source>
        <translation>%1 尚未记录在 known_hosts 文件中。它的 %2 密钥指纹为

%3

请与该主机管理员提供的指纹核对（在该主机上运行 ssh-keygen -lf）。信任并记住此密钥吗？</translation>
    </message>
    <message>
        <source>Unknown host key</source>
        <translation>未知的主机密钥</translation>
    </message>
    <message>
        <source>SSH authentication</source>
        <translation>SSH 认证</translation>
    </message>
</context>
<context>
    <name>CheckReportExport</name>
    <message>
        <source>Export the check report</source>
        <translation>导出检查报告</translation>
    </message>
    <message>
        <source>JSON files (*.json);;All files (*)</source>
        <translation>JSON 文件 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Export report</source>
        <translation>导出报告</translation>
    </message>
    <message>
        <source>Run the check first: there is no report yet.</source>
        <translation>请先运行检查：还没有报告。</translation>
    </message>
</context>
<context>
    <name>CheckSummary</name>
    <message>
        <source>Cancelling... every node is being stopped and cleaned up.</source>
        <translation>正在取消...正在停止并清理每个节点。</translation>
    </message>
    <message>
        <source>Running... the table and the log fill in as the nodes answer.</source>
        <translation>运行中...节点应答时表格和日志会随之填充。</translation>
    </message>
    <message>
        <source>Not run yet.</source>
        <translation>尚未运行。</translation>
    </message>
    <message>
        <source>Cancelled. Every node was stopped and cleaned up.</source>
        <translation>已取消。每个节点都已停止并清理。</translation>
    </message>
    <message>
        <source>Passed with changes: %1.</source>
        <translation>有改动地通过：%1。</translation>
    </message>
    <message>
        <source>Rendezvous OK: world size %1 (ranks 0-%2), rendezvous in %3 s, %4 s in all.</source>
        <translation>汇合成功：进程总数为 %1（进程序号 0-%2），汇合用时 %3 秒，总计 %4 秒。</translation>
    </message>
    <message>
        <source>Rendezvous failed: %1</source>
        <translation>汇合失败：%1</translation>
    </message>
    <message numerus="yes">
        <source>Pre-flight passed on %n node(s) in %1 s; the rendezvous was skipped.</source>
        <translation>
            <numerusform>%n 个节点的预检在 %1 秒内通过；已跳过汇合。</numerusform>
        </translation>
    </message>
    <message>
        <source>(more in the table)</source>
        <translation>（更多见表格）</translation>
    </message>
    <message>
        <source>The pre-flight found problems, so the rendezvous did not run. %1</source>
        <translation>预检发现了问题，因此未运行汇合。%1</translation>
    </message>
    <message>
        <source>Network: %1.</source>
        <translation>网络：%1。</translation>
    </message>
    <message>
        <source>Network: failed: %1</source>
        <translation>网络：失败：%1</translation>
    </message>
    <message>
        <source>Network: peak busbw %1 GB/s (threshold %2).</source>
        <translation>网络：busbw 峰值 %1 GB/s（阈值 %2）。</translation>
    </message>
    <message>
        <source>To try: %1</source>
        <translation>可以尝试：%1</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <source>print the start command, a bash script or the job file</source>
        <translation>输出启动命令、bash 脚本或任务文件</translation>
    </message>
    <message>
        <source>run the job&apos;s rendezvous for real with a probe (local nodes or SSH)</source>
        <translation>用探针真实运行任务的汇合（本地节点或 SSH）</translation>
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
Run &apos;ddpwizard-cli COMMAND --help&apos; for a command&apos;s options.
Exit codes: 0 success, 1 problems found, 2 usage or input error.
</source>
        <translation>
运行“ddpwizard-cli 命令 --help”查看某个命令的选项。
退出码：0 成功，1 发现问题，2 用法或输入错误。
</translation>
    </message>
    <message>
        <source>ddpwizard-cli: error: unknown command &apos;%1&apos; (try --help)
</source>
        <translation>ddpwizard-cli：错误：未知命令“%1”（请尝试 --help）
</translation>
    </message>
    <message>
        <source>check the nodes over SSH (pre-flight) before the job starts</source>
        <translation>在任务启动前通过 SSH 检查节点（预检）</translation>
    </message>
    <message>
        <source>check a start command: shell, launcher options, rendezvous, form</source>
        <translation>检查启动命令：shell、启动器选项、汇合、表单</translation>
    </message>
    <message>
        <source>explain every token of a start command and what it does on the nodes</source>
        <translation>解释启动命令的每个词元及其在节点上的作用</translation>
    </message>
    <message>
        <source>show the argv and environment a node&apos;s launcher gets (static, nothing run)</source>
        <translation>显示某个节点的启动器得到的 argv 和环境（静态求值，不运行任何东西）</translation>
    </message>
    <message>
        <source>read the logs of a failed job and say why it failed, root cause first</source>
        <translation>读取失败任务的日志并说明失败原因，根本原因在前</translation>
    </message>
</context>
<context>
    <name>CliCheckCommand</name>
    <message>
        <source>skip the dry-run rendezvous</source>
        <translation>跳过试运行汇合</translation>
    </message>
    <message>
        <source>nodes checked at once (default 64)</source>
        <translation>同时检查的节点数（默认 64）</translation>
    </message>
    <message>
        <source>--hosts: give at least one host, e.g. --hosts node1,node2</source>
        <translation>--hosts：请至少给出一个主机，例如 --hosts node1,node2</translation>
    </message>
    <message>
        <source>--command: %1</source>
        <translation>--command：%1</translation>
    </message>
    <message>
        <source>--parallel: &quot;%1&quot; is not a number from 1 to %2</source>
        <translation>--parallel：“%1”不是 1 到 %2 之间的数</translation>
    </message>
    <message>
        <source>Dry-run rendezvous on %1 node(s), deadline %2 s; Ctrl-C cancels.
</source>
        <translation>在 %1 个节点上试运行汇合，时限 %2 秒；按 Ctrl-C 取消。
</translation>
    </message>
    <message>
        <source>--bandwidth needs the rendezvous: drop --preflight-only</source>
        <translation>--bandwidth 需要汇合：请去掉 --preflight-only</translation>
    </message>
    <message>
        <source>Check the nodes over SSH before a job starts: reachability, versions, GPUs, the master&apos;s name and
port, network interfaces, clock and disk. Example:
  ddpwizard-cli check --hosts node1,node2 --user me --job job.json
With --command the dry-run runs that start command as written on every node, the probe in place of
the training script. Exit codes: 0 passed, 3 passed with changes (part of the command could not run
as written; the report lists what ran instead), 1 failed, 2 usage error.</source>
        <translation>任务启动前通过 SSH 检查各节点：可达性、版本、GPU、主节点的名称和
端口、网卡、时钟和磁盘。例如：
  ddpwizard-cli check --hosts node1,node2 --user me --job job.json
给出 --command 时，试运行在每个节点上按原样运行该启动命令，用探针代替
训练脚本。退出码：0 通过，3 有改动地通过（命令的某部分无法按原样运行；
报告列出改用了什么），1 失败，2 用法错误。</translation>
    </message>
</context>
<context>
    <name>CliCheckOptions</name>
    <message>
        <source>overall limit in whole seconds (default %1)</source>
        <translation>总时限，整数秒（默认 %1）</translation>
    </message>
    <message>
        <source>show every line the nodes print</source>
        <translation>显示节点输出的每一行</translation>
    </message>
    <message>
        <source>no live progress on stderr</source>
        <translation>不在 stderr 上显示实时进度</translation>
    </message>
    <message>
        <source>--timeout: &quot;%1&quot; is not a whole number of seconds from 1 to %2</source>
        <translation>--timeout：“%1”不是 1 到 %2 之间的整数秒</translation>
    </message>
    <message>
        <source>--quiet and --verbose exclude each other: give one</source>
        <translation>--quiet 和 --verbose 不能同时使用：请只给一个</translation>
    </message>
</context>
<context>
    <name>CliCheckOutput</name>
    <message>
        <source>Dry-run rendezvous: PASSED. World size %1, ranks 0-%2, rendezvous %3, total %4.
</source>
        <translation>试运行汇合：通过。进程总数 %1，进程序号 0-%2，汇合用时 %3，共用时 %4。
</translation>
    </message>
    <message>
        <source>Dry-run rendezvous: FAILED. %1
</source>
        <translation>试运行汇合：失败。%1
</translation>
    </message>
    <message>
        <source>node</source>
        <translation>节点</translation>
    </message>
    <message>
        <source>host</source>
        <translation>主机</translation>
    </message>
    <message>
        <source>hostname</source>
        <translation>主机名</translation>
    </message>
    <message>
        <source>state</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>joined</source>
        <translation>已加入</translation>
    </message>
    <message>
        <source>ranks</source>
        <translation>进程序号</translation>
    </message>
    <message>
        <source>rank</source>
        <translation>进程序号</translation>
    </message>
    <message>
        <source>local</source>
        <translation>本地序号</translation>
    </message>
    <message>
        <source>device</source>
        <translation>设备</translation>
    </message>
    <message>
        <source>backend</source>
        <translation>后端</translation>
    </message>
    <message>
        <source>torch</source>
        <translation>torch</translation>
    </message>
    <message>
        <source>all_reduce</source>
        <translation>全归约</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>正常</translation>
    </message>
    <message>
        <source>FAILED</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>Log lines that show it:</source>
        <translation>显示该问题的日志行：</translation>
    </message>
    <message>
        <source>Checks that failed:</source>
        <translation>未通过的检查：</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>警告：%1</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>正常</translation>
    </message>
    <message>
        <source>Rendezvous: %1
</source>
        <translation>汇合：%1
</translation>
    </message>
    <message>
        <source>Cancelled.
</source>
        <translation>已取消。
</translation>
    </message>
    <message>
        <source>Network: %1
</source>
        <translation>网络：%1
</translation>
    </message>
    <message>
        <source>Then the network: all-reduce of %1, a ring between the nodes; budget %2 s.
</source>
        <translation>随后测量网络：%1 的全归约，节点间的环形传输；预算 %2 秒。
</translation>
    </message>
    <message>
        <source>Network (%1, %2 rank(s), %3 s)</source>
        <translation>网络（%1，%2 个进程，%3 秒）</translation>
    </message>
    <message>
        <source>%1: PASSED. Peak busbw %2 GB/s (threshold %3 GB/s).
</source>
        <translation>%1：通过。busbw 峰值 %2 GB/s（阈值 %3 GB/s）。
</translation>
    </message>
    <message>
        <source>%1: FAILED. %2
</source>
        <translation>%1：失败。%2
</translation>
    </message>
    <message>
        <source>size</source>
        <translation>大小</translation>
    </message>
    <message>
        <source>time</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>algbw GB/s</source>
        <translation>algbw GB/s</translation>
    </message>
    <message>
        <source>busbw GB/s</source>
        <translation>busbw GB/s</translation>
    </message>
    <message>
        <source>correct</source>
        <translation>正确</translation>
    </message>
    <message>
        <source>WRONG</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>Not run within the budget: %1.
</source>
        <translation>预算内未运行：%1。
</translation>
    </message>
    <message>
        <source>GB/s</source>
        <translation>GB/s</translation>
    </message>
    <message>
        <source>out</source>
        <translation>出向</translation>
    </message>
    <message>
        <source>in</source>
        <translation>入向</translation>
    </message>
    <message>
        <source>SLOW</source>
        <translation>偏慢</translation>
    </message>
    <message>
        <source>Local mode: every node is this machine, so no node is judged slow.
</source>
        <translation>本地模式：所有节点都是本机，因此不判定慢节点。
</translation>
    </message>
    <message>
        <source>Interfaces:</source>
        <translation>网卡：</translation>
    </message>
    <message>
        <source>  rank %1 on %2: %3%4
</source>
        <translation>  %2 上的 %1 号进程：%3%4
</translation>
    </message>
    <message>
        <source> (NCCL network %1)</source>
        <translation>（NCCL 网络 %1）</translation>
    </message>
    <message>
        <source>Network checks that failed:</source>
        <translation>未通过的网络检查：</translation>
    </message>
    <message>
        <source>To try:</source>
        <translation>可以尝试：</translation>
    </message>
    <message>
        <source>What ran on each node:</source>
        <translation>每个节点上运行的内容：</translation>
    </message>
    <message>
        <source>  node %1 (%2): %3</source>
        <translation>  节点 %1（%2）：%3</translation>
    </message>
    <message>
        <source>    its output (last lines):</source>
        <translation>    它的输出（最后几行）：</translation>
    </message>
    <message>
        <source>Not run as written (what ran instead):</source>
        <translation>未按原样运行的部分（改为运行的内容）：</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>通过</translation>
    </message>
    <message>
        <source>passed with changes</source>
        <translation>有改动地通过</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>%1 of %2 node(s) passed the pre-flight; the check took %3 s (pre-flight %4 s).
</source>
        <translation>%2 个节点中有 %1 个通过预检；检查共用时 %3 秒（预检 %4 秒）。
</translation>
    </message>
    <message>
        <source>Verdict: %1 in %2 s%3.
</source>
        <translation>结论：%1，用时 %2 秒%3。
</translation>
    </message>
    <message>
        <source>pre-flight</source>
        <translation>预检</translation>
    </message>
    <message>
        <source>rendezvous</source>
        <translation>汇合</translation>
    </message>
    <message>
        <source>bandwidth</source>
        <translation>带宽</translation>
    </message>
    <message>
        <source>%1 %2 s</source>
        <translation>%1 %2 秒</translation>
    </message>
    <message>
        <source> (%1)</source>
        <translation>（%1）</translation>
    </message>
    <message>
        <source>, </source>
        <translation>，</translation>
    </message>
    <message>
        <source>Because every node is this machine (the verdict does not change):</source>
        <translation>因为每个节点都是本机（不影响结论）：</translation>
    </message>
</context>
<context>
    <name>CliDiagnoseCommand</name>
    <message>
        <source>Read the logs of a failed job (one per node, or one interleaved log; - or none for standard input) and say why it failed, root cause first: each finding with the log lines that show it (LOG:LINE: text), the fix, and what it explains. With --job or --command a finding names the part of the start command behind it and offers the fix validate offers.
Exit codes: 0 nothing points at a failure, 1 a finding does, 2 usage or input error.</source>
        <translation>读取失败任务的日志（每个节点一份，或一份交错的日志；- 或不给则读标准输入）并说明失败原因，根本原因在前：每条发现都附有显示它的日志行（日志:行号: 文本）、修复方法及它所解释的其他发现。给出 --job 或 --command 时，发现会指出启动命令中导致它的部分，并提供与 validate 相同的修复。
退出码：0 没有指向失败的发现，1 有发现指向失败，2 用法或输入错误。</translation>
    </message>
    <message>
        <source>log files; - or nothing for standard input</source>
        <translation>日志文件；- 或不给则读标准输入</translation>
    </message>
    <message>
        <source>list every finding kind and exit</source>
        <translation>列出所有发现类型后退出</translation>
    </message>
    <message>
        <source>print the literals the prefilter looks for, as grep -E patterns</source>
        <translation>以 grep -E 模式打印预过滤器查找的字面量</translation>
    </message>
    <message>
        <source>standard input (-) can be read once</source>
        <translation>标准输入（-）只能读取一次</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>is a directory</source>
        <translation>是一个目录</translation>
    </message>
    <message>
        <source>--command: not read into a job: %1</source>
        <translation>--command：未能读成任务：%1</translation>
    </message>
</context>
<context>
    <name>CliDryRunCommand</name>
    <message>
        <source>local mode: simulated nodes on this machine (the default without --hosts)</source>
        <translation>本地模式：在本机运行模拟节点（没有 --hosts 时的默认模式）</translation>
    </message>
    <message>
        <source>Dry-run on %1 local node(s), deadline %2 s; Ctrl-C cancels.
</source>
        <translation>在 %1 个本地节点上试运行，时限 %2 秒；按 Ctrl-C 取消。
</translation>
    </message>
    <message>
        <source>--local and --hosts exclude each other</source>
        <translation>--local 和 --hosts 不能同时使用</translation>
    </message>
    <message>
        <source>Dry-run on %1 node(s) over SSH, deadline %2 s; Ctrl-C cancels.
</source>
        <translation>通过 SSH 在 %1 个节点上试运行，时限 %2 秒；按 Ctrl-C 取消。
</translation>
    </message>
    <message>
        <source>--local-port: &quot;%1&quot; is not a port from 0 to %2</source>
        <translation>--local-port：“%1”不是 0 到 %2 之间的端口</translation>
    </message>
    <message>
        <source>local mode, c10d: the node whose agent hosts the rendezvous store, as when MASTER names that node (default 0, the first)</source>
        <translation>本地模式，c10d：由哪个节点的代理承载汇合存储，相当于 MASTER 指向该节点的情形（默认 0，即第一个）</translation>
    </message>
    <message>
        <source>--local-store-node: &quot;%1&quot; is not a node index</source>
        <translation>--local-store-node：“%1”不是节点序号</translation>
    </message>
    <message>
        <source>--command: %1</source>
        <translation>--command：%1</translation>
    </message>
    <message>
        <source>(--nodes %1)</source>
        <translation>（--nodes %1）</translation>
    </message>
    <message>
        <source>Run the job&apos;s own launcher for real with a probe in place of the training script, on every node at once,
and check that all ranks meet (world size, every rank, an all_reduce). Without --hosts, the local mode
runs --nodes simulated nodes on this machine (127.0.0.1, a free port); with --command, node k
runs that command as written on 127.0.0.k+1 (--python: the interpreter for a bare python or torchrun).
Script arguments go after --, e.g.
  ddpwizard-cli dryrun --local --nodes 2 --nproc-per-node 2 --gpus-per-node 0 --torch 1.13</source>
        <translation>在所有节点上同时真实运行任务自己的启动器，用探针代替训练脚本，
并检查所有进程是否汇合（进程总数、每个进程序号、一次全归约（all_reduce））。不带 --hosts 时，本地模式
在本机运行 --nodes 个模拟节点（127.0.0.1、一个空闲端口）；带 --command 时，节点 k
在 127.0.0.k+1 上按原样运行该启动命令（--python：不带路径的 python 或 torchrun 所用的解释器）。
脚本参数写在 -- 之后，例如：
  ddpwizard-cli dryrun --local --nodes 2 --nproc-per-node 2 --gpus-per-node 0 --torch 1.13</translation>
    </message>
    <message>
        <source>local mode: the rendezvous port (default: the command&apos;s own, moved to a free one when taken here)</source>
        <translation>本地模式：汇合端口（默认：启动命令自己的端口，在本机被占用时改用一个空闲端口）</translation>
    </message>
    <message>
        <source>local mode: run N processes per node instead of what the command asks (for a machine with fewer cores than the job has processes); named in the report as a change, so a run that passes exits 3</source>
        <translation>本地模式：每个节点运行 N 个进程，而不是启动命令要求的数量（用于核数少于任务进程数的机器）；报告把它列为一项改动，因此通过的运行以 3 退出</translation>
    </message>
    <message>
        <source>--local-processes-per-node: &quot;%1&quot; is not a process count from 1 to %2</source>
        <translation>--local-processes-per-node：“%1”不是 1 到 %2 之间的进程数</translation>
    </message>
    <message>
        <source>(--local-processes-per-node %1)</source>
        <translation>（--local-processes-per-node %1）</translation>
    </message>
    <message>
        <source>--local-processes-per-node is for the local mode; over SSH each node runs the command&apos;s own processes</source>
        <translation>--local-processes-per-node 只用于本地模式；通过 SSH 时每个节点运行启动命令自己的进程数</translation>
    </message>
</context>
<context>
    <name>CliExpandCommand</name>
    <message>
        <source>Show what one node&apos;s launcher receives: the argv and the exported environment, evaluated
statically from the start command (nothing is run). Reads FILE, or standard input for &apos;-&apos;.
Example:
  ddpwizard-cli expand start.sh --hosts job-worker-0.job,job-worker-1.job --node 1 --format json</source>
        <translation>显示某个节点的启动器收到的内容：argv 和导出的环境变量，由启动命令
静态求值得到（不运行任何东西）。读取 FILE，为“-”时读取标准输入。
示例：
  ddpwizard-cli expand start.sh --hosts job-worker-0.job,job-worker-1.job --node 1 --format json</translation>
    </message>
    <message>
        <source>this node&apos;s index, from 0 (VC_TASK_INDEX)</source>
        <translation>当前节点的序号，从 0 开始（VC_TASK_INDEX）</translation>
    </message>
    <message>
        <source>the start command; &apos;-&apos; or nothing reads standard input</source>
        <translation>启动命令；“-”或不给时读取标准输入</translation>
    </message>
    <message>
        <source>--hosts is required (the comma-separated hosts of the role)</source>
        <translation>必须给出 --hosts（节点组的主机，以逗号分隔）</translation>
    </message>
    <message>
        <source>--node must be an index from 0 to %1</source>
        <translation>--node 必须是 0 到 %1 之间的序号</translation>
    </message>
    <message>
        <source>--nodes %1 does not match the %2 host(s) of --hosts</source>
        <translation>--nodes %1 与 --hosts 的 %2 个主机不一致</translation>
    </message>
    <message>
        <source>node %1 of %2</source>
        <translation>节点 %1 / %2</translation>
    </message>
    <message>
        <source>launcher: %1 (line %2)</source>
        <translation>启动器：%1（第 %2 行）</translation>
    </message>
    <message>
        <source>argv:</source>
        <translation>argv：</translation>
    </message>
    <message>
        <source>environment:</source>
        <translation>环境变量：</translation>
    </message>
    <message>
        <source>unresolved:</source>
        <translation>无法确定：</translation>
    </message>
    <message>
        <source>%1 is not valid UTF-8; invalid bytes were read as U+FFFD</source>
        <translation>%1 不是有效的 UTF-8；无效字节已按 U+FFFD 读取</translation>
    </message>
    <message>
        <source>caveats:</source>
        <translation>注意事项：</translation>
    </message>
    <message>
        <source>torchrun settings it implies:</source>
        <translation>它隐含的 torchrun 设置：</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <source>the script&apos;s own arguments, as typed after its name in a shell (bash train.sh 8 --fast: --args &apos;8 --fast&apos;); without it they are empty, as the platform runs it</source>
        <translation>脚本自身的参数，按在 shell 中脚本名之后输入的方式书写（bash train.sh 8 --fast：--args &apos;8 --fast&apos;）；不给出时为空，与平台运行它时相同</translation>
    </message>
    <message>
        <source>--args: %1</source>
        <translation>--args：%1</translation>
    </message>
    <message>
        <source>assumptions:</source>
        <translation>假设：</translation>
    </message>
    <message>
        <source>bash stops at line %1 and the launcher is not reached on this node: %2</source>
        <translation>bash 在第 %1 行停止，这个节点上不会执行到启动器：%2</translation>
    </message>
    <message>
        <source>launcher: %1 (line %2 of %3, which line %4 runs)</source>
        <translation>启动器：%1（%3 的第 %2 行，由第 %4 行运行）</translation>
    </message>
    <message>
        <source>launcher: %1 (line %2 of the text that %3 runs at line %4)</source>
        <translation>启动器：%1（第 %4 行由 %3 运行的文本中的第 %2 行）</translation>
    </message>
</context>
<context>
    <name>CliExplainCommand</name>
    <message>
        <source>Explain every token of a start command: each launcher option&apos;s meaning and default for the torch version, the platform variables, the shell constructs, and what torchrun sets for each worker. Reads FILE, or standard input when FILE is - or missing.</source>
        <translation>解释启动命令的每个词元：每个启动器选项在该 torch 版本下的含义和默认值、平台变量、shell 结构，以及 torchrun 为每个工作进程设置的内容。读取 FILE，FILE 为 - 或缺省时读取标准输入。</translation>
    </message>
    <message>
        <source>the snippet; - or nothing for standard input</source>
        <translation>命令片段；- 或不给时读取标准输入</translation>
    </message>
</context>
<context>
    <name>CliGenerateCommand</name>
    <message>
        <source>Print the start command for the platform&apos;s form (or a bash script, or the job file).
Script arguments go after --, e.g.
  ddpwizard-cli generate --nodes 2 --gpus-per-node 8 --torch 2.6 --script train.py -- --lr 0.1</source>
        <translation>输出平台表单所需的启动命令（或 bash 脚本，或任务文件）。
脚本参数放在 -- 之后，例如
  ddpwizard-cli generate --nodes 2 --gpus-per-node 8 --torch 2.6 --script train.py -- --lr 0.1</translation>
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
        <source>volcano: the manifest&apos;s Kubernetes namespace</source>
        <translation>volcano：清单的 Kubernetes 命名空间</translation>
    </message>
    <message>
        <source>arguments for the training script</source>
        <translation>训练脚本的参数</translation>
    </message>
    <message>
        <source>(fix: %1)</source>
        <translation>（修复：%1）</translation>
    </message>
</context>
<context>
    <name>CliInput</name>
    <message>
        <source>cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
</context>
<context>
    <name>CliJobInput</name>
    <message>
        <source>--job: %1</source>
        <translation>--job：%1</translation>
    </message>
    <message>
        <source>--job and --command exclude each other: give one</source>
        <translation>--job 和 --command 不能同时使用：请只给一个</translation>
    </message>
    <message>
        <source>--command: %1</source>
        <translation>--command：%1</translation>
    </message>
    <message>
        <source>--platform-env: give it with --job or --command, whose nodes it describes</source>
        <translation>--platform-env：请与 --job 或 --command 一起给出，它描述的是其节点</translation>
    </message>
    <message>
        <source>--command: not carried into the job (the command runs as written): %1</source>
        <translation>--command：未带入任务（命令按原样运行）：%1</translation>
    </message>
    <message>
        <source>--nodes: &quot;%1&quot; is not a node count from %2 to %3</source>
        <translation>--nodes：“%1”不是 %2 到 %3 之间的节点数量</translation>
    </message>
    <message>
        <source>--gpus-per-node: &quot;%1&quot; is not a GPU count from %2 to %3</source>
        <translation>--gpus-per-node：“%1”不是 %2 到 %3 之间的 GPU 数</translation>
    </message>
    <message>
        <source>--%1: &quot;%2&quot; is not a whole number</source>
        <translation>--%1：“%2”不是整数</translation>
    </message>
    <message>
        <source>--%1: &quot;%2&quot; is not one of: %3</source>
        <translation>--%1：“%2”不是以下之一：%3</translation>
    </message>
    <message>
        <source>--elastic: &quot;%1&quot; is not MIN:MAX, e.g. 1:4</source>
        <translation>--elastic：“%1”不是 MIN:MAX 形式，例如 1:4</translation>
    </message>
    <message>
        <source>--env: &quot;%1&quot; is not NAME=VALUE</source>
        <translation>--env：“%1”不是 NAME=VALUE 形式</translation>
    </message>
    <message>
        <source>--nproc-per-node: &quot;%1&quot; is not a number, gpus, gpu or auto</source>
        <translation>--nproc-per-node：“%1”不是数字、gpus、gpu 或 auto</translation>
    </message>
    <message>
        <source>--%1 is a field of a job built from options; --command runs as written: leave it out</source>
        <translation>--%1 是由选项生成的任务的字段；--command 的启动命令按原样运行：请去掉它</translation>
    </message>
    <message>
        <source>--role: &quot;%1&quot; is not a role name (letters, digits and &apos;-&apos;, as in VC_&lt;ROLE&gt;_HOSTS)</source>
        <translation>--role：“%1”不是节点组名称（字母、数字和“-”，如 VC_&lt;ROLE&gt;_HOSTS 中所用）</translation>
    </message>
    <message>
        <source>--job-name: &quot;%1&quot; is not a valid job name (lower-case letters, digits and &apos;-&apos;)</source>
        <translation>--job-name：“%1”不是有效的任务名称（小写字母、数字和“-”）</translation>
    </message>
    <message>
        <source>--hosts: %1</source>
        <translation>--hosts：%1</translation>
    </message>
    <message>
        <source>--script and --module exclude each other: give one</source>
        <translation>--script 和 --module 不能同时使用：请只给出一个</translation>
    </message>
</context>
<context>
    <name>CliJobOptions</name>
    <message>
        <source>a job file, as the GUI saves it; the job options given beside it override its values</source>
        <translation>任务文件（与图形界面保存的相同）；同时给出的任务选项会覆盖其中的值</translation>
    </message>
    <message>
        <source>start command file, run as written (read into a job like the form&apos;s Open command); - for standard input</source>
        <translation>启动命令文件，按原样运行（像表单的“打开命令”一样读成任务）；- 表示标准输入</translation>
    </message>
    <message>
        <source>torch version in the image: %1 ... %2 or unknown (default: the --job file&apos;s, else the release the --image tag names; without either, 2.6, but unknown, every release&apos;s spellings, for a --command or logs read alone)</source>
        <translation>镜像中的 torch 版本：%1 ... %2 或 unknown（默认：--job 文件中的版本，否则为 --image 标签所写的版本；两者都没有时为 2.6，但单独读取 --command 或日志时为 unknown，即接受所有版本的写法）</translation>
    </message>
    <message>
        <source>node count of the worker role, VC_WORKER_NUM (default: the --job file&apos;s, else one per --hosts host, else the command&apos;s --nnodes, else 2)</source>
        <translation>worker 节点组的节点数量，即 VC_WORKER_NUM（默认：--job 文件中的值，否则每个 --hosts 主机一个节点，否则为启动命令的 --nnodes，否则为 2）</translation>
    </message>
    <message>
        <source>the image&apos;s Python, e.g. python3 or /opt/conda/bin/python: what a launch command starts and the node checks&apos; probe runs with (default: the --job file&apos;s, else the command&apos;s own, else python; the probe tries python3, then python)</source>
        <translation>镜像中的 Python，例如 python3 或 /opt/conda/bin/python：使用 launch 的启动命令所启动的、以及节点检查的探针所用的解释器（默认：--job 文件中的值，否则为启动命令自己的，否则为 python；探针依次尝试 python3 和 python）</translation>
    </message>
    <message>
        <source>name of the worker role, as in VC_&lt;ROLE&gt;_HOSTS (default: the --job file&apos;s, else worker)</source>
        <translation>worker 节点组的名称，如 VC_&lt;ROLE&gt;_HOSTS 中所用（默认：--job 文件中的值，否则为“worker”）</translation>
    </message>
    <message>
        <source>the job&apos;s name: the pods are &lt;job&gt;-&lt;role&gt;-&lt;index&gt; (default: the --job file&apos;s, else pytorch-ddp; a command alone is simulated as job)</source>
        <translation>任务名称：各 Pod 名为 &lt;任务名称&gt;-&lt;节点组&gt;-&lt;序号&gt;（默认：--job 文件中的值，否则为“pytorch-ddp”；单独读取的启动命令按“job”模拟）</translation>
    </message>
    <message>
        <source>the worker role&apos;s hosts, comma-separated, the master first: a VC_WORKER_HOSTS value (the node checks reach them over SSH)</source>
        <translation>worker 节点组的主机，以逗号分隔，主节点在前：即 VC_WORKER_HOSTS 的值（节点检查通过 SSH 访问它们）</translation>
    </message>
    <message>
        <source>a variable your platform sets on every node, with a sample value (repeatable; replaces the --job file&apos;s or Volcano&apos;s of the same name)</source>
        <translation>平台在每个节点上设置的变量及示例值（可重复；同名时替换 --job 文件中的或 Volcano 设置的值）</translation>
    </message>
    <message>
        <source>container image (must have torch installed)</source>
        <translation>容器镜像（必须已安装 torch）</translation>
    </message>
    <message>
        <source>platform compute framework: other, pytorch, tensorflow, mpi (only other fits)</source>
        <translation>平台计算框架：other、pytorch、tensorflow、mpi（只有 other 适用）</translation>
    </message>
    <message>
        <source>torchrun or launch (python -m torch.distributed.launch)</source>
        <translation>torchrun 或 launch（python -m torch.distributed.launch）</translation>
    </message>
    <message>
        <source>rendezvous backend: c10d or static</source>
        <translation>汇合后端：c10d 或 static</translation>
    </message>
    <message>
        <source>rendezvous/master port on the first node (default 29500)</source>
        <translation>第一个节点上的汇合/主节点端口（默认 29500）</translation>
    </message>
    <message>
        <source>rendezvous id, the same on every node (c10d)</source>
        <translation>汇合 ID，在每个节点上相同（c10d）</translation>
    </message>
    <message>
        <source>elastic node range (c10d), or &apos;off&apos;</source>
        <translation>弹性节点范围（c10d），或“off”</translation>
    </message>
    <message>
        <source>worker group restarts before failing (default 0)</source>
        <translation>工作进程组在任务失败前的重启次数（默认 0）</translation>
    </message>
    <message>
        <source>processes per node; gpus = the GPU count (default)</source>
        <translation>每节点进程数；gpus 表示等于 GPU 数（默认）</translation>
    </message>
    <message>
        <source>training script</source>
        <translation>训练脚本</translation>
    </message>
    <message>
        <source>run a Python module with -m instead of a script</source>
        <translation>用 -m 运行 Python 模块，而不是脚本</translation>
    </message>
    <message>
        <source>export a variable before the launcher (repeatable); a variable the platform sets is --platform-env</source>
        <translation>在启动器前导出一个变量（可重复）；平台设置的变量请用 --platform-env</translation>
    </message>
    <message>
        <source>take --nnodes from ${VC_WORKER_NUM} instead of writing the count</source>
        <translation>--nnodes 取自 ${VC_WORKER_NUM}，而不是写出节点数</translation>
    </message>
    <message>
        <source>MASTER line: the guide&apos;s awk pipeline (written clean), ${VC_WORKER_HOSTS%%,*}, or the guide&apos;s text verbatim</source>
        <translation>MASTER 行：指南的 awk 管道（规范写法）、${VC_WORKER_HOSTS%%,*}，或与指南原文完全一致</translation>
    </message>
    <message>
        <source>launch only: how the script reads its local rank: env (pass --use_env, read LOCAL_RANK; the default), or the argument launch passes, --local_rank (torch 1.13) or --local-rank (2.0 and later)</source>
        <translation>仅限 launch：脚本如何读取本地序号：env（传入 --use_env，读取 LOCAL_RANK；默认），或 launch 传入的参数：--local_rank（torch 1.13）或 --local-rank（2.0 及以后）</translation>
    </message>
    <message>
        <source>launch only: the same as --local-rank-from env</source>
        <translation>仅限 launch：等同于 --local-rank-from env</translation>
    </message>
    <message>
        <source>--%1 is still read here as --%2, its older spelling.</source>
        <translation>这里仍把 --%1 当作 --%2 读取（它以前的写法）。</translation>
    </message>
    <message>
        <source>script arguments</source>
        <translation>脚本参数</translation>
    </message>
    <message>
        <source>GPUs per node, 0 for CPU only (default: the --job file&apos;s, else the command&apos;s --nproc_per_node, else 8; for expand, unknown: what nvidia-smi lists is the node&apos;s)</source>
        <translation>每节点 GPU 数，0 表示仅用 CPU（默认：--job 文件中的值，否则为启动命令的 --nproc_per_node，否则为 8；expand 默认未知：nvidia-smi 列出的内容由节点决定）</translation>
    </message>
</context>
<context>
    <name>CliModule</name>
    <message>
        <source>cannot load %1: %2</source>
        <translation>无法加载 %1：%2</translation>
    </message>
    <message>
        <source>%1 is from another build (version %2), this program is version %3</source>
        <translation>%1 来自另一次构建（版本 %2），本程序的版本是 %3</translation>
    </message>
    <message>
        <source>%1 is missing (searched %2)</source>
        <translation>缺少 %1（已查找 %2）</translation>
    </message>
</context>
<context>
    <name>CliSubcommand</name>
    <message>
        <source>show this help</source>
        <translation>显示此帮助</translation>
    </message>
    <message>
        <source>text (default) or json</source>
        <translation>text（默认）或 json</translation>
    </message>
    <message>
        <source>expected at most one %1, got %2</source>
        <translation>最多只能给出一个 %1，实际给出 %2 个</translation>
    </message>
    <message>
        <source>unexpected argument &quot;%1&quot;: script arguments go after --</source>
        <translation>意外的参数“%1”：脚本参数应放在 -- 之后</translation>
    </message>
    <message>
        <source>unexpected argument &quot;%1&quot;</source>
        <translation>意外的参数“%1”</translation>
    </message>
    <message>
        <source>--format: &quot;%1&quot; is not one of: %2</source>
        <translation>--format：“%1”不是以下之一：%2</translation>
    </message>
</context>
<context>
    <name>CliTorchOption</name>
    <message>
        <source>--torch: &quot;%1&quot; is not a version such as 2.6, 1.13 or unknown</source>
        <translation>--torch：“%1”不是 2.6、1.13 或 unknown 这样的版本</translation>
    </message>
    <message>
        <source>--torch: %1 is not a torch release this tool knows (%2 to %3, or unknown)</source>
        <translation>--torch：%1 不是本工具已知的 torch 版本（%2 到 %3，或 unknown）</translation>
    </message>
</context>
<context>
    <name>CliValidateCommand</name>
    <message>
        <source>Check a start command (or a whole start-command snippet) the way bash and the chosen torch version read it. Reads FILE, or standard input when FILE is - or missing.
Output: FILE:LINE:COL: error|warning|info: message [CODE], with the fix below it.
Exit codes: 0 no error, 1 errors found, 2 usage or input error.</source>
        <translation>按 bash 和所选 torch 版本的读法检查启动命令（或整段启动命令）。读取 FILE，FILE 为 - 或缺省时读取标准输入。
输出：FILE:LINE:COL: error|warning|info: 消息 [代码]，修复建议在其下方。
退出码：0 没有错误，1 发现错误，2 用法或输入错误。</translation>
    </message>
    <message>
        <source>text (default) or json; markdown for --list-codes</source>
        <translation>text（默认）或 json；--list-codes 时可用 markdown</translation>
    </message>
    <message>
        <source>also run shellcheck and merge its findings (SC codes)</source>
        <translation>同时运行 shellcheck 并合并其结果（SC 代码）</translation>
    </message>
    <message>
        <source>list every diagnostic code and exit</source>
        <translation>列出所有诊断代码后退出</translation>
    </message>
    <message>
        <source>explain one diagnostic code and exit</source>
        <translation>解释一个诊断代码后退出</translation>
    </message>
    <message>
        <source>the snippet to check; - or nothing for standard input</source>
        <translation>要检查的命令片段；- 或不给时读取标准输入</translation>
    </message>
    <message>
        <source>unknown code &quot;%1&quot; (see --list-codes)</source>
        <translation>未知代码“%1”（见 --list-codes）</translation>
    </message>
    <message>
        <source>--format markdown is only for --list-codes</source>
        <translation>--format markdown 只能用于 --list-codes</translation>
    </message>
    <message>
        <source>the input is not valid UTF-8; invalid bytes were read as U+FFFD</source>
        <translation>输入不是有效的 UTF-8；无效字节按 U+FFFD 读取</translation>
    </message>
    <message>
        <source>ShellCheck skipped: %1</source>
        <translation>已跳过 ShellCheck：%1</translation>
    </message>
</context>
<context>
    <name>CommandDiagnostic</name>
    <message>
        <source>    fix: insert &apos;%1&apos; at %2:%3</source>
        <translation>    修复：在 %2:%3 处插入“%1”</translation>
    </message>
    <message>
        <source>    fix: delete &apos;%1&apos;</source>
        <translation>    修复：删除“%1”</translation>
    </message>
    <message>
        <source>    fix: replace &apos;%1&apos; with &apos;%2&apos;</source>
        <translation>    修复：将“%1”替换为“%2”</translation>
    </message>
    <message numerus="yes">
        <source>    fix: convert Windows line endings (\r) to Unix ones: delete %n carriage return(s)</source>
        <translation>
            <numerusform>    修复：把 Windows 换行符（
）转换为 Unix 换行符：删除 %n 个回车符</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> (in %n places)</source>
        <translation>
            <numerusform>（共 %n 处）</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CommandDiagnosticCatalog</name>
    <message>
        <source>%1 (%2): %3

%4

Example:
%5</source>
        <translation>%1（%2）：%3

%4

示例：
%5</translation>
    </message>
    <message>
        <source># Diagnostics of `ddpwizard-cli validate`

Generated by `ddpwizard-cli validate --list-codes --format markdown`; do not edit by hand.
Codes: DDP1xx shell, DDP2xx argparse, DDP3xx values, DDP4xx topology and rendezvous, DDP5xx agreement with the form, DDP6xx launch.py and torch versions. ShellCheck&apos;s own findings keep their SC codes.
</source>
        <translation># `ddpwizard-cli validate` 的诊断

由 `ddpwizard-cli validate --list-codes --format markdown` 生成；请勿手动编辑。
代码：DDP1xx shell，DDP2xx argparse，DDP3xx 取值，DDP4xx 拓扑和汇合，DDP5xx 与表单一致，DDP6xx launch.py 和 torch 版本。ShellCheck 自身的结果保留其 SC 代码。
</translation>
    </message>
    <message>
        <source>Severity: %1

</source>
        <translation>严重程度：%1

</translation>
    </message>
    <message>
        <source>Example:

```bash
%1```
</source>
        <translation>示例：

```bash
%1```
</translation>
    </message>
    <message>
        <source>The shell cannot read the snippet</source>
        <translation>shell 无法解析命令片段</translation>
    </message>
    <message>
        <source>The launcher runs in the background</source>
        <translation>启动器在后台运行</translation>
    </message>
    <message>
        <source>The launcher&apos;s exit status is lost in a pipeline</source>
        <translation>管道中丢失了启动器的退出状态</translation>
    </message>
    <message>
        <source>In &apos;torchrun ... | tee log&apos; the pipeline&apos;s status is that of the last command, so a failed training looks successful to the platform. Add &apos;set -o pipefail&apos; before it, or log with torchrun&apos;s own --log-dir/--tee.</source>
        <translation>在“torchrun ... | tee log”中，管道的退出状态是最后一条命令的状态，因此训练失败在平台看来也是成功的。请在其前面加上“set -o pipefail”，或改用 torchrun 自带的 --log-dir/--tee 记录日志。</translation>
    </message>
    <message>
        <source>nohup in a start command</source>
        <translation>启动命令中使用了 nohup</translation>
    </message>
    <message>
        <source>The MASTER line may fail silently</source>
        <translation>MASTER 这一行可能静默失败</translation>
    </message>
    <message>
        <source>MASTER is derived from the hosts variable. If that variable is empty or the command fails, MASTER is empty and the launcher waits for a rendezvous that never comes. &apos;set -e&apos; does not help: export returns its own status, and awk succeeds on empty input. Stop on an empty MASTER with a line such as &apos;: &quot;${MASTER:?}&quot;&apos; right after it.</source>
        <translation>MASTER 由主机变量得出。如果该变量为空或命令失败，MASTER 就为空，启动器会等待一个永远不会到来的汇合。“set -e”也无济于事：export 返回的是它自己的状态，而 awk 在输入为空时也会成功。请紧接其后加一行，例如 &apos;: &quot;${MASTER:?}&quot;&apos;，在 MASTER 为空时停止。</translation>
    </message>
    <message>
        <source>No launcher in the snippet</source>
        <translation>命令片段中没有启动器</translation>
    </message>
    <message>
        <source>A variable is used but never set</source>
        <translation>使用了从未设置的变量</translation>
    </message>
    <message>
        <source>The launcher&apos;s arguments use a variable that neither the snippet nor the platform sets. Bash replaces it by nothing, which usually breaks the rendezvous address or a count.</source>
        <translation>启动器的参数使用了一个既不由命令片段设置、也不由平台设置的变量。bash 会把它替换为空，这通常会破坏汇合地址或某个数量。</translation>
    </message>
    <message>
        <source>The input is not valid UTF-8</source>
        <translation>输入不是有效的 UTF-8</translation>
    </message>
    <message>
        <source>Some bytes are not valid UTF-8; they were replaced by U+FFFD while reading. The platform&apos;s text box may mangle them too; write the command in plain text.</source>
        <translation>部分字节不是有效的 UTF-8，读取时已替换为 U+FFFD。平台的文本框也可能弄乱这些字节；请用纯文本编写命令。</translation>
    </message>
    <message>
        <source>ShellCheck was not run</source>
        <translation>未运行 ShellCheck</translation>
    </message>
    <message>
        <source>--shellcheck was asked for but the shellcheck program is not installed (or failed), so generic shell problems were not looked for. Install the &apos;shellcheck&apos; package.</source>
        <translation>指定了 --shellcheck，但未安装 shellcheck 程序（或其运行失败），因此没有检查通用的 shell 问题。请安装“shellcheck”软件包。</translation>
    </message>
    <message>
        <source>The launcher&apos;s argparse rejects the command</source>
        <translation>启动器的 argparse 拒绝该命令</translation>
    </message>
    <message>
        <source>The launcher&apos;s argument parser would stop with &apos;error:&apos; and exit 2 before starting anything.</source>
        <translation>启动器的参数解析器会报“error:”并以退出码 2 退出，不会启动任何东西。</translation>
    </message>
    <message>
        <source>Unrecognized arguments</source>
        <translation>无法识别的参数</translation>
    </message>
    <message>
        <source>An option before the training script is not one the launcher of this torch version knows. argparse stops with &apos;unrecognized arguments&apos;.</source>
        <translation>训练脚本之前的某个选项不是此 torch 版本的启动器所认识的。argparse 会报“unrecognized arguments”并停止。</translation>
    </message>
    <message>
        <source>Ambiguous option</source>
        <translation>有歧义的选项</translation>
    </message>
    <message>
        <source>An abbreviated option matches more than one option; argparse refuses to guess. From torch 2.0 on, a prefix that stops before the first separator of a two-spelling option (--nproc) is ambiguous. Write the option in full.</source>
        <translation>缩写的选项匹配多个选项，argparse 不会去猜。从 torch 2.0 起，对于有两种写法的选项，在第一个分隔符之前就结束的前缀（如 --nproc）是有歧义的。请写出完整的选项名。</translation>
    </message>
    <message>
        <source>An option needs a value</source>
        <translation>选项缺少值</translation>
    </message>
    <message>
        <source>The option is the last word, or the next word looks like an option, so argparse has no value for it.</source>
        <translation>该选项是最后一个词，或者下一个词看起来像选项，因此 argparse 得不到它的值。</translation>
    </message>
    <message>
        <source>A flag given a value</source>
        <translation>开关被赋了值</translation>
    </message>
    <message>
        <source>Flags such as --standalone take no value; &apos;--standalone=true&apos; is rejected by argparse.</source>
        <translation>--standalone 等开关不带值；argparse 会拒绝“--standalone=true”。</translation>
    </message>
    <message>
        <source>A value of the wrong type</source>
        <translation>值的类型错误</translation>
    </message>
    <message>
        <source>The option takes an int or a float and argparse cannot convert the value.</source>
        <translation>该选项接受整数或浮点数，而 argparse 无法转换该值。</translation>
    </message>
    <message>
        <source>A value that is not one of the choices</source>
        <translation>值不在可选范围内</translation>
    </message>
    <message>
        <source>The option only accepts a fixed list of values (e.g. --start_method spawn, fork or forkserver).</source>
        <translation>该选项只接受固定的几个值（例如 --start_method 只接受 spawn、fork 或 forkserver）。</translation>
    </message>
    <message>
        <source>No training script</source>
        <translation>没有训练脚本</translation>
    </message>
    <message>
        <source>The launcher needs the training script (or a module with -m) after its options.</source>
        <translation>启动器在其选项之后需要训练脚本（或用 -m 指定的模块）。</translation>
    </message>
    <message>
        <source>A PET_ variable of a flag is not an integer</source>
        <translation>开关对应的 PET_ 变量不是整数</translation>
    </message>
    <message>
        <source>torch reads PET_&lt;FLAG&gt; variables with int() while building its parser; &apos;true&apos; crashes it.</source>
        <translation>torch 在构建参数解析器时用 int() 读取 PET_&lt;FLAG&gt; 变量；值为“true”会使其崩溃。</translation>
    </message>
    <message>
        <source>Invalid --nnodes</source>
        <translation>无效的 --nnodes</translation>
    </message>
    <message>
        <source>--nnodes is N or MIN:MAX with integers 0 &lt; MIN &lt;= MAX; anything else makes torchrun fail at start-up.</source>
        <translation>--nnodes 应为 N 或 MIN:MAX，均为整数且 0 &lt; MIN &lt;= MAX；其他值都会使 torchrun 在启动时失败。</translation>
    </message>
    <message>
        <source>Invalid --nproc_per_node</source>
        <translation>无效的 --nproc_per_node</translation>
    </message>
    <message>
        <source>--nproc_per_node is a positive integer or one of cpu, gpu, auto (newer versions add xpu).</source>
        <translation>--nproc_per_node 应为正整数，或 cpu、gpu、auto 之一（较新版本还支持 xpu）。</translation>
    </message>
    <message>
        <source>Negative --max_restarts</source>
        <translation>--max_restarts 为负数</translation>
    </message>
    <message>
        <source>--max_restarts must be 0 or more.</source>
        <translation>--max_restarts 必须大于等于 0。</translation>
    </message>
    <message>
        <source>Invalid --rdzv_conf</source>
        <translation>无效的 --rdzv_conf</translation>
    </message>
    <message>
        <source>--rdzv_conf is a comma-separated list of key=value pairs.</source>
        <translation>--rdzv_conf 是以逗号分隔的 key=value 对列表。</translation>
    </message>
    <message>
        <source>Invalid --redirects, --tee or --local-ranks-filter</source>
        <translation>无效的 --redirects、--tee 或 --local-ranks-filter</translation>
    </message>
    <message>
        <source>--redirects and --tee take 0-3 or a per-rank map like 0:1,1:2; --local-ranks-filter takes integers.</source>
        <translation>--redirects 和 --tee 接受 0-3，或按本地序号分别指定的映射（如 0:1,1:2）；--local-ranks-filter 接受整数。</translation>
    </message>
    <message>
        <source>--monitor_interval must be positive</source>
        <translation>--monitor_interval 必须为正数</translation>
    </message>
    <message>
        <source>The agent polls its workers every monitor_interval seconds; 0 or less is rejected.</source>
        <translation>代理每隔 monitor_interval 秒轮询一次其工作进程；0 或更小的值会被拒绝。</translation>
    </message>
    <message>
        <source>Invalid rendezvous endpoint</source>
        <translation>无效的汇合端点</translation>
    </message>
    <message>
        <source>The endpoint is host[:port] with a valid host name or address and a port from 0 to 65535.</source>
        <translation>端点的格式为 host[:port]，其中主机名或地址必须有效，端口在 0 到 65535 之间。</translation>
    </message>
    <message>
        <source>Static rendezvous endpoint without a port</source>
        <translation>static 汇合端点缺少端口</translation>
    </message>
    <message>
        <source>With the static backend the endpoint needs an explicit port.</source>
        <translation>使用 static 后端时，端点必须显式指定端口。</translation>
    </message>
    <message>
        <source>--no_python together with --module</source>
        <translation>--no_python 与 --module 同时使用</translation>
    </message>
    <message>
        <source>--no_python runs the script as a program, --module runs it with python -m: they exclude each other.</source>
        <translation>--no_python 把脚本当作程序直接运行，--module 用 python -m 运行它：两者互斥。</translation>
    </message>
    <message>
        <source>A value torchrun cannot use</source>
        <translation>torchrun 无法使用的值</translation>
    </message>
    <message>
        <source>argparse accepts the value but torchrun crashes using it (e.g. --nnodes=-- becomes an empty list).</source>
        <translation>argparse 接受该值，但 torchrun 使用它时会崩溃（例如 --nnodes=-- 会变成空列表）。</translation>
    </message>
    <message>
        <source>Port 0 in a multi-node job</source>
        <translation>多节点任务使用端口 0</translation>
    </message>
    <message>
        <source>Port 0 means &apos;any free port&apos;: every node would pick its own, so they never meet. Use a fixed port such as 29500.</source>
        <translation>端口 0 表示“任意空闲端口”：每个节点会各自选择端口，因此永远无法汇合。请使用固定端口，例如 29500。</translation>
    </message>
    <message>
        <source>A privileged port</source>
        <translation>特权端口</translation>
    </message>
    <message>
        <source>Ports below 1024 need root to listen on and are often taken by system services; use a port from 1024 to 65535, e.g. 29500.</source>
        <translation>监听 1024 以下的端口需要 root 权限，而且这些端口常被系统服务占用；请使用 1024 到 65535 之间的端口，例如 29500。</translation>
    </message>
    <message>
        <source>A port out of range</source>
        <translation>端口超出范围</translation>
    </message>
    <message>
        <source>A TCP port is between 1 and 65535; the store cannot bind a larger number.</source>
        <translation>TCP 端口在 1 到 65535 之间；存储无法绑定更大的端口号。</translation>
    </message>
    <message>
        <source>--standalone in a multi-node job</source>
        <translation>多节点任务中使用了 --standalone</translation>
    </message>
    <message>
        <source>--standalone starts a private rendezvous on localhost: every node would train alone. Remove it and give a rendezvous endpoint on the master node.</source>
        <translation>--standalone 在 localhost 上启动私有汇合：每个节点都会独自训练。请删除它，并指定位于主节点上的汇合端点。</translation>
    </message>
    <message>
        <source>--standalone overrides the --rdzv options</source>
        <translation>--standalone 覆盖了 --rdzv 选项</translation>
    </message>
    <message>
        <source>With --standalone torchrun replaces --rdzv_backend, --rdzv_endpoint and --rdzv_id by its own localhost values; the options given are ignored.</source>
        <translation>使用 --standalone 时，torchrun 会用它自己的 localhost 值替换 --rdzv_backend、--rdzv_endpoint 和 --rdzv_id；给出的这些选项会被忽略。</translation>
    </message>
    <message>
        <source>Static rendezvous without a master address</source>
        <translation>static 汇合缺少主节点地址</translation>
    </message>
    <message>
        <source>The node rank is the same on every node</source>
        <translation>每个节点的节点序号都相同</translation>
    </message>
    <message>
        <source>With static rendezvous every node needs its own --node_rank in [0, nnodes). A fixed number (or the default 0) gives all nodes the same rank and the job hangs. Use ${VC_TASK_INDEX}.</source>
        <translation>使用 static 汇合时，每个节点都需要自己的 --node_rank，取值在 [0, nnodes) 内。固定的数字（或默认值 0）会让所有节点得到相同的序号，任务将挂起。请使用 ${VC_TASK_INDEX}。</translation>
    </message>
    <message>
        <source>Dynamic rendezvous without a reachable endpoint</source>
        <translation>动态汇合没有可访问的端点</translation>
    </message>
    <message>
        <source>A multi-node c10d or etcd rendezvous needs --rdzv_endpoint on a host every node reaches; an empty or loopback endpoint makes each node wait alone.</source>
        <translation>多节点的 c10d 或 etcd 汇合需要 --rdzv_endpoint 指向每个节点都能访问的主机；端点为空或为环回地址时，每个节点都会独自等待。</translation>
    </message>
    <message>
        <source>The rendezvous id differs between nodes</source>
        <translation>各节点的汇合 ID 不同</translation>
    </message>
    <message>
        <source>Default rendezvous id</source>
        <translation>默认的汇合 ID</translation>
    </message>
    <message>
        <source>Static-only options with a dynamic rendezvous</source>
        <translation>动态汇合使用了仅用于 static 的选项</translation>
    </message>
    <message>
        <source>--node_rank, --master_addr and --master_port are only used by the static backend; with c10d or etcd they are ignored.</source>
        <translation>--node_rank、--master_addr 和 --master_port 只有 static 后端使用；使用 c10d 或 etcd 时它们会被忽略。</translation>
    </message>
    <message>
        <source>--nnodes disagrees with the node count</source>
        <translation>--nnodes 与节点数量不一致</translation>
    </message>
    <message>
        <source>The form starts a different number of nodes than --nnodes says: the rendezvous waits for nodes that never come (or drops some). Use the node count, or ${VC_WORKER_NUM}.</source>
        <translation>表单启动的节点数与 --nnodes 所说的不同：汇合会等待永远不会到来的节点（或丢下部分节点）。请使用节点数量，或 ${VC_WORKER_NUM}。</translation>
    </message>
    <message>
        <source>--nnodes uses another role&apos;s count</source>
        <translation>--nnodes 使用了另一个节点组的节点数量</translation>
    </message>
    <message>
        <source>--nnodes takes a VC_*_NUM variable of a role other than the worker role.</source>
        <translation>--nnodes 取的是 worker 节点组以外另一个节点组的 VC_*_NUM 变量。</translation>
    </message>
    <message>
        <source>--nproc_per_node disagrees with the GPUs per node</source>
        <translation>--nproc_per_node 与每节点 GPU 数不一致</translation>
    </message>
    <message>
        <source>The MASTER line does not take the first host</source>
        <translation>MASTER 这一行取的不是第一个主机</translation>
    </message>
    <message>
        <source>--node_rank does not come from VC_TASK_INDEX</source>
        <translation>--node_rank 不是取自 VC_TASK_INDEX</translation>
    </message>
    <message>
        <source>For static rendezvous the platform gives each node its index in ${VC_TASK_INDEX}; any other source risks duplicate or missing ranks.</source>
        <translation>对于 static 汇合，平台在 ${VC_TASK_INDEX} 中给出每个节点的序号；取自其他来源可能导致序号重复或缺失。</translation>
    </message>
    <message>
        <source>The rendezvous address does not use MASTER</source>
        <translation>汇合地址没有使用 MASTER</translation>
    </message>
    <message>
        <source>The rendezvous endpoint (or --master_addr) should be ${MASTER}, the first host of VC_WORKER_HOSTS, so that it follows the job wherever the platform schedules it.</source>
        <translation>汇合端点（或 --master_addr）应为 ${MASTER}，即 VC_WORKER_HOSTS 中的第一个主机，这样无论平台把任务调度到哪里，它都会随之变化。</translation>
    </message>
    <message>
        <source>Not the image&apos;s python</source>
        <translation>不是镜像中的 python</translation>
    </message>
    <message>
        <source>The interpreter that runs the launcher is not the one the form names (or is an absolute system path that bypasses a conda or virtual environment), so torch may be missing or a different version.</source>
        <translation>运行启动器的解释器不是表单中指定的那个（或者是绕过 conda 或虚拟环境的系统绝对路径），因此可能没有 torch，或 torch 版本不同。</translation>
    </message>
    <message>
        <source>The option needs a newer torch</source>
        <translation>该选项需要更新的 torch 版本</translation>
    </message>
    <message>
        <source>The spelling or option only exists in a later torch release: dash spellings such as --nproc-per-node arrived in 2.0; torch 1.13 only knows --nproc_per_node.</source>
        <translation>该写法或选项只在更高的 torch 版本中才有：--nproc-per-node 等短横线写法从 2.0 开始支持；torch 1.13 只认识 --nproc_per_node。</translation>
    </message>
    <message>
        <source>torch.distributed.launch is deprecated</source>
        <translation>torch.distributed.launch 已弃用</translation>
    </message>
    <message>
        <source>The script must accept --local-rank / --local_rank</source>
        <translation>脚本必须接受 --local-rank / --local_rank</translation>
    </message>
    <message>
        <source>--no_python without --use_env</source>
        <translation>使用了 --no_python 但没有 --use_env</translation>
    </message>
    <message>
        <source>torch.distributed.launch refuses --no_python unless --use_env is given.</source>
        <translation>除非同时给出 --use_env，否则 torch.distributed.launch 拒绝 --no_python。</translation>
    </message>
    <message>
        <source>A placeholder from the documentation</source>
        <translation>文档中的占位符</translation>
    </message>
    <message>
        <source>A word such as &lt;script args&gt;, &lt;master-ip&gt;, &lt;your_random_port&gt;, YOUR_TRAINING_SCRIPT.py, &apos;...&apos; or a bare NUM_GPUS is a placeholder from the platform&apos;s guide or a README, not a value: bash reads &lt;...&gt; as redirections and torch rejects the words. Replace it with the real value.</source>
        <translation>&lt;script args&gt;、&lt;master-ip&gt;、&lt;your_random_port&gt;、YOUR_TRAINING_SCRIPT.py、“...”或单独的 NUM_GPUS 这类词是平台指南或 README 中的占位符，不是取值：bash 会把 &lt;...&gt; 当作重定向，torch 也会拒绝这些词。请换成实际的值。</translation>
    </message>
    <message>
        <source>A here-document is not closed</source>
        <translation>嵌入文档（here-document）没有结束</translation>
    </message>
    <message>
        <source>No line holds the here-document&apos;s delimiter, so its body runs to the end of the text: bash only warns, and every line after the &lt;&lt; is input to the command instead of commands of the snippet.</source>
        <translation>没有任何一行是嵌入文档（here-document）的结束标记，因此它的内容一直延续到文本末尾：bash 只给出警告，&lt;&lt; 之后的每一行都成了该命令的输入，而不再是片段中的命令。</translation>
    </message>
    <message>
        <source>Not every launcher was checked</source>
        <translation>并非每个启动器都已检查</translation>
    </message>
    <message>
        <source>The snippet starts more than 64 launchers. A start command has one; the first 64 are checked, the rest are not, so that any text is checked in bounded time and memory.</source>
        <translation>片段启动了超过 64 个启动器。启动命令只有一个；这里只检查前 64 个，其余不检查，以便任何文本都能在有限的时间和内存内检查完。</translation>
    </message>
    <message>
        <source>A launcher option after the training script</source>
        <translation>启动器选项写在了训练脚本之后</translation>
    </message>
    <message>
        <source>Everything after the training script goes to the script, so a launcher option written there (train.py --nproc_per_node=8) never reaches the launcher, which uses its default, and the script may reject it. Move it before the script.</source>
        <translation>训练脚本之后的一切都交给脚本，因此写在那里的启动器选项（train.py --nproc_per_node=8）永远到不了启动器，启动器会使用默认值，而脚本可能拒绝它。请把它移到脚本之前。</translation>
    </message>
    <message>
        <source>Evaluated on sample hosts, the MASTER line does not give the first host of VC_WORKER_HOSTS. With the static rendezvous (and torch.distributed.launch) that is an error: rank 0 must run on the master address and rank 0 is node 0, the first host, so the nodes never meet. With c10d it is only info: any node can host the store (the agent whose host matches the endpoint starts it) and the ranks come from the rendezvous. When the backend is only known on the node, it is a warning.</source>
        <translation>在示例主机上求值时，MASTER 这一行得到的不是 VC_WORKER_HOSTS 的第一个主机。对 static 汇合（以及 torch.distributed.launch）这是错误：0 号进程必须运行在主节点地址上，而 0 号进程就在节点 0、即第一个主机上，因此各节点永远无法汇合。对 c10d 这只是提示：任何节点都可以承载存储（主机与端点一致的那个代理会启动它），各进程序号由汇合分配。后端只有在节点上才知道时，这是警告。</translation>
    </message>
    <message>
        <source>--local_rank written by hand in the script&apos;s arguments</source>
        <translation>在脚本参数中手写了 --local_rank</translation>
    </message>
    <message>
        <source>torchrun (and torch.distributed.launch with --use_env) gives each worker its local rank in the LOCAL_RANK environment variable. A --local_rank N or --local-rank=N written after the script reaches every worker with the same N, and a script that uses it puts every rank on GPU N. Remove it and read LOCAL_RANK.</source>
        <translation>torchrun（以及带 --use_env 的 torch.distributed.launch）通过环境变量 LOCAL_RANK 告诉每个工作进程它的本地序号。写在脚本之后的 --local_rank N 或 --local-rank=N 会以同一个 N 传给每个工作进程，使用它的脚本会把所有进程都放到 GPU N 上。请删除它，改为读取 LOCAL_RANK。</translation>
    </message>
    <message>
        <source>A blank after the line-continuation backslash</source>
        <translation>行尾续行反斜杠之后有空白</translation>
    </message>
    <message>
        <source>A backslash continues the command on the next line only when the newline comes right after it. With a blank (or a carriage return) in between, the backslash quotes the blank, the command ends at the newline, and bash runs the next line as a command of its own: the launcher misses the options that follow and gets a blank argument. Delete what follows the backslash.</source>
        <translation>只有换行紧跟在反斜杠之后，反斜杠才会把命令续到下一行。如果中间夹着空白（或回车符），反斜杠转义的是这个空白，命令在换行处结束，bash 会把下一行当作一条独立的命令运行：启动器收不到后面的选项，还会多出一个空白参数。请删除反斜杠之后的内容。</translation>
    </message>
    <message>
        <source>Not every finding is listed</source>
        <translation>并未列出全部发现</translation>
    </message>
    <message>
        <source>The snippet has more than 100 findings of one code (a placeholder pasted a thousand times). The first 100 are listed and the rest only counted, so that any text is checked in bounded time and memory. Fix those and check again.</source>
        <translation>该片段中同一代码的发现超过 100 条（例如一个占位符被粘贴了上千次）。只列出前 100 条，其余的只计数，以便任何文本都能在有限的时间和内存内检查完毕。请先修复这些，再重新检查。</translation>
    </message>
    <message>
        <source>The wrapper&apos;s machine count is not the form&apos;s node count</source>
        <translation>包装启动器的机器数不是表单的节点数</translation>
    </message>
    <message>
        <source>accelerate launch passes --num_machines (1 when not given) to torchrun as --nnodes; deepspeed&apos;s --num_nodes keeps only the first N hosts of its hostfile. A count different from the job&apos;s node count makes the rendezvous wait for nodes that never come, or leaves nodes out; without --num_machines each node of a multi-node job trains on its own. Use ${VC_WORKER_NUM}.</source>
        <translation>accelerate launch 把 --num_machines（未给出时为 1）作为 --nnodes 传给 torchrun；deepspeed 的 --num_nodes 只保留其 hostfile 的前 N 个主机。与任务节点数不同的数量会让汇合等待永远不会来的节点，或者漏掉节点；没有 --num_machines 时，多节点任务的每个节点各自单独训练。请使用 ${VC_WORKER_NUM}。</translation>
    </message>
    <message>
        <source>The wrapper starts the wrong number of processes per node</source>
        <translation>包装启动器在每个节点上启动的进程数不对</translation>
    </message>
    <message>
        <source>accelerate&apos;s --num_processes is the TOTAL over all machines: torchrun gets num_processes // num_machines per node. Giving the per-node GPU count (8 on 2 machines) starts 4 processes per node and leaves half the GPUs idle; without --num_processes accelerate takes one node&apos;s GPU count as the total. deepspeed&apos;s --num_gpus is per node and must match the node&apos;s GPUs.</source>
        <translation>accelerate 的 --num_processes 是所有机器上的总数：torchrun 每个节点得到 num_processes // num_machines 个进程。给出每节点的 GPU 数（2 台机器上写 8）会在每个节点启动 4 个进程，一半 GPU 闲置；没有 --num_processes 时，accelerate 把一个节点的 GPU 数当作总数。deepspeed 的 --num_gpus 是每节点的数量，必须与节点的 GPU 数一致。</translation>
    </message>
    <message>
        <source>The wrapper&apos;s machine rank is missing or not the node&apos;s index</source>
        <translation>包装启动器的机器序号缺失或不是节点的序号</translation>
    </message>
    <message>
        <source>With the static rendezvous every node passes its own rank: accelerate&apos;s --machine_rank, deepspeed&apos;s --node_rank (with --no_ssh). Without it accelerate stops (int(None)) and deepspeed asserts; a rank that is not the node&apos;s index (evaluated on each node of the job) gives two nodes the same rank. On the platform the index is ${VC_TASK_INDEX}.</source>
        <translation>使用 static 汇合时，每个节点传入自己的序号：accelerate 的 --machine_rank、deepspeed 的 --node_rank（配合 --no_ssh）。缺少它时 accelerate 会停止（int(None)），deepspeed 会断言失败；不等于节点序号的值（在任务的每个节点上求值）会让两个节点拥有相同的序号。在平台上，节点序号是 ${VC_TASK_INDEX}。</translation>
    </message>
    <message>
        <source>The wrapper&apos;s main process address is missing or not the first host</source>
        <translation>包装启动器的主进程地址缺失或不是第一个主机</translation>
    </message>
    <message>
        <source>accelerate&apos;s --main_process_ip and deepspeed&apos;s --master_addr say where rank 0 holds the store: the first host of the role, the same on every node. Without it accelerate passes the host &apos;None&apos; and deepspeed asks the first host over ssh; another host, or localhost, means the nodes never meet.</source>
        <translation>accelerate 的 --main_process_ip 和 deepspeed 的 --master_addr 指明 0 号进程持有存储的位置：该节点组的第一个主机，所有节点相同。缺少它时 accelerate 传入主机“None”，deepspeed 通过 ssh 询问第一个主机；其他主机或 localhost 意味着节点永远无法汇合。</translation>
    </message>
    <message>
        <source>accelerate refuses these options together</source>
        <translation>accelerate 拒绝同时使用这些选项</translation>
    </message>
    <message>
        <source>accelerate launch stops before starting anything when more than one of --cpu, --multi_gpu, --tpu, --use_deepspeed and --use_fsdp is given, when --multi_gpu has fewer than 2 processes, or with both --module and --no_python.</source>
        <translation>在给出 --cpu、--multi_gpu、--tpu、--use_deepspeed 和 --use_fsdp 中的多个、--multi_gpu 少于 2 个进程，或同时给出 --module 和 --no_python 时，accelerate launch 在启动任何东西之前就停止。</translation>
    </message>
    <message>
        <source>The launcher starts every node itself over ssh</source>
        <translation>启动器自己通过 ssh 启动每个节点</translation>
    </message>
    <message>
        <source>Without --no_ssh the deepspeed runner starts the job on every host of its hostfile through pdsh (or MPI). The platform already runs the start command on every node, so each node starts the whole job again (or fails where the image has no pdsh or ssh between pods). Give every node --no_ssh --node_rank=${VC_TASK_INDEX}. accelerate&apos;s --use_deepspeed takes that path too unless --deepspeed_multinode_launcher is standard.</source>
        <translation>没有 --no_ssh 时，deepspeed 启动器通过 pdsh（或 MPI）在其 hostfile 的每个主机上启动任务。平台已经在每个节点上运行启动命令，因此每个节点都会再次启动整个任务（或者在镜像没有 pdsh、Pod 之间没有 ssh 时失败）。请给每个节点加上 --no_ssh --node_rank=${VC_TASK_INDEX}。除非 --deepspeed_multinode_launcher 为 standard，accelerate 的 --use_deepspeed 也会走这条路径。</translation>
    </message>
    <message>
        <source>The DeepSpeed hostfile does not describe the job</source>
        <translation>DeepSpeed 的 hostfile 与任务不符</translation>
    </message>
    <message>
        <source>deepspeed reads its nodes from the hostfile (default /job/hostfile), one &apos;host slots=N&apos; line per node in node order. Evaluated on each node: a missing file makes every node train alone; a bad line or a host listed twice stops the runner; a line count other than the node count or slots other than the GPUs per node start the wrong job. Write it from ${VC_WORKER_HOSTS} before the launcher.</source>
        <translation>deepspeed 从 hostfile（默认 /job/hostfile）读取节点，每个节点一行“host slots=N”，按节点顺序排列。在每个节点上求值：文件缺失会让每个节点单独训练；格式错误的行或重复列出的主机会让启动器停止；行数不等于节点数或 slots 不等于每节点 GPU 数会启动错误的任务。请在启动器之前根据 ${VC_WORKER_HOSTS} 写出该文件。</translation>
    </message>
    <message>
        <source>accelerate takes its settings from a config file</source>
        <translation>accelerate 从配置文件读取设置</translation>
    </message>
    <message>
        <source>--same_network loses the address of a dynamic rendezvous</source>
        <translation>--same_network 丢失了动态汇合的地址</translation>
    </message>
    <message>
        <source>With --same_network accelerate passes the main process address to torchrun as --master_addr and --master_port, which only the static rendezvous reads. With --rdzv_backend c10d (or etcd) torchrun&apos;s --rdzv_endpoint stays empty, so every node looks for the rendezvous on localhost:29400 and the nodes never meet. Without --same_network accelerate passes --rdzv_endpoint=IP:PORT, which works with every backend.</source>
        <translation>使用 --same_network 时，accelerate 把主进程地址作为 --master_addr 和 --master_port 传给 torchrun，而只有静态汇合会读取它们。使用 --rdzv_backend c10d（或 etcd）时，torchrun 的 --rdzv_endpoint 为空，于是每个节点都在 localhost:29400 上寻找汇合，节点永远无法汇合。不使用 --same_network 时，accelerate 传入 --rdzv_endpoint=IP:PORT，对所有后端都有效。</translation>
    </message>
    <message>
        <source>--rdzv_id defaults to &apos;none&apos; (left off or written out). Two jobs sharing an endpoint would join each other; set a job name.</source>
        <translation>--rdzv_id 默认为“none”（不写或明确写出都一样）。共用同一端点的两个任务会互相加入；请设置任务名。</translation>
    </message>
    <message>
        <source>torch.distributed.launch is deprecated in favour of torchrun and prints a FutureWarning; it may be removed. Use torchrun (the script reads LOCAL_RANK from the environment). Info when the job chose this launcher (validate --job, the preview).</source>
        <translation>torch.distributed.launch 已弃用，建议改用 torchrun；它会打印 FutureWarning，将来可能被移除。请使用 torchrun（脚本从环境变量读取 LOCAL_RANK）。任务选定了这个启动器时（validate --job、预览）只作为提示。</translation>
    </message>
    <message>
        <source>A node range with the static rendezvous</source>
        <translation>静态汇合使用了节点数范围</translation>
    </message>
    <message>
        <source>The static rendezvous is not elastic: with --nnodes=MIN:MAX it waits for all MAX nodes, so a job that starts fewer never begins (it times out after 15 minutes). Give the node count itself, or use c10d for an elastic job. When the job starts exactly MAX nodes it works, and the range only misleads (info).</source>
        <translation>静态汇合不是弹性的：--nnodes=MIN:MAX 时它会等齐全部 MAX 个节点，节点数少于 MAX 的任务永远不会开始（15 分钟后超时）。请直接写节点数，或者改用 c10d 做弹性任务。任务正好启动 MAX 个节点时可以运行，此时范围只会误导人（提示）。</translation>
    </message>
    <message>
        <source>A multi-node static rendezvous needs --master_addr (or an endpoint) that every node can reach; the default 127.0.0.1 points each node at itself. The fix passes --master_addr=${MASTER}, and where the snippet does not set MASTER before the launcher it adds the lines that set it to the first host.</source>
        <translation>多节点的 static 汇合需要一个每个节点都能访问的 --master_addr（或端点）；默认的 127.0.0.1 让每个节点都指向自己。修复会传入 --master_addr=${MASTER}；如果片段在启动器之前没有设置 MASTER，修复还会添加把它设为第一个主机的几行。</translation>
    </message>
    <message>
        <source>Bash stops before the launcher</source>
        <translation>bash 在启动器之前停止</translation>
    </message>
    <message>
        <source>On the nodes named, bash stops the snippet before the launcher runs, so nothing starts there and the other nodes wait for them: &apos;set -u&apos; (or &apos;set -o nounset&apos;) and a variable that nothing sets, ${NAME:?} of an empty variable, &apos;set -e&apos; and a command that fails outside a condition, or &apos;exit&apos;. The message is the one bash prints. Set the variable (or give it a default with ${NAME:-...}), make the command succeed, or move the exit after the launcher.</source>
        <translation>在所列的节点上，bash 在启动器运行之前就停止了片段，这些节点上什么也不会启动，其他节点则一直等待它们：原因是 &apos;set -u&apos;（或 &apos;set -o nounset&apos;）加上一个没有任何地方设置的变量、空变量的 ${NAME:?}、&apos;set -e&apos; 加上一条在条件之外失败的命令，或者 &apos;exit&apos;。消息就是 bash 打印的那一条。请设置该变量（或用 ${NAME:-...} 给出默认值）、让命令成功，或把 exit 移到启动器之后。</translation>
    </message>
    <message>
        <source>The training script is not a file name</source>
        <translation>训练脚本不是文件名</translation>
    </message>
    <message>
        <source>The evaluation was cut short</source>
        <translation>求值被提前截断</translation>
    </message>
    <message>
        <source>Bash would stop with a syntax error before the launcher ever runs: an unterminated quote, $(...) or ${...}, an if without fi, a loop without done, a case without esac, a missing &apos;;&apos; before then or do, an operator with no command after it, a placeholder such as &lt;script args&gt; left in, or the Windows line endings of &apos;then\r&apos;, &apos;fi\r&apos; or &apos;done\r&apos; (bash reads an ordinary word there, not the reserved word). The reader follows bash&apos;s grammar, so this appears exactly where &apos;bash -n&apos; rejects the text; bash runs the commands before it and stops there.</source>
        <translation>bash 会在启动器运行之前就因语法错误而停止：未闭合的引号、$(...) 或 ${...}，缺少 fi 的 if，缺少 done 的循环，缺少 esac 的 case，then 或 do 前缺少“;”，运算符之后没有命令，遗留了 &lt;script args&gt; 这样的占位符，或者“then\r”“fi\r”“done\r”这样的 Windows 换行符（bash 在那里读到的是普通的词，而不是保留字）。本工具按 bash 的语法读取，因此只在“bash -n”拒绝该文本时才报告；bash 会运行它之前的命令，并在这里停止。</translation>
    </message>
    <message>
        <source>The master port differs between nodes</source>
        <translation>各节点的主节点端口不同</translation>
    </message>
    <message>
        <source>With the static rendezvous rank 0&apos;s node listens on its --master_port and every other node connects to the port it was given: a port computed per node (from VC_TASK_INDEX, $RANDOM) makes them wait for each other until the time-out. Use one port on every node.</source>
        <translation>使用 static 汇合时，0 号进程所在的节点在它的 --master_port 上监听，其他节点连接各自得到的端口：按节点计算出的端口（来自 VC_TASK_INDEX、$RANDOM）会让它们互相等待直到超时。请在每个节点上使用同一个端口。</translation>
    </message>
    <message>
        <source>Evaluating the snippet on the nodes (what bash makes of every word, loops, substitutions) took more work or memory than any start command needs: a loop that never ends, a value that doubles each time, megabytes of commands. It stopped at the command named, so that any text is checked in bounded time and memory; what bash makes of that command and those after it is not checked. A text of more commands than its size may hold in memory (a million one-line exports) is read up to the line named, and nothing after it is checked. Simplify the snippet, or check the part that starts the launcher on its own.</source>
        <translation>在各节点上对片段求值（bash 如何展开每个词、循环、命令替换）所需的工作量或内存超过了任何启动命令的需要：例如永不结束的循环、每次翻倍的值、几兆字节的命令。求值在所指的命令处停止，以便任何文本都能在有限的时间和内存内检查完；bash 对该命令及其后命令的处理结果不会被检查。命令多到超出其大小所允许内存的文本（例如一百万行、每行导出一个变量）只读到所指的行，其后的内容都不会被检查。请简化片段，或单独检查启动启动器的那一部分。</translation>
    </message>
    <message>
        <source>No command of the snippet starts torchrun, python -m torch.distributed.run or python -m torch.distributed.launch, so nothing starts the distributed job. Where a script the command writes holds the launcher but stops before it (run with sh, which is dash on Debian and Ubuntu images and stops at bash&apos;s own syntax: arrays, &lt;&lt;&lt;, ${X//a/b}), the finding stands at the command that runs it and says why. A launcher bash finds no program for is an error too: kept in one quoted word (&quot;$LAUNCH&quot; train.py with LAUNCH=&quot;python -m torch.distributed.run&quot;), or an alias in a script without shopt -s expand_aliases.</source>
        <translation>命令片段中没有任何命令启动 torchrun、python -m torch.distributed.run 或 python -m torch.distributed.launch，因此没有东西启动分布式任务。若启动器位于命令写出的脚本中，但脚本在到达它之前就停止（用 sh 运行，而在 Debian 和 Ubuntu 镜像中 sh 是 dash，它遇到 bash 独有的语法就会停止：数组、&lt;&lt;&lt;、${X//a/b}），该问题会标在运行脚本的命令处并说明原因。bash 找不到对应程序的启动器同样是错误：被引号合成一个词（LAUNCH=&quot;python -m torch.distributed.run&quot; 时的 &quot;$LAUNCH&quot; train.py），或在没有 shopt -s expand_aliases 的脚本里使用别名。</translation>
    </message>
    <message>
        <source>The launcher is in text the command runs as commands</source>
        <translation>启动器位于命令当作命令运行的文本中</translation>
    </message>
    <message>
        <source>The command writes a script (a here-document, printf or echo into a file) and runs it with bash, sh, source, &apos;.&apos; or by its path (./run.sh, with the shell its #! line names), or hands a string to bash -c, sh -c or eval, or a here-document to bash&apos;s standard input: bash starts the launcher inside that text. The finding names the command that runs it, the launcher&apos;s line in the text and what the node&apos;s launcher receives. Every rule judges that launcher as one written in the command, with what each node&apos;s shell gives it there; its findings stand at the command that runs the text and offer no fix (a fix would edit the text the shell builds, not the command&apos;s words).</source>
        <translation>命令写出一个脚本（here-document、printf 或 echo 写入文件），再用 bash、sh、source、“.” 或按路径（./run.sh，由其 #! 行指定的 shell）运行它，或者把一个字符串交给 bash -c、sh -c 或 eval，或把 here-document 交给 bash 的标准输入：bash 在这段文本里启动启动器。该提示指出运行它的命令、启动器在文本中的行号，以及节点上的启动器收到的参数。每条规则都把这个启动器当作写在命令里的启动器来判断，取值为各节点的 shell 在那里给出的值；相关问题都标在运行这段文本的命令处，且不提供修复（修复需要改动 shell 构造出的文本，而不是命令中的词）。</translation>
    </message>
    <message>
        <source>A node runs no launcher</source>
        <translation>有节点不运行启动器</translation>
    </message>
    <message>
        <source>On the nodes named, bash reaches the end of the start command without starting a launcher: the branches (if, case, a loop) that start one are not taken there, while other nodes start theirs. Every node of the job must start one; the others wait for the missing ones at the rendezvous until it times out. Give every node a branch that starts the launcher with its own node rank.</source>
        <translation>在列出的节点上，bash 执行到启动命令末尾也没有启动任何启动器：启动它的分支（if、case、循环）在那里没有被执行，而其他节点都启动了自己的启动器。任务的每个节点都必须启动一个启动器；其他节点会在汇合处等待缺席的节点，直到超时。请让每个节点都有一个以自己的节点序号启动启动器的分支。</translation>
    </message>
    <message>
        <source>An empty rendezvous id</source>
        <translation>汇合 ID 为空</translation>
    </message>
    <message>
        <source>The c10d and etcd rendezvous refuse an empty --rdzv_id (&quot;The run id must be a non-empty string&quot;) on every node, before any node meets another: a variable of another scheduler ($SLURM_JOB_ID, $JOB_ID) is unset on the platform. Give a fixed job name.</source>
        <translation>c10d 和 etcd 汇合在每个节点上都拒绝空的 --rdzv_id（&quot;The run id must be a non-empty string&quot;），节点之间还没碰面就停止：其他调度器的变量（$SLURM_JOB_ID、$JOB_ID）在本平台上未设置。请给一个固定的任务名。</translation>
    </message>
    <message>
        <source>An option&apos;s value splits into several words</source>
        <translation>选项的值被拆成了多个词</translation>
    </message>
    <message>
        <source>An unquoted expansion in an option&apos;s value holds blanks or several lines on the nodes (a function that echoes a message before the value, a grep that matches two variables): bash splits it, the option gets the first word and torch takes the next for the training script, so the job cannot start. Make the command print the value alone (messages to stderr: echo ... &gt;&amp;2) and quote the expansion.</source>
        <translation>选项值中未加引号的展开在节点上含有空白或多行（函数在值之前先 echo 了一条消息，grep 匹配到两个变量）：bash 会拆分它，选项只得到第一个词，torch 把下一个词当作训练脚本，任务无法启动。请让命令只输出这个值（消息写到 stderr：echo ... &gt;&amp;2），并给展开加上引号。</translation>
    </message>
    <message>
        <source>A test without the blank after its bracket</source>
        <translation>条件测试的括号后缺少空格</translation>
    </message>
    <message>
        <source>[[ and [ are words of their own to bash: written against the next word ([[$N -gt 1]], [$N = 2 ]) they make one word, which bash looks up as a program and does not find (127). The test is never made, what follows &amp;&amp; never runs and an if takes its else branch, on every node. Put a blank after [[ or [ and before ]] or ].</source>
        <translation>对 bash 来说 [[ 和 [ 是独立的词：与后面的词连写（[[$N -gt 1]]、[$N = 2 ]）时就连成一个词，bash 把它当作程序去查找，找不到（127）。于是测试根本没有进行，&amp;&amp; 之后的命令不会运行，if 走 else 分支，每个节点都如此。请在 [[ 或 [ 之后、]] 或 ] 之前加空格。</translation>
    </message>
    <message>
        <source>A node waits for the port its own launcher opens</source>
        <translation>节点在等待它自己的启动器才会打开的端口</translation>
    </message>
    <message>
        <source>A loop before the launcher waits until the master&apos;s port answers (until nc -z $MASTER_ADDR $MASTER_PORT; do sleep 5; done), and the node that runs it is the master itself: the port only opens when that node&apos;s launcher starts, after the loop, so it waits forever and the other nodes wait for it at the rendezvous. Skip the wait on the node that hosts the store (if [ &quot;$VC_TASK_INDEX&quot; != 0 ]), and check that the test which decides it really tells the nodes apart.</source>
        <translation>启动器之前的循环一直等到主节点的端口有响应（until nc -z $MASTER_ADDR $MASTER_PORT; do sleep 5; done），而运行它的节点正是主节点本身：这个端口要等该节点的启动器在循环之后启动时才会打开，所以它永远等下去，其他节点则在汇合处等它。请在承载存储的节点上跳过等待（if [ &quot;$VC_TASK_INDEX&quot; != 0 ]），并检查决定是否等待的测试确实能区分各节点。</translation>
    </message>
    <message>
        <source>The word torch takes for the training script is one no file has: options passed as one quoted word (a word with blanks is never an option for argparse), a dash or quote pasted from a web page or a chat (en dash, em dash, minus sign, curly quotes: not the ASCII &apos;-&apos; and &apos;&quot;&apos; bash and argparse know), the carriage return of Windows line endings, or the empty word a quoted empty variable gives (&quot;$ARGS&quot;), the name of a Python interpreter written before the script (torch runs the script with its own Python), or an option&apos;s second value (--rdzv_conf a=1 b=2). python cannot open it and every node stops; the options after it go to the script. With -m the word is a module&apos;s dotted name: a file&apos;s path there (tools/train.py) stops python the same way.</source>
        <translation>torch 当作训练脚本的那个词不是任何文件的名字：作为一个带引号的词传入的选项（带空格的词 argparse 永远不会当作选项）、从网页或聊天中粘贴来的破折号或引号（en dash、em dash、减号、弯引号：不是 bash 和 argparse 认识的 ASCII “-”和“&quot;”）、Windows 换行符中的回车、带引号的空变量给出的空词（&quot;$ARGS&quot;）、写在脚本前面的 Python 解释器名字（torch 用它自己的 Python 运行脚本），或某个选项的第二个值（--rdzv_conf a=1 b=2）。python 打不开它，每个节点都会停止；它后面的选项都交给了脚本。使用 -m 时这个词应是用点分隔的模块名：在那里写文件路径（tools/train.py）同样会让 python 停止。</translation>
    </message>
    <message>
        <source>--no_python with a script file named without its folder</source>
        <translation>--no_python 搭配未写目录的脚本文件</translation>
    </message>
    <message>
        <source>With --no_python torch runs the training script itself as a program; a name without a slash is looked up in PATH, not in the working folder, so a Python or shell file named so (train.py, run_worker.sh) is never found and every worker fails. Name the executable file with its folder (./run.sh), or, for a Python file, remove --no_python.</source>
        <translation>使用 --no_python 时 torch 把训练脚本本身当作程序运行；不含斜杠的名字会在 PATH 中查找，而不是在工作目录中，所以这样命名的 Python 或 shell 文件（train.py、run_worker.sh）永远找不到，每个工作进程都会失败。请连同目录写出可执行文件（./run.sh），若是 Python 文件也可以去掉 --no_python。</translation>
    </message>
    <message>
        <source>Without --use_env, torch.distributed.launch passes the local rank as an argument: --local_rank=N up to torch 1.13, --local-rank=N from 2.0. A script whose argparse only knows the other spelling stops with &apos;unrecognized arguments&apos;. Pass --use_env and read LOCAL_RANK, or accept both spellings. Info when the job says the script reads the spelling its torch passes (validate --job, the preview); an error when the snippet writes the script itself and its argparse has no such option.</source>
        <translation>没有 --use_env 时，torch.distributed.launch 通过参数传递本地序号：torch 1.13 及以前为 --local_rank=N，2.0 起为 --local-rank=N。如果脚本的 argparse 只认识另一种写法，就会报“unrecognized arguments”并停止。请传入 --use_env 并读取 LOCAL_RANK，或者让脚本同时接受两种写法。任务说明脚本读取的正是其 torch 传入的写法时（validate --job、预览）只作为提示；这段命令自己写出脚本且其 argparse 没有该选项时是错误。</translation>
    </message>
    <message>
        <source>The launcher&apos;s options are only known on the node</source>
        <translation>启动器的选项只有节点上才知道</translation>
    </message>
    <message>
        <source>The launcher&apos;s options come from a value only the node knows: an array read from a file at run time (&quot;${LAUNCH[@]}&quot;), a command&apos;s output ($(cat launch.opts)). An option that is not written out may be in there, so the node count, the rank, the master and the backend are not checked. Write the rendezvous options on the launcher&apos;s line, or look at what a node gets with expand.</source>
        <translation>启动器的选项来自只有节点上才知道的值：运行时从文件读入的数组（&quot;${LAUNCH[@]}&quot;）、某个命令的输出（$(cat launch.opts)）。没有写出来的选项可能就在其中，因此节点数、节点序号、主节点和后端都不做检查。请把汇合选项写在启动器那一行上，或用 expand 查看节点实际得到的内容。</translation>
    </message>
    <message>
        <source>A trailing &apos;&amp;&apos; puts the launcher in the background: the start command ends at once, the platform considers the task finished and may kill the node while training runs. Remove the &apos;&amp;&apos;. An error where nothing after it waits or blocks: when the start command ends, the container&apos;s main process does, and the kernel stops the launcher with it.</source>
        <translation>末尾的“&amp;”让启动器在后台运行：启动命令会立即结束，平台认为任务已完成，可能在训练期间终止节点。请删除“&amp;”。如果它后面没有任何等待或阻塞的命令，则是错误：启动命令结束时，容器的主进程也随之结束，内核会连同启动器一起停止。</translation>
    </message>
    <message>
        <source>More processes than GPUs make several processes share a GPU (NCCL fails); fewer leave GPUs idle (a warning). More processes than CUDA_VISIBLE_DEVICES lists: the local ranks past the list ask for a GPU their process cannot see (invalid device ordinal).</source>
        <translation>进程数多于 GPU 数会让几个进程共用一个 GPU（NCCL 会失败）；少于 GPU 数则有 GPU 闲置（警告）。进程数多于 CUDA_VISIBLE_DEVICES 列出的数目时，超出列表的本地序号会请求一个本进程看不到的 GPU（invalid device ordinal）。</translation>
    </message>
    <message>
        <source>With --config_file every setting not given on the command line (machine count, rank, main process address, distributed type) comes from that YAML file. A file the start command writes itself (a here-document) is read and judged like the command line; any other only exists on the node, and the checks cannot see it: give the topology on the command line to have it checked.</source>
        <translation>使用 --config_file 时，命令行上没有给出的每项设置（机器数、机器序号、主进程地址、分布式类型）都来自该 YAML 文件。启动命令自己写出的文件（here-document）会被读取，并像命令行一样检查；其他文件只存在于节点上，检查看不到它：把拓扑写在命令行上才能被检查。</translation>
    </message>
    <message>
        <source>--rdzv_id must be the same on all nodes; a per-node value (VC_TASK_INDEX, hostname, $RANDOM, $$) puts every node in its own rendezvous. The static rendezvous (--master_addr) keeps its keys under the run id too.</source>
        <translation>所有节点的 --rdzv_id 必须相同；随节点变化的值（VC_TASK_INDEX、hostname、$RANDOM、$$）会让每个节点进入各自的汇合。静态汇合（--master_addr）同样把它的键保存在运行 ID 之下。</translation>
    </message>
    <message>
        <source>expr&apos;s * is a file-name pattern</source>
        <translation>expr 的 * 是文件名模式</translation>
    </message>
    <message>
        <source>An unquoted * is a pattern to bash: before expr runs, bash replaces it with the names of the files in the working folder (on a pod, the image&apos;s working directory), and expr stops with &quot;syntax error&quot;. The value taken from $(expr $N * 8) is then empty on the node, and the option it fills is empty or missing. Write \* (or &quot;*&quot;), or use bash&apos;s own arithmetic, $(( N * 8 )).</source>
        <translation>对 bash 来说，未加引号的 * 是一个模式：在 expr 运行之前，bash 会把它替换成工作目录里的文件名（在 Pod 上即镜像的工作目录），于是 expr 因 &quot;syntax error&quot; 而停止。这样 $(expr $N * 8) 在节点上得到的值为空，它所填的选项也就为空或缺失。请写成 \*（或 &quot;*&quot;），或使用 bash 自己的算术 $(( N * 8 ))。</translation>
    </message>
    <message>
        <source>A node waits for a file another pod writes</source>
        <translation>节点在等待另一个 Pod 写入的文件</translation>
    </message>
    <message>
        <source>A loop before the launcher waits until a file under /tmp (or /dev/shm, /var/tmp) exists, and the file is written by another node&apos;s branch of the command (node 0 writes its address to /tmp/master_ip, the others wait for it). Each pod has its own /tmp: the file never appears on the waiting nodes, they never start their launchers, and node 0 waits for them at the rendezvous. Give every node the value in the command itself (the master is the first host of VC_WORKER_HOSTS), or write the file to a folder every pod mounts.</source>
        <translation>启动器之前的循环一直等到 /tmp（或 /dev/shm、/var/tmp）下的某个文件出现，而这个文件是由命令中另一个节点的分支写入的（节点 0 把自己的地址写到 /tmp/master_ip，其他节点等它）。每个 Pod 都有自己的 /tmp：这个文件永远不会出现在等待的节点上，它们永远不会启动启动器，而节点 0 会在汇合处等它们。请在命令里直接给每个节点这个值（主节点是 VC_WORKER_HOSTS 的第一个主机），或者把文件写到每个 Pod 都挂载的目录。</translation>
    </message>
    <message>
        <source>No node hosts the c10d store</source>
        <translation>没有节点承载 c10d 存储</translation>
    </message>
    <message>
        <source>With the c10d backend the node whose name the endpoint gives hosts the rendezvous store, and it decides so by comparing that name with its own: torch 1.13 with its host name (&lt;pod&gt;), the full name its hosts file gives first (&lt;pod&gt;.&lt;job&gt;.&lt;namespace&gt;.svc.cluster.local) and its addresses. The name VC_WORKER_HOSTS gives, &lt;pod&gt;.&lt;job&gt;, is none of them, so no node hosts the store and every node fails with RendezvousConnectionError. Say which node hosts it, --rdzv_conf=is_host=$((VC_TASK_INDEX == 0)) (1 on node 0, 0 on the others). Later releases also compare the addresses the name resolves to (2.2 does).</source>
        <translation>使用 c10d 后端时，端点所给名称对应的节点承载汇合存储，而它是通过把这个名称与自己的名称比较来判断的：torch 1.13 只比较它的主机名（&lt;Pod 名&gt;）、/etc/hosts 里排在第一位的完整名称（&lt;Pod 名&gt;.&lt;任务名&gt;.&lt;命名空间&gt;.svc.cluster.local）以及它的地址。VC_WORKER_HOSTS 给出的名称 &lt;Pod 名&gt;.&lt;任务名&gt; 不属于其中任何一个，因此没有节点承载存储，每个节点都会以 RendezvousConnectionError 失败。请明确由哪个节点承载：--rdzv_conf=is_host=$((VC_TASK_INDEX == 0))（节点 0 上为 1，其他节点为 0）。更新的版本还会比较该名称解析到的地址（2.2 会）。</translation>
    </message>
    <message>
        <source>nohup only protects against a hangup of a terminal; the platform has none, so nohup changes nothing there (it writes nohup.out only where its output is a terminal). Remove it.</source>
        <translation>nohup 只防止终端挂断；平台没有终端，所以 nohup 在那里什么也不改变（只有当它的输出是终端时才会写入 nohup.out）。请删除它。</translation>
    </message>
    <message>
        <source>A here-document expands what its own script sets</source>
        <translation>here-document 展开了它自己的脚本才设置的变量</translation>
    </message>
    <message>
        <source>A here-document whose delimiter is not quoted (&lt;&lt;EOF) is expanded when bash writes it: a $NAME in the text becomes the value NAME has in the command at that moment, not the one the written script sets on an earlier line of its own. The script then runs with that value (often empty) in the launcher&apos;s options. Quote the delimiter (&lt;&lt;&apos;EOF&apos;) so that the script expands it when it runs, or write \$NAME for the ones the script sets.</source>
        <translation>分隔符未加引号的 here-document（&lt;&lt;EOF）在 bash 写出它时就被展开：文本中的 $NAME 会变成命令在那一刻的 NAME 值，而不是写出的脚本在它自己前面某一行设置的值。脚本随后就带着这个值（常常为空）填进启动器的选项。请给分隔符加引号（&lt;&lt;&apos;EOF&apos;），让脚本在运行时再展开；或者对脚本自己设置的变量写成 \$NAME。</translation>
    </message>
</context>
<context>
    <name>CommandExplainer</name>
    <message>
        <source>set by the platform (Volcano&apos;s svc plugin): the addresses of all nodes of the &apos;%1&apos; role, comma-separated, the same on every node; the first one is the master</source>
        <translation>由平台（Volcano 的 svc 插件）设置：“%1”节点组所有节点的地址，以逗号分隔，在每个节点上相同；第一个是主节点</translation>
    </message>
    <message>
        <source>set by the platform: the number of nodes of the &apos;%1&apos; role, the same on every node</source>
        <translation>由平台设置：“%1”节点组的节点数量，在每个节点上相同</translation>
    </message>
    <message>
        <source>set by the platform: this node&apos;s index within its role, from 0; differs on every node</source>
        <translation>由平台设置：当前节点在其节点组中的序号，从 0 开始；每个节点不同</translation>
    </message>
    <message>
        <source>set by the snippet: the first host of %1, where the rendezvous (or master) runs</source>
        <translation>由命令片段设置：%1 中的第一个主机，汇合（或主节点）在此运行</translation>
    </message>
    <message>
        <source>set by the platform: the addresses of the nodes of another role</source>
        <translation>由平台设置：另一个节点组的节点地址</translation>
    </message>
    <message>
        <source>set by the platform: the node count of another role</source>
        <translation>由平台设置：另一个节点组的节点数量</translation>
    </message>
    <message>
        <source>read by torchrun as the default of the option %1</source>
        <translation>torchrun 将其作为选项 %1 的默认值读取</translation>
    </message>
    <message>
        <source>read by NCCL in every worker (communication settings)</source>
        <translation>每个工作进程中的 NCCL 读取它（通信设置）</translation>
    </message>
    <message>
        <source>${NAME%%,*} removes everything from the first comma: the first host</source>
        <translation>${NAME%%,*} 删除第一个逗号及其后的所有内容：即第一个主机</translation>
    </message>
    <message>
        <source>variable %1</source>
        <translation>变量 %1</translation>
    </message>
    <message>
        <source>command substitution</source>
        <translation>命令替换</translation>
    </message>
    <message>
        <source>runs the command inside on the node when this line runs and puts its output here (trailing newlines removed)</source>
        <translation>该行运行时在节点上执行其中的命令，并把输出放在这里（去掉末尾的换行）</translation>
    </message>
    <message>
        <source>marks the variables for export: the launcher and every worker it starts see them</source>
        <translation>将变量标记为导出：启动器及其启动的每个工作进程都能看到</translation>
    </message>
    <message>
        <source>prints its arguments; here it feeds a value into the pipe</source>
        <translation>打印其参数；这里用它把一个值送入管道</translation>
    </message>
    <message>
        <source>text processing: -F , splits each line at commas and &apos;{print $1}&apos; prints the first field</source>
        <translation>文本处理：-F , 在逗号处分割每一行，&apos;{print $1}&apos; 打印第一个字段</translation>
    </message>
    <message>
        <source>cuts fields: -d, splits at commas and -f1 keeps the first field</source>
        <translation>截取字段：-d, 在逗号处分割，-f1 保留第一个字段</translation>
    </message>
    <message>
        <source>keeps the first lines of its input</source>
        <translation>保留输入的前几行</translation>
    </message>
    <message>
        <source>replaces characters, e.g. tr , &apos;\n&apos; puts each host on its own line</source>
        <translation>替换字符，例如 tr , &apos;\
&apos; 使每个主机各占一行</translation>
    </message>
    <message>
        <source>changes shell options: -e stops at the first failing command, -o pipefail makes a pipeline fail when any part fails, -x prints each command</source>
        <translation>修改 shell 选项：-e 在第一个失败的命令处停止，-o pipefail 使管道中任一部分失败时整个管道失败，-x 打印每条命令</translation>
    </message>
    <message>
        <source>changes the working directory of the following commands</source>
        <translation>修改后续命令的工作目录</translation>
    </message>
    <message>
        <source>replaces the shell by the command: its exit status becomes the task&apos;s and signals reach it directly</source>
        <translation>用该命令替换 shell：它的退出状态成为任务的退出状态，信号直接送达它</translation>
    </message>
    <message>
        <source>runs the command with the NAME=VALUE variables added to its environment</source>
        <translation>将 NAME=VALUE 变量加入环境后运行该命令</translation>
    </message>
    <message>
        <source>runs a file&apos;s commands in this shell (its variables stay set)</source>
        <translation>在当前 shell 中运行文件中的命令（其变量保持设置）</translation>
    </message>
    <message>
        <source>installs Python packages on the node before training (every node, every start)</source>
        <translation>在训练前在节点上安装 Python 包（每个节点、每次启动都会执行）</translation>
    </message>
    <message>
        <source>shows the node&apos;s GPUs</source>
        <translation>显示节点的 GPU</translation>
    </message>
    <message>
        <source>runs the program %1 on every node</source>
        <translation>在每个节点上运行程序 %1</translation>
    </message>
    <message>
        <source>command %1</source>
        <translation>命令 %1</translation>
    </message>
    <message>
        <source>assignment %1</source>
        <translation>赋值 %1</translation>
    </message>
    <message>
        <source>sets the shell variable %1</source>
        <translation>设置 shell 变量 %1</translation>
    </message>
    <message>
        <source>visible to later commands of this shell; exported only if marked with export</source>
        <translation>对该 shell 后续的命令可见；只有用 export 标记后才会导出</translation>
    </message>
    <message>
        <source>only in the environment of this one command</source>
        <translation>只在这一条命令的环境中</translation>
    </message>
    <message>
        <source>export %1</source>
        <translation>export %1</translation>
    </message>
    <message>
        <source>sets %1 and exports it to the programs started later</source>
        <translation>设置 %1 并导出给之后启动的程序</translation>
    </message>
    <message>
        <source>every worker process inherits %1</source>
        <translation>每个工作进程都继承 %1</translation>
    </message>
    <message>
        <source>any version</source>
        <translation>任意版本</translation>
    </message>
    <message>
        <source>torchrun</source>
        <translation>torchrun</translation>
    </message>
    <message>
        <source>PyTorch&apos;s elastic launcher (torch.distributed.run), torch %1: starts one agent per node that meets the other nodes at the rendezvous and starts the worker processes</source>
        <translation>PyTorch 的弹性启动器（torch.distributed.run），torch %1：在每个节点上启动一个代理，各代理先与其他节点完成汇合，再启动工作进程</translation>
    </message>
    <message>
        <source>python interpreter %1</source>
        <translation>python 解释器 %1</translation>
    </message>
    <message>
        <source>the Python that runs the launcher module; it must be the image&apos;s python with torch installed</source>
        <translation>运行启动器模块的 Python；必须是镜像中已安装 torch 的 python</translation>
    </message>
    <message>
        <source>python option %1</source>
        <translation>python 选项 %1</translation>
    </message>
    <message>
        <source>unbuffered output: log lines appear at once</source>
        <translation>无缓冲输出：日志行立即出现</translation>
    </message>
    <message>
        <source>an option of the Python interpreter</source>
        <translation>Python 解释器的一个选项</translation>
    </message>
    <message>
        <source>the module behind torchrun: the same launcher, started with this python</source>
        <translation>torchrun 背后的模块：同一个启动器，由这个 python 启动</translation>
    </message>
    <message>
        <source>the value &apos;%1&apos; is expanded by bash on each node</source>
        <translation>值“%1”在每个节点上由 bash 展开</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is an abbreviation of %2</source>
        <translation>“%1”是 %2 的缩写</translation>
    </message>
    <message>
        <source>training script %1</source>
        <translation>训练脚本 %1</translation>
    </message>
    <message>
        <source>script argument</source>
        <translation>脚本参数</translation>
    </message>
    <message>
        <source>passed unchanged to every worker&apos;s script (the launcher does not read it)</source>
        <translation>原样传给每个工作进程的脚本（启动器不读取它）</translation>
    </message>
    <message>
        <source>    default: %1
</source>
        <translation>    默认值：%1
</translation>
    </message>
    <message>
        <source>    on the nodes: %1
</source>
        <translation>    在节点上：%1
</translation>
    </message>
    <message>
        <source>this node&apos;s host name: on the platform its pod&apos;s name, &lt;job&gt;-%1-&lt;index&gt;</source>
        <translation>本节点的主机名：在平台上即其 Pod 名称 &lt;任务名称&gt;-%1-&lt;序号&gt;</translation>
    </message>
    <message>
        <source>set by your platform on every node (declared with the sample value &apos;%1&apos;)</source>
        <translation>由您的平台在每个节点上设置（已声明，示例值为“%1”）</translation>
    </message>
    <message>
        <source>(since %1 %2)</source>
        <translation>（自 %1 %2 起）</translation>
    </message>
    <message>
        <source>torch %1 stops before it starts a worker: %2</source>
        <translation>torch %1 在启动任何工作进程之前就会停止：%2</translation>
    </message>
    <message>
        <source>torchrun starts %1</source>
        <translation>torchrun 启动 %1</translation>
    </message>
    <message>
        <source>bash makes it &apos;%1&apos; on every node</source>
        <translation>bash 在每个节点上把它展开为“%1”</translation>
    </message>
    <message>
        <source>the legacy launcher (deprecated): like torchrun, but passes %1 to the script unless %2</source>
        <translation>旧版启动器（已弃用）：与 torchrun 类似，但除非使用 %2，否则会向脚本传递 %1</translation>
    </message>
    <message>
        <source>the program every worker process runs (with python, unless %1)</source>
        <translation>每个工作进程运行的程序（用 python 运行，除非使用 %1）</translation>
    </message>
    <message>
        <source>torch %1 does not accept this and stops with &quot;error: %2&quot;.</source>
        <translation>torch %1 不接受此项，会以“error: %2”停止。</translation>
    </message>
    <message>
        <source>The fix writes &apos;%1&apos; here.</source>
        <translation>修复会在此处写入“%1”。</translation>
    </message>
    <message>
        <source>rejected by torch %1</source>
        <translation>torch %1 拒绝</translation>
    </message>
    <message>
        <source>bash stops here</source>
        <translation>bash 在此停止</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>第 %1 行：%2</translation>
    </message>
    <message>
        <source>launcher not reached</source>
        <translation>执行不到的启动器</translation>
    </message>
    <message>
        <source>bash stops before this launcher runs: %1</source>
        <translation>bash 在这个启动器运行之前停止：%1</translation>
    </message>
    <message>
        <source>torchrun starts %1 and gives each worker (as written: no evaluated node surely runs this launcher): %2</source>
        <translation>torchrun 启动 %1，并为每个工作进程提供（按原文显示：求值的节点中没有一个确定会运行此启动器）：%2</translation>
    </message>
    <message>
        <source>torchrun starts %1 and gives each worker (shown: node %2, local rank 0): %3</source>
        <translation>torchrun 启动 %1，并为每个工作进程提供（示例：节点 %2，本地序号 0）：%3</translation>
    </message>
    <message>
        <source>bash makes it &apos;%1&apos; on node %2; each node has its own</source>
        <translation>bash 在节点 %2 上把它展开为“%1”；每个节点的值各不相同</translation>
    </message>
    <message>
        <source>only node %1 runs this launcher (of nodes %2 evaluated); the others take another branch</source>
        <translation>只有节点 %1 运行此启动器（在已求值的节点 %2 中）；其他节点走另一个分支</translation>
    </message>
    <message>
        <source>only nodes %1 run this launcher (of nodes %2 evaluated); the others take another branch</source>
        <translation>只有节点 %1 运行此启动器（在已求值的节点 %2 中）；其他节点走另一个分支</translation>
    </message>
    <message>
        <source>torch %1 stops here</source>
        <translation>torch %1 在此停止</translation>
    </message>
    <message>
        <source>torch %1 stops with &quot;error: %2&quot; before it starts a worker.</source>
        <translation>torch %1 会以“error: %2”停止，不会启动任何工作进程。</translation>
    </message>
    <message>
        <source>explanation cut short</source>
        <translation>解释被截断</translation>
    </message>
    <message numerus="yes">
        <source>only the first %1 tokens are explained; this one and %n more after it are not (validate still checks the whole text)</source>
        <translation>
            <numerusform>只解释了前 %1 个词元；这一个及其后的 %n 个未解释（validate 仍会检查全部文本）</numerusform>
        </translation>
    </message>
    <message>
        <source>runs inside %1 (line %2), which this command writes and runs; its values are those bash gives node %3 there</source>
        <translation>在 %1（第 %2 行）中运行，该脚本由此命令写出并运行；其中的值是 bash 在那里给节点 %3 的值</translation>
    </message>
    <message>
        <source>runs inside the text that %1 runs as commands (its line %2); its values are those bash gives node %3 there</source>
        <translation>运行在 %1 当作命令运行的文本中（其第 %2 行）；取值为 bash 在那里给节点 %3 的值</translation>
    </message>
    <message>
        <source>is named by %1, which bash expands there (line %2); its values are those bash gives node %3</source>
        <translation>由 %1 指定，bash 在那里展开它（第 %2 行）；取值为 bash 给节点 %3 的值</translation>
    </message>
    <message>
        <source>export option %1</source>
        <translation>export 选项 %1</translation>
    </message>
    <message>
        <source>takes the export of the names that follow back</source>
        <translation>取消后面这些名字的导出</translation>
    </message>
    <message>
        <source>the names that follow are functions: a child bash (bash -c, bash FILE) can call them</source>
        <translation>后面这些名字是函数：子 bash（bash -c、bash FILE）可以调用它们</translation>
    </message>
    <message>
        <source>an option of export</source>
        <translation>export 的一个选项</translation>
    </message>
    <message>
        <source>export -fn %1</source>
        <translation>export -fn %1</translation>
    </message>
    <message>
        <source>the function %1 is no longer exported: a child bash does not know it</source>
        <translation>函数 %1 不再导出：子 bash 不认识它</translation>
    </message>
    <message>
        <source>export -n %1</source>
        <translation>export -n %1</translation>
    </message>
    <message>
        <source>%1 is no longer exported: the launcher and its workers do not see it</source>
        <translation>%1 不再导出：启动器及其工作进程看不到它</translation>
    </message>
    <message>
        <source>export -f %1</source>
        <translation>export -f %1</translation>
    </message>
    <message>
        <source>exports the function %1: a child bash defines it too (as BASH_FUNC_%1%% in the environment)</source>
        <translation>导出函数 %1：子 bash 中也定义了它（在环境中为 BASH_FUNC_%1%%）</translation>
    </message>
    <message>
        <source>each node runs this launcher alone before the job&apos;s own one (a smoke test that ends): torchrun starts %1 there and gives each worker: %2</source>
        <translation>每个节点在任务自己的启动器之前单独运行这个启动器（一次会结束的冒烟测试）：torchrun 在那里启动 %1，并为每个工作进程提供：%2</translation>
    </message>
    <message>
        <source>ignores hangups (and writes to nohup.out where its output is a terminal); not needed on the platform, which gives the command no terminal</source>
        <translation>忽略挂断信号（当输出是终端时写入 nohup.out）；平台不给命令分配终端，因此不需要它</translation>
    </message>
</context>
<context>
    <name>CommandGenerator</name>
    <message>
        <source># Use the first node of the %1 group as the master</source>
        <translation># 取 %1 节点组中第 1 个节点作为 master 节点</translation>
    </message>
    <message>
        <source># Use the first node of the %1 group as the rendezvous master</source>
        <translation># 取 %1 节点组中第 1 个节点作为 rendezvous 通信的 master 节点</translation>
    </message>
    <message numerus="yes">
        <source># Start command generated by DDP Wizard %1 for torch %2, %n node(s).</source>
        <translation>
            <numerusform># DDP Wizard %1 为 torch %2、%n 个节点生成的启动命令。</numerusform>
        </translation>
    </message>
    <message>
        <source># Run it on every node with the platform&apos;s variables set, e.g. by hand:</source>
        <translation># 在设置了平台变量的每个节点上运行，例如手动运行：</translation>
    </message>
</context>
<context>
    <name>CommandImporter</name>
    <message>
        <source>No torchrun or torch.distributed.launch command found.</source>
        <translation>找不到 torchrun 或 torch.distributed.launch 命令。</translation>
    </message>
    <message>
        <source>lines or words outside the launcher&apos;s options</source>
        <translation>启动器选项之外的行或词</translation>
    </message>
    <message>
        <source>the form offers the c10d and static backends only</source>
        <translation>表单只提供 c10d 和 static 两种后端</translation>
    </message>
    <message>
        <source>the form&apos;s endpoint is ${MASTER}:PORT, the first host of the role</source>
        <translation>表单的端点固定为 ${MASTER}:端口，即该节点组的第一个主机</translation>
    </message>
    <message>
        <source>the form&apos;s port is a number</source>
        <translation>表单的端口是一个数字</translation>
    </message>
    <message>
        <source>the form&apos;s master address is ${MASTER}, the first host of the role</source>
        <translation>表单的主节点地址固定为 ${MASTER}，即该节点组的第一个主机</translation>
    </message>
    <message>
        <source>the form&apos;s node rank is ${%1}</source>
        <translation>表单的节点序号固定为 ${%1}</translation>
    </message>
    <message>
        <source>the form&apos;s count is a number</source>
        <translation>表单的次数是一个数字</translation>
    </message>
    <message>
        <source>the form&apos;s node count is a number, MIN:MAX or ${%1}</source>
        <translation>表单的节点数是一个数字、MIN:MAX 或 ${%1}</translation>
    </message>
    <message>
        <source>the form&apos;s processes per node are a number, gpu or auto</source>
        <translation>表单的每节点进程数是一个数字、gpu 或 auto</translation>
    </message>
    <message>
        <source>the form has no field for this</source>
        <translation>表单中没有对应的字段</translation>
    </message>
    <message>
        <source>%1: torch %2 spells it differently; the form writes it as that version needs</source>
        <translation>%1：torch %2 的写法不同；表单会按该版本的要求写出</translation>
    </message>
    <message>
        <source>no --rdzv_endpoint: torch&apos;s c10d then meets on this node only; the form writes ${MASTER}:%1</source>
        <translation>没有 --rdzv_endpoint：torch 的 c10d 只会在本节点上汇合；表单会写成 ${MASTER}:%1</translation>
    </message>
</context>
<context>
    <name>CommandSimulator</name>
    <message>
        <source>cut argument &apos;%1&apos; is not simulated</source>
        <translation>不模拟 cut 参数“%1”</translation>
    </message>
    <message>
        <source>%1 argument &apos;%2&apos; is not simulated</source>
        <translation>不模拟 %1 参数“%2”</translation>
    </message>
    <message>
        <source>tr %1 is not simulated</source>
        <translation>不模拟 tr %1</translation>
    </message>
    <message>
        <source>sed argument &apos;%1&apos; is not simulated</source>
        <translation>不模拟 sed 参数“%1”</translation>
    </message>
    <message>
        <source>&apos;%1&apos; runs on the node: its output is known only there</source>
        <translation>“%1”在节点上运行：它的输出只有在节点上才知道</translation>
    </message>
    <message>
        <source>&apos;%1&apos; reads the list of the node&apos;s GPUs, which is only known on the node</source>
        <translation>“%1”读取节点的 GPU 列表，它只有在节点上才知道</translation>
    </message>
    <message>
        <source>sed without a script is not simulated</source>
        <translation>不模拟没有脚本的 sed</translation>
    </message>
    <message>
        <source>an input of %1 bytes</source>
        <translation>%1 字节的输入</translation>
    </message>
    <message>
        <source>an input with an unmatched quote</source>
        <translation>引号不成对的输入</translation>
    </message>
    <message>
        <source>&apos;%1&apos; hashes a value only the node knows</source>
        <translation>&apos;%1&apos; 计算的是只有节点才知道的值的摘要</translation>
    </message>
    <message>
        <source>paste option &apos;%1&apos; is not simulated</source>
        <translation>不模拟 paste 选项“%1”</translation>
    </message>
    <message>
        <source>&apos;%1&apos; takes part of a value only the node knows</source>
        <translation>“%1”取的是只有节点自己知道的值的一部分</translation>
    </message>
    <message>
        <source>rev of a value only the node knows</source>
        <translation>对只有节点才知道的值执行 rev</translation>
    </message>
</context>
<context>
    <name>CommandValidator</name>
    <message>
        <source>only the first %1 launcher commands are checked; this one and those after it are not</source>
        <translation>只检查前 %1 条启动器命令；这一条及之后的都不检查</translation>
    </message>
    <message numerus="yes">
        <source>%n more finding(s) of %1 from here on are not listed: only the first %2 of each code are</source>
        <translation>
            <numerusform>从这里起还有 %n 条 %1 的发现未列出：每个代码只列出前 %2 条</numerusform>
        </translation>
    </message>
    <message>
        <source>the static evaluation stopped here: the snippet needs more work or memory than a start command does (%1 MiB of strings built), so what bash makes of this command and those after it is not checked on the nodes</source>
        <translation>静态求值在此停止：该片段所需的工作量或内存超过了启动命令的需要（已构建 %1 MiB 的字符串），因此不会在各节点上检查 bash 对这条命令及其后命令的处理结果</translation>
    </message>
    <message>
        <source>the text is read up to here only (line %1 of %2): the commands before it take all the memory a text of this size may, so this line and those after it are not checked</source>
        <translation>文本只读到这里（第 %1 行，共 %2 行）：之前的命令已用尽这种大小的文本可用的全部内存，因此这一行及其后的行都不会被检查</translation>
    </message>
</context>
<context>
    <name>DeepSpeedHostfile</name>
    <message>
        <source>line %1 &apos;%2&apos; is not &apos;HOST slots=N&apos;: the runner stops with &quot;Hostfile contains a bad entry&quot;</source>
        <translation>第 %1 行“%2”不是“HOST slots=N”：启动器以“Hostfile contains a bad entry”停止</translation>
    </message>
    <message>
        <source>line %1 lists %2 a second time: the runner stops with &quot;Hostfile contains multiple entries&quot;</source>
        <translation>第 %1 行再次列出 %2：启动器以“Hostfile contains multiple entries”停止</translation>
    </message>
    <message>
        <source>the hostfile lists no host: the runner stops with &quot;Hostfile is empty&quot;</source>
        <translation>hostfile 中没有主机：启动器以“Hostfile is empty”停止</translation>
    </message>
    <message>
        <source>no hostfile: the runner trains on this machine alone, with the master address 127.0.0.1</source>
        <translation>没有 hostfile：启动器只在本机训练，主节点地址为 127.0.0.1</translation>
    </message>
</context>
<context>
    <name>DryRun</name>
    <message>
        <source>waiting</source>
        <translation>等待中</translation>
    </message>
    <message>
        <source>starting</source>
        <translation>启动中</translation>
    </message>
    <message>
        <source>launched</source>
        <translation>已启动</translation>
    </message>
    <message>
        <source>joined</source>
        <translation>已加入</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>已通过</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>已失败</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <source>no free TCP port on 127.0.0.1 for the local rendezvous</source>
        <translation>127.0.0.1 上没有可用于本地汇合的空闲 TCP 端口</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>deadline of %1 s reached</source>
        <translation>已到 %1 秒时限</translation>
    </message>
    <message>
        <source>a node failed; stopping the others</source>
        <translation>有节点失败；正在停止其他节点</translation>
    </message>
    <message>
        <source>connecting to %1</source>
        <translation>正在连接 %1</translation>
    </message>
    <message>
        <source>the launcher exited with status %1</source>
        <translation>启动器以状态 %1 退出</translation>
    </message>
    <message>
        <source>stopped (%1)</source>
        <translation>已停止（%1）</translation>
    </message>
    <message>
        <source>clean-up on this node did not confirm: %1</source>
        <translation>该节点上的清理未得到确认：%1</translation>
    </message>
    <message>
        <source>rank %1 ok</source>
        <translation>%1 号进程正常</translation>
    </message>
    <message>
        <source>rank %1 failed: %2</source>
        <translation>%1 号进程失败：%2</translation>
    </message>
    <message>
        <source>rendezvous complete, workers started (group rank %1)</source>
        <translation>汇合完成，工作进程已启动（组序号 %1）</translation>
    </message>
    <message>
        <source>node %1: %2</source>
        <translation>节点 %1：%2</translation>
    </message>
    <message>
        <source>The dry-run was cancelled after %1 s.</source>
        <translation>试运行在 %1 秒后被取消。</translation>
    </message>
    <message>
        <source>node %1 (%2)</source>
        <translation>节点 %1（%2）</translation>
    </message>
    <message>
        <source>The dry-run did not finish within %1 s.</source>
        <translation>试运行未在 %1 秒内完成。</translation>
    </message>
    <message>
        <source>Never joined the rendezvous: %1.</source>
        <translation>从未加入汇合：%1。</translation>
    </message>
    <message>
        <source>The dry-run failed.</source>
        <translation>试运行失败。</translation>
    </message>
    <message>
        <source>launcher started on %1 in %2</source>
        <translation>启动器已在 %1 上启动，目录 %2</translation>
    </message>
    <message>
        <source>measuring the network: all-reduce sizes, then a ring between the nodes (up to %1 s)</source>
        <translation>正在测量网络：各大小的全归约，然后是节点间的环形传输（最多 %1 秒）</translation>
    </message>
    <message numerus="yes">
        <source>passed: %n rank(s) reported</source>
        <translation>
            <numerusform>通过：%n 个进程已报告</numerusform>
        </translation>
    </message>
    <message>
        <source>Known before the run: %1. The check runs it anyway, so that the nodes&apos; own messages (torch&apos;s, bash&apos;s) show beside this.</source>
        <translation>运行前已知：%1。检查仍会运行它，以便节点自己的报错（torch 的、bash 的）显示在旁边。</translation>
    </message>
</context>
<context>
    <name>DryRunAggregator</name>
    <message>
        <source>no rank reported</source>
        <translation>没有进程报告</translation>
    </message>
    <message>
        <source>node %1</source>
        <translation>节点 %1</translation>
    </message>
    <message>
        <source>node %1 (%2)</source>
        <translation>节点 %1（%2）</translation>
    </message>
    <message>
        <source>%1: the launcher did not finish</source>
        <translation>%1：启动器未结束</translation>
    </message>
    <message>
        <source>%1: the launcher exited with status %2</source>
        <translation>%1：启动器以状态 %2 退出</translation>
    </message>
    <message>
        <source>%1: no rank reported</source>
        <translation>%1：没有进程报告</translation>
    </message>
    <message>
        <source>%1, rank %2: %3</source>
        <translation>%1，%2 号进程：%3</translation>
    </message>
    <message>
        <source>the probe failed</source>
        <translation>探针失败</translation>
    </message>
    <message>
        <source>%1: %2 rank(s) reported, --nproc-per-node is %3</source>
        <translation>%1：报告了 %2 个进程，--nproc-per-node 为 %3</translation>
    </message>
    <message>
        <source>%1: local ranks are %2, expected 0 to %3</source>
        <translation>%1：本地序号为 %2，应为 0 到 %3</translation>
    </message>
    <message>
        <source>%1: its ranks disagree on the node&apos;s group rank</source>
        <translation>%1：其各进程对该节点的组序号不一致</translation>
    </message>
    <message>
        <source>the ranks disagree on the world size: %1</source>
        <translation>各进程对进程总数不一致：%1</translation>
    </message>
    <message>
        <source>world size is %1, the job means %2 (%3 node(s) x %4)</source>
        <translation>进程总数为 %1，而该任务应为 %2（%3 个节点 × %4）</translation>
    </message>
    <message>
        <source>rank(s) %1 did not report</source>
        <translation>进程序号 %1 未报告</translation>
    </message>
    <message>
        <source>rank(s) %1 reported more than once</source>
        <translation>进程序号 %1 报告了不止一次</translation>
    </message>
    <message>
        <source>rank(s) %1 are outside 0 to %2</source>
        <translation>进程序号 %1 超出 0 到 %2 的范围</translation>
    </message>
    <message>
        <source>rank %1: the all_reduce did not add up (sum %2, expected %3)</source>
        <translation>%1 号进程：全归约（all_reduce）的结果不对（和为 %2，应为 %3）</translation>
    </message>
    <message>
        <source>rank %1 received the script arguments %2, the job has %3</source>
        <translation>%1 号进程收到的脚本参数为 %2，任务中为 %3</translation>
    </message>
    <message>
        <source>rank %1: %2 is &quot;%3&quot;, the job sets &quot;%4&quot;</source>
        <translation>%1 号进程：%2 为“%3”，任务设置的是“%4”</translation>
    </message>
    <message>
        <source>(unset)</source>
        <translation>（未设置）</translation>
    </message>
    <message>
        <source>the job is written for torch %1, the nodes run %2</source>
        <translation>任务是为 torch %1 编写的，节点运行的是 %2</translation>
    </message>
    <message numerus="yes">
        <source>%n node(s) took part, the job has %1</source>
        <translation>
            <numerusform>%n 个节点参与，任务有 %1 个</numerusform>
        </translation>
    </message>
    <message>
        <source>the nodes run different torch versions: %1; the launcher&apos;s options and defaults differ between releases, so the nodes may not even agree on the rendezvous</source>
        <translation>各节点运行的 torch 版本不同：%1；不同版本的启动器选项和默认值不同，各节点甚至可能无法就汇合达成一致</translation>
    </message>
    <message>
        <source>%1, rank %2: %3 is &quot;%4&quot;, the platform sets &quot;%5&quot;</source>
        <translation>%1，%2 号进程：%3 为“%4”，平台设置的是“%5”</translation>
    </message>
</context>
<context>
    <name>DryRunPlan</name>
    <message>
        <source>the local mode runs 1 to %1 nodes, the job has %2</source>
        <translation>本地模式可运行 1 到 %1 个节点，该任务有 %2 个</translation>
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
        <source>&quot;%1&quot; is no host name</source>
        <translation>“%1”不是主机名</translation>
    </message>
    <message>
        <source>the store node %1 is not one of the %2 local node(s)</source>
        <translation>存储节点 %1 不在 %2 个本地节点之中</translation>
    </message>
    <message>
        <source>node %1 (%2): %3</source>
        <translation>节点 %1（%2）：%3</translation>
    </message>
    <message numerus="yes">
        <source>the %n node(s) are this machine&apos;s loopback addresses %1 (node k is 127.0.0.k+1), where the platform gives each pod its own host</source>
        <translation>
            <numerusform>%n 个节点是本机的回环地址 %1（节点 k 为 127.0.0.k+1），而平台上每个 Pod 有自己的主机</numerusform>
        </translation>
    </message>
    <message>
        <source>VC_WORKER_HOSTS=%1, VC_WORKER_NUM=%2 and VC_TASK_INDEX=k are set as the platform sets them, over these addresses</source>
        <translation>VC_WORKER_HOSTS=%1、VC_WORKER_NUM=%2 和 VC_TASK_INDEX=k 按平台的方式设置，只是使用这些地址</translation>
    </message>
    <message>
        <source>the pods&apos; names in the command (%1, ...) stand for these addresses</source>
        <translation>启动命令中的 Pod 名（%1 等）代表这些地址</translation>
    </message>
    <message>
        <source>c10d: the node whose address the endpoint names hosts the store (is_host=1 there, 0 on the others): every loopback address is this machine, so torch could not tell them apart</source>
        <translation>c10d：由端点所指地址的节点托管存储（该节点 is_host=1，其他节点为 0）：每个回环地址都是本机，torch 无法区分它们</translation>
    </message>
    <message>
        <source>a bare python/torchrun ran as %1, the interpreter chosen for the check</source>
        <translation>不带路径的 python/torchrun 以 %1 运行，即为检查选定的解释器</translation>
    </message>
    <message numerus="yes">
        <source>%n process(es) per node ran instead of the command&apos;s %1, as asked for this machine&apos;s cores</source>
        <translation>
            <numerusform>每节点运行了 %n 个进程，而不是启动命令的 %1 个，这是按本机的 CPU 核数所选</numerusform>
        </translation>
    </message>
    <message>
        <source>default</source>
        <translation>默认值</translation>
    </message>
    <message>
        <source>the rendezvous port %1 ran as %2, the local port asked for</source>
        <translation>汇合端口 %1 改为 %2 运行，即指定的本地端口</translation>
    </message>
    <message>
        <source>the rendezvous port %1 is taken on this machine: the check used %2 (on the nodes it may be free)</source>
        <translation>汇合端口 %1 在本机已被占用：检查改用 %2（在平台节点上它可能是空闲的）</translation>
    </message>
    <message>
        <source>(not started: bash stops at line %1)</source>
        <translation>（未启动：bash 在第 %1 行停止）</translation>
    </message>
    <message>
        <source>c10d: node %1 (%2) hosts the store (is_host=1 there, 0 on the others), as asked for the check</source>
        <translation>c10d：按检查的要求，由节点 %1（%2）承载存储（该节点 is_host=1，其他节点为 0）</translation>
    </message>
</context>
<context>
    <name>EvaluatedArguments</name>
    <message>
        <source>%1 (bash makes it of %2)</source>
        <translation>%1（bash 由 %2 展开得到）</translation>
    </message>
    <message>
        <source>on the nodes bash passes &apos;%1&apos;, and %2 stops: %3</source>
        <translation>在各节点上 bash 传入 &apos;%1&apos;，%2 随即停止：%3</translation>
    </message>
    <message numerus="yes">
        <source>on node(s) %1, bash passes &apos;%2&apos;, and %3 stops: %4</source>
        <translation>
            <numerusform>在节点 %1 上 bash 传入 &apos;%2&apos;，%3 随即停止：%4</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>on node(s) %1 only, bash passes &apos;%2&apos;, and %3 stops: %4</source>
        <translation>
            <numerusform>仅在节点 %1 上 bash 传入 &apos;%2&apos;，%3 随即停止：%4</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>on node(s) %1: %2</source>
        <translation>
            <numerusform>节点 %1：%2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>on node(s) %1 only: %2</source>
        <translation>
            <numerusform>仅在节点 %1 上：%2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> (validate evaluates the first %n nodes)</source>
        <translation>
            <numerusform>（只模拟了前 %n 个节点）</numerusform>
        </translation>
    </message>
    <message>
        <source> (%1 is empty there: the snippet sets it on no path those nodes take, and the platform does not set it; if your platform sets it, declare it with a sample value)</source>
        <translation>（%1 在那里为空：脚本在这些节点所走的路径上都没有设置它，平台也不设置它；如果你的平台会设置它，请用示例值声明它）</translation>
    </message>
    <message>
        <source> (%1 is empty there; %2)</source>
        <translation>（%1 在那里为空；%2）</translation>
    </message>
    <message>
        <source> (%1 is empty there: the snippet sets it without export, and %2 runs the launcher in a child shell, which sees exported variables only: export it, or set it inside)</source>
        <translation>（%1 在那里为空：脚本设置了它但没有 export，而 %2 在子 shell 中运行启动器，子 shell 只能看到导出的变量：请 export 它，或在子 shell 内设置）</translation>
    </message>
    <message>
        <source> (%1 is empty there: sudo starts %2 with an emptied environment, so neither the platform&apos;s variables nor the snippet&apos;s exports reach the launcher: use sudo -E or --preserve-env=%1, or set them inside)</source>
        <translation>（%1 在那里为空：sudo 以清空的环境启动 %2，平台的变量和脚本导出的变量都到不了启动器：改用 sudo -E 或 --preserve-env=%1，或在里面设置它们）</translation>
    </message>
    <message>
        <source> (%1 is empty there: %2 starts %3 with an emptied environment, so neither the platform&apos;s variables nor the snippet&apos;s exports reach the launcher: pass them as env NAME=&quot;$NAME&quot;, or set them inside)</source>
        <translation>（%1 在那里为空：%2 以清空的环境启动 %3，平台的变量和脚本导出的变量都到不了启动器：以 env NAME=&quot;$NAME&quot; 传入它们，或在里面设置它们）</translation>
    </message>
    <message>
        <source> (%1 is empty there: su - starts a login shell, which begins with an emptied environment, so neither the platform&apos;s variables nor the snippet&apos;s exports reach the launcher: use su without &apos;-&apos; (it keeps the environment), or name them in su&apos;s -w %2)</source>
        <translation>（%1 在那里为空：su - 启动的是登录 shell，它从清空的环境开始，因此平台的变量和脚本导出的变量都到不了启动器：请去掉 su 的“-”（这样会保留环境），或用 su 的 -w %2 列出它们）</translation>
    </message>
    <message>
        <source> (%1 is empty there: bash abandons line %2, which sets it, at an expansion error (%3), and goes on with the next line)</source>
        <translation>（%1 在那里为空：bash 在设置它的第 %2 行遇到展开错误（%3），放弃该行其余部分，接着执行下一行）</translation>
    </message>
</context>
<context>
    <name>EvaluationBudget</name>
    <message>
        <source>unresolved: too complex to evaluate statically (more work than a start command needs)</source>
        <translation>无法确定：过于复杂，无法静态求值（所需工作量远超一条启动命令）</translation>
    </message>
</context>
<context>
    <name>FormChecks</name>
    <message>
        <source>--nnodes takes ${%1}, the node count of another role; this role&apos;s is ${%2}</source>
        <translation>--nnodes 取 ${%1}，这是另一个节点组的节点数量；本节点组的是 ${%2}</translation>
    </message>
    <message numerus="yes">
        <source>--nnodes is %1 but the form starts %n node(s)</source>
        <translation>
            <numerusform>--nnodes 为 %1，但表单启动 %n 个节点</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>--nproc_per_node is %1 but a node has %n GPU(s): processes would share GPUs</source>
        <translation>
            <numerusform>--nproc_per_node 为 %1，但每个节点只有 %n 个 GPU：进程将共用 GPU</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>--nproc_per_node is %1 but a node has %n GPU(s): some stay idle</source>
        <translation>
            <numerusform>--nproc_per_node 为 %1，但每个节点有 %n 个 GPU：部分 GPU 闲置</numerusform>
        </translation>
    </message>
    <message>
        <source>on hosts &apos;%1&apos; this line sets MASTER to &apos;%2&apos;, not the first host &apos;%3&apos;</source>
        <translation>在主机“%1”上这一行把 MASTER 设为“%2”，而不是第一个主机“%3”</translation>
    </message>
    <message>
        <source>--node_rank takes &apos;%1&apos;; the platform gives each node its index in ${VC_TASK_INDEX}</source>
        <translation>--node_rank 取“%1”；平台在 ${VC_TASK_INDEX} 中给出每个节点的序号</translation>
    </message>
    <message>
        <source>the rendezvous host &apos;%1&apos; is not ${MASTER} (the first host of ${%2}); it will not follow the job to the nodes the platform picks</source>
        <translation>汇合主机“%1”不是 ${MASTER}（${%2} 的第一个主机）；它不会随平台选择的节点而变化</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not the image&apos;s python &apos;%2&apos;</source>
        <translation>“%1”不是镜像中的 python“%2”</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is the system python: it bypasses a conda or virtual environment on PATH, which may be where the image&apos;s torch is</source>
        <translation>“%1”是系统 python：它绕过 PATH 上的 conda 或虚拟环境，而镜像中的 torch 可能就装在那里</translation>
    </message>
    <message>
        <source>: with the static rendezvous rank 0 must run on the master address, and rank 0 is node 0, the first host; the nodes never meet</source>
        <translation>：在 static 汇合下，0 号进程必须运行在主节点地址上，而 0 号进程就在节点 0、即第一个主机上；各节点永远无法汇合</translation>
    </message>
    <message>
        <source>: with this rendezvous that works (the agent on that host starts the store and the ranks come from the rendezvous); the first host is only the convention</source>
        <translation>：在这种汇合下这样也能工作（该主机上的代理会启动存储，各进程序号由汇合分配）；取第一个主机只是惯例</translation>
    </message>
    <message>
        <source>--nnodes is not the job&apos;s node count ${%1}: %2%3</source>
        <translation>--nnodes 不是任务的节点数量 ${%1}：%2%3</translation>
    </message>
    <message>
        <source>--node_rank is not each node&apos;s own index ${VC_TASK_INDEX}: %1</source>
        <translation>--node_rank 不是每个节点自己的序号 ${VC_TASK_INDEX}：%1</translation>
    </message>
    <message>
        <source>the rendezvous host is not the first host of ${%1} (or its address): %2%3</source>
        <translation>汇合主机不是 ${%1} 的第一个主机（或其地址）：%2%3</translation>
    </message>
    <message>
        <source>--nproc_per_node=gpu on nodes without GPUs: torch stops with &quot;Cuda is not available&quot; before any worker starts; give the process count</source>
        <translation>在没有 GPU 的节点上使用 --nproc_per_node=gpu：torch 会在启动任何工作进程之前报错“Cuda is not available”并退出；请给出进程数</translation>
    </message>
    <message>
        <source>--nnodes=%1 with the static rendezvous means exactly %2 nodes (static is not elastic); write %2</source>
        <translation>静态汇合下 --nnodes=%1 就是正好 %2 个节点（静态汇合不是弹性的）；请写 %2</translation>
    </message>
    <message numerus="yes">
        <source>the form starts %n node(s)</source>
        <translation>
            <numerusform>表单启动 %n 个节点</numerusform>
        </translation>
    </message>
    <message>
        <source>the job may start fewer</source>
        <translation>任务启动的节点可能更少</translation>
    </message>
    <message>
        <source>--nnodes=%1 with the static rendezvous waits for all %2 nodes (static is not elastic); %3, so the rendezvous never completes and times out</source>
        <translation>静态汇合下 --nnodes=%1 会等齐全部 %2 个节点（静态汇合不是弹性的）；%3，所以汇合永远无法完成，最终超时</translation>
    </message>
    <message>
        <source>the rendezvous host is not the first host of ${%1} (or its address): %2</source>
        <translation>汇合主机不是 ${%1} 的第一个主机（或其地址）：%2</translation>
    </message>
    <message>
        <source>the rendezvous host is not the node of rank 0: %1</source>
        <translation>汇合主机不是 0 号节点序号所在的节点：%1</translation>
    </message>
    <message>
        <source>the rendezvous host is not the node of rank 0 in ${%1}: %2%3</source>
        <translation>汇合主机不是 ${%1} 中 0 号进程所在的节点：%2%3</translation>
    </message>
    <message>
        <source>the job hangs: %1. Nothing listens there before that launcher runs, so the node never starts it and the other nodes wait for it at the rendezvous; wait only on the other nodes</source>
        <translation>任务会挂起：%1。在那个启动器运行之前没有程序监听该端口，所以该节点永远不会启动它，其他节点则在汇合处等它；只应在其他节点上等待</translation>
    </message>
    <message numerus="yes">
        <source>--nproc_per_node is %1 but CUDA_VISIBLE_DEVICES=%2 lets each worker see %n GPU(s): local ranks %3 to %4 ask for a GPU their process cannot see (invalid device ordinal) when they take cuda:LOCAL_RANK</source>
        <translation>
            <numerusform>--nproc_per_node 为 %1，但 CUDA_VISIBLE_DEVICES=%2 只让每个工作进程看到 %n 个 GPU：本地序号 %3 到 %4 按 cuda:LOCAL_RANK 选卡时，会请求一个本进程看不到的 GPU（invalid device ordinal）</numerusform>
        </translation>
    </message>
    <message>
        <source>--nnodes is not the job&apos;s node count ${%1}: %2</source>
        <translation>--nnodes 不是任务的节点数量 ${%1}：%2</translation>
    </message>
    <message>
        <source>the job hangs: %1. Each pod has its own /tmp (and /dev/shm, /var/tmp): a file one node writes there never appears on another, so the waiting nodes never start their launchers; pass the value in the command instead (the first host of ${VC_WORKER_HOSTS}), or use a folder every pod mounts</source>
        <translation>任务会挂起：%1。每个 Pod 都有自己的 /tmp（以及 /dev/shm、/var/tmp）：一个节点写在那里的文件永远不会出现在另一个节点上，因此等待的节点永远不会启动启动器；请改为在命令里传入这个值（${VC_WORKER_HOSTS} 的第一个主机），或使用每个 Pod 都挂载的目录</translation>
    </message>
    <message numerus="yes">
        <source>--nproc_per_node=cpu starts a process for each CPU of the node, but a node has %n GPU(s): the processes would share them</source>
        <translation>
            <numerusform>--nproc_per_node=cpu 会为节点的每个 CPU 启动一个进程，但一个节点只有 %n 个 GPU：这些进程会共用 GPU</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>--nproc_per_node is the node&apos;s CPU count (what nproc says), but a node has %n GPU(s): a process for each CPU, and they would share the GPUs</source>
        <translation>
            <numerusform>--nproc_per_node 是节点的 CPU 数（nproc 的输出），但一个节点只有 %n 个 GPU：每个 CPU 一个进程，它们会共用 GPU</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FormSteps</name>
    <message>
        <source>Basic configuration</source>
        <translation>基本配置</translation>
    </message>
    <message>
        <source>Compute framework</source>
        <translation>计算框架</translation>
    </message>
    <message>
        <source>Task configuration</source>
        <translation>任务配置</translation>
    </message>
    <message>
        <source>Start command</source>
        <translation>启动命令</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>检查</translation>
    </message>
    <message>
        <source>Name the job and say which torch its image has: the launcher&apos;s options are spelled for it.</source>
        <translation>为任务命名，并说明镜像中的 torch 版本：启动器选项的写法取决于它。</translation>
    </message>
    <message>
        <source>Choose &quot;Other&quot;: only it runs your own start command on every node of one role.</source>
        <translation>选择“其他”：只有它会在一个节点组的每个节点上运行您自己的启动命令。</translation>
    </message>
    <message>
        <source>One worker role: how many nodes it starts, and the GPUs each node gets.</source>
        <translation>一个 worker 节点组：启动多少个节点，每个节点分配多少 GPU。</translation>
    </message>
    <message>
        <source>How every node starts the training: the launcher, the rendezvous, the processes, your script.</source>
        <translation>每个节点如何启动训练：启动器、汇合、进程以及您的脚本。</translation>
    </message>
    <message>
        <source>Try the command before you submit it: on simulated nodes here, or on your nodes over SSH.</source>
        <translation>提交前先试一试命令：在本机的模拟节点上，或通过 SSH 在您的节点上。</translation>
    </message>
</context>
<context>
    <name>GlobPattern</name>
    <message>
        <source>unresolved: an extended pattern (extglob&apos;s @(...), +(...), !(...)) is not matched statically</source>
        <translation>无法确定：扩展模式（extglob 的 @(...)、+(...)、!(...)）不做静态匹配</translation>
    </message>
</context>
<context>
    <name>GrepProgram</name>
    <message>
        <source>grep option &apos;%1&apos; needs a value</source>
        <translation>grep 选项“%1”需要一个值</translation>
    </message>
    <message>
        <source>grep option &apos;%1&apos; is not simulated</source>
        <translation>不模拟 grep 选项“%1”</translation>
    </message>
    <message>
        <source>grep option &apos;-%1&apos; needs a value</source>
        <translation>grep 选项“-%1”需要一个值</translation>
    </message>
    <message>
        <source>grep option &apos;-m %1&apos; is not simulated</source>
        <translation>不模拟 grep 选项“-m %1”</translation>
    </message>
    <message>
        <source>grep option &apos;-%1&apos; is not simulated</source>
        <translation>不模拟 grep 选项“-%1”</translation>
    </message>
    <message>
        <source>grep without a pattern is not simulated</source>
        <translation>不模拟没有模式的 grep</translation>
    </message>
    <message>
        <source>grep reads &apos;%1&apos;, a file only known on the node</source>
        <translation>grep 读取“%1”，这个文件只有节点上才有</translation>
    </message>
    <message>
        <source>grep pattern &apos;%1&apos; is not simulated</source>
        <translation>不模拟 grep 模式“%1”</translation>
    </message>
    <message>
        <source>grep reads a value only the node knows: whether it matches is decided there</source>
        <translation>grep 读取的值只有节点知道：是否匹配要在节点上才能决定</translation>
    </message>
    <message>
        <source>grep over this much text is not simulated</source>
        <translation>不模拟在这么多文本上运行的 grep</translation>
    </message>
</context>
<context>
    <name>HereDocumentChecks</name>
    <message>
        <source>the here-document&apos;s delimiter is not quoted, so bash expands $%1 when it writes the text, before the written script&apos;s own %1=... runs: the script gets the value this command has then (empty where it sets none). Quote the delimiter (&lt;&lt;&apos;%2&apos;) to leave $ to the script, or write \$%1</source>
        <translation>here-document 的分隔符没有加引号，所以 bash 在写出文本时就展开了 $%1，早于写出的脚本自己的 %1=... 运行：脚本拿到的是此命令当时的值（若此命令没有设置则为空）。请给分隔符加引号（&lt;&lt;&apos;%2&apos;），把 $ 留给脚本；或写成 \$%1</translation>
    </message>
</context>
<context>
    <name>HostKeyCheck</name>
    <message>
        <source>REMOTE HOST IDENTIFICATION HAS CHANGED for %1: the server now offers the %2 key %3, which is not the key recorded in %4. Someone could be intercepting the connection, or the host was reinstalled. Verify the fingerprint with the host&apos;s administrator, then remove the old line (ssh-keygen -R %1 -f %4).</source>
        <translation>%1 的远程主机标识已更改：服务器现在提供 %2 密钥 %3，与 %4 中记录的密钥不同。可能有人正在拦截连接，也可能该主机被重装过。请先与主机管理员核对指纹，然后删除旧的记录（ssh-keygen -R %1 -f %4）。</translation>
    </message>
    <message>
        <source>%1 offers a %2 key (%3), but %4 records a key of another type for it. This may be an attack; verify the fingerprint with the host&apos;s administrator before changing %4.</source>
        <translation>%1 提供了 %2 密钥（%3），但 %4 为它记录的是另一种类型的密钥。这可能是攻击；修改 %4 之前请先与主机管理员核对指纹。</translation>
    </message>
    <message>
        <source>Cannot read the known hosts file %1.</source>
        <translation>无法读取已知主机文件 %1。</translation>
    </message>
    <message>
        <source>The host key of %1 (%2 %3) was not accepted.</source>
        <translation>未接受 %1 的主机密钥（%2 %3）。</translation>
    </message>
    <message>
        <source>%1 is not a known host (its %2 key is %3) and %4 has no entry for it. Check the fingerprint, then accept it (--accept-new) or add it to %4.</source>
        <translation>%1 不是已知主机（其 %2 密钥为 %3），%4 中也没有它的记录。请核对指纹，然后接受它（--accept-new）或将它加入 %4。</translation>
    </message>
    <message>
        <source>REVOKED HOST KEY for %1: its %2 key %3 is marked @revoked in %4, so it is refused whatever else the file says. Ask the host&apos;s administrator for the host&apos;s new key.</source>
        <translation>%1 的主机密钥已被吊销：其 %2 密钥 %3 在 %4 中标记为 @revoked，无论该文件其他记录怎样写都会被拒绝。请向主机管理员索取该主机的新密钥。</translation>
    </message>
</context>
<context>
    <name>HostList</name>
    <message>
        <source>an empty host name between commas in &quot;%1&quot;</source>
        <translation>“%1”中两个逗号之间的主机名为空</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a host name (it starts with &apos;-&apos;)</source>
        <translation>“%1”不是主机名（它以“-”开头）</translation>
    </message>
    <message>
        <source>more than %1 hosts</source>
        <translation>主机超过 %1 个</translation>
    </message>
</context>
<context>
    <name>InvocationTopology</name>
    <message>
        <source>%1: a store on this node</source>
        <translation>%1：本节点上的存储</translation>
    </message>
    <message>
        <source>&lt;a new random id&gt;</source>
        <translation>&lt;新的随机 ID&gt;</translation>
    </message>
    <message>
        <source>from %1</source>
        <translation>来自 %1</translation>
    </message>
    <message>
        <source>%1 not given: its default</source>
        <translation>未给出 %1：使用其默认值</translation>
    </message>
    <message>
        <source>(only known on the node: %1)</source>
        <translation>（只有节点上才知道：%1）</translation>
    </message>
    <message>
        <source>%1 with the static rendezvous: it waits for the maximum, %2 nodes</source>
        <translation>%1 配合 static 汇合：它会等待最大值，即 %2 个节点</translation>
    </message>
    <message>
        <source>%1: the rendezvous waits for the minimum (%2), then %3 s (its last call) for more nodes, up to %4; the world is the nodes of that round, shown here for %5</source>
        <translation>%1：汇合先等待最小值（%2 个节点），再等待 %3 秒（最后召集）让更多节点加入，最多 %4 个；工作进程总数按该轮汇合的节点计算，此处按 %5 个节点显示</translation>
    </message>
</context>
<context>
    <name>JobChecks</name>
    <message>
        <source>Use &quot;%1&quot;</source>
        <translation>使用“%1”</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>删除 %1</translation>
    </message>
    <message>
        <source>Keep only the last %1</source>
        <translation>只保留最后一个 %1</translation>
    </message>
    <message>
        <source>Remove this variable</source>
        <translation>删除此变量</translation>
    </message>
    <message>
        <source>Start one process per GPU</source>
        <translation>每个 GPU 启动一个进程</translation>
    </message>
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
        <source>Kubernetes names allow only lower-case letters, digits and &apos;-&apos;; a Volcano export will use a cleaned-up name.</source>
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
        <source>torch %1 is not one of the releases DDP Wizard knows (1.13, 2.0 to %2). Choose the nearest one, or &quot;unknown&quot; for spellings every release accepts.</source>
        <translation>torch %1 不是 DDP Wizard 已知的版本（1.13、2.0 到 %2）。请选择最接近的版本，或选择“unknown”以使用所有版本都接受的写法。</translation>
    </message>
    <message>
        <source>With an unknown torch version the command uses the underscore spellings, which every release accepts.</source>
        <translation>torch 版本未知时，命令使用所有版本都接受的下划线写法。</translation>
    </message>
    <message>
        <source>Use torch %1</source>
        <translation>使用 torch %1</translation>
    </message>
    <message>
        <source>The image %1 has torch %2, which rejects the dash spellings (--nproc-per-node, --rdzv-endpoint) the command is written with for torch %3: torchrun stops with &apos;unrecognized arguments&apos;.</source>
        <translation>镜像 %1 中是 torch %2，它不接受命令为 torch %3 使用的短横线写法（--nproc-per-node、--rdzv-endpoint）：torchrun 会报“unrecognized arguments”并退出。</translation>
    </message>
    <message>
        <source>The image %1 has torch %2, but the command is written for torch %3: its spellings and defaults may not be the image&apos;s.</source>
        <translation>镜像 %1 中是 torch %2，但命令是为 torch %3 编写的：其选项写法和默认值可能与镜像中的不同。</translation>
    </message>
    <message>
        <source>The image %1 has torch %2; choosing it writes the spellings that release accepts.</source>
        <translation>镜像 %1 中是 torch %2；选择该版本后，命令会使用该版本接受的写法。</translation>
    </message>
    <message>
        <source>NGC PyTorch release %1 is not in DDP Wizard&apos;s table, so its torch version is unknown here: the command assumes torch %2, the torch field. Check the image&apos;s torch and choose it.</source>
        <translation>NGC PyTorch 版本 %1 不在 DDP Wizard 的对照表中，因此这里不知道它的 torch 版本：命令按 torch 版本字段假定为 torch %2。请确认镜像中的 torch 并选择它。</translation>
    </message>
    <message>
        <source>NGC PyTorch release %1 is not in DDP Wizard&apos;s table, so its torch version is unknown here: the command uses the underscore spellings every release accepts.</source>
        <translation>NGC PyTorch 版本 %1 不在 DDP Wizard 的对照表中，因此这里不知道它的 torch 版本：命令使用所有版本都接受的下划线写法。</translation>
    </message>
    <message>
        <source>Choose &quot;Other&quot;</source>
        <translation>选择“其他”</translation>
    </message>
    <message>
        <source>A role name uses lower-case letters, digits and &apos;-&apos; (at most 63), starting and ending with a letter or digit.</source>
        <translation>节点组名称只能使用小写字母、数字和“-”（最多 63 个字符），并以字母或数字开头和结尾。</translation>
    </message>
    <message>
        <source>The guide names the role &quot;worker&quot;; with &quot;%1&quot; the platform variables are %2 and %3.</source>
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
        <source>Use port %1</source>
        <translation>使用端口 %1</translation>
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
        <translation>请输入汇合 ID：同一任务的所有节点必须使用相同的 ID。</translation>
    </message>
    <message>
        <source>The rendezvous id must not contain spaces or control characters.</source>
        <translation>汇合 ID 不能包含空格或控制字符。</translation>
    </message>
    <message>
        <source>An elastic node range needs the c10d backend; static rendezvous always waits for the maximum.</source>
        <translation>弹性节点范围需要 c10d 后端；static 汇合总是等待最大节点数。</translation>
    </message>
    <message>
        <source>Use the c10d backend</source>
        <translation>使用 c10d 后端</translation>
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
        <source>Use the range %1:%2</source>
        <translation>使用范围 %1:%2</translation>
    </message>
    <message>
        <source>With an elastic range, --nnodes is MIN:MAX and does not come from %1.</source>
        <translation>使用弹性范围时，--nnodes 为 MIN:MAX，不取自 %1。</translation>
    </message>
    <message>
        <source>Max restarts must be between 0 and %1 (got %2).</source>
        <translation>最大重启次数必须在 0 到 %1 之间（当前为 %2）。</translation>
    </message>
    <message>
        <source>Processes per node must be between 1 and %1 (got %2).</source>
        <translation>每节点进程数必须在 1 到 %1 之间（当前为 %2）。</translation>
    </message>
    <message numerus="yes">
        <source>%1 processes per node but only %n GPU(s): DDP needs one GPU per process.</source>
        <translation>
            <numerusform>每节点 %1 个进程，但只有 %n 个 GPU：DDP 需要每个进程一个 GPU。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 processes per node leave %2 of the %3 GPUs idle.</source>
        <translation>每节点 %1 个进程，%3 个 GPU 中有 %2 个闲置。</translation>
    </message>
    <message>
        <source>&quot;gpu&quot; counts CUDA devices and fails on a node without GPUs (&quot;Cuda is not available&quot;).</source>
        <translation>“gpu”统计 CUDA 设备，在没有 GPU 的节点上会失败（“Cuda is not available”）。</translation>
    </message>
    <message>
        <source>Start one process per node</source>
        <translation>每个节点启动一个进程</translation>
    </message>
    <message>
        <source>&quot;auto&quot; on a node without GPUs starts one process per CPU core.</source>
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
        <source>A script name starting with &apos;-&apos; would be read as a launcher option.</source>
        <translation>以“-”开头的脚本名会被当作启动器选项。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a Python module name (dotted identifiers, e.g. pkg.train).</source>
        <translation>“%1”不是 Python 模块名（以点分隔的标识符，例如 pkg.train）。</translation>
    </message>
    <message>
        <source>Argument %1 contains a NUL character, which no command line can carry.</source>
        <translation>第 %1 个参数包含 NUL 字符，命令行无法传递它。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a variable name: use letters, digits and &apos;_&apos;, not starting with a digit.</source>
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
        <source>MASTER is set by the command&apos;s first line from %1.</source>
        <translation>MASTER 由命令的第一行根据 %1 设置。</translation>
    </message>
    <message>
        <source>%1 is set by the platform on every node; overriding it breaks the command.</source>
        <translation>%1 由平台在每个节点上设置；覆盖它会使命令失效。</translation>
    </message>
    <message>
        <source>torchrun sets %1 for every worker, so this value never reaches the script.</source>
        <translation>torchrun 为每个工作进程设置 %1，因此这个值到不了脚本。</translation>
    </message>
    <message>
        <source>%1 is a default for a torchrun option; the option on the command line wins over it.</source>
        <translation>%1 是某个 torchrun 选项的默认值；命令行上的选项优先于它。</translation>
    </message>
    <message>
        <source>%1 platform variables; at most %2 are kept.</source>
        <translation>共 %1 个平台变量；最多保留 %2 个。</translation>
    </message>
    <message>
        <source>Platform variable %1 has no name.</source>
        <translation>第 %1 个平台变量没有名称。</translation>
    </message>
    <message>
        <source>%1 is declared twice; the first value is used.</source>
        <translation>%1 声明了两次；使用第一个值。</translation>
    </message>
    <message>
        <source>The value of %1 contains a NUL character, which no environment can carry.</source>
        <translation>%1 的值包含 NUL 字符，环境变量无法携带它。</translation>
    </message>
    <message>
        <source>The value of %1 has %2 characters; use at most %3.</source>
        <translation>%1 的值有 %2 个字符；最多 %3 个。</translation>
    </message>
    <message>
        <source>The platform sets %1 itself on every node; this sample value is not used.</source>
        <translation>平台会在每个节点上自行设置 %1；此示例值不会被使用。</translation>
    </message>
    <message>
        <source>torch.distributed.launch is deprecated in favour of torchrun.</source>
        <translation>torch.distributed.launch 已弃用，请改用 torchrun。</translation>
    </message>
    <message>
        <source>Use torchrun</source>
        <translation>改用 torchrun</translation>
    </message>
    <message>
        <source>launch passes --local_rank=N up to torch 1.13 and --local-rank=N from 2.0: with an unknown torch version a script that reads only %1 may stop with &apos;unrecognized arguments&apos;. Choose the image&apos;s torch version.</source>
        <translation>launch 在 torch 1.13 及以前传入 --local_rank=N，从 2.0 起传入 --local-rank=N：torch 版本未知时，只读取 %1 的脚本可能因“unrecognized arguments”而退出。请选择镜像中的 torch 版本。</translation>
    </message>
    <message>
        <source>torch %1&apos;s launch passes %2=N, not %3: a script that reads only %3 stops with &apos;unrecognized arguments&apos;.</source>
        <translation>torch %1 的 launch 传入的是 %2=N，不是 %3：只读取 %3 的脚本会因“unrecognized arguments”而退出。</translation>
    </message>
    <message>
        <source>The Python interpreter must be a command name or path, e.g. python3.</source>
        <translation>Python 解释器必须是命令名或路径，例如 python3。</translation>
    </message>
    <message>
        <source>Pass --use_env</source>
        <translation>加上 --use_env</translation>
    </message>
</context>
<context>
    <name>JobFile</name>
    <message>
        <source>expected %1, got %2</source>
        <translation>应为 %1，实际为 %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not one of: %2</source>
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
        <source>&quot;%1&quot; is not a version such as 2.6 or &quot;unknown&quot;</source>
        <translation>“%1”不是版本号，例如 2.6 或“unknown”</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>缺失</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not &quot;gpus&quot;, &quot;gpu&quot;, &quot;auto&quot; or a number</source>
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
        <source>the key &quot;%1&quot; is written twice in one object; keep one of them</source>
        <translation>键“%1”在同一个对象中出现了两次；请只保留其中一个</translation>
    </message>
    <message>
        <source>cannot open %1: not a regular file (a folder, a FIFO or a device)</source>
        <translation>无法打开 %1：不是普通文件（是文件夹、FIFO 或设备）</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
</context>
<context>
    <name>JobHistory</name>
    <message>
        <source>job name</source>
        <translation>任务名称</translation>
    </message>
    <message>
        <source>image</source>
        <translation>镜像</translation>
    </message>
    <message>
        <source>torch version</source>
        <translation>torch 版本</translation>
    </message>
    <message>
        <source>compute framework</source>
        <translation>计算框架</translation>
    </message>
    <message>
        <source>role name</source>
        <translation>节点组名称</translation>
    </message>
    <message>
        <source>nodes</source>
        <translation>节点数</translation>
    </message>
    <message>
        <source>GPUs per node</source>
        <translation>每节点 GPU 数</translation>
    </message>
    <message>
        <source>launcher</source>
        <translation>启动器</translation>
    </message>
    <message>
        <source>rendezvous backend</source>
        <translation>汇合后端</translation>
    </message>
    <message>
        <source>port</source>
        <translation>端口</translation>
    </message>
    <message>
        <source>rendezvous id</source>
        <translation>汇合 ID</translation>
    </message>
    <message>
        <source>elastic node range</source>
        <translation>弹性节点范围</translation>
    </message>
    <message>
        <source>restarts</source>
        <translation>重启次数</translation>
    </message>
    <message>
        <source>processes per node</source>
        <translation>每节点进程数</translation>
    </message>
    <message>
        <source>script or module</source>
        <translation>脚本或模块</translation>
    </message>
    <message>
        <source>entry point</source>
        <translation>入口</translation>
    </message>
    <message>
        <source>script arguments</source>
        <translation>脚本参数</translation>
    </message>
    <message>
        <source>environment variables</source>
        <translation>环境变量</translation>
    </message>
    <message>
        <source>platform variables</source>
        <translation>平台变量</translation>
    </message>
    <message>
        <source>node count from the platform</source>
        <translation>由平台提供节点数</translation>
    </message>
    <message>
        <source>master host line</source>
        <translation>主节点地址行</translation>
    </message>
    <message>
        <source>Python interpreter</source>
        <translation>Python 解释器</translation>
    </message>
    <message>
        <source>the job</source>
        <translation>任务</translation>
    </message>
    <message>
        <source>(empty)</source>
        <translation>（空）</translation>
    </message>
    <message>
        <source>one per GPU</source>
        <translation>每个 GPU 一个</translation>
    </message>
    <message>
        <source>on</source>
        <translation>开</translation>
    </message>
    <message>
        <source>off</source>
        <translation>关</translation>
    </message>
    <message numerus="yes">
        <source>%n item(s)</source>
        <translation>
            <numerusform>%n 项</numerusform>
        </translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>%1 -&gt; %2</source>
        <translation>%1 -&gt; %2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <translation>
            <numerusform>%1 等另外 %n 项</numerusform>
        </translation>
    </message>
    <message>
        <source>local rank read from</source>
        <translation>本地序号的读取方式</translation>
    </message>
</context>
<context>
    <name>JobSpec</name>
    <message>
        <source>&quot;Other&quot; runs your start command as written on every node of the worker role, with VC_WORKER_HOSTS, VC_WORKER_NUM and VC_TASK_INDEX set: exactly what torchrun needs.</source>
        <translation>“其他”在 worker 节点组的每个节点上按原样运行您的启动命令，并设置 VC_WORKER_HOSTS、VC_WORKER_NUM 和 VC_TASK_INDEX：这正是 torchrun 所需要的。</translation>
    </message>
    <message>
        <source>The platform&apos;s PyTorch framework uses a master and a worker role and sets MASTER_ADDR, RANK and WORLD_SIZE per pod, not the single worker role this guide uses. Choose &quot;Other&quot;.</source>
        <translation>平台的 PyTorch 框架使用“master”和“worker”两个节点组，并为每个 Pod 设置 MASTER_ADDR、RANK 和 WORLD_SIZE，而不是本指南使用的单个 worker 节点组。请选择“其他”。</translation>
    </message>
    <message>
        <source>The TensorFlow framework sets TF_CONFIG for parameter servers and workers; DDP does not use it. Choose &quot;Other&quot;.</source>
        <translation>TensorFlow 框架为参数服务器和工作进程设置 TF_CONFIG；DDP 不使用它。请选择“其他”。</translation>
    </message>
    <message>
        <source>The MPI framework starts processes with mpirun from a launcher node; torchrun starts them itself on every node. Choose &quot;Other&quot;.</source>
        <translation>MPI 框架从一个启动器节点用 mpirun 启动进程；torchrun 则在每个节点上自行启动进程。请选择“其他”。</translation>
    </message>
</context>
<context>
    <name>JqProgram</name>
    <message>
        <source>jq filter &apos;%1&apos; is not simulated past &apos;%2&apos;</source>
        <translation>jq 过滤器“%1”从“%2”起不模拟</translation>
    </message>
    <message>
        <source>jq&apos;s output is too long to simulate</source>
        <translation>jq 的输出太长，无法模拟</translation>
    </message>
    <message>
        <source>jq stops: %1</source>
        <translation>jq 停止：%1</translation>
    </message>
    <message>
        <source>cannot index %1 with &quot;%2&quot;</source>
        <translation>无法用 &quot;%2&quot; 索引 %1</translation>
    </message>
    <message>
        <source>cannot index %1 with number</source>
        <translation>无法用数字索引 %1</translation>
    </message>
    <message>
        <source>cannot iterate over %1</source>
        <translation>无法遍历 %1</translation>
    </message>
    <message>
        <source>$%1 is not defined</source>
        <translation>$%1 未定义</translation>
    </message>
    <message>
        <source>jq reads the environment, which is only known on the node</source>
        <translation>jq 读取环境变量，它只有在节点上才知道</translation>
    </message>
    <message>
        <source>boolean has no length</source>
        <translation>布尔值没有长度</translation>
    </message>
    <message>
        <source>%1 has no keys</source>
        <translation>%1 没有键</translation>
    </message>
    <message>
        <source>cannot parse %1 as a number</source>
        <translation>无法把 %1 解析为数字</translation>
    </message>
    <message>
        <source>%1 cannot be used with %2</source>
        <translation>%1 不能用于 %2</translation>
    </message>
    <message>
        <source>jq&apos;s split(&quot;&quot;) is not simulated</source>
        <translation>不模拟 jq 的 split(&quot;&quot;)</translation>
    </message>
    <message>
        <source>cannot join with %1</source>
        <translation>无法与 %1 连接</translation>
    </message>
    <message>
        <source>jq argument &apos;%1&apos; is not simulated</source>
        <translation>不模拟 jq 参数“%1”</translation>
    </message>
    <message>
        <source>jq without a filter is not simulated</source>
        <translation>不模拟没有过滤器的 jq</translation>
    </message>
    <message>
        <source>jq&apos;s input is nested too deep to simulate</source>
        <translation>jq 的输入嵌套太深，无法模拟</translation>
    </message>
    <message>
        <source>jq&apos;s input is not one JSON text</source>
        <translation>jq 的输入不是一段 JSON 文本</translation>
    </message>
    <message>
        <source>jq filter &apos;%1&apos; is not simulated</source>
        <translation>不模拟 jq 过滤器“%1”</translation>
    </message>
    <message>
        <source>an interpolation with %1 outputs is not simulated</source>
        <translation>不模拟产生 %1 个输出的插值</translation>
    </message>
    <message>
        <source>%1 can not be escaped for shell</source>
        <translation>%1 无法为 shell 转义</translation>
    </message>
    <message>
        <source>jq filter nested too deeply to simulate</source>
        <translation>jq 过滤器嵌套太深，无法模拟</translation>
    </message>
    <message>
        <source>jq&apos;s search for &quot;&quot; is not simulated</source>
        <translation>不模拟 jq 对 &quot;&quot; 的搜索</translation>
    </message>
    <message>
        <source>jq&apos;s search for [] is not simulated</source>
        <translation>不模拟 jq 对 [] 的搜索</translation>
    </message>
    <message>
        <source>jq&apos;s search in an object is not simulated</source>
        <translation>不模拟 jq 在对象中的搜索</translation>
    </message>
    <message>
        <source>cannot search %1 for %2</source>
        <translation>无法在 %1 中搜索 %2</translation>
    </message>
</context>
<context>
    <name>LaunchChecks</name>
    <message>
        <source>torch.distributed.launch is deprecated: use torchrun (the script then reads LOCAL_RANK from the environment)</source>
        <translation>torch.distributed.launch 已弃用：请使用 torchrun（脚本随后从环境变量读取 LOCAL_RANK）</translation>
    </message>
    <message>
        <source>without --use_env the script gets its local rank as an argument: --local_rank=N up to torch 1.13, --local-rank=N from 2.0; its argparse must accept the one of the image&apos;s torch</source>
        <translation>没有 --use_env 时，脚本通过参数获得本地序号：torch 1.13 及以前为 --local_rank=N，2.0 起为 --local-rank=N；脚本的 argparse 必须接受镜像中 torch 所用的写法</translation>
    </message>
    <message>
        <source>without --use_env torch %1 passes --local-rank=N to the script (dash, not --local_rank): its argparse must accept --local-rank</source>
        <translation>没有 --use_env 时，torch %1 向脚本传递 --local-rank=N（短横线，不是 --local_rank）：脚本的 argparse 必须接受 --local-rank</translation>
    </message>
    <message>
        <source>without --use_env torch %1 passes --local_rank=N to the script: its argparse must accept --local_rank</source>
        <translation>没有 --use_env 时，torch %1 向脚本传递 --local_rank=N：脚本的 argparse 必须接受 --local_rank</translation>
    </message>
    <message>
        <source>torch %1&apos;s launch passes %2=N to the script, which the job says it reads</source>
        <translation>torch %1 的 launch 向脚本传入 %2=N，任务说明脚本读取的正是它</translation>
    </message>
    <message>
        <source>torch %1&apos;s launch passes %2=N to %3, which the snippet writes with an argparse that has no %2: every worker stops with &apos;unrecognized arguments: %2=N&apos;; add --use_env (the script then reads LOCAL_RANK from the environment) or accept %2 in the script</source>
        <translation>torch %1 的 launch 向 %3 传入 %2=N，而这段命令写出的该脚本的 argparse 没有 %2：每个工作进程都会因“unrecognized arguments: %2=N”而退出；请加上 --use_env（脚本随后从环境变量读取 LOCAL_RANK），或让脚本接受 %2</translation>
    </message>
</context>
<context>
    <name>LaunchFailureClassifier</name>
    <message>
        <source>the node could not prepare the dry-run</source>
        <translation>节点无法准备试运行</translation>
    </message>
    <message>
        <source>the launcher (torchrun or python) was not found on the node</source>
        <translation>在节点上找不到启动器（torchrun 或 python）</translation>
    </message>
    <message>
        <source>python on the node cannot import torch</source>
        <translation>节点上的 python 无法导入 torch</translation>
    </message>
    <message>
        <source>torchrun crashed while reading --redirects/--tee (torch 1.13 on Python 3.11)</source>
        <translation>torchrun 在读取 --redirects/--tee 时崩溃（Python 3.11 上的 torch 1.13）</translation>
    </message>
    <message>
        <source>the script rejected the --local-rank/--local_rank argument that torch.distributed.launch passes</source>
        <translation>脚本拒绝了 torch.distributed.launch 传入的 --local-rank/--local_rank 参数</translation>
    </message>
    <message>
        <source>the launcher rejected its command line</source>
        <translation>启动器拒绝了它的命令行</translation>
    </message>
    <message>
        <source>the rendezvous port is already in use on the master node</source>
        <translation>主节点上的汇合端口已被占用</translation>
    </message>
    <message>
        <source>a host name does not resolve on some node</source>
        <translation>某些节点上无法解析主机名</translation>
    </message>
    <message>
        <source>the job asks for GPUs that the node cannot use</source>
        <translation>任务请求了节点无法使用的 GPU</translation>
    </message>
    <message>
        <source>the ranks met but the collective backend (NCCL/Gloo) could not connect them</source>
        <translation>各进程已汇合，但集合通信后端（NCCL/Gloo）无法连接它们</translation>
    </message>
    <message>
        <source>not every node joined the rendezvous in time</source>
        <translation>并非所有节点都按时加入了汇合</translation>
    </message>
    <message>
        <source>the rendezvous endpoint (c10d store or master) could not be reached</source>
        <translation>无法访问汇合端点（c10d 存储或主节点）</translation>
    </message>
    <message>
        <source>the rendezvous was closed because another node failed</source>
        <translation>汇合因另一个节点失败而被关闭</translation>
    </message>
    <message>
        <source>a worker process failed</source>
        <translation>一个工作进程失败</translation>
    </message>
    <message>
        <source>the launch failed</source>
        <translation>启动失败</translation>
    </message>
    <message>
        <source>check that the node has a writable temporary directory ($TMPDIR or /tmp) and util-linux&apos;s setsid</source>
        <translation>请检查节点上是否有可写的临时目录（$TMPDIR 或 /tmp）以及 util-linux 的 setsid</translation>
    </message>
    <message>
        <source>install torch in the image, or put torchrun / the job&apos;s python on the PATH of a non-interactive shell</source>
        <translation>请在镜像中安装 torch，或把 torchrun / 任务的 python 放到非交互式 shell 的 PATH 中</translation>
    </message>
    <message>
        <source>the python that runs the launcher has no torch: use the image&apos;s interpreter or install torch</source>
        <translation>运行启动器的 python 中没有 torch：请使用镜像中的解释器或安装 torch</translation>
    </message>
    <message>
        <source>pass --redirects and --tee explicitly (e.g. -r 1 -t 1) or use torch &gt;= 2.0</source>
        <translation>显式传入 --redirects 和 --tee（例如 -r 1 -t 1），或使用 torch &gt;= 2.0</translation>
    </message>
    <message>
        <source>accept both spellings in the script (parser.add_argument(&quot;--local-rank&quot;, &quot;--local_rank&quot;, type=int)), or use torchrun / --use-env and read LOCAL_RANK</source>
        <translation>在脚本中同时接受两种写法（parser.add_argument(&quot;--local-rank&quot;, &quot;--local_rank&quot;, type=int)），或使用 torchrun / --use-env 并读取 LOCAL_RANK</translation>
    </message>
    <message>
        <source>check the option spellings against the torch version on the nodes: dash forms such as --nproc-per-node need torch &gt;= 2.0, 1.13 accepts only --nproc_per_node</source>
        <translation>对照节点上的 torch 版本检查选项写法：--nproc-per-node 这样的短横线写法需要 torch &gt;= 2.0，1.13 只接受 --nproc_per_node</translation>
    </message>
    <message>
        <source>pick another --port, or stop what listens on it on the master node (another job, a stale torchrun)</source>
        <translation>换一个 --port，或停止主节点上监听该端口的程序（另一个任务、残留的 torchrun）</translation>
    </message>
    <message>
        <source>the master&apos;s name (first entry of the hosts variable) and each node&apos;s own host name must resolve on every node; otherwise pass --local-addr (torch &gt;= 2.0) or use addresses</source>
        <translation>主节点的名称（主机变量中的第一项）和每个节点自己的主机名必须在每个节点上都能解析；否则请传入 --local-addr（torch &gt;= 2.0）或使用地址</translation>
    </message>
    <message>
        <source>check the GPU count and drivers on the node, or lower --nproc-per-node to the GPUs it has</source>
        <translation>检查节点上的 GPU 数量和驱动，或把 --nproc-per-node 降到节点实有的 GPU 数</translation>
    </message>
    <message>
        <source>set NCCL_SOCKET_IFNAME / GLOO_SOCKET_IFNAME to an interface that exists with the same subnet on every node; NCCL_DEBUG=INFO shows which one was picked</source>
        <translation>将 NCCL_SOCKET_IFNAME / GLOO_SOCKET_IFNAME 设为每个节点上都存在且位于同一子网的网卡；NCCL_DEBUG=INFO 会显示选中的接口</translation>
    </message>
    <message>
        <source>every node must run the same --nnodes, --rdzv-id, --rdzv-backend and --rdzv-endpoint, and no --standalone with more than one node</source>
        <translation>每个节点必须使用相同的 --nnodes、--rdzv-id、--rdzv-backend 和 --rdzv-endpoint，且多节点时不能使用 --standalone</translation>
    </message>
    <message>
        <source>the endpoint host must resolve on every node and its port must be open (firewall, network policy); the master node must be up</source>
        <translation>端点主机必须在每个节点上都能解析，其端口必须开放（防火墙、网络策略）；主节点必须已启动</translation>
    </message>
    <message>
        <source>see the first node that failed</source>
        <translation>请查看第一个失败的节点</translation>
    </message>
    <message>
        <source>see the worker&apos;s error lines</source>
        <translation>请查看工作进程的错误输出</translation>
    </message>
    <message>
        <source>see the node logs</source>
        <translation>请查看节点日志</translation>
    </message>
</context>
<context>
    <name>LauncherOptionTable</name>
    <message>
        <source>Prints the launcher&apos;s usage and exits without starting anything.</source>
        <translation>打印启动器的用法后退出，不启动任何东西。</translation>
    </message>
    <message>
        <source>Number of worker processes started on each node, usually one per GPU: an integer, or auto, cpu, gpu (and xpu from 2.9). Each worker gets LOCAL_RANK 0..N-1 and LOCAL_WORLD_SIZE=N.</source>
        <translation>每个节点上启动的工作进程数，通常每个 GPU 一个：整数，或 auto、cpu、gpu（2.9 起还有 xpu）。每个工作进程得到 LOCAL_RANK 0..N-1 和 LOCAL_WORLD_SIZE=N。</translation>
    </message>
    <message>
        <source>How the nodes find each other: static (node ranks come from --node-rank and the store runs on --master-addr:--master-port) or c10d (a TCP store at --rdzv-endpoint assigns ranks); etcd and etcd-v2 need an etcd server.</source>
        <translation>节点如何找到彼此：static（节点序号来自 --node-rank，存储运行在 --master-addr:--master-port）或 c10d（由 --rdzv-endpoint 处的 TCP 存储分配序号）；etcd 和 etcd-v2 需要 etcd 服务器。</translation>
    </message>
    <message>
        <source>host[:port] of the rendezvous store. With c10d the node whose address matches the host runs the store (default port 29400); with static and no endpoint, master-addr:master-port is used. Must be the same on every node.</source>
        <translation>汇合存储的 host[:port]。使用 c10d 时，地址与该主机匹配的节点运行存储（默认端口 29400）；使用 static 且没有端点时，使用 master-addr:master-port。在每个节点上必须相同。</translation>
    </message>
    <message>
        <source>Job id shared by all nodes of one rendezvous; it becomes TORCHELASTIC_RUN_ID in every worker. Two jobs with the same id and endpoint would join each other.</source>
        <translation>同一汇合中所有节点共享的任务 ID；它在每个工作进程中成为 TORCHELASTIC_RUN_ID。ID 和端点都相同的两个任务会互相加入。</translation>
    </message>
    <message>
        <source>Extra rendezvous settings as key=value pairs separated by commas, for example join_timeout=600,read_timeout=60 (c10d) or timeout=900 (static).</source>
        <translation>额外的汇合设置，以逗号分隔的 key=value 对，例如 join_timeout=600,read_timeout=60（c10d）或 timeout=900（static）。</translation>
    </message>
    <message>
        <source>Single-node mode: starts a private c10d store on localhost with a random run id and ignores the --rdzv-* options. Nodes started this way can never meet, so it is wrong for more than one node.</source>
        <translation>单节点模式：在 localhost 上启动一个使用随机运行 ID 的私有 c10d 存储，并忽略 --rdzv-* 选项。以这种方式启动的节点永远无法汇合，因此不适用于多个节点。</translation>
    </message>
    <message>
        <source>How many times the whole worker group is restarted after a worker fails before the job fails; must be 0 or more.</source>
        <translation>工作进程失败后、任务失败前整个工作进程组被重启的次数；必须大于等于 0。</translation>
    </message>
    <message>
        <source>Seconds between the agent&apos;s checks of its workers&apos; state (5 up to torch 2.3, 0.1 from 2.4); must be greater than 0.</source>
        <translation>代理检查其工作进程状态的间隔秒数（torch 2.3 及以前为 5，2.4 起为 0.1）；必须大于 0。</translation>
    </message>
    <message>
        <source>Python multiprocessing start method used to create the workers: spawn, fork or forkserver.</source>
        <translation>创建工作进程所用的 Python multiprocessing 启动方式：spawn、fork 或 forkserver。</translation>
    </message>
    <message>
        <source>Name of a registered torchelastic event handler that records launcher events (torch 2.8 and later).</source>
        <translation>记录启动器事件的已注册 torchelastic 事件处理器名称（torch 2.8 及以后）。</translation>
    </message>
    <message>
        <source>Free-form name of the workers&apos; role; each worker sees it as ROLE_NAME.</source>
        <translation>工作进程的自定义名称，每个工作进程以 ROLE_NAME 看到它。</translation>
    </message>
    <message>
        <source>Treat the training script as a Python module name: each worker runs python -u -m &lt;module&gt;.</source>
        <translation>把训练脚本当作 Python 模块名：每个工作进程运行 python -u -m &lt;module&gt;。</translation>
    </message>
    <message>
        <source>Run the training script directly as a program instead of through python (for shell scripts or binaries). Cannot be combined with --module.</source>
        <translation>把训练脚本直接作为程序运行，而不是通过 python（用于 shell 脚本或二进制程序）。不能与 --module 同时使用。</translation>
    </message>
    <message>
        <source>Run the script with runpy.run_path inside the launcher&apos;s interpreter; needs an absolute path and takes precedence over --no-python.</source>
        <translation>在启动器的解释器中用 runpy.run_path 运行脚本；需要绝对路径，优先于 --no-python。</translation>
    </message>
    <message>
        <source>Directory for the workers&apos; log files (a sub-directory per run is created on every node).</source>
        <translation>工作进程日志文件的目录（每个节点上为每次运行创建一个子目录）。</translation>
    </message>
    <message>
        <source>Send worker output to files in the log directory instead of the console: 0 none, 1 stdout, 2 stderr, 3 both, or per local rank as 0:3,1:1.</source>
        <translation>把工作进程输出写入日志目录中的文件而不是控制台：0 无，1 stdout，2 stderr，3 两者，或按本地序号写成 0:3,1:1。</translation>
    </message>
    <message>
        <source>Copy worker output to files in the log directory and keep it on the console; same format as --redirects.</source>
        <translation>把工作进程输出复制到日志目录中的文件，同时保留在控制台上；格式与 --redirects 相同。</translation>
    </message>
    <message>
        <source>Prefix of each console log line, with the macros ${role_name}, ${local_rank}, ${rank} and ${hostname} (torch 2.14 and later).</source>
        <translation>每行控制台日志的前缀，可使用宏 ${role_name}、${local_rank}、${rank} 和 ${hostname}（torch 2.14 及以后）。</translation>
    </message>
    <message>
        <source>Only show the console output of these local ranks, as a comma-separated list of integers (torch 2.3 and later).</source>
        <translation>只显示这些本地序号的控制台输出，以逗号分隔的整数列表（torch 2.3 及以后）。</translation>
    </message>
    <message>
        <source>Copy stdout lines containing any of these comma-separated strings to an extra file (a double comma stands for a comma).</source>
        <translation>把包含这些以逗号分隔的字符串之一的 stdout 行复制到额外的文件（两个逗号表示一个逗号）。</translation>
    </message>
    <message>
        <source>Copy stderr lines containing any of these comma-separated strings to an extra file.</source>
        <translation>把包含这些以逗号分隔的字符串之一的 stderr 行复制到额外的文件。</translation>
    </message>
    <message>
        <source>This node&apos;s rank, 0 to nnodes-1, unique per node. Only the static rendezvous uses it: it becomes GROUP_RANK and fixes the workers&apos; global ranks (RANK = node_rank * nproc + LOCAL_RANK).</source>
        <translation>当前节点的序号，0 到 nnodes-1，每个节点唯一。只有 static 汇合使用它：它成为 GROUP_RANK，并确定工作进程的全局序号（RANK = node_rank * nproc + LOCAL_RANK）。</translation>
    </message>
    <message>
        <source>Address of the node with rank 0 (static rendezvous only); it hosts the TCP store and every worker gets it as MASTER_ADDR. Must be reachable from every node.</source>
        <translation>序号为 0 的节点的地址（仅限 static 汇合）；它承载 TCP 存储，每个工作进程以 MASTER_ADDR 得到它。必须能从每个节点访问。</translation>
    </message>
    <message>
        <source>Port of the store on the master node (static rendezvous only), 29500 by default; every worker gets it as MASTER_PORT. Must be free on the master node.</source>
        <translation>主节点上存储的端口（仅限 static 汇合），默认 29500；每个工作进程以 MASTER_PORT 得到它。在主节点上必须空闲。</translation>
    </message>
    <message>
        <source>Address other nodes use to reach this node (torch 2.0 and later); otherwise the node&apos;s fully qualified host name is used, which must resolve everywhere.</source>
        <translation>其他节点访问当前节点所用的地址（torch 2.0 及以后）；否则使用节点的完全限定主机名，它必须在所有地方都能解析。</translation>
    </message>
    <message>
        <source>Name of a torchrun.logs_specs entry point that replaces the default log file layout (torch 2.3 and later).</source>
        <translation>替代默认日志文件布局的 torchrun.logs_specs 入口点名称（torch 2.3 及以后）。</translation>
    </message>
    <message>
        <source>Bind each worker to the CPUs near its GPU: node, socket, exclusive or core-complex (torch 2.9 and later).</source>
        <translation>把每个工作进程绑定到其 GPU 附近的 CPU：“node”、“socket”、“exclusive”或“core-complex”（torch 2.9 及以后）。</translation>
    </message>
    <message>
        <source>Signals the agent forwards to the workers, comma-separated (torch 2.9 and later).</source>
        <translation>代理转发给工作进程的信号，以逗号分隔（torch 2.9 及以后）。</translation>
    </message>
    <message>
        <source>Seconds between SIGTERM and SIGKILL when the workers are stopped (30 when unset).</source>
        <translation>停止工作进程时 SIGTERM 与 SIGKILL 之间的秒数（未设置时为 30）。</translation>
    </message>
    <message>
        <source>Every worker sees LOCAL_RANK=0 and only its own GPU in CUDA_VISIBLE_DEVICES.</source>
        <translation>每个工作进程都看到 LOCAL_RANK=0，且 CUDA_VISIBLE_DEVICES 中只有它自己的 GPU。</translation>
    </message>
    <message>
        <source>Prints a shell completion script for torchrun and exits (needs the shtab package).</source>
        <translation>打印 torchrun 的 shell 补全脚本后退出（需要 shtab 包）。</translation>
    </message>
    <message>
        <source>Prints accelerate launch&apos;s usage and exits without starting anything.</source>
        <translation>打印 accelerate launch 的用法并退出，不启动任何东西。</translation>
    </message>
    <message>
        <source>A YAML file (written by accelerate config) whose values fill every option not given on the command line, including the machine count, rank and main process address. Without this option accelerate reads ~/.cache/huggingface/accelerate/default_config.yaml when the image has one.</source>
        <translation>一个 YAML 文件（由 accelerate config 写出），其值会填充命令行上未给出的每个选项，包括机器数、机器序号和主进程地址。没有此选项时，如果镜像中有 ~/.cache/huggingface/accelerate/default_config.yaml，accelerate 会读取它。</translation>
    </message>
    <message>
        <source>Shows only the relevant part of a failed launch&apos;s traceback.</source>
        <translation>启动失败时只显示回溯中相关的部分。</translation>
    </message>
    <message>
        <source>Trains on the CPU even where GPUs are present.</source>
        <translation>即使有 GPU 也在 CPU 上训练。</translation>
    </message>
    <message>
        <source>Distributed GPU training: accelerate starts torchrun (torch.distributed.run) in its own process, with settings taken from its own options. Needs --num_processes of 2 or more.</source>
        <translation>分布式 GPU 训练：accelerate 在自己的进程中启动 torchrun（torch.distributed.run），设置取自它自己的选项。需要 --num_processes 为 2 或更多。</translation>
    </message>
    <message>
        <source>Trains on TPUs instead of GPUs.</source>
        <translation>在 TPU 而不是 GPU 上训练。</translation>
    </message>
    <message>
        <source>Mixed precision for the training: no, fp16, bf16 or fp8; passed to the script&apos;s Accelerator through the environment.</source>
        <translation>训练的混合精度：no、fp16、bf16 或 fp8；通过环境变量传给脚本的 Accelerator。</translation>
    </message>
    <message>
        <source>The TOTAL number of processes over all machines, not per machine: torchrun gets num_processes // num_machines processes per node. With 2 machines of 8 GPUs it is 16; writing 8 starts 4 per node.</source>
        <translation>所有机器上的进程总数，不是每台机器的：torchrun 每个节点得到 num_processes // num_machines 个进程。2 台 8 GPU 的机器应写 16；写 8 会每个节点启动 4 个。</translation>
    </message>
    <message>
        <source>Number of machines (nodes) in the job; becomes torchrun&apos;s --nnodes. Only above 1 are the machine rank and the main process address passed on.</source>
        <translation>任务中的机器（节点）数；成为 torchrun 的 --nnodes。只有大于 1 时才会传递机器序号和主进程地址。</translation>
    </message>
    <message>
        <source>OMP_NUM_THREADS for each process.</source>
        <translation>每个进程的 OMP_NUM_THREADS。</translation>
    </message>
    <message>
        <source>Binds each process to the CPUs near its GPU (NVIDIA GPUs).</source>
        <translation>把每个进程绑定到靠近其 GPU 的 CPU（NVIDIA GPU）。</translation>
    </message>
    <message>
        <source>A torch.compile (dynamo) setting passed to the script&apos;s Accelerator through the environment; it does not change how the processes are started.</source>
        <translation>一项 torch.compile（dynamo）设置，通过环境变量传给脚本的 Accelerator；它不改变进程的启动方式。</translation>
    </message>
    <message>
        <source>Trains with DeepSpeed. On more than one machine the start depends on --deepspeed_multinode_launcher: standard uses torchrun like --multi_gpu; anything else (pdsh by default) runs the deepspeed runner.</source>
        <translation>使用 DeepSpeed 训练。多于一台机器时，启动方式取决于 --deepspeed_multinode_launcher：standard 像 --multi_gpu 一样使用 torchrun；其他值（默认 pdsh）运行 deepspeed 启动器。</translation>
    </message>
    <message>
        <source>Trains with PyTorch FSDP; started through torchrun like --multi_gpu.</source>
        <translation>使用 PyTorch FSDP 训练；像 --multi_gpu 一样通过 torchrun 启动。</translation>
    </message>
    <message>
        <source>Trains with Megatron-LM; started through torchrun like --multi_gpu.</source>
        <translation>使用 Megatron-LM 训练；像 --multi_gpu 一样通过 torchrun 启动。</translation>
    </message>
    <message>
        <source>Takes the data, tensor, context and sequence parallel sizes from the --parallelism_config_* options.</source>
        <translation>从 --parallelism_config_* 选项中读取数据、张量、上下文和序列并行的大小。</translation>
    </message>
    <message>
        <source>Which GPUs of each node to use, comma-separated, or all; becomes CUDA_VISIBLE_DEVICES of the processes.</source>
        <translation>每个节点使用哪些 GPU，逗号分隔，或 all；成为进程的 CUDA_VISIBLE_DEVICES。</translation>
    </message>
    <message>
        <source>All machines are on one network: torchrun gets --master_addr and --master_port. Without it accelerate passes --rdzv_endpoint=IP:PORT instead (with the static rendezvous both reach the same store).</source>
        <translation>所有机器在同一网络中：torchrun 得到 --master_addr 和 --master_port。没有它时 accelerate 改为传入 --rdzv_endpoint=IP:PORT（使用静态汇合时两者指向同一个存储）。</translation>
    </message>
    <message>
        <source>This machine&apos;s rank, 0 to num_machines-1, different on every node; becomes torchrun&apos;s --node_rank. On the platform it is ${VC_TASK_INDEX}.</source>
        <translation>本机的序号，0 到 num_machines-1，每个节点都不同；成为 torchrun 的 --node_rank。在平台上它是 ${VC_TASK_INDEX}。</translation>
    </message>
    <message>
        <source>Address of the machine of rank 0 (the first host); becomes torchrun&apos;s --master_addr or the host of --rdzv_endpoint. Must be the same on every node.</source>
        <translation>0 号进程所在机器（第一个主机）的地址；成为 torchrun 的 --master_addr 或 --rdzv_endpoint 的主机。所有节点必须相同。</translation>
    </message>
    <message>
        <source>Port of the store on the machine of rank 0 (29500 when not given, 0 picks a free port); accelerate stops on rank 0 when the port is in use.</source>
        <translation>0 号进程所在机器上存储的端口（未给出时为 29500，0 表示选一个空闲端口）；端口被占用时 accelerate 在 0 号进程上停止。</translation>
    </message>
    <message>
        <source>torchrun&apos;s --tee: copy worker output to files in --log_dir (0 none, 1 stdout, 2 stderr, 3 both).</source>
        <translation>torchrun 的 --tee：把工作进程输出复制到 --log_dir 中的文件（0 无，1 stdout，2 stderr，3 两者）。</translation>
    </message>
    <message>
        <source>torchrun&apos;s --log_dir: where the workers&apos; log files go.</source>
        <translation>torchrun 的 --log_dir：工作进程日志文件的存放位置。</translation>
    </message>
    <message>
        <source>torchrun&apos;s --role: a free-form name the workers see as ROLE_NAME.</source>
        <translation>torchrun 的 --role：工作进程看到的 ROLE_NAME，可自由命名。</translation>
    </message>
    <message>
        <source>torchrun&apos;s --rdzv_backend, static by default: the node rank comes from --machine_rank and the store runs at the main process address. c10d assigns the ranks at the rendezvous instead.</source>
        <translation>torchrun 的 --rdzv_backend，默认 static：节点序号来自 --machine_rank，存储运行在主进程地址上。c10d 则在汇合时分配进程序号。</translation>
    </message>
    <message>
        <source>torchrun&apos;s --rdzv_conf: extra rendezvous settings as key=value pairs separated by commas.</source>
        <translation>torchrun 的 --rdzv_conf：额外的汇合设置，以逗号分隔的 key=value 对。</translation>
    </message>
    <message>
        <source>torchrun&apos;s --max_restarts: how often the worker group is restarted after a failure.</source>
        <translation>torchrun 的 --max_restarts：失败后工作进程组重启的次数。</translation>
    </message>
    <message>
        <source>torchrun&apos;s --monitor_interval: seconds between checks of the workers.</source>
        <translation>torchrun 的 --monitor_interval：两次检查工作进程之间的秒数。</translation>
    </message>
    <message>
        <source>The training script is a Python module name, run as python -m.</source>
        <translation>训练脚本是一个 Python 模块名，以 python -m 运行。</translation>
    </message>
    <message>
        <source>Runs the training script directly as a program instead of through python.</source>
        <translation>直接把训练脚本当作程序运行，而不是通过 python。</translation>
    </message>
    <message>
        <source>A TPU setting; not used on a GPU platform.</source>
        <translation>一项 TPU 设置；在 GPU 平台上不使用。</translation>
    </message>
    <message>
        <source>The DeepSpeed JSON configuration the script&apos;s Accelerator loads.</source>
        <translation>脚本的 Accelerator 加载的 DeepSpeed JSON 配置。</translation>
    </message>
    <message>
        <source>The deepspeed runner&apos;s --hostfile for a multi-machine DeepSpeed run that does not use the standard (torchrun) launcher: one &apos;host slots=N&apos; line per node.</source>
        <translation>多机 DeepSpeed 运行不使用 standard（torchrun）启动器时，deepspeed 启动器的 --hostfile：每个节点一行“host slots=N”。</translation>
    </message>
    <message>
        <source>How a multi-machine DeepSpeed run starts: standard (torchrun on every node, like --multi_gpu), nossh (the deepspeed runner on every node with --no_ssh), or pdsh (the default), openmpi, mvapich, mpich, slurm: one node starts all the others over ssh or MPI.</source>
        <translation>多机 DeepSpeed 运行的启动方式：standard（每个节点上运行 torchrun，像 --multi_gpu）、nossh（每个节点上以 --no_ssh 运行 deepspeed 启动器），或 pdsh（默认）、openmpi、mvapich、mpich、slurm：由一个节点通过 ssh 或 MPI 启动所有其他节点。</translation>
    </message>
    <message>
        <source>The deepspeed runner&apos;s --include / --exclude host filter.</source>
        <translation>deepspeed 启动器的 --include / --exclude 主机过滤。</translation>
    </message>
    <message>
        <source>A DeepSpeed setting passed to the script&apos;s Accelerator through the environment; it does not change how the processes are started.</source>
        <translation>一项 DeepSpeed 设置，通过环境变量传给脚本的 Accelerator；它不改变进程的启动方式。</translation>
    </message>
    <message>
        <source>An FSDP setting passed to the script&apos;s Accelerator through the environment; it does not change how the processes are started.</source>
        <translation>一项 FSDP 设置，通过环境变量传给脚本的 Accelerator；它不改变进程的启动方式。</translation>
    </message>
    <message>
        <source>A Megatron-LM setting passed to the script&apos;s Accelerator through the environment; it does not change how the processes are started.</source>
        <translation>一项 Megatron-LM 设置，通过环境变量传给脚本的 Accelerator；它不改变进程的启动方式。</translation>
    </message>
    <message>
        <source>An FP8 training setting passed to the script&apos;s Accelerator through the environment.</source>
        <translation>一项 FP8 训练设置，通过环境变量传给脚本的 Accelerator。</translation>
    </message>
    <message>
        <source>For Amazon SageMaker launches only; a secret on a command line is visible to everyone who can read the job.</source>
        <translation>仅用于 Amazon SageMaker 启动；命令行上的密钥对所有能读取任务的人可见。</translation>
    </message>
    <message>
        <source>Checks collective operations for mismatches between processes (slower).</source>
        <translation>检查进程之间的集合通信是否不匹配（更慢）。</translation>
    </message>
    <message>
        <source>Hostfile for mpirun in a multi-CPU run.</source>
        <translation>多 CPU 运行中 mpirun 使用的 hostfile。</translation>
    </message>
    <message>
        <source>A parallelism size or setting for --use_parallelism_config, passed to the script&apos;s Accelerator.</source>
        <translation>--use_parallelism_config 的一项并行大小或设置，传给脚本的 Accelerator。</translation>
    </message>
    <message>
        <source>Prints the deepspeed runner&apos;s usage and exits without starting anything.</source>
        <translation>打印 deepspeed 启动器的用法并退出，不启动任何东西。</translation>
    </message>
    <message>
        <source>The hostfile (default /job/hostfile): one &apos;host slots=N&apos; line per node, in node rank order. A missing file is no error: the runner then trains on this machine alone with the master address 127.0.0.1.</source>
        <translation>hostfile（默认 /job/hostfile）：每个节点一行“host slots=N”，按节点序号顺序。文件缺失不算错误：启动器随后只在本机训练，主节点地址为 127.0.0.1。</translation>
    </message>
    <message>
        <source>Only these hosts and GPUs of the hostfile, as host@host:0,2; excludes --exclude, --num_nodes and --num_gpus.</source>
        <translation>只使用 hostfile 中的这些主机和 GPU，格式为 host@host:0,2；与 --exclude、--num_nodes 和 --num_gpus 互斥。</translation>
    </message>
    <message>
        <source>Every host and GPU of the hostfile except these, as host@host:0,2.</source>
        <translation>使用 hostfile 中除这些以外的所有主机和 GPU，格式为 host@host:0,2。</translation>
    </message>
    <message>
        <source>Keeps only the first N hosts of the hostfile; above 1 without a hostfile the runner stops.</source>
        <translation>只保留 hostfile 的前 N 个主机；没有 hostfile 时大于 1 会让启动器停止。</translation>
    </message>
    <message>
        <source>Fewest nodes of an elastic run (with --elastic_training).</source>
        <translation>弹性运行的最少节点数（配合 --elastic_training）。</translation>
    </message>
    <message>
        <source>Most nodes of an elastic run (with --elastic_training).</source>
        <translation>弹性运行的最多节点数（配合 --elastic_training）。</translation>
    </message>
    <message>
        <source>Processes (GPUs 0..N-1) on every node, replacing the hostfile&apos;s slots; torchrun&apos;s --nproc_per_node.</source>
        <translation>每个节点上的进程数（GPU 0..N-1），取代 hostfile 的 slots；即 torchrun 的 --nproc_per_node。</translation>
    </message>
    <message>
        <source>Port of the store on the master (29500 by default); every process gets it as MASTER_PORT.</source>
        <translation>主节点上存储的端口（默认 29500）；每个进程都以 MASTER_PORT 得到它。</translation>
    </message>
    <message>
        <source>Address of node 0, the first host of the hostfile; every process gets it as MASTER_ADDR. When empty the runner asks the first host over ssh (hostname -I).</source>
        <translation>节点 0（hostfile 的第一个主机）的地址；每个进程都以 MASTER_ADDR 得到它。为空时启动器通过 ssh 询问第一个主机（hostname -I）。</translation>
    </message>
    <message>
        <source>This node&apos;s rank with --no_ssh (DeepSpeed 0.14.5 and later): 0 to the number of hosts - 1, different on every node; on the platform ${VC_TASK_INDEX}.</source>
        <translation>使用 --no_ssh 时本节点的序号（DeepSpeed 0.14.5 及以后）：0 到主机数 - 1，每个节点都不同；在平台上为 ${VC_TASK_INDEX}。</translation>
    </message>
    <message>
        <source>How the runner starts the other nodes without --no_ssh: pdsh (default), openmpi, mvapich, mpich, impi or slurm.</source>
        <translation>没有 --no_ssh 时启动器启动其他节点的方式：pdsh（默认）、openmpi、mvapich、mpich、impi 或 slurm。</translation>
    </message>
    <message>
        <source>Extra arguments for that launcher, as one quoted word.</source>
        <translation>该启动器的额外参数，写成一个带引号的词。</translation>
    </message>
    <message>
        <source>The user script is a Python module name, run as python -m.</source>
        <translation>用户脚本是一个 Python 模块名，以 python -m 运行。</translation>
    </message>
    <message>
        <source>Runs the user script directly as a program instead of through python.</source>
        <translation>直接把用户脚本当作程序运行，而不是通过 python。</translation>
    </message>
    <message>
        <source>Does not add --local_rank=N to the script&apos;s arguments (LOCAL_RANK is still set).</source>
        <translation>不向脚本参数添加 --local_rank=N（仍会设置 LOCAL_RANK）。</translation>
    </message>
    <message>
        <source>Every node starts its own processes, like torchrun, instead of one node starting all of them over ssh; needs --node_rank. What a platform that runs the start command on every node needs (DeepSpeed 0.14.5 and later).</source>
        <translation>每个节点像 torchrun 一样启动自己的进程，而不是由一个节点通过 ssh 启动全部；需要 --node_rank。在每个节点上运行启动命令的平台需要它（DeepSpeed 0.14.5 及以后）。</translation>
    </message>
    <message>
        <source>Skips the check that the first host answers to password-less ssh.</source>
        <translation>跳过“第一个主机可以免密码 ssh”的检查。</translation>
    </message>
    <message>
        <source>Uses the multi-node launcher even for one host.</source>
        <translation>即使只有一个主机也使用多节点启动器。</translation>
    </message>
    <message>
        <source>Writes the launcher&apos;s process id to /tmp/&lt;pid&gt;.ds.</source>
        <translation>把启动器的进程 ID 写到 /tmp/&lt;pid&gt;.ds。</translation>
    </message>
    <message>
        <source>A directory where each rank&apos;s output goes to its own file.</source>
        <translation>一个目录，每个进程的输出写入其中各自的文件。</translation>
    </message>
    <message>
        <source>Runs DeepSpeed&apos;s autotuner first: tune, or run (tune, then train).</source>
        <translation>先运行 DeepSpeed 的自动调优器：tune，或 run（调优后训练）。</translation>
    </message>
    <message>
        <source>Elastic training; needs --master_addr.</source>
        <translation>弹性训练；需要 --master_addr。</translation>
    </message>
    <message>
        <source>Binds each rank to its own CPU cores.</source>
        <translation>把每个进程绑定到各自的 CPU 核。</translation>
    </message>
    <message>
        <source>The CPU cores to bind, as 1,3-5,7.</source>
        <translation>要绑定的 CPU 核，格式如 1,3-5,7。</translation>
    </message>
    <message>
        <source>The ssh port for the fan-out to the other nodes.</source>
        <translation>向其他节点扇出时使用的 ssh 端口。</translation>
    </message>
    <message>
        <source>Number of nodes (machines) in the job, either N or MIN:MAX for an elastic range. Every node must pass the same value. With c10d the rendezvous waits for N nodes (MIN of a range), then for a last call (30 s by default) for more, up to MAX, and the workers&apos; world is the nodes of that round; the static rendezvous waits for MAX.</source>
        <translation>任务中的节点（机器）数量，可以是 N，也可以是表示弹性范围的 MIN:MAX。每个节点必须传入相同的值。使用 c10d 时，汇合先等待 N 个节点（范围时为 MIN），再等待一段最后召集时间（默认 30 秒）让更多节点加入，最多到 MAX，工作进程的进程总数按这一轮的节点计算；static 汇合则等待 MAX 个节点。</translation>
    </message>
    <message>
        <source>launch.py only: do not add --local_rank=N (--local-rank=N from 2.0) to the script&apos;s arguments. LOCAL_RANK is in every worker&apos;s environment with or without it.</source>
        <translation>仅限 launch.py：不在脚本参数中添加 --local_rank=N（2.0 起为 --local-rank=N）。无论是否使用它，每个工作进程的环境中都有 LOCAL_RANK。</translation>
    </message>
</context>
<context>
    <name>LocalCheckLoad</name>
    <message numerus="yes">
        <source>A local check of this job starts %1 processes on this machine, which has %n CPU core(s): it measures this machine, not the job, and may run into the deadline.</source>
        <translation>
            <numerusform>本地检查这个任务会在本机启动 %1 个进程，而本机只有 %n 个 CPU 核心：测到的是本机而不是任务，还可能超过时限。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Checking %n local node(s) tests the same rendezvous with less load; the job keeps its node count.</source>
        <translation>
            <numerusform>检查 %n 个本地节点即可用更小的负载测试同样的汇合；任务的节点数不变。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Running %n process(es) per node tests the same rendezvous with less load; the report names it as a change, and the job keeps its own.</source>
        <translation>
            <numerusform>每节点运行 %n 个进程可以用更少的负载测试同样的汇合；报告会把它列为一项改动，任务保留自己的设置。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LocalCommandRun</name>
    <message>
        <source>torch %1&apos;s launcher refuses the command: %2</source>
        <translation>torch %1 的启动器拒绝此启动命令：%2</translation>
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
    <name>LogDiagnosisFacts</name>
    <message>
        <source>%1 loads %2 %3</source>
        <translation>%1 加载 %2 %3</translation>
    </message>
    <message>
        <source>The nodes load different %1 versions: %2</source>
        <translation>各节点加载的 %1 版本不同：%2</translation>
    </message>
    <message>
        <source>The node runs torch %1, but the start command is written for torch %2</source>
        <translation>节点运行的是 torch %1，但启动命令是为 torch %2 编写的</translation>
    </message>
    <message>
        <source>%1 is %2 on %3 but %4 on %5</source>
        <translation>%1 在 %3 上是 %2，在 %5 上却是 %4</translation>
    </message>
    <message>
        <source>the rendezvous endpoint %1 is the node&apos;s own loopback address, yet %2 nodes are expected (--standalone, or no --master_addr/--rdzv_endpoint)</source>
        <translation>汇合端点 %1 是节点自身的回环地址，但期望有 %2 个节点（用了 --standalone，或没有给 --master_addr/--rdzv_endpoint）</translation>
    </message>
    <message>
        <source>torchrun ran with %1 %2, the job says %3</source>
        <translation>torchrun 运行时 %1 为 %2，任务中为 %3</translation>
    </message>
    <message>
        <source>torchrun&apos;s endpoint %1 uses port %2, the job says %3</source>
        <translation>torchrun 的端点 %1 使用端口 %2，任务中为 %3</translation>
    </message>
    <message>
        <source>rank %1</source>
        <translation>%1 号进程</translation>
    </message>
    <message>
        <source>%1 were all started with is_host: each started the rendezvous store (on one host the second finds the port taken) and the nodes never meet</source>
        <translation>%1 都以 is_host 启动：每个节点都启动了汇合存储（在同一主机上，第二个节点会发现端口已被占用），节点之间永远无法汇合</translation>
    </message>
    <message>
        <source>%1 all ran as node rank %2: each started the master&apos;s store (on one host the second finds the port taken) and the job waits for a node rank no node has</source>
        <translation>%1 都以节点序号 %2 运行：每个节点都启动了主节点的存储（在同一主机上，第二个节点会发现端口已被占用），任务则一直等待一个没有任何节点持有的节点序号</translation>
    </message>
    <message>
        <source>Global rank %1 of a world of %2 started twice (lines %3 and %4): two groups of processes took the same ranks (two nodes with one node rank, or srun starting every process of a node without --ntasks-per-node), and the job waits for ranks nobody has</source>
        <translation>全局进程序号 %1（进程总数 %2）启动了两次（第 %3 行和第 %4 行）：两组进程取了相同的进程序号（两个节点用了同一个节点序号，或 srun 未加 --ntasks-per-node 就启动了一个节点的所有进程），任务会一直等待没有人持有的进程序号</translation>
    </message>
    <message>
        <source>Two launchers&apos; command lines pass node rank %1 for the master %2: each node started the master&apos;s store (on one host the second finds the port taken) and the job waits for a node rank no node has</source>
        <translation>两个启动器的命令行为主节点 %2 传入了同一个节点序号 %1：每个节点都启动了主节点的存储（在同一台主机上，第二个会发现端口已被占用），任务会一直等待一个没有任何节点拥有的节点序号</translation>
    </message>
    <message>
        <source>%1 #%2</source>
        <translation>%1 #%2</translation>
    </message>
    <message>
        <source>%1 #%2 (NumelIn=%3)</source>
        <translation>%1 #%2（NumelIn=%3）</translation>
    </message>
    <message>
        <source>Rank %1 timed out in %2 while rank %3 timed out in %4: the ranks called different collectives (one ran a collective the other did not, or with another size), and each waited for the other</source>
        <translation>进程序号 %1 在 %2 中超时，而进程序号 %3 在 %4 中超时：各进程调用了不同的集合通信（一个进程执行了另一个没有执行的集合通信，或大小不同），彼此都在等待对方</translation>
    </message>
    <message>
        <source>work #%1</source>
        <translation>work #%1</translation>
    </message>
</context>
<context>
    <name>LogDiagnosisJobLinker</name>
    <message>
        <source>The job starts torch.distributed.launch without --use_env, so every worker gets --local-rank=N (--local_rank=N up to torch 1.13) as an argument.</source>
        <translation>任务用 torch.distributed.launch 启动且没有 --use_env，因此每个工作进程都会收到参数 --local-rank=N（torch 1.13 及以前为 --local_rank=N）。</translation>
    </message>
    <message>
        <source>The job starts torchrun, which passes no --local-rank: the command that ran is not this job&apos;s, or the script&apos;s own arguments name it.</source>
        <translation>任务用 torchrun 启动，它不会传入 --local-rank：运行的命令不是此任务的，或者脚本自己的参数中写了它。</translation>
    </message>
    <message>
        <source>The job starts %1 processes per node (--nproc_per_node) but each node has %2 GPUs.</source>
        <translation>任务每个节点启动 %1 个进程（--nproc_per_node），但每个节点只有 %2 块 GPU。</translation>
    </message>
    <message>
        <source>The job starts %1 processes per node on %2 GPUs per node: check that each pod really gets %2 GPUs (nvidia-smi, CUDA_VISIBLE_DEVICES).</source>
        <translation>任务在每个有 %2 块 GPU 的节点上启动 %1 个进程：检查每个 Pod 是否真的分到了 %2 块 GPU（nvidia-smi、CUDA_VISIBLE_DEVICES）。</translation>
    </message>
    <message>
        <source>The job asks for no GPUs: the script must use the gloo backend and the CPU.</source>
        <translation>任务没有申请 GPU：脚本必须使用 gloo 后端和 CPU。</translation>
    </message>
    <message>
        <source>The job asks for %1 GPUs per node: the pods must request them (nvidia.com/gpu) and see them.</source>
        <translation>任务每个节点申请 %1 块 GPU：Pod 必须申请它们（nvidia.com/gpu）并能看到它们。</translation>
    </message>
    <message>
        <source>The job&apos;s rendezvous port is %1 (%2).</source>
        <translation>任务的汇合端口是 %1（%2）。</translation>
    </message>
    <message>
        <source>Use port %1</source>
        <translation>使用端口 %1</translation>
    </message>
    <message>
        <source>The job&apos;s endpoint is $MASTER:%1, where MASTER is the first host of %2 (here %3): every node must resolve and reach it.</source>
        <translation>任务的端点是 $MASTER:%1，其中 MASTER 是 %2 的第一个主机（此处为 %3）：每个节点都必须能解析并访问它。</translation>
    </message>
    <message>
        <source>The log looks up another name than the job&apos;s master: the command that ran derives its endpoint otherwise.</source>
        <translation>日志中查询的名称不是任务的主节点：实际运行的命令以其他方式得出端点。</translation>
    </message>
    <message>
        <source>The nodes&apos; launcher rejects the dash spellings torch 2.0 added (--nproc-per-node ...), so it is older than 2.0; the job is written for torch %1.</source>
        <translation>节点上的启动器拒绝了 torch 2.0 新增的连字符写法（--nproc-per-node ...），因此它早于 2.0；而任务是为 torch %1 编写的。</translation>
    </message>
    <message>
        <source>Write the command for torch %1</source>
        <translation>按 torch %1 编写命令</translation>
    </message>
    <message>
        <source>The job is written for torch %1, the nodes run torch %2.</source>
        <translation>任务是为 torch %1 编写的，节点运行的是 torch %2。</translation>
    </message>
    <message>
        <source>The job waits for %1 nodes (%2 backend): all of them must start with the same settings.</source>
        <translation>任务等待 %1 个节点（%2 后端）：它们都必须以相同的设置启动。</translation>
    </message>
    <message>
        <source>validate: %1:%2: %3 [%4]</source>
        <translation>validate：%1:%2：%3 [%4]</translation>
    </message>
    <message>
        <source>Set %1=%2 for the job</source>
        <translation>为任务设置 %1=%2</translation>
    </message>
    <message>
        <source>%1 is a pod&apos;s own interface on Kubernetes; `ip -br addr` on a node lists its interfaces.</source>
        <translation>在 Kubernetes 上 %1 是 Pod 自己的网卡；在节点上运行 `ip -br addr` 可列出所有接口。</translation>
    </message>
    <message>
        <source>Shared memory is a setting of the pod, not of the start command: give each pod at least %1 GiB of /dev/shm (1 GiB per process, %2 processes per node) on the platform&apos;s form. The Volcano export mounts a memory-backed emptyDir at /dev/shm, which counts against the pod&apos;s memory limit: raise that limit with it.</source>
        <translation>共享内存是 Pod 的设置，不属于启动命令：请在平台表单中为每个 Pod 提供至少 %1 GiB 的 /dev/shm（每个进程 1 GiB，每节点 %2 个进程）。Volcano 导出会在 /dev/shm 挂载一个基于内存的 emptyDir，它计入 Pod 的内存上限：请同时调高该上限。</translation>
    </message>
    <message>
        <source>Use the static backend</source>
        <translation>使用 static 后端</translation>
    </message>
    <message>
        <source>The start command runs the script with python, not with a launcher (%1): nothing sets RANK, WORLD_SIZE, MASTER_ADDR and MASTER_PORT, which init_process_group reads.</source>
        <translation>启动命令用 python 而不是启动器运行脚本（%1）：没有任何东西设置 init_process_group 读取的 RANK、WORLD_SIZE、MASTER_ADDR 和 MASTER_PORT。</translation>
    </message>
    <message>
        <source>Start the script with torchrun: %1 (--nproc_per_node=N for N GPUs; for several nodes add --nnodes, --node_rank and the master&apos;s address, or let DDP Wizard write the whole command).</source>
        <translation>用 torchrun 启动脚本：%1（N 块 GPU 用 --nproc_per_node=N；多节点时再加上 --nnodes、--node_rank 和主节点地址，或让 DDP Wizard 生成完整命令）。</translation>
    </message>
    <message>
        <source>Use the rendezvous id %1</source>
        <translation>使用汇合 ID %1</translation>
    </message>
    <message>
        <source>The start command&apos;s endpoint is %1: every node must resolve and reach it.</source>
        <translation>启动命令的端点是 %1：每个节点都必须能解析并访问它。</translation>
    </message>
    <message>
        <source>Use the c10d backend</source>
        <translation>使用 c10d 后端</translation>
    </message>
</context>
<context>
    <name>LogDiagnosisReportFormat</name>
    <message numerus="yes">
        <source>  ... and %n more line(s)</source>
        <translation>
            <numerusform>  …… 另有 %n 行</numerusform>
        </translation>
    </message>
    <message>
        <source>  fix: %1</source>
        <translation>  修复：%1</translation>
    </message>
    <message>
        <source>  job: %1</source>
        <translation>  任务：%1</translation>
    </message>
    <message>
        <source>  job fix: %1</source>
        <translation>  任务修复：%1</translation>
    </message>
    <message>
        <source>  explains: %1</source>
        <translation>  解释了：%1</translation>
    </message>
    <message numerus="yes">
        <source>no failure found in %n line(s)</source>
        <translation>
            <numerusform>在 %n 行中未发现失败</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 finding(s), %2 error(s), in %3 line(s) of %4 log(s)</source>
        <translation>%1 条发现，%2 个错误，共 %4 份日志 %3 行</translation>
    </message>
    <message>
        <source>  caused by %1 in %2</source>
        <translation>  由 %2 中的 %1 引起</translation>
    </message>
</context>
<context>
    <name>LogFindingCatalog</name>
    <message>
        <source>The dry-run could not prepare the node</source>
        <translation>试运行无法准备该节点</translation>
    </message>
    <message>
        <source>Check that the node has a writable temporary directory ($TMPDIR or /tmp) and util-linux&apos;s setsid.</source>
        <translation>检查节点是否有可写的临时目录（$TMPDIR 或 /tmp）以及 util-linux 的 setsid。</translation>
    </message>
    <message>
        <source>The launcher (torchrun or python) was not found on the node</source>
        <translation>节点上找不到启动器（torchrun 或 python）</translation>
    </message>
    <message>
        <source>Use an image with torch installed, or put torchrun and the job&apos;s python on the PATH of the start command&apos;s shell.</source>
        <translation>使用已安装 torch 的镜像，或把 torchrun 和任务的 python 放到启动命令所用 shell 的 PATH 中。</translation>
    </message>
    <message>
        <source>Python on the node cannot import torch</source>
        <translation>节点上的 Python 无法导入 torch</translation>
    </message>
    <message>
        <source>The python that runs the launcher has no torch: start the image&apos;s own interpreter, or install torch in the image.</source>
        <translation>运行启动器的 python 没有 torch：请使用镜像自带的解释器，或在镜像中安装 torch。</translation>
    </message>
    <message>
        <source>torchrun crashed while reading --redirects/--tee (torch 1.13 on Python 3.11)</source>
        <translation>torchrun 在读取 --redirects/--tee 时崩溃（Python 3.11 上的 torch 1.13）</translation>
    </message>
    <message>
        <source>The nodes run different torch versions, or not the version the start command was written for</source>
        <translation>各节点运行的 torch 版本不同，或不是启动命令所针对的版本</translation>
    </message>
    <message>
        <source>Run the same image (the same torch) on every node, and write the start command for that torch version (the job&apos;s torch version field).</source>
        <translation>在每个节点上运行同一镜像（同一 torch），并按该 torch 版本编写启动命令（任务的 torch 版本字段）。</translation>
    </message>
    <message>
        <source>The nodes load different NCCL versions</source>
        <translation>各节点加载的 NCCL 版本不同</translation>
    </message>
    <message>
        <source>Use the same image on every node: torch and the NCCL library it loads must be the same everywhere (check pip&apos;s nvidia-nccl-* packages and LD_LIBRARY_PATH).</source>
        <translation>在每个节点上使用同一镜像：torch 及其加载的 NCCL 库必须处处相同（检查 pip 的 nvidia-nccl-* 包和 LD_LIBRARY_PATH）。</translation>
    </message>
    <message>
        <source>The launcher or the script rejected its command line</source>
        <translation>启动器或脚本拒绝了它的命令行</translation>
    </message>
    <message>
        <source>Check the option spellings against the torch version on the nodes (dash forms such as --nproc-per-node need torch 2.0; 1.13 accepts only --nproc_per_node) and that launcher options come before the script: `ddpwizard-cli validate` shows the exact fix.</source>
        <translation>按节点上的 torch 版本核对选项写法（--nproc-per-node 这类连字符写法需要 torch 2.0；1.13 只接受 --nproc_per_node），并确认启动器选项写在脚本之前：`ddpwizard-cli validate` 会给出确切的修复。</translation>
    </message>
    <message>
        <source>The launcher ran with other settings than the job, or the nodes ran with different ones</source>
        <translation>启动器运行时的设置与任务不同，或各节点的设置互不相同</translation>
    </message>
    <message>
        <source>Start every node with the same --nnodes, --nproc_per_node, --rdzv_backend, --rdzv_endpoint and --rdzv_id, and check the start command against the job (`ddpwizard-cli validate`).</source>
        <translation>用相同的 --nnodes、--nproc_per_node、--rdzv_backend、--rdzv_endpoint 和 --rdzv_id 启动每个节点，并对照任务检查启动命令（`ddpwizard-cli validate`）。</translation>
    </message>
    <message>
        <source>The rendezvous or master port is already in use</source>
        <translation>汇合（汇合）端口或主节点端口已被占用</translation>
    </message>
    <message>
        <source>Pick another port, or stop what listens there (another job, a stale torchrun); on one node, --rdzv_backend=c10d with --rdzv_endpoint=localhost:0 lets the kernel choose a free port.</source>
        <translation>换一个端口，或停掉在该端口监听的进程（另一个任务、残留的 torchrun）；单节点时可用 --rdzv_backend=c10d 加 --rdzv_endpoint=localhost:0，由内核选择空闲端口。</translation>
    </message>
    <message>
        <source>A host name does not resolve on some node</source>
        <translation>某个节点上无法解析主机名</translation>
    </message>
    <message>
        <source>The master&apos;s name (the first host of the hosts variable) and every node&apos;s own host name must resolve on every node: check the headless Service and /etc/hosts, or pass --local-addr (torch 2.0 and newer) or addresses.</source>
        <translation>主节点的名称（主机变量中的第一个主机）以及每个节点自身的主机名都必须能在每个节点上解析：检查 headless Service 和 /etc/hosts，或传入 --local-addr（torch 2.0 及以上）或直接使用地址。</translation>
    </message>
    <message>
        <source>The job asks for GPUs that the node cannot use</source>
        <translation>任务要求使用节点无法使用的 GPU</translation>
    </message>
    <message>
        <source>Check that the pod requests GPUs and sees them (nvidia-smi), that CUDA_VISIBLE_DEVICES is not set to a GPU the node lacks, and that torch was built for the node&apos;s CUDA driver; for a CPU job use the gloo backend.</source>
        <translation>检查 Pod 是否申请了 GPU 并能看到它们（nvidia-smi），CUDA_VISIBLE_DEVICES 没有指向节点不存在的 GPU，且 torch 与节点的 CUDA 驱动匹配；CPU 任务请使用 gloo 后端。</translation>
    </message>
    <message>
        <source>A worker asked for a GPU number the node does not have</source>
        <translation>某个工作进程请求了节点上不存在的 GPU 编号</translation>
    </message>
    <message>
        <source>Start at most one process per GPU: --nproc_per_node must not exceed the GPUs each node has (and CUDA_VISIBLE_DEVICES lists); use torch.cuda.set_device(LOCAL_RANK).</source>
        <translation>每个 GPU 最多启动一个进程：--nproc_per_node 不得超过每个节点的 GPU 数（以及 CUDA_VISIBLE_DEVICES 列出的数量）；使用 torch.cuda.set_device(LOCAL_RANK)。</translation>
    </message>
    <message>
        <source>Two ranks use the same GPU</source>
        <translation>两个进程使用了同一块 GPU</translation>
    </message>
    <message>
        <source>Each worker must select its own GPU: torch.cuda.set_device(int(os.environ[&quot;LOCAL_RANK&quot;])) before init_process_group, and no hard-coded cuda:0 or CUDA_VISIBLE_DEVICES in the script.</source>
        <translation>每个工作进程必须选择自己的 GPU：在 init_process_group 之前调用 torch.cuda.set_device(int(os.environ[&quot;LOCAL_RANK&quot;]))，脚本中不要硬编码 cuda:0 或 CUDA_VISIBLE_DEVICES。</translation>
    </message>
    <message>
        <source>NCCL or Gloo found no usable network interface, or the ranks advertise an address the others cannot reach</source>
        <translation>NCCL 或 Gloo 找不到可用的网卡，或各进程公布的地址其他进程无法访问</translation>
    </message>
    <message>
        <source>Set NCCL_SOCKET_IFNAME / GLOO_SOCKET_IFNAME to an interface that exists on every node (Gloo takes one plain name, NCCL also takes lists such as ^lo,docker); make each node&apos;s host name resolve to its pod address, not to 127.0.x.x; NCCL_DEBUG=INFO shows the choice.</source>
        <translation>把 NCCL_SOCKET_IFNAME / GLOO_SOCKET_IFNAME 设为每个节点上都存在的接口（Gloo 只接受一个普通名称，NCCL 还接受 ^lo,docker 这样的列表）；让每个节点的主机名解析到它的 Pod 地址而不是 127.0.x.x；NCCL_DEBUG=INFO 会显示选中的接口。</translation>
    </message>
    <message>
        <source>NCCL&apos;s InfiniBand/RoCE transport failed</source>
        <translation>NCCL 的 InfiniBand/RoCE 传输失败</translation>
    </message>
    <message>
        <source>Check the IB devices and GID index on every node (NCCL_IB_HCA, NCCL_IB_GID_INDEX), or fall back to sockets with NCCL_IB_DISABLE=1 (and NCCL_IBEXT_DISABLE=1 for an external plugin) to confirm.</source>
        <translation>检查每个节点上的 IB 设备和 GID 索引（NCCL_IB_HCA、NCCL_IB_GID_INDEX），或用 NCCL_IB_DISABLE=1（外部插件还需 NCCL_IBEXT_DISABLE=1）退回到套接字来确认。</translation>
    </message>
    <message>
        <source>Shared memory (/dev/shm) ran out: a bus error or a failed NCCL segment</source>
        <translation>共享内存（/dev/shm）耗尽：总线错误或 NCCL 共享内存段创建失败</translation>
    </message>
    <message>
        <source>A GPU ran out of memory</source>
        <translation>GPU 显存耗尽</translation>
    </message>
    <message>
        <source>Lower the per-GPU batch size, use mixed precision, activation checkpointing or a sharded optimizer (ZeRO/FSDP); make sure no other process uses the same GPU.</source>
        <translation>降低每个 GPU 的批大小，使用混合精度、激活检查点或分片优化器（ZeRO/FSDP）；确保没有其他进程使用同一块 GPU。</translation>
    </message>
    <message>
        <source>The script used torch.distributed before init_process_group</source>
        <translation>脚本在 init_process_group 之前使用了 torch.distributed</translation>
    </message>
    <message>
        <source>Call torch.distributed.init_process_group() before any collective, barrier or SyncBatchNorm, and start the script with torchrun so that it finds RANK and WORLD_SIZE.</source>
        <translation>在任何集合通信、barrier 或 SyncBatchNorm 之前调用 torch.distributed.init_process_group()，并用 torchrun 启动脚本，使其能找到 RANK 和 WORLD_SIZE。</translation>
    </message>
    <message>
        <source>The rendezvous endpoint (c10d store or master) could not be reached</source>
        <translation>无法连接汇合端点（c10d 存储或主节点）</translation>
    </message>
    <message>
        <source>The endpoint host must resolve on every node and its port must be open (firewall, network policy); the master node must be up, and with c10d the endpoint must name the master by a name it recognises as its own.</source>
        <translation>端点主机必须能在每个节点上解析，其端口必须开放（防火墙、网络策略）；主节点必须已启动，且使用 c10d 时端点必须用主节点认得的自身名称来指代它。</translation>
    </message>
    <message>
        <source>Not every node joined the rendezvous in time</source>
        <translation>并非所有节点都按时加入了汇合</translation>
    </message>
    <message>
        <source>Every node must run the same --nnodes, --rdzv_id, --rdzv_backend and --rdzv_endpoint, no --standalone with more than one node, and all nodes must start within the join timeout.</source>
        <translation>每个节点必须使用相同的 --nnodes、--rdzv_id、--rdzv_backend 和 --rdzv_endpoint，多节点时不要用 --standalone，且所有节点必须在加入超时之内启动。</translation>
    </message>
    <message>
        <source>Ranks timed out waiting on the store or a barrier while another rank did not arrive</source>
        <translation>有进程在等待存储或 barrier 时超时，因为另一个进程没有到达</translation>
    </message>
    <message>
        <source>Look at the rank that did not arrive (its own error, or long work such as tokenizing the dataset on rank 0); do such work before init_process_group or on every rank, or pass a longer timeout= to init_process_group.</source>
        <translation>查看没有到达的那个进程（它自己的错误，或耗时的工作，例如 0 号进程上对数据集做分词）；把这类工作放到 init_process_group 之前或在每个进程上都做，或给 init_process_group 传入更长的 timeout=。</translation>
    </message>
    <message>
        <source>An NCCL call failed</source>
        <translation>NCCL 调用失败</translation>
    </message>
    <message>
        <source>Run again with NCCL_DEBUG=WARN (or INFO): NCCL then prints which system call, interface or device failed.</source>
        <translation>设置 NCCL_DEBUG=WARN（或 INFO）重新运行：NCCL 会打印失败的系统调用、接口或设备。</translation>
    </message>
    <message>
        <source>A collective operation timed out (the watchdog stopped it)</source>
        <translation>集合通信操作超时（被看门狗线程终止）</translation>
    </message>
    <message>
        <source>Some rank did not reach the same collective: look for the rank that failed or hung first, and for code paths that run a collective on some ranks only; TORCH_NCCL_TRACE_BUFFER_SIZE or NCCL_DEBUG=INFO help to find it.</source>
        <translation>有进程没有到达同一个集合通信：找出最先失败或卡住的进程，以及只在部分进程上执行集合通信的代码路径；TORCH_NCCL_TRACE_BUFFER_SIZE 或 NCCL_DEBUG=INFO 有助于定位。</translation>
    </message>
    <message>
        <source>A rank lost its connection to another rank</source>
        <translation>某个进程与另一个进程的连接断开</translation>
    </message>
    <message>
        <source>The other rank most likely failed first: look for its own error in its node&apos;s log.</source>
        <translation>很可能是另一个进程先失败了：在它所在节点的日志中查找它自己的错误。</translation>
    </message>
    <message>
        <source>The rendezvous was closed because another node stopped</source>
        <translation>汇合已关闭，因为另一个节点已停止</translation>
    </message>
    <message>
        <source>See the node that failed or stopped first.</source>
        <translation>查看最先失败或停止的节点。</translation>
    </message>
    <message>
        <source>A worker stopped with an exception</source>
        <translation>某个工作进程因异常而停止</translation>
    </message>
    <message>
        <source>Fix the exception in the training script (its traceback is shown).</source>
        <translation>修复训练脚本中的异常（已显示其调用栈）。</translation>
    </message>
    <message>
        <source>A worker exited with an error code; its own error is not in this log</source>
        <translation>某个工作进程以错误码退出；它自己的错误不在此日志中</translation>
    </message>
    <message>
        <source>Add that worker&apos;s own output (its node&apos;s log), or decorate the script&apos;s main with torch.distributed.elastic.multiprocessing.errors.record to get its traceback.</source>
        <translation>加入该工作进程自己的输出（它所在节点的日志），或用 torch.distributed.elastic.multiprocessing.errors.record 装饰脚本的 main 以获得其调用栈。</translation>
    </message>
    <message>
        <source>The platform stopped the job (a time limit, preemption, or another pod of the job failing): see the first node that failed.</source>
        <translation>平台停止了任务（时间限制、抢占，或任务的另一个 Pod 失败）：查看最先失败的节点。</translation>
    </message>
    <message>
        <source>Error lines of no known cause</source>
        <translation>原因未知的错误行</translation>
    </message>
    <message>
        <source>These lines look like errors but match no known failure: read them first, and the lines just before them.</source>
        <translation>这些行看起来像错误，但不符合任何已知的失败：先阅读它们以及它们之前的几行。</translation>
    </message>
    <message>
        <source>The script was started without a launcher: init_process_group found no RANK, WORLD_SIZE, MASTER_ADDR or MASTER_PORT</source>
        <translation>脚本未经启动器启动：init_process_group 找不到 RANK、WORLD_SIZE、MASTER_ADDR 或 MASTER_PORT</translation>
    </message>
    <message>
        <source>Start the script with torchrun (python -m torch.distributed.run) or torch.distributed.launch --use_env: they set RANK, WORLD_SIZE, MASTER_ADDR and MASTER_PORT for every worker, `python train.py` sets none; with init_method=&quot;tcp://...&quot; or &quot;file://...&quot; pass rank= and world_size= yourself.</source>
        <translation>用 torchrun（python -m torch.distributed.run）或 torch.distributed.launch --use_env 启动脚本：它们为每个工作进程设置 RANK、WORLD_SIZE、MASTER_ADDR 和 MASTER_PORT，`python train.py` 一个也不设置；使用 init_method=&quot;tcp://...&quot; 或 &quot;file://...&quot; 时需自行传入 rank= 和 world_size=。</translation>
    </message>
    <message>
        <source>A rank or a group does not fit the world: the ranks, WORLD_SIZE and the launcher&apos;s node and process counts disagree</source>
        <translation>某个进程序号或进程组与进程总数不符：进程序号、WORLD_SIZE 与启动器的节点数和进程数不一致</translation>
    </message>
    <message>
        <source>Let the launcher set RANK and WORLD_SIZE (do not set them by hand or in the script), make --nnodes times --nproc_per_node the number of processes the job starts, and build new_group() from ranks below the world size.</source>
        <translation>让启动器设置 RANK 和 WORLD_SIZE（不要手动或在脚本中设置），使 --nnodes 乘以 --nproc_per_node 等于任务启动的进程数，并只用小于进程总数的进程序号构建 new_group()。</translation>
    </message>
    <message>
        <source>The node&apos;s NVIDIA driver is older than the CUDA torch was built with</source>
        <translation>节点的 NVIDIA 驱动比 torch 编译所用的 CUDA 版本旧</translation>
    </message>
    <message>
        <source>Use an image whose torch is built for a CUDA version the node&apos;s driver supports (nvidia-smi shows the highest one), or update the node&apos;s driver.</source>
        <translation>使用其中 torch 针对节点驱动所支持的 CUDA 版本编译的镜像（nvidia-smi 显示所支持的最高版本），或升级节点的驱动。</translation>
    </message>
    <message>
        <source>A CPU tensor was handed to an NCCL collective</source>
        <translation>把 CPU 张量交给了 NCCL 集合通信</translation>
    </message>
    <message>
        <source>Move the tensor to the rank&apos;s GPU before the collective (torch.cuda.set_device(LOCAL_RANK), then tensor.cuda()), or give CPU tensors a gloo group (torch 2.x: backend=&quot;cpu:gloo,cuda:nccl&quot;).</source>
        <translation>在集合通信前把张量移到该进程的 GPU 上（先 torch.cuda.set_device(LOCAL_RANK)，再 tensor.cuda()），或为 CPU 张量使用 gloo 进程组（torch 2.x：backend=&quot;cpu:gloo,cuda:nccl&quot;）。</translation>
    </message>
    <message>
        <source>The script called torch.distributed with arguments it rejects</source>
        <translation>脚本调用 torch.distributed 时传入了它拒绝的参数</translation>
    </message>
    <message>
        <source>The message names the argument and what it expects: check that call in the frame shown (tensor shapes, dtypes and devices, src/dst ranks, the group) and that every rank makes it the same way.</source>
        <translation>报错信息指出了参数及其要求：检查所示调用栈帧中的这次调用（张量形状、dtype 和设备、src/dst 进程序号、进程组），并确认每个进程的调用方式相同。</translation>
    </message>
    <message>
        <source>The model differs across ranks (parameter count, shapes or order)</source>
        <translation>各进程上的模型不一致（参数数量、形状或顺序）</translation>
    </message>
    <message>
        <source>Build the same model on every rank before DistributedDataParallel: the same code, config and checkpoint on every node, no layers that depend on the rank.</source>
        <translation>在 DistributedDataParallel 之前于每个进程上构建相同的模型：每个节点使用相同的代码、配置和检查点，不要有依赖进程序号的层。</translation>
    </message>
    <message>
        <source>Some parameters took no part in the loss, so DDP&apos;s gradient reduction did not finish</source>
        <translation>部分参数没有参与损失计算，因此 DDP 的梯度归约没有完成</translation>
    </message>
    <message>
        <source>Pass find_unused_parameters=True to DistributedDataParallel, or make every parameter take part in the loss (remove the unused ones, or freeze them with requires_grad=False); TORCH_DISTRIBUTED_DEBUG=DETAIL names them.</source>
        <translation>向 DistributedDataParallel 传入 find_unused_parameters=True，或让每个参数都参与损失计算（删除未使用的参数，或用 requires_grad=False 冻结它们）；TORCH_DISTRIBUTED_DEBUG=DETAIL 会列出它们。</translation>
    </message>
    <message>
        <source>The ranks ran different collectives, or the same one with tensors of different sizes</source>
        <translation>各进程执行了不同的集合通信，或以不同大小的张量执行了同一集合通信</translation>
    </message>
    <message>
        <source>Every rank must call the same collectives in the same order with tensors of the same shape and dtype: look for a collective that runs on some ranks only or with sizes that depend on the rank; TORCH_DISTRIBUTED_DEBUG=DETAIL shows both sides.</source>
        <translation>每个进程必须以相同顺序、用相同形状和 dtype 的张量调用相同的集合通信：查找只在部分进程上执行、或大小依赖进程序号的集合通信；TORCH_DISTRIBUTED_DEBUG=DETAIL 会显示双方的情况。</translation>
    </message>
    <message>
        <source>A parameter&apos;s gradient was ready twice in one iteration: reentrant checkpointing, or a parameter used outside forward</source>
        <translation>某个参数的梯度在一次迭代中就绪了两次：可重入的检查点，或在 forward 之外使用了参数</translation>
    </message>
    <message>
        <source>With gradient checkpointing pass use_reentrant=False to torch.utils.checkpoint, or static_graph=True to DistributedDataParallel when the graph does not change; do not use a parameter outside forward or in several forward passes before one backward.</source>
        <translation>使用梯度检查点时向 torch.utils.checkpoint 传入 use_reentrant=False；若计算图不变，也可向 DistributedDataParallel 传入 static_graph=True；不要在 forward 之外使用参数，也不要在一次 backward 之前的多次 forward 中使用同一参数。</translation>
    </message>
    <message>
        <source>Pass both --redirects and --tee with 1 or 2 (e.g. --redirects=1 --tee=1): torch 1.13 on Python 3.11 crashes on 0 (the default) and on 3; or use torch 2.0 or newer.</source>
        <translation>同时给出 --redirects 和 --tee，取值为 1 或 2（例如 --redirects=1 --tee=1）：Python 3.11 上的 torch 1.13 在取值 0（默认值）和 3 时都会崩溃；或改用 torch 2.0 及更新版本。</translation>
    </message>
    <message>
        <source>Two nodes were given the same node rank: both started the master&apos;s store</source>
        <translation>两个节点被分配了相同的节点序号：它们都启动了主节点的存储</translation>
    </message>
    <message>
        <source>Give every node its own --node_rank, 0 on the master and 1 to N-1 on the others: on the platform --node_rank=${VC_TASK_INDEX}, never a number typed in (with --rdzv_conf is_host, only the master&apos;s is true).</source>
        <translation>为每个节点设置各自的 --node_rank：主节点为 0，其余节点为 1 到 N-1；在平台上使用 --node_rank=${VC_TASK_INDEX}，不要手写固定数字（使用 --rdzv_conf is_host 时，只有主节点的取值为 true）。</translation>
    </message>
    <message>
        <source>python could not open the training script the command names</source>
        <translation>python 无法打开启动命令指定的训练脚本</translation>
    </message>
    <message>
        <source>Check the script&apos;s path on every node: a relative path is read from the folder the start command runs in (cd to the code first, or give the full path), and the volume or image that holds the code must be there on every node.</source>
        <translation>检查每个节点上的脚本路径：相对路径按启动命令所在的目录解析（先 cd 到代码目录，或写完整路径），并且存放代码的卷或镜像必须在每个节点上都存在。</translation>
    </message>
    <message>
        <source>The script and the launcher disagree on the --local-rank/--local_rank argument</source>
        <translation>脚本与启动器在 --local-rank/--local_rank 参数上不一致</translation>
    </message>
    <message>
        <source>Accept both spellings in the script: parser.add_argument(&quot;--local-rank&quot;, &quot;--local_rank&quot;, type=int, default=-1) (DeepSpeed&apos;s launcher always passes it, unless started with --no_local_rank); or start the job with torchrun (or torch.distributed.launch --use_env) and read LOCAL_RANK from the environment.</source>
        <translation>在脚本中同时接受两种拼写：parser.add_argument(&quot;--local-rank&quot;, &quot;--local_rank&quot;, type=int, default=-1)（DeepSpeed 的启动器总会传入它，除非用 --no_local_rank 启动）；或者用 torchrun（或 torch.distributed.launch --use_env）启动任务，并从环境变量读取 LOCAL_RANK。</translation>
    </message>
    <message>
        <source>A process ran out of host memory: killed with SIGKILL (the kernel&apos;s OOM killer, the pod&apos;s memory limit), or an allocation failed</source>
        <translation>进程耗尽了主机内存：被 SIGKILL 杀死（内核的 OOM killer、Pod 的内存上限），或内存分配失败</translation>
    </message>
    <message>
        <source>Give the node (or the pod) more memory, or use less per node: fewer DataLoader workers, a smaller batch, memory-mapped datasets; dmesg, or on Kubernetes the pod&apos;s status (OOMKilled), confirms it.</source>
        <translation>给节点（或 Pod）更多内存，或减少每个节点的用量：更少的 DataLoader 工作进程、更小的批大小、内存映射的数据集；dmesg，或在 Kubernetes 上 Pod 的状态（OOMKilled）可以确认。</translation>
    </message>
    <message>
        <source>A launcher could not reach another node over SSH</source>
        <translation>启动器无法通过 SSH 连接到另一个节点</translation>
    </message>
    <message>
        <source>DeepSpeed&apos;s runner (its ssh check, pdsh) and mpirun start the other nodes over SSH from the first one: each node must accept that node&apos;s key without a password (on Volcano, the ssh plugin gives the job&apos;s pods one key pair and each other&apos;s names), on the port the hostfile&apos;s hosts listen on. Or start the launcher on every pod itself, as the platform&apos;s start command does: torchrun, or deepspeed --no_ssh --node_rank (DeepSpeed 0.14.5 and later).</source>
        <translation>DeepSpeed 的启动器（它的 ssh 检查、pdsh）和 mpirun 从第一个节点通过 SSH 启动其他节点：每个节点都必须无需密码接受该节点的密钥（在 Volcano 上，ssh 插件为任务的所有 Pod 提供同一对密钥以及彼此的名称），并且端口要与 hostfile 中各主机监听的端口一致。或者像平台的启动命令那样，在每个 Pod 上各自运行启动器：torchrun，或 deepspeed --no_ssh --node_rank（DeepSpeed 0.14.5 及更高版本）。</translation>
    </message>
    <message>
        <source>The launcher was stopped from outside by a signal</source>
        <translation>启动器被外部信号停止</translation>
    </message>
    <message>
        <source>Give the container a larger /dev/shm (on Kubernetes and Volcano an emptyDir volume with medium: Memory mounted at /dev/shm; docker run --shm-size), or lower the DataLoader&apos;s num_workers; NCCL_SHM_DISABLE=1 avoids NCCL&apos;s segments.</source>
        <translation>给容器更大的 /dev/shm（在 Kubernetes 和 Volcano 上，把 medium: Memory 的 emptyDir 卷挂载到 /dev/shm；docker run 用 --shm-size），或减少 DataLoader 的 num_workers；NCCL_SHM_DISABLE=1 可避开 NCCL 的共享内存段。</translation>
    </message>
    <message>
        <source>NCCL&apos;s GPU peer-to-peer (P2P/IPC) or shared-memory transport failed between the GPUs of a node</source>
        <translation>NCCL 在节点内 GPU 之间的点对点（P2P/IPC）或共享内存传输失败</translation>
    </message>
    <message>
        <source>Set NCCL_P2P_DISABLE=1 (and NCCL_SHM_DISABLE=1 when shared memory fails) in the job&apos;s environment to confirm: some GPUs have no peer-to-peer path at all (consumer cards such as the RTX 4090, some virtual machines). In a container, give the pod host IPC and a larger /dev/shm; check that the GPUs reach each other (nvidia-smi topo -m).</source>
        <translation>在任务环境中设置 NCCL_P2P_DISABLE=1（共享内存失败时再加 NCCL_SHM_DISABLE=1）加以确认：有些 GPU 根本没有点对点通路（如 RTX 4090 等消费级显卡，以及部分虚拟机）。在容器中，请给 Pod 主机 IPC 和更大的 /dev/shm；并检查 GPU 之间能否互通（nvidia-smi topo -m）。</translation>
    </message>
</context>
<context>
    <name>LogFindingText</name>
    <message>
        <source> (rank %1 on %2)</source>
        <translation>（%2 上的 %1 号进程）</translation>
    </message>
    <message>
        <source> (rank %1)</source>
        <translation>（%1 号进程）</translation>
    </message>
    <message>
        <source> (on %1)</source>
        <translation>（在 %1 上）</translation>
    </message>
    <message>
        <source>%1 was not found on the node%2</source>
        <translation>节点上找不到 %1%2</translation>
    </message>
    <message>
        <source>torchrun made up a random rendezvous id (%1): nodes started this way never meet</source>
        <translation>torchrun 生成了随机的汇合 ID（%1）：这样启动的节点永远无法汇合</translation>
    </message>
    <message>
        <source>%1 rejected its command line: %2</source>
        <translation>%1 拒绝了它的命令行：%2</translation>
    </message>
    <message>
        <source>The launcher rejected its command line: %1</source>
        <translation>启动器拒绝了它的命令行：%1</translation>
    </message>
    <message>
        <source>Port %1 is already in use%2: the store could not listen there</source>
        <translation>端口 %1 已被占用%2：存储无法在此监听</translation>
    </message>
    <message>
        <source>The host name %1 does not resolve%2</source>
        <translation>无法解析主机名 %1%2</translation>
    </message>
    <message>
        <source>Ranks %1 and %2 both use CUDA device %3</source>
        <translation>%1 号进程和 %2 号进程都使用 CUDA 设备 %3</translation>
    </message>
    <message>
        <source>Local rank %1 asked for a GPU, but the node shows only %2</source>
        <translation>本地序号 %1 请求了 GPU，但节点只显示 %2 块</translation>
    </message>
    <message>
        <source>A worker asked for a GPU number the node does not have%1</source>
        <translation>某个工作进程请求了节点上不存在的 GPU 编号%1</translation>
    </message>
    <message>
        <source>The network interface %1 was not found%2</source>
        <translation>找不到网卡 %1%2</translation>
    </message>
    <message>
        <source>A worker was killed with SIGKILL (exit code %1)%2: usually the kernel&apos;s OOM killer or the pod&apos;s memory limit</source>
        <translation>某个工作进程被 SIGKILL 杀死（退出码 %1）%2：通常是内核的 OOM killer 或 Pod 的内存限制</translation>
    </message>
    <message>
        <source>A worker died of SIGBUS (exit code %1)%2: shared memory (/dev/shm) ran out</source>
        <translation>某个工作进程因 SIGBUS 死亡（退出码 %1）%2：共享内存（/dev/shm）耗尽</translation>
    </message>
    <message>
        <source>GPU memory ran out while allocating %1%2</source>
        <translation>分配 %1 时 GPU 显存耗尽%2</translation>
    </message>
    <message>
        <source>The rendezvous endpoint %1 could not be reached%2</source>
        <translation>无法连接汇合端点 %1%2</translation>
    </message>
    <message>
        <source>Only %1 of %2 ranks reached the store before the timeout</source>
        <translation>超时前只有 %1/%2 个进程到达了存储</translation>
    </message>
    <message>
        <source>A rank timed out waiting on the store or a barrier%1: another rank did not arrive</source>
        <translation>某个进程在等待存储或 barrier 时超时%1：另一个进程没有到达</translation>
    </message>
    <message>
        <source>The collective %1 timed out after %2 ms%3</source>
        <translation>集合通信 %1 在 %2 毫秒后超时%3</translation>
    </message>
    <message>
        <source>A worker stopped with %1%2</source>
        <translation>某个工作进程因 %1 而停止%2</translation>
    </message>
    <message>
        <source>A worker was stopped by %1 (exit code %2)%3</source>
        <translation>某个工作进程被 %1 停止（退出码 %2）%3</translation>
    </message>
    <message>
        <source>A worker was stopped by %1 (exit code %2)%3; its own error is not in this log</source>
        <translation>某个工作进程被 %1 停止（退出码 %2）%3；它自己的错误不在此日志中</translation>
    </message>
    <message>
        <source>A worker exited with code %1%2</source>
        <translation>某个工作进程以退出码 %1 退出%2</translation>
    </message>
    <message>
        <source>A worker exited with code %1%2; its own error is not in this log</source>
        <translation>某个工作进程以退出码 %1 退出%2；它自己的错误不在此日志中</translation>
    </message>
    <message>
        <source>torchrun was stopped with signal %1 from outside%2</source>
        <translation>torchrun 被外部以信号 %1 停止%2</translation>
    </message>
    <message>
        <source>Stop what holds the port (an earlier job&apos;s torchrun, or another job on the node), or give this job another port and a rendezvous id of its own: a store that is still there keeps the old rendezvous, closed, under the same id.</source>
        <translation>停止占用该端口的进程（之前任务的 torchrun，或节点上的其他任务），或给本任务换一个端口和一个自己的汇合 ID：仍在运行的存储以相同的 ID 保存着旧的、已关闭的汇合。</translation>
    </message>
    <message>
        <source>With the c10d backend torchrun gives the workers the name the rendezvous host finds for itself (socket.getfqdn()), not the endpoint&apos;s address: make that name resolve on every node, pass --local-addr with the node&apos;s address (torch 2.0 and newer), or use the static backend with --master_addr set to the address.</source>
        <translation>使用 c10d 后端时，torchrun 交给工作进程的是汇合主机为自己查到的名称（socket.getfqdn()），而不是端点的地址：请让该名称在每个节点上都能解析，或传入带节点地址的 --local-addr（torch 2.0 及更新版本），或改用 static 后端并把 --master_addr 设为该地址。</translation>
    </message>
    <message>
        <source>Make each node&apos;s host name resolve to its pod address: remove or correct the &quot;127.0.1.1 &lt;hostname&gt;&quot; line of the image&apos;s /etc/hosts, or set GLOO_SOCKET_IFNAME (NCCL_SOCKET_IFNAME for NCCL) to the pod&apos;s interface, e.g. eth0, so that the ranks advertise that interface&apos;s address.</source>
        <translation>让每个节点的主机名解析为它的 Pod 地址：删除或改正镜像 /etc/hosts 中的 &quot;127.0.1.1 &lt;hostname&gt;&quot; 一行，或把 GLOO_SOCKET_IFNAME（NCCL 用 NCCL_SOCKET_IFNAME）设为 Pod 的网卡（例如 eth0），使各进程公布该网卡的地址。</translation>
    </message>
    <message>
        <source>The rendezvous worked, so the endpoint is reachable; the ranks then connect to each other on other ports and addresses. Check the interface they use (NCCL_SOCKET_IFNAME / GLOO_SOCKET_IFNAME; NCCL_DEBUG=INFO shows NCCL&apos;s choice), the route between the nodes, and firewalls or network policies that let only some ports through.</source>
        <translation>汇合已成功，说明端点可达；之后各进程通过其他端口和地址互相连接。请检查它们使用的网卡（NCCL_SOCKET_IFNAME / GLOO_SOCKET_IFNAME；NCCL_DEBUG=INFO 会显示 NCCL 的选择）、节点之间的路由，以及只放行部分端口的防火墙或网络策略。</translation>
    </message>
    <message>
        <source>Set NCCL_SOCKET_IFNAME to the interface the nodes reach each other on (a pod&apos;s own is eth0), or exclude this one with NCCL_SOCKET_IFNAME=^%1; NCCL_DEBUG=INFO shows the choice.</source>
        <translation>把 NCCL_SOCKET_IFNAME 设为节点之间互通的网卡（Pod 自己的是 eth0），或用 NCCL_SOCKET_IFNAME=^%1 排除这个接口；NCCL_DEBUG=INFO 会显示选择结果。</translation>
    </message>
    <message>
        <source>Port %1 was already taken%2 (most likely by an earlier job&apos;s store): torchrun joined that store instead of hosting its own, and found its rendezvous closed</source>
        <translation>端口 %1 已被占用%2（很可能是之前任务的存储）：torchrun 没有自己承载存储，而是加入了那个存储，并发现其中的汇合已关闭</translation>
    </message>
    <message>
        <source>The workers connect to %1, the name the rendezvous host found for itself by a reverse look-up; the endpoint says %2, and %1 does not resolve%3</source>
        <translation>工作进程连接的是 %1，这是汇合主机通过反向解析为自己找到的名称；端点写的是 %2，而 %1 无法解析%3</translation>
    </message>
    <message>
        <source>A connection between ranks failed%1: %2. NCCL had chosen the interface %3 (%4), which other nodes usually cannot reach</source>
        <translation>进程之间的连接失败%1：%2。NCCL 选择了网卡 %3（%4），其他节点通常无法访问它</translation>
    </message>
    <message>
        <source>A rank could not connect to %1%2: 127.0.1.1 is the loopback alias /etc/hosts gives the host&apos;s own name (Debian&apos;s and Ubuntu&apos;s default), so the ranks advertised an address no other node can reach</source>
        <translation>某个进程无法连接到 %1%2：127.0.1.1 是 /etc/hosts 给本机主机名设置的回环别名（Debian 和 Ubuntu 的默认设置），因此各进程公布了其他节点都无法访问的地址</translation>
    </message>
    <message>
        <source>A rank could not connect to another rank at %1%3 after the rendezvous had succeeded (%2): the network between the nodes (interface, route or firewall)</source>
        <translation>汇合成功之后，某个进程无法连接到位于 %1 的另一个进程%3（%2）：问题在节点之间的网络（网卡、路由或防火墙）</translation>
    </message>
    <message>
        <source>A rank could not connect to another rank%2 after the rendezvous had succeeded (%1): the network between the nodes (interface, route or firewall)</source>
        <translation>汇合成功之后，某个进程无法连接到另一个进程%2（%1）：问题在节点之间的网络（网卡、路由或防火墙）</translation>
    </message>
    <message>
        <source>A connection between the ranks failed%1 after the rendezvous had succeeded: the network between the nodes (interface, route or firewall), not the rendezvous endpoint</source>
        <translation>汇合成功之后，进程之间的连接失败%1：问题在节点之间的网络（网卡、路由或防火墙），而不是汇合端点</translation>
    </message>
    <message>
        <source>NCCL uses the loopback interface lo (%1)%2: other nodes cannot reach it</source>
        <translation>NCCL 使用了回环接口 lo（%1）%2：其他节点无法访问它</translation>
    </message>
    <message>
        <source>NCCL bootstraps over the IPoIB interface %1 (%2)%3: check that it is up and reachable from every node, or pick the pod&apos;s own interface</source>
        <translation>NCCL 通过 IPoIB 接口 %1（%2）进行引导%3：请检查它已启用且每个节点都能访问，或改用 Pod 自己的网卡</translation>
    </message>
    <message>
        <source>NCCL uses the interface %1 (%2)%3, a container bridge or virtual link that other nodes usually cannot reach</source>
        <translation>NCCL 使用了网卡 %1（%2）%3，这是容器网桥或虚拟链路，其他节点通常无法访问</translation>
    </message>
    <message>
        <source>Use a host name that is not digits only (with its domain, e.g. node05.example, or a name the job&apos;s Service gives), or the node&apos;s address: a name of digits is taken for a number.</source>
        <translation>使用不全是数字的主机名（带上域名，例如 node05.example，或任务的 Service 给出的名字），或直接使用节点地址：全数字的名字会被当作数字。</translation>
    </message>
    <message>
        <source>python could not open %1%3: %2</source>
        <translation>python 无法打开 %1%3：%2</translation>
    </message>
    <message>
        <source>%1 processes reached the store&apos;s barrier for a world of %2%3: more processes joined than the world has</source>
        <translation>%1 个进程到达了存储的屏障，而进程总数为 %2%3：加入的进程多于进程总数</translation>
    </message>
    <message>
        <source>The host name %1 is digits only: it is read as the IPv4 address %2, never looked up as a name%3</source>
        <translation>主机名 %1 全是数字：它被当作 IPv4 地址 %2，从未作为名字解析%3</translation>
    </message>
    <message>
        <source>ProcessGroupNCCL&apos;s watchdog hung for %1 s%2: a collective or CUDA call never returned, so its heartbeat monitor ended the process</source>
        <translation>ProcessGroupNCCL 的 watchdog 卡住了 %1 秒%2：某个集合通信或 CUDA 调用一直没有返回，于是它的心跳监视器结束了进程</translation>
    </message>
    <message>
        <source>Start the workers once: not mp.spawn inside a script that torchrun or srun already starts per process; with init_method=&quot;file://...&quot; use a new file for every run (an earlier run&apos;s file still counts its processes).</source>
        <translation>只启动一次工作进程：不要在已由 torchrun 或 srun 按进程启动的脚本里再调用 mp.spawn；使用 init_method=&quot;file://...&quot; 时每次运行都换一个新文件（上一次运行留下的文件仍会计入它的进程）。</translation>
    </message>
    <message>
        <source>Use a port above 1024 for --master_port or the endpoint (e.g. 29500): only root may listen below 1024.</source>
        <translation>为 --master_port 或端点使用 1024 以上的端口（例如 29500）：只有 root 才能监听 1024 以下的端口。</translation>
    </message>
    <message>
        <source>Port %1 is below 1024%2: only root may listen there, so the store could not</source>
        <translation>端口 %1 低于 1024%2：只有 root 才能在此监听，因此存储无法监听</translation>
    </message>
    <message>
        <source>Start the script with torchrun, or with torch.distributed.launch --use_env: without --use_env launch passes --local_rank=N as an argument and leaves LOCAL_RANK out of the environment (torch before 2.0); `python train.py` sets neither.</source>
        <translation>请用 torchrun 启动脚本，或用 torch.distributed.launch --use_env：不加 --use_env 时，launch 把 --local_rank=N 作为参数传入，环境中没有 LOCAL_RANK（torch 2.0 之前）；`python train.py` 两者都不设置。</translation>
    </message>
    <message>
        <source>The script reads %1 from its environment%2, and no launcher set it there</source>
        <translation>脚本从环境中读取 %1%2，但没有启动器设置它</translation>
    </message>
    <message>
        <source>Only %1 of %2 ranks reached init_process_group&apos;s store barrier%3: the others never arrive, and the job waits there</source>
        <translation>只有 %2 个进程中的 %1 个到达了 init_process_group 的存储屏障%3：其余进程一直没有到达，任务停在那里等待</translation>
    </message>
    <message>
        <source>A CUDA kernel&apos;s assertion failed (`%1`): an index or label out of range%2</source>
        <translation>CUDA 内核的断言失败（`%1`）：索引或标签超出范围%2</translation>
    </message>
    <message>
        <source>%1; torchrun restarted the workers, and the attempt from line %2 on ran without an error</source>
        <translation>%1；torchrun 重启了工作进程，从第 %2 行起的这次尝试没有出错</translation>
    </message>
    <message>
        <source>GPU %1 ran out of memory with several processes on it%2: most often ranks that do not select their own GPU (torch.cuda.set_device(LOCAL_RANK) before the model is built) and share one</source>
        <translation>GPU %1 显存耗尽，上面有多个进程%2：多半是各进程没有选择自己的 GPU（在构建模型之前调用 torch.cuda.set_device(LOCAL_RANK)），挤在同一块 GPU 上</translation>
    </message>
    <message>
        <source>The script calls init_process_group with rank %1 and world_size %2%3: a rank must be below the world size, so the group never forms</source>
        <translation>脚本以进程序号 %1、world_size %2 调用 init_process_group%3：进程序号必须小于 world_size，因此进程组永远建立不起来</translation>
    </message>
    <message>
        <source>Make the argument optional and take the local rank from the environment, which every launcher sets: parser.add_argument(&quot;--local-rank&quot;, &quot;--local_rank&quot;, type=int, default=int(os.environ.get(&quot;LOCAL_RANK&quot;, 0))).</source>
        <translation>把该参数改为可选，并从环境变量取本地进程序号（每种启动器都会设置）：parser.add_argument(&quot;--local-rank&quot;, &quot;--local_rank&quot;, type=int, default=int(os.environ.get(&quot;LOCAL_RANK&quot;, 0)))。</translation>
    </message>
    <message>
        <source>%1 requires %2, which torchrun does not pass: it gives each worker LOCAL_RANK in the environment instead%3</source>
        <translation>%1 要求 %2，但 torchrun 不传这个参数：它改为在环境变量 LOCAL_RANK 中告诉每个工作进程%3</translation>
    </message>
    <message>
        <source>%1 does not accept %2, which torch.distributed.launch (torch 2.0 and newer) passes to the script without --use_env%3</source>
        <translation>%1 不接受 %2，而 torch.distributed.launch（torch 2.0 及更新版本）在没有 --use_env 时会把它传给脚本%3</translation>
    </message>
    <message>
        <source>%1 does not accept %2, which the launcher passes to the script: torch.distributed.launch before torch 2.0 (without --use_env), or DeepSpeed&apos;s launcher%3</source>
        <translation>%1 不接受 %2，而启动器会把它传给脚本：torch 2.0 之前的 torch.distributed.launch（没有 --use_env 时），或 DeepSpeed 的启动器%3</translation>
    </message>
    <message>
        <source>For a job of several nodes give deepspeed a hostfile (--hostfile, by default /job/hostfile) with every node and its slots, from the node that starts the others; or start deepspeed on each node with --no_ssh, --num_nodes, --node_rank, --master_addr and --master_port, or use torchrun.</source>
        <translation>多节点任务要在启动其他节点的那个节点上给 deepspeed 一个 hostfile（--hostfile，默认 /job/hostfile），列出每个节点及其 slots；或者在每个节点上用 --no_ssh、--num_nodes、--node_rank、--master_addr 和 --master_port 启动 deepspeed，或改用 torchrun。</translation>
    </message>
    <message>
        <source>DeepSpeed&apos;s launcher found no hostfile%1 and starts this node&apos;s processes only: on several nodes each one trains alone, or they all take the same master port</source>
        <translation>DeepSpeed 的启动器没有找到 hostfile%1，只启动本节点的进程：多个节点时各自单独训练，或都占用同一个主节点端口</translation>
    </message>
    <message>
        <source>A worker could not allocate %1 bytes of host memory%2: the node&apos;s memory, or the pod&apos;s limit, ran out</source>
        <translation>一个工作进程无法分配 %1 字节的主机内存%2：节点内存或 Pod 的内存上限已用尽</translation>
    </message>
    <message>
        <source>A worker could not allocate host memory%1 (%2): the node&apos;s memory, or the pod&apos;s limit, ran out</source>
        <translation>一个工作进程无法分配主机内存%1（%2）：节点内存或 Pod 的内存上限已用尽</translation>
    </message>
    <message>
        <source>torchrun got SIGHUP: the terminal or SSH session it was started from closed. nohup alone does not help, since torchrun installs its own SIGHUP handler: start it detached from the session (setsid nohup torchrun ... &amp;, disown, or inside tmux or screen); on the platform the start command runs without a terminal.</source>
        <translation>torchrun 收到了 SIGHUP：启动它的终端或 SSH 会话已关闭。只用 nohup 没有用，因为 torchrun 会安装自己的 SIGHUP 处理函数：请让它脱离该会话运行（setsid nohup torchrun ... &amp;、disown，或在 tmux、screen 中运行）；在平台上，启动命令本身不带终端运行。</translation>
    </message>
    <message>
        <source>torchrun got SIGINT: Ctrl+C in the terminal it ran in, or a tool that sends it. Nothing failed in the job itself.</source>
        <translation>torchrun 收到了 SIGINT：在它运行的终端里按了 Ctrl+C，或有工具发送了该信号。任务本身没有出错。</translation>
    </message>
    <message>
        <source>Find the call that never returned: a collective some rank did not reach, a CUDA call blocked by another thread holding the GIL, a hang after training (at exit, in destroy_process_group). The C++ stacks the monitor dumps show where. Only where the watchdog is slow but not stuck, raise TORCH_NCCL_HEARTBEAT_TIMEOUT_SEC (the %1 s it waited); TORCH_NCCL_ENABLE_MONITORING=0 turns the monitor off and leaves a hang hanging.</source>
        <translation>找出一直没有返回的调用：某个进程没有到达的集合通信、被另一个持有 GIL 的线程阻塞的 CUDA 调用、训练结束后的挂起（退出时、在 destroy_process_group 中）。监控线程转储的 C++ 调用栈会显示卡在哪里。只有在看门狗只是慢而不是卡住时，才调大 TORCH_NCCL_HEARTBEAT_TIMEOUT_SEC（它等待了 %1 秒）；TORCH_NCCL_ENABLE_MONITORING=0 会关闭监控，挂起仍会一直挂着。</translation>
    </message>
    <message>
        <source>A runner that starts the other nodes over ssh or pdsh (DeepSpeed&apos;s) runs the same folder and the same python path on %1 as on the node that started it: give every node that path (the same image, environment and mount), or start the launcher on each node itself (deepspeed --no_ssh, or torchrun).</source>
        <translation>通过 ssh 或 pdsh 启动其他节点的启动器（DeepSpeed 的）会在 %1 上使用与发起节点相同的目录和相同的 python 路径：让每个节点都有这个路径（相同的镜像、环境和挂载），或者在每个节点上各自启动启动器（deepspeed --no_ssh，或 torchrun）。</translation>
    </message>
    <message>
        <source>Give each rank its GPU before anything touches CUDA (torch.cuda.set_device(local_rank)), and load checkpoints onto it: torch.load(path, map_location=f&quot;cuda:{local_rank}&quot;) or &quot;cpu&quot; (without map_location a tensor goes back to the GPU it was saved from, another rank&apos;s). The GPUs are in exclusive-process mode (nvidia-smi -q -d COMPUTE): check that no other job holds them, or set the default mode (nvidia-smi -c 0, as root).</source>
        <translation>在任何代码接触 CUDA 之前给每个进程指定它自己的 GPU（torch.cuda.set_device(local_rank)），并把检查点加载到这块 GPU 上：torch.load(path, map_location=f&quot;cuda:{local_rank}&quot;) 或 &quot;cpu&quot;（不加 map_location 时张量会回到保存它的那块 GPU，也就是别的进程的）。这些 GPU 处于独占进程模式（nvidia-smi -q -d COMPUTE）：确认没有其他任务占用它们，或者设为默认模式（以 root 执行 nvidia-smi -c 0）。</translation>
    </message>
    <message>
        <source>The job&apos;s environment sets %1=%2, so NCCL uses only that interface, which no other node reaches: set it to the interface the nodes reach each other on (a pod&apos;s own is eth0), or remove it and let NCCL choose; NCCL_DEBUG=INFO shows the choice.</source>
        <translation>任务的环境设置了 %1=%2，因此 NCCL 只使用这个网卡，而其他节点都访问不到它：把它设为节点之间互通的网卡（Pod 自己的是 eth0），或者删掉它让 NCCL 自行选择；NCCL_DEBUG=INFO 会显示选择结果。</translation>
    </message>
    <message>
        <source>%1 was not found on %2%3</source>
        <translation>在 %2 上找不到 %1%3</translation>
    </message>
    <message>
        <source>The folder %1 is not there on %2%3: the command could not change into it</source>
        <translation>%2 上没有目录 %1%3：命令无法进入该目录</translation>
    </message>
    <message>
        <source>The folder %1 is not there on the node%2: the command could not change into it</source>
        <translation>节点上没有目录 %1%2：命令无法进入该目录</translation>
    </message>
    <message>
        <source>A GPU is busy: in exclusive-process mode another process holds it already%1</source>
        <translation>GPU 正忙：它处于独占进程模式，已被另一个进程占用%1</translation>
    </message>
    <message>
        <source>CUDA reports the system not yet initialized (802): on an NVSwitch node (HGX, DGX) the NVIDIA Fabric Manager must run, at the driver&apos;s own version (systemctl status nvidia-fabricmanager); until it does, GPUs cannot reach each other over NVLink.</source>
        <translation>CUDA 报告系统尚未初始化（802）：在 NVSwitch 节点（HGX、DGX）上必须运行与驱动版本一致的 NVIDIA Fabric Manager（systemctl status nvidia-fabricmanager）；在它运行之前，GPU 之间无法通过 NVLink 互通。</translation>
    </message>
    <message>
        <source>NCCL failed to set up NVLink SHARP (NVLS) on this NVSwitch system: check the driver, the Fabric Manager and the CUDA version NCCL runs with; NCCL_NVLS_ENABLE=0 goes without NVLS (a little slower) and confirms it.</source>
        <translation>NCCL 未能在这台 NVSwitch 系统上建立 NVLink SHARP（NVLS）：检查驱动、Fabric Manager 以及 NCCL 所用的 CUDA 版本；NCCL_NVLS_ENABLE=0 可以不用 NVLS（稍慢一些）并借此确认问题所在。</translation>
    </message>
    <message>
        <source>The OFI transport (the aws-ofi-nccl plugin over libfabric, e.g. AWS EFA) failed: check FI_PROVIDER (efa), that the plugin and libfabric match the NCCL version, and that the nodes&apos; security group lets all traffic between them; NCCL_NET=Socket confirms it is the transport.</source>
        <translation>OFI 传输（基于 libfabric 的 aws-ofi-nccl 插件，例如 AWS EFA）失败：检查 FI_PROVIDER（efa）、插件和 libfabric 是否与 NCCL 版本匹配，以及节点的安全组是否允许节点之间的所有流量；NCCL_NET=Socket 可以确认问题出在传输层。</translation>
    </message>
    <message>
        <source>With CUDA_VISIBLE_DEVICES set, DeepSpeed sees only those GPUs, numbered from 0, and its --include (which it makes from that variable) asks for slot %1, which is not there: unset CUDA_VISIBLE_DEVICES and choose the GPUs with --include %2:%1 alone (or --num_gpus).</source>
        <translation>设置了 CUDA_VISIBLE_DEVICES 时，DeepSpeed 只能看到这些 GPU，并从 0 开始编号，而它由该变量生成的 --include 请求的是槽位 %1，并不存在：请取消 CUDA_VISIBLE_DEVICES，只用 --include %2:%1（或 --num_gpus）选择 GPU。</translation>
    </message>
    <message>
        <source>DeepSpeed&apos;s runner has no GPU %1 on %2%3: it numbers the GPUs it sees from 0</source>
        <translation>DeepSpeed 的启动器在 %2 上没有 GPU %1%3：它从 0 开始给看到的 GPU 编号</translation>
    </message>
    <message>
        <source>Give every node the master node&apos;s address, one the other nodes reach (on the platform, the first host of VC_WORKER_HOSTS), as --master_addr, MASTER_ADDR or the --rdzv_endpoint host: localhost and 127.0.0.1 work on one node only.</source>
        <translation>给每个节点主节点的、其他节点能访问到的地址（在平台上即 VC_WORKER_HOSTS 的第一个主机），作为 --master_addr、MASTER_ADDR 或 --rdzv_endpoint 的主机：localhost 和 127.0.0.1 只在单节点上可用。</translation>
    </message>
    <message>
        <source>The rendezvous endpoint %1 could not be reached%2: it is the loopback address, so each node looks for the master&apos;s store on itself, where only the master node has one</source>
        <translation>无法访问汇合端点 %1%2：它是回环地址，所以每个节点都在自己身上寻找主节点的存储，而只有主节点上才有</translation>
    </message>
    <message>
        <source>DeepSpeed numbers the slots of each host from 0 (the hostfile&apos;s slots=N gives 0 to N-1, without a hostfile the GPUs it sees): --include %2:%1 asks for one that is not there. Name slots below that count, or raise slots= in the hostfile; with CUDA_VISIBLE_DEVICES set, unset it and choose the GPUs with --include alone.</source>
        <translation>DeepSpeed 给每个主机的槽位从 0 开始编号（hostfile 里的 slots=N 对应 0 到 N-1，没有 hostfile 时即它看到的 GPU）：--include %2:%1 要的槽位并不存在。请只写小于该数量的槽位，或在 hostfile 里调大 slots=；设置了 CUDA_VISIBLE_DEVICES 时，请取消它，只用 --include 选择 GPU。</translation>
    </message>
    <message>
        <source>The model&apos;s parallel layout fixes the number of processes: a checkpoint of %1 shards needs exactly %1, tensor times pipeline sizes of %1 need a multiple of %1. Make --nnodes times --nproc_per_node fit it, or change the layout to the %2 processes the job starts.</source>
        <translation>模型的并行布局决定了进程数：%1 个分片的检查点正好需要 %1 个进程，张量并行乘流水线并行为 %1 时需要 %1 的倍数。请让 --nnodes 乘 --nproc_per_node 与之相符，或把布局改成适合任务启动的 %2 个进程。</translation>
    </message>
    <message>
        <source>The script&apos;s model-parallel layout (%1) does not fit the %2 processes the launcher started%3</source>
        <translation>脚本的模型并行布局（%1）与启动器启动的 %2 个进程不相符%3</translation>
    </message>
    <message>
        <source>The container sees the InfiniBand device but has no userspace driver for it (rdma-core&apos;s provider, e.g. libmlx5 from ibverbs-providers, or the MLNX_OFED the host runs): install it in the image, or set NCCL_IB_DISABLE=1 to go over sockets.</source>
        <translation>容器能看到 InfiniBand 设备，但没有它的用户态驱动（rdma-core 的 provider，例如 ibverbs-providers 中的 libmlx5，或与主机一致的 MLNX_OFED）：请把它装进镜像，或设置 NCCL_IB_DISABLE=1 改走套接字。</translation>
    </message>
    <message>
        <source>A process could not open the shared-memory segment its peer on the node made (/dev/shm/nccl-*): it is not there, so /dev/shm did not run out. Run the node&apos;s processes with one /dev/shm (one container, or host IPC), stop systemd&apos;s RemoveIPC from removing it, or try another NCCL release; NCCL_SHM_DISABLE=1 goes without it and confirms it.</source>
        <translation>一个进程打不开同一节点上对端进程创建的共享内存段（/dev/shm/nccl-*）：该文件不存在，因此并不是 /dev/shm 用完了。请让节点上的进程共用同一个 /dev/shm（同一容器，或使用主机 IPC），阻止 systemd 的 RemoveIPC 删除它，或换一个 NCCL 版本；设置 NCCL_SHM_DISABLE=1 可不用共享内存并加以确认。</translation>
    </message>
    <message>
        <source>Move the model and its input to the rank&apos;s GPU before the forward (torch.cuda.set_device(LOCAL_RANK), model.cuda(), input.cuda()), or use BatchNorm for a run on CPU.</source>
        <translation>在前向计算之前把模型和输入移到该进程的 GPU 上（torch.cuda.set_device(LOCAL_RANK)、model.cuda()、input.cuda()），在 CPU 上运行则改用 BatchNorm。</translation>
    </message>
    <message>
        <source>Wrap the model in DistributedDataParallel before its first forward (SyncBatchNorm.convert_sync_batchnorm, then DDP); for a run of one process (evaluation, one GPU, DataParallel) convert the SyncBatchNorm layers back to BatchNorm.</source>
        <translation>在第一次前向计算之前用 DistributedDataParallel 包装模型（先 SyncBatchNorm.convert_sync_batchnorm，再 DDP）；只有一个进程的运行（评估、单 GPU、DataParallel）请把 SyncBatchNorm 层换回 BatchNorm。</translation>
    </message>
    <message>
        <source>The ranks could not connect to each other: they advertise the loopback address %1%2</source>
        <translation>各进程无法互相连接：它们公布的是回环地址 %1%2</translation>
    </message>
    <message>
        <source>NCCL could not attach to the shared-memory segment of a peer on the same node%1: the segment is not there (not shared, or removed), not /dev/shm running out</source>
        <translation>NCCL 无法连接到同一节点上对端进程的共享内存段%1：该段不存在（未共享或已被删除），并不是 /dev/shm 用完了</translation>
    </message>
    <message>
        <source>A SyncBatchNorm layer got a CPU tensor%1: it synchronises CUDA tensors only</source>
        <translation>SyncBatchNorm 层收到了 CPU 张量%1：它只同步 CUDA 张量</translation>
    </message>
    <message>
        <source>A SyncBatchNorm layer ran outside DistributedDataParallel%1: older torch, and the copies of its layer in many projects, run it only inside a DDP model</source>
        <translation>SyncBatchNorm 层在 DistributedDataParallel 之外运行%1：旧版 torch 以及许多项目中复制的该层实现只能在 DDP 模型中运行</translation>
    </message>
    <message>
        <source>The InfiniBand device has no userspace driver in the container%1: NCCL cannot use InfiniBand there</source>
        <translation>容器中的 InfiniBand 设备没有用户态驱动%1：NCCL 在那里无法使用 InfiniBand</translation>
    </message>
    <message>
        <source>Compare what the ranks run at that step (the same collectives, in the same order, with the same sizes) and the nodes&apos; NCCL: the same release, and the same NCCL_* settings on every node (NCCL_PROTO, NCCL_ALGO, NCCL_BUFFSIZE); a setting made on one node only gives such mismatches.</source>
        <translation>比较各进程在这一步运行的内容（相同的集合通信、相同的顺序、相同的大小）以及各节点的 NCCL：相同的版本，且每个节点上的 NCCL_* 设置相同（NCCL_PROTO、NCCL_ALGO、NCCL_BUFFSIZE）；只在一个节点上做的设置就会导致这种不一致。</translation>
    </message>
    <message>
        <source>NCCL&apos;s InfiniBand transport found a peer&apos;s message size (%1) other than this rank&apos;s (%2)%3: the two sides ran different operations, or NCCL with different settings</source>
        <translation>NCCL 的 InfiniBand 传输发现对端的消息大小（%1）与本进程的（%2）不同%3：两边运行了不同的操作，或 NCCL 的设置不同</translation>
    </message>
    <message>
        <source>Ask for the store without libuv: USE_LIBUV=0 in the environment that starts the launcher or the script, and for torchrun&apos;s c10d rendezvous --rdzv-conf use_libuv=0 where the release reads it. Where a release honours neither (some Windows wheels), start the processes with init_method=&quot;file://...&quot; on one machine, or run on Linux, whose wheels have libuv.</source>
        <translation>让存储不使用 libuv：在启动启动器或脚本的环境中设置 USE_LIBUV=0；对 torchrun 的 c10d 汇合后端，在该版本读取它时再加 --rdzv-conf use_libuv=0。若某个版本两者都不理会（部分 Windows 安装包），在单机上用 init_method=&quot;file://...&quot; 启动进程，或改在 Linux 上运行（其安装包带有 libuv）。</translation>
    </message>
    <message>
        <source>This PyTorch build has no libuv, and its store was asked to use it%1 (torch 2.4 and later ask by default)</source>
        <translation>这个 PyTorch 构建不带 libuv，而它的存储被要求使用 libuv%1（torch 2.4 及以后默认如此）</translation>
    </message>
    <message>
        <source>RANK is set to %1 and WORLD_SIZE to %2%3: a rank must be below the world size, so no process is rank 0, which starts the store, and this one waits for it until it times out</source>
        <translation>RANK 被设为 %1，WORLD_SIZE 被设为 %2%3：进程序号必须小于 world_size，因此没有进程是启动存储的 0 号进程，这个进程一直等它，直到超时</translation>
    </message>
    <message>
        <source>NCCL received %1 bytes from a peer where it expected %2%3: the two sides ran different operations, or NCCL with different settings or releases</source>
        <translation>NCCL 从对端收到 %1 字节，而它预期的是 %2%3：两边运行了不同的操作，或 NCCL 的设置或版本不同</translation>
    </message>
    <message>
        <source>NCCL received a message of another size than it expected from a peer%1: the two sides ran different operations, or NCCL with different settings or releases</source>
        <translation>NCCL 从对端收到的消息大小与预期不同%1：两边运行了不同的操作，或 NCCL 的设置或版本不同</translation>
    </message>
    <message>
        <source>Start the containers with the host&apos;s network (docker run --network=host): an address on docker&apos;s bridge is private to its host, and NCCL&apos;s ranks connect to each other on ports that no port mapping covers. On Kubernetes the pod network is routed and needs no change.</source>
        <translation>用主机网络启动容器（docker run --network=host）：docker 网桥上的地址只在本主机内有效，而 NCCL 的各进程之间连接的端口不在任何端口映射之内。在 Kubernetes 上，Pod 网络是可路由的，无需更改。</translation>
    </message>
    <message>
        <source>NCCL uses %1 (%2)%3, an address on docker&apos;s default bridge network: a container with bridge networking, which other hosts cannot reach</source>
        <translation>NCCL 使用 %1（%2）%3，这是 docker 默认网桥网络上的地址：容器使用的是网桥网络，其他主机无法访问</translation>
    </message>
    <message>
        <source>Unset NCCL_GRAPH_FILE and NCCL_TOPO_FILE for this job, or point them at files written for this machine: cloud HPC images set them for their own VM size in the environment or in /etc/nccl.conf (NCCL&apos;s INFO lines say which: &apos;set by environment to ...&apos;).</source>
        <translation>为这个任务取消设置 NCCL_GRAPH_FILE 和 NCCL_TOPO_FILE，或让它们指向为这台机器编写的文件：云上的 HPC 镜像会在环境变量或 /etc/nccl.conf 中按它们自己的虚拟机规格设置这些变量（NCCL 的 INFO 行会说明来源：“set by environment to ...”）。</translation>
    </message>
    <message>
        <source>Make DeepSpeed&apos;s train_batch_size the micro batch per GPU x the gradient accumulation steps x the number of processes the job starts (nodes x processes per node), or set it to &quot;auto&quot; (with the Hugging Face Trainer or Accelerate) so that it follows the launch; where the config was written for another number of GPUs, change the numbers there, not only on the command line.</source>
        <translation>让 DeepSpeed 的 train_batch_size 等于每个 GPU 的微批大小 × 梯度累积步数 × 任务启动的进程数（节点数 × 每节点进程数），或把它设为 &quot;auto&quot;（配合 Hugging Face Trainer 或 Accelerate），使它随启动方式变化；如果配置是为另一数量的 GPU 写的，请在配置里修改这些数字，而不只是在命令行上修改。</translation>
    </message>
    <message>
        <source>Fix the failure that made torchrun restart the workers (the first error of the log). Where the restarted workers meet in a store that kept the earlier attempt&apos;s barrier, a restart cannot get past init_process_group: run with --max_restarts=0 until the job is sound.</source>
        <translation>先修复让 torchrun 重启工作进程的那个失败（日志中的第一个错误）。如果重启后的工作进程在保留了上一次尝试屏障计数的存储中汇合，重启后就无法通过 init_process_group：在任务稳定之前请使用 --max_restarts=0 运行。</translation>
    </message>
    <message>
        <source>DeepSpeed&apos;s train_batch_size (%1) is not the micro batch per GPU x the accumulation steps x the world size (%2 x %3 x %4 = %5)%6: the config&apos;s numbers were written for another launch</source>
        <translation>DeepSpeed 的 train_batch_size（%1）不等于每个 GPU 的微批大小 × 累积步数 × 进程总数（%2 × %3 × %4 = %5）%6：配置中的数字是为另一种启动方式写的</translation>
    </message>
    <message>
        <source>DeepSpeed&apos;s train_batch_size is not the micro batch per GPU x the accumulation steps x the world size%1: the config&apos;s numbers were written for another launch</source>
        <translation>DeepSpeed 的 train_batch_size 不等于每个 GPU 的微批大小 × 累积步数 × 进程总数%1：配置中的数字是为另一种启动方式写的</translation>
    </message>
    <message>
        <source>%1 processes reached the store&apos;s barrier for a world of %2%3 after torchrun restarted the workers: the earlier attempts&apos; processes are still counted, so the barrier cannot complete and the failure before the restart is the cause</source>
        <translation>torchrun 重启工作进程后，有 %1 个进程到达了进程总数为 %2 的存储屏障%3：之前几次尝试的进程仍被计入，所以屏障无法完成，重启之前的那个失败才是原因</translation>
    </message>
    <message>
        <source>NCCL&apos;s graph file names a GPU this node does not have%1: NCCL_GRAPH_FILE (or NCCL_TOPO_FILE), set by the image or /etc/nccl.conf, describes another machine</source>
        <translation>NCCL 的图文件引用了本节点没有的 GPU%1：由镜像或 /etc/nccl.conf 设置的 NCCL_GRAPH_FILE（或 NCCL_TOPO_FILE）描述的是另一种机器</translation>
    </message>
    <message>
        <source>A file system ran out of space%1: in a DDP job most often /dev/shm (a container&apos;s default is 64 MB, and the DataLoader&apos;s workers pass batches through it), else the disk a checkpoint or cache is written to (df -h shows which)</source>
        <translation>某个文件系统空间不足%1：在 DDP 任务中最常见的是 /dev/shm（容器默认只有 64 MB，而 DataLoader 的工作进程通过它传递批数据），其次是写检查点或缓存的磁盘（df -h 可以看出是哪个）</translation>
    </message>
    <message>
        <source>Find the node that advertised %1 (NCCL_DEBUG=INFO shows each rank&apos;s &apos;Bootstrap : Using&apos; line) and set NCCL_SOCKET_IFNAME (and GLOO_SOCKET_IFNAME) there to the interface the nodes reach each other on, or exclude the link-local one with NCCL_SOCKET_IFNAME=^NAME.</source>
        <translation>找到通告 %1 的节点（NCCL_DEBUG=INFO 会显示每个进程的“Bootstrap : Using”行），在那里把 NCCL_SOCKET_IFNAME（以及 GLOO_SOCKET_IFNAME）设为各节点之间能互相访问的网卡，或用 NCCL_SOCKET_IFNAME=^NAME 排除这个链路本地网卡。</translation>
    </message>
    <message>
        <source>A rank could not connect to another rank at %1%2: %3 is a link-local address (169.254.0.0/16), which a host gives an interface that has no configured address; the rank that advertised it chose an interface the other nodes cannot reach</source>
        <translation>一个进程无法连接到位于 %1 的另一个进程%2：%3 是链路本地地址（169.254.0.0/16），主机会把它分配给没有配置地址的网卡；通告它的进程选择了其他节点无法访问的网卡</translation>
    </message>
    <message>
        <source>Give the launcher the master&apos;s host name or address. Where it comes from a command&apos;s output (DeepSpeed&apos;s runner takes the first line that `ssh HOST hostname -I` prints), a shell start-up file that prints (a .bashrc that echoes) puts its line there: keep start-up files silent for shells that are not interactive, or give --master_addr yourself.</source>
        <translation>把主节点的主机名或地址交给启动器。若它取自某条命令的输出（DeepSpeed 的启动器取 `ssh HOST hostname -I` 打印的第一行），会打印内容的 shell 启动文件（例如会打印内容的 .bashrc）就会把它自己的那一行放在那里：让启动文件在非交互式 shell 中不输出任何内容，或自己给出 --master_addr。</translation>
    </message>
    <message>
        <source>The launcher was given a path, not an address, as the master (%1)%2: no node can reach it</source>
        <translation>启动器拿到的主节点是一个路径，而不是地址（%1）%2：没有哪个节点能连上它</translation>
    </message>
    <message>
        <source>Point init_method=&quot;file://...&quot; at a file in a folder that exists and that every process of the job shares (a shared file system across nodes), or let the launcher&apos;s store do it: init_method=&quot;env://&quot; under torchrun.</source>
        <translation>让 init_method=&quot;file://...&quot; 指向一个已存在、且任务的每个进程都能访问的文件夹中的文件（跨节点时需共享文件系统），或交给启动器的存储：在 torchrun 下使用 init_method=&quot;env://&quot;。</translation>
    </message>
    <message>
        <source>The file store %1 of init_method=&quot;file://...&quot; could not be opened%2: its folder does not exist there</source>
        <translation>init_method=&quot;file://...&quot; 的文件存储 %1 无法打开%2：那里不存在它所在的文件夹</translation>
    </message>
    <message>
        <source>Make the launcher&apos;s host list name each node by an address or name that is not this machine&apos;s (not localhost, 127.x, or a name /etc/hosts maps to this machine), so that it starts each node&apos;s processes there over SSH; or start the launcher on each node yourself, with that node&apos;s --node_rank.</source>
        <translation>让启动器的主机列表用不属于本机的地址或名称来指明每个节点（不要用 localhost、127.x，或 /etc/hosts 映射到本机的名称），使它通过 SSH 在各节点上启动该节点的进程；或者在每个节点上自行启动启动器，并使用该节点的 --node_rank。</translation>
    </message>
    <message>
        <source>The launcher took %1, the host of node rank %2, for this machine and started that node&apos;s processes here, beside the master&apos;s: they share its GPUs and no process runs on %1</source>
        <translation>启动器把节点序号 %2 的主机 %1 当成了本机，并在这里、在主节点的进程旁边启动了该节点的进程：它们共用本机的 GPU，而 %1 上没有任何进程运行</translation>
    </message>
</context>
<context>
    <name>LostAssignment</name>
    <message>
        <source>line %1 does not set it: %2</source>
        <translation>第 %1 行并没有设置它：%2</translation>
    </message>
    <message>
        <source>with blanks around &apos;=&apos; bash runs %1 as a command (command not found); write %1=VALUE</source>
        <translation>“=”两侧有空格时，bash 把 %1 当作命令运行（找不到该命令）；应写成 %1=VALUE</translation>
    </message>
    <message>
        <source>the line starts with an invisible character (U+%1, as an editor or a web page adds), so bash reads no assignment and finds no such command; delete it</source>
        <translation>该行以一个不可见字符开头（U+%1，编辑器或网页会加入这种字符），因此 bash 读不到赋值，也找不到这样的命令；请删除它</translation>
    </message>
    <message>
        <source>%1=... before a command sets it in that command&apos;s environment alone</source>
        <translation>写在命令前面的 %1=... 只在该命令的环境中设置它</translation>
    </message>
    <message>
        <source>bash runs each part of a pipeline in a subshell, so the value is gone after that line; assign the command&apos;s output instead: %1=$(...)</source>
        <translation>bash 在子 shell 中运行管道的每一部分，所以这一行之后值就丢失了；请改为赋值命令的输出：%1=$(...)</translation>
    </message>
    <message>
        <source>it is assigned inside ( ... ), a subshell: the value is gone after it</source>
        <translation>它在 ( ... ) 这个子 shell 中赋值：之后值就丢失了</translation>
    </message>
    <message>
        <source>%1 runs at the end of a pipeline, in a subshell of its own, so the value is gone after that line; read from a here-string instead: %1 ... &lt;&lt;&lt; &quot;$(...)&quot;</source>
        <translation>%1 在管道末尾、在它自己的子 shell 中运行，所以这一行之后值就丢失了；请改为从 here-string 读取：%1 ... &lt;&lt;&lt; &quot;$(...)&quot;</translation>
    </message>
</context>
<context>
    <name>NodeCommandExpander</name>
    <message>
        <source>No torchrun or torch.distributed.launch command found.</source>
        <translation>找不到 torchrun 或 torch.distributed.launch 命令。</translation>
    </message>
    <message numerus="yes">
        <source>There is no node %1 in a job of %n node(s).</source>
        <translation>
            <numerusform>共 %n 个节点的任务中没有节点 %1。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NodeLaunchPlanner</name>
    <message>
        <source>%1 is only known on the node: the dry-run used &quot;%2&quot;</source>
        <translation>%1 只有在节点上才知道：试运行使用了“%2”</translation>
    </message>
    <message>
        <source>the launcher is given no training script, so there is nothing to replace by the probe</source>
        <translation>启动器没有得到训练脚本，因此没有可以用探针替换的内容</translation>
    </message>
    <message numerus="yes">
        <source>there is no node %1 among %n host(s)</source>
        <translation>
            <numerusform>%n 个主机中没有节点 %1</numerusform>
        </translation>
    </message>
    <message>
        <source>the command starts no torchrun, torch.distributed.run or launch, accelerate launch or deepspeed that the dry-run could find</source>
        <translation>试运行在该命令中找不到 torchrun、torch.distributed.run 或 launch、accelerate launch 或 deepspeed</translation>
    </message>
    <message>
        <source>not evaluated before the run, passed as written: %1</source>
        <translation>运行前无法求值，按原样传递：%1</translation>
    </message>
    <message>
        <source>the launcher command could not be told apart from its prefix: %1</source>
        <translation>无法把启动器命令与其前缀区分开：%1</translation>
    </message>
    <message>
        <source>the torchrun settings of this %1 command could not be worked out</source>
        <translation>无法推算出这条 %1 命令对应的 torchrun 设置</translation>
    </message>
    <message>
        <source>%1 itself was not run: the dry-run ran the torchrun settings it implies</source>
        <translation>没有运行 %1 本身：试运行运行的是它所对应的 torchrun 设置</translation>
    </message>
    <message>
        <source>%1: the node&apos;s own value was kept (the command builds it from the node&apos;s)</source>
        <translation>%1：保留了节点自己的值（命令是基于节点的值构造它的）</translation>
    </message>
    <message numerus="yes">
        <source>every node is given --node_rank=%1: %n nodes cannot all hold one rank, so the rendezvous never completes; give each node its own index (e.g. --node_rank=$VC_TASK_INDEX)</source>
        <translation>
            <numerusform>每个节点都得到 --node_rank=%1：%n 个节点不能共用一个节点序号，因此汇合永远无法完成；请给每个节点各自的序号（例如 --node_rank=$VC_TASK_INDEX）</numerusform>
        </translation>
    </message>
    <message>
        <source>the master address is %1 on every node: each node looks for the master on itself; give the first host&apos;s name (e.g. ${VC_WORKER_HOSTS%%,*})</source>
        <translation>每个节点上的主节点地址都是 %1：每个节点都在自己身上寻找主节点；请给出第一个主机的名称（例如 ${VC_WORKER_HOSTS%%,*}）</translation>
    </message>
    <message numerus="yes">
        <source>every node waits for %1 nodes (--nnodes=%2) and the job starts %n pod(s): the rendezvous never completes; give --nnodes=$VC_WORKER_NUM</source>
        <translation>
            <numerusform>每个节点都在等待 %1 个节点（--nnodes=%2），而任务只启动 %n 个 Pod：汇合永远不会完成；请写 --nnodes=$VC_WORKER_NUM</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>--nnodes=%1 admits %2 node(s) and the job starts %n pods: the others cannot join; give --nnodes=$VC_WORKER_NUM</source>
        <translation>
            <numerusform>--nnodes=%1 只接纳 %2 个节点，而任务启动了 %n 个 Pod：其余节点无法加入；请写 --nnodes=$VC_WORKER_NUM</numerusform>
        </translation>
    </message>
    <message>
        <source>bash stops at line %1 before the launcher: %2</source>
        <translation>bash 在启动器之前的第 %1 行停止：%2</translation>
    </message>
    <message>
        <source>bash stops at line %1 before the launcher: %2 (%3)</source>
        <translation>bash 在启动器之前的第 %1 行停止：%2（%3）</translation>
    </message>
    <message>
        <source>on node(s) %1, %2</source>
        <translation>在节点 %1 上，%2</translation>
    </message>
    <message>
        <source>argument %1 &apos;%2&apos;: %3 is only known on the node</source>
        <translation>参数 %1“%2”：%3 只有在节点上才能得知</translation>
    </message>
    <message>
        <source>environment %1: %2 is only known on the node</source>
        <translation>环境变量 %1：%2 只有在节点上才能得知</translation>
    </message>
    <message>
        <source>%1 is only known on the node: the dry-run lets the node&apos;s PATH find %2</source>
        <translation>%1 只有在节点上才能得知：试运行让节点的 PATH 去查找 %2</translation>
    </message>
</context>
<context>
    <name>ParserErrorChecks</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
</context>
<context>
    <name>PlaceholderChecks</name>
    <message>
        <source>the options or arguments it stands for, or nothing</source>
        <translation>它所代表的选项或参数，或者什么都不写</translation>
    </message>
    <message>
        <source>your script&apos;s own arguments, or nothing</source>
        <translation>脚本自己的参数，或者什么都不写</translation>
    </message>
    <message>
        <source>the path of your training script, such as train.py</source>
        <translation>训练脚本的路径，例如 train.py</translation>
    </message>
    <message>
        <source>the number of processes per node (one per GPU)</source>
        <translation>每个节点的进程数（每块 GPU 一个）</translation>
    </message>
    <message>
        <source>the node count, ${%1} on the platform</source>
        <translation>节点数，在平台上为 ${%1}</translation>
    </message>
    <message>
        <source>the node&apos;s index, ${VC_TASK_INDEX} on the platform</source>
        <translation>节点序号，在平台上为 ${VC_TASK_INDEX}</translation>
    </message>
    <message>
        <source>a port number, such as 29500</source>
        <translation>一个端口号，例如 29500</translation>
    </message>
    <message>
        <source>${MASTER}, the first host of ${%1}</source>
        <translation>${MASTER}，即 ${%1} 的第一个主机</translation>
    </message>
    <message>
        <source>the master&apos;s host name, the first host of ${%1}</source>
        <translation>主节点的主机名，即 ${%1} 的第一个主机</translation>
    </message>
    <message>
        <source>the real value</source>
        <translation>实际的值</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>一个数字</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a placeholder from the guide or the documentation, not a value: replace it with %2</source>
        <translation>“%1”是指南或文档中的占位符，不是取值：请换成%2</translation>
    </message>
</context>
<context>
    <name>PlatformEnvironment</name>
    <message>
        <source>Volcano env plugin</source>
        <translation>Volcano env 插件</translation>
    </message>
    <message>
        <source>Volcano svc plugin</source>
        <translation>Volcano svc 插件</translation>
    </message>
    <message>
        <source>pod name (svc plugin)</source>
        <translation>Pod 名称（svc 插件）</translation>
    </message>
    <message>
        <source>your platform (sample value)</source>
        <translation>您的平台（示例值）</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not NAME=VALUE (a name of letters, digits and &apos;_&apos;, not starting with a digit)</source>
        <translation>“%1”不是 NAME=VALUE 形式（名称由字母、数字和“_”组成，不能以数字开头）</translation>
    </message>
    <message>
        <source>the value of %1 contains a NUL character</source>
        <translation>%1 的值包含 NUL 字符</translation>
    </message>
</context>
<context>
    <name>PlatformSimulation</name>
    <message>
        <source>node %1 passes %2 %3</source>
        <translation>节点 %1 传入 %2 %3</translation>
    </message>
    <message>
        <source>(empty)</source>
        <translation>（空）</translation>
    </message>
    <message>
        <source>the nodes name different rendezvous hosts</source>
        <translation>各节点给出的汇合主机不同</translation>
    </message>
    <message>
        <source>node %1 (VC_TASK_INDEX=%1) passes --node_rank %2</source>
        <translation>节点 %1（VC_TASK_INDEX=%1）传入 --node_rank %2</translation>
    </message>
    <message>
        <source>on the platform: %1</source>
        <translation>在平台上：%1</translation>
    </message>
    <message numerus="yes">
        <source>on the platform (%n node(s)): %1</source>
        <translation>
            <numerusform>在平台上（%n 个节点）：%1</numerusform>
        </translation>
    </message>
    <message>
        <source> (the branch taken depends on %1, which the platform does not set as described; if it does, add it to the platform variables)</source>
        <translation>（所走的分支取决于 %1，而按当前描述平台并不设置它；如果平台设置了它，请把它加入平台变量）</translation>
    </message>
    <message>
        <source> (%1 belongs to another role: the form describes one worker role, %2, and the platform sets nothing for other roles of this job)</source>
        <translation>（%1 属于另一个节点组：表单只描述一个 worker 节点组 %2，平台不会为该任务的其他节点组设置任何变量）</translation>
    </message>
    <message>
        <source>%1 is %2</source>
        <translation>%1 是 %2</translation>
    </message>
    <message>
        <source>node %1 may pass %2 %3: %4</source>
        <translation>节点 %1 可能传入 %2 %3：%4</translation>
    </message>
    <message>
        <source>node %1 (VC_TASK_INDEX=%1) may pass --node_rank %2: %3</source>
        <translation>节点 %1（VC_TASK_INDEX=%1）可能传入 --node_rank %2：%3</translation>
    </message>
    <message>
        <source>node(s) %1 pass --node_rank %2, outside 0..%3</source>
        <translation>节点 %1 传入 --node_rank %2，超出 0..%3</translation>
    </message>
    <message>
        <source>nodes %1 all pass --node_rank %2</source>
        <translation>节点 %1 都传入 --node_rank %2</translation>
    </message>
    <message numerus="yes">
        <source>on the platform (%n node(s)): %1; the static rendezvous needs each of 0..%2 once, so the job hangs</source>
        <translation>
            <numerusform>在平台上（%n 个节点）：%1；static 汇合需要 0..%2 每个序号恰好出现一次，因此任务会挂起</numerusform>
        </translation>
    </message>
    <message>
        <source>torch&apos;s default, no --nnodes given</source>
        <translation>torch 的默认值，未给出 --nnodes</translation>
    </message>
    <message>
        <source>on the platform: %1, but rank 0 runs on node %2 (%3), where its store listens; the nodes never meet</source>
        <translation>在平台上：%1，但 0 号进程运行在节点 %2（%3）上，其存储在那里监听；各节点永远无法汇合</translation>
    </message>
    <message>
        <source> (the host ends in a carriage return: the lines end in Windows line endings (\r), and bash keeps the \r in the value it assigns; no node can resolve such a name. Convert the text to Unix line endings)</source>
        <translation>（主机名以回车结尾：各行以 Windows 换行符（\r）结尾，bash 会把 \r 保留在它赋的值中；没有节点能解析这样的名字。请把文本转换为 Unix 换行符）</translation>
    </message>
    <message>
        <source> (the host holds a control character: no node can resolve such a name)</source>
        <translation>（主机名中含有控制字符：没有节点能解析这样的名字）</translation>
    </message>
    <message>
        <source>%1: torch cannot use the host as a rendezvous address</source>
        <translation>%1：torch 无法把该主机用作汇合地址</translation>
    </message>
    <message>
        <source>%1: torch has no rendezvous backend of that name (static, c10d, etcd, etcd-v2) and stops</source>
        <translation>%1：torch 没有这个名字的汇合后端（static、c10d、etcd、etcd-v2），会就此停止</translation>
    </message>
    <message>
        <source> (the name ends in a carriage return: the lines end in Windows line endings (\r), and bash keeps the \r in the value. Convert the text to Unix line endings)</source>
        <translation>（名字以回车结尾：各行以 Windows 换行符（\r）结尾，bash 会把 \r 保留在值中。请把文本转换为 Unix 换行符）</translation>
    </message>
    <message numerus="yes">
        <source>on the platform (%n node(s), first host %1)</source>
        <translation>
            <numerusform>在平台上（%n 个节点，第一个主机 %1）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>on the platform (%n node(s), rank 0 on node %1, %2)</source>
        <translation>
            <numerusform>在平台上（%n 个节点，0 号进程在节点 %1，%2）</numerusform>
        </translation>
    </message>
    <message>
        <source>node %1 waits for %2:%3, the port its own launcher opens after the loop</source>
        <translation>节点 %1 等待 %2:%3，而这个端口要由它自己在循环之后启动的启动器打开</translation>
    </message>
    <message>
        <source>%1 %2, which no pod of the job is named (it is close to %3)</source>
        <translation>%1 %2，而任务中没有叫这个名字的 Pod（它接近 %3）</translation>
    </message>
    <message>
        <source>the node passes</source>
        <translation>该节点传入</translation>
    </message>
    <message>
        <source>every node passes</source>
        <translation>每个节点都传入</translation>
    </message>
    <message>
        <source>nodes %1 pass</source>
        <translation>节点 %1 传入</translation>
    </message>
    <message>
        <source>%1 %2; no node can resolve it, so the store is never reached</source>
        <translation>%1 %2；没有节点能解析它，所以永远连不上存储</translation>
    </message>
    <message>
        <source>timeout ends the command at line %1 with status 124: it waits for %2:%3, the port this node&apos;s own launcher opens after it</source>
        <translation>timeout 在第 %1 行以状态 124 结束该命令：它在等待 %2:%3，而这个端口要等本节点自己的启动器在它之后才打开</translation>
    </message>
    <message>
        <source>%1; then %2</source>
        <translation>%1；随后 %2</translation>
    </message>
    <message>
        <source>node %1 connects to %2, pod %3 of the job</source>
        <translation>节点 %1 连接 %2，即任务的第 %3 个 Pod</translation>
    </message>
    <message>
        <source>node %1 connects to %2, itself</source>
        <translation>节点 %1 连接 %2，即它自己</translation>
    </message>
    <message>
        <source>node %1 waits for %2, which only node %3 writes, in its own pod</source>
        <translation>节点 %1 在自己的 Pod 里等待 %2，而只有节点 %3 会写它</translation>
    </message>
    <message>
        <source>no node hosts the c10d rendezvous store: on node %1, torch %2 compares %3 with the pod&apos;s host name (%4), the full name its hosts file gives first (%5.&lt;namespace&gt;.svc.cluster.local) and its addresses, and none is that name, so every node fails to connect (RendezvousConnectionError after read_timeout, 60 s)</source>
        <translation>没有节点承载 c10d 汇合存储：在节点 %1 上，torch %2 把 %3 与 Pod 的主机名（%4）、/etc/hosts 里排在第一位的完整名称（%5.&lt;namespace&gt;.svc.cluster.local）以及它的地址比较，都不是这个名称，因此每个节点都连接失败（read_timeout 60 秒后报 RendezvousConnectionError）</translation>
    </message>
</context>
<context>
    <name>PortChecks</name>
    <message>
        <source>port %1 is out of range: a TCP port is 1 to 65535</source>
        <translation>端口 %1 超出范围：TCP 端口为 1 到 65535</translation>
    </message>
    <message>
        <source>port 0 lets every node pick its own free port, so the nodes never meet; use a fixed port such as 29500</source>
        <translation>端口 0 让每个节点各自选择空闲端口，节点将永远无法汇合；请使用固定端口，例如 29500</translation>
    </message>
    <message>
        <source>port %1 is privileged (below 1024): it needs root and may be taken; use e.g. 29500</source>
        <translation>端口 %1 是特权端口（低于 1024）：需要 root 权限且可能已被占用；请使用例如 29500</translation>
    </message>
</context>
<context>
    <name>Preflight</name>
    <message>
        <source>Cancelled.</source>
        <translation>已取消。</translation>
    </message>
    <message>
        <source>The pre-flight ran out of time before this node.</source>
        <translation>预检在检查到该节点之前就超时了。</translation>
    </message>
    <message>
        <source>connecting</source>
        <translation>正在连接</translation>
    </message>
    <message>
        <source>failed: %1</source>
        <translation>失败：%1</translation>
    </message>
    <message>
        <source>connected, probing</source>
        <translation>已连接，正在探测</translation>
    </message>
    <message>
        <source>the probe failed (exit %1) with %2: %3</source>
        <translation>探针失败（退出码 %1），%2：%3</translation>
    </message>
    <message>
        <source>probe failed</source>
        <translation>探测失败</translation>
    </message>
    <message>
        <source>probed</source>
        <translation>已探测</translation>
    </message>
    <message>
        <source>single node: nobody else has to reach the master</source>
        <translation>单节点：没有其他节点需要访问主节点</translation>
    </message>
    <message>
        <source>not tested: the master could not be probed</source>
        <translation>未测试：无法探测主节点</translation>
    </message>
    <message>
        <source>not tested: port %1 is taken on the master</source>
        <translation>未测试：主节点上的端口 %1 已被占用</translation>
    </message>
    <message>
        <source>not tested: no other node could be probed</source>
        <translation>未测试：无法探测其他任何节点</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>port probe done</source>
        <translation>端口探测完成</translation>
    </message>
    <message>
        <source>not tested: the master could not listen on port %1</source>
        <translation>未测试：主节点无法监听端口 %1</translation>
    </message>
</context>
<context>
    <name>PreflightAnalyzer</name>
    <message>
        <source>%1 (FQDN %2), addresses %3</source>
        <translation>%1（FQDN %2），地址 %3</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>CPU-only node (no NVIDIA GPU found: %1); the dry-run uses the gloo backend%2.</source>
        <translation>仅 CPU 的节点（未找到 NVIDIA GPU：%1）；试运行使用 gloo 后端%2。</translation>
    </message>
    <message>
        <source>, but the job asks for GPUs</source>
        <translation>，但任务请求了 GPU</translation>
    </message>
    <message>
        <source>%1 GPU(s), but --nproc_per_node=%2: lower nproc_per_node or use a node with more GPUs.</source>
        <translation>%1 个 GPU，但 --nproc_per_node=%2：请降低 nproc_per_node，或使用 GPU 更多的节点。</translation>
    </message>
    <message>
        <source>port %1 is free on the master</source>
        <translation>主节点上的端口 %1 空闲</translation>
    </message>
    <message>
        <source>port %1 is taken on the master (%2): stop what listens there (ss -ltnp &apos;sport = :%1&apos;) or pick another --port.</source>
        <translation>主节点上的端口 %1 已被占用（%2）：请停止在该端口监听的程序（ss -ltnp &apos;sport = :%1&apos;）或换一个 --port。</translation>
    </message>
    <message>
        <source>cannot listen on port %1: %2</source>
        <translation>无法监听端口 %1：%2</translation>
    </message>
    <message>
        <source>%1:%2 answers (%3 ms)</source>
        <translation>%1:%2 有响应（%3 毫秒）</translation>
    </message>
    <message>
        <source>cannot reach %1:%2 from this node (%3): check firewalls and security groups between the nodes.</source>
        <translation>无法从该节点访问 %1:%2（%3）：请检查节点之间的防火墙和安全组。</translation>
    </message>
    <message>
        <source>%1=%2 matches an interface</source>
        <translation>%1=%2 与某个网卡匹配</translation>
    </message>
    <message>
        <source>%1=%2 names no interface on this node (it has: %3); set it to one of them.</source>
        <translation>%1=%2 在该节点上没有对应的网卡（现有：%3）；请设为其中之一。</translation>
    </message>
    <message>
        <source>clock is %1 s off this machine&apos;s; timeouts and logs will disagree: enable NTP (chrony, systemd-timesyncd).</source>
        <translation>时钟与本机相差 %1 秒；超时和日志时间会不一致：请启用 NTP（chrony、systemd-timesyncd）。</translation>
    </message>
    <message>
        <source>within %1 s of this machine&apos;s clock</source>
        <translation>与本机时钟相差不超过 %1 秒</translation>
    </message>
    <message>
        <source>cannot read the free space: %1</source>
        <translation>无法读取可用空间：%1</translation>
    </message>
    <message>
        <source>only %1 free in %2: checkpoints and logs may not fit.</source>
        <translation>%2 中只有 %1 可用空间：检查点和日志可能放不下。</translation>
    </message>
    <message>
        <source>%1 free in %2</source>
        <translation>%2 中有 %1 可用空间</translation>
    </message>
    <message>
        <source>connected, host key %1</source>
        <translation>已连接，主机密钥 %1</translation>
    </message>
    <message>
        <source>Python %1 (%2)</source>
        <translation>Python %1（%2）</translation>
    </message>
    <message>
        <source>Python %1, but most nodes have %2: use the same image on every node.</source>
        <translation>Python %1，但大多数节点为 %2：请在每个节点上使用相同的镜像。</translation>
    </message>
    <message>
        <source>torch is not installed for %1 (%2): install it or set the job&apos;s python.</source>
        <translation>%1 中未安装 torch（%2）：请安装它或设置任务的 python。</translation>
    </message>
    <message>
        <source>torch %1, but other nodes have %2: every node must run the same version.</source>
        <translation>torch %1，但其他节点为 %2：每个节点必须运行相同的版本。</translation>
    </message>
    <message>
        <source>torch %1, but the command is written for %2: set the job&apos;s torch version to %3.%4 or use an image with torch %2.</source>
        <translation>torch %1，但命令是为 %2 编写的：请把任务的 torch 版本设为 %3.%4，或使用装有 torch %2 的镜像。</translation>
    </message>
    <message>
        <source>torch %1</source>
        <translation>torch %1</translation>
    </message>
    <message>
        <source>the master&apos;s name %1 does not resolve here (%2): the node cannot join the rendezvous. Fix DNS or /etc/hosts on this node.</source>
        <translation>主节点的名称 %1 在此无法解析（%2）：该节点无法加入汇合。请修复该节点上的 DNS 或 /etc/hosts。</translation>
    </message>
    <message>
        <source>%1 resolves to %2 here but to %3 on the master: fix DNS or /etc/hosts so that every node reaches the same address.</source>
        <translation>%1 在此解析为 %2，但在主节点上解析为 %3：请修复 DNS 或 /etc/hosts，使每个节点访问同一个地址。</translation>
    </message>
    <message>
        <source>%1 -&gt; %2</source>
        <translation>%1 -&gt; %2</translation>
    </message>
    <message>
        <source>on the master, %1 resolves to %2, which is not one of its own addresses: c10d will not start the rendezvous store there and every node times out.</source>
        <translation>在主节点上，%1 解析为 %2，而这不是它自己的地址：c10d 不会在那里启动汇合存储，所有节点都会超时。</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s), CUDA driver present</source>
        <translation>
            <numerusform>%n 个 GPU，CUDA 驱动已安装</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PrintfFormat</name>
    <message>
        <source>printf without a format (or with -v) is not simulated</source>
        <translation>不模拟没有格式（或带 -v）的 printf</translation>
    </message>
    <message>
        <source>printf format &apos;%1&apos; is not simulated</source>
        <translation>未模拟 printf 格式 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>printf %1 of &apos;%2&apos; is not simulated</source>
        <translation>未模拟 &apos;%2&apos; 的 printf %1</translation>
    </message>
</context>
<context>
    <name>ProbeReport</name>
    <message>
        <source>the probe&apos;s report is not a JSON object: %1</source>
        <translation>探针的报告不是 JSON 对象：%1</translation>
    </message>
    <message>
        <source>the probe&apos;s report has neither a rank nor an error</source>
        <translation>探针的报告既没有进程序号也没有错误</translation>
    </message>
</context>
<context>
    <name>PythonSnippet</name>
    <message>
        <source>this python program is not simulated</source>
        <translation>不模拟这个 python 程序</translation>
    </message>
    <message>
        <source>the python program builds a value too large to evaluate</source>
        <translation>这个 python 程序构造的值太大，无法求值</translation>
    </message>
    <message>
        <source>the python program nests too deeply to evaluate</source>
        <translation>这个 python 程序嵌套太深，无法求值</translation>
    </message>
    <message>
        <source>python would stop: a TypeError</source>
        <translation>python 会中止：TypeError</translation>
    </message>
    <message>
        <source>python would stop: division by zero</source>
        <translation>python 会中止：除以零</translation>
    </message>
    <message>
        <source>python would stop: int() of &apos;%1&apos;</source>
        <translation>python 会中止：对“%1”调用 int()</translation>
    </message>
    <message>
        <source>python reads %1, which is not known statically</source>
        <translation>python 读取 %1，其值无法静态确定</translation>
    </message>
    <message>
        <source>python would stop: empty separator</source>
        <translation>python 会中止：分隔符为空</translation>
    </message>
    <message>
        <source>python would stop: join() of a value that is not a string</source>
        <translation>python 会中止：对不是字符串的值调用 join()</translation>
    </message>
    <message>
        <source>python would stop: index out of range</source>
        <translation>python 会中止：索引超出范围</translation>
    </message>
    <message>
        <source>a string is left open at the end of its line</source>
        <translation>字符串在其所在行的末尾没有结束</translation>
    </message>
    <message>
        <source>a string is left open at the end of the program</source>
        <translation>字符串到程序末尾都没有结束</translation>
    </message>
    <message>
        <source>&apos;%1&apos; closes a bracket that was never opened</source>
        <translation>“%1”关闭了一个从未打开的括号</translation>
    </message>
    <message>
        <source>a comma with nothing before it (&apos;%1,&apos;)</source>
        <translation>逗号前面什么都没有（“%1,”）</translation>
    </message>
    <message>
        <source>a bracket is left open at the end of the program</source>
        <translation>括号到程序末尾都没有关闭</translation>
    </message>
    <message>
        <source>python stops with a SyntaxError: %1</source>
        <translation>python 因 SyntaxError 停止：%1</translation>
    </message>
    <message>
        <source>python stops with a NameError: name &apos;%1&apos; is not defined</source>
        <translation>python 因 NameError 停止：名称“%1”未定义</translation>
    </message>
    <message>
        <source>a print statement of Python 2 (&quot;Missing parentheses in call to &apos;print&apos;&quot;)</source>
        <translation>Python 2 的 print 语句（&quot;Missing parentheses in call to &apos;print&apos;&quot;）</translation>
    </message>
    <message>
        <source>python&apos;s hash() of a string</source>
        <translation>python 对字符串的 hash()</translation>
    </message>
    <message>
        <source>python stops with a ValueError: %1 is not in the list</source>
        <translation>python 以 ValueError 停止：%1 不在列表中</translation>
    </message>
    <message>
        <source>python stops with a ValueError: substring not found</source>
        <translation>python 以 ValueError 停止：找不到子串</translation>
    </message>
    <message>
        <source>python stops with a KeyError: %1 is not in its environment (the command does not export it, and the platform does not set it)</source>
        <translation>python 以 KeyError 停止：%1 不在它的环境中（命令没有 export 它，平台也不设置它）</translation>
    </message>
</context>
<context>
    <name>ReadBuiltin</name>
    <message>
        <source>read -u reads another file descriptor; not simulated</source>
        <translation>read -u 从另一个文件描述符读取；不模拟</translation>
    </message>
    <message>
        <source>read -%1 is not simulated</source>
        <translation>不模拟 read -%1</translation>
    </message>
    <message>
        <source>mapfile %1 %2 is not simulated</source>
        <translation>不模拟 mapfile %1 %2</translation>
    </message>
    <message>
        <source>mapfile -d &apos;&apos; is not simulated</source>
        <translation>不模拟 mapfile -d &apos;&apos;</translation>
    </message>
</context>
<context>
    <name>ResourceLocator</name>
    <message>
        <source>the resource &quot;%1&quot; is missing from %2 and from the program</source>
        <translation>资源“%1”在 %2 和程序中都不存在</translation>
    </message>
    <message>
        <source>cannot read &quot;%1&quot;: %2</source>
        <translation>无法读取“%1”：%2</translation>
    </message>
</context>
<context>
    <name>RuntimeValue</name>
    <message>
        <source>the address of %1</source>
        <translation>%1 的地址</translation>
    </message>
    <message>
        <source>this node&apos;s address</source>
        <translation>本节点的地址</translation>
    </message>
    <message>
        <source>this node&apos;s full host name</source>
        <translation>本节点的完整主机名</translation>
    </message>
    <message>
        <source>the full name of %1</source>
        <translation>%1 的完整名称</translation>
    </message>
    <message>
        <source>the cluster&apos;s name server</source>
        <translation>集群的域名服务器</translation>
    </message>
    <message>
        <source>the list of this node&apos;s GPUs</source>
        <translation>本节点的 GPU 列表</translation>
    </message>
    <message>
        <source>this node&apos;s GPU count</source>
        <translation>本节点的 GPU 数量</translation>
    </message>
    <message>
        <source>what %1 gives on this node</source>
        <translation>%1 在本节点上给出的值</translation>
    </message>
    <message>
        <source>the folder where PATH finds %1</source>
        <translation>PATH 中找到 %1 的目录</translation>
    </message>
    <message>
        <source>this node&apos;s CPU count</source>
        <translation>此节点的 CPU 数</translation>
    </message>
    <message>
        <source>the pod&apos;s namespace and cluster domain</source>
        <translation>Pod 的命名空间和集群域名</translation>
    </message>
</context>
<context>
    <name>ScriptArgumentChecks</name>
    <message>
        <source>&apos;%1&apos; comes after the script %2, so the launcher never sees it: it goes to the script as one of its arguments. Move it before the script.</source>
        <translation>“%1”写在脚本 %2 之后，启动器永远看不到它：它会作为参数交给脚本。请把它移到脚本之前。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is written by hand: %2 starts every worker with this same value, and a script that uses it puts every rank on one GPU. Remove it; the script reads its own rank from LOCAL_RANK.</source>
        <translation>“%1”是手写的：%2 会以同一个值启动每个工作进程，使用它的脚本会把所有进程都放到同一块 GPU 上。请删除它；脚本应从 LOCAL_RANK 读取自己的本地序号。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is written by hand: without --use_env launch passes each worker its own %2=N before the script&apos;s arguments, and this one after it wins in the script&apos;s argparse, so every worker gets the same local rank and GPU. Remove it.</source>
        <translation>&apos;%1&apos; 是手写的：没有 --use_env 时，launch 会在脚本参数之前给每个工作进程传入它自己的 %2=N，而写在其后的这个值会在脚本的 argparse 中生效，于是每个工作进程得到相同的本地序号和 GPU。请删除它。</translation>
    </message>
    <message>
        <source>bash splits this value at its blanks on the nodes: %1 gets &apos;%2&apos;, and torch takes &apos;%3&apos; as the training script, so the job cannot start; the value holds %4 words (%5): a message printed beside the value, or more than one line</source>
        <translation>bash 在节点上按空白拆分这个值：%1 得到 &apos;%2&apos;，torch 把 &apos;%3&apos; 当作训练脚本，任务无法启动；这个值有 %4 个词（%5）：值旁边打印了一条消息，或者不止一行</translation>
    </message>
    <message>
        <source>1:1: each node starts a job of its own</source>
        <translation>1:1：每个节点各自启动一个独立的训练</translation>
    </message>
    <message>
        <source>0: the same rank on every node</source>
        <translation>0：每个节点的序号都相同</translation>
    </message>
    <message>
        <source>127.0.0.1: each node looks for the master on itself</source>
        <translation>127.0.0.1：每个节点都在自己身上寻找主节点</translation>
    </message>
    <message>
        <source>one process per node</source>
        <translation>每个节点一个进程</translation>
    </message>
    <message>
        <source>no endpoint: the nodes have none in common</source>
        <translation>没有端点：各节点没有共同的端点</translation>
    </message>
    <message>
        <source>the static backend</source>
        <translation>static 后端</translation>
    </message>
    <message>
        <source>the id &quot;none&quot;</source>
        <translation>ID &quot;none&quot;</translation>
    </message>
    <message>
        <source>Without it the launcher takes its default (%1), and the job cannot start as meant.</source>
        <translation>没有它，启动器会取默认值（%1），任务无法按预期启动。</translation>
    </message>
</context>
<context>
    <name>ScriptInterpreter</name>
    <message>
        <source>%1: bash stops here before any launcher: %2</source>
        <translation>%1：bash 在任何启动器之前于此处停止：%2</translation>
    </message>
    <message>
        <source>the snippet exits at %1 before any launcher</source>
        <translation>片段在任何启动器之前于 %1 处退出</translation>
    </message>
    <message>
        <source>no torchrun or python -m torch.distributed.run/launch command found</source>
        <translation>找不到 torchrun 或 python -m torch.distributed.run/launch 命令</translation>
    </message>
    <message>
        <source>after %1 of a command whose status is not known statically at %2</source>
        <translation>位于 %2 处一条状态无法静态确定的命令的 %1 之后</translation>
    </message>
    <message>
        <source>%1: the launcher may not run: %2</source>
        <translation>%1：启动器可能不会运行：%2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; at line %2</source>
        <translation>第 %2 行的“%1”</translation>
    </message>
    <message>
        <source>%1: the snippet may exit here before the launcher: %2</source>
        <translation>%1：片段可能在启动器之前于此处退出：%2</translation>
    </message>
    <message>
        <source>in a subshell</source>
        <translation>在子 shell 中</translation>
    </message>
    <message>
        <source>%1: bash may stop here before the launcher: %2</source>
        <translation>%1：bash 可能在启动器之前于此处停止：%2</translation>
    </message>
    <message>
        <source>an expansion error stops bash</source>
        <translation>展开出错使 bash 停止</translation>
    </message>
    <message>
        <source>set -e is on and &apos;%1&apos; fails</source>
        <translation>set -e 已打开，且“%1”失败</translation>
    </message>
    <message>
        <source>set -e is on and whether &apos;%1&apos; fails is only known on the node</source>
        <translation>set -e 已打开，而“%1”是否失败只有在节点上才知道</translation>
    </message>
    <message>
        <source>inside compound commands nested more than %1 deep</source>
        <translation>位于嵌套超过 %1 层的复合命令之中</translation>
    </message>
    <message>
        <source>inside the function defined at %1: it runs only when called</source>
        <translation>位于 %1 处定义的函数中：只有调用时才会运行</translation>
    </message>
    <message>
        <source>inside the loop at %1</source>
        <translation>位于 %1 处的循环中</translation>
    </message>
    <message>
        <source>inside the if at %1, whose condition is not known statically</source>
        <translation>位于 %1 处的 if 中，其条件无法静态确定</translation>
    </message>
    <message>
        <source>inside the case at %1, whose branch is not known statically</source>
        <translation>位于 %1 处的 case 中，其分支无法静态确定</translation>
    </message>
    <message>
        <source>environment %1: %2</source>
        <translation>环境变量 %1：%2</translation>
    </message>
    <message>
        <source>argument %1 &apos;%2&apos;: %3 is only known on the node</source>
        <translation>参数 %1“%2”：%3 只有在节点上才能得知</translation>
    </message>
    <message>
        <source>environment %1: %2 is only known on the node</source>
        <translation>环境变量 %1：%2 只有在节点上才能得知</translation>
    </message>
    <message>
        <source>assigned at %1, which may not run: %2</source>
        <translation>在 %1 处赋值，但该处可能不会运行：%2</translation>
    </message>
    <message>
        <source>set -e is on and &apos;%1&apos; fails if the file cannot be read</source>
        <translation>set -e 已打开，文件无法读取时“%1”会失败</translation>
    </message>
    <message>
        <source>%1: %2: may set variables; not evaluated</source>
        <translation>%1：%2：可能设置变量；不求值</translation>
    </message>
    <message>
        <source>set by &apos;%1&apos; at %2</source>
        <translation>由 %2 处的“%1”设置</translation>
    </message>
    <message>
        <source>set at %1 from values not known statically</source>
        <translation>在 %1 处由无法静态确定的值设置</translation>
    </message>
    <message>
        <source>an integer variable: bash evaluates its value as arithmetic</source>
        <translation>整数变量：bash 会把它的值按算术表达式求值</translation>
    </message>
    <message>
        <source>shifted at %1</source>
        <translation>在 %1 处被 shift 移位</translation>
    </message>
    <message>
        <source>set by &apos;%1&apos; at %2 when the command runs</source>
        <translation>命令运行时由 %2 处的“%1”设置</translation>
    </message>
    <message>
        <source>unset</source>
        <translation>未设置</translation>
    </message>
    <message>
        <source>a value only the node knows</source>
        <translation>只有节点才知道的值</translation>
    </message>
    <message>
        <source>assigned by the arithmetic at %1</source>
        <translation>由 %1 处的算术表达式赋值</translation>
    </message>
    <message>
        <source>loop variable of the loop at %1</source>
        <translation>%1 处循环的循环变量</translation>
    </message>
    <message>
        <source>a launcher inside a command substitution is not evaluated</source>
        <translation>不对命令替换中的启动器求值</translation>
    </message>
    <message>
        <source>the command substitution is not known statically</source>
        <translation>命令替换的结果无法静态得知</translation>
    </message>
    <message>
        <source>input from &apos;%1&apos;, a file only known on the node</source>
        <translation>输入来自“%1”，该文件只有在节点上才能得知</translation>
    </message>
    <message>
        <source>redirection &apos;%1&apos; is not evaluated</source>
        <translation>不对重定向“%1”求值</translation>
    </message>
    <message>
        <source>redirection &apos;%1%2&apos; is not evaluated</source>
        <translation>不对重定向“%1%2”求值</translation>
    </message>
    <message>
        <source>functions call each other too deeply to evaluate</source>
        <translation>函数相互调用过深，无法求值</translation>
    </message>
    <message>
        <source>the list of the node&apos;s GPUs is only known on the node</source>
        <translation>节点的 GPU 列表只有在节点上才知道</translation>
    </message>
    <message>
        <source>a command run in the background is not evaluated</source>
        <translation>未求值在后台运行的命令</translation>
    </message>
    <message>
        <source>the output depends on a command that may not run: %1</source>
        <translation>输出取决于一条可能不会运行的命令：%1</translation>
    </message>
    <message>
        <source>the if at %1 decides on a condition only the node knows</source>
        <translation>%1 处的 if 依据只有节点才知道的条件做出选择</translation>
    </message>
    <message>
        <source>one of: %1 (%2)</source>
        <translation>以下之一：%1（%2）</translation>
    </message>
    <message>
        <source>the syntax error ends the script</source>
        <translation>语法错误使脚本在此结束</translation>
    </message>
    <message>
        <source>%1: the text from here on is not read: the commands before it take all the memory a text of this size may</source>
        <translation>%1：从这里开始的文本未被读取：之前的命令已用尽这种大小的文本可用的全部内存</translation>
    </message>
    <message>
        <source>%1 runs with sh, which is dash on Debian and Ubuntu images: dash stops before the launcher (%1: %2: %3), where bash goes on; run it with bash</source>
        <translation>%1 用 sh 运行，而在 Debian 和 Ubuntu 镜像中 sh 是 dash：dash 在启动器之前就停止（%1: %2: %3），而 bash 会继续；请用 bash 运行它</translation>
    </message>
    <message>
        <source>%1 stops at its line %2, before the launcher: %3</source>
        <translation>%1 在其第 %2 行、启动器之前停止：%3</translation>
    </message>
    <message>
        <source>the ERR trap exits when &apos;%1&apos; fails</source>
        <translation>ERR 陷阱在“%1”失败时退出</translation>
    </message>
    <message>
        <source>the ERR trap exits if &apos;%1&apos; fails, which only the node knows</source>
        <translation>如果“%1”失败，ERR 陷阱会退出，而是否失败只有节点才知道</translation>
    </message>
    <message>
        <source>%1: %2 (bash abandons the line there)</source>
        <translation>%1：%2（bash 在此放弃这一行）</translation>
    </message>
    <message>
        <source>%1: %2: bash abandons the rest of the line and goes on with the next</source>
        <translation>%1：%2：bash 放弃这一行余下的部分，接着执行下一行</translation>
    </message>
    <message>
        <source>the quotes make one word of the launcher and its words: bash looks for a program of that name</source>
        <translation>引号把启动器和它的参数合成了一个词：bash 会去找叫这个名字的程序</translation>
    </message>
    <message>
        <source>bash expands aliases in a script only after shopt -s expand_aliases</source>
        <translation>bash 只有在 shopt -s expand_aliases 之后才会在脚本里展开别名</translation>
    </message>
    <message>
        <source>the function %1 is defined further down (%2): bash runs the lines in order and has no such command yet</source>
        <translation>函数 %1 定义在更下面（%2）：bash 按顺序执行各行，此时还没有这个命令</translation>
    </message>
    <message>
        <source>environment %1: the function %2 as bash lists it (its body, reformatted by bash)</source>
        <translation>环境变量 %1：bash 列出的函数 %2（函数体由 bash 重新排版）</translation>
    </message>
    <message>
        <source>input from file descriptor %1, which the interpreter does not follow</source>
        <translation>输入来自文件描述符 %1，解释器不跟踪它</translation>
    </message>
    <message>
        <source>a blank pasted from a web page or a chat (U+%1) joins the launcher to the word after it: bash splits words on ASCII blanks only, so it looks for a program of that name</source>
        <translation>从网页或聊天中粘贴来的空白字符（U+%1）把启动器和它后面的词连在了一起：bash 只按 ASCII 空白分词，所以它会去找一个叫这个名字的程序</translation>
    </message>
    <message>
        <source>what &apos;%1&apos; runs in a pipeline is not followed</source>
        <translation>不跟踪“%1”在管道中运行的内容</translation>
    </message>
    <message>
        <source>bash abandons the line of the launcher and goes on with the next</source>
        <translation>bash 放弃了启动器所在的这一行，接着执行下一行</translation>
    </message>
    <message>
        <source>%1: let: %2</source>
        <translation>%1: let: %2</translation>
    </message>
    <message>
        <source>%1: ((: %2</source>
        <translation>%1: ((: %2</translation>
    </message>
    <message>
        <source>%1 is a word of its own to bash: a blank must follow it</source>
        <translation>对 bash 来说 %1 是独立的词：后面必须跟一个空格</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; trains this node alone and ends before the job&apos;s launcher; assuming it succeeds</source>
        <translation>%1：&apos;%2&apos; 只在本节点单独训练，并在任务的启动器之前结束；假设它成功</translation>
    </message>
    <message>
        <source>input of the compound command at %1, part of it read before</source>
        <translation>%1 处复合命令的输入，其中一部分已在之前读走</translation>
    </message>
    <message>
        <source>&apos;exec %1&apos; at line %2 runs in bash&apos;s place: nothing after it runs</source>
        <translation>第 %2 行的“exec %1”取代了 bash 本身：它之后的命令都不会运行</translation>
    </message>
    <message>
        <source>&apos;exec %1&apos; runs in bash&apos;s place</source>
        <translation>“exec %1”取代了 bash 本身</translation>
    </message>
    <message>
        <source>BASH_SOURCE is set by bash at run time</source>
        <translation>BASH_SOURCE 由 bash 在运行时设置</translation>
    </message>
    <message>
        <source>%1: sh (dash) has no &apos;source&apos;: the file is not read (use &apos;.&apos;)</source>
        <translation>%1：sh（dash）没有 &apos;source&apos;：该文件不会被读取（请用 &apos;.&apos;）</translation>
    </message>
    <message>
        <source>%1: sh (dash) has no == in its test: it fails with &quot;unexpected operator&quot; (use =)</source>
        <translation>%1：sh（dash）的 test 没有 ==：它会以 &quot;unexpected operator&quot; 失败（请用 =）</translation>
    </message>
    <message>
        <source>PATH is &apos;%1&apos;: a folder named PATH where $PATH was meant, so the image&apos;s own folders are gone from it</source>
        <translation>PATH 为 &apos;%1&apos;：本应是 $PATH 的地方成了一个名为 PATH 的目录，镜像自己的目录因此都不在其中</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is no program, and the launcher after it is only its argument (a function that runs &quot;$@&quot; before shifting its own arguments off?)</source>
        <translation>&apos;%1&apos; 不是程序，它后面的启动器只是它的参数（某个函数在移走自己的参数之前就运行了 &quot;$@&quot;？）</translation>
    </message>
    <message>
        <source>in POSIX mode (set -o posix, or sh) &apos;%1 %2&apos; looks for %2 in PATH only, not in the working folder where the snippet wrote it; write &apos;%1 ./%2&apos;</source>
        <translation>在 POSIX 模式下（set -o posix，或 sh），&apos;%1 %2&apos; 只在 PATH 中查找 %2，而不在命令片段写入它的工作目录中查找；请写成 &apos;%1 ./%2&apos;</translation>
    </message>
    <message>
        <source>%1 runs programs, not the snippet&apos;s functions: the function %2, which starts the launcher, never runs (export -f %2 and run bash -c %2 under it, or call the launcher itself)</source>
        <translation>%1 运行的是程序，而不是命令片段中的函数：启动启动器的函数 %2 永远不会运行（先 export -f %2，再在它下面运行 bash -c %2，或者直接调用启动器）</translation>
    </message>
    <message>
        <source>&apos;%1&apos; gives %2 here, so bash prints the launcher&apos;s command line and starts nothing (${NAME:+word} gives the word for any value that is not empty, 0 too)</source>
        <translation>&apos;%1&apos; 在这里得到 %2，因此 bash 只打印启动器的命令行，什么也不启动（只要值非空，${NAME:+word} 就给出 word，0 也一样）</translation>
    </message>
    <message>
        <source>eval reads its words again as bash code, and on this node they hold a syntax error at their line %1 (%2): bash ends the eval there with status 2, before the launcher; quote what must stay one word, or keep the words in an array (&quot;${ARGS[@]}&quot;) without eval</source>
        <translation>eval 会把它的参数再当作 bash 代码读一遍，而在这个节点上这些参数在第 %1 行有语法错误（%2）：bash 在那里以状态 2 结束 eval，启动器不会运行；请给必须保持为一个词的内容加引号，或把参数放进数组（&quot;${ARGS[@]}&quot;）而不用 eval</translation>
    </message>
    <message>
        <source>%1 stops at its line %2, before the launcher: a syntax error (%3)</source>
        <translation>%1 在其第 %2 行停止，未到启动器：语法错误（%3）</translation>
    </message>
    <message>
        <source>the syntax error ends the text</source>
        <translation>这段文本在语法错误处结束</translation>
    </message>
    <message>
        <source>the loop at %1 never ends: its condition comes out the same every time, and its body changes nothing it reads</source>
        <translation>%1 处的循环永远不会结束：它的条件每次结果都相同，而循环体没有改变条件读取的任何东西</translation>
    </message>
    <message>
        <source>nothing in a new pod&apos;s %1 has that name</source>
        <translation>新 Pod 的 %1 中没有这个名字的文件</translation>
    </message>
    <message>
        <source>the loop at %1 never ends: &apos;%2&apos; fails every time, because %3</source>
        <translation>%1 处的循环永远不会结束：“%2”每次都失败，因为%3</translation>
    </message>
    <message>
        <source>no pod of this job has that name: the job&apos;s pods are the hosts in ${VC_WORKER_HOSTS}, an index runs from 0 to VC_WORKER_NUM-1</source>
        <translation>这个任务没有叫这个名字的 Pod：任务的 Pod 就是 ${VC_WORKER_HOSTS} 中的主机，序号从 0 到 VC_WORKER_NUM-1</translation>
    </message>
    <message>
        <source>%1 asks DNS only, and the pod&apos;s own short name is in its /etc/hosts, not in DNS (the job&apos;s records are the hosts in ${VC_WORKER_HOSTS}): use getent hosts, or the full name</source>
        <translation>%1 只查询 DNS，而 Pod 自己的短名只在它的 /etc/hosts 中，不在 DNS 中（任务的记录是 ${VC_WORKER_HOSTS} 中的主机名）：请改用 `getent hosts` 查询，或使用完整名称</translation>
    </message>
</context>
<context>
    <name>SedProgram</name>
    <message>
        <source>sed script &apos;%1&apos; is not simulated (%2)</source>
        <translation>不模拟 sed 脚本“%1”（%2）</translation>
    </message>
    <message>
        <source>more than %1 commands</source>
        <translation>超过 %1 条命令</translation>
    </message>
    <message>
        <source>an address</source>
        <translation>地址</translation>
    </message>
    <message>
        <source>a range</source>
        <translation>范围</translation>
    </message>
    <message>
        <source>a missing command</source>
        <translation>缺少命令</translation>
    </message>
    <message>
        <source>an unexpected &apos;}&apos;</source>
        <translation>多余的“}”</translation>
    </message>
    <message>
        <source>the s command</source>
        <translation>s 命令</translation>
    </message>
    <message>
        <source>the s command&apos;s flags</source>
        <translation>s 命令的标志</translation>
    </message>
    <message>
        <source>its regular expression</source>
        <translation>其正则表达式</translation>
    </message>
    <message>
        <source>the y command</source>
        <translation>y 命令</translation>
    </message>
    <message>
        <source>the command &apos;%1&apos;</source>
        <translation>命令“%1”</translation>
    </message>
    <message>
        <source>text after a command</source>
        <translation>命令之后的文本</translation>
    </message>
    <message>
        <source>a &apos;{&apos; without &apos;}&apos;</source>
        <translation>没有“}”的“{”</translation>
    </message>
    <message>
        <source>the sed script does more work than a start command needs</source>
        <translation>这个 sed 脚本所需工作量远超一条启动命令</translation>
    </message>
</context>
<context>
    <name>ShellCheckRunner</name>
    <message>
        <source>shellcheck is not installed</source>
        <translation>未安装 shellcheck</translation>
    </message>
    <message>
        <source>shellcheck did not start: %1</source>
        <translation>shellcheck 未能启动：%1</translation>
    </message>
    <message>
        <source>shellcheck took longer than %1 ms</source>
        <translation>shellcheck 运行超过 %1 毫秒</translation>
    </message>
    <message>
        <source>shellcheck failed: %1</source>
        <translation>shellcheck 失败：%1</translation>
    </message>
    <message>
        <source>%1 (https://www.shellcheck.net/wiki/SC%2)</source>
        <translation>%1（https://www.shellcheck.net/wiki/SC%2）</translation>
    </message>
</context>
<context>
    <name>ShellChecks</name>
    <message>
        <source>no command starts torchrun, python -m torch.distributed.run or python -m torch.distributed.launch</source>
        <translation>没有命令启动 torchrun、python -m torch.distributed.run 或 python -m torch.distributed.launch</translation>
    </message>
    <message>
        <source>&apos;&amp;&apos; runs the launcher in the background: the start command ends at once and the platform may stop the node while it trains; remove the &apos;&amp;&apos;</source>
        <translation>“&amp;”让启动器在后台运行：启动命令会立即结束，平台可能在训练期间停止节点；请删除“&amp;”</translation>
    </message>
    <message>
        <source>the launcher runs in a pipeline: without &apos;set -o pipefail&apos; a failed training ends with the status of the last command and looks successful</source>
        <translation>启动器运行在管道中：没有“set -o pipefail”时，训练失败后以管道最后一条命令的状态结束，看起来像是成功了</translation>
    </message>
    <message>
        <source>if the hosts variable is empty or the command that derives MASTER fails, MASTER is empty and every node waits for a rendezvous that never comes; stop there with &apos;: &quot;${MASTER:?}&quot;&apos; on the next line</source>
        <translation>如果主机变量为空或获取 MASTER 的命令失败，MASTER 为空，所有节点都会等待一个永远不会到来的汇合；请在下一行用 &apos;: &quot;${MASTER:?}&quot;&apos; 在此处停止</translation>
    </message>
    <message>
        <source>&apos;\&apos; is followed by a carriage return (Windows line ends), so it does not continue the line: the command ends here and the next line runs as a command of its own; save the text with Unix line ends</source>
        <translation>“\”之后是回车符（Windows 换行），因此不会续行：命令在这里结束，下一行作为独立的命令运行；请用 Unix 换行保存文本</translation>
    </message>
    <message>
        <source>&apos;\&apos; is followed by a blank, so it does not continue the line: the command ends here and the next line runs as a command of its own; delete the blank after the backslash</source>
        <translation>“\”之后有空白，因此不会续行：命令在这里结束，下一行作为独立的命令运行；请删除反斜杠之后的空白</translation>
    </message>
    <message>
        <source>${%1} is not set by the snippet nor by the platform: bash replaces it by nothing; if your platform sets it, declare it with a sample value (Task step, or --env %1=VALUE)</source>
        <translation>${%1} 既不由命令片段设置，也不由平台设置：bash 会把它替换为空；如果您的平台设置了它，请声明它并给出示例值（任务配置步骤，或 --env %1=VALUE）</translation>
    </message>
    <message>
        <source>&apos;wait&apos; without a process id returns 0 whatever the launcher&apos;s status: a training that fails looks successful to the platform; wait for the launcher itself (wait $! right after the &apos;&amp;&apos;, or its PID) so that its exit status is the start command&apos;s</source>
        <translation>不带进程号的 &apos;wait&apos; 无论启动器状态如何都返回 0：训练失败在平台看来也是成功；请等待启动器本身（紧接 &apos;&amp;&apos; 之后用 wait $!，或它的 PID），使它的退出状态成为启动命令的退出状态</translation>
    </message>
    <message>
        <source>on every node</source>
        <translation>在每个节点上</translation>
    </message>
    <message>
        <source>on node %1</source>
        <translation>在节点 %1 上</translation>
    </message>
    <message>
        <source>on nodes %1</source>
        <translation>在节点 %1 上</translation>
    </message>
    <message>
        <source>an exit status only the node knows</source>
        <translation>退出状态只有节点才知道</translation>
    </message>
    <message>
        <source>exit status %1</source>
        <translation>退出状态 %1</translation>
    </message>
    <message>
        <source>bash stops here %1 (%2), before the launcher: %3</source>
        <translation>bash %1在此停止（%2），执行不到启动器：%3</translation>
    </message>
    <message>
        <source>%1: the lines end in Windows line endings (\r), and bash reads &apos;%2\r&apos; as an ordinary word, not the reserved word &apos;%2&apos;, so bash stops here and runs nothing after it. Convert the text to Unix line endings</source>
        <translation>%1：这些行以 Windows 换行符（\r）结尾，bash 把“%2\r”当作普通的词，而不是保留字“%2”，因此 bash 在这里停止，之后的内容都不运行。请把文本转换为 Unix 换行符</translation>
    </message>
    <message>
        <source>no launcher starts on node 0: %1</source>
        <translation>节点 0 上没有启动器启动：%1</translation>
    </message>
    <message>
        <source>the launcher is in %1, which this command writes and runs: line %2 of %1 starts it, and on node %3 it receives: %4 (the findings about it stand at this command)</source>
        <translation>启动器位于 %1 中，该脚本由此命令写出并运行：%1 的第 %2 行启动它，在节点 %3 上它收到：%4（关于它的问题都标在此命令处）</translation>
    </message>
    <message>
        <source>the launcher is in the text that %1 runs as commands: line %2 of that text starts it, and on node %3 it receives: %4 (the findings about it stand at this command)</source>
        <translation>启动器位于 %1 当作命令运行的文本中：该文本的第 %2 行启动它，在节点 %3 上它收到：%4（关于它的问题都标在此命令处）</translation>
    </message>
    <message>
        <source>bash takes the launcher from %1 (line %2): on node %3 it receives: %4 (the findings about it stand at this command)</source>
        <translation>bash 从 %1 取得启动器（第 %2 行）：在节点 %3 上它收到：%4（关于它的问题都标在此命令处）</translation>
    </message>
    <message>
        <source>no launcher starts: %1 (%2)</source>
        <translation>没有启动器运行：%1（%2）</translation>
    </message>
    <message>
        <source>no launcher runs %1: %2 (%3)</source>
        <translation>%1没有启动器运行：%2（%3）</translation>
    </message>
    <message>
        <source>on node %1 bash runs no launcher: no branch that starts one is taken there, and the other nodes wait for it at the rendezvous</source>
        <translation>在节点 %1 上 bash 不运行任何启动器：那里没有走到启动它的分支，其他节点会在汇合处一直等它</translation>
    </message>
    <message>
        <source>on nodes %1 bash runs no launcher: no branch that starts one is taken there, and the other nodes wait for them at the rendezvous</source>
        <translation>在节点 %1 上 bash 不运行任何启动器：那里没有走到启动它的分支，其他节点会在汇合处一直等它们</translation>
    </message>
    <message>
        <source>${%1} is not set: %2; bash replaces it by nothing</source>
        <translation>${%1} 未设置：%2；bash 会把它替换为空</translation>
    </message>
    <message>
        <source>bash reads &apos;%1&apos; as one word, the name of a program it does not find (command not found, status 127): the test is never made, on every node; put a blank after %2</source>
        <translation>bash 把“%1”读作一个词，即一个它找不到的程序名（找不到该命令，状态 127）：每个节点上这个测试都没有进行；请在 %2 后加空格</translation>
    </message>
    <message>
        <source>the launcher&apos;s options may come from %1, which only the node knows: what is not written on its line (node count, rank, master, backend) is not checked; write the rendezvous options out, or see what a node gets with expand</source>
        <translation>启动器的选项可能来自 %1，只有节点上才知道它的值：没有写在这一行上的内容（节点数、节点序号、主节点、后端）不做检查；请把汇合选项写出来，或用 expand 查看节点实际得到的内容</translation>
    </message>
    <message>
        <source>&apos;&amp;&apos; runs the launcher in the background and nothing after it waits: the start command ends at once, and with it the container&apos;s main process, which stops the launcher on every node; remove the &apos;&amp;&apos;</source>
        <translation>“&amp;”让启动器在后台运行，而后面没有任何命令等待它：启动命令会立即结束，容器的主进程也随之结束，每个节点上的启动器都会被停止；请删除“&amp;”</translation>
    </message>
    <message>
        <source> (%1)</source>
        <translation>（%1）</translation>
    </message>
    <message>
        <source>bash runs no launcher on any node: no branch or loop that starts one runs, so every pod ends without training%1</source>
        <translation>没有任何节点上的 bash 运行启动器：启动它的分支或循环都没有执行，所以每个 Pod 都没有训练就结束了%1</translation>
    </message>
    <message>
        <source>python -m %1 starts no launcher: it is no launcher module of torch (python stops with &quot;No module named ...&quot; or, for a package, &quot;cannot be directly executed&quot;); the launchers are torch.distributed.run (torchrun) and torch.distributed.launch</source>
        <translation>python -m %1 不会启动任何启动器：它不是 torch 的启动器模块（python 会以 &quot;No module named ...&quot; 停止，若是包则报 &quot;cannot be directly executed&quot;）；启动器是 torch.distributed.run（torchrun）和 torch.distributed.launch</translation>
    </message>
    <message>
        <source>expr&apos;s * is not quoted: bash replaces it with the names of the files in the working folder before expr runs, and expr stops with a syntax error, so %1; write \* or use $(( ))</source>
        <translation>expr 的 * 没有加引号：在 expr 运行之前，bash 会把它替换成工作目录里的文件名，expr 因语法错误而停止，因此%1；请写成 \* 或使用 $(( ))</translation>
    </message>
    <message>
        <source>the value is empty</source>
        <translation>得到的值为空</translation>
    </message>
    <message>
        <source>it prints nothing</source>
        <translation>它什么也不输出</translation>
    </message>
    <message>
        <source>bash runs no launcher on any node: it runs only through the function %1, which the command defines but never calls, so every pod ends without training; call it at the end</source>
        <translation>bash 在任何节点上都不会运行启动器：它只经由函数 %1 运行，而命令定义了这个函数却从未调用，因此每个 Pod 都没有训练就结束了；请在末尾调用它</translation>
    </message>
    <message>
        <source>bash never gets past here %1, so the launcher never starts and the job waits for ever: %2</source>
        <translation>bash %1 永远过不了这里，因此启动器永远不会启动，任务一直等待：%2</translation>
    </message>
    <message>
        <source>&apos;wait -n&apos; returns when the first background job ends: besides the launcher, &apos;%1&apos; at line %2 runs in the background, and %3 the start command goes past the wait and ends, and the container stops the launcher with it; wait for the launcher itself (LAUNCHER=$! after its &apos;&amp;&apos;, then wait $LAUNCHER)</source>
        <translation>“wait -n”在第一个后台任务结束时就返回：除启动器外，第 %2 行的“%1”也在后台运行，%3启动命令会越过 wait 并结束，容器随之停止启动器；请等待启动器本身（在它的“&amp;”之后写 LAUNCHER=$!，再 wait $LAUNCHER）</translation>
    </message>
    <message>
        <source>it ends before the training does: then</source>
        <translation>它会在训练之前结束：届时</translation>
    </message>
    <message>
        <source>if it ends first,</source>
        <translation>若它先结束，</translation>
    </message>
    <message>
        <source>&apos;&amp;&apos; runs the launcher in the background, and &apos;%1&apos; at line %2 never returns: the start command keeps running after the training ends or fails, so the job never completes, a failure is never reported and the pods hold their GPUs; remove the &apos;&amp;&apos; and the &apos;%1&apos; (without a redirection the training&apos;s output is the pod&apos;s log)</source>
        <translation>“&amp;”让启动器在后台运行，而第 %2 行的“%1”永远不会返回：训练结束或失败后启动命令仍在运行，所以任务永远不会完成，失败永远不会被报告，Pod 会一直占用 GPU；请删除“&amp;”和“%1”（不重定向时，训练的输出就是 Pod 的日志）</translation>
    </message>
    <message>
        <source>nohup is useless here: the platform gives the start command no terminal to hang up (nohup writes nohup.out only where its output is one); remove it</source>
        <translation>nohup 在这里没有用：平台没有给启动命令分配可挂断的终端（只有当输出是终端时 nohup 才写入 nohup.out）；请删除它</translation>
    </message>
</context>
<context>
    <name>ShellEvaluator</name>
    <message>
        <source>~ is the home directory on the node; not known statically</source>
        <translation>~ 是节点上的主目录；静态无法得知</translation>
    </message>
    <message>
        <source>pathname expansion: bash replaces the pattern with matching file names on the node</source>
        <translation>路径名展开：bash 会在节点上把该模式替换为匹配的文件名</translation>
    </message>
    <message>
        <source>brace expansion is not evaluated</source>
        <translation>不对花括号展开求值</translation>
    </message>
    <message>
        <source>nested too deeply to evaluate</source>
        <translation>嵌套过深，无法求值</translation>
    </message>
    <message>
        <source>positional and special parameters are only known when the command runs</source>
        <translation>位置参数和特殊参数只有在命令运行时才能得知</translation>
    </message>
    <message>
        <source>%1 is set by bash or the node at run time</source>
        <translation>%1 在运行时由 bash 或节点设置</translation>
    </message>
    <message>
        <source>bad substitution</source>
        <translation>错误的替换</translation>
    </message>
    <message>
        <source>this form of ${!...} is not evaluated</source>
        <translation>不对这种形式的 ${!...} 求值</translation>
    </message>
    <message>
        <source>%1 is not set</source>
        <translation>%1 未设置</translation>
    </message>
    <message>
        <source>%1 is not set: bash stops here with an error</source>
        <translation>%1 未设置：bash 会在此处报错停止</translation>
    </message>
    <message>
        <source>cannot assign to %1 this way</source>
        <translation>不能以这种方式给 %1 赋值</translation>
    </message>
    <message>
        <source>substring expression &lt; 0</source>
        <translation>子串表达式 &lt; 0</translation>
    </message>
    <message>
        <source>this form of ${...} is not evaluated</source>
        <translation>不对这种形式的 ${...} 求值</translation>
    </message>
    <message>
        <source>$0 is the name the shell runs under on the node</source>
        <translation>$0 是 shell 在节点上运行时使用的名称</translation>
    </message>
    <message>
        <source>the subscript is not known statically</source>
        <translation>下标无法静态确定</translation>
    </message>
    <message>
        <source>the offset or length is not known statically</source>
        <translation>偏移或长度无法静态确定</translation>
    </message>
    <message>
        <source>assuming %1 is unset on the platform; declare it if your image sets it</source>
        <translation>假设平台上未设置 %1；如果您的镜像设置了它，请声明它</translation>
    </message>
    <message>
        <source>assuming the start command runs without arguments, as the platform runs it: $1, $@ and $# are empty; give them with --args</source>
        <translation>假设启动命令不带参数运行（与平台运行它时相同）：$1、$@ 和 $# 为空；可用 --args 给出参数</translation>
    </message>
    <message>
        <source>command substitution is not evaluated here</source>
        <translation>此处不求值命令替换</translation>
    </message>
    <message>
        <source>the command substitution is not known statically</source>
        <translation>命令替换的结果无法静态得知</translation>
    </message>
    <message>
        <source>bash lists an associative array of 2048 keys or more in the order of its rehashed table</source>
        <translation>有 2048 个及以上键的关联数组，bash 按其重新散列后的表的顺序列出</translation>
    </message>
    <message>
        <source>an integer variable: bash evaluates its value as arithmetic</source>
        <translation>整数变量：bash 会把它的值按算术表达式求值</translation>
    </message>
    <message>
        <source>assuming %1, another scheduler&apos;s command, is not in the image: bash finds no such command (127) and it prints nothing</source>
        <translation>假定镜像中没有 %1（另一种调度器的命令）：bash 找不到该命令（127），它什么也不输出</translation>
    </message>
    <message>
        <source>%1 takes part of a value only the node knows</source>
        <translation>%1 取的是只有节点自己知道的值的一部分</translation>
    </message>
    <message>
        <source>%1 may set %2</source>
        <translation>%1 可能设置了 %2</translation>
    </message>
    <message>
        <source>%1 holds &apos;%2&apos;, which is not a variable name: bash drops the rest of the line with an error</source>
        <translation>%1 的值是“%2”，不是变量名：bash 报错并放弃该行其余部分</translation>
    </message>
</context>
<context>
    <name>ShellLexer</name>
    <message>
        <source>unterminated subscript: the [ that starts here is never closed by ]</source>
        <translation>下标未闭合：从这里开始的 [ 没有对应的 ]</translation>
    </message>
    <message>
        <source>unterminated array: the ( that starts here is never closed by )</source>
        <translation>数组未闭合：从这里开始的 ( 没有对应的 )</translation>
    </message>
    <message>
        <source>syntax error: &apos;%1&apos; inside an array&apos;s ( ... ); quote it</source>
        <translation>语法错误：数组的 ( ... ) 中出现了“%1”；请给它加上引号</translation>
    </message>
    <message>
        <source>unterminated arithmetic expansion: the $[ that starts here is never closed by ]</source>
        <translation>算术展开未闭合：从这里开始的 $[ 没有对应的 ]</translation>
    </message>
    <message>
        <source>here-document is not closed: no line reads &apos;%1&apos; before the end</source>
        <translation>here-document 未结束：到结尾都没有一行是“%1”</translation>
    </message>
</context>
<context>
    <name>ShellParser</name>
    <message>
        <source>syntax error: &apos;%1&apos; has no command before it</source>
        <translation>语法错误：“%1”之前没有命令</translation>
    </message>
    <message>
        <source>syntax error: &apos;%1&apos; outside a case branch</source>
        <translation>语法错误：“%1”不在 case 分支中</translation>
    </message>
    <message>
        <source>syntax error: ( ) needs a command inside</source>
        <translation>语法错误：( ) 中必须有命令</translation>
    </message>
    <message>
        <source>syntax error: unexpected &apos;)&apos;</source>
        <translation>语法错误：意外的“)”</translation>
    </message>
    <message>
        <source>syntax error: unexpected &apos;(&apos;</source>
        <translation>语法错误：意外的“(”</translation>
    </message>
    <message>
        <source>syntax error: unexpected &apos;%1&apos; after the end of a command; put &apos;;&apos; or a newline before it</source>
        <translation>语法错误：命令结束后出现意外的“%1”；请在它前面加“;”或换行</translation>
    </message>
    <message>
        <source>syntax error: unexpected &apos;%1&apos;</source>
        <translation>语法错误：意外的“%1”</translation>
    </message>
    <message>
        <source>syntax error: unexpected &apos;%1&apos; outside an if</source>
        <translation>语法错误：if 之外出现意外的“%1”</translation>
    </message>
    <message>
        <source>syntax error: unexpected &apos;do&apos; outside a loop</source>
        <translation>语法错误：循环之外出现意外的“do”</translation>
    </message>
    <message>
        <source>syntax error: &apos;%1&apos; right after an empty part: bash needs at least one command before it (&apos;:&apos; does nothing)</source>
        <translation>语法错误：“%1”紧跟在空的部分之后：bash 要求它之前至少有一条命令（“:”什么也不做）</translation>
    </message>
    <message>
        <source>syntax error: &apos;%1&apos; can only start a pipeline</source>
        <translation>语法错误：“%1”只能出现在管道的开头</translation>
    </message>
    <message>
        <source>syntax error in [[ ... ]]: %1</source>
        <translation>[[ ... ]] 中的语法错误：%1</translation>
    </message>
    <message>
        <source>the [[ is never closed by ]]</source>
        <translation>[[ 没有对应的 ]]</translation>
    </message>
    <message>
        <source>there is nothing to test</source>
        <translation>没有要测试的内容</translation>
    </message>
    <message>
        <source>unexpected &apos;%1&apos; where a test belongs</source>
        <translation>应为测试的位置出现了意外的“%1”</translation>
    </message>
    <message>
        <source>a ( is not closed by ) before ]]</source>
        <translation>]] 之前有一个 ( 没有对应的 )</translation>
    </message>
    <message>
        <source>unexpected &apos;%1&apos; where &amp;&amp; || or ]] belongs</source>
        <translation>应为 &amp;&amp;、|| 或 ]] 的位置出现了意外的“%1”</translation>
    </message>
    <message>
        <source>syntax error in [[ ... ]]: &apos;%1&apos; needs an operand</source>
        <translation>[[ ... ]] 中的语法错误：“%1”需要一个操作数</translation>
    </message>
    <message>
        <source>syntax error in [[ ... ]]: &apos;%1&apos; is not a test operator</source>
        <translation>[[ ... ]] 中的语法错误：“%1”不是测试运算符</translation>
    </message>
    <message>
        <source>syntax error in [[ ... ]]: &apos;%1&apos; needs a right-hand side</source>
        <translation>[[ ... ]] 中的语法错误：“%1”需要右侧操作数</translation>
    </message>
    <message>
        <source>syntax error: unexpected &apos;(&apos;; quote it, or write a function as NAME() { ...; }</source>
        <translation>语法错误：意外的“(”；请给它加引号，或把函数写成 NAME() { ...; }</translation>
    </message>
    <message>
        <source>syntax error: a function&apos;s name must be followed by ()</source>
        <translation>语法错误：函数名之后必须是 ()</translation>
    </message>
    <message>
        <source>syntax error: redirection &apos;%1&apos; has no target</source>
        <translation>语法错误：重定向“%1”没有目标</translation>
    </message>
    <message>
        <source>syntax error: for (( ... )) needs three expressions separated by &apos;;&apos;</source>
        <translation>语法错误：for (( ... )) 需要用“;”分隔的三个表达式</translation>
    </message>
    <message>
        <source>syntax error: unexpected &apos;%1&apos; in the %2 header; write: %2 NAME in WORDS; do ...; done</source>
        <translation>语法错误：%2 头部出现意外的“%1”；应写成：%2 NAME in WORDS; do ...; done</translation>
    </message>
    <message>
        <source>syntax error: unexpected &apos;%1&apos; in a case; write: case WORD in PATTERN) ...;; esac</source>
        <translation>语法错误：case 中出现意外的“%1”；应写成：case WORD in PATTERN) ...;; esac</translation>
    </message>
    <message>
        <source>syntax error: unexpected &apos;%1&apos; in a function definition</source>
        <translation>语法错误：函数定义中出现意外的“%1”</translation>
    </message>
    <message>
        <source>syntax error: a function&apos;s body must be a compound command such as { ...; }, not &apos;%1&apos;</source>
        <translation>语法错误：函数体必须是 { ...; } 这样的复合命令，而不是“%1”</translation>
    </message>
    <message>
        <source>syntax error: a command must follow &apos;%1&apos;</source>
        <translation>语法错误：“%1”之后必须有命令</translation>
    </message>
    <message>
        <source>syntax error: &apos;%1&apos; is never closed by &apos;%2&apos;</source>
        <translation>语法错误：“%1”没有对应的“%2”</translation>
    </message>
    <message numerus="yes">
        <source> (and %n more enclosing construct(s) are not closed)</source>
        <translation>
            <numerusform>（另有 %n 个外层结构也没有闭合）</numerusform>
        </translation>
    </message>
    <message>
        <source>the end of the text</source>
        <translation>文本末尾</translation>
    </message>
</context>
<context>
    <name>ShellReader</name>
    <message>
        <source>unterminated single quote: the &apos; that starts here is never closed</source>
        <translation>单引号未闭合：从这里开始的 &apos; 始终没有闭合</translation>
    </message>
    <message>
        <source>unterminated double quote: the &quot; that starts here is never closed</source>
        <translation>双引号未闭合：从这里开始的 &quot; 始终没有闭合</translation>
    </message>
    <message>
        <source>unterminated $&apos;...&apos; string: the quote that starts here is never closed</source>
        <translation>$&apos;...&apos; 字符串未闭合：从这里开始的引号始终没有闭合</translation>
    </message>
    <message>
        <source>unterminated command substitution: the $( that starts here is never closed by )</source>
        <translation>命令替换未闭合：从这里开始的 $( 始终没有被 ) 闭合</translation>
    </message>
    <message>
        <source>unterminated command substitution: the backtick that starts here is never closed</source>
        <translation>命令替换未闭合：从这里开始的反引号始终没有闭合</translation>
    </message>
    <message>
        <source>unterminated parameter expansion: the ${ that starts here is never closed by }</source>
        <translation>参数展开未闭合：从这里开始的 ${ 始终没有被 } 闭合</translation>
    </message>
    <message>
        <source>unterminated arithmetic expansion: the $(( that starts here is never closed by ))</source>
        <translation>算术展开未闭合：从这里开始的 $(( 始终没有被 )) 闭合</translation>
    </message>
    <message>
        <source>unbalanced parenthesis: the ( that starts here is never closed by )</source>
        <translation>括号不配对：从这里开始的 ( 始终没有被 ) 闭合</translation>
    </message>
</context>
<context>
    <name>SshCommandLine</name>
    <message>
        <source>SSH user (default: ssh config, else your user name)</source>
        <translation>SSH 用户（默认：ssh 配置，否则为您的用户名）</translation>
    </message>
    <message>
        <source>SSH port (default: ssh config, else 22)</source>
        <translation>SSH 端口（默认：ssh 配置，否则为 22）</translation>
    </message>
    <message>
        <source>private key file</source>
        <translation>私钥文件</translation>
    </message>
    <message>
        <source>known_hosts file (default ~/.ssh/known_hosts)</source>
        <translation>known_hosts 文件（默认 ~/.ssh/known_hosts）</translation>
    </message>
    <message>
        <source>ssh config file (default ~/.ssh/config; &quot;none&quot;)</source>
        <translation>ssh 配置文件（默认 ~/.ssh/config；“none”表示不用）</translation>
    </message>
    <message>
        <source>accept and remember unknown host keys (never changed ones)</source>
        <translation>接受并记住未知的主机密钥（已更改的密钥绝不接受）</translation>
    </message>
    <message>
        <source>--%1: &quot;%2&quot; is not a TCP port</source>
        <translation>--%1：“%2”不是 TCP 端口</translation>
    </message>
</context>
<context>
    <name>SshSession</name>
    <message>
        <source>&quot;%1&quot; is not a host name.</source>
        <translation>“%1”不是主机名。</translation>
    </message>
    <message>
        <source>Cannot use the host name &quot;%1&quot;: %2</source>
        <translation>无法使用主机名“%1”：%2</translation>
    </message>
    <message>
        <source>Cannot read the SSH config file %1.</source>
        <translation>无法读取 SSH 配置文件 %1。</translation>
    </message>
    <message>
        <source>Cannot use the SSH config file %1: %2</source>
        <translation>无法使用 SSH 配置文件 %1：%2</translation>
    </message>
    <message>
        <source>Cannot use ~/.ssh/config: %1</source>
        <translation>无法使用 ~/.ssh/config：%1</translation>
    </message>
    <message>
        <source>Cannot use the user name &quot;%1&quot;.</source>
        <translation>无法使用用户名“%1”。</translation>
    </message>
    <message>
        <source>%1 is not a TCP port.</source>
        <translation>%1 不是 TCP 端口。</translation>
    </message>
    <message>
        <source>Cannot read the identity file %1.</source>
        <translation>无法读取身份文件 %1。</translation>
    </message>
    <message>
        <source>Out of memory.</source>
        <translation>内存不足。</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>已取消。</translation>
    </message>
    <message>
        <source>No answer from %1 within %2 s (%3).</source>
        <translation>%1 在 %2 秒内没有响应（%3）。</translation>
    </message>
    <message>
        <source>%1 sent no host key.</source>
        <translation>%1 没有发送主机密钥。</translation>
    </message>
    <message>
        <source>Cannot hash the host key of %1.</source>
        <translation>无法计算 %1 的主机密钥哈希。</translation>
    </message>
    <message>
        <source>Cannot add %1 to %2: %3</source>
        <translation>无法把 %1 加入 %2：%3</translation>
    </message>
    <message>
        <source>Authentication with %1 failed: %2</source>
        <translation>与 %1 的身份验证失败：%2</translation>
    </message>
    <message>
        <source>Permission denied for %1@%2 (server offers: %3). Check the user name and that your key (--identity) is in the node&apos;s authorized_keys.</source>
        <translation>%1@%2 权限被拒绝（服务器支持：%3）。请检查用户名，以及您的密钥（--identity）是否在节点的 authorized_keys 中。</translation>
    </message>
    <message>
        <source>Password for %1:</source>
        <translation>%1 的密码：</translation>
    </message>
    <message>
        <source>Wrong password. Password for %1:</source>
        <translation>密码错误。%1 的密码：</translation>
    </message>
    <message>
        <source>Not connected to %1.</source>
        <translation>未连接到 %1。</translation>
    </message>
    <message>
        <source>No command to run.</source>
        <translation>没有要运行的命令。</translation>
    </message>
    <message>
        <source>Cannot open a channel to %1.</source>
        <translation>无法打开到 %1 的通道。</translation>
    </message>
    <message>
        <source>Cannot open a session channel to %1: %2</source>
        <translation>无法打开到 %1 的会话通道：%2</translation>
    </message>
    <message>
        <source>%1 refused to run the command: %2</source>
        <translation>%1 拒绝运行命令：%2</translation>
    </message>
    <message>
        <source>Cannot send input to %1: %2</source>
        <translation>无法向 %1 发送输入：%2</translation>
    </message>
    <message>
        <source>The connection to %1 broke: %2</source>
        <translation>与 %1 的连接中断：%2</translation>
    </message>
    <message>
        <source>%1 did not finish the command within the deadline.</source>
        <translation>%1 未在时限内完成命令。</translation>
    </message>
    <message>
        <source>%1 closed the command without an exit status.</source>
        <translation>%1 关闭了命令但没有退出状态。</translation>
    </message>
    <message>
        <source>No answer from %1 within %2 s.</source>
        <translation>%1 在 %2 秒内没有响应。</translation>
    </message>
    <message>
        <source>Cannot connect to %1: %2. Check that the host is up, that sshd runs on it and that its SSH port is open from here.</source>
        <translation>无法连接到 %1：%2。请检查主机是否已启动、其上是否运行 sshd，以及从这里能否访问其 SSH 端口。</translation>
    </message>
    <message>
        <source>a key in ~/.ssh</source>
        <translation>~/.ssh 中的某个密钥</translation>
    </message>
    <message>
        <source>Passphrase for the SSH key %1 (logging in to %2):</source>
        <translation>SSH 密钥 %1 的口令（登录 %2）：</translation>
    </message>
    <message>
        <source>Passphrase for the SSH key %1:</source>
        <translation>SSH 密钥 %1 的口令：</translation>
    </message>
    <message>
        <source>Permission denied for %1@%2: the passphrase typed did not open the SSH key %3 (a wrong passphrase?), and nothing else was accepted (server offers: %4).</source>
        <translation>%1@%2 拒绝登录：输入的口令打不开 SSH 密钥 %3（口令错误？），其他方式也都未被接受（服务器提供：%4）。</translation>
    </message>
</context>
<context>
    <name>Topology</name>
    <message>
        <source>first host of %1</source>
        <translation>%1 的第一个主机</translation>
    </message>
    <message>
        <source>c10d rendezvous: node ranks are handed out when the nodes meet, usually in host order; rank 0 may land on another node than the rendezvous host.</source>
        <translation>c10d 汇合：节点序号在节点汇合时分配，通常按主机顺序；0 号进程可能落在汇合主机以外的节点上。</translation>
    </message>
    <message>
        <source>if the rendezvous gives this node rank %1</source>
        <translation>如果汇合给该节点分配序号 %1</translation>
    </message>
    <message>
        <source>with an elastic range: nodes in this round × processes per node</source>
        <translation>使用弹性范围时：本轮的节点数 × 每节点进程数</translation>
    </message>
    <message>
        <source>one role: same as RANK</source>
        <translation>一个节点组：与 RANK 相同</translation>
    </message>
    <message>
        <source>one role: same as WORLD_SIZE</source>
        <translation>一个节点组：与 WORLD_SIZE 相同</translation>
    </message>
    <message>
        <source>&lt;host name of node rank 0&gt;</source>
        <translation>&lt;节点序号 0 的主机名&gt;</translation>
    </message>
    <message>
        <source>not the rendezvous endpoint: the host that got node rank 0</source>
        <translation>不是汇合端点：而是得到节点序号 0 的主机</translation>
    </message>
    <message>
        <source>&lt;free port on that host&gt;</source>
        <translation>&lt;该主机上的空闲端口&gt;</translation>
    </message>
    <message>
        <source>chosen by torchrun</source>
        <translation>由 torchrun 选择</translation>
    </message>
    <message>
        <source>torchrun&apos;s default</source>
        <translation>torchrun 的默认值</translation>
    </message>
    <message>
        <source>set by torchrun when several processes share a node and it is unset</source>
        <translation>多个进程共用一个节点且未设置时由 torchrun 设置</translation>
    </message>
    <message>
        <source>1 node</source>
        <translation>1 个节点</translation>
    </message>
    <message>
        <source>%1 nodes</source>
        <translation>%1 个节点</translation>
    </message>
    <message>
        <source>? processes</source>
        <translation>? 个进程</translation>
    </message>
    <message>
        <source>1 process</source>
        <translation>1 个进程</translation>
    </message>
    <message>
        <source>%1 processes</source>
        <translation>%1 个进程</translation>
    </message>
    <message>
        <source>1 GPU</source>
        <translation>1 个 GPU</translation>
    </message>
    <message>
        <source>%1 GPUs</source>
        <translation>%1 个 GPU</translation>
    </message>
    <message>
        <source>%1 × %2 = world size %3; rendezvous at %4 (%5)</source>
        <translation>%1 × %2 = 进程总数 %3；汇合位于 %4（%5）</translation>
    </message>
    <message>
        <source>Static rendezvous: each node&apos;s rank is its %1 (%2).</source>
        <translation>static 汇合：每个节点的序号就是它的 %1（%2）。</translation>
    </message>
    <message>
        <source>torchrun&apos;s %1</source>
        <translation>torchrun 的 %1</translation>
    </message>
    <message>
        <source>with an elastic range: the nodes in this round</source>
        <translation>使用弹性范围时：本轮的节点数</translation>
    </message>
    <message>
        <source>counts the restarts after a worker failure; restarts because nodes joined or left do not count</source>
        <translation>统计工作进程失败后的重启次数；因节点加入或离开而发生的重启不计入</translation>
    </message>
    <message>
        <source>unless the launcher&apos;s environment sets it</source>
        <translation>除非启动器的环境已设置它</translation>
    </message>
    <message>
        <source>&lt;error.json under torchrun&apos;s log folder&gt;</source>
        <translation>&lt;torchrun 日志文件夹下的 error.json&gt;</translation>
    </message>
    <message>
        <source>where a failing worker writes its traceback</source>
        <translation>失败的工作进程在此写入其回溯信息</translation>
    </message>
    <message>
        <source>the %1 of the node that got node rank 0 (this node&apos;s, if it did)</source>
        <translation>获得节点序号 0 的节点的 %1（若本节点获得序号 0，即本节点的值）</translation>
    </message>
    <message>
        <source>not the rendezvous endpoint: the full host name of the node that got node rank 0, or its %1</source>
        <translation>不是汇合端点：而是获得节点序号 0 的节点的完整主机名，或该节点的 %1</translation>
    </message>
    <message>
        <source>whether the workers use the launcher&apos;s store</source>
        <translation>工作进程是否使用启动器的存储</translation>
    </message>
    <message>
        <source>&lt;True or False, by torch release&gt;</source>
        <translation>&lt;True 或 False，取决于 torch 版本&gt;</translation>
    </message>
    <message>
        <source>depends on --nproc_per_node, which only the node knows</source>
        <translation>取决于 --nproc_per_node，只有节点知道它的值</translation>
    </message>
</context>
<context>
    <name>TopologyChecks</name>
    <message>
        <source>--standalone starts a private rendezvous on localhost: in a multi-node job every node would train alone; remove it and use a rendezvous endpoint on ${MASTER}</source>
        <translation>--standalone 在 localhost 上启动私有汇合：在多节点任务中每个节点都会独自训练；请删除它并使用 ${MASTER} 上的汇合端点</translation>
    </message>
    <message>
        <source>%1 is ignored: --standalone replaces the rendezvous options by its own localhost values</source>
        <translation>%1 被忽略：--standalone 用它自己的 localhost 值替换了汇合选项</translation>
    </message>
    <message>
        <source>static rendezvous on several nodes needs --master_addr: the default 127.0.0.1 points every node at itself</source>
        <translation>多个节点上的 static 汇合需要 --master_addr：默认的 127.0.0.1 让每个节点都指向自己</translation>
    </message>
    <message>
        <source>--master_addr %1 is this node itself; the other nodes cannot reach it</source>
        <translation>--master_addr %1 是该节点自己；其他节点无法访问它</translation>
    </message>
    <message>
        <source>static rendezvous without --node_rank: every node gets rank 0 and the job hangs; pass --node_rank=${VC_TASK_INDEX}</source>
        <translation>static 汇合没有 --node_rank：每个节点都得到序号 0，任务会挂起；请传入 --node_rank=${VC_TASK_INDEX}</translation>
    </message>
    <message>
        <source>--node_rank %1 is the same on every node; each node needs its own rank: use ${VC_TASK_INDEX}</source>
        <translation>--node_rank %1 在每个节点上都相同；每个节点需要自己的序号：请使用 ${VC_TASK_INDEX}</translation>
    </message>
    <message>
        <source>a %1 rendezvous on several nodes needs --rdzv_endpoint on the master node; without it each node waits on its own</source>
        <translation>多个节点上的 %1 汇合需要指向主节点的 --rdzv_endpoint；没有它每个节点都会各自等待</translation>
    </message>
    <message>
        <source>the endpoint %1 is each node itself; the nodes cannot meet there</source>
        <translation>端点 %1 是每个节点自己；节点无法在那里汇合</translation>
    </message>
    <message>
        <source>--rdzv_id is the default &apos;none&apos;: two jobs on the same endpoint would join each other; set a job name</source>
        <translation>--rdzv_id 是默认值“none”：使用同一端点的两个任务会互相加入；请设置任务名</translation>
    </message>
    <message>
        <source>the rendezvous id &apos;%1&apos; differs from node to node, so every node waits in its own rendezvous; use one fixed name</source>
        <translation>汇合 ID“%1”在各节点上不同，因此每个节点都在自己的汇合中等待；请使用一个固定的名称</translation>
    </message>
    <message>
        <source>%1 is ignored with the %2 rendezvous backend (only static uses it)</source>
        <translation>使用 %2 汇合后端时 %1 被忽略（只有 static 使用它）</translation>
    </message>
    <message>
        <source>--rdzv_id is &apos;none&apos;, torch&apos;s default: two jobs on the same endpoint would join each other; set a job name</source>
        <translation>--rdzv_id 是“none”，即 torch 的默认值：使用同一端点的两个任务会互相加入；请设置任务名</translation>
    </message>
    <message>
        <source>--master_port differs from node to node: rank 0 listens on its own port and the other nodes connect to theirs, so they never meet; give every node the same port</source>
        <translation>--master_port 在各节点上不同：0 号进程在自己的端口上监听，其他节点连接各自的端口，因此永远无法汇合；请给每个节点同一个端口</translation>
    </message>
    <message>
        <source>--rdzv_id is empty on every node (%1): torch stops at once with &quot;The run id must be a non-empty string&quot;; set a job name</source>
        <translation>--rdzv_id 在每个节点上都为空（%1）：torch 立即以 &quot;The run id must be a non-empty string&quot; 停止；请设置一个任务名</translation>
    </message>
    <message>
        <source>the rendezvous id &apos;%1&apos; differs from node to node: the static rendezvous keeps its keys in the master&apos;s store under the run id, so each node waits for the others under its own; use one fixed name, or leave --rdzv_id out</source>
        <translation>汇合 ID“%1”在各节点上不同：静态汇合把它的键保存在主节点存储中该运行 ID 之下，因此每个节点都在自己的 ID 下等待其他节点；请使用一个固定的名称，或去掉 --rdzv_id</translation>
    </message>
    <message>
        <source>the etcd rendezvous needs an etcd server at %1, and nothing starts one there: the pods run only the start command (%2). Every node fails to connect; use --rdzv_backend=c10d, whose store the launcher on that node hosts itself</source>
        <translation>etcd 汇合需要在 %1 上有一个 etcd 服务器，但没有任何东西在那里启动它：Pod 只运行启动命令（%2）。每个节点都会连接失败；请改用 --rdzv_backend=c10d，它的存储由该节点上的启动器自己托管</translation>
    </message>
    <message>
        <source>%1. Say which node hosts it: --rdzv_conf=is_host=$((VC_TASK_INDEX == 0)) gives 1 on node 0 and 0 on the others (later releases also compare the addresses %2 resolves to)</source>
        <translation>%1。请明确由哪个节点承载：--rdzv_conf=is_host=$((VC_TASK_INDEX == 0)) 在节点 0 上为 1，在其他节点上为 0（更新的版本还会比较 %2 解析到的地址）</translation>
    </message>
</context>
<context>
    <name>TopologyImage</name>
    <message>
        <source>The picture is too large to save as PNG; save it as SVG instead.</source>
        <translation>图片太大，无法保存为 PNG；请改存为 SVG。</translation>
    </message>
    <message>
        <source>DDP topology</source>
        <translation>DDP 拓扑</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG 图片 (*.png)</translation>
    </message>
    <message>
        <source>SVG image (*.svg)</source>
        <translation>SVG 图片 (*.svg)</translation>
    </message>
    <message>
        <source>Save topology picture</source>
        <translation>保存拓扑图</translation>
    </message>
</context>
<context>
    <name>TorchrunRuntimeChecks</name>
    <message>
        <source>argparse turns &apos;=--&apos; into an empty list for %1, and torchrun fails on it with a TypeError</source>
        <translation>argparse 把“=--”变成 %1 的空列表，torchrun 会因 TypeError 失败</translation>
    </message>
    <message>
        <source>When using the &apos;--no-python&apos; flag, you must also set the &apos;--use-env&apos; flag.</source>
        <translation>使用“--no-python”时，也必须设置“--use-env”。</translation>
    </message>
    <message>
        <source>When using the &apos;--no_python&apos; flag, you must also set the &apos;--use_env&apos; flag.</source>
        <translation>使用“--no_python”时，也必须设置“--use_env”。</translation>
    </message>
    <message>
        <source>Don&apos;t use both the &apos;--no-python&apos; flag and the &apos;--module&apos; flag at the same time.</source>
        <translation>不要同时使用“--no-python”和“--module”。</translation>
    </message>
    <message>
        <source>Don&apos;t use both the &apos;--no_python&apos; flag and the &apos;--module&apos; flag at the same time.</source>
        <translation>不要同时使用“--no_python”和“--module”。</translation>
    </message>
    <message>
        <source>monitor_interval must be greater than 0 (got %1)</source>
        <translation>monitor_interval 必须大于 0（当前为 %1）</translation>
    </message>
    <message>
        <source>nnodes=%1 is not in &quot;MIN:MAX&quot; format</source>
        <translation>nnodes=%1 不是“MIN:MAX”格式</translation>
    </message>
    <message>
        <source>invalid literal for int() with base 10: %1 (--nnodes takes N or MIN:MAX)</source>
        <translation>int() 的十进制字面量无效：%1（--nnodes 接受 N 或 MIN:MAX）</translation>
    </message>
    <message>
        <source>nnodes=%1: the minimum must be &gt; 0 and &lt;= the maximum</source>
        <translation>nnodes=%1：最小值必须 &gt; 0 且 &lt;= 最大值</translation>
    </message>
    <message>
        <source>max_restarts must be &gt;= 0 (got %1)</source>
        <translation>max_restarts 必须 &gt;= 0（当前为 %1）</translation>
    </message>
    <message>
        <source>nproc_per_node must be at least 1 (got %1): the agent asserts local_world_size &gt; 0</source>
        <translation>nproc_per_node 至少为 1（当前为 %1）：代理断言 local_world_size &gt; 0</translation>
    </message>
    <message>
        <source>Unsupported nproc_per_node value: %1</source>
        <translation>不支持的 nproc_per_node 值：%1</translation>
    </message>
    <message>
        <source>The rendezvous configuration string must be in format &lt;key1&gt;=&lt;value1&gt;,...,&lt;keyN&gt;=&lt;valueN&gt;.</source>
        <translation>汇合配置字符串必须是 &lt;key1&gt;=&lt;value1&gt;,...,&lt;keyN&gt;=&lt;valueN&gt; 格式。</translation>
    </message>
    <message>
        <source>The rendezvous configuration option &apos;%1&apos; must have a value specified.</source>
        <translation>汇合配置选项“%1”必须指定值。</translation>
    </message>
    <message>
        <source>%1 does not match: &lt;^[0123]$&gt; or &lt;^(\d:[0123],)*(\d:[0123])$&gt;</source>
        <translation>%1 不匹配：&lt;^[0123]$&gt; 或 &lt;^(\\d:[0123],)*(\\d:[0123])$&gt;</translation>
    </message>
    <message>
        <source>--local_ranks_filter must be a comma-separated list of integers e.g. --local_ranks_filter=0,1,2</source>
        <translation>--local_ranks_filter 必须是以逗号分隔的整数列表，例如 --local_ranks_filter=0,1,2</translation>
    </message>
    <message>
        <source>The port number of the rendezvous endpoint &apos;%1&apos; must be an integer between 0 and 65536.</source>
        <translation>汇合端点“%1”的端口号必须是 0 到 65536 之间的整数。</translation>
    </message>
    <message>
        <source>The hostname of the rendezvous endpoint &apos;%1&apos; must be a dot-separated list of labels, an IPv4 address, or an IPv6 address.</source>
        <translation>汇合端点“%1”的主机名必须是以点分隔的标签列表、IPv4 地址或 IPv6 地址。</translation>
    </message>
    <message>
        <source>Port is absent in endpoint: %1. Try launching with --master_port</source>
        <translation>端点中缺少端口：%1。请尝试用 --master_port 启动</translation>
    </message>
    <message>
        <source>the value holds other options: they reach torch in one word with it (quoted), and argparse takes the rest of the word for this option&apos;s value; remove the quotes</source>
        <translation>该值中含有其他选项：它们（因加了引号）与该值作为一个词传给 torch，argparse 把这个词的其余部分都当作此选项的值；请去掉引号</translation>
    </message>
    <message>
        <source>The rendezvous backend &apos;%1&apos; is not registered. Did you forget to call `register`?</source>
        <translation>汇合后端“%1”未注册。是否忘了调用 `register`？</translation>
    </message>
    <message>
        <source> (it ends in a carriage return: the lines end in Windows line endings (\r); convert the text to Unix line endings)</source>
        <translation>（它以回车结尾：各行以 Windows 换行符（\r）结尾；请把文本转换为 Unix 换行符）</translation>
    </message>
    <message>
        <source>invalid literal for int() with base 10: %1</source>
        <translation>int() 无法以十进制解析的字面值：%1</translation>
    </message>
    <message>
        <source>The rendezvous configuration option &apos;%1&apos; does not represent a valid integer value.</source>
        <translation>汇合配置选项“%1”不是有效的整数值。</translation>
    </message>
    <message>
        <source>The %1 timeout (%2) must be positive.</source>
        <translation>%1 超时（%2）必须为正。</translation>
    </message>
    <message>
        <source>Invalid store type given. Currently only supports file and tcp.</source>
        <translation>给出的存储类型无效。目前只支持 file 和 tcp。</translation>
    </message>
    <message>
        <source>The rendezvous configuration option &apos;is_host&apos; does not represent a valid boolean value.</source>
        <translation>汇合配置选项“is_host”不是有效的布尔值。</translation>
    </message>
    <message>
        <source>The read timeout must be a positive integer.</source>
        <translation>读取超时必须是正整数。</translation>
    </message>
    <message>
        <source>the value holds other options: bash did not split it at its blanks, so IFS holds no blank where the launcher runs (IFS=, set earlier and never restored), and argparse takes the rest of the word for this option&apos;s value; restore IFS before the launcher (unset IFS)</source>
        <translation>该值里还带着其他选项：bash 没有在空格处把它拆开，说明启动器运行时 IFS 中没有空格（前面设了 IFS=, 却没有恢复），argparse 把这个词的其余部分都当作该选项的值；请在启动器之前恢复 IFS（unset IFS）</translation>
    </message>
</context>
<context>
    <name>TrainingScriptChecks</name>
    <message>
        <source>a hyphen (U+2010)</source>
        <translation>连字符（U+2010）</translation>
    </message>
    <message>
        <source>a non-breaking hyphen (U+2011)</source>
        <translation>不换行连字符（U+2011）</translation>
    </message>
    <message>
        <source>a figure dash (U+2012)</source>
        <translation>数字破折号（U+2012）</translation>
    </message>
    <message>
        <source>an en dash (U+2013)</source>
        <translation>短破折号 en dash（U+2013）</translation>
    </message>
    <message>
        <source>an em dash (U+2014)</source>
        <translation>长破折号 em dash（U+2014）</translation>
    </message>
    <message>
        <source>a horizontal bar (U+2015)</source>
        <translation>水平线（U+2015）</translation>
    </message>
    <message>
        <source>a minus sign (U+2212)</source>
        <translation>减号（U+2212）</translation>
    </message>
    <message>
        <source>a left single quote (U+2018)</source>
        <translation>左单弯引号（U+2018）</translation>
    </message>
    <message>
        <source>a right single quote (U+2019)</source>
        <translation>右单弯引号（U+2019）</translation>
    </message>
    <message>
        <source>a left double quote (U+201C)</source>
        <translation>左双弯引号（U+201C）</translation>
    </message>
    <message>
        <source>a right double quote (U+201D)</source>
        <translation>右双弯引号（U+201D）</translation>
    </message>
    <message>
        <source>a no-break space (U+00A0)</source>
        <translation>不换行空格（U+00A0）</translation>
    </message>
    <message>
        <source>the training script is &apos;%1&apos;: the line ends in Windows line endings (\r), and bash keeps the carriage return in the word, so python cannot open the file. Convert the text to Unix line endings</source>
        <translation>训练脚本是“%1”：这一行以 Windows 换行符（\r）结尾，bash 会把回车保留在词中，因此 python 无法打开该文件。请把文本转换为 Unix 换行符</translation>
    </message>
    <message>
        <source>the training script is the one word &apos;%1&apos;: quoted, the options reach torch as one word, and argparse never reads a word with blanks as an option, so it takes it for the script. Remove the quotes (or pass the options in an array, &quot;${ARGS[@]}&quot;)</source>
        <translation>训练脚本是一个词“%1”：由于加了引号，这些选项作为一个词传给 torch，而 argparse 从不把含空格的词当作选项，于是把它当作脚本。请去掉引号（或用数组传递选项，&quot;${ARGS[@]}&quot;）</translation>
    </message>
    <message>
        <source>the training script is &apos;%1&apos;: character %2 of it is %3, pasted from a web page or a chat; bash and torch only know the ASCII &apos;%4&apos;, so torch takes this word for the script and python cannot open it.</source>
        <translation>训练脚本是“%1”：它的第 %2 个字符是%3，是从网页或聊天中粘贴来的；bash 和 torch 只认识 ASCII 的“%4”，因此 torch 把这个词当作脚本，python 无法打开它。</translation>
    </message>
    <message>
        <source>Delete it: the ASCII dashes beside it are already there</source>
        <translation>请删除它：它旁边已经有所需的 ASCII 短横线</translation>
    </message>
    <message>
        <source>Type &apos;%1&apos; there</source>
        <translation>请在那里输入“%1”</translation>
    </message>
    <message>
        <source>the training script is an empty word: %1 is empty on the nodes, and quoted it still gives bash&apos;s argv a word, &apos;&apos;; argparse takes it for the script (the first word that is no option), the options after it go to the script, and python cannot open &apos;&apos;. Leave the quotes off a variable of options that may be empty, or use an array (&quot;${ARGS[@]}&quot; gives no word when it is empty)</source>
        <translation>训练脚本是一个空词：%1 在各节点上为空，加了引号后它仍在 bash 的 argv 中给出一个词 &apos;&apos;；argparse 把它当作脚本（第一个不是选项的词），它之后的选项会交给脚本，python 无法打开 &apos;&apos;。可能为空的选项变量不要加引号，或改用数组（&quot;${ARGS[@]}&quot; 为空时不给出任何词）</translation>
    </message>
    <message>
        <source>the training script is &apos;%1&apos;: torch runs the script with its own Python interpreter, so it starts &apos;python -u %1 ...&apos;: Python cannot open a file named &apos;%1&apos; in the working folder, and the real script becomes an argument of it. Remove &apos;%1&apos; before the script</source>
        <translation>训练脚本是 &apos;%1&apos;：torch 用自己的 Python 解释器运行脚本，所以它启动的是 &apos;python -u %1 ...&apos;：Python 无法打开工作目录中名为 &apos;%1&apos; 的文件，真正的脚本变成了它的一个参数。请删除脚本前的 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>a full-width hyphen-minus (U+FF0D)</source>
        <translation>全角连字符减号（U+FF0D）</translation>
    </message>
    <message>
        <source>a full-width full stop (U+FF0E)</source>
        <translation>全角句点（U+FF0E）</translation>
    </message>
    <message>
        <source>a full-width slash (U+FF0F)</source>
        <translation>全角斜杠（U+FF0F）</translation>
    </message>
    <message>
        <source>a full-width colon (U+FF1A)</source>
        <translation>全角冒号（U+FF1A）</translation>
    </message>
    <message>
        <source>a full-width equals sign (U+FF1D)</source>
        <translation>全角等号（U+FF1D）</translation>
    </message>
    <message>
        <source>a full-width low line (U+FF3F)</source>
        <translation>全角下划线（U+FF3F）</translation>
    </message>
    <message>
        <source>an ideographic space (U+3000)</source>
        <translation>全角空格（U+3000）</translation>
    </message>
    <message>
        <source>the training script is &apos;%1&apos;: %2 takes one word, so this second setting is the first word that is no option, torch takes it for the script and python cannot open it. Join the settings with a comma, as torch reads them (key=value,key=value)</source>
        <translation>训练脚本是“%1”：%2 只接受一个词，所以这第二项设置成了第一个不是选项的词，torch 把它当作脚本，python 无法打开它。请按 torch 的读法用逗号连接各项设置（key=value,key=value）</translation>
    </message>
    <message>
        <source>the training script is &apos;%1&apos;: %2 takes one word, so this second value is the first word that is no option, torch takes it for the script and python cannot open it. Pass one value, or join the values as the option expects</source>
        <translation>训练脚本是“%1”：%2 只接受一个词，所以这第二个值成了第一个不是选项的词，torch 把它当作脚本，python 无法打开它。请只传一个值，或按该选项要求的格式连接各个值</translation>
    </message>
    <message>
        <source>the module is &apos;%1&apos;: with -m python takes a module&apos;s dotted name, not a file&apos;s path, and stops on every node (No module named ...)%2</source>
        <translation>模块是“%1”：使用 -m 时 python 要的是用点分隔的模块名，而不是文件路径，每个节点都会在此停止（找不到该模块）%2</translation>
    </message>
    <message>
        <source>; write &apos;%1&apos; (and start where the package is)</source>
        <translation>；应写成“%1”（并在包所在目录启动）</translation>
    </message>
    <message>
        <source>with %1 torch runs &apos;%2&apos; itself as a program, and a name without a slash is looked up in PATH, not in the working folder: no program has that name there, so every worker fails to start. Name the executable file with its folder (./%2)%3</source>
        <translation>使用 %1 时 torch 把“%2”本身当作程序运行，而不含斜杠的名字会在 PATH 中查找，不在工作目录中：那里没有这个名字的程序，所以每个工作进程都无法启动。请连同目录写出可执行文件（./%2）%3</translation>
    </message>
    <message>
        <source>, or remove %1 (python then runs the file)</source>
        <translation>，或去掉 %1（这样 python 会运行该文件）</translation>
    </message>
</context>
<context>
    <name>VolcanoExporter</name>
    <message>
        <source>The job has errors; fix them before exporting: %1</source>
        <translation>任务有错误；请先修复再导出：%1</translation>
    </message>
    <message>
        <source>The namespace &quot;%1&quot; is not a Kubernetes name: lower-case letters, digits and &apos;-&apos;, at most 63 characters.</source>
        <translation>命名空间“%1”不是 Kubernetes 名称：只能使用小写字母、数字和“-”，最多 63 个字符。</translation>
    </message>
    <message>
        <source>The retry count must not be negative (got %1).</source>
        <translation>重试次数不能为负数（当前为 %1）。</translation>
    </message>
    <message>
        <source>The node count %1 is outside the elastic range %2:%3; the manifest starts %4 pods.</source>
        <translation>节点数量 %1 超出弹性范围 %2:%3；清单将启动 %4 个 Pod。</translation>
    </message>
    <message>
        <source>The role name &quot;%1&quot; leaves no room for a job name in the pod host names &lt;job&gt;-&lt;role&gt;-&lt;index&gt;, which must fit in 63 characters; use a shorter role name.</source>
        <translation>节点组名称“%1”使 Pod 主机名 &lt;任务名称&gt;-&lt;节点组&gt;-&lt;序号&gt; 中没有留给任务名称的空间，而主机名最多 63 个字符；请使用较短的节点组名称。</translation>
    </message>
    <message>
        <source>The job name &quot;%1&quot; cannot name a Volcano job; the manifest uses &quot;%2&quot; (lower-case letters, digits and &apos;-&apos;, starting with a letter, at most %3 characters so that the pod host names %2-%4-&lt;index&gt; fit in 63).</source>
        <translation>任务名称“%1”不能用作 Volcano 任务名；清单使用“%2”（小写字母、数字和“-”，以字母开头，最多 %3 个字符，以使 Pod 主机名 %2-%4-&lt;index&gt; 不超过 63 个字符）。</translation>
    </message>
    <message>
        <source>No container image is set: fill in the image before applying the manifest.</source>
        <translation>未设置容器镜像：应用清单前请先填写镜像。</translation>
    </message>
</context>
<context>
    <name>WrapperChecks</name>
    <message>
        <source>accelerate stops before starting anything: %1 exclude each other (only one of --cpu, --multi_gpu, --tpu, --use_deepspeed, --use_fsdp at a time)</source>
        <translation>accelerate 在启动任何东西之前停止：%1 互斥（--cpu、--multi_gpu、--tpu、--use_deepspeed、--use_fsdp 一次只能用一个）</translation>
    </message>
    <message>
        <source>accelerate stops: --multi_gpu needs at least 2 processes, --num_processes is %1</source>
        <translation>accelerate 停止：--multi_gpu 至少需要 2 个进程，--num_processes 为 %1</translation>
    </message>
    <message>
        <source>accelerate stops: --module and --no_python cannot be used together</source>
        <translation>accelerate 停止：--module 和 --no_python 不能同时使用</translation>
    </message>
    <message>
        <source>the settings not on this command line (machines, rank, main process address) come from the config file, which the checks cannot see; give them on the command line to have them checked</source>
        <translation>不在此命令行上的设置（机器数、机器序号、主进程地址）来自配置文件，检查看不到它；把它们写在命令行上才能被检查</translation>
    </message>
    <message numerus="yes">
        <source>no --num_machines: accelerate starts a one-machine job on each of the %n node(s), which train separately; add --num_machines ${%1}</source>
        <translation>
            <numerusform>没有 --num_machines：accelerate 在 %n 个节点上各自启动一个单机任务，它们分别训练；请添加 --num_machines ${%1}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>--num_machines is %1 but the form starts %n node(s)</source>
        <translation>
            <numerusform>--num_machines 为 %1，但表单启动 %n 个节点</numerusform>
        </translation>
    </message>
    <message>
        <source>no --num_processes: accelerate takes this node&apos;s GPU count (%1) as the total over %2 machines and starts %3 per node; give the total, --num_processes %4</source>
        <translation>没有 --num_processes：accelerate 把本节点的 GPU 数（%1）当作 %2 台机器的总数，每个节点启动 %3 个；请给出总数 --num_processes %4</translation>
    </message>
    <message>
        <source>--num_processes is the TOTAL over all machines, not per machine: %1 on %2 machines starts %3 per node; for %4 GPU(s) on each of %2 nodes write %5</source>
        <translation>--num_processes 是所有机器上的总数，不是每台机器的：%2 台机器上写 %1 每个节点只启动 %3 个；%2 个节点各 %4 个 GPU 应写 %5</translation>
    </message>
    <message>
        <source>--num_processes %1 over %2 machine(s) is %3 per node but a node has %4 GPU(s): processes would share GPUs</source>
        <translation>--num_processes %1 分到 %2 台机器上是每节点 %3 个，但一个节点有 %4 个 GPU：进程会共享 GPU</translation>
    </message>
    <message>
        <source>--num_processes %1 over %2 machine(s) is %3 per node but a node has %4 GPU(s): some stay idle (the total is %5)</source>
        <translation>--num_processes %1 分到 %2 台机器上是每节点 %3 个，但一个节点有 %4 个 GPU：有些会闲置（总数应为 %5）</translation>
    </message>
    <message>
        <source>no --machine_rank on a job of %1 machines: accelerate stops (int(None)); add --machine_rank ${VC_TASK_INDEX}</source>
        <translation>%1 台机器的任务没有 --machine_rank：accelerate 会停止（int(None)）；请添加 --machine_rank ${VC_TASK_INDEX}</translation>
    </message>
    <message>
        <source>no --main_process_ip on a job of %1 machines: torchrun gets the rendezvous host &apos;None&apos;; add --main_process_ip ${%2%%,*} (the first host)</source>
        <translation>%1 台机器的任务没有 --main_process_ip：torchrun 得到的汇合主机是“None”；请添加 --main_process_ip ${%2%%,*}（第一个主机）</translation>
    </message>
    <message>
        <source>--same_network with --rdzv_backend %1: accelerate passes the address as --master_addr, which only the static rendezvous reads; torchrun&apos;s %1 endpoint stays empty, so every node looks for the rendezvous on localhost:29400 and the nodes never meet; drop --same_network</source>
        <translation>--same_network 配合 --rdzv_backend %1：accelerate 把地址作为 --master_addr 传入，而只有静态汇合会读取它；torchrun 的 %1 端点为空，于是每个节点都在 localhost:29400 上寻找汇合，节点永远无法汇合；请去掉 --same_network</translation>
    </message>
    <message>
        <source>--use_deepspeed on several machines with the %1 launcher: accelerate runs the deepspeed runner, and every node starts the whole job over ssh; use --deepspeed_multinode_launcher standard (torchrun on every node)</source>
        <translation>多台机器上以 %1 启动器使用 --use_deepspeed：accelerate 运行 deepspeed 启动器，每个节点都会通过 ssh 启动整个任务；请使用 --deepspeed_multinode_launcher standard（每个节点上运行 torchrun）</translation>
    </message>
    <message>
        <source>--no_ssh without --node_rank: the runner stops (&quot;--node_rank is not set correctly&quot;); add --node_rank=${VC_TASK_INDEX}</source>
        <translation>--no_ssh 却没有 --node_rank：启动器会停止（“--node_rank is not set correctly”）；请添加 --node_rank=${VC_TASK_INDEX}</translation>
    </message>
    <message>
        <source>no --master_addr: the runner runs &apos;ssh &lt;first host&gt; hostname -I&apos; to find it, which needs ssh between the nodes even with --no_ssh; add --master_addr=${%1%%,*}</source>
        <translation>没有 --master_addr：启动器会运行“ssh &lt;第一个主机&gt; hostname -I”来查找它，即使使用 --no_ssh 也需要节点之间的 ssh；请添加 --master_addr=${%1%%,*}</translation>
    </message>
    <message numerus="yes">
        <source>--num_nodes %1 keeps only the first %1 host(s) of the hostfile but the form starts %n node(s)</source>
        <translation>
            <numerusform>--num_nodes %1 只保留 hostfile 的前 %1 个主机，但表单启动 %n 个节点</numerusform>
        </translation>
    </message>
    <message>
        <source>--num_gpus is %1 but a node has %2 GPU(s): processes would share GPUs</source>
        <translation>--num_gpus 为 %1，但一个节点有 %2 个 GPU：进程会共享 GPU</translation>
    </message>
    <message>
        <source>--num_gpus is %1 but a node has %2 GPU(s): some stay idle</source>
        <translation>--num_gpus 为 %1，但一个节点有 %2 个 GPU：有些会闲置</translation>
    </message>
    <message>
        <source>on node %1 (VC_TASK_INDEX=%1) --%2 is %3: every node must pass its own index, ${VC_TASK_INDEX}</source>
        <translation>在节点 %1（VC_TASK_INDEX=%1）上 --%2 为 %3：每个节点必须传入自己的索引 ${VC_TASK_INDEX}</translation>
    </message>
    <message>
        <source>--%1 is &apos;%2&apos; on node %3: every node would look for the master on itself; use the first host, %4</source>
        <translation>在节点 %3 上 --%1 为“%2”：每个节点都会在自己身上寻找主节点；请使用第一个主机 %4</translation>
    </message>
    <message>
        <source>on hosts &apos;%1&apos; --%2 is &apos;%3&apos; on node %4, not the first host &apos;%5&apos; (node 0, where rank 0 holds the store)</source>
        <translation>在主机“%1”上，节点 %4 的 --%2 为“%3”，不是第一个主机“%5”（节点 0，0 号进程在那里持有存储）</translation>
    </message>
    <message>
        <source>the snippet does not write the hostfile %1: it must exist on every node with one &apos;host slots=N&apos; line per node, in node order</source>
        <translation>命令片段没有写出 hostfile %1：它必须存在于每个节点上，每个节点一行“host slots=N”，按节点顺序</translation>
    </message>
    <message>
        <source>on node %1, %2: %3</source>
        <translation>在节点 %1 上，%2：%3</translation>
    </message>
    <message>
        <source>on node %1 the hostfile %2 lists %3 host(s) but the form starts %4 node(s)</source>
        <translation>在节点 %1 上，hostfile %2 列出 %3 个主机，但表单启动 %4 个节点</translation>
    </message>
    <message>
        <source>on node %1 the hostfile %2 gives %3 slots=%4 but a node has %5 GPU(s)</source>
        <translation>在节点 %1 上，hostfile %2 给 %3 slots=%4，但一个节点有 %5 个 GPU</translation>
    </message>
    <message>
        <source>--%1 is %2 on every node, so each node looks for the master on itself and the nodes never meet; use the first host, %3</source>
        <translation>--%1 在每个节点上都是%2，因此每个节点都在自己身上寻找主节点，各节点永远无法汇合；请使用第一个主机 %3</translation>
    </message>
    <message>
        <source>without --no_ssh the deepspeed runner on each of the %1 nodes starts the whole job on every host of the hostfile over %2 (ssh): the platform already runs this command on every node, so the job starts %1 times; add --no_ssh --node_rank=${VC_TASK_INDEX} (the runner still reads the hostfile for the nodes and their GPUs)</source>
        <translation>没有 --no_ssh 时，%1 个节点上的 deepspeed 启动器各自通过 %2（ssh）在 hostfile 的每个主机上启动整个任务：平台已经在每个节点上运行此命令，所以任务会启动 %1 次；请添加 --no_ssh --node_rank=${VC_TASK_INDEX}（启动器仍然从 hostfile 读取节点及其 GPU）</translation>
    </message>
    <message>
        <source>on node %1 there is no hostfile %2, and with --num_nodes %3 the runner stops at once: &quot;Num nodes is &gt;1 but no extra nodes available via hostfile&quot; (with --no_ssh too); write the hostfile on every node, one &apos;host slots=N&apos; line per node</source>
        <translation>节点 %1 上没有 hostfile %2，而在 --num_nodes %3 下启动器会立即停止：“Num nodes is &gt;1 but no extra nodes available via hostfile”（加了 --no_ssh 也一样）；请在每个节点上写好 hostfile，每个节点一行“host slots=N”</translation>
    </message>
</context>
<context>
    <name>WrapperExplanation</name>
    <message>
        <source>accelerate launch</source>
        <translation>accelerate launch</translation>
    </message>
    <message>
        <source>Hugging Face Accelerate&apos;s launcher (options as in %1): for a distributed GPU run it starts torchrun in its own process, with --nnodes, --nproc_per_node, --node_rank and the rendezvous taken from its own options; it takes no abbreviations, and every option may be written with &apos;-&apos; or &apos;_&apos;</source>
        <translation>Hugging Face Accelerate 的启动器（选项与 %1 相同）：分布式 GPU 运行时，它在自己的进程中启动 torchrun，--nnodes、--nproc_per_node、--node_rank 和汇合设置取自它自己的选项；它不接受缩写，每个选项都可以用“-”或“_”书写</translation>
    </message>
    <message>
        <source>deepspeed</source>
        <translation>deepspeed</translation>
    </message>
    <message>
        <source>DeepSpeed&apos;s runner (options as in %1): reads the nodes from its hostfile and either starts every node itself over ssh (pdsh) or, with --no_ssh, starts this node&apos;s processes like torchrun with --node_rank; option names may be abbreviated</source>
        <translation>DeepSpeed 的启动器（选项与 %1 相同）：从 hostfile 读取节点，要么自己通过 ssh（pdsh）启动每个节点，要么在 --no_ssh 时像 torchrun 一样以 --node_rank 启动本节点的进程；选项名可以缩写</translation>
    </message>
    <message>
        <source>accelerate&apos;s sub-command (or module) that launches a training script</source>
        <translation>accelerate 用于启动训练脚本的子命令（或模块）</translation>
    </message>
    <message>
        <source>the module behind the deepspeed command</source>
        <translation>deepspeed 命令背后的模块</translation>
    </message>
    <message>
        <source>on each node it starts torchrun %1</source>
        <translation>它在每个节点上启动 torchrun %1</translation>
    </message>
    <message>
        <source>it runs one process, without torchrun</source>
        <translation>它只运行一个进程，不使用 torchrun</translation>
    </message>
    <message>
        <source>one node starts the processes of every node itself (%1)</source>
        <translation>由一个节点自己启动所有节点的进程（%1）</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1；%2</translation>
    </message>
    <message>
        <source>shown for node %1: %2</source>
        <translation>以节点 %1 为例：%2</translation>
    </message>
</context>
<context>
    <name>WrapperOptionHints</name>
    <message>
        <source>%1 only has the underscore spelling %2</source>
        <translation>%1 只有下划线写法 %2</translation>
    </message>
    <message>
        <source>accelerate launch has no --rdzv_endpoint: give the host as --main_process_ip and the port as --main_process_port</source>
        <translation>accelerate launch 没有 --rdzv_endpoint：请用 --main_process_ip 给出主机，用 --main_process_port 给出端口</translation>
    </message>
    <message>
        <source>deepspeed has no --rdzv_endpoint: give the host as --master_addr and the port as --master_port</source>
        <translation>deepspeed 没有 --rdzv_endpoint：请用 --master_addr 给出主机，用 --master_port 给出端口</translation>
    </message>
    <message>
        <source>accelerate launch does not take --local_rank: each process finds its local rank in LOCAL_RANK</source>
        <translation>accelerate launch 不接受 --local_rank：每个进程从 LOCAL_RANK 得到自己的本地序号</translation>
    </message>
    <message>
        <source>deepspeed does not take --local_rank: it passes --local_rank=N to the script itself (unless --no_local_rank)</source>
        <translation>deepspeed 不接受 --local_rank：它自己把 --local_rank=N 传给脚本（除非 --no_local_rank）</translation>
    </message>
    <message>
        <source>accelerate launch calls it --num_processes, and it is the TOTAL over all machines (processes per node x --num_machines)</source>
        <translation>accelerate launch 中它叫 --num_processes，并且是所有机器上的总数（每节点进程数 x --num_machines）</translation>
    </message>
    <message>
        <source>deepspeed calls it --num_gpus: the processes on each node</source>
        <translation>deepspeed 中它叫 --num_gpus：每个节点上的进程数</translation>
    </message>
    <message>
        <source>%1 calls it %2</source>
        <translation>%1 中它叫 %2</translation>
    </message>
    <message>
        <source>accelerate removed --fp16 in 0.16.0: write --mixed_precision fp16</source>
        <translation>accelerate 在 0.16.0 移除了 --fp16：请写 --mixed_precision fp16</translation>
    </message>
    <message>
        <source>accelerate renamed it --fsdp_backward_prefetch</source>
        <translation>accelerate 把它改名为 --fsdp_backward_prefetch</translation>
    </message>
    <message>
        <source>%1 was an option of older accelerate releases; %2 no longer has it</source>
        <translation>%1 是旧版 accelerate 的选项；%2 已不再有它</translation>
    </message>
    <message>
        <source>accelerate launch takes no abbreviations: write %1</source>
        <translation>accelerate launch 不接受缩写：请写 %1</translation>
    </message>
    <message>
        <source>did you mean %1?</source>
        <translation>您是指 %1 吗？</translation>
    </message>
    <message>
        <source>%1 has no option %2</source>
        <translation>%1 没有选项 %2</translation>
    </message>
</context>
<context>
    <name>WrapperTorchrun</name>
    <message>
        <source>--config_file: every setting not on the command line comes from that file</source>
        <translation>--config_file：命令行上没有的每项设置都来自该文件</translation>
    </message>
    <message>
        <source>no --num_processes: accelerate takes this node&apos;s GPU count as the total</source>
        <translation>没有 --num_processes：accelerate 把本节点的 GPU 数当作总数</translation>
    </message>
    <message>
        <source>--use_deepspeed on several machines with the %1 launcher: accelerate runs the deepspeed runner instead of torchrun</source>
        <translation>多台机器上以 %1 启动器使用 --use_deepspeed：accelerate 运行 deepspeed 启动器而不是 torchrun</translation>
    </message>
    <message>
        <source>one process on one machine: accelerate runs the script without torchrun</source>
        <translation>一台机器上一个进程：accelerate 不通过 torchrun 运行脚本</translation>
    </message>
    <message>
        <source>--num_processes %1 is the total over %2 machines: %3 per node</source>
        <translation>--num_processes %1 是 %2 台机器上的总数：每节点 %3 个</translation>
    </message>
    <message>
        <source>with --rdzv_backend %1 torchrun ignores --master_addr: its endpoint is empty, so each node uses localhost:29400</source>
        <translation>使用 --rdzv_backend %1 时 torchrun 忽略 --master_addr：其端点为空，因此每个节点都使用 localhost:29400</translation>
    </message>
    <message>
        <source>--num_nodes %1 without a hostfile: the runner stops (&quot;no extra nodes available&quot;)</source>
        <translation>没有 hostfile 时 --num_nodes %1：启动器会停止（“no extra nodes available”）</translation>
    </message>
    <message numerus="yes">
        <source>the hostfile lists %n node(s)</source>
        <translation>
            <numerusform>hostfile 列出 %n 个节点</numerusform>
        </translation>
    </message>
    <message>
        <source>the node count is the number of hostfile lines (%1, not known statically)</source>
        <translation>节点数是 hostfile 的行数（%1，静态无法得知）</translation>
    </message>
    <message>
        <source>processes per node: the hostfile&apos;s slots</source>
        <translation>每节点进程数：hostfile 的 slots</translation>
    </message>
    <message>
        <source>--no_ssh: this node starts its own processes with its --node_rank</source>
        <translation>--no_ssh：本节点以自己的 --node_rank 启动自己的进程</translation>
    </message>
    <message>
        <source>no --master_addr: the runner asks the first host over ssh (hostname -I)</source>
        <translation>没有 --master_addr：启动器通过 ssh 询问第一个主机（hostname -I）</translation>
    </message>
    <message>
        <source>without --no_ssh the runner starts every host of the hostfile itself over %1 (node rank = line of the hostfile)</source>
        <translation>没有 --no_ssh 时，启动器自己通过 %1 启动 hostfile 中的每个主机（节点序号 = hostfile 中的行号）</translation>
    </message>
</context>
<context>
    <name>ddpw::BandwidthPlot</name>
    <message>
        <source>busbw by all-reduce size</source>
        <translation>按全归约大小的 busbw</translation>
    </message>
    <message>
        <source>The network step&apos;s all-reduce: bus bandwidth per size in GB/s (nccl-tests&apos; busbw); the dashed line is the threshold</source>
        <translation>网络测量中的全归约：每种大小的总线带宽，单位 GB/s（nccl-tests 的 busbw）；虚线为阈值</translation>
    </message>
    <message>
        <source>%1: %2 GB/s</source>
        <translation>%1：%2 GB/s</translation>
    </message>
    <message>
        <source>busbw %1; threshold %2 GB/s</source>
        <translation>busbw %1；阈值 %2 GB/s</translation>
    </message>
    <message>
        <source>threshold %1</source>
        <translation>阈值 %1</translation>
    </message>
    <message numerus="yes">
        <source>busbw (GB/s) by all-reduce size, %1, %n rank(s)</source>
        <translation>
            <numerusform>按全归约大小的 busbw（GB/s），%1，%n 个进程</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ddpw::BasicPage</name>
    <message>
        <source>The name of the training job on the platform, e.g. pytorch-ddp.</source>
        <translation>训练任务在平台上的名称，例如 pytorch-ddp。</translation>
    </message>
    <message>
        <source>Job name</source>
        <translation>任务名称</translation>
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
        <source>The torch release installed in the image. It decides how the launcher options are spelled; choose &quot;unknown&quot; for spellings every release accepts.</source>
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
    <message>
        <source>Job &amp;name</source>
        <translation>任务名称(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Image</source>
        <translation>镜像(&amp;I)</translation>
    </message>
    <message>
        <source>&amp;Torch version in the image</source>
        <translation>镜像中的 torch 版本(&amp;T)</translation>
    </message>
    <message>
        <source>It follows the image&apos;s tag where the tag names a release, and decides how the launcher&apos;s options are spelled. &quot;unknown&quot; writes the spellings every release accepts.</source>
        <translation>镜像标签写明版本时随标签而定，它决定启动器选项的写法。“未知”会使用所有版本都接受的写法。</translation>
    </message>
</context>
<context>
    <name>ddpw::CheckPage</name>
    <message>
        <source>&amp;Run check</source>
        <translation>运行检查(&amp;R)</translation>
    </message>
    <message>
        <source>Cancelling...</source>
        <translation>正在取消...</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>取消(&amp;C)</translation>
    </message>
    <message>
        <source>Stop the check; every node is cleaned up before it ends</source>
        <translation>停止检查；结束前会清理每个节点</translation>
    </message>
    <message>
        <source>Check the nodes and run the dry-run rendezvous</source>
        <translation>检查各节点并运行试运行汇合（汇合）</translation>
    </message>
    <message>
        <source>Cancelling: stopping every node and cleaning up...</source>
        <translation>正在取消：停止每个节点并清理...</translation>
    </message>
    <message>
        <source>local node %1</source>
        <translation>本地节点 %1</translation>
    </message>
    <message>
        <source>Export report</source>
        <translation>导出报告</translation>
    </message>
    <message>
        <source>Run or cancel the check</source>
        <translation>运行或取消检查</translation>
    </message>
    <message>
        <source>&amp;Export report...</source>
        <translation>导出报告(&amp;E)...</translation>
    </message>
    <message>
        <source>Save the report as JSON, the same as ddpwizard-cli check --format json</source>
        <translation>将报告保存为 JSON，与 ddpwizard-cli check --format json 相同</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>摘要</translation>
    </message>
    <message>
        <source>node %1 (%2)</source>
        <translation>节点 %1（%2）</translation>
    </message>
    <message>
        <source>&amp;Diagnose the logs...</source>
        <translation>诊断日志(&amp;D)...</translation>
    </message>
    <message>
        <source>Read the nodes&apos; logs in the Diagnose view: why the dry-run failed, root cause first</source>
        <translation>在诊断视图中读取各节点的日志：试运行失败的原因，根本原因排在最前</translation>
    </message>
    <message>
        <source>The local mode runs at most %1 nodes; this job has %2: check it on its nodes over SSH.</source>
        <translation>本地模式最多运行 %1 个节点；此任务有 %2 个：请通过 SSH 在它的节点上检查。</translation>
    </message>
    <message numerus="yes">
        <source>%n process(es)</source>
        <translation>
            <numerusform>%n 个进程</numerusform>
        </translation>
    </message>
    <message>
        <source>&quot;auto&quot; processes</source>
        <translation>“auto”个进程</translation>
    </message>
    <message>
        <source>&amp;Run again</source>
        <translation>再次运行(&amp;R)</translation>
    </message>
    <message>
        <source>List the hosts to check first, or choose this machine</source>
        <translation>请先列出要检查的主机，或选择本机</translation>
    </message>
    <message numerus="yes">
        <source>Dry-run on %n local node(s), deadline %1 s.</source>
        <translation>
            <numerusform>在 %n 个本地节点上试运行，时限 %1 秒。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Pre-flight on %n node(s) over SSH, deadline %1 s.</source>
        <translation>
            <numerusform>通过 SSH 对 %n 个节点进行预检，时限 %1 秒。</numerusform>
        </translation>
    </message>
    <message>
        <source>The job changed after this check ran: these results are for the job as it was. Run the check again.</source>
        <translation>本次检查之后任务已更改：这些结果对应的是更改前的任务。请再次运行检查。</translation>
    </message>
    <message>
        <source>Where the check runs</source>
        <translation>在哪里检查</translation>
    </message>
    <message>
        <source>Run it</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>The start command was edited by hand: the check runs it as typed on every node, the probe in place of the training script.</source>
        <translation>启动命令经过手动编辑：检查会在每个节点上按输入的原样运行它，用探针代替训练脚本。</translation>
    </message>
    <message numerus="yes">
        <source>%n simulated node(s) with %1 each run the start command here, on 127.0.0.1, 127.0.0.2, ...; nothing is sent over the network.</source>
        <translation>
            <numerusform>%n 个模拟节点（每个 %1）在本机的 127.0.0.1、127.0.0.2 …… 上运行启动命令；不会通过网络发送任何内容。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This local run starts %n process(es) per node; the report names it as a change, and the job keeps its own.</source>
        <translation>
            <numerusform>本次本地运行每节点启动 %n 个进程；报告会把它列为一项改动，任务保留自己的设置。</numerusform>
        </translation>
    </message>
    <message>
        <source>Run the command&apos;s own processes</source>
        <translation>按启动命令自己的进程数运行</translation>
    </message>
    <message>
        <source>Run the local check with as many processes per node as the job</source>
        <translation>本地检查按任务的每节点进程数运行</translation>
    </message>
    <message numerus="yes">
        <source>Run %n process(es) per node</source>
        <translation>
            <numerusform>每节点运行 %n 个进程</numerusform>
        </translation>
    </message>
    <message>
        <source>Run this check with fewer processes per node, named as a change in its report; the job and its command are not changed</source>
        <translation>本次检查以较少的每节点进程数运行，报告中会列为一项改动；任务及其启动命令不变</translation>
    </message>
    <message>
        <source>Not run as written: %1</source>
        <translation>未按原样运行：%1</translation>
    </message>
    <message>
        <source>On this machine: %1</source>
        <translation>在本机：%1</translation>
    </message>
</context>
<context>
    <name>ddpw::CheckResultsTable</name>
    <message>
        <source>waiting</source>
        <translation>等待中</translation>
    </message>
    <message>
        <source>starting</source>
        <translation>启动中</translation>
    </message>
    <message>
        <source>launched, waiting for the rendezvous</source>
        <translation>已启动，等待汇合</translation>
    </message>
    <message>
        <source>joined</source>
        <translation>已加入</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>已通过</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>已失败</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <source>checking</source>
        <translation>检查中</translation>
    </message>
    <message>
        <source>pre-flight passed</source>
        <translation>预检通过</translation>
    </message>
    <message>
        <source>pre-flight failed</source>
        <translation>预检失败</translation>
    </message>
    <message>
        <source>skipped</source>
        <translation>已跳过</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>节点</translation>
    </message>
    <message>
        <source>One row per node, filled in live; point at a check for its details</source>
        <translation>每个节点一行，实时填充；将鼠标指向某项检查可查看详情</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>主机</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Python</source>
        <translation>Python</translation>
    </message>
    <message>
        <source>Torch</source>
        <translation>Torch</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Ranks</source>
        <translation>进程序号</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>通过</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>fail</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>命令</translation>
    </message>
    <message>
        <source>The command that ran on the node</source>
        <translation>在该节点上运行的命令</translation>
    </message>
</context>
<context>
    <name>ddpw::CheckRunOptions</name>
    <message>
        <source>&amp;Timeout:</source>
        <translation>超时(&amp;T)：</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>Timeout in seconds</source>
        <translation>超时（秒）</translation>
    </message>
    <message>
        <source>The longest the check may take; then every node is stopped and cleaned up</source>
        <translation>检查最长可用的时间；超时后每个节点都会被停止并清理</translation>
    </message>
    <message>
        <source>&amp;Python:</source>
        <translation>&amp;Python：</translation>
    </message>
    <message>
        <source>as the start command says (found in PATH)</source>
        <translation>按启动命令所写（在 PATH 中查找）</translation>
    </message>
    <message>
        <source>The interpreter for a bare python, python3 or torchrun in the start command; the report names it</source>
        <translation>启动命令中不带路径的 python、python3 或 torchrun 所用的解释器；报告会注明</translation>
    </message>
    <message>
        <source>Python</source>
        <translation>Python</translation>
    </message>
    <message>
        <source>Measure the &amp;network</source>
        <translation>测量网络(&amp;N)</translation>
    </message>
    <message>
        <source>After the rendezvous: all-reduce busbw per size and a ring between the nodes that names a slow node (up to %1 s more, as ddpwizard-cli check --bandwidth)</source>
        <translation>汇合之后：测量每种大小的全归约 busbw，并在节点间做环形传输以找出慢节点（最多多用 %1 秒，同 ddpwizard-cli check --bandwidth）</translation>
    </message>
</context>
<context>
    <name>ddpw::CheckRunView</name>
    <message numerus="yes">
        <source>Dry-run rendezvous on %n node(s)...</source>
        <translation>
            <numerusform>在 %n 个节点上试运行汇合...</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 node %2: %3</source>
        <translation>%1 节点 %2：%3</translation>
    </message>
    <message>
        <source>%1 node %2: rank %3 reported (%4)</source>
        <translation>%1 节点 %2：%3 号进程已报告（%4）</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>正常</translation>
    </message>
    <message>
        <source>&amp;Log:</source>
        <translation>日志(&amp;L)：</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>日志</translation>
    </message>
    <message numerus="yes">
        <source>What the nodes report, as it happens (the last %n line(s))</source>
        <translation>
            <numerusform>节点实时报告的内容（最后 %n 行）</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ddpw::CheckSettingsForm</name>
    <message>
        <source>Choose the private key</source>
        <translation>选择私钥</translation>
    </message>
    <message>
        <source>Choose the known_hosts file</source>
        <translation>选择 known_hosts 文件</translation>
    </message>
    <message>
        <source>Choose the ssh config file</source>
        <translation>选择 ssh 配置文件</translation>
    </message>
    <message>
        <source>Not a host list: %1</source>
        <translation>不是主机列表：%1</translation>
    </message>
    <message>
        <source>Hosts</source>
        <translation>主机</translation>
    </message>
    <message>
        <source>Paste VC_WORKER_HOSTS</source>
        <translation>粘贴 VC_WORKER_HOSTS</translation>
    </message>
    <message>
        <source>A comma-separated host list as the platform sets it, e.g. job-worker-0.job,job-worker-1.job</source>
        <translation>平台设置的逗号分隔主机列表，例如 job-worker-0.job,job-worker-1.job</translation>
    </message>
    <message>
        <source>host0,host1,...</source>
        <translation>host0,host1,...</translation>
    </message>
    <message>
        <source>&amp;Fill the list</source>
        <translation>填入列表(&amp;F)</translation>
    </message>
    <message>
        <source>Replace the host list with the pasted hosts</source>
        <translation>用粘贴的主机替换主机列表</translation>
    </message>
    <message>
        <source>SSH</source>
        <translation>SSH</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>用户(&amp;U)：</translation>
    </message>
    <message>
        <source>SSH user</source>
        <translation>SSH 用户</translation>
    </message>
    <message>
        <source>Empty: the ssh config&apos;s user, else your user name</source>
        <translation>留空：使用 ssh 配置中的用户，否则使用你的用户名</translation>
    </message>
    <message>
        <source>SSH p&amp;ort:</source>
        <translation>SSH 端口(&amp;O)：</translation>
    </message>
    <message>
        <source>SSH port</source>
        <translation>SSH 端口</translation>
    </message>
    <message>
        <source>0: the ssh config&apos;s port, else 22</source>
        <translation>0：使用 ssh 配置中的端口，否则为 22</translation>
    </message>
    <message>
        <source>default</source>
        <translation>默认</translation>
    </message>
    <message>
        <source>&amp;Identity file:</source>
        <translation>身份文件(&amp;I)：</translation>
    </message>
    <message>
        <source>Identity file</source>
        <translation>身份文件</translation>
    </message>
    <message>
        <source>A private key to try after the SSH agent&apos;s keys</source>
        <translation>在 SSH 代理中的密钥之后尝试的私钥</translation>
    </message>
    <message>
        <source>&amp;Known hosts file:</source>
        <translation>known_hosts 文件(&amp;K)：</translation>
    </message>
    <message>
        <source>Known hosts file</source>
        <translation>known_hosts 文件</translation>
    </message>
    <message>
        <source>Empty: ~/.ssh/known_hosts</source>
        <translation>留空：~/.ssh/known_hosts</translation>
    </message>
    <message>
        <source>SSH &amp;config file:</source>
        <translation>SSH 配置文件(&amp;C)：</translation>
    </message>
    <message>
        <source>SSH config file</source>
        <translation>SSH 配置文件</translation>
    </message>
    <message>
        <source>Empty: ~/.ssh/config; &quot;none&quot; reads no config file</source>
        <translation>留空：~/.ssh/config；“none” 表示不读取配置文件</translation>
    </message>
    <message>
        <source>Browse...</source>
        <translation>浏览...</translation>
    </message>
    <message>
        <source>Choose a file</source>
        <translation>选择文件</translation>
    </message>
    <message>
        <source>Browse for the identity file</source>
        <translation>浏览身份文件</translation>
    </message>
    <message>
        <source>Browse for the known hosts file</source>
        <translation>浏览 known_hosts 文件</translation>
    </message>
    <message>
        <source>Browse for the ssh config file</source>
        <translation>浏览 ssh 配置文件</translation>
    </message>
    <message>
        <source>Only check reachability, versions, GPUs, the master&apos;s name and port, clock and disk; do not start the launcher</source>
        <translation>只检查可达性、版本、GPU、主节点的名称和端口、时钟和磁盘；不启动启动器</translation>
    </message>
    <message>
        <source>On &amp;this machine: simulated nodes (local mode)</source>
        <translation>在本机(&amp;T)：模拟节点（本地模式）</translation>
    </message>
    <message>
        <source>Runs the job&apos;s launcher on simulated nodes here, with a probe in place of your script; nothing is sent over the network</source>
        <translation>在本机的模拟节点上运行任务的启动器，用探针代替您的脚本；不会通过网络发送任何内容</translation>
    </message>
    <message>
        <source>On my nodes, over SS&amp;H</source>
        <translation>在我的节点上，通过 SS&amp;H</translation>
    </message>
    <message>
        <source>A pre-flight on every node (versions, GPUs, the master&apos;s name and port, clock, disk), then the same rendezvous on them</source>
        <translation>先在每个节点上预检（版本、GPU、主节点的名称和端口、时钟、磁盘），再在这些节点上运行同样的汇合</translation>
    </message>
    <message>
        <source>A pre-flight on every node, then the real rendezvous on them.</source>
        <translation>先在每个节点上预检，再在这些节点上运行真实的汇合。</translation>
    </message>
    <message>
        <source>&amp;Hosts, one per line, the master first:</source>
        <translation>主机(&amp;H)，每行一个，主节点在最前：</translation>
    </message>
    <message>
        <source>One host name, address or ssh config alias per line; the first one is the master.</source>
        <translation>每行一个主机名、地址或 ssh 配置别名；第一个是主节点。</translation>
    </message>
    <message>
        <source>Or &amp;paste VC_WORKER_HOSTS:</source>
        <translation>或粘贴 VC_WORKER_HOSTS(&amp;P)：</translation>
    </message>
    <message>
        <source>&amp;Accept unknown host keys</source>
        <translation>接受未知的主机密钥(&amp;A)</translation>
    </message>
    <message>
        <source>Like StrictHostKeyChecking=accept-new: trust and remember hosts seen for the first time without asking; a changed key is always refused. Off: you are asked, with the key&apos;s fingerprint.</source>
        <translation>与 StrictHostKeyChecking=accept-new 相同：首次见到的主机不经询问即信任并记住；密钥变化时总是拒绝。关闭时会询问您，并显示密钥指纹。</translation>
    </message>
    <message>
        <source>Pre-flight only (&amp;skip the rendezvous)</source>
        <translation>仅预检（跳过汇合）(&amp;S)</translation>
    </message>
</context>
<context>
    <name>ddpw::CheckSuggestionsView</name>
    <message>
        <source>Change the job: %1</source>
        <translation>修改任务：%1</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>Info</source>
        <translation>提示</translation>
    </message>
</context>
<context>
    <name>ddpw::CommandPage</name>
    <message>
        <source>torchrun is PyTorch&apos;s recommended launcher; torch.distributed.launch is the older, deprecated one.</source>
        <translation>torchrun 是 PyTorch 推荐的启动器；torch.distributed.launch 是较旧且已弃用的启动器。</translation>
    </message>
    <message>
        <source>Launcher</source>
        <translation>启动器</translation>
    </message>
    <message>
        <source>Rendezvous backend</source>
        <translation>汇合后端</translation>
    </message>
    <message>
        <source>The master node&apos;s port for the rendezvous; any free port works.</source>
        <translation>主节点用于汇合通信的端口，任意一个未占用端口即可。</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>端口</translation>
    </message>
    <message>
        <source>Rendezvous id</source>
        <translation>汇合 ID</translation>
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
        <source>How often torchrun restarts the workers after a failure (--max-restarts).</source>
        <translation>工作进程失败后 torchrun 重启它们的次数（--max-restarts）。</translation>
    </message>
    <message>
        <source>Max restarts</source>
        <translation>最大重启次数</translation>
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
        <source>The number of processes per node, when &quot;a number&quot; is chosen.</source>
        <translation>选择“指定数量”时每个节点的进程数。</translation>
    </message>
    <message>
        <source>Number of processes per node</source>
        <translation>每节点进程数量</translation>
    </message>
    <message>
        <source>Node count from variable</source>
        <translation>节点数量取自变量</translation>
    </message>
    <message>
        <source>shell parameter expansion</source>
        <translation>shell 参数展开</translation>
    </message>
    <message>
        <source>MASTER derivation</source>
        <translation>MASTER 的获取方式</translation>
    </message>
    <message>
        <source>Python interpreter</source>
        <translation>Python 解释器</translation>
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
        <source>Your training script (e.g. train.py) or module (e.g. my_package.train).</source>
        <translation>您的启动脚本（例如 train.py）或模块（例如 my_package.train）。</translation>
    </message>
    <message>
        <source>Script or module</source>
        <translation>脚本或模块</translation>
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
    <message>
        <source>Writes --nnodes=&quot;${%1}&quot;, so the command follows the node count set on the platform&apos;s form.</source>
        <translation>写成 --nnodes=&quot;${%1}&quot;，使命令跟随平台表单上设置的节点数量。</translation>
    </message>
    <message>
        <source>Launcher and rendezvous</source>
        <translation>启动器与汇合</translation>
    </message>
    <message>
        <source>&amp;Launcher</source>
        <translation>启动器(&amp;L)</translation>
    </message>
    <message>
        <source>Rendezvous &amp;backend</source>
        <translation>汇合后端(&amp;B)</translation>
    </message>
    <message>
        <source>c10d (recommended): the nodes meet at the master&apos;s endpoint. static: each node is given its node rank from VC_TASK_INDEX.</source>
        <translation>c10d（推荐）：各节点在主节点的地址汇合。static：每个节点从 VC_TASK_INDEX 获得自己的节点序号。</translation>
    </message>
    <message>
        <source>&amp;Port</source>
        <translation>端口(&amp;P)</translation>
    </message>
    <message>
        <source>Rendezvous &amp;id</source>
        <translation>汇合 ID(&amp;I)</translation>
    </message>
    <message>
        <source>A name for this training run, the same on every node (--rdzv-id).</source>
        <translation>本次训练的名称，每个节点上都相同（--rdzv-id）。</translation>
    </message>
    <message>
        <source>Nodes and processes</source>
        <translation>节点与进程</translation>
    </message>
    <message>
        <source>Processes per &amp;node</source>
        <translation>每节点进程数(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Elastic range</source>
        <translation>弹性范围(&amp;E)</translation>
    </message>
    <message>
        <source>between</source>
        <translation>介于</translation>
    </message>
    <message>
        <source>and</source>
        <translation>和</translation>
    </message>
    <message>
        <source>Nodes the job may run with; off: exactly the node count.</source>
        <translation>任务可以运行的节点数；关闭时正好为节点数量。</translation>
    </message>
    <message>
        <source>Node count from the platform&apos;s &amp;variable</source>
        <translation>节点数取自平台变量(&amp;V)</translation>
    </message>
    <message>
        <source>Max &amp;restarts</source>
        <translation>最大重启次数(&amp;R)</translation>
    </message>
    <message>
        <source>Your script</source>
        <translation>您的脚本</translation>
    </message>
    <message>
        <source>Entry &amp;kind</source>
        <translation>入口类型(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;Script or module</source>
        <translation>脚本或模块(&amp;S)</translation>
    </message>
    <message>
        <source>Script &amp;arguments</source>
        <translation>脚本参数(&amp;A)</translation>
    </message>
    <message>
        <source>En&amp;vironment variables</source>
        <translation>环境变量(&amp;V)</translation>
    </message>
    <message>
        <source>How the command is written</source>
        <translation>命令的写法</translation>
    </message>
    <message>
        <source>&amp;MASTER from</source>
        <translation>MASTER 取自(&amp;M)</translation>
    </message>
    <message>
        <source>echo | awk, as the guide, written clean</source>
        <translation>echo | awk，同指南，规范写法</translation>
    </message>
    <message>
        <source>the guide&apos;s text verbatim</source>
        <translation>与指南原文完全一致</translation>
    </message>
    <message>
        <source>How the first lines take the first host of the role&apos;s host list. The first two pass ShellCheck cleanly; the guide&apos;s own text has backticks and unquoted variables, which ShellCheck flags.</source>
        <translation>开头几行如何从节点组的主机列表中取第一个主机。前两种写法能通过 ShellCheck 检查；指南原文使用反引号和未加引号的变量，ShellCheck 会提示。</translation>
    </message>
    <message>
        <source>P&amp;ython</source>
        <translation>Python 解释器(&amp;Y)</translation>
    </message>
    <message>
        <source>The interpreter that runs torch.distributed.launch, e.g. python3.</source>
        <translation>运行 torch.distributed.launch 的解释器，例如 python3。</translation>
    </message>
    <message>
        <source>&amp;Local rank from</source>
        <translation>本地序号来源(&amp;L)</translation>
    </message>
    <message>
        <source>How the script reads its local rank</source>
        <translation>脚本如何读取本地序号</translation>
    </message>
    <message>
        <source>How your script learns its local rank. With the environment the command passes --use_env; otherwise torch.distributed.launch passes the argument itself, and its spelling must be the one the image&apos;s torch uses.</source>
        <translation>你的脚本如何得到本地序号。选择环境变量时命令会传入 --use_env；否则由 torch.distributed.launch 自己传入参数，其写法必须与镜像中 torch 使用的一致。</translation>
    </message>
    <message>
        <source>LOCAL_RANK (--use_env)</source>
        <translation>环境变量 LOCAL_RANK（--use_env）</translation>
    </message>
    <message>
        <source>--local_rank (torch 1.13)</source>
        <translation>参数 --local_rank（torch 1.13）</translation>
    </message>
    <message>
        <source>--local-rank (torch 2.0+)</source>
        <translation>参数 --local-rank（torch 2.0 及以后）</translation>
    </message>
</context>
<context>
    <name>ddpw::CommandPreview</name>
    <message>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>Platform command</source>
        <translation>平台命令</translation>
    </message>
    <message>
        <source>Bash script</source>
        <translation>Bash 脚本</translation>
    </message>
    <message>
        <source>Job JSON</source>
        <translation>任务 JSON</translation>
    </message>
    <message>
        <source>The text for the platform&apos;s &quot;start command&quot; box; you can edit it here</source>
        <translation>填入平台“启动命令”框的文本；可以在这里编辑</translation>
    </message>
    <message>
        <source>A standalone script that runs the same command on a node by hand (read-only)</source>
        <translation>在节点上手动运行同一命令的独立脚本（只读）</translation>
    </message>
    <message>
        <source>The job file DDP Wizard saves (read-only)</source>
        <translation>DDP Wizard 保存的任务文件（只读）</translation>
    </message>
    <message>
        <source>Preview format</source>
        <translation>预览格式</translation>
    </message>
    <message>
        <source>Copy exactly this text to the clipboard</source>
        <translation>将这段文本原样复制到剪贴板</translation>
    </message>
    <message>
        <source>Copy to clipboard</source>
        <translation>复制到剪贴板</translation>
    </message>
    <message>
        <source>Start command</source>
        <translation>启动命令</translation>
    </message>
</context>
<context>
    <name>ddpw::DiagnosticList</name>
    <message>
        <source>Severity</source>
        <translation>严重程度</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>消息</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>代码</translation>
    </message>
    <message>
        <source>Fix</source>
        <translation>修复</translation>
    </message>
    <message>
        <source>Problems in the command</source>
        <translation>命令中的问题</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>Info</source>
        <translation>提示</translation>
    </message>
    <message>
        <source>Change the job: %1</source>
        <translation>修改任务：%1</translation>
    </message>
    <message>
        <source>Apply fix</source>
        <translation>应用修复</translation>
    </message>
    <message>
        <source>(Space on the selected row applies it too)</source>
        <translation>（在选中的行上按空格键也可应用）</translation>
    </message>
    <message>
        <source>Apply fix: %1</source>
        <translation>应用修复：%1</translation>
    </message>
    <message>
        <source>insert %1</source>
        <translation>插入 %1</translation>
    </message>
    <message>
        <source>delete %1</source>
        <translation>删除 %1</translation>
    </message>
    <message>
        <source>replace %1 with %2</source>
        <translation>将 %1 替换为 %2</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
</context>
<context>
    <name>ddpw::ExplainPanel</name>
    <message>
        <source>Explanation</source>
        <translation>解释</translation>
    </message>
    <message>
        <source>Click or hover a word of the command to see what it means, its default and what it does on each node.</source>
        <translation>单击或悬停在命令中的某个词上，查看它的含义、默认值以及它在每个节点上的作用。</translation>
    </message>
    <message>
        <source>Meaning</source>
        <translation>含义</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>默认值</translation>
    </message>
    <message>
        <source>On the nodes</source>
        <translation>在节点上</translation>
    </message>
</context>
<context>
    <name>ddpw::FileActions</name>
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
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
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
        <source>Open &amp;Command...</source>
        <translation>打开命令(&amp;C)...</translation>
    </message>
    <message>
        <source>Paste a start command and check it</source>
        <translation>粘贴启动命令并检查</translation>
    </message>
    <message>
        <source>&amp;Export Volcano Job...</source>
        <translation>导出 Volcano Job(&amp;E)...</translation>
    </message>
    <message>
        <source>Write the job as a Volcano Job manifest (YAML) for kubectl apply</source>
        <translation>把任务写成 Volcano Job 清单（YAML），供 kubectl apply 使用</translation>
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
        <source>Export Volcano Job</source>
        <translation>导出 Volcano Job</translation>
    </message>
    <message>
        <source>Kubernetes manifests (*.yaml *.yml);;All files (*)</source>
        <translation>Kubernetes 清单 (*.yaml *.yml);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Restore unsaved job?</source>
        <translation>恢复未保存的任务？</translation>
    </message>
    <message>
        <source>Import the command</source>
        <translation>导入命令</translation>
    </message>
    <message>
        <source>%1 was changed on disk since this window opened or saved it (by another window or program). Saving now would replace those changes with yours.</source>
        <translation>自本窗口打开或保存 %1 以来，它已在磁盘上被更改（被另一个窗口或程序）。现在保存会用你的更改覆盖那些更改。</translation>
    </message>
    <message>
        <source>Reload (drop my changes)</source>
        <translation>重新加载（放弃我的更改）</translation>
    </message>
    <message>
        <source>Overwrite (drop theirs)</source>
        <translation>覆盖（放弃对方的更改）</translation>
    </message>
    <message>
        <source>Save mine as...</source>
        <translation>将我的更改另存为...</translation>
    </message>
    <message>
        <source>the new job &quot;%1&quot; (never saved)</source>
        <translation>新任务“%1”（从未保存）</translation>
    </message>
    <message>
        <source>DDP Wizard did not close cleanly last time. Restore the unsaved changes to %1?
No drops them; Cancel keeps them for the next start.</source>
        <translation>DDP Wizard 上次没有正常关闭。要恢复对 %1 未保存的更改吗？
选“否”会丢弃它们；选“取消”则保留到下次启动。</translation>
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
    <message>
        <source>Change the job: %1</source>
        <translation>修改任务：%1</translation>
    </message>
    <message>
        <source>Fix: %1</source>
        <translation>修复：%1</translation>
    </message>
</context>
<context>
    <name>ddpw::FrameworkPage</name>
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
    <message>
        <source>Why each choice does or does not fit</source>
        <translation>每个选项为什么适合或不适合</translation>
    </message>
</context>
<context>
    <name>ddpw::JobDocument</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Changed: %1</source>
        <translation>已更改：%1</translation>
    </message>
    <message>
        <source>Undone: %1</source>
        <translation>已撤销：%1</translation>
    </message>
    <message>
        <source>Redone: %1</source>
        <translation>已重做：%1</translation>
    </message>
</context>
<context>
    <name>ddpw::JobStatusBanner</name>
    <message numerus="yes">
        <source>Not ready: %n error(s). First: %1</source>
        <translation>
            <numerusform>尚不可用：%n 个错误。第一个：%1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Ready to paste, with %n warning(s). First: %1</source>
        <translation>
            <numerusform>可以粘贴，有 %n 个警告。第一个：%1</numerusform>
        </translation>
    </message>
    <message>
        <source>Ready to paste: no errors, checked against torch %1&apos;s own parser</source>
        <translation>可以粘贴：没有错误，已用 torch %1 自己的解析器检查</translation>
    </message>
    <message>
        <source>Ready to paste: no errors, checked against the options every torch release accepts</source>
        <translation>可以粘贴：没有错误，已按所有 torch 版本都接受的选项检查</translation>
    </message>
    <message>
        <source>Errors</source>
        <translation>有错误</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>有警告</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>就绪</translation>
    </message>
    <message>
        <source>&amp;Show</source>
        <translation>查看(&amp;S)</translation>
    </message>
    <message>
        <source>Go to the first problem</source>
        <translation>转到第一个问题</translation>
    </message>
    <message>
        <source>Copy for the &amp;platform</source>
        <translation>复制到平台(&amp;P)</translation>
    </message>
    <message>
        <source>Copy the start command for the platform&apos;s &quot;start command&quot; box (Ctrl+Shift+C)</source>
        <translation>复制启动命令，用于平台的“启动命令”输入框（Ctrl+Shift+C）</translation>
    </message>
</context>
<context>
    <name>ddpw::LogDiagnosisDialog</name>
    <message>
        <source>Diagnose a failed job</source>
        <translation>诊断失败的任务</translation>
    </message>
    <message>
        <source>Open, paste or drop the logs of a failed job (one per node, or one interleaved log). The findings come root cause first; click a line to see it in its log, and a fix to apply it to the job.</source>
        <translation>打开、粘贴或拖入失败任务的日志（每个节点一个，或一个交错的日志）。发现按根本原因优先排列；点击某一行可在日志中查看它，点击修复可将其应用到任务。</translation>
    </message>
    <message>
        <source>Logs</source>
        <translation>日志</translation>
    </message>
    <message>
        <source>&amp;Open logs...</source>
        <translation>打开日志(&amp;O)...</translation>
    </message>
    <message>
        <source>Open one or more log files (one per node)</source>
        <translation>打开一个或多个日志文件（每个节点一个）</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>粘贴(&amp;P)</translation>
    </message>
    <message>
        <source>Add the clipboard&apos;s text as a log</source>
        <translation>将剪贴板中的文本添加为日志</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>移除(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>关闭(&amp;C)</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>发现</translation>
    </message>
    <message>
        <source>Open logs</source>
        <translation>打开日志</translation>
    </message>
    <message>
        <source>Logs (*.log *.txt *.out *.err);;All files (*)</source>
        <translation>日志 (*.log *.txt *.out *.err);;所有文件 (*)</translation>
    </message>
    <message>
        <source>pasted %1</source>
        <translation>粘贴的 %1</translation>
    </message>
    <message>
        <source>dropped %1</source>
        <translation>拖入的 %1</translation>
    </message>
    <message>
        <source>No logs yet.</source>
        <translation>尚无日志。</translation>
    </message>
    <message numerus="yes">
        <source>No failure found in %n line(s).</source>
        <translation>
            <numerusform>在 %n 行中未发现失败。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2, in %3 of %4; the root cause comes first.</source>
        <translation>%4 %3中有 %1、%2；根本原因排在最前。</translation>
    </message>
    <message numerus="yes">
        <source>%n finding(s)</source>
        <translation>
            <numerusform>%n 个发现</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n 个错误</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n line(s)</source>
        <translation>
            <numerusform>%n 行</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n log(s)</source>
        <translation>
            <numerusform>%n 个日志的</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Reading %n log(s)...</source>
        <translation>
            <numerusform>正在读取 %n 份日志……</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ddpw::LogFindingCard</name>
    <message>
        <source>Error</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>提示</translation>
    </message>
    <message>
        <source>Show line %1 of %2</source>
        <translation>显示 %2 的第 %1 行</translation>
    </message>
    <message numerus="yes">
        <source>... and %n more line(s)</source>
        <translation>
            <numerusform>……以及另外 %n 行</numerusform>
        </translation>
    </message>
    <message>
        <source>Fix: %1</source>
        <translation>修复：%1</translation>
    </message>
    <message>
        <source>Job: %1</source>
        <translation>任务：%1</translation>
    </message>
    <message>
        <source>Apply to the job: %1</source>
        <translation>应用到任务：%1</translation>
    </message>
    <message>
        <source>Explains: %1</source>
        <translation>解释了：%1</translation>
    </message>
    <message>
        <source>Applied: %1</source>
        <translation>已应用：%1</translation>
    </message>
    <message>
        <source>Apply to the job: %1
The start command changes:
%2</source>
        <translation>应用到任务：%1
启动命令的变化：
%2</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1：</translation>
    </message>
    <message>
        <source>Caused by %1 in %2</source>
        <translation>由 %2 中的 %1 引起</translation>
    </message>
</context>
<context>
    <name>ddpw::LogViewer</name>
    <message>
        <source>Log</source>
        <translation>日志</translation>
    </message>
    <message>
        <source>Click a line of a finding to see it in its log.</source>
        <translation>点击某个发现中的一行，即可在其日志中查看。</translation>
    </message>
</context>
<context>
    <name>ddpw::MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
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
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>Use the &amp;guide&apos;s example (2 nodes x 8 GPUs)</source>
        <translation>使用指南中的示例（2 个节点 × 8 个 GPU）(&amp;G)</translation>
    </message>
    <message>
        <source>Fill the form with the platform guide&apos;s example: one worker role, 2 nodes with 8 GPUs each, torchrun with c10d.</source>
        <translation>用平台指南中的示例填写表单：一个 worker 节点组共 2 个节点，每个节点 8 个 GPU，使用 torchrun 和 c10d。</translation>
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
        <source>The steps of the platform&apos;s form; a mark shows a step with problems.</source>
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
        <source>&lt;h3&gt;DDP Wizard %1&lt;/h3&gt;&lt;p&gt;Builds, validates and dry-runs multi-node PyTorch DDP start commands for the platform&apos;s &quot;Other&quot; compute framework.&lt;/p&gt;&lt;p&gt;Qt %2&lt;br&gt;libssh %3&lt;/p&gt;</source>
        <translation>&lt;h3&gt;DDP Wizard %1&lt;/h3&gt;&lt;p&gt;为平台的“其他”计算框架生成、校验并试运行多节点 PyTorch DDP 启动命令。&lt;/p&gt;&lt;p&gt;Qt %2&lt;br&gt;libssh %3&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About DDP Wizard</source>
        <translation>关于 DDP Wizard</translation>
    </message>
    <message>
        <source>Topology</source>
        <translation>拓扑</translation>
    </message>
    <message>
        <source>Per node</source>
        <translation>每个节点</translation>
    </message>
    <message>
        <source>&amp;Diagnose logs...</source>
        <translation>诊断日志(&amp;D)...</translation>
    </message>
    <message>
        <source>Find out why a job failed from its logs</source>
        <translation>根据日志找出任务失败的原因</translation>
    </message>
    <message>
        <source>Toolbar</source>
        <translation>工具栏</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>主题(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;System colours</source>
        <translation>系统配色(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>浅色(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>深色(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Copy for the platform</source>
        <translation>复制到平台(&amp;C)</translation>
    </message>
    <message>
        <source>Copy the start command for the platform&apos;s &quot;start command&quot; box</source>
        <translation>复制启动命令，用于平台的“启动命令”输入框</translation>
    </message>
    <message>
        <source>&amp;Previous step</source>
        <translation>上一步(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Next step</source>
        <translation>下一步(&amp;N)</translation>
    </message>
    <message>
        <source>Copied, but the command has errors: see the banner above.</source>
        <translation>已复制，但命令有错误：请看上方的状态栏。</translation>
    </message>
    <message>
        <source>Copied: paste it into the platform&apos;s &quot;start command&quot; box.</source>
        <translation>已复制：请粘贴到平台的“启动命令”输入框。</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Undo: %1</source>
        <translation>撤销(&amp;U)：%1</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo: %1</source>
        <translation>重做(&amp;R)：%1</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>Use the guide&apos;s example</source>
        <translation>使用指南中的示例</translation>
    </message>
</context>
<context>
    <name>ddpw::OpenCommandDialog</name>
    <message>
        <source>Open command</source>
        <translation>打开命令</translation>
    </message>
    <message>
        <source>Paste a start command. It is checked as you type, the way bash and torch %1 read it; hover an underlined word for the problem, and apply a fix from the list.</source>
        <translation>粘贴启动命令。输入时即按 bash 和 torch %1 的读法进行检查；将鼠标悬停在带下划线的词上可查看问题，并可在列表中应用修复。</translation>
    </message>
    <message>
        <source>Pasted command</source>
        <translation>粘贴的命令</translation>
    </message>
    <message>
        <source>Import into form</source>
        <translation>导入表单</translation>
    </message>
    <message>
        <source>The form cannot hold these parts of the command; they will not be in the generated command:
%1

Import the rest?</source>
        <translation>表单无法容纳命令的以下部分，生成的命令中将不包含它们：
%1

导入其余部分吗？</translation>
    </message>
    <message>
        <source>&amp;Import into form</source>
        <translation>导入表单(&amp;I)</translation>
    </message>
    <message>
        <source>Read the command&apos;s options into the form</source>
        <translation>将命令的选项读入表单</translation>
    </message>
</context>
<context>
    <name>ddpw::PerNodeView</name>
    <message>
        <source>&amp;Node:</source>
        <translation>节点(&amp;N)：</translation>
    </message>
    <message>
        <source>Node shown</source>
        <translation>显示的节点</translation>
    </message>
    <message>
        <source>The node whose command and workers are shown, numbered from 0 like %1</source>
        <translation>显示其命令和工作进程的节点，与 %1 一样从 0 开始编号</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Word</source>
        <translation>词</translation>
    </message>
    <message>
        <source>Launcher arguments on this node</source>
        <translation>该节点上的启动器参数</translation>
    </message>
    <message>
        <source>Variable</source>
        <translation>变量</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>Environment the command sets on this node</source>
        <translation>命令在该节点上设置的环境变量</translation>
    </message>
    <message>
        <source>Values known only on the node</source>
        <translation>只有节点上才能得知的值</translation>
    </message>
    <message>
        <source>Parts of the command whose value only the node knows when it runs</source>
        <translation>命令中只有节点在运行时才知道其值的部分</translation>
    </message>
    <message>
        <source>Environment torchrun gives each worker on this node</source>
        <translation>torchrun 在该节点上为每个工作进程提供的环境变量</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>命令</translation>
    </message>
    <message>
        <source>Environment</source>
        <translation>环境变量</translation>
    </message>
    <message>
        <source>Workers</source>
        <translation>工作进程</translation>
    </message>
    <message>
        <source>The variables torchrun sets for every worker process it starts on this node</source>
        <translation>torchrun 为它在该节点上启动的每个工作进程设置的变量</translation>
    </message>
    <message numerus="yes">
        <source>of %n node(s), numbered from 0</source>
        <translation>
            <numerusform>共 %n 个节点，从 0 开始编号</numerusform>
        </translation>
    </message>
    <message>
        <source>No nodes: set a node count between 1 and %1.</source>
        <translation>没有节点：请把节点数量设为 1 到 %1 之间。</translation>
    </message>
    <message>
        <source>&lt;b&gt;MASTER&lt;/b&gt; = %1 (%2)</source>
        <translation>&lt;b&gt;MASTER&lt;/b&gt; = %1（%2）</translation>
    </message>
    <message>
        <source>&lt;b&gt;Node rank&lt;/b&gt; %1 (%2=%1)%3</source>
        <translation>&lt;b&gt;节点序号&lt;/b&gt; %1（%2=%1）%3</translation>
    </message>
    <message>
        <source>, the master node: it hosts the rendezvous</source>
        <translation>，主节点：它承载汇合</translation>
    </message>
    <message>
        <source>&lt;b&gt;Rendezvous&lt;/b&gt; at %1</source>
        <translation>&lt;b&gt;汇合&lt;/b&gt; 位于 %1</translation>
    </message>
    <message>
        <source>No nodes.</source>
        <translation>没有节点。</translation>
    </message>
    <message>
        <source>The number of workers is only known on the node (nproc &quot;auto&quot; without GPUs: one per CPU core).</source>
        <translation>工作进程数量只有在节点上才能得知（没有 GPU 时 nproc 为“auto”：每个 CPU 核一个）。</translation>
    </message>
    <message>
        <source>Known only on the node</source>
        <translation>只有节点上才知道</translation>
    </message>
    <message>
        <source>What it is</source>
        <translation>含义</translation>
    </message>
    <message>
        <source>&amp;Worker (LOCAL_RANK):</source>
        <translation>工作进程(&amp;W)（LOCAL_RANK）：</translation>
    </message>
    <message>
        <source>Worker shown</source>
        <translation>显示的工作进程</translation>
    </message>
    <message>
        <source>The worker process whose environment is shown, by its local rank</source>
        <translation>按本地序号选择要显示其环境变量的工作进程</translation>
    </message>
    <message>
        <source>Nothing: every value in this node&apos;s command is known before it runs, from the form and the platform&apos;s variables.</source>
        <translation>没有：该节点命令中的每个值在运行前都已知，来自表单和平台变量。</translation>
    </message>
    <message>
        <source>These parts depend on the node itself (a command&apos;s output, a file, a variable the platform does not set), so they are shown as written; the node fills them in when it runs the command.</source>
        <translation>这些部分取决于节点本身（命令的输出、文件、平台不设置的变量），因此按原样显示；节点运行命令时才会填入。</translation>
    </message>
    <message numerus="yes">
        <source>of %n worker(s) on this node</source>
        <translation>
            <numerusform>，本节点共 %n 个工作进程</numerusform>
        </translation>
    </message>
    <message>
        <source>torchrun</source>
        <translation>torchrun</translation>
    </message>
    <message>
        <source>implies %1</source>
        <translation>即 %1</translation>
    </message>
</context>
<context>
    <name>ddpw::PlatformVariablesEditor</name>
    <message>
        <source>Variables the platform sets on each node (computed from the job, role and node count):</source>
        <translation>平台在每个节点上设置的变量（由任务名称、节点组和节点数计算）：</translation>
    </message>
    <message>
        <source>as on node:</source>
        <translation>所在节点：</translation>
    </message>
    <message>
        <source>The values differ by node: VC_TASK_INDEX and HOSTNAME are the node&apos;s own.</source>
        <translation>各节点的值不同：VC_TASK_INDEX 和 HOSTNAME 是该节点自己的值。</translation>
    </message>
    <message>
        <source>Node shown</source>
        <translation>显示的节点</translation>
    </message>
    <message>
        <source>Variable</source>
        <translation>变量</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>Set by</source>
        <translation>设置者</translation>
    </message>
    <message>
        <source>Variables the platform sets</source>
        <translation>平台设置的变量</translation>
    </message>
    <message>
        <source>&amp;Other variables your platform sets, with sample values (e.g. MA_NUM_GPUS = 8); validate, the per-node view and the dry-run use them:</source>
        <translation>您的平台设置的其他变量及示例值（如 MA_NUM_GPUS = 8）(&amp;O)；校验、逐节点视图和试运行都会使用它们：</translation>
    </message>
    <message>
        <source>Sample value</source>
        <translation>示例值</translation>
    </message>
    <message>
        <source>Your platform&apos;s variables</source>
        <translation>您的平台的变量</translation>
    </message>
    <message>
        <source>Add variable</source>
        <translation>添加变量</translation>
    </message>
    <message>
        <source>Remove variable</source>
        <translation>删除变量</translation>
    </message>
</context>
<context>
    <name>ddpw::PreviewPane</name>
    <message>
        <source>Changed the job: %1</source>
        <translation>已修改任务：%1</translation>
    </message>
    <message>
        <source>The edited command was read back into the form.</source>
        <translation>编辑后的命令已读回表单。</translation>
    </message>
    <message>
        <source>Read the edited command back</source>
        <translation>把编辑后的命令读回表单</translation>
    </message>
    <message>
        <source>The edited command is kept as typed and not read into the form (%1); a change in the form regenerates it, and Undo brings it back.</source>
        <translation>编辑后的命令按输入原样保留，未读入表单（%1）；表单的修改会重新生成它，撤销可以恢复它。</translation>
    </message>
</context>
<context>
    <name>ddpw::ScriptArgumentsEdit</name>
    <message numerus="yes">
        <source>Bash cannot read this line as arguments: %1. The job keeps %n argument(s).</source>
        <translation>
            <numerusform>bash 无法把这一行读作参数：%1。任务保留原来的 %n 个参数。</numerusform>
        </translation>
    </message>
    <message>
        <source>No arguments: the script gets none.</source>
        <translation>没有参数：脚本不会收到任何参数。</translation>
    </message>
    <message>
        <source>(empty)</source>
        <translation>（空）</translation>
    </message>
    <message numerus="yes">
        <source>The script gets %n argument(s):</source>
        <translation>
            <numerusform>脚本收到 %n 个参数：</numerusform>
        </translation>
    </message>
    <message>
        <source>Passed as written, not expanded as bash would: %1</source>
        <translation>按原样传递，不会像 bash 那样展开：%1</translation>
    </message>
    <message>
        <source>e.g. --lr 0.1 --data /mnt/data</source>
        <translation>例如 --lr 0.1 --data /mnt/data</translation>
    </message>
    <message>
        <source>Type the arguments as after the script&apos;s name in a shell; quote an argument that holds spaces: --name &quot;my run&quot;</source>
        <translation>像在 shell 中脚本名后面那样输入参数；含空格的参数请加引号：--name &quot;my run&quot;</translation>
    </message>
    <message>
        <source>Script arguments</source>
        <translation>脚本参数</translation>
    </message>
</context>
<context>
    <name>ddpw::StepHeader</name>
    <message>
        <source>Step %1 of %2</source>
        <translation>第 %1 步，共 %2 步</translation>
    </message>
</context>
<context>
    <name>ddpw::StepNavigation</name>
    <message>
        <source>Back</source>
        <translation>上一步</translation>
    </message>
    <message>
        <source>Go to %1 (Ctrl+PgUp)</source>
        <translation>转到%1（Ctrl+PgUp）</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>下一步</translation>
    </message>
    <message>
        <source>Next: %1</source>
        <translation>下一步：%1</translation>
    </message>
    <message>
        <source>Go to %1 (Ctrl+PgDown)</source>
        <translation>转到%1（Ctrl+PgDown）</translation>
    </message>
</context>
<context>
    <name>ddpw::TaskPage</name>
    <message>
        <source>The name of the single role; &quot;worker&quot; gives the variables VC_WORKER_HOSTS and VC_WORKER_NUM the guide uses.</source>
        <translation>唯一节点组的名称；名为“worker”时，平台变量为指南中使用的 VC_WORKER_HOSTS 和 VC_WORKER_NUM。</translation>
    </message>
    <message>
        <source>Role name</source>
        <translation>节点组名称</translation>
    </message>
    <message>
        <source>How many nodes (pods) the role starts; torchrun&apos;s --nnodes.</source>
        <translation>该节点组启动的节点（Pod）数量；即 torchrun 的 --nnodes。</translation>
    </message>
    <message>
        <source>Node count</source>
        <translation>节点数量</translation>
    </message>
    <message>
        <source>The GPUs each node gets; one training process runs per GPU.</source>
        <translation>每个节点分配的 GPU 数；每个 GPU 运行一个训练进程。</translation>
    </message>
    <message>
        <source>GPUs per node</source>
        <translation>每节点 GPU 数</translation>
    </message>
    <message>
        <source>%1: the addresses of all its nodes, comma-separated
%2: the number of nodes
%3: this node&apos;s index, from 0</source>
        <translation>%1：所有节点的地址，以逗号分隔
%2：节点数量
%3：本节点的序号，从 0 开始</translation>
    </message>
    <message>
        <source>worker &amp;Role (node group)</source>
        <translation>worker 节点组(&amp;R)</translation>
    </message>
    <message>
        <source>Set up exactly one role; every node of it runs the same start command.</source>
        <translation>只设置一个节点组；它的每个节点都运行同一个启动命令。</translation>
    </message>
    <message>
        <source>&amp;Node count</source>
        <translation>节点数量(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;GPUs per node</source>
        <translation>每节点 GPU 数(&amp;G)</translation>
    </message>
    <message>
        <source>One training process runs per GPU; 0 is a CPU-only job.</source>
        <translation>每个 GPU 运行一个训练进程；0 表示仅 CPU 的任务。</translation>
    </message>
    <message>
        <source>What the platform sets on every node</source>
        <translation>平台在每个节点上设置的变量</translation>
    </message>
</context>
<context>
    <name>ddpw::TopologyScene</name>
    <message>
        <source>Node %1</source>
        <translation>节点 %1</translation>
    </message>
    <message>
        <source>No nodes: set a node count between 1 and %1.</source>
        <translation>没有节点：请把节点数量设为 1 到 %1 之间。</translation>
    </message>
    <message>
        <source>Static rendezvous: TCP store at %1</source>
        <translation>static 汇合：TCP 存储位于 %1</translation>
    </message>
    <message>
        <source>c10d rendezvous store at %1</source>
        <translation>c10d 汇合存储位于 %1</translation>
    </message>
    <message>
        <source>on node 0 (%1); each node brings its rank from %2</source>
        <translation>在节点 0 上（%1）；每个节点从 %2 获得自己的序号</translation>
    </message>
    <message>
        <source>on node 0 (%1); every node&apos;s agent joins it, then the ranks are handed out</source>
        <translation>在节点 0 上（%1）；每个节点的代理都加入它，然后分配序号</translation>
    </message>
    <message>
        <source>Node %1: host %2 of %3, %4=%1</source>
        <translation>节点 %1：%3 的第 %2 个主机，%4=%1</translation>
    </message>
    <message>
        <source>MASTER is the %1; every node meets there at %2.</source>
        <translation>MASTER 是%1；每个节点都在 %2 汇合。</translation>
    </message>
    <message>
        <source>Nodes %1-%2: same as node 1</source>
        <translation>节点 %1-%2：与节点 1 相同</translation>
    </message>
    <message numerus="yes">
        <source>%n node(s), global ranks %1-%2</source>
        <translation>
            <numerusform>%n 个节点，全局序号 %1-%2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n node(s)</source>
        <translation>
            <numerusform>%n 个节点</numerusform>
        </translation>
    </message>
    <message>
        <source>Each of these nodes runs the same command and the same processes as node 1; only the node rank and the global ranks differ.</source>
        <translation>这些节点运行与节点 1 相同的命令和相同的进程；只有节点序号和全局序号不同。</translation>
    </message>
    <message>
        <source>Rendezvous: each node&apos;s torchrun agent joins the store, and the store hands out the node ranks</source>
        <translation>汇合：每个节点的 torchrun 代理加入存储，由存储分配节点序号</translation>
    </message>
    <message>
        <source>Ring all-reduce: node %1 passes gradient chunks on to the next node</source>
        <translation>环形全归约：节点 %1 把梯度分块传给下一个节点</translation>
    </message>
    <message>
        <source>Ring all-reduce: the last node closes the ring back to node 0</source>
        <translation>环形全归约：最后一个节点把环连回节点 0</translation>
    </message>
    <message>
        <source>a worker process: GPU-less, LOCAL_RANK and global RANK</source>
        <translation>一个工作进程：无 GPU，LOCAL_RANK 与全局 RANK</translation>
    </message>
    <message>
        <source>a worker process on one GPU: GPU index = LOCAL_RANK, global RANK</source>
        <translation>一个 GPU 上的工作进程：GPU 编号 = LOCAL_RANK，全局 RANK</translation>
    </message>
    <message>
        <source>the master node: it hosts the rendezvous</source>
        <translation>主节点：汇合在它上面</translation>
    </message>
    <message>
        <source>rendezvous: every node&apos;s agent joins the store</source>
        <translation>汇合：每个节点的代理加入存储</translation>
    </message>
    <message>
        <source>ring all-reduce of the gradients between the nodes</source>
        <translation>节点之间梯度的环形全归约</translation>
    </message>
    <message>
        <source>node rank %1 · %2=%1</source>
        <translation>节点序号 %1 · %2=%1</translation>
    </message>
    <message>
        <source>MASTER</source>
        <translation>主节点</translation>
    </message>
    <message>
        <source>proc %1</source>
        <translation>进程 %1</translation>
    </message>
    <message>
        <source>GPU %1</source>
        <translation>GPU %1</translation>
    </message>
    <message>
        <source>rank %1</source>
        <translation>%1 号进程</translation>
    </message>
    <message>
        <source>Global rank %1 = node rank %2 × %3 processes per node + local rank %4</source>
        <translation>全局序号 %1 = 节点序号 %2 × 每节点 %3 个进程 + 本地序号 %4</translation>
    </message>
    <message>
        <source>? processes</source>
        <translation>? 个进程</translation>
    </message>
    <message>
        <source>&quot;auto&quot;: one per CPU core</source>
        <translation>“auto”：每个 CPU 核一个</translation>
    </message>
</context>
<context>
    <name>ddpw::TopologyView</name>
    <message>
        <source>Topology picture</source>
        <translation>拓扑图</translation>
    </message>
    <message>
        <source>Ctrl+wheel zooms; drag or use the scroll bars to move.</source>
        <translation>Ctrl+滚轮缩放；拖动或使用滚动条移动。</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>放大</translation>
    </message>
    <message>
        <source>Make the picture larger (Ctrl+wheel up)</source>
        <translation>放大图片（Ctrl+滚轮向上）</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>缩小</translation>
    </message>
    <message>
        <source>Make the picture smaller (Ctrl+wheel down)</source>
        <translation>缩小图片（Ctrl+滚轮向下）</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>适合窗口</translation>
    </message>
    <message>
        <source>Show the whole picture</source>
        <translation>显示整张图片</translation>
    </message>
    <message>
        <source>100%</source>
        <translation>100%</translation>
    </message>
    <message>
        <source>Zoom level</source>
        <translation>缩放比例</translation>
    </message>
    <message>
        <source>Save image…</source>
        <translation>保存图片…</translation>
    </message>
    <message>
        <source>Save the picture as PNG or SVG, e.g. for slides</source>
        <translation>将图片保存为 PNG 或 SVG，例如用于幻灯片</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>Show the picture at its natural size, from its top left corner</source>
        <translation>以原始大小从左上角显示图片</translation>
    </message>
</context>
</TS>
