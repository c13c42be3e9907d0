#include "nodecheck/PreflightReport.h"

#include <QJsonArray>

namespace ddpw {

bool PreflightReport::ok() const
{
    if (cancelled || nodes.isEmpty())
        return false;
    for (const NodeReport& node : nodes) {
        if (!node.ok)
            return false;
    }
    return true;
}

QString PreflightReport::statusName(CheckStatus status)
{
    switch (status) {
    case CheckStatus::Pass: return QStringLiteral("pass");
    case CheckStatus::Warn: return QStringLiteral("warn");
    case CheckStatus::Fail: return QStringLiteral("fail");
    case CheckStatus::Skipped: break;
    }
    return QStringLiteral("skip");
}

QJsonObject PreflightReport::nodeToJson(const NodeReport& node) const
{
    QJsonArray checks;
    for (const CheckItem& check : node.checks)
        checks.append(QJsonObject{{QStringLiteral("name"), check.name},
                                  {QStringLiteral("status"), statusName(check.status)},
                                  {QStringLiteral("detail"), check.detail}});
    QJsonObject versions;
    for (auto it = node.versions.cbegin(); it != node.versions.cend(); ++it)
        versions.insert(it.key(), it.value());
    return QJsonObject{{QStringLiteral("host"), node.host},
                       {QStringLiteral("ok"), node.ok},
                       {QStringLiteral("checks"), checks},
                       {QStringLiteral("versions"), versions}};
}

} // namespace ddpw
