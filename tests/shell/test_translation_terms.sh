#!/bin/bash
# The Chinese is Chinese, with one term per concept: every zh_CN translation follows
# resources/translations/zh_CN-terms.tsv (no wrong variant such as 作业 for job or 会合 for
# rendezvous; no term left English in a sentence: rank, rendezvous, world size, all-reduce, pass)
# and holds no English word except code (launcher options, variables, programs, values, file
# names written so in its source). The glossary behind the table: docs/translation-terms.md.
# First the checker must catch a bad translation of each kind, then the real .ts must pass.
# argv: CLI path (unused), python path.
set -euo pipefail
python=${2:-/usr/bin/python3}
root=${DDPW_SOURCE_DIR:-$(cd "$(dirname "$0")/../.." && pwd)}
source "$root/tests/shell/lib/common.sh"
checker="$root/tests/shell/translation_terms.py"
table="$root/resources/translations/zh_CN-terms.tsv"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# One message per line: expected verdict (ok/bad), source, translation.
while IFS='|' read -r verdict source translation; do
    [[ -z $verdict || $verdict == \#* ]] && continue
    cat > "$tmp/one.ts" <<EOF
<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>Case</name>
    <message>
        <source>$source</source>
        <translation>$translation</translation>
    </message>
</context>
</TS>
EOF
    # The checker also fails on fewer than 100 messages: judge by the problem count it prints.
    out=$("$python" "$checker" "$tmp/one.ts" "$table" || true)
    if [[ $out == *": 0 problems in 0 messages"* ]]; then got=ok; else got=bad; fi
    if [[ $got == "$verdict" ]]; then
        pass "$verdict: $translation"
    else
        fail "expected $verdict, got $got: $translation"
        echo "$out"
    fi
done <<'CASES'
bad|the job failed|作业失败了
ok|the job failed|任务失败了
bad|the rendezvous timed out|rendezvous 超时
bad|the rendezvous timed out|会合超时
ok|the rendezvous timed out|汇合超时
ok|the rendezvous timed out|汇合（rendezvous）超时
bad|world size is %1|world size 为 %1
ok|world size is %1|进程总数为 %1
bad|rank %1 ok|rank %1 正常
ok|rank %1 ok|%1 号进程正常
bad|Dry-run rendezvous: PASSED|试运行汇合：PASSED
bad|passed: %n rank(s) reported|pass：%n 个进程已报告
ok|passed: %n rank(s) reported|通过：%n 个进程已报告
bad|and check that all ranks meet (an all_reduce)|检查所有进程是否汇合（一次 all_reduce）
ok|and check that all ranks meet (an all_reduce)|检查所有进程是否汇合（一次全归约（all_reduce））
bad|the c10d store could not be reached|无法访问 c10d store
ok|the c10d store could not be reached|无法访问 c10d 存储
bad|every worker inherits %1|每个 worker 都继承 %1
ok|every worker inherits %1|每个工作进程都继承 %1
ok|the worker role's name (default worker)|worker 节点组的名称（默认“worker”）
bad|the master first|master 在前
ok|the master first|主节点在前
bad|the job is ready|the job is ready
bad|the form is ready|表单 is ready for the platform
ok|give --nproc_per_node=8 and ${MASTER}:29500 in train.py|请给出 --nproc_per_node=8 和 ${MASTER}:29500（train.py）
ok|torch stops with &quot;Cuda is not available&quot;|torch 报错“Cuda is not available”并退出
bad|torch stops|torch 报错“Cuda is not available”并退出
ok|spawn, fork or forkserver|spawn、fork 或 forkserver
bad|the start method|启动方式（spawn）
ok|NCCL or gloo over TCP on the GPU|GPU 上走 TCP 的 NCCL 或 gloo
CASES

if "$python" "$checker" "$root/resources/translations/ddpwizard_zh_CN.ts" "$table"; then
    pass "every zh_CN translation follows the term table"
else
    fail "zh_CN translations break the term table (above); the terms: docs/translation-terms.md"
fi
finish
