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

QJsonObject CheckOutcome::bandwidthReport() const
{
    if (dryRun && dryRun->bandwidth)
        return DryRunJson::bandwidth(*dryRun->bandwidth);
    QString why = tr("not run");
    if (cancelled)
        why = tr("not run: the check was cancelled");
    else if (dryRun && !dryRun->ok)
        why = tr("not run: the rendezvous failed");
    else if (!dryRun)
        why = tr("not run: the rendezvous did not run");
    return QJsonObject{{QStringLiteral("ok"), QJsonValue::Null},
                       {QStringLiteral("backend"), QJsonValue::Null},
                       {QStringLiteral("world_size"), QJsonValue::Null},
                       {QStringLiteral("sizes"), QJsonArray()},
                       {QStringLiteral("per_node"), QJsonArray()},
                       {QStringLiteral("slow_nodes"), QJsonArray()},
                       {QStringLiteral("error"), why}};
}

QJsonObject CheckOutcome::report() const
{
    if (!preflight) {
        QJsonObject document = dryRun ? DryRunJson::document(*dryRun) : QJsonObject();
        if (bandwidthRequested && !document.isEmpty())
            document.insert(QStringLiteral("bandwidth"), bandwidthReport());
        return document;
    }
    QJsonArray nodes;
    for (const NodeReport& node : preflight->nodes)
        nodes.append(preflight->nodeToJson(node));
    QJsonObject document{{QStringLiteral("nodes"), nodes},
                         {QStringLiteral("ok"), ok},
                         {QStringLiteral("cancelled"), preflight->cancelled},
                         {QStringLiteral("preflight_seconds"), preflight->seconds},
                         {QStringLiteral("rendezvous"), rendezvousReport()}};
    if (bandwidthRequested)
        document.insert(QStringLiteral("bandwidth"), bandwidthReport());
    return document;
}

} // namespace ddpw
