#!/bin/bash
# Rules the code states, checked on the code: every dialog of the app goes through ui/widgets/Prompt
# (so that an offscreen test can answer it), and outside libraries' types stay out of our
# headers except the one JSON adapter, LauncherArgsJson.h beside the CLI (core/CMakeLists.txt
# links outside libraries PRIVATE).
# argv: CLI path (unused), python path (unused). Skips (77) outside a git checkout.
set -euo pipefail
root=${DDPW_SOURCE_DIR:-$(cd "$(dirname "$0")/../.." && pwd)}
# shellcheck source=lib/common.sh
source "$(dirname "$0")/lib/common.sh"
enter_git_checkout "$root"

# A modal box or file dialog opened anywhere but Prompt cannot be answered by a test.
while IFS= read -r hit; do
    fail "dialog outside ui/widgets/Prompt: $hit"
done < <(git grep -nE 'Q(MessageBox::(question|warning|information|critical|about)|FileDialog::get|InputDialog::get)[A-Za-z]*\(' \
    -- ui app ':!ui/widgets/Prompt.cpp' || true)

# nlohmann (and the other outside libraries) only in .cpp files, but for the one adapter.
while IFS= read -r hit; do
    fail "outside library in a header: $hit"
done < <(git grep -nE '#include <(nlohmann/|yaml-cpp/|libssh/)' -- 'core/*.h' 'ui/*.h' 'app/*.h' \
    ':!*/LauncherArgsJson.h' || true)
if git grep -qn 'PUBLIC_EXTERNAL\|PUBLIC nlohmann' -- core/CMakeLists.txt; then
    fail "core/CMakeLists.txt links an outside library PUBLIC"
fi

echo "checked: dialogs through Prompt, outside libraries' types only in the JSON adapter"
finish
