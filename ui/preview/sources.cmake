# The files of this folder's library, listed so that only what is named here is built
# (tests/shell/test_sources_listed.sh fails on a file of the folder missing from this list).
set(DDPW_FOLDER_SOURCES
    BackgroundShellCheck.cpp
    BackgroundShellCheck.h
    CommandDiagnostics.cpp
    CommandDiagnostics.h
    CommandHighlighter.cpp
    CommandHighlighter.h
    CommandPreview.cpp
    CommandPreview.h
    DiagnosticList.cpp
    DiagnosticList.h
    ExplainPanel.cpp
    ExplainPanel.h
    OpenCommandDialog.cpp
    OpenCommandDialog.h
    PerNodeView.cpp
    PerNodeView.h
    PreviewDiagnostic.h
    PreviewPane.cpp
    PreviewPane.h
)
