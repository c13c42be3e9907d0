#include "ssh/HostKeyCheck.h"

#include <QtTest>

using namespace ddpw;

// The known_hosts policy as OpenSSH applies it, one row per (state, policy, answer).
class TestHostKeyCheck : public QObject
{
    Q_OBJECT

private slots:
    void decisions_data();
    void decisions();
    void askIsOnlyCalledForUnknownKeys();
};

void TestHostKeyCheck::decisions_data()
{
    QTest::addColumn<KnownHostState>("state");
    QTest::addColumn<HostKeyPolicy>("policy");
    QTest::addColumn<bool>("answer");
    QTest::addColumn<HostKeyVerdict>("verdict");
    QTest::addColumn<bool>("messageHasFingerprint");

    const auto row = [](const char* name, KnownHostState s, HostKeyPolicy p, bool a, HostKeyVerdict v, bool fp) {
        QTest::newRow(name) << s << p << a << v << fp;
    };
    row("known ok strict", KnownHostState::Ok, HostKeyPolicy::Strict, false, HostKeyVerdict::Accept, false);
    row("known ok accept-new", KnownHostState::Ok, HostKeyPolicy::AcceptNew, false, HostKeyVerdict::Accept, false);
    row("changed strict", KnownHostState::Changed, HostKeyPolicy::Strict, false, HostKeyVerdict::Refuse, true);
    row("changed accept-new is still refused", KnownHostState::Changed, HostKeyPolicy::AcceptNew, true,
        HostKeyVerdict::Refuse, true);
    row("changed ask yes is still refused", KnownHostState::Changed, HostKeyPolicy::Ask, true, HostKeyVerdict::Refuse,
        true);
    row("other type refused", KnownHostState::OtherType, HostKeyPolicy::AcceptNew, true, HostKeyVerdict::Refuse, true);
    row("unknown strict refused", KnownHostState::Unknown, HostKeyPolicy::Strict, true, HostKeyVerdict::Refuse, true);
    row("no file strict refused", KnownHostState::NoFile, HostKeyPolicy::Strict, true, HostKeyVerdict::Refuse, true);
    row("unknown accept-new remembered", KnownHostState::Unknown, HostKeyPolicy::AcceptNew, false,
        HostKeyVerdict::AcceptAndRemember, false);
    row("no file accept-new remembered", KnownHostState::NoFile, HostKeyPolicy::AcceptNew, false,
        HostKeyVerdict::AcceptAndRemember, false);
    row("unknown ask yes", KnownHostState::Unknown, HostKeyPolicy::Ask, true, HostKeyVerdict::AcceptAndRemember, false);
    row("unknown ask no", KnownHostState::Unknown, HostKeyPolicy::Ask, false, HostKeyVerdict::Refuse, true);
    row("unreadable file refused", KnownHostState::Error, HostKeyPolicy::AcceptNew, true, HostKeyVerdict::Refuse,
        false);
}

void TestHostKeyCheck::decisions()
{
    QFETCH(KnownHostState, state);
    QFETCH(HostKeyPolicy, policy);
    QFETCH(bool, answer);
    QFETCH(HostKeyVerdict, verdict);
    QFETCH(bool, messageHasFingerprint);
    const HostKeyQuestion question{QStringLiteral("node1"), QStringLiteral("ssh-ed25519"),
                                   QStringLiteral("SHA256:abcDEF123")};
    const HostKeyDecision decision = HostKeyCheck::decide(
        state, policy, question, [answer](const HostKeyQuestion&) { return answer; }, QStringLiteral("/kh"));
    QCOMPARE(decision.verdict, verdict);
    QCOMPARE(decision.message.contains(QLatin1String("SHA256:abcDEF123")), messageHasFingerprint);
    if (verdict == HostKeyVerdict::Refuse)
        QVERIFY(!decision.message.isEmpty());
}

void TestHostKeyCheck::askIsOnlyCalledForUnknownKeys()
{
    int asked = 0;
    const auto ask = [&asked](const HostKeyQuestion& q) {
        ++asked;
        return q.fingerprint.startsWith(QLatin1String("SHA256:"));
    };
    const HostKeyQuestion question{QStringLiteral("h"), QStringLiteral("ssh-rsa"), QStringLiteral("SHA256:x")};
    HostKeyCheck::decide(KnownHostState::Ok, HostKeyPolicy::Ask, question, ask, {});
    HostKeyCheck::decide(KnownHostState::Changed, HostKeyPolicy::Ask, question, ask, {});
    QCOMPARE(asked, 0);
    QCOMPARE(HostKeyCheck::decide(KnownHostState::Unknown, HostKeyPolicy::Ask, question, ask, {}).verdict,
             HostKeyVerdict::AcceptAndRemember);
    QCOMPARE(asked, 1);
    // No callback (a CLI without --accept-new, a GUI without a dialog): refused.
    QCOMPARE(HostKeyCheck::decide(KnownHostState::Unknown, HostKeyPolicy::Ask, question, {}, {}).verdict,
             HostKeyVerdict::Refuse);
}

QTEST_GUILESS_MAIN(TestHostKeyCheck)
#include "tst_HostKeyCheck.moc"
