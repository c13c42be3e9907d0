#!/bin/bash
# Refreshes resources/translations/*.ts from every tr() string in core/, ui/ and app/ (the CLI; core's messages
# are shown in the GUI too): zh_CN whole, en the plural forms only. New strings arrive "unfinished": translate them before committing;
# tests/shell/test_translations_complete.sh fails while any is left.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
lupdate=$(command -v lupdate 2>/dev/null || echo /usr/lib/qt6/bin/lupdate)
[ -x "$lupdate" ] || lupdate=/usr/lib/qt6/bin/lupdate
cd "$root"
"$lupdate" -no-obsolete -locations none -source-language en -target-language zh_CN \
    core ui app -ts resources/translations/ddpwizard_zh_CN.ts
# English is the source: its file holds only the plural forms of the %n messages.
"$lupdate" -no-obsolete -locations none -pluralonly -source-language en -target-language en \
    core ui app -ts resources/translations/ddpwizard_en.ts
