#include "nodecheck/ProbeBandwidth.h"

#include <QJsonArray>

namespace ddpw {

namespace {

double number(const QJsonObject& object, const char* key, double fallback = -1)
{
    const QJsonValue value = object.value(QLatin1String(key));
    return value.isDouble() ? value.toDouble() : fallback;
}

int integer(const QJsonObject& object, const char* key)
{
    const QJsonValue value = object.value(QLatin1String(key));
    return value.isDouble() ? value.toInt(-1) : -1;
}

qint64 bytesOf(const QJsonObject& object, const char* key)
{
    const double value = number(object, key, 0);
    return value > 0 && value < 1e15 ? static_cast<qint64>(value) : 0;
}

QString text(const QJsonObject& object, const char* key)
{
    const QJsonValue value = object.value(QLatin1String(key));
    return value.isString() ? value.toString() : QString();
}

QJsonArray array(const QJsonObject& object, const char* key)
{
    const QJsonArray items = object.value(QLatin1String(key)).toArray();
    return items.size() > ProbeBandwidth::kMaxItems ? QJsonArray() : items;
}

QStringList strings(const QJsonObject& object, const char* key)
{
    QStringList result;
    for (const QJsonValue& item : array(object, key)) {
        if (item.isString())
            result.append(item.toString());
    }
    return result;
}

} // namespace

std::optional<ProbeBandwidth> ProbeBandwidth::fromJson(const QJsonObject& object)
{
    if (object.isEmpty())
        return std::nullopt;
    ProbeBandwidth result;
    result.error = text(object, "error");
    result.seconds = number(object, "seconds");
    result.budgetSeconds = number(object, "budget_s");
    result.hasMeasurements = object.value(QLatin1String("sizes")).isArray();
    for (const QJsonValue& item : array(object, "sizes")) {
        const QJsonObject size = item.toObject();
        result.sizes.append({bytesOf(size, "bytes"), number(size, "seconds"), qMax(0, integer(size, "iterations")),
                             number(size, "warmup_seconds"), size.value(QLatin1String("correct")).toBool(false)});
    }
    for (const QJsonValue& item : array(object, "skipped_sizes")) {
        if (item.isDouble() && item.toDouble() > 0 && item.toDouble() < 1e15)
            result.skippedSizes.append(static_cast<qint64>(item.toDouble()));
    }
    for (const QJsonValue& item : array(object, "nodes")) {
        const QJsonObject node = item.toObject();
        result.nodes.append(
            {integer(node, "index"), integer(node, "group_rank"), text(node, "hostname"), integer(node, "rank")});
    }
    for (const QJsonValue& item : array(object, "rounds")) {
        const QJsonObject round = item.toObject();
        const int shift = integer(round, "shift");
        for (const QJsonValue& entry : array(round, "links")) {
            const QJsonObject link = entry.toObject();
            if (result.links.size() >= kMaxItems)
                break;
            result.links.append(
                {shift, integer(link, "from"), integer(link, "to"), bytesOf(link, "bytes"), number(link, "seconds")});
        }
    }
    for (const QJsonValue& item : array(object, "interfaces")) {
        const QJsonObject entry = item.toObject();
        result.interfaces.append({text(entry, "name"), text(entry, "address"), qMax(0, integer(entry, "connections"))});
    }
    const QJsonObject configured = object.value(QLatin1String("configured")).toObject();
    for (auto it = configured.begin(); it != configured.end() && result.configured.size() < kMaxItems; ++it) {
        if (it.value().isString())
            result.configured.insert(it.key(), it.value().toString());
    }
    result.ibDevices = strings(object, "ib_devices");
    result.ncclLines = strings(object, "nccl_lines");
    return result;
}

} // namespace ddpw
