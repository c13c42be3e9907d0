#pragma once

#include "validate/CommandDiagnostic.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QString>

namespace ddpw {

// Runs ShellCheck (`shellcheck -f json -s bash -`) on a snippet and turns its findings into
// Diagnostics (codes SC1234, the wiki link in the message as text). Generic shell style is
// ShellCheck's job; we only merge its list. Blocking with a timeout: the GUI calls run() from a
// worker thread.
class ShellCheckRunner
{
    Q_DECLARE_TR_FUNCTIONS(ShellCheckRunner)

public:
    struct Outcome
    {
        bool ran = false;
        QList<CommandDiagnostic> diagnostics;
        QString error; // why it did not run (not installed, timeout, bad output)
    };

    explicit ShellCheckRunner(QString program = QStringLiteral("shellcheck"), int timeoutMs = 10000);

    bool isAvailable() const;
    Outcome run(const QString& text) const;

    // ShellCheck's JSON (format "json") for `text`, as Diagnostics; false on malformed JSON.
    static bool parseJson(const QByteArray& json, const QString& text, QList<CommandDiagnostic>& out);

private:
    QString m_program;
    int m_timeoutMs;
};

} // namespace ddpw
