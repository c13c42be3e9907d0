#include "expand/StdbufMode.h"

#include <QRegularExpression>

#include <limits>

namespace ddpw {

std::optional<std::pair<QChar, QString>> StdbufMode::of(const QStringList& argv, int& k)
{
    static const QRegularExpression shortForm(QStringLiteral("^-([ioe])(.*)$"));
    static const QRegularExpression longForm(QStringLiteral("^--(input|output|error)(=(.*))?$"));
    const QString& word = argv.at(k);
    QChar stream;
    QString text;
    bool separate = false;
    if (const QRegularExpressionMatch match = shortForm.match(word); match.hasMatch()) {
        stream = match.captured(1).at(0);
        text = match.captured(2);
        separate = text.isEmpty();
    } else if (const QRegularExpressionMatch longMatch = longForm.match(word); longMatch.hasMatch()) {
        stream = longMatch.captured(1).at(0);
        text = longMatch.captured(3);
        separate = longMatch.captured(2).isEmpty();
    } else {
        return std::nullopt;
    }
    if (separate) {
        if (k + 1 >= argv.size())
            return std::nullopt;
        text = argv.at(++k);
    }
    const std::optional<QString> mode = value(stream, text);
    if (!mode)
        return std::nullopt;
    return std::pair<QChar, QString>{stream.toUpper(), *mode};
}

// "L" (not for input), or a size: digits with an optional K, M, G, T, P or E (powers of 1024,
// as KiB; KB, MB, ...: powers of 1000), given to the program in bytes.
std::optional<QString> StdbufMode::value(QChar stream, const QString& text)
{
    if (text == QLatin1String("L"))
        return stream == u'i' ? std::nullopt : std::optional<QString>(text);
    static const QRegularExpression size(QStringLiteral("^([0-9]+)(([kKMGTPE])(iB|B)?)?$"));
    const QRegularExpressionMatch match = size.match(text);
    if (!match.hasMatch())
        return std::nullopt;
    bool ok = false;
    quint64 bytes = match.captured(1).toULongLong(&ok);
    if (!ok)
        return std::nullopt;
    if (match.hasCaptured(3) && !match.captured(3).isEmpty()) {
        const quint64 base = match.captured(4) == QLatin1String("B") ? 1000 : 1024;
        const qsizetype power = QStringLiteral("KMGTPE").indexOf(match.captured(3).toUpper()) + 1;
        for (qsizetype p = 0; p < power; ++p) {
            if (bytes > std::numeric_limits<quint64>::max() / base)
                return std::nullopt;
            bytes *= base;
        }
    }
    return QString::number(bytes);
}

} // namespace ddpw
