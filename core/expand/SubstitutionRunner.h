#pragma once

#include "expand/ShellState.h"
#include "shell/ShellScript.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace ddpw {

class ShellEvaluator;

// What runs the body of a $(...) or `...` for ShellEvaluator, which only expands words: the
// one interpreter of commands (ScriptInterpreter) runs it in `subshell`, the substitution's
// own state (ShellState::subshell()), with an evaluator nested in `parent`'s.
class SubstitutionRunner
{
public:
    // The output, or nullopt with why when it cannot be known statically; the problems found
    // in the body (reported by the word that holds it); its status (nullopt: only the node knows).
    struct Substitution
    {
        std::optional<QString> output;
        QString why;
        QStringList notes;
        std::optional<bool> status = true;
    };

    virtual ~SubstitutionRunner() = default;
    virtual Substitution substitute(ShellState subshell, const ShellEvaluator& parent, const ShellScript& body) = 0;

protected:
    SubstitutionRunner() = default;
    SubstitutionRunner(const SubstitutionRunner&) = default;
    SubstitutionRunner& operator=(const SubstitutionRunner&) = default;
};

} // namespace ddpw
