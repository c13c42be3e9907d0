#include "cli/nodes/SshCommandLine.h"

#include "cli/CliJobOptions.h"
#include "cli/CliOptionNames.h"

namespace ddpw {

namespace {

const QString kUser = QStringLiteral("user");
const QString kIdentity = QStringLiteral("identity");
const QString kKnownHosts = QStringLiteral("known-hosts");
const QString kSshConfig = QStringLiteral("ssh-config");
const QString kAcceptNew = QStringLiteral("accept-new");

} // namespace

SshCommandLine::SshCommandLine(bool olderPortSpelling) : m_olderPortSpelling(olderPortSpelling) {}

void SshCommandLine::addOptions(QCommandLineParser& parser) const
{
    parser.addOption(
        QCommandLineOption(kUser, tr("SSH user (default: ssh config, else your user name)"), QStringLiteral("USER")));
    parser.addOption(QCommandLineOption(CliOptionNames::sshPort, tr("SSH port (default: ssh config, else 22)"),
                                        QStringLiteral("PORT")));
    if (m_olderPortSpelling)
        CliJobOptions::addOlderSpelling(parser, CliOptionNames::port, QStringLiteral("PORT"));
    parser.addOption(QCommandLineOption(kIdentity, tr("private key file"), QStringLiteral("FILE")));
    parser.addOption(
        QCommandLineOption(kKnownHosts, tr("known_hosts file (default ~/.ssh/known_hosts)"), QStringLiteral("FILE")));
    parser.addOption(QCommandLineOption(kSshConfig, tr("ssh config file (default ~/.ssh/config; \"none\")"),
                                        QStringLiteral("FILE")));
    parser.addOption(QCommandLineOption(kAcceptNew, tr("accept and remember unknown host keys (never changed ones)")));
}

QString SshCommandLine::apply(const QCommandLineParser& parser, SshOptions& ssh) const
{
    // Either spelling: check still reads its older --port.
    const QString older = m_olderPortSpelling ? CliOptionNames::port : QString();
    for (const QString& name : {CliOptionNames::sshPort, older}) {
        if (name.isEmpty() || !parser.isSet(name))
            continue;
        bool ok = false;
        const int port = parser.value(name).toInt(&ok);
        if (!ok || port < 1 || port > 65535)
            return tr("--%1: \"%2\" is not a TCP port").arg(name, parser.value(name));
        ssh.port = port;
    }
    ssh.user = parser.value(kUser);
    ssh.identityFile = parser.value(kIdentity);
    ssh.knownHostsFile = parser.value(kKnownHosts);
    ssh.sshConfigFile = parser.value(kSshConfig);
    ssh.hostKeyPolicy = parser.isSet(kAcceptNew) ? HostKeyPolicy::AcceptNew : HostKeyPolicy::Strict;
    return {};
}

} // namespace ddpw
