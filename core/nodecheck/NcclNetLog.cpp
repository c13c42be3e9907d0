#include "nodecheck/NcclNetLog.h"

#include <QRegularExpression>

namespace ddpw {

namespace {

constexpr int kMaxEntries = 64;

// "[0]eth0:10.0.0.1<0>", "[1]virbr0:<0>", "[0]ib0:fe80::1%ib0<0>": index, name, address.
const QRegularExpression& interfaceEntry()
{
    static const QRegularExpression pattern(
        QStringLiteral(R"(\[\d{1,4}\]([^\s:\[\]<>]{1,64}):([^\s<>]{0,128})<\d{1,6}>)"));
    return pattern;
}

NcclNetLog::Interface bareInterface(QStringView text)
{
    static const QRegularExpression pattern(QStringLiteral(R"(^\s*([^\s:\[\]<>]{1,64}):([^\s<>]{0,128})<\d{1,6}>)"));
    const QRegularExpressionMatch match = pattern.match(text);
    if (!match.hasMatch())
        return {};
    return {match.captured(1), match.captured(2)};
}

// The message after "NCCL INFO ", or the whole line when it has no such prefix.
QStringView messageOf(const QString& line)
{
    const QLatin1String tag("NCCL INFO ");
    const qsizetype at = line.indexOf(tag);
    return at < 0 ? QStringView(line).trimmed() : QStringView(line).mid(at + tag.size()).trimmed();
}

void readSocketLine(QStringView rest, NcclNetLog& log)
{
    QRegularExpressionMatchIterator it = interfaceEntry().globalMatch(rest);
    while (it.hasNext() && log.socketInterfaces.size() < kMaxEntries) {
        const QRegularExpressionMatch match = it.next();
        const NcclNetLog::Interface entry{match.captured(1), match.captured(2)};
        if (!log.socketInterfaces.contains(entry))
            log.socketInterfaces.append(entry);
    }
}

void readIbLine(QStringView rest, NcclNetLog& log)
{
    if (rest.startsWith(QLatin1String("No device found"))) {
        log.noIbDevice = true;
        return;
    }
    const qsizetype oob = rest.indexOf(QLatin1String("OOB "));
    QStringView devices = oob < 0 ? rest : rest.left(oob);
    static const QRegularExpression device(QStringLiteral(R"(\[\d{1,4}\]([^\s:\[\]]{1,64}:\d{1,4}/[A-Za-z]{1,16}))"));
    QRegularExpressionMatchIterator it = device.globalMatch(devices);
    while (it.hasNext() && log.ibDevices.size() < kMaxEntries) {
        const QString name = it.next().captured(1);
        if (!log.ibDevices.contains(name))
            log.ibDevices.append(name);
    }
    if (oob >= 0)
        log.oob = bareInterface(rest.mid(oob + 4));
}

} // namespace

QStringList NcclNetLog::dataInterfaces() const
{
    if (!ibDevices.isEmpty() && network != QLatin1String("Socket"))
        return ibDevices;
    QStringList names;
    for (const Interface& entry : socketInterfaces)
        names.append(entry.name);
    return names;
}

NcclNetLog NcclNetLog::parse(const QStringList& lines)
{
    NcclNetLog log;
    for (const QString& line : lines) {
        if (line.size() > kMaxLineLength)
            continue;
        const QStringView message = messageOf(line);
        static const QRegularExpression using_(QStringLiteral(R"(^Using network (\S.{0,63})$)"));
        if (const QRegularExpressionMatch match = using_.match(message); match.hasMatch()) {
            log.network = match.captured(1).trimmed();
            continue;
        }
        static const QRegularExpression net(QStringLiteral(R"(^NET/(Socket|IB)\s*:\s*(?:Using\s*)?)"));
        if (const QRegularExpressionMatch match = net.match(message); match.hasMatch()) {
            const QStringView rest = message.mid(match.capturedEnd());
            if (match.captured(1) == QLatin1String("Socket"))
                readSocketLine(rest, log);
            else
                readIbLine(rest, log);
            continue;
        }
        static const QRegularExpression bootstrap(QStringLiteral(R"(^Bootstrap\s*:\s*Using\s+)"));
        if (const QRegularExpressionMatch match = bootstrap.match(message); match.hasMatch())
            log.bootstrap = bareInterface(message.mid(match.capturedEnd()));
    }
    return log;
}

} // namespace ddpw
