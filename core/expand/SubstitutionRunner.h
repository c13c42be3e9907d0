#pragma once

#include "shell/ShellScript.h"

#include <QString>

#include <optional>

namespace ddpw {

class ShellEvaluator;

// What runs the body of a $(...) or `...` for ShellEvaluator, which only expands words: the
// one interpreter of commands (ScriptInterpreter) runs it in `shell`, the substitution's own
// copy of the variables (a subshell), and gives its output, or nullopt with why when it cannot
// be known statically.
class SubstitutionRunner
{
public:
    virtual ~SubstitutionRunner() = default;
    virtual std::optional<QString> substitute(ShellEvaluator& shell, const ShellScript& body, QString* why) = 0;

protected:
    SubstitutionRunner() = default;
    SubstitutionRunner(const SubstitutionRunner&) = default;
    SubstitutionRunner& operator=(const SubstitutionRunner&) = default;
};

} // namespace ddpw
