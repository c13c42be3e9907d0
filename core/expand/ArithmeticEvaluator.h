#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringView>

#include <functional>
#include <optional>

namespace ddpw {

// Evaluates the integer expressions of $((...)) the way bash does (64-bit, C precedence):
// numbers (decimal, 0x hex, 0 octal), variables, ( ), unary + - ! ~, ** * / % + - << >>
// < <= > >= == != & ^ | && || and ?:. Assignments and ++/-- are not supported (they change
// state): they, division by zero and nesting deeper than a limit give nullopt and an error.
class ArithmeticEvaluator
{
    Q_DECLARE_TR_FUNCTIONS(ArithmeticEvaluator)

public:
    // Returns the value of a variable, nullopt when it is unknown. Unset variables are "".
    using Lookup = std::function<std::optional<QString>(const QString& name)>;

    explicit ArithmeticEvaluator(Lookup lookup) : m_lookup(std::move(lookup)) {}
    std::optional<qint64> evaluate(QStringView expression, QString* error);

private:
    std::optional<qint64> ternary();
    std::optional<qint64> binary(int level);
    std::optional<qint64> unary();
    std::optional<qint64> primary();
    std::optional<qint64> variable(const QString& name);
    std::optional<qint64> fail(const QString& message);
    void skipSpaces();
    bool take(QStringView token);

    Lookup m_lookup;
    QStringView m_text;
    int m_i = 0;
    int m_depth = 0;
    QString m_error;
};

} // namespace ddpw
