# The files of this folder's library, listed so that only what is named here is built
# (tests/shell/test_sources_listed.sh fails on a file of the folder missing from this list).
set(DDPW_FOLDER_SOURCES
    Autosaver.cpp
    Autosaver.h
    CommandImporter.cpp
    CommandImporter.h
    JobDocument.cpp
    JobDocument.h
    JobHistory.cpp
    JobHistory.h
    NodeCommand.h
    NodeCommandExpander.cpp
    NodeCommandExpander.h
)
