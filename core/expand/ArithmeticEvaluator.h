#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringView>

#include <functional>
#include <optional>

namespace ddpw {

// Evaluates the integer expressions of $((...)) the way bash does (64-bit, C precedence):
// numbers (decimal, 0x hex, 0 octal, BASE#DIGITS), variables, ( ), unary + - ! ~, ** * / % + - << >>
// < <= > >= == != & ^ | && || and ?:. Assignments (= += -= *= /= %= <<= >>= &= ^= |=), ++/--
// and the comma operator change variables: they are evaluated only when an Assign is given (the
// arithmetic command and for ((...)), as bash runs them; side effects of a branch that && || or
// ?: does not take do not happen); without one they give nullopt. Division by zero and nesting
// deeper than a limit give nullopt and an error.
class ArithmeticEvaluator
{
    Q_DECLARE_TR_FUNCTIONS(ArithmeticEvaluator)

public:
    // Returns the value of a variable, nullopt when it is unknown. Unset variables are "".
    using Lookup = std::function<std::optional<QString>(const QString& name)>;

    // Gives a variable its new value (an assignment, ++ or --).
    using Assign = std::function<void(const QString& name, qint64 value)>;

    explicit ArithmeticEvaluator(Lookup lookup, Assign assign = {})
        : m_lookup(std::move(lookup)), m_assign(std::move(assign))
    {
    }
    std::optional<qint64> evaluate(QStringView expression, QString* error);
    // After a failed evaluate(): bash's own error when it is one at which bash stops a $(( ))
    // (a syntax error, a constant not valid in its base: 08, 0x1G, division by 0, in the text or
    // in a variable's value), as bash words it after "bash: line N: ". Not when the text holds a
    // value only the node knows.
    const std::optional<QString>& fatal() const { return m_fatal; }

private:
    std::optional<qint64> comma();
    std::optional<qint64> assignment();
    std::optional<qint64> ternary();
    std::optional<qint64> binary(int level);
    std::optional<qint64> unary();
    std::optional<qint64> primary();
    std::optional<qint64> variable(const QString& name);
    std::optional<qint64> store(const QString& name, qint64 value);
    std::optional<qint64> fail(const QString& message);
    std::optional<qint64> syntaxError(int tokenStart, const QString& bashMessage, const QString& message);
    std::optional<qint64> trailingText();
    std::optional<qint64> valueExpression(const QString& name, const QString& text);
    bool failsAsAddress(const QString& text);
    void skipSpaces();
    bool take(QStringView token);

    Lookup m_lookup;
    Assign m_assign;
    // > 0 while evaluating the side of && || ?: that bash skips: values only, no assignment.
    int m_skipping = 0;
    QStringView m_text;
    int m_i = 0;
    int m_depth = 0;
    // Values that are expressions nest (x="y+1", y="2"); bash gives up at 1024 levels.
    static constexpr int kMaxNesting = 32;
    static constexpr qsizetype kMaxValueText = qsizetype(1) << 20; // characters of values, all levels
    struct Spent
    {
        qsizetype read = 0;
    };
    int m_nesting = 0;
    Spent m_ownSpent;
    Spent* m_spent = &m_ownSpent; // the top-level evaluation's, shared by the nested ones
    int m_tokenStart = 0;         // where the last operator taken starts: bash's error token from there
    QString m_error;
    std::optional<QString> m_fatal;
    std::optional<qint64> badConstant(int start, int end);
    QString bashError(int start, int end, const QString& message) const;
    std::optional<qint64> basedNumber(QStringView baseText);
};

} // namespace ddpw
