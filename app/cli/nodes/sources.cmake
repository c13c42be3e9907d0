# The files of this folder's library, listed so that only what is named here is built
# (tests/shell/test_sources_listed.sh fails on a file of the folder missing from this list).
set(DDPW_FOLDER_SOURCES
    BandwidthCommandLine.cpp
    BandwidthCommandLine.h
    CliCheckCommand.cpp
    CliCheckCommand.h
    CliCheckOptions.cpp
    CliCheckOptions.h
    CliCheckOutput.cpp
    CliCheckOutput.h
    CliDryRunCommand.cpp
    CliDryRunCommand.h
    CliNodesModule.cpp
    CliNodesModule.h
    SshCommandLine.cpp
    SshCommandLine.h
)
