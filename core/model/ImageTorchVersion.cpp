#include "model/ImageTorchVersion.h"

#include "util/ResourceLocator.h"

#include <QHash>
#include <QRegularExpression>

namespace ddpw {

namespace {

// Read once: the form asks on every keystroke.
const QHash<QString, QString>& ngcTable()
{
    static const QHash<QString, QString> table = [] {
        QHash<QString, QString> rows;
        const QString text =
            QString::fromUtf8(ResourceLocator::read(QStringLiteral("images/ngc-pytorch-releases.tsv")));
        for (const QString& line : text.split(u'\n')) {
            if (line.isEmpty() || line.startsWith(u'#') || line.startsWith(QLatin1String("release\t")))
                continue;
            const QStringList fields = line.split(u'\t');
            if (fields.size() >= 2)
                rows.insert(fields.at(0), fields.at(1));
        }
        return rows;
    }();
    return table;
}

} // namespace

QString ImageTorchVersion::ngcTorch(const QString& release)
{
    return ngcTable().value(release);
}

std::optional<ImageTorch> ImageTorchVersion::of(const QString& image)
{
    QString reference = image.trimmed();
    if (const qsizetype at = reference.indexOf(u'@'); at >= 0)
        reference.truncate(at); // a digest names no version
    const qsizetype slash = reference.lastIndexOf(u'/');
    const qsizetype colon = reference.lastIndexOf(u':');
    if (colon <= slash)
        return std::nullopt; // no tag (a registry's port is before the last '/')
    const QString repository = reference.left(colon).toLower();
    const QString tag = reference.mid(colon + 1);
    if (repository.mid(repository.lastIndexOf(u'/') + 1) != QLatin1String("pytorch"))
        return std::nullopt;
    if (repository == QLatin1String("nvcr.io/nvidia/pytorch")) {
        static const QRegularExpression release(QStringLiteral(R"(^(\d\d\.\d\d)(?:-|$))"));
        const QRegularExpressionMatch match = release.match(tag);
        const QString torch = match.hasMatch() ? ngcTorch(match.captured(1)) : QString();
        const std::optional<TorchVersion> version = TorchVersion::parse(torch);
        if (!version || !version->isKnown())
            return std::nullopt;
        return ImageTorch{*version, QStringLiteral("%1 (NGC %2)").arg(torch, match.captured(1))};
    }
    // The version first, then the end of the tag or a separator: "2.1.0-cuda12.1-cudnn8-runtime".
    static const QRegularExpression leading(QStringLiteral(R"(^v?((\d)\.(\d{1,2})(?:\.\d+)?)(?:[-+_]|$))"));
    const QRegularExpressionMatch match = leading.match(tag);
    if (!match.hasMatch())
        return std::nullopt;
    return ImageTorch{TorchVersion::of(match.captured(2).toInt(), match.captured(3).toInt()), match.captured(1)};
}

} // namespace ddpw
