#include "cli/CliLanguage.h"
#include "cli/CliMain.h"
#include "util/BuildInfo.h"

#include <QCoreApplication>
#include <QFile>
#include <QTextStream>

#include <cstdio>

int main(int argc, char* argv[])
{
    // The CLI needs no GLib main-loop integration, and Qt's GLib event dispatcher costs a
    // third of a short command's wall time (validate runs once per keystroke in editors).
    if (!qEnvironmentVariableIsSet("QT_NO_GLIB"))
        qputenv("QT_NO_GLIB", "1");
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("ddpwizard-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(DDPW_VERSION));
    // Messages in the user's language (DDPW_LANG, else the locale); English loads nothing.
    ddpw::CliLanguage::install();
    QTextStream out(stdout);
    QTextStream err(stderr);
    QFile in;
    if (!in.open(stdin, QIODevice::ReadOnly))
        return 2;
    ddpw::CliIo io{out, err, in};
    const int code = ddpw::runCli(QCoreApplication::arguments(), io);
    out.flush();
    err.flush();
    return code;
}
