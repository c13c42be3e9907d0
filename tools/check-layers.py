#!/usr/bin/env python3
"""Checks the layers of DDP Wizard against what core/CMakeLists.txt and app/CMakeLists.txt declare.

Every folder of core/ is one library, declared once with ddpw_core_library(FOLDER DEPENDS ...);
every folder of the CLI (app/cli/ and its subfolders, the second front end beside ui/) likewise
with ddpw_cli_library(FOLDER DEPENDS ...), FOLDER relative to app/ ("cli", "cli/nodes").
The rules, each a failure with the file and line that breaks it:
  1. every folder of core/ and of app/cli/ is declared, once, and names only folders declared
     before it (so the declared graph is acyclic and reads bottom-up; a core folder names only
     core folders);
  2. a file in folder F includes "G/..." only for G == F or G among F's DEPENDS (G the longest
     declared folder the include starts with);
  3. nothing in core/ or the CLI includes ui/ or a Qt Widgets / Qt Gui header;
  4. ui/ and app/gui/ never include the CLI (cli/...); the CLI's entry points (app/cli/main.cpp,
     module_*.cpp) include only cli/, util/ and the modules' folders;
  6. the CLI program's library (cli) reaches none of LOADED_ON_USE, not even through another
     folder: what links libssh or yaml-cpp is only in the modules ddpwizard-cli loads on use
     (cli/CliModule), whose folders are MODULES;
  5. every file of ui/ lies in one of the feature folders of UI_LAYERS, whose names differ from
     core's (an include names one folder), and includes only its own folder, the folders
     UI_LAYERS lets it use, and core;
  7. a folder of core/ or of the CLI includes an outside library's headers (OUTSIDE) only when
     it declares that library EXTERNAL, and declares none it does not include: each library is
     linked by the folders that use it and no others.

    tools/check-layers.py [ROOT]    prints the layers, exits 1 on any violation
"""
import os
import re
import sys

INCLUDE = re.compile(r'^\s*#\s*include\s*([<"])([^">]+)[">]')
DECLARATION = re.compile(r"ddpw_(core|cli)_library\(\s*([a-z/]+)([^)]*)\)", re.S)
WIDGET_HEADER = re.compile(r"^(Qt(Widgets|Gui|Svg)/|Q(Widget|Application|GuiApplication|Painter|Pixmap|Image|Color|Font)\b)")


def declared_layers(root, directory, kind, layers):
    """Adds the ddpw_<kind>_library() calls of DIRECTORY/CMakeLists.txt to LAYERS (in order)."""
    cmake = os.path.join(directory, "CMakeLists.txt")
    text = open(os.path.join(root, cmake), encoding="utf-8").read()
    text = re.sub(r"#.*", "", text)
    problems = []
    for match in DECLARATION.finditer(text):
        if match.group(1) != kind:
            continue
        folder, rest = match.group(2), match.group(3)
        words = rest.split()
        depends = []
        if "DEPENDS" in words:
            for word in words[words.index("DEPENDS") + 1:]:
                if word.isupper():
                    break
                depends.append(word)
        if folder in layers:
            problems.append("%s: %s is declared twice" % (cmake, folder))
        for dependency in depends:
            if dependency not in layers:
                problems.append("%s: %s depends on %s, which is not declared before it"
                                % (cmake, folder, dependency))
        layers[folder] = depends
    return problems


def folder_of(target, layers):
    """The declared folder an include names: the longest one its path starts with ("cli/nodes"
    for "cli/nodes/X.h"), else its first component; None when it names no folder."""
    if "/" not in target:
        return None
    parts = target.split("/")[:-1]
    for length in range(len(parts), 0, -1):
        candidate = "/".join(parts[:length])
        if candidate in layers:
            return candidate
    return parts[0]


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


# An outside library's header folder and the target a folder names EXTERNAL to link it.
OUTSIDE = {"nlohmann/": "nlohmann_json::nlohmann_json", "libssh/": "ssh", "yaml-cpp/": "yaml-cpp"}


def declared_externals(root):
    """folder -> (its directory, the EXTERNAL targets it declares), for core's and the CLI's folders."""
    externals = {}
    for directory, kind in (("core", "core"), ("app", "cli")):
        text = open(os.path.join(root, directory, "CMakeLists.txt"), encoding="utf-8").read()
        for match in DECLARATION.finditer(re.sub(r"#.*", "", text)):
            if match.group(1) != kind:
                continue
            words = match.group(3).split()
            declared = set(words[words.index("EXTERNAL") + 1:]) if "EXTERNAL" in words else set()
            externals[match.group(2)] = (os.path.join(directory, match.group(2)), declared)
    return externals


