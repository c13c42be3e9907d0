#include "nodecheck/DryRun.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <mutex>
#include <thread>

using namespace ddpw;

namespace {

// A node that behaves as scripted: prints the node helper's and the probe's lines, or hangs,
// or fails with a log line; records the clean-up commands it receives.
struct Script
{
    enum class Kind { Pass, Hang, PortTaken } kind = Kind::Pass;
};

class FakeChannel : public NodeChannel
{
public:
    FakeChannel(int index, int nodes, Script script, std::atomic_int& cleanups)
        : m_index(index), m_nodes(nodes), m_script(script), m_cleanups(cleanups)
    {
    }

    NodeExecResult exec(const NodeExecRequest& request) override
    {
        if (request.argv.contains(QStringLiteral("cleanup"))) {
            ++m_cleanups;
            request.onStdout("DDPW_NODE_CLEAN\n");
            return {true, 0, {}};
        }
        request.onStdout(QByteArrayLiteral("DDPW_NODE_STARTED pgid=4242 dir=/tmp/ddpw-dryrun.fake host=fake") +
                         QByteArray::number(m_index) + '\n');
        if (m_script.kind == Script::Kind::PortTaken)
            request.onStderr(
                "[c10d] The server socket has failed to bind to [::]:29500 (errno: 98 - Address already in use).\n");
        if (m_script.kind != Script::Kind::Pass) {
            while (!(request.cancel && request.cancel->load()) && !request.deadline.hasExpired())
                std::this_thread::sleep_for(std::chrono::milliseconds(10));
            return {false, -1, QStringLiteral("stopped")};
        }
        const QByteArray rank = QByteArray::number(m_index);
        request.onStdout("[default0]:DDPW_PROBE_EVENT {\"event\":\"started\",\"rank\":" + rank +
                         ",\"group_rank\":" + rank + "}\n");
        request.onStdout("[default0]:DDPW_PROBE_REPORT {\"rank\":" + rank + ",\"local_rank\":0,\"group_rank\":" + rank +
                         ",\"world_size\":" + QByteArray::number(m_nodes) +
                         ",\"ok\":true,\"script_args\":[],\"env\":" + exportedEnvironment(request.argv.constLast()) +
                         ",\"torch\":\"1.13.0a0\",\"all_reduce\":{\"ok\":true}}\n");
        request.onStdout("DDPW_NODE_EXIT rc=0"); // no newline: the engine flushes the last line
        return {true, 0, {}};
    }

private:
    // What a real probe echoes: the variables the launch script exports one per line
    // ("export NAME=VALUE", values as shellQuote leaves plain words), as a JSON object.
    static QByteArray exportedEnvironment(const QString& launchScript)
    {
        QJsonObject env;
        for (const QString& line : launchScript.split(u'\n')) {
            if (!line.startsWith(QLatin1String("export ")) || line.count(u'=') != 1 || line.indexOf(u' ', 7) >= 0)
                continue;
            QString value = line.section(u'=', 1);
            if (value.size() >= 2 && value.startsWith(u'\'') && value.endsWith(u'\''))
                value = value.mid(1, value.size() - 2);
            env.insert(line.mid(7).section(u'=', 0, 0), value);
        }
        return QJsonDocument(env).toJson(QJsonDocument::Compact);
    }

    int m_index;
    int m_nodes;
    Script m_script;
    std::atomic_int& m_cleanups;
};

class FakeTransport : public DryRunTransport
{
public:
    explicit FakeTransport(QList<Script> scripts) : m_scripts(std::move(scripts)) {}
    std::unique_ptr<NodeChannel> open(int index, const QString&, const std::atomic_bool*, QString*) override
    {
        return std::make_unique<FakeChannel>(index, static_cast<int>(m_scripts.size()), m_scripts.at(index), cleanups);
    }
    bool isLocal() const override { return true; }
    std::atomic_int cleanups{0};

private:
    QList<Script> m_scripts;
};

DryRunOptions options(int nodes)
{
    DryRunOptions result;
    result.job = JobSpec::guideExample();
    result.job.torchVersion = TorchVersion::of(1, 13);
    result.job.nodeCount = nodes;
    result.job.gpusPerNode = 0;
    result.job.nprocPerNode = {NprocPerNode::Kind::Number, 1};
    result.timeoutSeconds = 20;
    result.failureGraceMs = 200;
    return result;
}

} // namespace

// The engine without torch: progress events, aggregation, stop reasons and clean-up.
class tst_DryRunEngine : public QObject
{
    Q_OBJECT

private slots:
    void passes()
    {
        FakeTransport transport({{}, {}, {}});
        std::atomic_bool cancel{false};
        std::mutex mutex;
        QList<DryRunNodeState> states;
        DryRun dryRun(options(3), transport);
        const DryRunResult result = dryRun.run(cancel, [&](const DryRunEvent& event) {
            std::lock_guard lock(mutex);
            if (event.kind == DryRunEvent::Kind::NodeState)
                states.append(event.state);
        });
        QVERIFY2(result.ok, qPrintable(result.error + result.problems.join(u'\n')));
        QCOMPARE(result.worldSize, 3);
        QCOMPARE(result.ranks.size(), 3);
        QVERIFY(result.rendezvousSeconds >= 0);
        QCOMPARE(states.count(DryRunNodeState::Joined), 3);
        QCOMPARE(states.count(DryRunNodeState::Passed), 3);
        QCOMPARE(transport.cleanups.load(), 0);
        QCOMPARE(result.nodes.at(2).hostname, QStringLiteral("fake2"));
    }

    void rootCauseStopsTheRun()
    {
        FakeTransport transport({{Script::Kind::PortTaken}, {Script::Kind::Hang}});
        std::atomic_bool cancel{false};
        QElapsedTimer clock;
        clock.start();
        const DryRunResult result = DryRun(options(2), transport).run(cancel);
        QVERIFY(clock.elapsed() < 10000);
        QVERIFY(!result.ok);
        QCOMPARE(result.stop, DryRunStop::NodeFailed);
        QCOMPARE(result.failure.kind, LaunchFailureKind::PortInUse);
        QVERIFY(result.error.contains(QLatin1String("already in use")));
        QCOMPARE(transport.cleanups.load(), 2);
    }

    void cancelCleansUp()
    {
        FakeTransport transport({{Script::Kind::Hang}, {Script::Kind::Hang}});
        std::atomic_bool cancel{false};
        std::thread canceller([&cancel] {
            std::this_thread::sleep_for(std::chrono::milliseconds(300));
            cancel = true;
        });
        const DryRunResult result = DryRun(options(2), transport).run(cancel);
        canceller.join();
        QVERIFY(!result.ok);
        QCOMPARE(result.stop, DryRunStop::Cancelled);
        QCOMPARE(transport.cleanups.load(), 2);
        for (const DryRunNodeResult& node : result.nodes) {
            QCOMPARE(node.state, DryRunNodeState::Stopped);
            QVERIFY(node.cleanedUp);
        }
    }

    void deadline()
    {
        FakeTransport transport({{}, {Script::Kind::Hang}});
        DryRunOptions opts = options(2);
        opts.timeoutSeconds = 1;
        std::atomic_bool cancel{false};
        const DryRunResult result = DryRun(opts, transport).run(cancel);
        QCOMPARE(result.stop, DryRunStop::Deadline);
        QVERIFY(result.error.contains(QLatin1String("node 1")));
        QCOMPARE(transport.cleanups.load(), 1);
    }
};

QTEST_GUILESS_MAIN(tst_DryRunEngine)
#include "tst_DryRunEngine.moc"
