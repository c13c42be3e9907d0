#pragma once

// Public SSH API of DDP Wizard (core/ssh/), in four headers:
//   SshOptions.h      what to connect to and how (this file)
//   HostKeyCheck.h    the OpenSSH-like known_hosts policy, as a pure decision table
//   RemoteCommand.h   how an argv becomes the one line a remote shell reads (quoted words only)
//   SshSession.h      a blocking session: connect(), exec(), killRemoteProcessGroup()
//
// Typical use, always from a worker thread (never the GUI thread: every call blocks):
//   SshOptions options;
//   options.host = QStringLiteral("node1");            // alias from ~/.ssh/config is fine
//   options.hostKeyPolicy = HostKeyPolicy::AcceptNew;  // CLI --accept-new
//   SshSession session(options);
//   if (!session.connect(&cancel)) { report(session.errorText()); return; }
//   SshExecRequest request;
//   request.argv = {QStringLiteral("env"), QStringLiteral("A=$(x)"), QStringLiteral("python3"), ...};
//   request.deadline = QDeadlineTimer(30000);
//   request.cancel = &cancel;
//   const SshExecResult result = session.exec(request);
// One session belongs to one thread at a time (libssh's rule); use one session per node.

#include <QString>

#include <functional>
#include <optional>

namespace ddpw {

// What to do with a host whose key is not in known_hosts yet. A key that differs from the
// known one is always refused, whatever the policy (like OpenSSH).
enum class HostKeyPolicy {
    Strict,    // refuse unknown hosts (StrictHostKeyChecking=yes)
    AcceptNew, // accept and remember unknown hosts (StrictHostKeyChecking=accept-new)
    Ask,       // ask SshOptions::askHostKey (the GUI's dialog); refused when there is none
};

// What the user is shown before trusting a new host key.
struct HostKeyQuestion
{
    QString host;        // as given (alias or name)
    QString keyType;     // "ssh-ed25519"
    QString fingerprint; // "SHA256:base64..." as OpenSSH prints it
};

struct SshOptions
{
    QString host;                 // name, address or ~/.ssh/config alias; required
    QString user;                 // empty: ~/.ssh/config, else the local user name
    int port = 0;                 // 0: ~/.ssh/config, else 22
    QString identityFile;         // extra private key to try (after the agent)
    QString knownHostsFile;       // empty: ~/.ssh/known_hosts (then the global file is read too)
    QString sshConfigFile;        // empty: ~/.ssh/config; "none": read no config file
    int connectTimeoutMs = 10000; // TCP connect + key exchange + authentication, each step
    HostKeyPolicy hostKeyPolicy = HostKeyPolicy::Strict;

    // Answers "trust this new host key?"; called on the session's thread.
    std::function<bool(const HostKeyQuestion&)> askHostKey;
    // Asks for a secret (key passphrase, password, keyboard-interactive answer). `echo` is
    // false for secrets. Return nullopt to give up. The answer is wiped after use and never
    // logged or written anywhere.
    std::function<std::optional<QString>(const QString& prompt, bool echo)> askSecret;
};

} // namespace ddpw
