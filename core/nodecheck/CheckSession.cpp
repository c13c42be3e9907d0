#include "nodecheck/CheckSession.h"

#include "nodecheck/CheckAdvice.h"
#include "nodecheck/DryRun.h"
#include "nodecheck/LocalCommandRun.h"
#include "nodecheck/LocalTorchProbe.h"
#include "nodecheck/LocalTransport.h"
#include "nodecheck/Preflight.h"
#include "nodecheck/SshTransport.h"

#include <QElapsedTimer>

#include <algorithm>

namespace ddpw {

PreflightExpectations CheckSession::expectationsFor(const JobSpec& job)
{
    PreflightExpectations expect;
    expect.port = job.port;
    if (job.torchVersion.isKnown())
        expect.torch = job.torchVersion;
    expect.nprocPerNode = job.resolvedNprocPerNode();
    expect.wantsGpus = job.gpusPerNode > 0;
    for (const EnvVar& var : job.env) {
        if (var.name == QLatin1String("NCCL_SOCKET_IFNAME") || var.name == QLatin1String("GLOO_SOCKET_IFNAME"))
            expect.socketIfnames.insert(var.name, var.value);
    }
    return expect;
}

QString CheckSession::preflightPython(const CheckRequest& request)
{
    if (!request.python.isEmpty())
        return request.python;
    // launch.py runs under the interpreter the form names; torchrun is a script of its own.
    if (request.job && request.job->launcher == Launcher::DistributedLaunch)
        return request.job->python;
    return PreflightOptions().python;
}

int CheckSession::connectTimeoutMs(int timeoutSeconds)
{
    return std::min(timeoutSeconds * 1000, 10000);
}

SshOptions CheckSession::sshOptions(const CheckRequest& request)
{
    SshOptions ssh = request.ssh;
    ssh.connectTimeoutMs = connectTimeoutMs(request.timeoutSeconds);
    ssh.askHostKey = [this](const HostKeyQuestion& question) { return askHostKey && askHostKey(question); };
    ssh.askSecret = [this](const QString& prompt, bool echo) { return m_secrets.answer(prompt, echo, askSecret); };
    return ssh;
}

DryRunResult CheckSession::runDryRun(const DryRunOptions& options, DryRunTransport& transport,
                                     const std::atomic_bool& cancel, const Observer& observer)
{
    if (observer.dryRunStarted)
        observer.dryRunStarted(options.hosts.isEmpty() ? options.job.nodeCount
                                                       : static_cast<int>(options.hosts.size()));
    return DryRun(options, transport).run(cancel, observer.dryRunEvent);
}

TorchVersion CheckSession::probeLocalTorch(const CheckRequest& request, CheckOutcome& outcome, const Observer& observer)
{
    const auto say = [&observer](const QString& text) {
        if (!text.isEmpty() && observer.notice)
            observer.notice(text);
    };
    // Importing torch takes seconds, more on a busy machine: the check's own limit bounds it.
    const int timeoutMs = std::clamp(request.timeoutSeconds * 1000, LocalTorchProbe::kTimeoutMs, 120000);
    if (request.command.isEmpty()) {
        outcome.localTorch = LocalTorchProbe::version(*request.job, timeoutMs);
    } else {
        // The command's own launcher word, found as bash finds it here: its torch is what runs.
        const QString program = LocalCommandRun::program(request.command, *request.job, request.python);
        if (program.isEmpty())
            return {};
        const LocalTorchProbe::Found found = LocalTorchProbe::ofProgram(program, timeoutMs);
        outcome.localTorch = found.version;
        if (found.version.isEmpty())
            say(CheckAdvice::noTorchNote(program, found.interpreter, request.forGui));
    }
    say(CheckAdvice::localTorchNote(outcome.localTorch, *request.job));
    const std::optional<TorchVersion> local = TorchVersion::parse(outcome.localTorch);
    return local ? TorchVersion::of(local->major(), local->minor()) : TorchVersion();
}

CheckOutcome CheckSession::run(const CheckRequest& request, const std::atomic_bool& cancel, const Observer& observer)
{
    QElapsedTimer clock;
    clock.start();
    CheckOutcome outcome;
    outcome.local = request.isLocal();
    // Local mode has no pre-flight: its check is the rendezvous, whatever the steps say.
    outcome.preflightOnly = !outcome.local && request.steps == CheckRequest::Steps::PreflightOnly;
    outcome.bandwidthRequested = request.bandwidth.enabled && !outcome.preflightOnly;
    const SshOptions ssh = sshOptions(request);

    const bool preflight = !outcome.local && request.steps != CheckRequest::Steps::RendezvousOnly;
    if (preflight) {
        PreflightOptions options;
        options.hosts = request.hosts;
        options.ssh = ssh;
        options.python = preflightPython(request);
        if (request.job)
            options.expect = expectationsFor(*request.job);
        options.timeoutMs = request.timeoutSeconds * 1000;
        options.maxParallel = request.maxParallel;
        options.cancel = &cancel;
        options.onProgress = observer.preflightProgress;
        outcome.preflight = Preflight(options).run();
        if (observer.preflightFinished)
            observer.preflightFinished(*outcome.preflight);
        outcome.cancelled = outcome.preflight->cancelled;
    }

    // The local mode's stand-in for the pre-flight's version check: a launcher that rejects
    // the job's spellings reports no version of its own.
    CommandRunSettings commandSettings;
    commandSettings.python = request.python;
    commandSettings.processesPerNode = request.localProcessesPerNode;
    if (outcome.local && request.job && !cancel)
        commandSettings.torch = probeLocalTorch(request, outcome, observer);

    const bool rendezvous =
        !outcome.preflightOnly && !outcome.cancelled && (!outcome.preflight || outcome.preflight->ok());
    if (rendezvous) {
        DryRunOptions options;
        options.job = request.rendezvousJob();
        options.command = request.command;
        options.commandSettings = commandSettings;
        options.forGui = request.forGui;
        options.hosts = request.hosts;
        options.timeoutSeconds = std::max(1, request.timeoutSeconds);
        options.localPort = request.localPort;
        options.localStoreNode = request.localStoreNode;
        options.bandwidth = request.bandwidth;
        LocalTransport local;
        SshTransport remote(ssh);
        DryRunTransport& transport = outcome.local ? static_cast<DryRunTransport&>(local) : remote;
        outcome.dryRun = runDryRun(options, transport, cancel, observer);
        outcome.cancelled = outcome.dryRun->stop == DryRunStop::Cancelled;
    }
    m_secrets.clear();

    const bool preflightPassed = !preflight || outcome.preflight->ok();
    const bool rendezvousPassed = outcome.preflightOnly || (outcome.dryRun && outcome.dryRun->ok);
    const bool bandwidthPassed =
        !outcome.bandwidthRequested || (outcome.dryRun && outcome.dryRun->bandwidth && outcome.dryRun->bandwidth->ok);
    outcome.ok = !outcome.cancelled && preflightPassed && rendezvousPassed && bandwidthPassed;
    outcome.totalSeconds = static_cast<double>(clock.nsecsElapsed()) / 1e9;
    return outcome;
}

} // namespace ddpw
