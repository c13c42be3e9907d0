#!/bin/bash
# The zh_CN build must show no English: every message of the .ts is translated and finished,
# and every %1/%n placeholder of the source survives in the translation. The English file holds
# the plural forms only ("%n node(s)" -> "1 node", "2 nodes"): every one of them, both forms.
# argv: CLI path (unused), python path.
set -euo pipefail
python=${2:-/usr/bin/python3}
root=${DDPW_SOURCE_DIR:-$(cd "$(dirname "$0")/../.." && pwd)}
ts="$root/resources/translations/ddpwizard_zh_CN.ts"
# Every tr() string of the sources is in the .ts: lupdate, run on a copy, finds nothing new.
lupdate=$(command -v lupdate 2>/dev/null || echo /usr/lib/qt6/bin/lupdate)
copy=$(mktemp --suffix=.ts)
trap 'rm -f "$copy"' EXIT
cp "$ts" "$copy"
found=$(cd "$root" && "$lupdate" -no-obsolete -locations none -source-language en -target-language zh_CN \
    core ui app -ts "$copy" 2>&1)
if ! grep -q ' (0 new and ' <<< "$found" || ! cmp -s "$ts" "$copy"; then
    echo "tr() strings the .ts lacks (run tools/update-translations.sh and translate them):"
    diff "$ts" "$copy" | grep '^> *<source>' || true
    exit 1
fi
"$python" - "$ts" <<'PY'
import re, sys, xml.etree.ElementTree as ET
root = ET.parse(sys.argv[1]).getroot()
assert root.get('language') == 'zh_CN', root.get('language')
bad, total = [], 0
for context in root.iter('context'):
    name = context.findtext('name')
    for message in context.iter('message'):
        total += 1
        source = message.findtext('source') or ''
        translation = message.find('translation')
        if translation is None or translation.get('type') in ('unfinished', 'vanished', 'obsolete'):
            bad.append(f'{name}: unfinished: {source!r}')
            continue
        forms = [f.text or '' for f in translation.iter('numerusform')] or [translation.text or '']
        for text in forms:
            if not text.strip():
                bad.append(f'{name}: empty translation: {source!r}')
            for placeholder in set(re.findall(r'%(?:\d+|n)', source)):
                if placeholder not in text:
                    bad.append(f'{name}: {placeholder} lost in {text!r}')
for line in bad:
    print(line)
print(f'{total} messages, {len(bad)} problems')
sys.exit(1 if bad or total < 100 else 0)
PY
"$python" - "$root/resources/translations/ddpwizard_en.ts" <<'PY'
import sys, xml.etree.ElementTree as ET
root = ET.parse(sys.argv[1]).getroot()
bad, total = [], 0
for message in root.iter('message'):
    source = message.findtext('source') or ''
    if message.get('numerus') != 'yes':
        bad.append(f'not a plural message: {source!r}')
        continue
    total += 1
    translation = message.find('translation')
    forms = [] if translation is None or translation.get('type') else [f.text or '' for f in translation.iter('numerusform')]
    if len(forms) != 2 or not all(f.strip() for f in forms) or ('%n' in source and not all('%n' in f for f in forms)):
        bad.append(f'plural forms missing: {source!r}')
for line in bad:
    print(line)
print(f'en: {total} plural messages, {len(bad)} problems')
sys.exit(1 if bad else 0)
PY