def folder_files(root, directory):
    """The source files directly in DIRECTORY: a subfolder ("cli/nodes" in "cli") is a declared
    folder of its own, with its own EXTERNAL list."""
    path = os.path.join(root, directory)
    return [os.path.join(path, name) for name in sorted(os.listdir(path))
            if name.endswith((".h", ".cpp", ".h.in")) and os.path.isfile(os.path.join(path, name))]


def check_externals(root):
    problems = []
    for folder, (directory, declared) in sorted(declared_externals(root).items()):
        used = set()
        for path in folder_files(root, directory):
            relative = os.path.relpath(path, root)
            for number, kind, target in includes(path):
                library = next((name for prefix, name in OUTSIDE.items() if target.startswith(prefix)), None)
                if kind == "<" and library:
                    used.add(library)
                    if library not in declared:
                        problems.append("%s:%d: <%s> is %s, which %s/ does not declare EXTERNAL "
                                        "(%s/CMakeLists.txt)" % (relative, number, target, library, directory,
                                                                 directory.split("/")[0]))
        for library in sorted(declared & set(OUTSIDE.values()) - used):
            problems.append("%s/CMakeLists.txt: %s links %s, but no file of %s/ includes it"
                            % (directory.split("/")[0], folder, library, directory))
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


# The CLI's entry points: the program and its modules, not part of any library.
CLI_ENTRY_POINT = re.compile(r"^(main|module_[a-z]+)\.cpp$")


def check_cli(root, layers, core_layers):
    problems = []
    app = os.path.join(root, "app")
    for base, _, names in os.walk(os.path.join(app, "cli")):
        folder = os.path.relpath(base, app)
        if not any(name.endswith((".h", ".cpp")) for name in names):
            continue
        if folder not in layers or folder in core_layers:
            problems.append("app/%s/ is not declared with ddpw_cli_library() in app/CMakeLists.txt" % folder)
            continue
        allowed = {folder, *layers[folder]}
        for name in sorted(names):
            if not name.endswith((".h", ".cpp")):
                continue
            path = os.path.join(base, name)
            relative = os.path.relpath(path, root)
            entry_point = folder == "cli" and CLI_ENTRY_POINT.match(name)
            for number, kind, target in includes(path):
                if kind == "<":
                    if WIDGET_HEADER.match(target):
                        problems.append("%s:%d: the CLI includes <%s>, a widget/GUI header" % (relative, number, target))
                    continue
                first = folder_of(target, layers)
                if first is None:
                    problems.append('%s:%d: "%s" has no folder; CLI includes are rooted at app/ or core/'
                                    % (relative, number, target))
                elif first not in layers:
                    problems.append('%s:%d: "%s" is neither a CLI nor a core folder' % (relative, number, target))
                elif entry_point:
                    if first not in ("cli", "util") + MODULES:
                        problems.append('%s:%d: an entry point of the CLI may not include "%s"'
                                        % (relative, number, target))
                elif first not in allowed:
                    problems.append('%s:%d: app/%s includes "%s", but %s does not depend on %s '
                                    "(app/CMakeLists.txt)" % (relative, number, folder, target, folder, first))
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
MODULES = ("cli/nodes", "cli/export")


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
        problems.append("app/CMakeLists.txt: cli reaches %s, which only the CLI's modules loaded on use "
                        "(%s) may use" % (heavy, ", ".join(MODULES)))
    for module in MODULES:
        if module not in layers:
            problems.append("app/CMakeLists.txt: the module folder %s is not declared" % module)
    return problems


def check_gui_front_end(root):
    """The GUI (ui/, app/gui/) never includes the CLI, the other front end."""
    problems = []
    for directory in ("ui", "app/gui"):
        for path in source_files(os.path.join(root, directory)):
            relative = os.path.relpath(path, root)
            for number, kind, target in includes(path):
                if kind == '"' and target.split("/")[0] == "cli":
                    problems.append('%s:%d: %s/ may not include "%s", the CLI' % (relative, number, directory, target))
    return problems


def main():
    root = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    core_layers = {}
    problems = declared_layers(root, "core", "core", core_layers)
    if not core_layers:
        problems.append("core/CMakeLists.txt declares no ddpw_core_library()")
    layers = dict(core_layers)
    problems += declared_layers(root, "app", "cli", layers)
    if "cli" not in layers:
        problems.append("app/CMakeLists.txt declares no ddpw_cli_library(cli)")
    problems += check_core(root, core_layers)
    problems += check_cli(root, layers, core_layers)
    problems += check_gui_front_end(root)
    problems += check_externals(root)
    problems += check_loaded_on_use(layers)
    problems += check_ui(root, core_layers)
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
