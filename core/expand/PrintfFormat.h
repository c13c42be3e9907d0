#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <optional>

namespace ddpw {

// bash's printf builtin on strings: FORMAT and its arguments give the text printf writes, with
// the conversions %s %b %c %d %i %u %x %X %o %f %e %g %% (flags, width and precision, * for
// either from the arguments) and the format reused while arguments are left, as bash does.
// Anything else (-v, another conversion, a number that is not one) gives nullopt and says why.
class PrintfFormat
{
    Q_DECLARE_TR_FUNCTIONS(PrintfFormat)

public:
    // args: what follows `printf` (FORMAT [ARGUMENT...], or -- FORMAT ...).
    static std::optional<QString> run(const QStringList& args, QString* why);
};

} // namespace ddpw
