# The files of this folder's library, listed so that only what is named here is built
# (tests/shell/test_sources_listed.sh fails on a file of the folder missing from this list).
set(DDPW_FOLDER_SOURCES
    AppSetup.cpp
    AppSetup.h
    AppStyle.cpp
    AppStyle.h
    FileActions.cpp
    FileActions.h
    JobStatusBanner.cpp
    JobStatusBanner.h
    LanguageManager.cpp
    LanguageManager.h
    MainWindow.cpp
    MainWindow.h
    StepHeader.cpp
    StepHeader.h
    StepNavigation.cpp
    StepNavigation.h
    WindowPlacement.cpp
    WindowPlacement.h
)
