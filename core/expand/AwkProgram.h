#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <optional>

namespace ddpw {

// A one-line awk program as awk runs it over the records of its input, for the pipelines of
// start scripts (`awk '{print $1}'`, `awk -F, 'NR==2{print $NF}'`, `awk '/eth0/{print $2; exit}'`,
// `awk 'BEGIN{print 2*8}'`): -F with a one-character or plain separator, an optional BEGIN,
// NR==N or /regex/ pattern, and one print of fields, NF, NR, numbers, strings, arithmetic,
// int(), length(), -v variables and concatenation, then optionally exit. Anything else (other
// statements, files as operands) gives nullopt and says why.
class AwkProgram
{
    Q_DECLARE_TR_FUNCTIONS(AwkProgram)

public:
    // args: what follows `awk` (options, then the program); records: the input's lines.
    static std::optional<QString> run(const QStringList& args, const QStringList& records, QString* why);
};

} // namespace ddpw
