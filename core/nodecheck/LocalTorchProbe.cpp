#include "nodecheck/LocalTorchProbe.h"

#include "util/ShellQuote.h"

#include <QProcess>

namespace ddpw {

QString LocalTorchProbe::script(const JobSpec& job)
{
    const QString importTorch = QStringLiteral("import torch; print(torch.__version__)");
    if (job.launcher == Launcher::DistributedLaunch)
        return QStringLiteral("exec %1 -c %2").arg(shellQuote(job.python), shellQuote(importTorch));
    // torchrun is a python script: its #! line names the interpreter whose torch it runs
    // ("#!/usr/bin/env python3" is two words, hence the unquoted $interpreter).
    return QStringLiteral("launcher=$(command -v torchrun) || exit 1\n"
                          "IFS= read -r first < \"$launcher\" || exit 1\n"
                          "case $first in '#!'*python*) ;; *) exit 1 ;; esac\n"
                          "interpreter=${first#'#!'}\n"
                          "exec $interpreter -c %1\n")
        .arg(shellQuote(importTorch));
}

QString LocalTorchProbe::version(const JobSpec& job, int timeoutMs)
{
    QProcess process;
    process.setProcessChannelMode(QProcess::SeparateChannels);
    process.start(QStringLiteral("bash"), {QStringLiteral("-c"), script(job)});
    if (!process.waitForFinished(timeoutMs)) {
        process.kill();
        process.waitForFinished(1000);
        return {};
    }
    if (process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0)
        return {};
    const QString out = QString::fromUtf8(process.readAllStandardOutput()).trimmed();
    // One line, a version: anything else is not an answer.
    if (out.contains(u'\n') || out.size() > 64 || !TorchVersion::parse(out))
        return {};
    return out;
}

} // namespace ddpw
