#pragma once

#include "model/JobSpec.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <optional>

namespace ddpw {

// Why a job file could not be read: which field (empty for the file as a whole) and why.
struct JobFileError
{
    QString field;
    QString message;
    // "node_count: expected an integer, got a string" or the message alone.
    QString toString() const { return field.isEmpty() ? message : field + QStringLiteral(": ") + message; }
};

struct JobFileResult
{
    std::optional<JobSpec> job;
    JobFileError error;
    bool ok() const { return job.has_value(); }
};

// Job files: JSON with a schema_version and stable snake_case keys. Keys this version does
// not know are kept and written back. Reading never crashes on any bytes; each failure names
// the field. Saving goes through a temporary file and a rename, so a failed save leaves the
// previous file as it was.
class JobFile
{
    Q_DECLARE_TR_FUNCTIONS(JobFile)

public:
    static constexpr int kSchemaVersion = 1;
    static constexpr qint64 kMaxFileBytes = 16 * 1024 * 1024;
    static constexpr int kMaxNestingDepth = 64;

    static QByteArray toJson(const JobSpec& job);
    static JobFileResult fromJson(const QByteArray& bytes);

    static JobFileResult load(const QString& path);
    // Returns an empty string on success, else why the file could not be written.
    static QString save(const JobSpec& job, const QString& path);
};

} // namespace ddpw
