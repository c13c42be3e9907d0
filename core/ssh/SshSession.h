#pragma once

#include "ssh/SshOptions.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QString>
#include <QStringList>

#include <atomic>
#include <functional>
#include <memory>

namespace ddpw {

// Why a session or a command failed; the pre-flight turns these into check results.
enum class SshError {
    None,
    Setup,          // bad options (unreadable ssh config, ...)
    Connect,        // name not resolved, refused, unreachable
    Timeout,        // connect timeout or exec deadline
    HostKeyChanged, // known_hosts has another key for this host: hard failure
    HostKeyUnknown, // not in known_hosts and the policy did not accept it
    HostKey,        // known_hosts could not be read or written
    Auth,           // every authentication method failed
    Channel,        // the connection broke during a command
    Cancelled,      // the caller's cancel flag was set
};

struct SshExecRequest
{
    QStringList argv;               // the remote command, one word each: quoted, never parsed
    QByteArray stdinData;           // sent, then EOF
    QDeadlineTimer deadline{30000}; // hard limit for the whole command, even if the peer goes silent
    const std::atomic_bool* cancel = nullptr;
    // Run in its own process group (setsid) so that a cancel or deadline kills the command and
    // every child it started (TERM, then KILL). Needs util-linux's setsid on the node.
    bool ownProcessGroup = true;
    // Called on the session's thread with each chunk as it arrives.
    std::function<void(const QByteArray&)> onStdout;
    std::function<void(const QByteArray&)> onStderr;
};

struct SshExecResult
{
    bool finished = false; // the command ran to its end and exitStatus is valid
    int exitStatus = -1;
    QByteArray stdoutData;
    QByteArray stderrData;
    qint64 remotePgid = 0; // with ownProcessGroup: the remote process group, 0 when unknown
    SshError error = SshError::None;
    QString errorText;
};

// One blocking SSH connection (libssh) to one host. Every call blocks the calling thread and is
// bounded by SshOptions::connectTimeoutMs or the request's deadline, so a host that drops every
// packet costs a timeout, never a hang. Not thread-safe: one thread at a time per session.
class SshSession
{
    Q_DECLARE_TR_FUNCTIONS(SshSession)

public:
    explicit SshSession(SshOptions options);
    ~SshSession();
    SshSession(const SshSession&) = delete;
    SshSession& operator=(const SshSession&) = delete;

    // The libssh release this program runs with, for the About box: libssh stays a private
    // dependency of core/ssh, so nothing above calls it directly.
    static QString libraryVersion();

    // Resolves ~/.ssh/config, connects, verifies the host key (HostKeyPolicy) and
    // authenticates (agent, keys, keyboard-interactive, password). False: see error().
    bool connect(const std::atomic_bool* cancel = nullptr);
    bool isConnected() const;
    void disconnect();

    // Runs one command and collects its output. With a deadline or cancel, the channel is
    // closed and (ownProcessGroup) the remote process group killed before returning.
    SshExecResult exec(const SshExecRequest& request);

    // Kills a remote process group over a fresh channel: TERM, 1 s grace, KILL. Bounded by
    // `timeoutMs`. Use it for a command that left children behind after it ended.
    bool killRemoteProcessGroup(qint64 pgid, int timeoutMs = 5000);

    SshError error() const { return m_error; }
    QString errorText() const { return m_errorText; }
    // The server's SHA256 fingerprint, once the key exchange is done.
    QString hostKeyFingerprint() const { return m_fingerprint; }
    const SshOptions& options() const { return m_options; }

private:
    struct Private;
    bool fail(SshError error, const QString& text);
    bool setOptions();
    bool verifyHostKey();
    bool authenticate();
    bool authenticateKbdint();
    bool authenticatePassword();
    void setBlockingTimeoutMs(qint64 ms);

    SshOptions m_options;
    std::unique_ptr<Private> m_d;
    SshError m_error = SshError::None;
    QString m_errorText;
    QString m_fingerprint;
};

} // namespace ddpw
