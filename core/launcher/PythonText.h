#pragma once

#include <QString>

#include <optional>

namespace ddpw {

// Python's own text conversions, reimplemented because argparse's `type=int`/`type=float` and
// torchrun's post-parse checks use them, and they accept more than QString::toInt does:
// surrounding whitespace, a sign, '_' between digits, any Unicode decimal digit, "inf"/"nan".
class PythonText
{
public:
    struct Integer
    {
        qint64 value = 0;
        bool overflow = false; // |value| > 2^63-1
        QString digits;        // only when overflow: the exact value, optional '-' and ASCII digits
    };

    static std::optional<Integer> toInt(QStringView text);
    static std::optional<double> toFloat(QStringView text);
    // repr() of a str: quotes chosen like CPython, escapes for \\, \n, \r, \t and unprintables.
    static QString repr(const QString& text);
    // repr() of a float: shortest round-trip digits, "5.0", "inf", "nan", "1e+16".
    static QString floatRepr(double value);
    // str.strip() with no argument: Unicode whitespace as Python's str.isspace() sees it.
    static QString strip(const QString& text);
    static QStringView stripView(QStringView text);
    static bool isSpace(QChar c);
    // accelerate's str_to_bool: value.lower() in y/yes/t/true/on/1 (true) or n/no/f/false/off/0.
    static std::optional<bool> strToBool(const QString& text);
    // Python's `\d` on str (re): any Unicode decimal digit.
    static bool isDigit(QChar c) { return c.isDigit(); }
};

} // namespace ddpw
