#!/bin/bash
# The repository tracks only what it should: a newcomer's `git ls-files` is the project, not a
# stray file from a shell session (a zero-byte `x` once sat at the root), a build output or an
# editor's backup. Fails on a tracked empty file, a root entry outside the layout README.md
# describes, a tracked file .gitignore ignores, a file type that is only ever produced, or text
# that is no longer true (tests/shell/tree_references.py).
# argv: CLI path (unused), python path (unused). Skips (77) outside a git checkout.
set -euo pipefail
root=${DDPW_SOURCE_DIR:-$(cd "$(dirname "$0")/../.." && pwd)}
# shellcheck source=lib/common.sh
source "$(dirname "$0")/lib/common.sh"
here=$(cd "$(dirname "$0")" && pwd)
enter_git_checkout "$root"

# The root holds the build, the licence, the README and the folders of the layout, nothing else.
allowed_root=" .ci .clang-format .gitignore CMakeLists.txt LICENSE README.md app cmake core docs
 examples resources tests tools ui "
while IFS= read -r entry; do
    case "$allowed_root" in
        *[[:space:]]"$entry"[[:space:]]*) ;;
        *) fail "root entry '$entry' is not part of the layout (README.md, 'Layout')" ;;
    esac
done < <(git ls-files | cut -d/ -f1 | sort -u)

# A tracked file that is empty was almost always created by accident; deleted files still listed
# by the index (a pending `git rm`) are not the tree's content.
while IFS= read -r -d '' file; do
    [ -e "$file" ] || continue
    [ -s "$file" ] || fail "tracked file '$file' is empty"
done < <(git ls-files -z)

# Whatever .gitignore says is generated must not be tracked.
while IFS= read -r file; do
    fail "tracked file '$file' is ignored by .gitignore"
done < <(git ls-files -ci --exclude-standard)

# Build outputs, editor and merge leftovers, compiled Python.
while IFS= read -r file; do
    fail "tracked file '$file' looks generated or left over"
done < <(git ls-files | grep -E '(\.(o|a|so|qm|pyc|orig|rej|swp|tmp|bak)|~|/core|\.DS_Store)$' || true)

# README.md's layout has an item for every folder at the root, and each folder it names exists.
while IFS= read -r entry; do
    [ -d "$entry" ] || continue
    grep -qF -- "- \`${entry}/\`" README.md || fail "README.md's layout does not describe ${entry}/"
done < <(git ls-files | grep / | cut -d/ -f1 | grep -v '^\.' | sort -u)
while IFS= read -r entry; do
    [ -d "$entry" ] || fail "README.md's layout names ${entry}/, which does not exist"
done < <(sed -n '/^## Layout/,/^## /p' README.md | sed -n 's/^- `\([a-z]*\)\/`.*/\1/p')

# The text speaks of the product: no tracker or work-process references, no test named that
# does not exist, no accessor nothing calls, a layer table that is core/CMakeLists.txt's.
while IFS= read -r problem; do
    fail "$problem"
done < <(python3 "$here/tree_references.py" "$root" || true)

echo "checked: the tree holds only what it should"
finish
