#include "TestJobs.h"
#include "model/Topology.h"
#include "model/TorchLauncherFacts.h"

#include <QTest>

using namespace ddpw;

class tst_Topology : public QObject
{
    Q_OBJECT

    static QString valueOf(const QList<WorkerVariable>& vars, const QString& name)
    {
        for (const WorkerVariable& var : vars) {
            if (var.name == name)
                return var.value;
        }
        return QStringLiteral("<absent>");
    }

private slots:
    void shape_data()
    {
        QTest::addColumn<int>("nodes");
        QTest::addColumn<int>("gpus");
        QTest::addColumn<int>("nodeCount");
        QTest::addColumn<int>("perNode");
        QTest::addColumn<int>("world");
        QTest::newRow("1x1") << 1 << 1 << 1 << 1 << 1;
        QTest::newRow("guide 2x8") << 2 << 8 << 2 << 8 << 16;
        QTest::newRow("64x8") << 64 << 8 << 64 << 8 << 512;
        QTest::newRow("cpu-only 3 nodes: one process each") << 3 << 0 << 3 << 1 << 3;
        QTest::newRow("max 4096x64") << 4096 << 64 << 4096 << 64 << 262144;
        QTest::newRow("zero nodes: nothing to draw") << 0 << 8 << 0 << 8 << 0;
        QTest::newRow("negative nodes") << -5 << 8 << 0 << 8 << 0;
        QTest::newRow("too many nodes") << 1000000 << 8 << 0 << 8 << 0;
        QTest::newRow("negative gpus: treated as none") << 2 << -3 << 2 << 1 << 2;
    }
    void shape()
    {
        QFETCH(int, nodes);
        QFETCH(int, gpus);
        const Topology topology(test::guideJobWith(nodes, gpus));
        QTEST(topology.nodeCount(), "nodeCount");
        QVERIFY(topology.processesPerNode().has_value());
        QTEST(*topology.processesPerNode(), "perNode");
        QTEST(*topology.worldSize(), "world");
    }

    void ranks_data()
    {
        QTest::addColumn<int>("nodes");
        QTest::addColumn<int>("gpus");
        QTest::addColumn<int>("node");
        QTest::addColumn<int>("local");
        QTest::addColumn<int>("rank");
        QTest::newRow("first") << 2 << 8 << 0 << 0 << 0;
        QTest::newRow("guide node 1 gpu 3") << 2 << 8 << 1 << 3 << 11;
        QTest::newRow("last of 64x8") << 64 << 8 << 63 << 7 << 511;
        QTest::newRow("1x1") << 1 << 1 << 0 << 0 << 0;
        QTest::newRow("cpu-only node 2") << 3 << 0 << 2 << 0 << 2;
    }
    void ranks()
    {
        QFETCH(int, nodes);
        QFETCH(int, gpus);
        QFETCH(int, node);
        QFETCH(int, local);
        QFETCH(int, rank);
        const Topology topology(test::guideJobWith(nodes, gpus));
        const std::optional<TopologySlot> slot = topology.slot(node, local);
        QVERIFY(slot.has_value());
        QCOMPARE(slot->globalRank, rank);
        QCOMPARE(slot->nodeRank, node);
        QCOMPARE(slot->localRank, local);
        QCOMPARE(topology.slotsOfNode(node).at(local), *slot);
    }

    void slotOutOfRange_data()
    {
        QTest::addColumn<int>("node");
        QTest::addColumn<int>("local");
        QTest::newRow("node -1") << -1 << 0;
        QTest::newRow("node 2 of 2") << 2 << 0;
        QTest::newRow("local 8 of 8") << 0 << 8;
        QTest::newRow("local -1") << 0 << -1;
    }
    void slotOutOfRange()
    {
        QFETCH(int, node);
        QFETCH(int, local);
        const Topology topology(test::guideJobWith(2, 8));
        QVERIFY(!topology.slot(node, local).has_value());
        QVERIFY(topology.workerEnvironment(node, local).isEmpty());
    }

    void everyRankOnce()
    {
        const Topology topology(test::guideJobWith(64, 8));
        QList<bool> seen(512, false);
        for (int node = 0; node < topology.nodeCount(); ++node) {
            const QList<TopologySlot> nodeSlots = topology.slotsOfNode(node);
            QCOMPARE(nodeSlots.size(), 8);
            for (const TopologySlot& slot : nodeSlots) {
                QVERIFY(!seen[slot.globalRank]);
                seen[slot.globalRank] = true;
            }
        }
        QVERIFY(!seen.contains(false));
    }

    void unknownProcessCount()
    {
        // nproc "auto" on a CPU-only node: one process per core, known only on the node.
        JobSpec spec = test::guideJobWith(2, 0);
        spec.nprocPerNode.kind = NprocPerNode::Kind::Auto;
        const Topology topology(spec);
        QVERIFY(!topology.processesPerNode().has_value());
        QVERIFY(!topology.worldSize().has_value());
        QVERIFY(topology.slotsOfNode(0).isEmpty());
        QVERIFY(topology.summary().contains(QLatin1Char('?')));
    }

