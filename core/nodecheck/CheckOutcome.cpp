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

CheckVerdict CheckOutcome::verdict() const
{
    if (!ok)
        return CheckVerdict::Failed;
    return changes().isEmpty() ? CheckVerdict::Passed : CheckVerdict::PassedWithChanges;
}

QString CheckOutcome::verdictKey(CheckVerdict verdict)
{
    switch (verdict) {
    case CheckVerdict::Passed: return QStringLiteral("passed");
    case CheckVerdict::PassedWithChanges: return QStringLiteral("passed-with-changes");
    case CheckVerdict::Failed: return QStringLiteral("failed");
    }
    return {};
}

QStringList CheckOutcome::changes() const
{
    return dryRun ? dryRun->changes : QStringList();
}

QStringList CheckOutcome::localChanges() const
{
    return dryRun ? dryRun->localChanges : QStringList();
}

QJsonObject CheckOutcome::timings() const
{
    const auto seconds = [](double value) {
        return value < 0 ? QJsonValue(QJsonValue::Null) : QJsonValue(qRound(value * 1000) / 1000.0);
    };
    const bool bandwidthRan = dryRun && dryRun->bandwidth && dryRun->bandwidth->seconds >= 0;
    return QJsonObject{{QStringLiteral("preflight"), preflight ? seconds(preflight->seconds) : QJsonValue()},
                       {QStringLiteral("rendezvous"), dryRun ? seconds(dryRun->rendezvousSeconds) : QJsonValue()},
                       {QStringLiteral("bandwidth"), bandwidthRan ? seconds(dryRun->bandwidth->seconds) : QJsonValue()},
                       {QStringLiteral("total"), seconds(totalSeconds)}};
}

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

QJsonObject CheckOutcome::withVerdict(QJsonObject document) const
{
    document.insert(QStringLiteral("verdict"), verdictKey(verdict()));
    QJsonArray list;
    for (const QString& change : changes())
        list.append(change);
    document.insert(QStringLiteral("changes"), list);
    QJsonArray onThisMachine;
    for (const QString& change : localChanges())
        onThisMachine.append(change);
    document.insert(QStringLiteral("local_changes"), onThisMachine);
    document.insert(QStringLiteral("timings"), timings());
    return document;
}

QJsonObject CheckOutcome::report() const
{
    QJsonObject document;
    if (!preflight) {
        document = dryRun ? DryRunJson::document(*dryRun) : QJsonObject();
        if (document.isEmpty())
            return document;
        if (bandwidthRequested)
            document.insert(QStringLiteral("bandwidth"), bandwidthReport());
        return withVerdict(document);
    }
    QJsonArray nodes;
    for (const NodeReport& node : preflight->nodes) {
        QJsonObject object = preflight->nodeToJson(node);
        // What this node's launcher was given, when the rendezvous ran.
        const qsizetype index = nodes.size();
        DryRunJson::addLauncher(object, dryRun && index < dryRun->nodes.size() ? &dryRun->nodes.at(index) : nullptr);
        nodes.append(object);
    }
    document = QJsonObject{{QStringLiteral("nodes"), nodes},
                           {QStringLiteral("ok"), ok},
                           {QStringLiteral("cancelled"), preflight->cancelled},
                           {QStringLiteral("preflight_seconds"), preflight->seconds},
                           {QStringLiteral("rendezvous"), rendezvousReport()}};
    if (bandwidthRequested)
        document.insert(QStringLiteral("bandwidth"), bandwidthReport());
    return withVerdict(document);
}

} // namespace ddpw
