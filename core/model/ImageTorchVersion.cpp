#include "model/ImageTorchVersion.h"

#include "model/JobSpec.h"
#include "util/ResourceLocator.h"

#include <QHash>
#include <QRegularExpression>

#include <utility>

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

const QLatin1String kNgcRepository("nvcr.io/nvidia/pytorch");

// A reference to a repository named pytorch, with a tag: (repository in lower case, tag).
std::optional<std::pair<QString, QString>> pytorchReference(const QString& image)
{
    QString reference = image.trimmed();
    if (const qsizetype at = reference.indexOf(u'@'); at >= 0)
        reference.truncate(at); // a digest names no version
    const qsizetype slash = reference.lastIndexOf(u'/');
    const qsizetype colon = reference.lastIndexOf(u':');
    if (colon <= slash)
        return std::nullopt; // no tag (a registry's port is before the last '/')
    const QString repository = reference.left(colon).toLower();
    if (repository.mid(repository.lastIndexOf(u'/') + 1) != QLatin1String("pytorch"))
        return std::nullopt;
    return std::pair{repository, reference.mid(colon + 1)};
}

// The NGC release a tag names ("24.05" of "24.05-py3"), else empty.
QString ngcRelease(const QString& tag)
{
    static const QRegularExpression release(QStringLiteral(R"(^(\d\d\.\d\d)(?:-|$))"));
    return release.match(tag).captured(1);
}

} // namespace

QString ImageTorchVersion::unlistedNgcRelease(const QString& image)
{
    const std::optional<std::pair<QString, QString>> reference = pytorchReference(image);
    if (!reference || reference->first != kNgcRepository)
        return {};
    const QString release = ngcRelease(reference->second);
    return !release.isEmpty() && ngcTorch(release).isEmpty() ? release : QString();
}

void ImageTorchVersion::setImage(JobSpec& job, const QString& image)
{
    job.image = image;
    if (const std::optional<ImageTorch> tagged = of(image); tagged && tagged->version.isSupported())
        job.torchVersion = tagged->version;
}

QString ImageTorchVersion::ngcTorch(const QString& release)
{
    return ngcTable().value(release);
}

std::optional<ImageTorch> ImageTorchVersion::of(const QString& image)
{
    const std::optional<std::pair<QString, QString>> reference = pytorchReference(image);
    if (!reference)
        return std::nullopt;
    const auto& [repository, tag] = *reference;
    if (repository == kNgcRepository) {
        const QString release = ngcRelease(tag);
        const QString torch = release.isEmpty() ? QString() : ngcTorch(release);
        const std::optional<TorchVersion> version = TorchVersion::parse(torch);
        if (!version || !version->isKnown())
            return std::nullopt;
        return ImageTorch{*version, QStringLiteral("%1 (NGC %2)").arg(torch, release)};
    }
    // The version first, then the end of the tag or a separator: "2.1.0-cuda12.1-cudnn8-runtime".
    static const QRegularExpression leading(QStringLiteral(R"(^v?((\d)\.(\d{1,2})(?:\.\d+)?)(?:[-+_]|$))"));
    const QRegularExpressionMatch match = leading.match(tag);
    if (!match.hasMatch())
        return std::nullopt;
    return ImageTorch{TorchVersion::of(match.captured(2).toInt(), match.captured(3).toInt()), match.captured(1)};
}

} // namespace ddpw