    void masterAndEndpoint()
    {
        JobSpec spec = test::guideJobWith(4, 8);
        spec.port = 23456;
        spec.roleName = QStringLiteral("trainer");
        const Topology topology(spec);
        QCOMPARE(topology.rendezvousEndpoint(), QStringLiteral("${MASTER}:23456"));
        QVERIFY(topology.masterDescription().contains(QStringLiteral("VC_TRAINER_HOSTS")));
        QVERIFY(topology.isMaster(0));
        QVERIFY(!topology.isMaster(1));
        QVERIFY(!Topology(test::guideJobWith(0, 8)).isMaster(0));
        QVERIFY(topology.summary().contains(QStringLiteral("${MASTER}:23456")));
    }

    void summary_data()
    {
        QTest::addColumn<int>("nodes");
        QTest::addColumn<int>("gpus");
        QTest::addColumn<QString>("start");
        QTest::newRow("1x1") << 1 << 1 << QStringLiteral("1 node × 1 GPU = world size 1;");
        QTest::newRow("2x8") << 2 << 8 << QStringLiteral("2 nodes × 8 GPUs = world size 16;");
        QTest::newRow("cpu") << 3 << 0 << QStringLiteral("3 nodes × 1 process = world size 3;");
    }
    void summary()
    {
        QFETCH(int, nodes);
        QFETCH(int, gpus);
        QFETCH(QString, start);
        const QString text = Topology(test::guideJobWith(nodes, gpus)).summary();
        QVERIFY2(text.startsWith(start), qPrintable(text));
    }

    void workerEnvironment_data()
    {
        QTest::addColumn<bool>("isStatic");
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("value");
        QTest::newRow("RANK") << false << QStringLiteral("RANK") << QStringLiteral("11");
        QTest::newRow("LOCAL_RANK") << false << QStringLiteral("LOCAL_RANK") << QStringLiteral("3");
        QTest::newRow("WORLD_SIZE") << false << QStringLiteral("WORLD_SIZE") << QStringLiteral("16");
        QTest::newRow("LOCAL_WORLD_SIZE") << false << QStringLiteral("LOCAL_WORLD_SIZE") << QStringLiteral("8");
        QTest::newRow("GROUP_RANK") << false << QStringLiteral("GROUP_RANK") << QStringLiteral("1");
        QTest::newRow("GROUP_WORLD_SIZE") << false << QStringLiteral("GROUP_WORLD_SIZE") << QStringLiteral("2");
        QTest::newRow("run id c10d") << false << QStringLiteral("TORCHELASTIC_RUN_ID") << QStringLiteral("job-7");
        QTest::newRow("run id static") << true << QStringLiteral("TORCHELASTIC_RUN_ID") << QStringLiteral("none");
        QTest::newRow("MASTER_ADDR static") << true << QStringLiteral("MASTER_ADDR") << QStringLiteral("10.0.0.1");
        QTest::newRow("MASTER_PORT static") << true << QStringLiteral("MASTER_PORT") << QStringLiteral("29500");
        QTest::newRow("OMP_NUM_THREADS") << false << QStringLiteral("OMP_NUM_THREADS") << QStringLiteral("1");
        QTest::newRow("max restarts") << false << QStringLiteral("TORCHELASTIC_MAX_RESTARTS") << QStringLiteral("3");
        QTest::newRow("role") << false << QStringLiteral("ROLE_NAME") << QStringLiteral("default");
        // torch's str() of a bool: the agent's store with the static rendezvous, and with c10d
        // from 2.5 (the job's 2.6), which shares the rendezvous's TCPStore.
        QTest::newRow("agent store static")
            << true << QStringLiteral("TORCHELASTIC_USE_AGENT_STORE") << QStringLiteral("True");
        QTest::newRow("agent store c10d 2.6")
            << false << QStringLiteral("TORCHELASTIC_USE_AGENT_STORE") << QStringLiteral("True");
    }

