#!/bin/bash
# Every library folder (core/*, app/cli and its subfolders, ui/*) lists its files in its
# sources.cmake, and the list is exactly the folder's .h/.cpp files: a file missing from it would
# silently stay out of the build, and a listed file that is gone would break the configure.
# The programs' entry points (app/cli/main.cpp, module_*.cpp) are no library's sources.
# argv: CLI path (unused), python path.
set -euo pipefail
root=${DDPW_SOURCE_DIR:-$(cd "$(dirname "$0")/../.." && pwd)}
exec "${2:-python3}" - "$root" <<'PY'
import os, re, sys
root = sys.argv[1]
folders = [os.path.join("core", name) for name in sorted(os.listdir(os.path.join(root, "core")))
           if os.path.isdir(os.path.join(root, "core", name))]
folders += [os.path.join("ui", name) for name in sorted(os.listdir(os.path.join(root, "ui")))
            if os.path.isdir(os.path.join(root, "ui", name))]
# The CLI's folders, as app/CMakeLists.txt declares them (ddpw_cli_library(cli/nodes ...)).
app_cmake = re.sub(r"#.*", "", open(os.path.join(root, "app", "CMakeLists.txt"), encoding="utf-8").read())
folders += ["app/" + name for name in re.findall(r"ddpw_cli_library\(\s*([a-z/]+)", app_cmake)]
entry_points = re.compile(r"^(main|module_[a-z]+)\.cpp$")
problems = 0
for folder in folders:
    directory = os.path.join(root, folder)
    listing = os.path.join(directory, "sources.cmake")
    if not os.path.exists(listing):
        print("FAIL: %s has no sources.cmake" % folder)
        problems += 1
        continue
    text = re.sub(r"#.*", "", open(listing, encoding="utf-8").read())
    match = re.search(r"set\(DDPW_FOLDER_SOURCES\s+([^)]*)\)", text)
    listed = match.group(1).split() if match else []
    present = sorted(name for name in os.listdir(directory)
                     if name.endswith((".h", ".cpp")) and not entry_points.match(name)
                     and os.path.isfile(os.path.join(directory, name)))
    for name in sorted(set(present) - set(listed)):
        print("FAIL: %s/%s is not listed in %s/sources.cmake" % (folder, name, folder))
        problems += 1
    for name in sorted(set(listed) - set(present)):
        print("FAIL: %s/sources.cmake lists %s, which is not in the folder" % (folder, name))
        problems += 1
    if len(listed) != len(set(listed)):
        print("FAIL: %s/sources.cmake lists a file twice" % folder)
        problems += 1
# ui/ builds its folders from one foreach() line: a folder left out of it is never built.
ui_cmake = open(os.path.join(root, "ui", "CMakeLists.txt"), encoding="utf-8").read()
built = re.search(r"foreach\(folder ([^)]*)\)", ui_cmake)
for folder in (f for f in folders if f.startswith("ui/")):
    if not built or folder[3:] not in built.group(1).split():
        print("FAIL: ui/CMakeLists.txt does not build %s (its foreach line)" % folder)
        problems += 1
print("%d folders, %d problems" % (len(folders), problems))
sys.exit(1 if problems else 0)
PY
