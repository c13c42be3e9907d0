#include "util/KubernetesName.h"

#include <QRegularExpression>

#include <algorithm>

namespace ddpw {

bool KubernetesName::isDnsLabel(const QString& text)
{
    static const QRegularExpression pattern(QStringLiteral("^[a-z0-9]([-a-z0-9]*[a-z0-9])?$"));
    return text.size() <= kMaxLength && pattern.match(text).hasMatch();
}

QString KubernetesName::sanitize(const QString& name, int maxLength)
{
    // "Träning_Run 1" becomes "traning-run-1": accents dropped, anything else becomes '-'.
    const QString decomposed = name.normalized(QString::NormalizationForm_KD);
    QString result;
    for (const QChar c : decomposed) {
        if (c.category() == QChar::Mark_NonSpacing)
            continue;
        const QChar lower = c.toLower();
        const bool keep = (lower >= u'a' && lower <= u'z') || (lower >= u'0' && lower <= u'9');
        const QChar next = keep ? lower : QChar(u'-');
        if (next == u'-' && (result.isEmpty() || result.endsWith(u'-')))
            continue;
        result += next;
    }
    if (!result.isEmpty() && result.front().isDigit())
        result.prepend(QStringLiteral("ddp-"));
    if (result.isEmpty() || result == QLatin1String("-"))
        result = QStringLiteral("ddp-job");
    result.truncate(std::max(maxLength, 1));
    while (result.endsWith(u'-'))
        result.chop(1);
    return result.isEmpty() ? QStringLiteral("d") : result;
}

} // namespace ddpw
