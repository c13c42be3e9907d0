#pragma once

#include "validate/ValidationContext.h"

#include <QCoreApplication>

namespace ddpw {

// What the launcher receives, not the tokens as written: its argv as bash makes it on each
// simulated node (PlatformSimulation, the one interpreter of core/expand), judged by the
// launcher's argparse model (torch's launchers, accelerate launch, deepspeed).
// - reparse(): where bash makes other words than the text has ("${ARGS[@]}", an unquoted
//   $OPTS, an option only some nodes get) or words that argparse reads otherwise, the
//   invocation is parsed on node 0's words, so that every check judges what the launcher gets;
//   each word keeps the range of the written word it comes from. Node 0's parse is kept in any
//   case (ValidatedInvocation::firstNode): explain shows the values torch gets there, or on the
//   first node that runs the launcher where node 0 takes another branch.
// - parserErrors() (a check): the launcher's parse on every evaluated node's own argv; each
//   cause it stops with is one finding, naming the nodes where only some do. For an invocation
//   parsed as written, only the errors a value bash substitutes causes (`--master_port=$PORT`
//   with PORT unset: "invalid int value: ''").
class EvaluatedArguments
{
    Q_DECLARE_TR_FUNCTIONS(EvaluatedArguments)

public:
    static void reparse(const ValidationContext& context, ValidatedInvocation& invocation);
    static void parserErrors(ValidationContext& context);
    // Drops the fixes that would edit the inside of a written word that bash split into several
    // (their ranges are that whole word), and those of the findings about a written script's
    // launcher (placed at the command that runs it): a fix must be valid in the text it is applied to.
    static void dropSplitFixes(ValidationContext& context);

private:
    static void showFirstReachingNode(const ValidationContext& context, ValidatedInvocation& invocation);
    static QString unsetNote(const ValidationContext& context, const ValidatedInvocation& invocation,
                             const QStringList& unset);
    static std::optional<QString> abandonedAssignment(const ValidationContext& context, const QStringList& unset);
    static bool assignsIn(QStringView text, const QString& name);
};

} // namespace ddpw
