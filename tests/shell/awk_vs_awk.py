#!/usr/bin/env python3
"""awk as expand simulates it against the system's awk (Debian's mawk; gawk agrees on these): a
seeded generator of the awk programs start scripts use to pick a host, a node's index in the
host list, a count or a value of a config file (fields and -F, -v, NR/NF patterns, /regex/ and ~,
-F regular expressions and NAME=VALUE operands after the program,
if/else, for and while loops, break/next/exit, += and ++, END sums, printf, substr/index/
split() and array elements,
toupper/length, the ternary, RS of one character), each over an input of host lists, key=value or name/address lines,
in a start command that passes awk's output to the launcher. Real bash runs it with a stand-in
torchrun that prints its argv; `ddpwizard-cli expand --format json` must give the same argv, or
say the value is unresolved (never a different one).
Usage: awk_vs_awk.py CLI [--seed S] [--count N]"""
import os
import shlex
import sys

import expand_vs_tool

HOSTS = ["job-worker-%d.job" % k for k in range(6)]
CONFIG = ["master_addr=job-worker-0.job", "master_port=29500", "nnodes=4", "nproc=8", "# comment", "",
          "master=10.1.0.10", "port = 29400"]
ADDRESSES = ["job-worker-0.job 10.1.0.10", "job-worker-1.job 10.1.0.11", "lo 127.0.0.1", "eth0 10.1.0.12",
             "ib0 192.168.3.4", "docker0 172.17.0.1", "gpu 0: A100 80GB", "12 34 56"]


def hosts_input(r):
    return ",".join(HOSTS[:r.randrange(1, len(HOSTS) + 1)]) + "\n"


def lines_input(r, pool):
    return "\n".join(r.sample(pool, r.randrange(1, len(pool) + 1))) + "\n"


def host_program(r):
    me = r.choice(HOSTS + ["job-worker-9.job"])
    off = r.choice(["", " - 1", "-1"])
    field = r.choice(["1", "2", "NF", "(NF-1)", "0"])
    return r.choice([
        ["-F,", "-v", "me=" + me, "{ for (i = 1; i <= NF; i++) if ($i == me) print i%s }" % off],
        ["-F,", "-v", "me=" + me, "{for(i=1;i<=NF;i++){if($i==me){print i%s; exit}}}" % off],
        ["-F,", "-v", "me=" + me, "{ i = 1; while (i <= NF) { if ($i ~ me) { print i - 1; break } i++ } }"],
        ["-F,", "{print $%s}" % field],
        ["-F,", "{ print NF }"],
        ["-F,", r"{print \$%s}" % field],
        ["-F,", r'{ gsub(/\./, "-"); n = split($0, a, /,/); print a[1] "\\" n }'],
        ["-F", ",", "{ n = 0; for (i = NF; i > 0; i--) n += length($i); print n, NF }"],
        ["-F,", '{ for (i = NF; i >= 1; i--) printf "%s%s", $i, (i > 1 ? ";" : "\\n") }'],
        ["-F,", "{ print toupper(substr($1, 1, %d)), index($1, \"-\") }" % r.randrange(0, 12)],
        ["-F,", "-v", "k=%d" % r.randrange(0, 7), "{ print (k < NF) ? $(k + 1) : \"none\" }"],
        ["-v", "RS=,", r.choice(["END {print NR}", "NR==%d" % r.randrange(1, 4), "{print NR \":\" $1}"])],
        ['BEGIN { RS = "," } NR == %d { print }' % r.randrange(1, 4)],
        # Arrays and split(): the host list split in BEGIN or per record, elements counted.
        ["-v", "me=" + me.split(".")[0], "{ n = split($0, a, \",\"); for (i = 1; i <= n; i++) "
         "if (index(a[i], me \".\") == 1) print i%s }" % off],
        ["-v", "list=" + ",".join(HOSTS[:r.randrange(1, 5)]),
         "BEGIN { n = split(list, h, \",\"); print h[%d], n }" % r.randrange(0, 5)],
        ["{ n = split($0, a, /,/); c[n]++; print a[n], c[n], a[n + 1] \"|\" }"],
        ["-F,", "-v", "me=" + me, "{ for (i = 1; i <= NF; i++) seen[$i]++; print seen[me] + 0, seen[$1] }"],
    ])


