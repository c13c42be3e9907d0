# sed scripts of several commands: groups, ranges, q, y, =, the N-th match, a last line
# without newline.
LIST=$(printf '%s' "$VC_WORKER_HOSTS" | tr , '\n')
FIRST=$(printf 'PING a (10.0.0.1) 56 bytes\nrest\n' | sed '1{s/[^(]*(//;s/).*//;q}')
SECOND=$(sed -n '2{p;q}' <<< "$LIST")
LAST=$(sed '$!d' <<< "$LIST")
UPPER=$(sed -e 's/node/NODE/2' -e 'y/abc/ABC/' <<< "node-node-a")
RANGE=$(printf 'x\nstart\n1\n2\nend\ny\n' | sed -n '/start/,/end/{/start/d;/end/d;p}' | tr '\n' ,)
NUMBERED=$(printf 'a\nb' | sed -n '$=')
KEEP=$(printf 'a\nb' | sed 'p' | tr '\n' :)
torchrun --master-addr=$FIRST t.py "$SECOND" "$LAST" "$UPPER" "$RANGE" "$NUMBERED" "$KEEP"
