#pragma once

#include <QCoreApplication>
#include <QString>

class QColor;
class QGraphicsScene;
class QWidget;

namespace ddpw {

// The topology picture as a file, for slides: the whole scene as PNG (at twice the screen's scale,
// smaller when that would not fit a sane amount of memory) or SVG, written atomically; and the
// toolbar's "Save image..." that asks where through Prompt (PNG or SVG by the name's suffix, else
// by the chosen filter) and says why a save failed. TopologyView draws; this only writes.
class TopologyImage
{
    Q_DECLARE_TR_FUNCTIONS(TopologyImage)

public:
    // The scene on `background`; false with the reason in `error` when nothing was written.
    static bool savePng(QGraphicsScene* scene, const QColor& background, const QString& path, QString* error);
    // `description` is the SVG's description (the topology's summary).
    static bool saveSvg(QGraphicsScene* scene, const QString& description, const QString& path, QString* error);
    // Asks for the file, saves, remembers its folder; the saved path, or "" when cancelled or failed
    // (the failure already said).
    static QString saveInteractively(QWidget* parent, QGraphicsScene* scene, const QColor& background,
                                     const QString& description);
};

} // namespace ddpw
