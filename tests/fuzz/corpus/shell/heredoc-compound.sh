cat <<EOF | tr a b
line $X
EOF
if a; then ( b ) & fi
