#pragma once

#include "preview/PreviewDiagnostic.h"

#include <QList>
#include <QObject>
#include <QProcess>
#include <QString>
#include <QTimer>

namespace ddpw {

// Runs ShellCheck on the preview's command in the background, debounced: request() on every
// change, and once the text has been still for the debounce interval an asynchronous
// `shellcheck -f json -s bash -` runs (never blocking the GUI thread; a newer request kills an
// older run). finished() carries the text it checked, so the caller can drop stale results.
// Generic shell style is ShellCheck's job; core's ShellCheckRunner turns its JSON into
// diagnostics. Without ShellCheck installed nothing runs and available() is false.
class BackgroundShellCheck : public QObject
{
    Q_OBJECT

public:
    explicit BackgroundShellCheck(QObject* parent = nullptr, QString program = QStringLiteral("shellcheck"),
                                  int debounceMs = 600);
    ~BackgroundShellCheck() override;

    bool available() const { return !m_executable.isEmpty(); }
    void request(const QString& text);

signals:
    void finished(const QString& text, const QList<ddpw::PreviewDiagnostic>& diagnostics);

private:
    void start();
    void onProcessFinished();

    QString m_executable;
    QTimer m_debounce;
    QProcess* m_process = nullptr;
    QString m_pending;
    QString m_running;
};

} // namespace ddpw
