#pragma once

#include "shell/ShellScript.h"
#include "shell/ShellSyntaxSpan.h"
#include "util/LineIndex.h"

#include <QList>
#include <QString>
#include <QStringView>

namespace ddpw {

// A here-document whose operator was read and whose body starts on the next line.
struct ShellPendingHereDocument
{
    ShellScript* script = nullptr; // where the body goes; null once that script is gone
    int command = -1;
    int redirection = -1;
    QString delimiter;
    bool stripTabs = false;
    int at = 0; // the operator, for the warning when the text ends first
};

// What every lexer and parser reading one text shares, also the nested ones that read the
// commands of a $(...): the text, its line index, the problems found and the here-documents
// waiting for their bodies. Like bash, only the first syntax error is reported; after it the
// rest is still read (the checks want the commands) but nothing more is reported.
struct ShellReadContext
{
    explicit ShellReadContext(QStringView source, ShellScript& rootScript)
        : text(source), lines(source), root(rootScript)
    {
    }

    void error(int begin, int end, const QString& message)
    {
        if (failed)
            return;
        failed = true;
        root.diagnostics.append({lines.range(begin, end), message, false});
    }
    void warning(int begin, int end, const QString& message)
    {
        root.diagnostics.append({lines.range(begin, end), message, true});
    }
    SourceRange range(int begin, int end) const { return lines.range(begin, end); }
    // Records what a stretch of the text is, when the caller asked for the syntax (colouring).
    void mark(int begin, int end, ShellSyntaxSpan::Role role)
    {
        if (syntax && end > begin)
            syntax->append({begin, end, role});
    }

    QStringView text;
    LineIndex lines;
    ShellScript& root; // diagnostics and comments of every nested reader go here
    bool failed = false;
    QList<ShellPendingHereDocument> hereDocuments;
    // A `((` at a command's start that did not close as arithmetic was scanned up to here; a
    // `((` before this offset is read as two parentheses without scanning again (linear time).
    int arithmeticScannedTo = -1;
    // `shopt -s extglob` ran on a line read before (bash reads a line, runs it, then reads the
    // next): from here on @( ), *( ), +( ), ?( ) and !( ) are part of the words they end.
    bool extglob = false;
    // Where mark() records the syntax; null (the usual case) when nobody asked.
    QList<ShellSyntaxSpan>* syntax = nullptr;
};

} // namespace ddpw
