#pragma once

#include "expand/ShellEvaluator.h"
#include "shell/ShellCommand.h"

#include <QStringList>

#include <optional>

namespace ddpw {

// The exit status of the commands that decide an if, an && / || or a loop when they only test
// values: [ ... ], test ... and [[ ... ]] (true, false and ':' are known to the caller). Strings and integers are
// compared as bash does, [[ =~ ]] sets BASH_REMATCH; anything that needs the node (files, commands)
// or a value that is not resolved gives nullopt: "not known statically".
class ConditionEvaluator
{
public:
    explicit ConditionEvaluator(ShellEvaluator& shell) : m_shell(shell) {}

    // Whether the command is one this class evaluates (else its status is not a test's).
    static bool isTest(const ShellCommand& command);
    // Every redirection of the command writes its output to /dev/null or a plain file name.
    static bool redirectsOnlyOutput(const ShellCommand& command);
    // true = exit status 0. The evaluation's notes are left in the evaluator.
    std::optional<bool> evaluate(const ShellCommand& command);

private:
    std::optional<bool> test(const QStringList& arguments) const;
    std::optional<bool> unary(const QString& op, const QString& operand) const;
    std::optional<bool> compare(const QString& left, const QString& op, const QString& right) const;
    static std::optional<bool> binary(const QString& left, const QString& op, const QString& right);
    std::optional<QString> arithmeticOperand(const QString& text);
    std::optional<bool> conditional(const QList<ShellWord>& words);
    std::optional<bool> conditionalOr(const QList<ShellWord>& words, int& i);
    std::optional<bool> conditionalAnd(const QList<ShellWord>& words, int& i);
    std::optional<bool> conditionalTerm(const QList<ShellWord>& words, int& i);
    std::optional<bool> regexMatch(const QString& subject, const QString& source);

    ShellEvaluator& m_shell;
};

} // namespace ddpw
