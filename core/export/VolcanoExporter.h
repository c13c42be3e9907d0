#pragma once

#include "model/JobSpec.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace ddpw {

struct VolcanoExportOptions
{
    QString namespaceName; // metadata.namespace; empty leaves it to kubectl's context
    int maxRetry = 3;      // spec.maxRetry: whole-job restarts after an eviction
};

// What an export produced. When error is set there is no manifest: the job (or an option)
// cannot become a Volcano Job as it stands.
struct VolcanoExport
{
    QString yaml;
    QString jobName;  // metadata.name as written (sanitized)
    QString taskName; // spec.tasks[0].name (the role)
    int replicas = 0;
    int minAvailable = 0;
    QStringList warnings; // e.g. the job name had to change
    QString error;
    bool ok() const { return error.isEmpty(); }
};

// Turns a job into a batch.volcano.sh/v1alpha1 Job that runs the platform's start command
// (CommandGenerator::platformCommand) on every pod of one task. Volcano's env and svc plugins
// provide exactly the variables that command reads: VC_TASK_INDEX, VC_<ROLE>_HOSTS and
// VC_<ROLE>_NUM. The YAML is written with yaml-cpp; every string the user typed is
// double-quoted so that it reads back exactly (no "yes" turning into a boolean, no newline
// folding), proven by parsing it back in tests.
class VolcanoExporter
{
    Q_DECLARE_TR_FUNCTIONS(VolcanoExporter)

public:
    explicit VolcanoExporter(const JobSpec& job, VolcanoExportOptions options = {});

    VolcanoExport run() const;

    // The one call File > Export and `generate --format volcano` need.
    static VolcanoExport exportJob(const JobSpec& job, const VolcanoExportOptions& options = {});

    // The longest job name whose pod host names <job>-<task>-<index> stay within 63.
    static int maxJobNameLength(const QString& taskName, int replicas);

private:
    JobSpec m_job;
    VolcanoExportOptions m_options;
};

} // namespace ddpw
