#include "ssh/HostKeyCheck.h"
#include "ssh/KnownHostsLookup.h"

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
    void hostPatterns_data();
    void hostPatterns();
    void lookups_data();
    void lookups();
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
    row("revoked strict", KnownHostState::Revoked, HostKeyPolicy::Strict, false, HostKeyVerdict::Refuse, true);
    row("revoked accept-new is still refused", KnownHostState::Revoked, HostKeyPolicy::AcceptNew, true,
        HostKeyVerdict::Refuse, true);
    row("revoked ask yes is still refused", KnownHostState::Revoked, HostKeyPolicy::Ask, true, HostKeyVerdict::Refuse,
        true);
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

void TestHostKeyCheck::hostPatterns_data()
{
    QTest::addColumn<QByteArray>("field");
    QTest::addColumn<QString>("host");
    QTest::addColumn<int>("port");
    QTest::addColumn<bool>("matches");

    QTest::newRow("plain") << QByteArray("node1.example") << "node1.example" << 22 << true;
    QTest::newRow("case-insensitive") << QByteArray("Node1.EXAMPLE") << "node1.example" << 22 << true;
    QTest::newRow("other host") << QByteArray("node2.example") << "node1.example" << 22 << false;
    QTest::newRow("list") << QByteArray("a,node1.example,b") << "node1.example" << 22 << true;
    QTest::newRow("wildcard") << QByteArray("*.example") << "node1.example" << 22 << true;
    QTest::newRow("question mark") << QByteArray("node?.example") << "node1.example" << 22 << true;
    QTest::newRow("negated wins") << QByteArray("*.example,!node1.example") << "node1.example" << 22 << false;
    QTest::newRow("negation alone is no match") << QByteArray("!node2.example") << "node1.example" << 22 << false;
    QTest::newRow("port 22 is the bare name") << QByteArray("node1.example") << "node1.example" << 0 << true;
    QTest::newRow("another port needs [host]:port") << QByteArray("node1.example") << "node1.example" << 2222 << false;
    QTest::newRow("[host]:port") << QByteArray("[node1.example]:2222") << "node1.example" << 2222 << true;
    QTest::newRow("[host]:other port") << QByteArray("[node1.example]:2223") << "node1.example" << 2222 << false;
    // Made by OpenSSH's `ssh-keygen -H` from "node1.example" and "[node1.example]:2222".
    QTest::newRow("hashed") << QByteArray("|1|OWT5psZIlZ56BJETjZKEkvQYXzQ=|xKeWp2tDvNOMROF0Nsm0+DLI4i4=")
                            << "node1.example" << 22 << true;
    QTest::newRow("hashed, upper case asked")
        << QByteArray("|1|OWT5psZIlZ56BJETjZKEkvQYXzQ=|xKeWp2tDvNOMROF0Nsm0+DLI4i4=") << "NODE1.example" << 22 << true;
    QTest::newRow("hashed, other host") << QByteArray("|1|OWT5psZIlZ56BJETjZKEkvQYXzQ=|xKeWp2tDvNOMROF0Nsm0+DLI4i4=")
                                        << "node2.example" << 22 << false;
    QTest::newRow("hashed [host]:port") << QByteArray("|1|x7srATEmb6LYxtDuJVeEKlAc0lI=|8iS6IdYAlc9/A45vXTaIJ/K8ujQ=")
                                        << "node1.example" << 2222 << true;
    QTest::newRow("hashed, malformed") << QByteArray("|1|OWT5psZIlZ56BJETjZKEkvQYXzQ=") << "node1.example" << 22
                                       << false;
}

void TestHostKeyCheck::hostPatterns()
{
    QFETCH(QByteArray, field);
    QFETCH(QString, host);
    QFETCH(int, port);
    QFETCH(bool, matches);
    QCOMPARE(KnownHostsLookup::hostMatches(field, KnownHostsLookup::entryName(host, port)), matches);
}

void TestHostKeyCheck::lookups_data()
{
    const QByteArray key = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOfqmWw7VwFvF6Ab0fvoGoSRXlq0s2o0fVwnLbeLCQ9u";
    const QByteArray other = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIB8wVYbLPbY4U6Q1m6XaHnnf9iWV1yBnm0V8y0JQw7kH";
    const QByteArray rsa = "ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAAAgQC7";
    QTest::addColumn<QByteArray>("knownHosts");
    QTest::addColumn<int>("port");
    QTest::addColumn<KnownHostState>("state");

    QTest::newRow("empty") << QByteArray() << 22 << KnownHostState::Unknown;
    QTest::newRow("plain line") << "node1 " + key + "\n" << 22 << KnownHostState::Ok;
    QTest::newRow("changed key") << "node1 " + other << 22 << KnownHostState::Changed;
    QTest::newRow("a key of another type only") << "node1 " + rsa << 22 << KnownHostState::OtherType;
    QTest::newRow("another host") << "node2 " + key << 22 << KnownHostState::Unknown;
    QTest::newRow("revoked") << "@revoked node1 " + key << 22 << KnownHostState::Revoked;
    QTest::newRow("revoked beside a good line") << "node1 " + key + "\n@revoked node1 " + key + " old key\n"
                                                << 22 << KnownHostState::Revoked;
    QTest::newRow("revoked for every host") << "node1 " + key + "\n@revoked * " + key << 22 << KnownHostState::Revoked;
    QTest::newRow("revoked for another host") << "node1 " + key + "\n@revoked node2 " + key << 22 << KnownHostState::Ok;
    QTest::newRow("another key revoked") << "node1 " + key + "\n@revoked node1 " + other << 22 << KnownHostState::Ok;
    QTest::newRow("tabs and spaces") << "  @revoked\tnode1   " + key << 22 << KnownHostState::Revoked;
    QTest::newRow("cert-authority is no host key") << "@cert-authority node1 " + key << 22 << KnownHostState::Unknown;
    QTest::newRow("commented out") << "#node1 " + key << 22 << KnownHostState::Unknown;
    QTest::newRow("truncated line") << QByteArray("node1 ssh-ed25519") << 22 << KnownHostState::Unknown;
    QTest::newRow("negated host") << "node*,!node1 " + key << 22 << KnownHostState::Unknown;
    QTest::newRow("[host]:port") << "[node1]:2222 " + key << 2222 << KnownHostState::Ok;
    QTest::newRow("bare name vouches for another port") << "node1 " + key << 2222 << KnownHostState::Ok;
    QTest::newRow("bare name's other key: unknown for another port")
        << "node1 " + other << 2222 << KnownHostState::Unknown;
    QTest::newRow("[host]:port changed, bare name same")
        << "[node1]:2222 " + other + "\nnode1 " + key << 2222 << KnownHostState::Changed;
    QTest::newRow("bare name revoked: no fallback")
        << "node1 " + key + "\n@revoked node1 " + key << 2222 << KnownHostState::Unknown;
}

void TestHostKeyCheck::lookups()
{
    QFETCH(QByteArray, knownHosts);
    QFETCH(int, port);
    QFETCH(KnownHostState, state);
    const QByteArray blob =
        QByteArray::fromBase64("AAAAC3NzaC1lZDI1NTE5AAAAIOfqmWw7VwFvF6Ab0fvoGoSRXlq0s2o0fVwnLbeLCQ9u");
    QCOMPARE(KnownHostsLookup::lookup(knownHosts, QStringLiteral("node1"), port, "ssh-ed25519", blob), state);
}

QTEST_GUILESS_MAIN(TestHostKeyCheck)
#include "tst_HostKeyCheck.moc"
