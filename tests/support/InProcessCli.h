#pragma once

// Runs ddpwizard-cli in the test's own process (cli/CliMain's runCli with buffers for the three
// streams), so a test reads exit code, stdout and stderr without starting a program. The
// modules the program loads on use (check, dryrun, generate --format volcano) are linked in.

#include "cli/CliIo.h"
#include "cli/CliMain.h"
#include "cli/CliModule.h"
#include "cli/export/CliExportModule.h"
#include "cli/nodes/CliNodesModule.h"

#include <QBuffer>
#include <QString>
#include <QStringList>
#include <QTextStream>

namespace ddpw::test {

struct CliRun
{
    int code = 0;
    QString out;
    QString err;
};

// arguments without the program name, e.g. {"generate", "--nodes", "2"}.
inline CliRun runCliInProcess(const QStringList& arguments, const QByteArray& input = {})
{
    QString out;
    QString err;
    QTextStream outStream(&out);
    QTextStream errStream(&err);
    QBuffer in;
    in.setData(input);
    in.open(QIODevice::ReadOnly);
    CliIo io{outStream, errStream, in};
    CliModule::provide(CliModule::Nodes, cliNodesModule());
    CliModule::provide(CliModule::Export, cliExportModule());
    CliRun run;
    run.code = runCli(QStringList{QStringLiteral("ddpwizard-cli")} + arguments, io);
    outStream.flush();
    errStream.flush();
    run.out = out;
    run.err = err;
    return run;
}

} // namespace ddpw::test
