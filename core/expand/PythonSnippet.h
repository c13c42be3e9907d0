#pragma once

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>

namespace ddpw {

// The small python programs start scripts run to print a value from the environment
// (`python3 -c "..."`, `python3 - <<'PY' ... PY`), evaluated as python 3 does without running
// it: imports, NAME = EXPR, print(...) (sep=, end=); str, int and list values; + - * // %,
// [i], [a:b], f-strings; len, int, str; str's split, strip, lstrip, rstrip, replace, join,
// lower, upper; sys.argv; os.environ[...], os.environ.get, os.getenv; socket.gethostbyname,
// gethostname, getfqdn (values only the node knows, as RuntimeValue markers). Anything else
// (blocks, other modules, floats) is not simulated, and a program python would stop on gives
// no output: both nullopt with why.
class PythonSnippet
{
    Q_DECLARE_TR_FUNCTIONS(PythonSnippet)

public:
    // What python's os.environ holds: value gives an exported variable's value (nullopt when it
    // is not known statically); absent says a name is surely not there (the command set it
    // without export).
    struct Environment
    {
        std::function<std::optional<QString>(const QString& name)> value;
        std::function<bool(const QString& name)> absent;
    };

    // exitStatus (when given) gets 1 where python surely stops (a SyntaxError the text shows, a
    // NameError): the output is then what it printed before, not nullopt.
    // argv: sys.argv as python sets it ("-c" or "-" or "" first, then the words after the program).
    static std::optional<QString> run(const QString& program, const QStringList& argv, const Environment& environment,
                                      QString* why, int* exitStatus = nullptr);

private:
    struct Value
    {
        enum Kind { None, Integer, String, List, Module, Environ, Float };
        Kind kind = None;
        qint64 integer = 0;
        QString text; // String; Module: its name
        QList<Value> items;
        double real = 0; // Float: the quotient of a true division
    };
    struct Argument
    {
        QString keyword;
        Value value;
    };

    PythonSnippet(const Environment& environment, QStringList argv)
        : m_environment(environment), m_argv(std::move(argv))
    {
    }
    static QString floatRepr(double value);

    bool statement(const QString& text);
    std::optional<Value> expression();
    std::optional<Value> additive();
    std::optional<Value> multiplicative();
    std::optional<Value> unary();
    std::optional<Value> postfix();
    std::optional<Value> atom();
    std::optional<Value> stringLiteral();
    std::optional<QList<Argument>> arguments();
    std::optional<Value> call(const QString& function, const QList<Argument>& arguments);
    std::optional<Value> method(const Value& object, const QString& name, const QList<Argument>& arguments);
    std::optional<Value> attribute(const Value& object, const QString& name);
    std::optional<Value> subscript(const Value& object);
    std::optional<Value> variable(const QString& name);
    std::optional<Value> sized(Value value);
    std::optional<QString> shown(const Value& value, bool repr) const;
    std::optional<Value> fail(const QString& why);
    std::optional<Value> unsupported();
    void skipSpaces();
    bool take(QStringView token);
    QString name();

    const Environment& m_environment;
    QStringList m_argv;
    QHash<QString, Value> m_names;
    QString m_output;
    QString m_text; // the statement or f-string part being read
    int m_i = 0;
    int m_depth = 0;
    qint64 m_work = 0; // characters of the values built so far, bounded by kMaxWork
    QString m_why;
    bool m_stops = false; // m_why is an exception python surely raises there
    // hash() of a string: python seeds it afresh in each process (PYTHONHASHSEED unset), so
    // what the program prints differs from node to node.
    bool m_hashed = false;
};

} // namespace ddpw
