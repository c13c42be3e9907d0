#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>

namespace ddpw {

// bash's printf builtin on strings: FORMAT and its arguments give the text printf writes, with
// the conversions %s %b %c %q %d %i %u %x %X %o %f %e %g %% (flags, width and precision, * for
// either from the arguments) and the format reused while arguments are left, as bash does.
// Anything else (-v, another conversion, a number that is not one) gives nullopt and says why.
class PrintfFormat
{
    Q_DECLARE_TR_FUNCTIONS(PrintfFormat)

public:
    using Variable = std::function<std::optional<QString>(const QString&)>;
    // args: what follows `printf` (FORMAT [ARGUMENT...], or -- FORMAT ...). variable gives the
    // shell's LC_ALL, LC_CTYPE and LANG: %q writes text other than ASCII as it is in a UTF-8
    // locale, as octal bytes in $'...' in the C locale (a container's, where none is set).
    static std::optional<QString> run(const QStringList& args, QString* why, const Variable& variable = {});
    static bool utf8Locale(const Variable& variable);
    static std::optional<QString> clockText(const QString& timeFormat, const QString& argument,
                                            const Variable& variable);
    // $'...' with ANSI-C escapes where value holds a control character (or, outside a UTF-8
    // locale, a character other than ASCII, as octal bytes), as bash quotes it; nullopt otherwise.
    static std::optional<QString> ansiCQuoted(const QString& value, bool utf8);
    // ${NAME@Q}: '...' with '\'' for a quote, or ansiCQuoted's form.
    static QString singleQuoted(const QString& value, bool utf8);
};

} // namespace ddpw
