# The files of this folder's library, listed so that only what is named here is built
# (tests/shell/test_sources_listed.sh fails on a file of the folder missing from this list).
set(DDPW_FOLDER_SOURCES
    ArgumentLine.cpp
    ArgumentLine.h
    DashSyntax.cpp
    DashSyntax.h
    ShellBlock.h
    ShellCommand.h
    ShellDiagnostic.h
    ShellLexer.cpp
    ShellLexer.h
    ShellParser.cpp
    ShellParser.h
    ShellReadContext.h
    ShellReader.cpp
    ShellReader.h
    ShellReferences.cpp
    ShellReferences.h
    ShellScanner.cpp
    ShellScanner.h
    ShellScript.h
    ShellSubstitutions.cpp
    ShellSubstitutions.h
    ShellSyntaxSpan.h
    ShellToken.h
    ShellWord.h
)
