#include "topology/TopologyImage.h"

#include "util/AtomicFile.h"
#include "widgets/Prompt.h"

#include <QColor>
#include <QFileInfo>
#include <QGraphicsScene>
#include <QImage>
#include <QPainter>
#include <QSvgGenerator>

#include <cmath>

namespace ddpw {

namespace {

// Keeps PNG exports of the largest pictures within a sane amount of memory.
constexpr double kMaxExportPixels = 64.0 * 1024 * 1024;
constexpr double kExportScale = 2.0;

} // namespace

bool TopologyImage::savePng(QGraphicsScene* scene, const QColor& background, const QString& path, QString* error)
{
    const QRectF source = scene->sceneRect();
    double scale = kExportScale;
    if (source.width() * source.height() * scale * scale > kMaxExportPixels)
        scale = std::sqrt(kMaxExportPixels / (source.width() * source.height()));
    QImage image((source.size() * scale).toSize().expandedTo(QSize(1, 1)), QImage::Format_ARGB32_Premultiplied);
    if (image.isNull()) {
        if (error)
            *error = tr("The picture is too large to save as PNG; save it as SVG instead.");
        return false;
    }
    image.fill(background);
    {
        QPainter painter(&image);
        painter.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
        scene->render(&painter, QRectF(QPointF(0, 0), image.size()), source);
    }
    const QString failure = AtomicFile::write(path, [&image](QIODevice& device) { return image.save(&device, "PNG"); });
    if (error)
        *error = failure;
    return failure.isEmpty();
}

bool TopologyImage::saveSvg(QGraphicsScene* scene, const QString& description, const QString& path, QString* error)
{
    const QRectF source = scene->sceneRect();
    const QString failure = AtomicFile::write(path, [&](QIODevice& device) {
        QSvgGenerator generator;
        generator.setOutputDevice(&device);
        generator.setSize(source.size().toSize());
        generator.setViewBox(QRectF(QPointF(0, 0), source.size()));
        generator.setTitle(tr("DDP topology"));
        generator.setDescription(description);
        QPainter painter(&generator);
        scene->render(&painter, QRectF(QPointF(0, 0), source.size()), source);
        return painter.end();
    });
    if (error)
        *error = failure;
    return failure.isEmpty();
}

QString TopologyImage::saveInteractively(QWidget* parent, QGraphicsScene* scene, const QColor& background,
                                         const QString& description)
{
    QString selectedFilter;
    const QString pngFilter = tr("PNG image (*.png)");
    const QString svgFilter = tr("SVG image (*.svg)");
    QString path = Prompt::saveFileName(parent, tr("Save topology picture"),
                                        Prompt::lastFolder() + QStringLiteral("/topology.png"),
                                        pngFilter + QStringLiteral(";;") + svgFilter, &selectedFilter);
    if (path.isEmpty())
        return {};
    const QString suffix = QFileInfo(path).suffix().toLower();
    bool svg = suffix == QLatin1String("svg");
    if (suffix != QLatin1String("svg") && suffix != QLatin1String("png")) {
        svg = selectedFilter == svgFilter;
        path += svg ? QStringLiteral(".svg") : QStringLiteral(".png");
    }
    QString error;
    if (!(svg ? saveSvg(scene, description, path, &error) : savePng(scene, background, path, &error))) {
        Prompt::warning(parent, tr("Save topology picture"), error);
        return {};
    }
    Prompt::rememberFolder(path);
    return path;
}

} // namespace ddpw
