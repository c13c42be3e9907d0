#pragma once

#include <QString>
#include <QStringList>

namespace ddpw {

// One value of argparse's namespace, typed the way argparse types it: None, bool (flags),
// int (type=int), float (type=float), str, or a list of str (REMAINDER, comma lists, and the
// odd `--opt=--`, which argparse turns into an empty list).
class LauncherValue
{
public:
    enum class Kind { Null, Bool, Int, Float, String, StringList };

    LauncherValue() = default;
    static LauncherValue null() { return LauncherValue(); }
    static LauncherValue boolean(bool value);
    // Python ints are unbounded: `digits` keeps the exact decimal text when it does not fit.
    static LauncherValue integer(qint64 value);
    static LauncherValue bigInteger(const QString& digits);
    static LauncherValue floating(double value);
    static LauncherValue string(const QString& value);
    static LauncherValue stringList(const QStringList& value);

    Kind kind() const { return m_kind; }
    bool isNull() const { return m_kind == Kind::Null; }
    bool toBool() const { return m_bool; }
    qint64 toInt() const { return m_int; }
    // An int that does not fit 64 bits (bigInteger): toString() has its digits, toInt() is 0.
    bool isBeyond64Bits() const { return m_kind == Kind::Int && !m_text.isEmpty(); }
    double toDouble() const { return m_double; }
    // The str value; for ints and floats their Python spelling.
    QString toString() const;
    const QStringList& toStringList() const { return m_list; }

    // Python's repr() of the value, for messages: 'spawn', 5, 0.1, None, True, [].
    QString pythonRepr() const;

    friend bool operator==(const LauncherValue&, const LauncherValue&) = default;

private:
    Kind m_kind = Kind::Null;
    bool m_bool = false;
    qint64 m_int = 0;
    double m_double = 0;
    QString m_text;
    QStringList m_list;
};

} // namespace ddpw
