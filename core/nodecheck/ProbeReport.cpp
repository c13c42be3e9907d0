#include "nodecheck/ProbeReport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>

namespace ddpw {

namespace {

// The JSON text after `marker` and one space, or nothing when the line has no marker.
std::optional<QByteArray> payloadAfter(QStringView line, const char* marker)
{
    if (line.size() > ProbeReport::kMaxLineLength)
        return std::nullopt;
    const QLatin1String tag(marker);
    const qsizetype at = line.indexOf(tag);
    if (at < 0)
        return std::nullopt;
    QStringView rest = line.mid(at + tag.size());
    if (!rest.startsWith(u' '))
        return std::nullopt;
    return rest.mid(1).trimmed().toUtf8();
}

std::optional<QJsonObject> parseObject(const QByteArray& text, QString* error)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(text, &parseError);
    if (parseError.error != QJsonParseError::NoError || !document.isObject()) {
        if (error)
            *error = ProbeReport::tr("the probe's report is not a JSON object: %1").arg(parseError.errorString());
        return std::nullopt;
    }
    return document.object();
}

int intOf(const QJsonObject& object, const char* key)
{
    const QJsonValue value = object.value(QLatin1String(key));
    return value.isDouble() ? value.toInt(-1) : -1;
}

double numberOf(const QJsonObject& object, const char* key)
{
    const QJsonValue value = object.value(QLatin1String(key));
    return value.isDouble() ? value.toDouble() : -1;
}

QString textOf(const QJsonObject& object, const char* key)
{
    const QJsonValue value = object.value(QLatin1String(key));
    return value.isString() ? value.toString() : QString();
}

QList<int> intsOf(const QJsonValue& value)
{
    QList<int> result;
    for (const QJsonValue& item : value.toArray()) {
        if (item.isDouble())
            result.append(item.toInt());
    }
    return result;
}

} // namespace

std::optional<ProbeReport> ProbeReport::fromLine(QStringView line, QString* error)
{
    const std::optional<QByteArray> payload = payloadAfter(line, kMarker);
    if (!payload)
        return std::nullopt;
    const std::optional<QJsonObject> object = parseObject(*payload, error);
    if (!object)
        return std::nullopt;
    return fromJson(*object, error);
}

std::optional<ProbeReport> ProbeReport::fromJson(const QJsonObject& object, QString* error)
{
    if (!object.value(QLatin1String("rank")).isDouble() && !object.contains(QLatin1String("error"))) {
        if (error)
            *error = tr("the probe's report has neither a rank nor an error");
        return std::nullopt;
    }
    ProbeReport report;
    report.raw = object;
    report.rank = intOf(object, "rank");
    report.localRank = intOf(object, "local_rank");
    report.worldSize = intOf(object, "world_size");
    report.localWorldSize = intOf(object, "local_world_size");
    report.groupRank = intOf(object, "group_rank");
    report.groupWorldSize = intOf(object, "group_world_size");
    report.hostname = textOf(object, "hostname");
    report.masterAddr = textOf(object, "master_addr");
    report.masterPort = intOf(object, "master_port");
    report.runId = textOf(object, "run_id");
    report.pid = static_cast<qint64>(numberOf(object, "pid"));
    report.python = textOf(object, "python");
    report.torch = textOf(object, "torch");
    report.cuda = textOf(object, "cuda");
    report.backend = textOf(object, "backend");
    report.device = textOf(object, "device");
    report.deviceName = textOf(object, "device_name");

    const QJsonObject allReduce = object.value(QLatin1String("all_reduce")).toObject();
    report.allReduceOk = allReduce.value(QLatin1String("ok")).toBool(false);
    report.allReduceSum = static_cast<qint64>(allReduce.value(QLatin1String("sum")).toDouble(-1));
    report.allReduceExpected = static_cast<qint64>(allReduce.value(QLatin1String("expected")).toDouble(-1));
    report.missingRanks = intsOf(allReduce.value(QLatin1String("missing")));
    report.repeatedRanks = intsOf(allReduce.value(QLatin1String("repeated")));

    for (const QJsonValue& arg : object.value(QLatin1String("script_args")).toArray())
        report.scriptArgs.append(arg.toString());
    for (const QJsonValue& arg : object.value(QLatin1String("launcher_argv")).toArray())
        report.launcherArgv.append(arg.toString());
    const QJsonObject env = object.value(QLatin1String("env")).toObject();
    for (auto it = env.begin(); it != env.end(); ++it) {
        if (it.value().isString())
            report.env.insert(it.key(), it.value().toString());
        else
            report.unsetEnv.append(it.key());
    }

    const QJsonObject timings = object.value(QLatin1String("timings")).toObject();
    report.startTime = numberOf(timings, "start");
    report.importSeconds = numberOf(timings, "import_s");
    report.initSeconds = numberOf(timings, "init_s");
    report.allReduceSeconds = numberOf(timings, "all_reduce_s");
    report.barrierSeconds = numberOf(timings, "barrier_s");
    report.totalSeconds = numberOf(timings, "total_s");
    report.bandwidthSeconds = numberOf(timings, "bandwidth_s");
    report.bandwidth = ProbeBandwidth::fromJson(object.value(QLatin1String("bandwidth")).toObject());

    report.ok = object.value(QLatin1String("ok")).toBool(false);
    report.error = textOf(object, "error");
    return report;
}

std::optional<ProbeEvent> ProbeEvent::fromLine(QStringView line)
{
    const std::optional<QByteArray> payload = payloadAfter(line, ProbeReport::kEventMarker);
    if (!payload)
        return std::nullopt;
    const std::optional<QJsonObject> object = parseObject(*payload, nullptr);
    if (!object)
        return std::nullopt;
    ProbeEvent event;
    event.event = textOf(*object, "event");
    event.rank = intOf(*object, "rank");
    event.localRank = intOf(*object, "local_rank");
    event.groupRank = intOf(*object, "group_rank");
    event.hostname = textOf(*object, "hostname");
    event.time = numberOf(*object, "time");
    return event;
}

} // namespace ddpw
