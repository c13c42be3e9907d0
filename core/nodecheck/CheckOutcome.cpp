#include "nodecheck/CheckOutcome.h"

#include "nodecheck/DryRunJson.h"

#include <QJsonArray>

namespace ddpw {

namespace {

QJsonObject rendezvousNotRun(const QString& why)
{
    return QJsonObject{{QStringLiteral("ok"), QJsonValue::Null},
                       {QStringLiteral("world_size"), QJsonValue::Null},
                       {QStringLiteral("ranks"), QJsonArray()},
                       {QStringLiteral("seconds"), QJsonValue::Null},
                       {QStringLiteral("error"), why}};
}

} // namespace

QJsonObject CheckOutcome::rendezvousReport() const
{
    if (dryRun)
        return DryRunJson::rendezvous(*dryRun);
    if (preflightOnly)
        return rendezvousNotRun(tr("skipped (--preflight-only)"));
    if (preflight && !preflight->cancelled && !preflight->ok())
        return rendezvousNotRun(tr("not run: the pre-flight found problems"));
    return rendezvousNotRun(tr("not run"));
}

QJsonObject CheckOutcome::report() const
{
    if (!preflight)
        return dryRun ? DryRunJson::document(*dryRun) : QJsonObject();
    QJsonArray nodes;
    for (const NodeReport& node : preflight->nodes)
        nodes.append(preflight->nodeToJson(node));
    return QJsonObject{{QStringLiteral("nodes"), nodes},
                       {QStringLiteral("ok"), ok},
                       {QStringLiteral("cancelled"), preflight->cancelled},
                       {QStringLiteral("preflight_seconds"), preflight->seconds},
                       {QStringLiteral("rendezvous"), rendezvousReport()}};
}

} // namespace ddpw
