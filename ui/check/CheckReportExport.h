#pragma once

#include "nodecheck/CheckOutcome.h"

#include <QCoreApplication>
#include <QString>

#include <optional>

class QWidget;

namespace ddpw {

// Export report on the Check step: the last run's report as the CLI's JSON (the same as
// `ddpwizard-cli check --format json`), written atomically. Where to is asked through Prompt, and
// a failure is said there; there is nothing to export before a run.
class CheckReportExport
{
    Q_DECLARE_TR_FUNCTIONS(CheckReportExport)

public:
    // The file to write, "" when the user cancelled.
    static QString askPath(QWidget* parent);
    // Writes the report; false (and says why) when there is none or it could not be written.
    static bool write(QWidget* parent, const std::optional<CheckOutcome>& outcome, const QString& path);
};

} // namespace ddpw
