#include "util/HostList.h"

#include <QtTest>

using namespace ddpw;

// One reading of host lists for the Check step, `check`, `dryrun` and `expand`.
class tst_HostList : public QObject
{
    Q_OBJECT

private slots:
    void parse_data();
    void parse();
    void capsTheCount();
};

void tst_HostList::parse_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("hosts");
    QTest::addColumn<QString>("error"); // a part of the message; empty: no error

    QTest::newRow("VC_WORKER_HOSTS") << "job-worker-0.job,job-worker-1.job"
                                     << QStringList{"job-worker-0.job", "job-worker-1.job"} << QString();
    QTest::newRow("one per line") << "a\nb\n\nc\n" << QStringList{"a", "b", "c"} << QString();
    QTest::newRow("blanks around names") << "  a ,\tb \r\n" << QStringList{"a", "b"} << QString();
    QTest::newRow("commas and lines mixed") << "a,b\nc" << QStringList{"a", "b", "c"} << QString();
    QTest::newRow("blank before a comma") << "a ,b" << QStringList{"a", "b"} << QString();
    QTest::newRow("empty") << "" << QStringList{} << QString();
    QTest::newRow("only blanks") << " \n\t " << QStringList{} << QString();
    QTest::newRow("order kept, duplicates kept") << "b,a,b" << QStringList{"b", "a", "b"} << QString();
    QTest::newRow("hostile characters kept verbatim")
        << "node1;$(touch${IFS}x)`y`'" << QStringList{"node1;$(touch${IFS}x)`y`'"} << QString();
    QTest::newRow("empty name between commas") << "a,,b" << QStringList{} << "empty host name";
    QTest::newRow("blank name between commas") << "a, ,b" << QStringList{} << "empty host name";
    QTest::newRow("trailing comma") << "a,b," << QStringList{} << "empty host name";
    QTest::newRow("leading comma") << ",a" << QStringList{} << "empty host name";
    QTest::newRow("an option, not a host") << "a,-oProxyCommand=x" << QStringList{} << "starts with '-'";
}

void tst_HostList::parse()
{
    QFETCH(QString, text);
    QFETCH(QStringList, hosts);
    QFETCH(QString, error);
    const HostListResult result = HostList::parse(text);
    QCOMPARE(result.hosts, hosts);
    if (error.isEmpty())
        QVERIFY2(result.ok(), qPrintable(result.error));
    else
        QVERIFY2(result.error.contains(error), qPrintable(result.error));
}

void tst_HostList::capsTheCount()
{
    QStringList names;
    for (int i = 0; i < HostList::kMaxHosts; ++i)
        names.append(QStringLiteral("n%1").arg(i));
    QCOMPARE(HostList::parse(names.join(u',')).hosts.size(), HostList::kMaxHosts);
    names.append(QStringLiteral("one-more"));
    const HostListResult tooMany = HostList::parse(names.join(u'\n'));
    QVERIFY(!tooMany.ok());
    QVERIFY(tooMany.hosts.isEmpty());
    QVERIFY2(tooMany.error.contains(QString::number(HostList::kMaxHosts)), qPrintable(tooMany.error));
}

QTEST_GUILESS_MAIN(tst_HostList)
#include "tst_HostList.moc"
