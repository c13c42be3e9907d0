#pragma once

#include "nodecheck/LaunchFailure.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>
#include <QStringView>

namespace ddpw {

// Reads launcher and worker log lines and says, in words, why a launch failed. The reading is
// the diagnose engine's (core/logdiagnosis/LogDiagnoser): its root cause becomes the dry-run's
// failure, mapped onto the coarse kinds of LaunchFailureKind and keeping the engine's summary,
// fix and kind, so that the Check step and `diagnose` never disagree.
class LaunchFailureClassifier
{
    Q_DECLARE_TR_FUNCTIONS(LaunchFailureClassifier)

public:
    static constexpr int kMaxEvidenceLines = 8;

    // The kind one line shows, or None.
    static LaunchFailureKind classifyLine(QStringView line);

    // The most telling failure among all lines (see LaunchFailureKind's order), with the lines
    // that show it. Kind None when no line matches.
    static LaunchFailure classify(const QStringList& lines);

    static QString summary(LaunchFailureKind kind);
    static QString hint(LaunchFailureKind kind);
    static QString reference(LaunchFailureKind kind);
    // Stable name for JSON: "port_in_use".
    static QString key(LaunchFailureKind kind);
    static LaunchFailure describe(LaunchFailureKind kind, const QStringList& evidence = {});
};

} // namespace ddpw
