#include "nodecheck/LocalTorchProbe.h"

#include "launcher/LauncherLocator.h"
#include "util/ShellQuote.h"

#include <QProcess>

#include <optional>

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

namespace {

// Runs a probe script; its stdout when it exited 0 in time, else nothing.
std::optional<QString> runScript(const QString& text, int timeoutMs)
{
    QProcess process;
    process.setProcessChannelMode(QProcess::SeparateChannels);
    process.start(QStringLiteral("bash"), {QStringLiteral("-c"), text});
    if (!process.waitForFinished(timeoutMs)) {
        process.kill();
        process.waitForFinished(1000);
        return std::nullopt;
    }
    if (process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0)
        return std::nullopt;
    return QString::fromUtf8(process.readAllStandardOutput()).trimmed();
}

// One line, a version: anything else is not an answer.
QString versionIn(const QString& out)
{
    if (out.contains(u'\n') || out.size() > 64 || !TorchVersion::parse(out))
        return {};
    return out;
}

} // namespace

QString LocalTorchProbe::programScript(const QString& program)
{
    // The interpreter is printed first, then torch's version (or nothing when it cannot import).
    const QString importTorch = QStringLiteral("import sys; print(sys.executable, flush=True); import torch; "
                                               "print(torch.__version__)");
    if (LauncherLocator::isPythonProgram(program))
        return QStringLiteral("exec %1 -c %2").arg(shellQuote(program), shellQuote(importTorch));
    return QStringLiteral("launcher=$(command -v %1) || exit 1\n"
                          "IFS= read -r first < \"$launcher\" || exit 1\n"
                          "case $first in '#!'*python*) ;; *) exit 1 ;; esac\n"
                          "interpreter=${first#'#!'}\n"
                          "exec $interpreter -c %2\n")
        .arg(shellQuote(program), shellQuote(importTorch));
}

LocalTorchProbe::Found LocalTorchProbe::ofProgram(const QString& program, int timeoutMs)
{
    Found found;
    QProcess process;
    process.setProcessChannelMode(QProcess::SeparateChannels);
    process.start(QStringLiteral("bash"), {QStringLiteral("-c"), programScript(program)});
    if (!process.waitForFinished(timeoutMs)) {
        process.kill();
        process.waitForFinished(1000);
        return found;
    }
    const QStringList lines = QString::fromUtf8(process.readAllStandardOutput()).trimmed().split(u'\n');
    found.interpreter = lines.value(0).trimmed().left(4096);
    if (process.exitStatus() == QProcess::NormalExit && process.exitCode() == 0 && lines.size() == 2)
        found.version = versionIn(lines.at(1).trimmed());
    return found;
}

QString LocalTorchProbe::version(const JobSpec& job, int timeoutMs)
{
    const std::optional<QString> out = runScript(script(job), timeoutMs);
    return out ? versionIn(*out) : QString();
}

} // namespace ddpw
