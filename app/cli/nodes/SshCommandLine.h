#pragma once

#include "ssh/SshOptions.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QString>

namespace ddpw {

// The CLI flags that say how to reach the nodes over SSH, shared by `check` and `dryrun` so
// they read them alike: --user, --ssh-port, --identity, --known-hosts, --ssh-config,
// --accept-new. --port is the job's rendezvous port wherever a job is built from options;
// `check` still reads its older --port as --ssh-port (olderPortSpelling), hidden from its list.
class SshCommandLine
{
    Q_DECLARE_TR_FUNCTIONS(SshCommandLine)

public:
    explicit SshCommandLine(bool olderPortSpelling = false);

    void addOptions(QCommandLineParser& parser) const;
    // Fills the connection fields of `ssh`; returns a one-line error naming the flag, or "".
    QString apply(const QCommandLineParser& parser, SshOptions& ssh) const;

private:
    bool m_olderPortSpelling = false;
};

} // namespace ddpw
