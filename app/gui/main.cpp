#include "window/AppSetup.h"
#include "window/FileActions.h"
#include "window/LanguageManager.h"
#include "window/MainWindow.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QTimer>

int main(int argc, char* argv[])
{
    QApplication app(argc, argv);
    ddpw::AppSetup::configure(app);

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("DDP Wizard: multi-node PyTorch DDP start commands"));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("job"), QStringLiteral("a job file to open"), QStringLiteral("[job]"));
    parser.process(app);

    ddpw::LanguageManager languages;
    const std::unique_ptr<ddpw::MainWindow> window =
        ddpw::AppSetup::createWindow(languages, QString(), parser.positionalArguments());
    window->show();
    // After the first paint: an unclean exit's job is offered back.
    QTimer::singleShot(0, window->files(), &ddpw::FileActions::offerAutosaveRestore);
    return app.exec();
}
