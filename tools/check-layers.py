#!/usr/bin/env python3
"""Checks the layers of DDP Wizard against what core/CMakeLists.txt declares.

Every folder of core/ is one library, declared once with ddpw_core_library(FOLDER DEPENDS ...).
The rules, each a failure with the file and line that breaks it:
  1. every folder of core/ is declared, once, and names only folders declared before it
     (so the declared graph is acyclic and reads bottom-up);
  2. a file in core/F/ includes "G/..." only for G == F or G among F's DEPENDS;
  3. nothing in core/ includes ui/ or a Qt Widgets / Qt Gui header;
  4. ui/ and app/gui/ never include the CLI (core/cli/); app/cli/ includes only cli/, util/ and
     the modules' folders (its module_*.cpp);
  6. the CLI program's library (cli) reaches none of LOADED_ON_USE, not even through another
     folder: what links libssh or yaml-cpp is only in the modules ddpwizard-cli loads on use
     (cli/CliModule), whose folders are MODULES;
  5. every file of ui/ lies in one of the feature folders of UI_LAYERS, whose names differ from
     core's (an include names one folder), and includes only its own folder, the folders
     UI_LAYERS lets it use, and core;
  7. a folder of core/ includes an outside library's headers (OUTSIDE) only when it declares
     that library EXTERNAL, and declares none it does not include: each library is linked by
     the folders that use it and no others.

    tools/check-layers.py [ROOT]    prints the layers, exits 1 on any violation
"""
import os
import re
import sys

INCLUDE = re.compile(r'^\s*#\s*include\s*([<"])([^">]+)[">]')
DECLARATION = re.compile(r"ddpw_core_library\(\s*([a-z]+)([^)]*)\)", re.S)
WIDGET_HEADER = re.compile(r"^(Qt(Widgets|Gui|Svg)/|Q(Widget|Application|GuiApplication|Painter|Pixmap|Image|Color|Font)\b)")


def declared_layers(root):
    text = open(os.path.join(root, "core", "CMakeLists.txt"), encoding="utf-8").read()
    text = re.sub(r"#.*", "", text)
    layers, problems = {}, []
    for match in DECLARATION.finditer(text):
        folder, rest = match.group(1), match.group(2)
        words = rest.split()
        depends = []
        if "DEPENDS" in words:
            for word in words[words.index("DEPENDS") + 1:]:
                if word.isupper():
                    break
                depends.append(word)
        if folder in layers:
            problems.append("core/CMakeLists.txt: %s is declared twice" % folder)
        for dependency in depends:
            if dependency not in layers:
                problems.append("core/CMakeLists.txt: %s depends on %s, which is not declared before it"
                                % (folder, dependency))
        layers[folder] = depends
    return layers, problems


def includes(path):
    with open(path, encoding="utf-8", errors="replace") as handle:
        for number, line in enumerate(handle, 1):
            match = INCLUDE.match(line)
            if match:
                yield number, match.group(1), match.group(2)


def source_files(directory):
    for base, _, names in os.walk(directory):
        for name in sorted(names):
            if name.endswith((".h", ".cpp", ".h.in")):
                yield os.path.join(base, name)


# An outside library's header folder and the target a core folder names EXTERNAL to link it.
OUTSIDE = {"nlohmann/": "nlohmann_json::nlohmann_json", "libssh/": "ssh", "yaml-cpp/": "yaml-cpp"}


def declared_externals(root):
    text = re.sub(r"#.*", "", open(os.path.join(root, "core", "CMakeLists.txt"), encoding="utf-8").read())
    externals = {}
    for match in DECLARATION.finditer(text):
        words = match.group(2).split()
        externals[match.group(1)] = set(words[words.index("EXTERNAL") + 1:]) if "EXTERNAL" in words else set()
    return externals


def check_externals(root, layers):
    problems = []
    externals = declared_externals(root)
    for folder in sorted(layers):
        used = set()
        for path in source_files(os.path.join(root, "core", folder)):
            relative = os.path.relpath(path, root)
            for number, kind, target in includes(path):
                library = next((name for prefix, name in OUTSIDE.items() if target.startswith(prefix)), None)
                if kind == "<" and library:
                    used.add(library)
                    if library not in externals.get(folder, set()):
                        problems.append("%s:%d: <%s> is %s, which core/%s does not declare EXTERNAL "
                                        "(core/CMakeLists.txt)" % (relative, number, target, library, folder))
        for library in sorted(externals.get(folder, set()) & set(OUTSIDE.values()) - used):
            problems.append("core/CMakeLists.txt: %s links %s, but no file of core/%s includes it"
                            % (folder, library, folder))
    return problems


