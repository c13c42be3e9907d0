#pragma once

#include "logdiagnosis/LogDiagnosisKind.h"

#include <QCoreApplication>
#include <QHash>
#include <QString>

namespace ddpw {

// The words of a finding: one sentence that says what happened where, built from the details
// its log lines gave (the port, the host that did not resolve, the rank, the exit code ...),
// falling back to the catalogue's title when a log says nothing more.
class LogFindingText
{
    Q_DECLARE_TR_FUNCTIONS(LogFindingText)

public:
    using Details = QHash<QString, QString>;

    static QString summary(LogDiagnosisKind kind, const Details& details);
    // What to do about this finding: the catalogue's fix, or a more precise one where its lines
    // say more (a loopback alias in /etc/hosts, a connection between ranks, a taken port that
    // held a closed rendezvous).
    static QString fix(LogDiagnosisKind kind, const Details& details);
    // 127.0.1.1 and the rest of 127.0.1.0/24: the address Debian and Ubuntu give the machine's
    // own name in /etc/hosts, which is loopback on every node.
    static bool isLoopbackAlias(const QString& host);
    // An IPv4 link-local address (169.254.0.0/16): an interface without a configured address.
    static bool isLinkLocal(const QString& host);
    // The name of a signal for a negative exit code of a worker (-9 -> "SIGKILL"); empty for a
    // signal the table lacks.
    static QString signalName(int exitCode);
    // Linux's number of a signal by name ("terminated with signal SIGSEGV" -> 11); 0 for another
    // name. The same table as signalName.
    static int signalNumber(QStringView name);

private:
    // What failed, before what became of the job after it.
    static QString failureSummary(LogDiagnosisKind kind, const Details& details);
};

} // namespace ddpw
