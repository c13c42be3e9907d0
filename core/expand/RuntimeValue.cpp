#include "expand/RuntimeValue.h"

#include <algorithm>

namespace ddpw {

namespace {

QChar kindChar(RuntimeValue::Kind kind)
{
    switch (kind) {
    case RuntimeValue::Kind::Address: return QChar(0xE002);
    case RuntimeValue::Kind::NodeAddress: return QChar(0xE003);
    case RuntimeValue::Kind::NodeFqdn: return QChar(0xE004);
    case RuntimeValue::Kind::CanonicalName: return QChar(0xE005);
    case RuntimeValue::Kind::NameServer: return QChar(0xE006);
    case RuntimeValue::Kind::GpuList: return QChar(0xE007);
    case RuntimeValue::Kind::GpuCount: return QChar(0xE008);
    case RuntimeValue::Kind::Drawn: return QChar(0xE009);
    case RuntimeValue::Kind::CommandFolder: return QChar(0xE00A);
    case RuntimeValue::Kind::Clock: return QChar(0xE00B);
    case RuntimeValue::Kind::CpuCount: return QChar(0xE00C);
    case RuntimeValue::Kind::DnsSuffix: return QChar(0xE00D);
    }
    return QChar(0xE002);
}

std::optional<RuntimeValue::Kind> kindOf(QChar c)
{
    switch (c.unicode()) {
    case 0xE002: return RuntimeValue::Kind::Address;
    case 0xE003: return RuntimeValue::Kind::NodeAddress;
    case 0xE004: return RuntimeValue::Kind::NodeFqdn;
    case 0xE005: return RuntimeValue::Kind::CanonicalName;
    case 0xE006: return RuntimeValue::Kind::NameServer;
    case 0xE007: return RuntimeValue::Kind::GpuList;
    case 0xE008: return RuntimeValue::Kind::GpuCount;
    case 0xE009: return RuntimeValue::Kind::Drawn;
    case 0xE00A: return RuntimeValue::Kind::CommandFolder;
    case 0xE00B: return RuntimeValue::Kind::Clock;
    case 0xE00C: return RuntimeValue::Kind::CpuCount;
    case 0xE00D: return RuntimeValue::Kind::DnsSuffix;
    default: return std::nullopt;
    }
}

} // namespace

QString RuntimeValue::token(Kind kind, const QString& subject)
{
    QString out;
    out.reserve(subject.size() + 3);
    out += QChar(kOpen);
    out += kindChar(kind);
    for (const QChar c : subject)
        out += QChar(char16_t(kShift + (c.unicode() < 0x80 ? c.unicode() : u'?')));
    out += QChar(kClose);
    return out;
}

// The subject of a Drawn token is "SOURCE@NODE": the node last, since a source may hold an '@'.
QString RuntimeValue::drawn(const QString& source, const QString& node)
{
    return token(Kind::Drawn, source + u'@' + node);
}

QString RuntimeValue::drawnSource(const Part& part)
{
    return part.subject.section(u'@', 0, -2);
}

QString RuntimeValue::drawnNode(const Part& part)
{
    return part.subject.section(u'@', -1);
}

bool RuntimeValue::contains(QStringView text)
{
    return text.contains(QChar(kOpen));
}

bool RuntimeValue::contains(QStringView text, Kind kind)
{
    const QList<Part> found = parts(text);
    return std::any_of(found.cbegin(), found.cend(), [kind](const Part& part) { return part.kind == kind; });
}

QList<RuntimeValue::Part> RuntimeValue::parts(QStringView text)
{
    QList<Part> out;
    for (qsizetype i = text.indexOf(QChar(kOpen)); i >= 0 && i + 1 < text.size();
         i = text.indexOf(QChar(kOpen), i + 1)) {
        const std::optional<Kind> kind = kindOf(text[i + 1]);
        const qsizetype close = text.indexOf(QChar(kClose), i + 2);
        if (!kind || close < 0)
            continue;
        Part part;
        part.kind = *kind;
        part.begin = i;
        part.end = close + 1;
        bool intact = true;
        for (qsizetype k = i + 2; k < close; ++k) {
            const char16_t c = text[k].unicode();
            if (c < kShift || c >= kShift + 0x80) {
                intact = false;
                break;
            }
            part.subject += QChar(char16_t(c - kShift));
        }
        if (intact)
            out.append(part);
    }
    return out;
}

bool RuntimeValue::cutInto(QStringView text)
{
    const auto isMarkerChar = [](QChar c) { return c.unicode() >= kOpen && c.unicode() < kShift + 0x80; };
    if (!std::any_of(text.begin(), text.end(), isMarkerChar))
        return false;
    qsizetype at = 0;
    for (const Part& part : parts(text)) {
        if (std::any_of(text.begin() + at, text.begin() + part.begin, isMarkerChar))
            return true;
        at = part.end;
    }
    return std::any_of(text.begin() + at, text.end(), isMarkerChar);
}

QString RuntimeValue::drawnNodeIn(QStringView text)
{
    for (const Part& part : parts(text)) {
        if (part.kind == Kind::Drawn)
            return drawnNode(part);
    }
    return {};
}

std::optional<QString> RuntimeValue::cutFrom(QStringView from, const QString& how)
{
    const QString node = drawnNodeIn(from);
    return node.isEmpty() ? std::nullopt : std::optional<QString>(drawn(how, node));
}

std::optional<RuntimeValue::Part> RuntimeValue::single(QStringView text)
{
    const QList<Part> found = parts(text);
    if (found.size() != 1 || found.constFirst().begin != 0 || found.constFirst().end != text.size())
        return std::nullopt;
    return found.constFirst();
}

std::optional<QString> RuntimeValue::withStandIns(QStringView text, int variant, int& serial,
                                                  QList<std::pair<QString, QString>>& shown)
{
    constexpr int kFirstSerial = 101; // three digits: no stand-in is the start of another
    constexpr int kLastSerial = 254;
    QString out;
    qsizetype at = 0;
    for (const Part& part : parts(text)) {
        const int n = kFirstSerial + serial;
        if (n > kLastSerial)
            return std::nullopt;
        QString standIn;
        switch (part.kind) {
        case Kind::Address:
        case Kind::NodeAddress:
        case Kind::NameServer:
            standIn = variant == 0 ? QStringLiteral("10.213.0.%1").arg(n) : QStringLiteral("172.30.41.%1").arg(n);
            break;
        case Kind::NodeFqdn:
        case Kind::CanonicalName:
            standIn = variant == 0 ? QStringLiteral("pod%1.cluster.local").arg(n)
                                   : QStringLiteral("node-%1.svc.example").arg(n);
            break;
        case Kind::DnsSuffix:
            standIn = variant == 0 ? QStringLiteral("team%1.svc.cluster.local").arg(n)
                                   : QStringLiteral("ns-%1.svc.example").arg(n);
            break;
        case Kind::GpuList:
        case Kind::GpuCount:
        case Kind::CpuCount:
        case Kind::Drawn:
        case Kind::CommandFolder:
        case Kind::Clock: return std::nullopt;
        }
        ++serial;
        out += text.mid(at, part.begin - at);
        out += standIn;
        shown.append({standIn, u'<' + describe(part) + u'>'});
        at = part.end;
    }
    out += text.mid(at);
    return out;
}

QString RuntimeValue::showStandIns(QString text, const QList<std::pair<QString, QString>>& shown)
{
    for (const auto& [standIn, readable] : shown)
        text.replace(standIn, readable);
    return text;
}

QString RuntimeValue::describe(const Part& part)
{
    switch (part.kind) {
    case Kind::Address: return tr("the address of %1").arg(part.subject);
    case Kind::NodeAddress: return tr("this node's address");
    case Kind::NodeFqdn: return tr("this node's full host name");
    case Kind::CanonicalName: return tr("the full name of %1").arg(part.subject);
    case Kind::DnsSuffix: return tr("the pod's namespace and cluster domain");
    case Kind::NameServer: return tr("the cluster's name server");
    case Kind::GpuList: return tr("the list of this node's GPUs");
    case Kind::GpuCount: return tr("this node's GPU count");
    case Kind::CpuCount: return tr("this node's CPU count");
    case Kind::Drawn: return tr("what %1 gives on this node").arg(drawnSource(part));
    case Kind::CommandFolder: return tr("the folder where PATH finds %1").arg(part.subject);
    case Kind::Clock: return tr("what %1 gives on this node").arg(part.subject);
    }
    return QString();
}

QString RuntimeValue::kindName(Kind kind)
{
    switch (kind) {
    case Kind::Address: return QStringLiteral("address");
    case Kind::NodeAddress: return QStringLiteral("node-address");
    case Kind::NodeFqdn: return QStringLiteral("node-fqdn");
    case Kind::CanonicalName: return QStringLiteral("canonical-name");
    case Kind::DnsSuffix: return QStringLiteral("dns-suffix");
    case Kind::NameServer: return QStringLiteral("name-server");
    case Kind::GpuList: return QStringLiteral("gpu-list");
    case Kind::GpuCount: return QStringLiteral("gpu-count");
    case Kind::CpuCount: return QStringLiteral("cpu-count");
    case Kind::Drawn: return QStringLiteral("drawn");
    case Kind::CommandFolder: return QStringLiteral("command-folder");
    case Kind::Clock: return QStringLiteral("clock");
    }
    return QString();
}

QString RuntimeValue::readable(QStringView text)
{
    const QList<Part> found = parts(text);
    if (found.isEmpty())
        return text.toString();
    QString out;
    qsizetype at = 0;
    for (const Part& part : found) {
        out += text.mid(at, part.begin - at);
        out += u'<' + describe(part) + u'>';
        at = part.end;
    }
    out += text.mid(at);
    return out;
}

} // namespace ddpw
