#include "model/PlatformEnvironment.h"

#include <QSet>

#include <algorithm>

namespace ddpw {

QString PlatformEnvironment::roleKey(const QString& role)
{
    // svc.go: strings.ToUpper(strings.Replace(task, "-", "_", -1)).
    QString key = role.toUpper();
    key.replace(u'-', u'_');
    return key;
}

QString PlatformEnvironment::podName(const JobSpec& job, int index)
{
    return QStringLiteral("%1-%2-%3").arg(job.jobName, job.roleName).arg(index);
}

QStringList PlatformEnvironment::podHosts(const JobSpec& job)
{
    QStringList hosts;
    const int count = job.nodeCount >= 1 && job.nodeCount <= JobSpec::kMaxNodes ? job.nodeCount : 0;
    hosts.reserve(count);
    for (int k = 0; k < count; ++k)
        hosts.append(podName(job, k) + u'.' + job.jobName);
    return hosts;
}

QString PlatformEnvironment::hostNameOf(const QString& host)
{
    // An IPv6 address has ':'; an IPv4 one only digits and dots (a DNS label is never all digits).
    if (host.contains(u':') || host.isEmpty())
        return {};
    const QString first = host.section(u'.', 0, 0);
    const bool numeric = std::all_of(first.cbegin(), first.cend(), [](QChar c) { return c.isDigit(); });
    return numeric ? QString() : first;
}

QList<PlatformVariable> PlatformEnvironment::presets(const QString& role, const QStringList& hosts, int index,
                                                     const QString& hostName)
{
    const QString number = QString::number(index);
    QList<PlatformVariable> variables{
        {taskIndexVariable(), number, PlatformSource::EnvPlugin},
        {legacyTaskIndexVariable(), number, PlatformSource::EnvPlugin},
        {hostsVariable(role), hosts.join(u','), PlatformSource::SvcPlugin},
        {countVariable(role), QString::number(hosts.size()), PlatformSource::SvcPlugin},
    };
    if (!hostName.isEmpty())
        variables.append({QStringLiteral("HOSTNAME"), hostName, PlatformSource::PodName});
    return variables;
}

QStringList PlatformEnvironment::presetNames(const QString& role)
{
    return {taskIndexVariable(), legacyTaskIndexVariable(), hostsVariable(role), countVariable(role),
            QStringLiteral("HOSTNAME")};
}

QList<PlatformVariable> PlatformEnvironment::forJob(const JobSpec& job, int index, QStringList hosts)
{
    if (hosts.isEmpty())
        hosts = podHosts(job);
    QList<PlatformVariable> variables = presets(job.roleName, hosts, index, podName(job, index));
    QSet<QString> taken;
    for (const PlatformVariable& variable : variables)
        taken.insert(variable.name);
    for (const EnvVar& var : job.platformVariables) {
        if (!isVariableName(var.name) || taken.contains(var.name) || var.value.contains(QChar(u'\0')))
            continue;
        taken.insert(var.name);
        variables.append({var.name, var.value, PlatformSource::User});
    }
    return variables;
}

QList<PlatformVariable> PlatformEnvironment::withExtra(QList<PlatformVariable> variables, const QList<EnvVar>& extra)
{
    for (const EnvVar& var : extra) {
        auto same = std::find_if(variables.begin(), variables.end(),
                                 [&var](const PlatformVariable& existing) { return existing.name == var.name; });
        if (same != variables.end())
            same->value = var.value;
        else
            variables.append({var.name, var.value, PlatformSource::User});
    }
    return variables;
}

QMap<QString, QString> PlatformEnvironment::toMap(const QList<PlatformVariable>& variables)
{
    QMap<QString, QString> map;
    for (const PlatformVariable& variable : variables)
        map.insert(variable.name, variable.value);
    return map;
}

QString PlatformEnvironment::sourceText(PlatformSource source)
{
    switch (source) {
    case PlatformSource::EnvPlugin: return tr("Volcano env plugin");
    case PlatformSource::SvcPlugin: return tr("Volcano svc plugin");
    case PlatformSource::PodName: return tr("pod name (svc plugin)");
    case PlatformSource::User: return tr("your platform (sample value)");
    }
    return {};
}

bool PlatformEnvironment::isVariableName(QStringView name)
{
    if (name.isEmpty())
        return false;
    for (qsizetype i = 0; i < name.size(); ++i) {
        const char16_t c = name[i].unicode();
        const bool letter = (c >= u'A' && c <= u'Z') || (c >= u'a' && c <= u'z') || c == u'_';
        const bool digit = c >= u'0' && c <= u'9';
        if (!letter && !(digit && i > 0))
            return false;
    }
    return true;
}

QString PlatformEnvironment::parseAssignment(const QString& text, EnvVar& out)
{
    const qsizetype equals = text.indexOf(u'=');
    if (equals <= 0 || !isVariableName(QStringView(text).left(equals)))
        return tr("\"%1\" is not NAME=VALUE (a name of letters, digits and '_', not starting with a digit)").arg(text);
    if (text.contains(QChar(u'\0')))
        return tr("the value of %1 contains a NUL character").arg(text.left(equals));
    out = {text.left(equals), text.mid(equals + 1)};
    return {};
}

} // namespace ddpw
