#pragma once

#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>

namespace ddpw {

// Results of the SSH pre-flight (core/nodecheck/Preflight.h): one NodeReport per host, each a list of
// named checks with a status and a detail a person can act on.
enum class CheckStatus { Pass, Warn, Fail, Skipped };

struct CheckItem
{
    QString name; // stable key: "ssh", "torch", "master-resolves", ...
    CheckStatus status = CheckStatus::Pass;
    QString detail; // what was found and, when not Pass, what to do
};

struct NodeReport
{
    QString host;
    bool ok = false; // no check failed
    QList<CheckItem> checks;
    QMap<QString, QString> versions; // "python", "torch", "hostname", "gpus", ...
};

struct PreflightReport
{
    QList<NodeReport> nodes;
    double seconds = 0;
    bool cancelled = false;
    bool ok() const;
    static QString statusName(CheckStatus status); // "pass", "warn", "fail", "skip"
    QJsonObject nodeToJson(const NodeReport& node) const;
};

} // namespace ddpw
