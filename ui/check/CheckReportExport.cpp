#include "check/CheckReportExport.h"

#include "util/AtomicFile.h"
#include "widgets/Prompt.h"

#include <QDir>
#include <QJsonDocument>

namespace ddpw {

QString CheckReportExport::askPath(QWidget* parent)
{
    return Prompt::saveFileName(parent, tr("Export the check report"),
                                QDir::home().filePath(QStringLiteral("ddp-check.json")),
                                tr("JSON files (*.json);;All files (*)"));
}

bool CheckReportExport::write(QWidget* parent, const std::optional<CheckOutcome>& outcome, const QString& path)
{
    if (!outcome) {
        Prompt::warning(parent, tr("Export report"), tr("Run the check first: there is no report yet."));
        return false;
    }
    if (const QString error = AtomicFile::write(path, QJsonDocument(outcome->report()).toJson(QJsonDocument::Indented));
        !error.isEmpty()) {
        Prompt::warning(parent, tr("Export report"), error);
        return false;
    }
    return true;
}

} // namespace ddpw