def config_program(r):
    key = r.choice(["master_addr", "master_port", "nnodes", "port", "master", "missing"])
    return r.choice([
        ["-F=", '$1 == "%s" {print $2; exit}' % key],
        ["-F=", "-v", "k=" + key, "$1 == k { print $2 }"],
        ["-F", "=", "/^%s/ { v = $2 } END { print v }" % key[:4]],
        ["-F=", '!/^#/ && NF == 2 { n++ } END { print n + 0 }'],
        ["-F=", "NR == %d { print $1 }" % r.randrange(1, 5)],
        ["-F=", '$2 ~ /^[0-9]+$/ { s += $2 } END { print s }'],
        ["-F=", '{ if ($2 > 100) print "big"; else if ($2 != "") print "small"; else print "none" }'],
        ["-F=", "NR > 1 && NF >= 2 {print $1}"],
        ["-F=", '{ printf "%s-%02d\\n", $1, NR }'],
    ])


def address_program(r):
    regex = r.choice(["^eth", "^ib", "worker-1", "[0-9]+\\\\.[0-9]+", "^lo$"])
    return r.choice([
        ["$1 ~ /%s/ { print $2 }" % regex],
        ["$1 !~ /%s/ { print $1; exit }" % regex],
        ["/%s/" % regex],
        ["NR %% 2 == %d" % r.randrange(0, 2)],
        ['{ if (NF > 2) next; print $NF }'],
        ['{ print ($1 ~ /%s/ || NF > 2 ? "many" : "one"), (NF > 1 && $2 ~ /^1/ || 0) }' % regex],
        ["{ s = s $1 \",\" } END { print s }"],
        ["BEGIN { x = %d; print x * %d, x %% 4, x / 2 }" % (r.randrange(1, 30), r.randrange(1, 9))],
        ["{ print length($0), length }"],
        [r'{ print "[\.]", "\/", "\q" $1 }'],
        [r'$0 ~ "^job-worker-[0-9]\.job" { print $2 }'],
        ['$2 + 0 > 20 { c++ } END { print c + 0, NR }'],
    ])


SEPARATORS = ["[,;]", "-|\\.", "-|.", "[-.]", ", *", "[[:space:]]+", "\\\\.", "\\.", "[=,]+", "-|,", "x*",
              "\\t", "t", "|"]


def separator_program(r):
    """A -F regular expression, or FS given as an operand after the program (awk assigns it once
    BEGIN has run)."""
    separator = r.choice(SEPARATORS)
    program = r.choice(["{ print NF \":\" $2 }", "{ print $%d }" % r.randrange(1, 4),
                        "BEGIN { print \"[\" FS \"]\" } { print $1 }", "NR == 1 { print $NF }"])
    return r.choice([["-F" + separator, program], ["-F", separator, program], [program, "FS=" + separator],
                     ["-F,", program, "FS=" + separator, "OFS=-"]])


def case(r):
    kind = r.choice(["hosts", "config", "addresses", "separators"])
    if kind == "hosts":
        text, words = hosts_input(r), host_program(r)
    elif kind == "config":
        text, words = lines_input(r, CONFIG), config_program(r)
    elif kind == "separators":
        text, words = lines_input(r, CONFIG + ADDRESSES), separator_program(r)
    else:
        text, words = lines_input(r, ADDRESSES), address_program(r)
    awk = "awk " + " ".join(shlex.quote(w) for w in words)
    feed = "printf %s " + shlex.quote(text)
    return f"OUT=$({feed} | {awk})\ntorchrun train.py \"$OUT\"\n"


def main():
    # Every kind generated here is simulated: almost all must resolve.
    return expand_vs_tool.main(case, "awk vs " + os.path.realpath("/usr/bin/awk"), 20261207,
                               "AWK_VS_AWK_VERBOSE", 0.05)


if __name__ == "__main__":
    sys.exit(main())
