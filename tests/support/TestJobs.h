#pragma once

// Jobs the tests share.

#include "model/JobFile.h"
#include "model/JobSpec.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QStringList>

namespace ddpw::test {

// The guide's example job (one worker role, torchrun with c10d) with another shape.
inline JobSpec guideJobWith(int nodes, int gpusPerNode)
{
    JobSpec job = JobSpec::guideExample();
    job.nodeCount = nodes;
    job.gpusPerNode = gpusPerNode;
    return job;
}

// The job file keys whose values differ between two jobs, sorted: what an action changed.
inline QStringList changedKeys(const JobSpec& before, const JobSpec& after)
{
    const QJsonObject old = QJsonDocument::fromJson(JobFile::toJson(before)).object();
    const QJsonObject now = QJsonDocument::fromJson(JobFile::toJson(after)).object();
    QStringList keys;
    for (const QString& key : now.keys()) {
        if (old.value(key) != now.value(key))
            keys.append(key);
    }
    for (const QString& key : old.keys()) {
        if (!now.contains(key))
            keys.append(key);
    }
    keys.sort();
    return keys;
}

} // namespace ddpw::test
