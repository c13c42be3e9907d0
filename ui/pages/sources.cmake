# The files of this folder's library, listed so that only what is named here is built
# (tests/shell/test_sources_listed.sh fails on a file of the folder missing from this list).
set(DDPW_FOLDER_SOURCES
    BasicPage.cpp
    BasicPage.h
    CheckPage.cpp
    CheckPage.h
    CheckRunOptions.cpp
    CheckRunOptions.h
    CheckSettingsForm.cpp
    CheckSettingsForm.h
    CheckSettingsStore.cpp
    CheckSettingsStore.h
    CommandPage.cpp
    CommandPage.h
    FormPage.cpp
    FormPage.h
    FormSteps.cpp
    FormSteps.h
    FrameworkPage.cpp
    FrameworkPage.h
    TaskPage.cpp
    TaskPage.h
)
