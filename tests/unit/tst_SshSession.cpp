#include "ssh/SshSession.h"
#include "util/FreePort.h"

#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QtTest>

#include <atomic>
#include <thread>

#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

using namespace ddpw;

namespace {

// A loopback TCP listener that accepts (in the kernel's backlog) but never says a word.
class SilentListener
{
public:
    SilentListener()
    {
        m_fd = ::socket(AF_INET, SOCK_STREAM, 0);
        sockaddr_in address{};
        address.sin_family = AF_INET;
        address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        socklen_t length = sizeof address;
        if (::bind(m_fd, reinterpret_cast<sockaddr*>(&address), length) == 0 && ::listen(m_fd, 4) == 0 &&
            ::getsockname(m_fd, reinterpret_cast<sockaddr*>(&address), &length) == 0)
            m_port = ntohs(address.sin_port);
    }
    ~SilentListener() { ::close(m_fd); }
    SilentListener(const SilentListener&) = delete;
    SilentListener& operator=(const SilentListener&) = delete;
    int port() const { return m_port; }

private:
    int m_fd = -1;
    int m_port = 0;
};

} // namespace

// The session's failure paths that need no SSH server: bad options are refused before any
// network traffic, a closed loopback port fails fast, a silent peer costs the connect timeout,
// and the cancel flag stops a connect at once.
class TestSshSession : public QObject
{
    Q_OBJECT

private slots:
    void badOptionsAreRefused_data();
    void badOptionsAreRefused();
    void closedPortFailsFast();
    void silentPeerTimesOut();
    void cancelStopsConnect();
    void execWithoutConnectionFails();
};

void TestSshSession::badOptionsAreRefused_data()
{
    QTest::addColumn<QString>("host");
    QTest::addColumn<QString>("config");
    QTest::addColumn<QString>("identity");
    QTest::addColumn<int>("port");
    QTest::newRow("empty host") << ""
                                << "none"
                                << "" << 0;
    QTest::newRow("option-like host") << "-oProxyCommand=touch /tmp/x"
                                      << "none"
                                      << "" << 0;
    QTest::newRow("host with space") << "a b"
                                     << "none"
                                     << "" << 0;
    QTest::newRow("host with newline") << "a\nProxyCommand x"
                                       << "none"
                                       << "" << 0;
    QTest::newRow("unreadable config") << "localhost"
                                       << "/nonexistent/ssh_config"
                                       << "" << 0;
    QTest::newRow("unreadable identity") << "localhost"
                                         << "none"
                                         << "/nonexistent/key" << 0;
    QTest::newRow("bad port") << "localhost"
                              << "none"
                              << "" << 70000;
}

void TestSshSession::badOptionsAreRefused()
{
    QFETCH(QString, host);
    QFETCH(QString, config);
    QFETCH(QString, identity);
    QFETCH(int, port);
    SshOptions options;
    options.host = host;
    options.sshConfigFile = config;
    options.identityFile = identity;
    options.port = port;
    SshSession session(options);
    QVERIFY(!session.connect());
    QCOMPARE(session.error(), SshError::Setup);
    QVERIFY(!session.errorText().isEmpty());
    QVERIFY(!session.isConnected());
}

void TestSshSession::closedPortFailsFast()
{
    // A port that was just free: nothing listens, the kernel refuses at once.
    const int port = pickFreeLoopbackPort();
    QVERIFY(port > 0);
    SshOptions options;
    options.host = QStringLiteral("127.0.0.1");
    options.port = port;
    options.sshConfigFile = QStringLiteral("none");
    options.connectTimeoutMs = 5000;
    SshSession session(options);
    QElapsedTimer timer;
    timer.start();
    QVERIFY(!session.connect());
    QCOMPARE(session.error(), SshError::Connect);
    QVERIFY(timer.elapsed() < 3000);
}

void TestSshSession::silentPeerTimesOut()
{
    // Accepts TCP but never sends the SSH banner.
    const SilentListener silent;
    QVERIFY(silent.port() > 0);
    SshOptions options;
    options.host = QStringLiteral("127.0.0.1");
    options.port = silent.port();
    options.sshConfigFile = QStringLiteral("none");
    options.connectTimeoutMs = 800;
    SshSession session(options);
    QElapsedTimer timer;
    timer.start();
    QVERIFY(!session.connect());
    QCOMPARE(session.error(), SshError::Timeout);
    QVERIFY2(timer.elapsed() < 3000, qPrintable(QString::number(timer.elapsed())));
}

void TestSshSession::cancelStopsConnect()
{
    const SilentListener silent;
    QVERIFY(silent.port() > 0);
    SshOptions options;
    options.host = QStringLiteral("127.0.0.1");
    options.port = silent.port();
    options.sshConfigFile = QStringLiteral("none");
    options.connectTimeoutMs = 30000;
    std::atomic_bool cancel{false};
    SshSession session(options);
    QElapsedTimer timer;
    timer.start();
    std::thread canceller([&cancel] {
        std::this_thread::sleep_for(std::chrono::milliseconds(300));
        cancel = true;
    });
    const bool connected = session.connect(&cancel);
    canceller.join();
    QVERIFY(!connected);
    QCOMPARE(session.error(), SshError::Cancelled);
    QVERIFY2(timer.elapsed() < 2000, qPrintable(QString::number(timer.elapsed())));
}

void TestSshSession::execWithoutConnectionFails()
{
    SshSession session(SshOptions{});
    SshExecRequest request;
    request.argv = {QStringLiteral("true")};
    const SshExecResult result = session.exec(request);
    QVERIFY(!result.finished);
    QCOMPARE(result.error, SshError::Channel);
}

QTEST_GUILESS_MAIN(TestSshSession)
#include "tst_SshSession.moc"
