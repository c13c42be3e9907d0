#include "window/AppSetup.h"

#include "util/BuildInfo.h"
#include "widgets/WheelGuard.h"
#include "window/AppStyle.h"
#include "window/FileActions.h"
#include "window/LanguageManager.h"
#include "window/MainWindow.h"

#include <QApplication>
#include <QIcon>
#include <QStyle>

namespace ddpw {

void AppSetup::configure(QApplication& app)
{
    Q_UNUSED(app)
    QApplication::setApplicationName(QStringLiteral("ddpwizard"));
    QApplication::setOrganizationName(QStringLiteral("ddpwizard"));
    QApplication::setApplicationDisplayName(QStringLiteral("DDP Wizard"));
    QApplication::setApplicationVersion(QStringLiteral(DDPW_VERSION));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/ddpwizard.svg")));
    // The desktop's style (or -style's) with the app's own SVG status icons.
    QApplication::setStyle(new AppStyle(QApplication::style()->name()));
    // The wheel scrolls pages; it edits a combo box, spin box or slider only when it has the focus.
    WheelGuard::install();
}

std::unique_ptr<MainWindow> AppSetup::createWindow(LanguageManager& languages, const QString& language,
                                                   const QStringList& jobFiles)
{
    languages.setLanguage(language.isEmpty() ? LanguageManager::savedChoice() : language);
    auto window = std::make_unique<MainWindow>(&languages);
    if (!jobFiles.isEmpty())
        window->files()->openFile(jobFiles.constFirst());
    return window;
}

} // namespace ddpw
