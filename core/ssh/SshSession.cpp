#include "ssh/SshSession.h"

#include "ssh/HostKeyCheck.h"
#include "ssh/KnownHostsLookup.h"
#include "ssh/RemoteCommand.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QScopeGuard>

#include <libssh/callbacks.h>
#include <libssh/libssh.h>

#include <algorithm>
#include <cstring>
#include <mutex>
#include <thread>

#include <poll.h>

namespace ddpw {

namespace {

// known_hosts is appended to from many sessions at once (--accept-new on 256 nodes).
std::mutex& knownHostsMutex()
{
    static std::mutex mutex;
    return mutex;
}

void wipe(QByteArray& secret)
{
    secret.fill('\0');
    secret.clear();
}

void wipe(QString& secret)
{
    secret.fill(QChar(u'\0'));
    secret.clear();
}

// The known_hosts files OpenSSH reads for this session: the one given, else the user's and the
// system's. Each is read up to a bound (a known_hosts file is a few kilobytes); nothing when one
// that exists cannot be read.
std::optional<QByteArray> knownHostsText(const QString& explicitFile)
{
    constexpr qint64 kMaxKnownHostsBytes = 16 * 1024 * 1024;
    const QStringList files = !explicitFile.isEmpty()
                                  ? QStringList{explicitFile}
                                  : QStringList{QDir::homePath() + QStringLiteral("/.ssh/known_hosts"),
                                                QStringLiteral("/etc/ssh/ssh_known_hosts")};
    QByteArray text;
    for (const QString& path : files) {
        QFile file(path);
        if (!file.exists())
            continue;
        if (!file.open(QIODevice::ReadOnly))
            return std::nullopt;
        text += file.read(kMaxKnownHostsBytes) + '\n';
    }
    return text;
}

// What known_hosts says about the server's key, as OpenSSH decides it (KnownHostsLookup: libssh's
// own ssh_session_is_known_server() skips "@revoked" lines and reads patterns otherwise), under
// the name and port libssh connected to (after ~/.ssh/config's HostName and Port).
KnownHostState lookUpHostKey(ssh_session s, ssh_key key, const QString& explicitFile)
{
    char* base64 = nullptr;
    if (ssh_pki_export_pubkey_base64(key, &base64) != SSH_OK)
        return KnownHostState::Error;
    const QByteArray blob = QByteArray::fromBase64(QByteArray(base64));
    ssh_string_free_char(base64);
    char* host = nullptr;
    if (ssh_options_get(s, SSH_OPTIONS_HOST, &host) != SSH_OK)
        return KnownHostState::Error;
    const QString name = QString::fromUtf8(host);
    ssh_string_free_char(host);
    unsigned int port = 22;
    ssh_options_get_port(s, &port);
    const std::optional<QByteArray> text = knownHostsText(explicitFile);
    if (!text)
        return KnownHostState::Error;
    return KnownHostsLookup::lookup(*text, name, int(port), QByteArray(ssh_key_type_to_char(ssh_key_type(key))), blob);
}

bool isCancelled(const std::atomic_bool* cancel)
{
    return cancel && cancel->load();
}

// libssh's passphrase prompt for key files, routed to SshOptions::askSecret.
// What the passphrase callback needs, and what it tells the authentication afterwards.
struct PassphraseContext
{
    const SshOptions* options = nullptr;
    int answered = 0; // passphrases typed: a login still refused then means a wrong one
};

int askPassphrase(const char* prompt, char* buffer, size_t length, int echo, int /*verify*/, void* userdata)
{
    auto* context = static_cast<PassphraseContext*>(userdata);
    const SshOptions* options = context ? context->options : nullptr;
    if (!options || !options->askSecret || length == 0)
        return -1;
    // libssh's own prompt is only "Passphrase": say which key and which host. A key given with
    // --identity is the first one libssh tries, so it is the one a passphrase is asked for.
    Q_UNUSED(prompt);
    // A named key's prompt names no host: one key serves every node, and the check's SecretCache
    // (by prompt) then asks once, not once per node.
    std::optional<QString> answer = options->askSecret(
        options->identityFile.isEmpty() ? SshSession::tr("Passphrase for the SSH key %1 (logging in to %2):")
                                              .arg(SshSession::tr("a key in ~/.ssh"), options->host)
                                        : SshSession::tr("Passphrase for the SSH key %1:").arg(options->identityFile),
        echo != 0);
    if (!answer)
        return -1;
    ++context->answered;
    QByteArray bytes = answer->toUtf8();
    wipe(*answer);
    if (static_cast<size_t>(bytes.size()) >= length) {
        wipe(bytes);
        return -1;
    }
    std::memcpy(buffer, bytes.constData(), static_cast<size_t>(bytes.size()));
    buffer[bytes.size()] = '\0';
    wipe(bytes);
    return 0;
}

} // namespace

struct SshSession::Private
{
    ssh_session session = nullptr;
    ssh_callbacks_struct callbacks{};
    PassphraseContext passphrase;
    bool connected = false;
};

QString SshSession::libraryVersion()
{
    return QLatin1String(ssh_version(0));
}

SshSession::SshSession(SshOptions options) : m_options(std::move(options)), m_d(std::make_unique<Private>()) {}

SshSession::~SshSession()
{
    disconnect();
}

bool SshSession::fail(SshError error, const QString& text)
{
    m_error = error;
    m_errorText = text;
    return false;
}

bool SshSession::isConnected() const
{
    return m_d->connected && m_d->session && ssh_is_connected(m_d->session);
}

void SshSession::disconnect()
{
    if (!m_d->session)
        return;
    if (m_d->connected)
        ssh_disconnect(m_d->session);
    ssh_free(m_d->session);
    m_d->session = nullptr;
    m_d->connected = false;
}

void SshSession::setBlockingTimeoutMs(qint64 ms)
{
    // libssh bounds every blocking step by this; it must stay positive (0 means "none").
    ms = std::max<qint64>(ms, 1);
    long seconds = static_cast<long>(ms / 1000);
    long micros = static_cast<long>((ms % 1000) * 1000);
    ssh_options_set(m_d->session, SSH_OPTIONS_TIMEOUT, &seconds);
    ssh_options_set(m_d->session, SSH_OPTIONS_TIMEOUT_USEC, &micros);
}

bool SshSession::setOptions()
{
    ssh_session s = m_d->session;
    const QString host = m_options.host.trimmed();
    if (host.isEmpty() || host.startsWith(u'-') || std::any_of(host.begin(), host.end(), [](QChar c) {
            return c.isSpace() || c.category() == QChar::Other_Control;
        }))
        return fail(SshError::Setup, tr("\"%1\" is not a host name.").arg(m_options.host));
    setBlockingTimeoutMs(m_options.connectTimeoutMs);
    const QByteArray hostBytes = host.toUtf8();
    if (ssh_options_set(s, SSH_OPTIONS_HOST, hostBytes.constData()) < 0)
        return fail(SshError::Setup,
                    tr("Cannot use the host name \"%1\": %2").arg(host, QString::fromUtf8(ssh_get_error(s))));

    // The config is read before the explicit options so that, as with ssh(1), the command line
    // wins over the file.
    if (m_options.sshConfigFile == QLatin1String("none")) {
        int no = 0;
        ssh_options_set(s, SSH_OPTIONS_PROCESS_CONFIG, &no);
    } else if (!m_options.sshConfigFile.isEmpty()) {
        if (!QFileInfo(m_options.sshConfigFile).isReadable())
            return fail(SshError::Setup, tr("Cannot read the SSH config file %1.").arg(m_options.sshConfigFile));
        if (ssh_options_parse_config(s, QFile::encodeName(m_options.sshConfigFile).constData()) < 0)
            return fail(SshError::Setup, tr("Cannot use the SSH config file %1: %2")
                                             .arg(m_options.sshConfigFile, QString::fromUtf8(ssh_get_error(s))));
    } else if (ssh_options_parse_config(s, nullptr) < 0) {
        return fail(SshError::Setup, tr("Cannot use ~/.ssh/config: %1").arg(QString::fromUtf8(ssh_get_error(s))));
    }

    if (!m_options.user.isEmpty()) {
        const QByteArray user = m_options.user.toUtf8();
        if (ssh_options_set(s, SSH_OPTIONS_USER, user.constData()) < 0)
            return fail(SshError::Setup, tr("Cannot use the user name \"%1\".").arg(m_options.user));
    }
    if (m_options.port != 0) {
        if (m_options.port < 1 || m_options.port > 65535)
            return fail(SshError::Setup, tr("%1 is not a TCP port.").arg(m_options.port));
        unsigned int port = static_cast<unsigned int>(m_options.port);
        ssh_options_set(s, SSH_OPTIONS_PORT, &port);
    }
    if (!m_options.identityFile.isEmpty()) {
        if (!QFileInfo(m_options.identityFile).isReadable())
            return fail(SshError::Setup, tr("Cannot read the identity file %1.").arg(m_options.identityFile));
        const QByteArray identity = QFile::encodeName(m_options.identityFile);
        ssh_options_set(s, SSH_OPTIONS_IDENTITY, identity.constData());
    }
    if (!m_options.knownHostsFile.isEmpty()) {
        const QByteArray file = QFile::encodeName(m_options.knownHostsFile);
        ssh_options_set(s, SSH_OPTIONS_KNOWNHOSTS, file.constData());
        // An explicit file is the whole truth (tests and per-project trust stores).
        ssh_options_set(s, SSH_OPTIONS_GLOBAL_KNOWNHOSTS, "/dev/null");
    }
    int nodelay = 1;
    ssh_options_set(s, SSH_OPTIONS_NODELAY, &nodelay);

    m_d->callbacks = ssh_callbacks_struct{};
    m_d->passphrase = PassphraseContext{&m_options, 0};
    m_d->callbacks.userdata = &m_d->passphrase;
    m_d->callbacks.auth_function = &askPassphrase;
    ssh_callbacks_init(&m_d->callbacks);
    ssh_set_callbacks(s, &m_d->callbacks);
    return true;
}

bool SshSession::connect(const std::atomic_bool* cancel)
{
    disconnect();
    m_error = SshError::None;
    m_errorText.clear();
    m_d->session = ssh_new();
    if (!m_d->session)
        return fail(SshError::Setup, tr("Out of memory."));
    if (!setOptions())
        return false;
    if (isCancelled(cancel))
        return fail(SshError::Cancelled, tr("Cancelled."));

    // Non-blocking connect, polled, so that Ctrl-C or Cancel stops a connect to a host that drops
    // every packet at once instead of after the whole connect timeout.
    const QDeadlineTimer connectDeadline(m_options.connectTimeoutMs);
    ssh_set_blocking(m_d->session, 0);
    int rc = SSH_AGAIN;
    while ((rc = ssh_connect(m_d->session)) == SSH_AGAIN) {
        if (isCancelled(cancel))
            return fail(SshError::Cancelled, tr("Cancelled."));
        if (connectDeadline.hasExpired())
            return fail(SshError::Timeout, tr("No answer from %1 within %2 s.")
                                               .arg(m_options.host)
                                               .arg(m_options.connectTimeoutMs / 1000.0, 0, 'f', 1));
        pollfd fd{ssh_get_fd(m_d->session), POLLIN, 0};
        if (fd.fd >= 0)
            ::poll(&fd, 1, 20);
        else
            std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
    ssh_set_blocking(m_d->session, 1);
    if (rc != SSH_OK) {
        const QString text = QString::fromUtf8(ssh_get_error(m_d->session));
        const bool timedOut = text.contains(QLatin1String("imeout")) || connectDeadline.hasExpired();
        return fail(timedOut ? SshError::Timeout : SshError::Connect,
                    timedOut ? tr("No answer from %1 within %2 s (%3).")
                                   .arg(m_options.host)
                                   .arg(m_options.connectTimeoutMs / 1000.0, 0, 'f', 1)
                                   .arg(text)
                             : tr("Cannot connect to %1: %2. Check that the host is up, that sshd runs on it and that "
                                  "its SSH port is open from here.")
                                   .arg(m_options.host, text));
    }
    m_d->connected = true;
    if (isCancelled(cancel))
        return fail(SshError::Cancelled, tr("Cancelled."));
    if (!verifyHostKey())
        return false;
    if (isCancelled(cancel))
        return fail(SshError::Cancelled, tr("Cancelled."));
    return authenticate();
}

bool SshSession::verifyHostKey()
{
    ssh_session s = m_d->session;
    ssh_key key = nullptr;
    const auto freeKey = qScopeGuard([&key] { ssh_key_free(key); });
    if (ssh_get_server_publickey(s, &key) != SSH_OK)
        return fail(SshError::HostKey, tr("%1 sent no host key.").arg(m_options.host));
    unsigned char* hash = nullptr;
    size_t hashLength = 0;
    if (ssh_get_publickey_hash(key, SSH_PUBLICKEY_HASH_SHA256, &hash, &hashLength) != 0)
        return fail(SshError::HostKey, tr("Cannot hash the host key of %1.").arg(m_options.host));
    char* fingerprint = ssh_get_fingerprint_hash(SSH_PUBLICKEY_HASH_SHA256, hash, hashLength);
    ssh_clean_pubkey_hash(&hash);
    m_fingerprint = QString::fromUtf8(fingerprint);
    ssh_string_free_char(fingerprint);

    const HostKeyQuestion question{m_options.host, QString::fromUtf8(ssh_key_type_to_char(ssh_key_type(key))),
                                   m_fingerprint};
    const QString file = m_options.knownHostsFile.isEmpty() ? QDir::homePath() + QStringLiteral("/.ssh/known_hosts")
                                                            : m_options.knownHostsFile;
    KnownHostState state;
    {
        const std::lock_guard lock(knownHostsMutex());
        state = lookUpHostKey(s, key, m_options.knownHostsFile);
    }
    const HostKeyDecision decision =
        HostKeyCheck::decide(state, m_options.hostKeyPolicy, question, m_options.askHostKey, file);
    switch (decision.verdict) {
    case HostKeyVerdict::Accept: return true;
    case HostKeyVerdict::AcceptAndRemember: {
        const std::lock_guard lock(knownHostsMutex());
        if (ssh_session_update_known_hosts(s) != SSH_OK)
            return fail(SshError::HostKey,
                        tr("Cannot add %1 to %2: %3").arg(m_options.host, file, QString::fromUtf8(ssh_get_error(s))));
        return true;
    }
    case HostKeyVerdict::Refuse: break;
    }
    const bool changed =
        state == KnownHostState::Changed || state == KnownHostState::OtherType || state == KnownHostState::Revoked;
    const SshError error = changed ? SshError::HostKeyChanged
                                   : (state == KnownHostState::Error ? SshError::HostKey : SshError::HostKeyUnknown);
    return fail(error, decision.message);
}

bool SshSession::authenticate()
{
    ssh_session s = m_d->session;
    if (ssh_userauth_none(s, nullptr) == SSH_AUTH_SUCCESS)
        return true;
    const int methods = ssh_userauth_list(s, nullptr);
    // Agent first, then the key files (the explicit one, then ~/.ssh/config's and the defaults).
    if (methods & SSH_AUTH_METHOD_PUBLICKEY) {
        const int rc = ssh_userauth_publickey_auto(s, nullptr, nullptr);
        if (rc == SSH_AUTH_SUCCESS)
            return true;
        if (rc == SSH_AUTH_ERROR)
            return fail(
                SshError::Auth,
                tr("Authentication with %1 failed: %2").arg(m_options.host, QString::fromUtf8(ssh_get_error(s))));
    }
    if ((methods & SSH_AUTH_METHOD_INTERACTIVE) && m_options.askSecret && authenticateKbdint())
        return true;
    if ((methods & SSH_AUTH_METHOD_PASSWORD) && m_options.askSecret && authenticatePassword())
        return true;
    QStringList offered;
    if (methods & SSH_AUTH_METHOD_PUBLICKEY)
        offered << QStringLiteral("publickey");
    if (methods & SSH_AUTH_METHOD_INTERACTIVE)
        offered << QStringLiteral("keyboard-interactive");
    if (methods & SSH_AUTH_METHOD_PASSWORD)
        offered << QStringLiteral("password");
    char* user = nullptr;
    QString userName;
    if (ssh_options_get(s, SSH_OPTIONS_USER, &user) == SSH_OK && user) {
        userName = QString::fromUtf8(user);
        ssh_string_free_char(user);
    }
    // libssh asks for a key's passphrase only once the server accepted its public key: a login
    // refused after one was typed means the passphrase did not open the key.
    if (m_d->passphrase.answered > 0)
        return fail(SshError::Auth,
                    tr("Permission denied for %1@%2: the passphrase typed did not open the SSH key %3 (a wrong "
                       "passphrase?), and nothing else was accepted (server offers: %4).")
                        .arg(userName, m_options.host,
                             m_options.identityFile.isEmpty() ? tr("a key in ~/.ssh") : m_options.identityFile,
                             offered.join(QStringLiteral(", "))));
    return fail(
        SshError::Auth,
        tr("Permission denied for %1@%2 (server offers: %3). Check the user name and that your key (--identity) "
           "is in the node's authorized_keys.")
            .arg(userName, m_options.host, offered.join(QStringLiteral(", "))));
}

bool SshSession::authenticateKbdint()
{
    ssh_session s = m_d->session;
    int rc = ssh_userauth_kbdint(s, nullptr, nullptr);
    for (int round = 0; rc == SSH_AUTH_INFO && round < 8; ++round) {
        const int prompts = ssh_userauth_kbdint_getnprompts(s);
        for (int i = 0; i < prompts; ++i) {
            char echo = 0;
            const char* prompt = ssh_userauth_kbdint_getprompt(s, static_cast<unsigned int>(i), &echo);
            std::optional<QString> answer = m_options.askSecret(QString::fromUtf8(prompt ? prompt : ""), echo != 0);
            if (!answer)
                return false;
            QByteArray bytes = answer->toUtf8();
            wipe(*answer);
            rc = ssh_userauth_kbdint_setanswer(s, static_cast<unsigned int>(i), bytes.constData());
            wipe(bytes);
            if (rc < 0)
                return false;
        }
        rc = ssh_userauth_kbdint(s, nullptr, nullptr);
    }
    return rc == SSH_AUTH_SUCCESS;
}

bool SshSession::authenticatePassword()
{
    for (int attempt = 0; attempt < 3; ++attempt) {
        const QString prompt = attempt == 0 ? tr("Password for %1:").arg(m_options.host)
                                            : tr("Wrong password. Password for %1:").arg(m_options.host);
        std::optional<QString> answer = m_options.askSecret(prompt, false);
        if (!answer)
            return false;
        QByteArray bytes = answer->toUtf8();
        wipe(*answer);
        const int rc = ssh_userauth_password(m_d->session, nullptr, bytes.constData());
        wipe(bytes);
        if (rc == SSH_AUTH_SUCCESS)
            return true;
        if (rc == SSH_AUTH_ERROR)
            return false;
    }
    return false;
}

SshExecResult SshSession::exec(const SshExecRequest& request)
{
    SshExecResult result;
    const auto failed = [&result](SshError error, const QString& text) {
        result.error = error;
        result.errorText = text;
        return result;
    };
    if (!isConnected())
        return failed(SshError::Channel, tr("Not connected to %1.").arg(m_options.host));
    if (request.argv.isEmpty())
        return failed(SshError::Setup, tr("No command to run."));
    if (isCancelled(request.cancel))
        return failed(SshError::Cancelled, tr("Cancelled."));
    ssh_session s = m_d->session;
    setBlockingTimeoutMs(std::min<qint64>(request.deadline.remainingTime() < 0 ? m_options.connectTimeoutMs
                                                                               : request.deadline.remainingTime(),
                                          m_options.connectTimeoutMs));
    ssh_channel channel = ssh_channel_new(s);
    if (!channel)
        return failed(SshError::Channel, tr("Cannot open a channel to %1.").arg(m_options.host));
    const auto freeChannel = qScopeGuard([&channel] { ssh_channel_free(channel); });
    if (ssh_channel_open_session(channel) != SSH_OK)
        return failed(
            request.deadline.hasExpired() ? SshError::Timeout : SshError::Channel,
            tr("Cannot open a session channel to %1: %2").arg(m_options.host, QString::fromUtf8(ssh_get_error(s))));
    const QString line = request.ownProcessGroup ? RemoteCommand::groupedCommandLine(request.argv)
                                                 : RemoteCommand::commandLine(request.argv);
    if (ssh_channel_request_exec(channel, line.toUtf8().constData()) != SSH_OK)
        return failed(SshError::Channel,
                      tr("%1 refused to run the command: %2").arg(m_options.host, QString::fromUtf8(ssh_get_error(s))));
    for (qsizetype sent = 0; sent < request.stdinData.size();) {
        const qsizetype chunk = std::min<qsizetype>(request.stdinData.size() - sent, 32768);
        const int n = ssh_channel_write(channel, request.stdinData.constData() + sent, static_cast<uint32_t>(chunk));
        if (n <= 0)
            return failed(SshError::Channel,
                          tr("Cannot send input to %1: %2").arg(m_options.host, QString::fromUtf8(ssh_get_error(s))));
        sent += n;
    }
    ssh_channel_send_eof(channel);

    bool pgidPending = request.ownProcessGroup;
    QByteArray pendingStderr;
    const auto takeStderr = [&](const QByteArray& chunk) {
        if (pgidPending) {
            pendingStderr += chunk;
            const std::optional<qint64> pgid = RemoteCommand::takePgidLine(pendingStderr);
            if (!pgid)
                return;
            result.remotePgid = *pgid;
            pgidPending = false;
            if (pendingStderr.isEmpty())
                return;
            result.stderrData += pendingStderr;
            if (request.onStderr)
                request.onStderr(pendingStderr);
            pendingStderr.clear();
            return;
        }
        result.stderrData += chunk;
        if (request.onStderr)
            request.onStderr(chunk);
    };

    char buffer[16384];
    SshError stopped = SshError::None;
    while (true) {
        if (isCancelled(request.cancel)) {
            stopped = SshError::Cancelled;
            break;
        }
        if (request.deadline.hasExpired()) {
            stopped = SshError::Timeout;
            break;
        }
        const qint64 remaining = request.deadline.remainingTime();
        const int wait = static_cast<int>(remaining < 0 ? 100 : std::clamp<qint64>(remaining, 1, 100));
        const int n = ssh_channel_read_timeout(channel, buffer, sizeof buffer, 0, wait);
        if (n == SSH_ERROR)
            return failed(
                SshError::Channel,
                tr("The connection to %1 broke: %2").arg(m_options.host, QString::fromUtf8(ssh_get_error(s))));
        if (n > 0) {
            const QByteArray chunk(buffer, n);
            result.stdoutData += chunk;
            if (request.onStdout)
                request.onStdout(chunk);
        }
        int e = 0;
        while ((e = ssh_channel_read_nonblocking(channel, buffer, sizeof buffer, 1)) > 0)
            takeStderr(QByteArray(buffer, e));
        if (ssh_channel_is_eof(channel) || ssh_channel_is_closed(channel))
            break;
    }
    if (!pendingStderr.isEmpty()) {
        result.stderrData += pendingStderr;
        if (request.onStderr)
            request.onStderr(pendingStderr);
    }
    if (stopped != SshError::None) {
        // Kill first (over a second channel on the same connection, briefly), then close ours:
        // a closed channel alone does not stop a command that runs without a terminal.
        if (result.remotePgid > 0)
            killRemoteProcessGroup(result.remotePgid, 3000);
        setBlockingTimeoutMs(1000);
        ssh_channel_close(channel);
        return failed(stopped, stopped == SshError::Cancelled
                                   ? tr("Cancelled.")
                                   : tr("%1 did not finish the command within the deadline.").arg(m_options.host));
    }
    const qint64 remaining = request.deadline.remainingTime();
    setBlockingTimeoutMs(remaining < 0 ? m_options.connectTimeoutMs : std::max<qint64>(remaining, 200));
    result.exitStatus = ssh_channel_get_exit_status(channel);
    result.finished = result.exitStatus >= 0;
    ssh_channel_close(channel);
    if (!result.finished)
        return failed(SshError::Channel, tr("%1 closed the command without an exit status.").arg(m_options.host));
    return result;
}

bool SshSession::killRemoteProcessGroup(qint64 pgid, int timeoutMs)
{
    if (pgid <= 1 || !isConnected())
        return false;
    SshExecRequest kill;
    kill.argv = RemoteCommand::killGroupArgv(pgid);
    kill.deadline = QDeadlineTimer(timeoutMs);
    kill.ownProcessGroup = false;
    const SshExecResult result = exec(kill);
    return result.finished && result.exitStatus == 0;
}

} // namespace ddpw
