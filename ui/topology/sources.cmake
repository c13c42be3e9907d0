# The files of this folder's library, listed so that only what is named here is built
# (tests/shell/test_sources_listed.sh fails on a file of the folder missing from this list).
set(DDPW_FOLDER_SOURCES
    TopologyImage.cpp
    TopologyImage.h
    TopologyScene.cpp
    TopologyScene.h
    TopologySlotItem.cpp
    TopologySlotItem.h
    TopologyView.cpp
    TopologyView.h
)
