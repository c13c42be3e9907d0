# The files of this folder's library, listed so that only what is named here is built
# (tests/shell/test_sources_listed.sh fails on a file of the folder missing from this list).
set(DDPW_FOLDER_SOURCES
    CommandRendezvous.h
    ImageTorchVersion.cpp
    ImageTorchVersion.h
    JobEnumKeys.cpp
    JobEnumKeys.h
    JobFile.cpp
    JobFile.h
    JobSpec.cpp
    JobSpec.h
    PlatformEnvironment.cpp
    PlatformEnvironment.h
    Topology.cpp
    Topology.h
    TorchLauncherFacts.cpp
    TorchLauncherFacts.h
    WorstFirst.h
)
