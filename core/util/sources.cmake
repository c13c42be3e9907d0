# The files of this folder's library, listed so that only what is named here is built
# (tests/shell/test_sources_listed.sh fails on a file of the folder missing from this list).
set(DDPW_FOLDER_SOURCES
    AtomicFile.cpp
    AtomicFile.h
    EditDistance.cpp
    EditDistance.h
    FreePort.cpp
    FreePort.h
    HostList.cpp
    HostList.h
    KubernetesName.cpp
    KubernetesName.h
    LineIndex.cpp
    LineIndex.h
    ResourceLocator.cpp
    ResourceLocator.h
    ShellQuote.cpp
    ShellQuote.h
    SourceRange.h
    TorchVersion.cpp
    TorchVersion.h
    VisibleText.cpp
    VisibleText.h
)
