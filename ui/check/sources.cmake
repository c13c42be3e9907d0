# The files of this folder's library, listed so that only what is named here is built
# (tests/shell/test_sources_listed.sh fails on a file of the folder missing from this list).
set(DDPW_FOLDER_SOURCES
    BandwidthPlot.cpp
    BandwidthPlot.h
    CheckPrompts.cpp
    CheckPrompts.h
    CheckReportExport.cpp
    CheckReportExport.h
    CheckResultsTable.cpp
    CheckResultsTable.h
    CheckRunner.cpp
    CheckRunner.h
    CheckRunView.cpp
    CheckRunView.h
    CheckSuggestionsView.cpp
    CheckSuggestionsView.h
    CheckSummary.cpp
    CheckSummary.h
)
