#pragma once

#include "ssh/SshOptions.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QString>

namespace ddpw {

// The CLI flags that say how to reach the nodes over SSH, shared by `check` and `dryrun` so
// they read them alike: --user, the SSH port flag, --identity, --known-hosts, --ssh-config,
// --accept-new. The port flag's name is the command's: `check` calls it --port (as the issue's
// interface does), `dryrun` --ssh-port because its job flags already have a --port.
class SshCommandLine
{
    Q_DECLARE_TR_FUNCTIONS(SshCommandLine)

public:
    explicit SshCommandLine(QString portFlag);

    void addOptions(QCommandLineParser& parser) const;
    // Fills the connection fields of `ssh`; returns a one-line error naming the flag, or "".
    QString apply(const QCommandLineParser& parser, SshOptions& ssh) const;

private:
    QString m_portFlag;
};

} // namespace ddpw
