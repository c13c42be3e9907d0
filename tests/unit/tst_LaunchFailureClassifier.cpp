#include "nodecheck/LaunchFailureClassifier.h"

#include <QRandomGenerator>
#include <QTest>

using namespace ddpw;

Q_DECLARE_METATYPE(ddpw::LaunchFailureKind)

// The known launch failures as log patterns: each row is a message as torch 1.13-2.x,
// Python, bash or the node helper really print it.
class tst_LaunchFailureClassifier : public QObject
{
    Q_OBJECT

private slots:
    void classifyLine_data()
    {
        QTest::addColumn<QString>("line");
        QTest::addColumn<LaunchFailureKind>("kind");
        using K = LaunchFailureKind;
        QTest::newRow("plain output") << QStringLiteral("[default0]:epoch 1 loss 0.3") << K::None;
        QTest::newRow("empty") << QString() << K::None;
        QTest::newRow("node helper") << QStringLiteral("DDPW_NODE_ERROR cannot create a temporary directory in /tmp")
                                     << K::NodeSetup;
        QTest::newRow("torchrun missing")
            << QStringLiteral("ddpw-launch: line 5: exec: torchrun: not found") << K::LauncherMissing;
        QTest::newRow("bash command not found")
            << QStringLiteral("bash: torchrun: command not found") << K::LauncherMissing;
        QTest::newRow("python without torch")
            << QStringLiteral("/usr/bin/python3: No module named torch.distributed") << K::TorchMissing;
        QTest::newRow("ModuleNotFoundError")
            << QStringLiteral("ModuleNotFoundError: No module named 'torch'") << K::TorchMissing;
        QTest::newRow("probe import") << QStringLiteral("cannot import torch: libcudart.so.12") << K::TorchMissing;
        QTest::newRow("1.13 Std quirk") << QStringLiteral("AttributeError: 'NoneType' object has no attribute 'get'")
                                        << K::TorchStdQuirk;
        QTest::newRow("#1 local-rank") << QStringLiteral("train.py: error: unrecognized arguments: --local-rank=0")
                                       << K::LocalRankArgument;
        QTest::newRow("#1b local_rank") << QStringLiteral("train.py: error: unrecognized arguments: --local_rank=1")
                                        << K::LocalRankArgument;
        QTest::newRow("#2 dash spelling on 1.13")
            << QStringLiteral("torchrun: error: unrecognized arguments: --nproc-per-node=1") << K::LauncherArguments;
        QTest::newRow("#2 ambiguous")
            << QStringLiteral(
                   "torchrun: error: ambiguous option: --nproc=2 could match --nproc-per-node, --nproc_per_node")
            << K::LauncherArguments;
        QTest::newRow("invalid choice")
            << QStringLiteral("torchrun: error: argument --start-method/--start_method: invalid choice: 'thread'")
            << K::LauncherArguments;
        QTest::newRow("nproc value") << QStringLiteral("ValueError: Unsupported nproc_per_node value: many")
                                     << K::LauncherArguments;
        QTest::newRow("rdzv conf")
            << QStringLiteral("ValueError: The rendezvous configuration option 'a' must have a value specified.")
            << K::LauncherArguments;
        QTest::newRow("#3 connection error")
            << QStringLiteral("torch.distributed.elastic.rendezvous.api.RendezvousConnectionError: The connection to "
                              "the C10d store has failed.")
            << K::RendezvousUnreachable;
        QTest::newRow("#3 client timeout") << QStringLiteral("RuntimeError: The client socket has timed out after 60s "
                                                             "while trying to connect to (10.77.0.11, 29500).")
                                           << K::RendezvousUnreachable;
        QTest::newRow("#3 refused") << QStringLiteral("RuntimeError: Connection refused") << K::RendezvousUnreachable;
        QTest::newRow("#4 timeout") << QStringLiteral("torch.distributed.elastic.rendezvous.api.RendezvousTimeoutError")
                                    << K::RendezvousTimeout;
        QTest::newRow("#5 name") << QStringLiteral("socket.gaierror: [Errno -2] Name or service not known")
                                 << K::HostnameResolution;
        QTest::newRow("#5 temporary") << QStringLiteral(
                                             "RuntimeError: getaddrinfo: Temporary failure in name resolution")
                                      << K::HostnameResolution;
        QTest::newRow("#7 address in use")
            << QStringLiteral("RuntimeError: The server socket has failed to listen on any local network address. The "
                              "server socket "
                              "has failed to bind to [::]:29500 (errno: 98 - Address already in use).")
            << K::PortInUse;
        QTest::newRow("#7 EADDRINUSE") << QStringLiteral("listen failed: EADDRINUSE") << K::PortInUse;
        QTest::newRow("cuda") << QStringLiteral("ValueError: Cuda is not available.") << K::CudaUnavailable;
        QTest::newRow("probe GPUs") << QStringLiteral("LOCAL_RANK 3 but only 2 GPU(s) are visible on node1")
                                    << K::CudaUnavailable;
        QTest::newRow("ordinal") << QStringLiteral("RuntimeError: CUDA error: invalid device ordinal")
                                 << K::CudaUnavailable;
        QTest::newRow("#9 NCCL") << QStringLiteral("torch.distributed.DistBackendError: NCCL error in: "
                                                   "ProcessGroupNCCL.cpp:1275, unhandled system error")
                                 << K::CollectiveNetwork;
        QTest::newRow("#9 NCCL WARN") << QStringLiteral("node1:123:456 [0] NCCL WARN Net : No interface found")
                                      << K::CollectiveNetwork;
        QTest::newRow("#9 gloo") << QStringLiteral("RuntimeError: Gloo connectFullMesh failed with ...")
                                 << K::CollectiveNetwork;
        QTest::newRow("closed") << QStringLiteral("torch.distributed.elastic.rendezvous.api.RendezvousClosedError")
                                << K::RendezvousClosed;
        QTest::newRow("child failed") << QStringLiteral(
                                             "torch.distributed.elastic.multiprocessing.errors.ChildFailedError: ")
                                      << K::WorkerFailed;
        QTest::newRow("exitcode") << QStringLiteral("  exitcode  : 1 (pid: 4242)") << K::WorkerFailed;
        QTest::newRow("IPv6 look-up alone: c10d goes on to IPv4")
            << QStringLiteral("[W socket.cpp:601] [c10d] The IPv6 network addresses of (job-worker-0.job, 29500) "
                              "cannot be retrieved (gai error: -2 - Name or service not known).")
            << K::None;
        QTest::newRow("IPv4 look-up failed")
            << QStringLiteral("[E socket.cpp:860] [c10d] The IPv4 network addresses of (job-worker-0.job, 29500) "
                              "cannot be retrieved (gai error: -2 - Name or service not known).")
            << K::HostnameResolution;
        QTest::newRow("exitcode 0 is no failure") << QStringLiteral("  exitcode  : 0 (pid: 4242)") << K::None;
    }

