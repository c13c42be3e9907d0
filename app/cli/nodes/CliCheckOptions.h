#pragma once

#include "cli/nodes/CliCheckOutput.h"
#include "nodecheck/CheckRequest.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QString>

namespace ddpw {

// The options `check` and `dryrun` share, read the same way: `--timeout S` (whole seconds, 1 to
// CheckRequest::kMaxTimeoutSeconds), `--quiet` (no live progress) and `--verbose` (every line
// the nodes print).
class CliCheckOptions
{
    Q_DECLARE_TR_FUNCTIONS(CliCheckOptions)

public:
    static void addOptions(QCommandLineParser& parser);
    // Sets request.timeoutSeconds; an empty string, or a one-line usage error.
    static QString read(const QCommandLineParser& parser, CheckRequest& request);
    static CliCheckOutput::Progress progress(const QCommandLineParser& parser);
};

} // namespace ddpw
