#pragma once

#include "validate/ValidationContext.h"

#include <QCoreApplication>

namespace ddpw {

// What torch receives, not the tokens as written: the launcher's argv as bash makes it on the
// simulated nodes (PlatformSimulation, the one interpreter of core/expand), judged by the
// launcher's argparse model.
// - reparse(): where bash makes other words than the text has ("${ARGS[@]}", an unquoted
//   $OPTS), the invocation is parsed on node 0's words, so that every check judges what torch
//   gets; each word keeps the range of the written word it comes from. Node 0's parse is kept in
//   any case (ValidatedInvocation::firstNode): explain shows the values torch gets there.
// - parserErrors() (a check): where the words line up, the errors torch gives only because of a
//   value bash substitutes (`--master_port=$PORT` with PORT unset: "invalid int value: ''").
class EvaluatedArguments
{
    Q_DECLARE_TR_FUNCTIONS(EvaluatedArguments)

public:
    static void reparse(const ValidationContext& context, ValidatedInvocation& invocation,
                        const QHash<QString, QString>& petEnvironment);
    static void parserErrors(ValidationContext& context);
    // Drops the fixes that would edit the inside of a written word that bash split into several
    // (their ranges are that whole word): a fix must be valid in the text it is applied to.
    static void dropSplitFixes(ValidationContext& context);
};

} // namespace ddpw
