# CPack: `cpack -G DEB` in a build folder makes ddpwizard_<version>_<arch>.deb.
# Needs dpkg-shlibdeps (package dpkg-dev) for exact library dependencies.

set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME ddpwizard)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_VENDOR "DDP Wizard developers")
set(CPACK_PACKAGE_CONTACT "DDP Wizard developers <ddpwizard@localhost>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "${PROJECT_DESCRIPTION}")
set(CPACK_PACKAGE_DESCRIPTION
    "A desktop tool and CLI (ddpwizard-cli) that generate, validate, explain and dry-run\n"
    "torchrun / torch.distributed.launch start commands for multi-node PyTorch DDP jobs on a\n"
    "Volcano-based platform, check the nodes over SSH, and export Volcano Job manifests.")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)

set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION devel)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
# dpkg-shlibdeps reads the binaries and writes exact, versioned library dependencies. Without it
# (not a Debian system, or dpkg-dev missing), fall back to the libraries we know we link.
find_program(DDPW_DPKG_SHLIBDEPS dpkg-shlibdeps)
if(DDPW_DPKG_SHLIBDEPS)
  set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
else()
  set(ddpw_depends "libqt6core6 (>= 6.4)" "libssh-4 (>= 0.10)" "libyaml-cpp0.7")
  if(DDPW_BUILD_GUI)
    list(APPEND ddpw_depends "libqt6gui6 (>= 6.4)" "libqt6widgets6 (>= 6.4)" "libqt6svg6 (>= 6.4)")
  endif()
  list(JOIN ddpw_depends ", " CPACK_DEBIAN_PACKAGE_DEPENDS)
endif()
# Recommends: ssh-agent and ssh-keygen for the SSH checks, Qt's Wayland platform plugin (xcb
# comes with libqt6gui6). Suggests: torch only for the local dry-run, shellcheck only for
# `validate --shellcheck`; the nodes need torch, the desktop does not.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "openssh-client, qt6-wayland")
set(CPACK_DEBIAN_PACKAGE_SUGGESTS "python3-torch, shellcheck")

include(CPack)
