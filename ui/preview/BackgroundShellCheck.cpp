#include "preview/BackgroundShellCheck.h"

#include "preview/CommandDiagnostics.h"
#include "validate/ShellCheckRunner.h"

#include <QStandardPaths>

namespace ddpw {

BackgroundShellCheck::BackgroundShellCheck(QObject* parent, QString program, int debounceMs)
    : QObject(parent), m_executable(QStandardPaths::findExecutable(program))
{
    m_debounce.setSingleShot(true);
    m_debounce.setInterval(debounceMs);
    connect(&m_debounce, &QTimer::timeout, this, &BackgroundShellCheck::start);
}

BackgroundShellCheck::~BackgroundShellCheck()
{
    if (m_process) {
        m_process->disconnect(this);
        m_process->kill();
        m_process->waitForFinished(1000);
    }
}

void BackgroundShellCheck::request(const QString& text)
{
    if (!available())
        return;
    m_pending = text;
    m_debounce.start();
}

void BackgroundShellCheck::start()
{
    if (m_process) {
        // The text changed while ShellCheck ran: its answer would be stale.
        m_process->disconnect(this);
        m_process->kill();
        m_process->waitForFinished(1000);
        m_process->deleteLater();
        m_process = nullptr;
    }
    m_running = m_pending;
    m_process = new QProcess(this);
    connect(m_process, &QProcess::finished, this, &BackgroundShellCheck::onProcessFinished);
    connect(m_process, &QProcess::errorOccurred, this, [this](QProcess::ProcessError error) {
        if (error == QProcess::FailedToStart)
            onProcessFinished();
    });
    m_process->start(m_executable, {QStringLiteral("-f"), QStringLiteral("json"), QStringLiteral("-s"),
                                    QStringLiteral("bash"), QStringLiteral("-")});
    m_process->write(m_running.toUtf8());
    m_process->closeWriteChannel();
}

void BackgroundShellCheck::onProcessFinished()
{
    if (!m_process)
        return;
    const QByteArray json = m_process->readAllStandardOutput();
    m_process->deleteLater();
    m_process = nullptr;
    QList<CommandDiagnostic> findings;
    if (!ShellCheckRunner::parseJson(json, m_running, findings))
        return;
    QList<PreviewDiagnostic> diagnostics;
    for (const CommandDiagnostic& finding : findings)
        diagnostics.append(CommandDiagnostics::toPreview(finding));
    emit finished(m_running, diagnostics);
}

} // namespace ddpw