    void classifyLine()
    {
        QFETCH(QString, line);
        QFETCH(LaunchFailureKind, kind);
        QCOMPARE(LaunchFailureClassifier::classifyLine(line), kind);
    }

    // A run shows several symptoms; the root cause wins (node 0's taken port makes node 1's
    // connection fail and the workers exit).
    void rootCauseWins()
    {
        const QStringList lines{
            QStringLiteral("node 1: RuntimeError: The client socket has timed out after 60s while trying to connect to "
                           "(127.0.0.1, 4000)."),
            QStringLiteral("node 0: torch.distributed.elastic.multiprocessing.errors.ChildFailedError:"),
            QStringLiteral("node 0: RuntimeError: The server socket has failed to bind to [::]:4000 (errno: 98 - "
                           "Address already in use)."),
            QStringLiteral("node 0: something else"),
        };
        const LaunchFailure failure = LaunchFailureClassifier::classify(lines);
        QCOMPARE(failure.kind, LaunchFailureKind::PortInUse);
        QCOMPARE(failure.evidence, QStringList{lines.at(2)});
        QCOMPARE(failure.reference, QStringLiteral("https://github.com/pytorch/pytorch/issues/126510"));
        QVERIFY(!failure.summary.isEmpty());
        QVERIFY(!failure.hint.isEmpty());
    }

    void nothingMatches()
    {
        const LaunchFailure failure = LaunchFailureClassifier::classify({QStringLiteral("hello"), QString()});
        QCOMPARE(failure.kind, LaunchFailureKind::None);
        QVERIFY(failure.evidence.isEmpty());
    }

    void evidenceIsBounded()
    {
        QStringList lines;
        for (int i = 0; i < 100; ++i)
            lines.append(QStringLiteral("node %1: RendezvousTimeoutError").arg(i));
        const LaunchFailure failure = LaunchFailureClassifier::classify(lines);
        QCOMPARE(failure.kind, LaunchFailureKind::RendezvousTimeout);
        QCOMPARE(failure.evidence.size(), LaunchFailureClassifier::kMaxEvidenceLines);
    }

    void everyKindHasWords()
    {
        for (int k = static_cast<int>(LaunchFailureKind::NodeSetup); k <= static_cast<int>(LaunchFailureKind::Unknown);
             ++k) {
            const auto kind = static_cast<LaunchFailureKind>(k);
            QVERIFY2(!LaunchFailureClassifier::summary(kind).isEmpty(), qPrintable(LaunchFailureClassifier::key(kind)));
            QVERIFY(!LaunchFailureClassifier::hint(kind).isEmpty());
            QVERIFY(LaunchFailureClassifier::key(kind) != QLatin1String("unknown") ||
                    kind == LaunchFailureKind::Unknown);
        }
    }

    // Any bytes: no crash, no hang, bounded time even for a huge line.
    void anyBytes()
    {
        QRandomGenerator random(42);
        QStringList lines;
        for (int i = 0; i < 200; ++i) {
            QByteArray bytes(random.bounded(1, 300), Qt::Uninitialized);
            for (char& c : bytes)
                c = static_cast<char>(random.bounded(256));
            lines.append(QString::fromUtf8(bytes));
        }
        // Random bytes say nothing about a launch failure, and never more than the evidence cap.
        const LaunchFailure noise = LaunchFailureClassifier::classify(lines);
        QCOMPARE(noise.kind, LaunchFailureKind::None);
        QVERIFY(noise.evidence.size() <= LaunchFailureClassifier::kMaxEvidenceLines);
        // A line is read up to its first 16 KiB (the time per line is bounded): the telling words
        // 4 MiB into a line are past that, the same words at its start are found.
        QStringList late = lines;
        late.append(QString(4 * 1024 * 1024, u'x') + QStringLiteral("Address already in use"));
        QCOMPARE(LaunchFailureClassifier::classify(late).kind, LaunchFailureKind::None);
        lines.append(QStringLiteral("Address already in use") + QString(4 * 1024 * 1024, u'x'));
        const LaunchFailure failure = LaunchFailureClassifier::classify(lines);
        QCOMPARE(failure.kind, LaunchFailureKind::PortInUse);
        QVERIFY(!failure.evidence.isEmpty());
        QVERIFY(failure.evidence.size() <= LaunchFailureClassifier::kMaxEvidenceLines);
    }
};

QTEST_GUILESS_MAIN(tst_LaunchFailureClassifier)
#include "tst_LaunchFailureClassifier.moc"
