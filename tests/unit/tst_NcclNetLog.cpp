#include "nodecheck/NcclNetLog.h"

#include <QTest>

using namespace ddpw;

// NCCL's INFO lines about its network. The lines below are written for this test in the
// formats NCCL prints (seen in public reports such as NVIDIA/nccl#676, NVIDIA/nccl#1053,
// NVIDIA/nccl-tests#29 and ROCm/rccl#419); host names and addresses are made up.
class tst_NcclNetLog : public QObject
{
    Q_OBJECT

private slots:
    void socketOnly()
    {
        const NcclNetLog log = NcclNetLog::parse({
            QStringLiteral("trainer-3:4021:4021 [0] NCCL INFO Bootstrap : Using eth0:10.20.0.3<0>"),
            QStringLiteral("trainer-3:4021:4105 [0] NCCL INFO NET/IB : No device found."),
            QStringLiteral("trainer-3:4021:4105 [0] NCCL INFO NET/Socket : Using [0]eth0:10.20.0.3<0> [1]virbr0:<0>"),
            QStringLiteral("trainer-3:4021:4105 [0] NCCL INFO Using network Socket"),
        });
        QCOMPARE(log.network, QStringLiteral("Socket"));
        QVERIFY(log.noIbDevice);
        QCOMPARE(log.socketInterfaces.size(), 2);
        QCOMPARE(log.socketInterfaces.at(0).name, QStringLiteral("eth0"));
        QCOMPARE(log.socketInterfaces.at(0).address, QStringLiteral("10.20.0.3"));
        QCOMPARE(log.socketInterfaces.at(1).name, QStringLiteral("virbr0"));
        QVERIFY(log.socketInterfaces.at(1).address.isEmpty());
        QCOMPARE(log.bootstrap.name, QStringLiteral("eth0"));
        QCOMPARE(log.dataInterfaces(), (QStringList{QStringLiteral("eth0"), QStringLiteral("virbr0")}));
    }

    void infiniband()
    {
        const NcclNetLog log = NcclNetLog::parse({
            QStringLiteral(
                "g7:88:90 [3] NCCL INFO NET/IB : Using [0]mlx5_2:1/IB [1]mlx5_3:1/RoCE [RO]; OOB ib0:fe80::2%ib0<0>"),
            QStringLiteral("g7:88:90 [3] NCCL INFO Using network IB"),
        });
        QCOMPARE(log.network, QStringLiteral("IB"));
        QCOMPARE(log.ibDevices, (QStringList{QStringLiteral("mlx5_2:1/IB"), QStringLiteral("mlx5_3:1/RoCE")}));
        QCOMPARE(log.oob.name, QStringLiteral("ib0"));
        QCOMPARE(log.oob.address, QStringLiteral("fe80::2%ib0"));
        QCOMPARE(log.dataInterfaces(), log.ibDevices);
    }

    void ignores_data()
    {
        QTest::addColumn<QString>("line");
        QTest::newRow("other subsystem") << QStringLiteral("h:1:1 [0] NCCL INFO Channel 00/02 : 0 1");
        QTest::newRow("socket detail") << QStringLiteral(
            "h:1:1 [0] NCCL INFO NET/Socket : GPU Direct RDMA Disabled for HCA 0 'lo'");
        QTest::newRow("plugin") << QStringLiteral("h:1:1 [0] NCCL INFO NET/Plugin : No plugin found (libnccl-net.so).");
        QTest::newRow("not nccl") << QStringLiteral("[default0]: epoch 1 loss 0.3");
        QTest::newRow("broken entry") << QStringLiteral("NCCL INFO NET/Socket : Using [0]eth0 10.0.0.1<0>");
        QTest::newRow("long") << QStringLiteral("NCCL INFO Using network ") + QString(5000, u'x');
    }

    void ignores()
    {
        QFETCH(QString, line);
        QVERIFY(NcclNetLog::parse({line}).isEmpty());
    }

    void withoutPrefix()
    {
        const NcclNetLog log = NcclNetLog::parse(
            {QStringLiteral("NET/Socket : Using [0]lo:127.0.0.1<0>"), QStringLiteral("Using network Socket")});
        QCOMPARE(log.socketInterfaces.size(), 1);
        QCOMPARE(log.socketInterfaces.at(0).name, QStringLiteral("lo"));
        QCOMPARE(log.network, QStringLiteral("Socket"));
    }
};

QTEST_GUILESS_MAIN(tst_NcclNetLog)
#include "tst_NcclNetLog.moc"
