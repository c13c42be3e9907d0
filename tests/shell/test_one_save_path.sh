#!/bin/bash
# Every file the app or the CLI writes goes through util/AtomicFile, the one save path that checks
# every write and the fsync before it replaces the target (a full disk once turned a saved job
# into an empty file). Fails on any other writer in core/, ui/ or app/: QSaveFile, a file opened
# for writing (QFile, std::ofstream, fopen, open(2), creat(2)), or an image saved by its path.
# QSettings keeps its own files (written atomically by Qt) and is not a save of the user's.
# argv: CLI path (unused), python path (unused). Skips (77) outside a git checkout.
set -euo pipefail
root=${DDPW_SOURCE_DIR:-$(cd "$(dirname "$0")/../.." && pwd)}
# shellcheck source=lib/common.sh
source "$(dirname "$0")/lib/common.sh"
enter_git_checkout "$root"

the_save_path=core/util/AtomicFile.cpp
writers=(
    'QSaveFile'
    '(QIODevice|QFile|QFileDevice)::(WriteOnly|ReadWrite|Append|Truncate|NewOnly)'
    '\bofstream\b|\bfstream\b'
    '\bfopen\s*\([^,]*,\s*"[^"]*[wa+]'
    '\bopen\s*\([^;]*O_(WRONLY|RDWR|CREAT)'
    '\bcreat\s*\('
    '(image|pixmap|picture|QImage|QPixmap)\w*\.save\(\s*[^&)]'
)
# The terminal is not a file: the passphrase prompt talks to /dev/tty.
allowed='fopen\("/dev/tty"'

for pattern in "${writers[@]}"; do
    while IFS= read -r hit; do
        [[ $hit =~ $allowed ]] && continue
        fail "a writer outside $the_save_path (use AtomicFile::write): $hit"
    done < <(git grep -nE "$pattern" -- core ui app ":!core/util/AtomicFile.*" || true)
done

# The patterns find writers at all: the one save path itself must match the first two.
for pattern in "${writers[@]:0:2}"; do
    if git grep -qE "$pattern" -- "$the_save_path"; then
        pass "the pattern '$pattern' finds the writer in $the_save_path"
    else
        fail "the pattern '$pattern' no longer finds the writer in $the_save_path: the check would see nothing"
    fi
done

finish
