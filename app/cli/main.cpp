#include "cli/CliMain.h"

#include <QCoreApplication>
#include <QFile>
#include <QTextStream>

#include <cstdio>

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("ddpwizard-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(DDPW_VERSION));
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
