#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <optional>

namespace ddpw {

// An awk program as awk runs it over the records of its input, for the pipelines of start
// scripts (`awk '{print $1}'`, `awk -F, -v me=$H '{for (i = 1; i <= NF; i++) if ($i == me) print
// i - 1}'`, `awk -F= '$1 == "port" {print $2; exit}'`, `awk '{s += $2} END {print s}'`): -F with
// a one-character or plain separator, -v, rules of BEGIN, END, an expression or /regex/ pattern,
// statements print, printf, if/else, for, while, assignments, exit, next, break, continue, and
// awk's expressions (fields, NR, NF, comparisons numeric or textual as awk decides, ~, && || !,
// ?:, concatenation, int, length, substr, index, tolower, toupper, split() and array elements
// a[k]). Anything else (for (k in a), delete, getline, output redirection, files as operands), a
// program past its step or byte bounds, or one that stops awk (a division by zero) gives nullopt and says why.
class AwkProgram
{
    Q_DECLARE_TR_FUNCTIONS(AwkProgram)

public:
    // args: what follows `awk` (options, then the program); input: what it reads, split into
    // records at RS. A program awk surely refuses prints nothing, with status 2 in *exitStatus.
    static std::optional<QString> run(const QStringList& args, const QString& input, QString* why,
                                      int* exitStatus = nullptr);
};

} // namespace ddpw