def check_core(root, layers):
    problems = []
    core = os.path.join(root, "core")
    folders = sorted(name for name in os.listdir(core) if os.path.isdir(os.path.join(core, name)))
    for folder in folders:
        if folder not in layers:
            problems.append("core/%s/ is not declared with ddpw_core_library() in core/CMakeLists.txt" % folder)
            continue
        allowed = {folder, *layers[folder]}
        for path in source_files(os.path.join(core, folder)):
            relative = os.path.relpath(path, root)
            for number, kind, target in includes(path):
                if kind == "<":
                    if WIDGET_HEADER.match(target):
                        problems.append("%s:%d: core includes <%s>, a widget/GUI header" % (relative, number, target))
                    continue
                first = target.split("/")[0] if "/" in target else None
                if first is None:
                    problems.append('%s:%d: "%s" has no folder; core includes are rooted at core/'
                                    % (relative, number, target))
                elif first == "ui" or first not in layers:
                    problems.append('%s:%d: "%s" is not a core folder' % (relative, number, target))
                elif first not in allowed:
                    problems.append('%s:%d: core/%s includes "%s", but %s does not depend on %s '
                                    "(core/CMakeLists.txt)" % (relative, number, folder, target, folder, first))
    return problems


# ui/ by feature, bottom-up: shared widgets, then the views, then the wizard's pages, then the
# window that composes them all.
UI_LAYERS = {
    "widgets": [],
    "preview": ["widgets"],
    "check": ["widgets"],
    "logs": ["widgets"],
    "topology": ["widgets"],
    "pages": ["widgets", "check", "logs"],
    "window": ["widgets", "preview", "check", "logs", "topology", "pages"],
}


def check_ui(root, layers):
    problems = []
    ui = os.path.join(root, "ui")
    for name in sorted(os.listdir(ui)):
        path = os.path.join(ui, name)
        if os.path.isdir(path) and name not in UI_LAYERS:
            problems.append("ui/%s/ is not a folder of UI_LAYERS (tools/check-layers.py)" % name)
        elif os.path.isfile(path) and name.endswith((".h", ".cpp")):
            problems.append("ui/%s lies outside the feature folders of UI_LAYERS" % name)
    for folder in sorted(set(UI_LAYERS) & set(layers)):
        problems.append("ui/%s/ has the name of a core folder: includes of it would be ambiguous" % folder)
    for folder, uses in UI_LAYERS.items():
        allowed = {folder, *uses}
        for path in source_files(os.path.join(ui, folder)):
            relative = os.path.relpath(path, root)
            for number, kind, target in includes(path):
                if kind != '"':
                    continue
                first = target.split("/")[0] if "/" in target else None
                if first is None:
                    problems.append('%s:%d: "%s" has no folder; ui includes are rooted at ui/ or core/'
                                    % (relative, number, target))
                elif first in UI_LAYERS and first not in allowed:
                    problems.append('%s:%d: ui/%s may not include "%s" (UI_LAYERS)' % (relative, number, folder, target))
                elif first not in UI_LAYERS and first not in layers:
                    problems.append('%s:%d: "%s" is neither a ui nor a core folder' % (relative, number, target))
    return problems


# The folders only ddpwizard-cli's modules loaded on use may reach (libssh, yaml-cpp), and those
# modules' folders.
LOADED_ON_USE = ("ssh", "nodecheck", "export")
MODULES = ("clinodes", "cliexport")


def reachable(layers, folder):
    seen, todo = set(), [folder]
    while todo:
        for dependency in layers.get(todo.pop(), []):
            if dependency not in seen:
                seen.add(dependency)
                todo.append(dependency)
    return seen


def check_loaded_on_use(layers):
    problems = []
    for heavy in sorted(reachable(layers, "cli") & set(LOADED_ON_USE)):
        problems.append("core/CMakeLists.txt: cli reaches %s, which only the CLI's modules loaded on use "
                        "(%s) may use" % (heavy, ", ".join(MODULES)))
    for module in MODULES:
        if module not in layers:
            problems.append("core/CMakeLists.txt: the module folder %s is not declared" % module)
    return problems


def check_above_core(root):
    problems = []
    rules = [("ui", lambda first: first not in ("cli",) + MODULES),
             ("app/gui", lambda first: first not in ("cli",) + MODULES),
             ("app/cli", lambda first: first in ("cli", "util") + MODULES)]
    for directory, allowed in rules:
        for path in source_files(os.path.join(root, directory)):
            relative = os.path.relpath(path, root)
            for number, kind, target in includes(path):
                if kind == '"' and "/" in target and not allowed(target.split("/")[0]):
                    problems.append('%s:%d: %s/ may not include "%s"' % (relative, number, directory, target))
    return problems


def main():
    root = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    layers, problems = declared_layers(root)
    if not layers:
        problems.append("core/CMakeLists.txt declares no ddpw_core_library()")
    problems += check_core(root, layers)
    problems += check_externals(root, layers)
    problems += check_above_core(root)
    problems += check_loaded_on_use(layers)
    problems += check_ui(root, layers)
    for folder, depends in layers.items():
        print("%-12s <- %s" % (folder, " ".join(depends) or "(nothing of core)"))
    for problem in problems:
        print("FAIL: " + problem)
    for folder, uses in UI_LAYERS.items():
        print("ui/%-9s <- %s" % (folder, " ".join(uses) or "(core only)"))
    print("%d layers, %d ui folders, %d problems" % (len(layers), len(UI_LAYERS), len(problems)))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
