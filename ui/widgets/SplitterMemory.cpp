#include "widgets/SplitterMemory.h"

#include <QSettings>
#include <QSplitter>

namespace ddpw {

QString SplitterMemory::key(const QString& window, const QSplitter* splitter)
{
    return QStringLiteral("%1/splitters/%2").arg(window, splitter->objectName());
}

bool SplitterMemory::keep(QSplitter* splitter, const QString& window)
{
    const QString name = key(window, splitter);
    const QByteArray remembered = QSettings().value(name).toByteArray();
    const bool restored = !remembered.isEmpty() && splitter->restoreState(remembered);
    QObject::connect(splitter, &QSplitter::splitterMoved, splitter,
                     [splitter, name] { QSettings().setValue(name, splitter->saveState()); });
    return restored;
}

} // namespace ddpw
