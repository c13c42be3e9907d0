#pragma once

#include "cli/CliIo.h"

#include <QCoreApplication>
#include <QStringList>

namespace ddpw {

// ddpwizard-cli diagnose [LOG...|-] [--job FILE | --command FILE] [--torch V] [--format text|json]
//   | --list-kinds [--format text|json] | --list-patterns
// Reads the logs of a failed job (one per node, or one interleaved; - or none for standard
// input) and says why it failed, root cause first (core/diagnose/LogDiagnoser). Exit 0 when
// nothing points at a failure, 1 when a finding does, 2 on usage or input errors.
class CliDiagnoseCommand
{
    Q_DECLARE_TR_FUNCTIONS(CliDiagnoseCommand)

public:
    // arguments[0] is "diagnose".
    int run(const QStringList& arguments, CliIo& io) const;
};

} // namespace ddpw
