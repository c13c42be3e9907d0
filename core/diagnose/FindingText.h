#pragma once

#include "diagnose/DiagnoseKind.h"

#include <QCoreApplication>
#include <QHash>
#include <QString>

namespace ddpw {

// The words of a finding: one sentence that says what happened where, built from the details
// its log lines gave (the port, the host that did not resolve, the rank, the exit code ...),
// falling back to the catalogue's title when a log says nothing more.
class FindingText
{
    Q_DECLARE_TR_FUNCTIONS(FindingText)

public:
    using Details = QHash<QString, QString>;

    static QString summary(DiagnoseKind kind, const Details& details);
    // The name of a signal for a negative exit code of a worker (-9 -> "SIGKILL").
    static QString signalName(int exitCode);
};

} // namespace ddpw
