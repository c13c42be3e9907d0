#!/usr/bin/env bash
# The .deb installs like a desktop application: CPack builds it from the build folder that
# holds the CLI under test, its control fields name the right dependencies, and the files it
# unpacks (CLI and its modules, .desktop, icon, AppStream metadata, man page, probes) work and
# validate.
# Usage: test_install_deb.sh CLI [PYTHON]
set -euo pipefail
cli=${1:?usage: test_install_deb.sh CLI [PYTHON]}
build_dir=$(cd "$(dirname "$cli")/.." && pwd)   # the CLI is <build>/app/ddpwizard-cli
[[ -f $build_dir/CPackConfig.cmake ]] || { echo "FAIL: no CPackConfig.cmake in $build_dir"; exit 1; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $*"; exit 1; }

# Package into a private folder so that parallel runs and other build folders never collide.
cpack --config "$build_dir/CPackConfig.cmake" -G DEB -B "$work/pkg" >"$work/cpack.log" 2>&1 ||
    { cat "$work/cpack.log"; fail "cpack failed"; }
debs=("$work"/pkg/*.deb)
[[ ${#debs[@]} -eq 1 && -f ${debs[0]} ]] || fail "expected one .deb, got: ${debs[*]}"
deb=${debs[0]}
echo "package: $(basename "$deb") ($(stat -c %s "$deb") bytes)"

version=$("$cli" --version | awk '{print $2}')
field() { dpkg-deb -f "$deb" "$1"; }
[[ $(field Package) == ddpwizard ]] || fail "Package is '$(field Package)'"
[[ $(field Version) == "$version" ]] || fail "Version is '$(field Version)', the CLI says $version"
depends=$(field Depends)
echo "Depends: $depends"
gui=false
[[ -x $build_dir/app/ddpwizard ]] && gui=true
required=(libqt6core6 libssh-4 libyaml-cpp0.7 libc6 libstdc++6)
$gui && required+=(libqt6gui6 libqt6widgets6 libqt6svg6)
mapfile -t names < <(tr ',' '\n' <<<"$depends" | sed -E 's/\(.*\)//; s/\|.*//; s/ //g')
for lib in "${required[@]}"; do
    # Captured first: `writer | grep -q` under pipefail fails when grep stops early.
    grep -Fxq "$lib" <<<"$(printf '%s\n' "${names[@]}")" || fail "Depends lacks $lib"
done
# Every dependency is a real package name: each one is installed on this Debian system.
for name in "${names[@]}"; do
    status=$(dpkg-query -W -f='${Status}' "$name" 2>/dev/null) || status=
    grep -q "install ok installed" <<<"$status" ||
        fail "dependency $name is not a package installed here"
done
[[ $(field Recommends) == *openssh-client* ]] || fail "Recommends lacks openssh-client"
[[ $(field Depends) != *python3-torch* ]] || fail "the desktop must not depend on torch"

# Unpack into a clean root: nothing outside /usr, and the installed CLI runs with system libs.
root=$work/root
dpkg-deb -x "$deb" "$root"
outside=$(dpkg-deb -c "$deb" | awk '{print $6}' | grep -Ev '^\./(usr/?.*)?$' || true)
[[ -z $outside ]] || fail "files outside /usr: $outside"
installed_version=$(env -u LD_LIBRARY_PATH "$root/usr/bin/ddpwizard-cli" --version)
[[ $installed_version == "ddpwizard-cli $version" ]] || fail "installed CLI says '$installed_version'"
env -u LD_LIBRARY_PATH "$root/usr/bin/ddpwizard-cli" generate --format volcano --image x >/dev/null ||
    fail "installed CLI cannot export a Volcano job"
env -u LD_LIBRARY_PATH "$root/usr/bin/ddpwizard-cli" check --help >/dev/null ||
    fail "installed CLI cannot load its nodes module (check --help)"
[[ $(find "$root/usr/lib" -path '*/ddpwizard/ddpwizard-cli-*.so' | wc -l) -eq 2 ]] ||
    fail "the CLI's modules are not in /usr/lib/.../ddpwizard"
[[ -f $root/usr/share/man/man1/ddpwizard-cli.1 ]] || fail "no man page"
man --warnings -E UTF-8 -l "$root/usr/share/man/man1/ddpwizard-cli.1" 2>"$work/man.err" >/dev/null
[[ ! -s $work/man.err ]] || { cat "$work/man.err"; fail "man page warnings"; }
[[ -f $root/usr/share/ddpwizard/probe/ddpw_probe.py ]] || fail "no probe in /usr/share/ddpwizard/probe"

if $gui; then
    [[ -x $root/usr/bin/ddpwizard ]] || fail "no ddpwizard executable"
    desktop=$root/usr/share/applications/ddpwizard.desktop
    desktop-file-validate "$desktop" || fail "desktop-file-validate"
    icon=$root/usr/share/icons/hicolor/scalable/apps/ddpwizard.svg
    [[ -f $icon ]] || fail "no icon"
    grep -q '^Icon=ddpwizard$' "$desktop" || fail "the .desktop file does not name the icon"
    /usr/bin/python3 -c 'import sys, xml.dom.minidom as m; d = m.parse(sys.argv[1]); assert d.documentElement.tagName == "svg"' "$icon" ||
        fail "the icon is not SVG"
    metainfo=$root/usr/share/metainfo/io.github.ddpwizard.DDPWizard.metainfo.xml
    appstreamcli validate --no-net "$metainfo" || fail "appstreamcli validate"
    grep -q '<launchable type="desktop-id">ddpwizard.desktop</launchable>' "$metainfo" ||
        fail "the metainfo does not launch the installed .desktop file"
fi
qm=$(find "$root/usr/share/ddpwizard" -name '*.qm' | wc -l)
echo "installed: $(dpkg-deb -c "$deb" | grep -vc '/$') files, $qm translation(s)"
echo "PASS"