    // Release by release, what torch's agent sets and how (resources/explain/torch-launcher-facts.tsv).
    void perRelease_data()
    {
        QTest::addColumn<QString>("version");
        QTest::addColumn<bool>("isStatic");
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("value");
        QTest::newRow("1.13 NCCL") << "1.13" << false << "NCCL_ASYNC_ERROR_HANDLING"
                                   << "1";
        QTest::newRow("1.13 no TORCH_NCCL") << "1.13" << false << "TORCH_NCCL_ASYNC_ERROR_HANDLING"
                                            << "<absent>";
        QTest::newRow("2.1 NCCL") << "2.1" << false << "NCCL_ASYNC_ERROR_HANDLING"
                                  << "1";
        QTest::newRow("2.2 TORCH_NCCL") << "2.2" << false << "TORCH_NCCL_ASYNC_ERROR_HANDLING"
                                        << "1";
        QTest::newRow("2.6 no NCCL") << "2.6" << false << "NCCL_ASYNC_ERROR_HANDLING"
                                     << "<absent>";
        QTest::newRow("2.8 TORCH_NCCL") << "2.8" << false << "TORCH_NCCL_ASYNC_ERROR_HANDLING"
                                        << "1";
        QTest::newRow("1.13 c10d store") << "1.13" << false << "TORCHELASTIC_USE_AGENT_STORE"
                                         << "False";
        QTest::newRow("2.4 c10d store") << "2.4" << false << "TORCHELASTIC_USE_AGENT_STORE"
                                        << "False";
        QTest::newRow("2.5 c10d store") << "2.5" << false << "TORCHELASTIC_USE_AGENT_STORE"
                                        << "True";
        QTest::newRow("1.13 static store") << "1.13" << true << "TORCHELASTIC_USE_AGENT_STORE"
                                           << "True";
        QTest::newRow("unknown no NCCL") << "unknown" << false << "NCCL_ASYNC_ERROR_HANDLING"
                                         << "<absent>";
        QTest::newRow("unknown error file") << "unknown" << false << "TORCHELASTIC_ERROR_FILE"
                                            << "<error.json under torchrun's log folder>";
    }
    void perRelease()
    {
        QFETCH(QString, version);
        QFETCH(bool, isStatic);
        QFETCH(QString, name);
        JobSpec spec = test::guideJobWith(2, 8);
        spec.torchVersion = *TorchVersion::parse(version);
        if (isStatic)
            spec.rendezvousBackend = RendezvousBackend::Static;
        QTEST(valueOf(Topology(spec).workerEnvironment(0, 0), name), "value");
    }

    // Every variable the table lists for a release is stated, and nothing else.
    void everyVariableOfTheTable()
    {
        for (const TorchVersion& version : TorchVersion::supported()) {
            JobSpec spec = test::guideJobWith(2, 8);
            spec.torchVersion = version;
            QStringList stated;
            for (const WorkerVariable& variable : Topology(spec).workerEnvironment(0, 0))
                stated.append(variable.name);
            QStringList listed = TorchLauncherFacts::values(QStringLiteral("worker-env"), version);
            stated.sort();
            listed.sort();
            QCOMPARE(stated, listed);
        }
    }

    // With c10d on 2.x, MASTER_ADDR is the --local-addr of the node that got rank 0; 1.13 has no
    // such option and publishes the host name.
    void localAddrIsTheMaster()
    {
        JobSpec spec = test::guideJobWith(2, 8);
        CommandRendezvous command{QStringLiteral("10.0.0.1"), QStringLiteral("29400"),   QString(),
                                  QStringLiteral("job"),      QStringLiteral("default"), QStringLiteral("10.9.9.9")};
        QCOMPARE(valueOf(Topology(spec, command).workerEnvironment(0, 0), QStringLiteral("MASTER_ADDR")),
                 QStringLiteral("10.9.9.9"));
        spec.torchVersion = TorchVersion::of(1, 13);
        QCOMPARE(valueOf(Topology(spec, command).workerEnvironment(0, 0), QStringLiteral("MASTER_ADDR")),
                 Topology::tr("<host name of node rank 0>"));
    }
    void workerEnvironment()
    {
        QFETCH(bool, isStatic);
        QFETCH(QString, name);
        JobSpec spec = test::guideJobWith(2, 8);
        spec.rendezvousId = QStringLiteral("job-7");
        spec.maxRestarts = 3;
        if (isStatic)
            spec.rendezvousBackend = RendezvousBackend::Static;
        const Topology topology(spec);
        QTEST(valueOf(topology.workerEnvironment(1, 3, QStringLiteral("10.0.0.1")), name), "value");
    }

    void c10dMasterIsNotTheEndpoint()
    {
        const Topology topology(test::guideJobWith(2, 8));
        const QList<WorkerVariable> vars = topology.workerEnvironment(0, 0, QStringLiteral("10.0.0.1"));
        QVERIFY(valueOf(vars, QStringLiteral("MASTER_ADDR")) != QStringLiteral("10.0.0.1"));
        QVERIFY(!topology.nodeRankNote().isEmpty());
    }

    void ompThreadsKeptWhenSet()
    {
        JobSpec spec = test::guideJobWith(1, 4);
        spec.env.append({QStringLiteral("OMP_NUM_THREADS"), QStringLiteral("8")});
        QCOMPARE(valueOf(Topology(spec).workerEnvironment(0, 0), QStringLiteral("OMP_NUM_THREADS")),
                 QStringLiteral("<absent>"));
        QCOMPARE(valueOf(Topology(test::guideJobWith(1, 1)).workerEnvironment(0, 0), QStringLiteral("OMP_NUM_THREADS")),
                 QStringLiteral("<absent>"));
    }
};

QTEST_GUILESS_MAIN(tst_Topology)
#include "tst_Topology.moc"
