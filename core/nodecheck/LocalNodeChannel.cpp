#include "nodecheck/LocalNodeChannel.h"

#include <QProcess>

namespace ddpw {

namespace {

constexpr int kPollMs = 50;

void forward(QProcess& process, const NodeExecRequest& request)
{
    const QByteArray out = process.readAllStandardOutput();
    if (!out.isEmpty() && request.onStdout)
        request.onStdout(out);
    const QByteArray err = process.readAllStandardError();
    if (!err.isEmpty() && request.onStderr)
        request.onStderr(err);
}

// TERM first so that the node helper's trap cleans up, KILL if it does not go.
void stop(QProcess& process, const NodeExecRequest& request)
{
    process.terminate();
    QDeadlineTimer grace(LocalNodeChannel::kTerminateGraceMs);
    while (process.state() != QProcess::NotRunning && !grace.hasExpired()) {
        process.waitForFinished(kPollMs);
        forward(process, request);
    }
    if (process.state() != QProcess::NotRunning) {
        process.kill();
        process.waitForFinished(2000);
    }
    forward(process, request);
}

} // namespace

NodeExecResult LocalNodeChannel::exec(const NodeExecRequest& request)
{
    NodeExecResult result;
    if (request.argv.isEmpty()) {
        result.error = tr("no command");
        return result;
    }
    QProcess process;
    process.setProgram(request.argv.first());
    process.setArguments(request.argv.mid(1));
    process.start();
    if (!process.waitForStarted(10000)) {
        result.error = tr("cannot start %1: %2").arg(request.argv.first(), process.errorString());
        return result;
    }
    process.write(request.stdinData);
    process.closeWriteChannel();
    while (process.state() != QProcess::NotRunning) {
        if (request.cancel && request.cancel->load()) {
            stop(process, request);
            result.error = tr("cancelled");
            return result;
        }
        if (request.deadline.hasExpired()) {
            stop(process, request);
            result.error = tr("deadline reached");
            return result;
        }
        process.waitForReadyRead(kPollMs);
        forward(process, request);
    }
    forward(process, request);
    result.finished = process.exitStatus() == QProcess::NormalExit;
    result.exitStatus = result.finished ? process.exitCode() : -1;
    if (!result.finished)
        result.error = tr("the process crashed");
    return result;
}

} // namespace ddpw
