#pragma once

#include "cli/CliIo.h"

#include <QCoreApplication>
#include <QStringList>

#include <atomic>
#include <optional>

namespace ddpw {

struct DryRunOptions;
struct DryRunResult;
struct JobSpec;
struct SshOptions;
class DryRunTransport;

// ddpwizard-cli dryrun: runs the job's launcher for real with the probe in place of the
// training script, on N local simulated nodes (--local, or no --hosts) or on the given hosts
// over SSH, shows each node's progress live on stderr and prints a summary (text or JSON).
// Ctrl-C (SIGINT) or SIGTERM cancels: every node is cleaned up before it exits.
class CliDryRunCommand
{
    Q_DECLARE_TR_FUNCTIONS(CliDryRunCommand)

public:
    // arguments[0] is "dryrun".
    int run(const QStringList& arguments, CliIo& io) const;

    static QString summaryText(const DryRunResult& result);

    // Runs a dry-run with live progress lines on io.err (and every node line with `verbose`).
    static DryRunResult runWithProgress(const DryRunOptions& options, DryRunTransport& transport,
                                        const std::atomic_bool& cancel, CliIo& io, bool verbose);

    // The rendezvous step of `ddpwizard-cli check`: the job (or, without one, a minimal CPU job
    // of one process per host) on the given hosts over SSH, with the check's SSH options.
    static DryRunResult runOverSsh(const QStringList& hosts, const SshOptions& ssh, const std::optional<JobSpec>& job,
                                   int timeoutSeconds, const std::atomic_bool& cancel, CliIo& io);
};

} // namespace ddpw
