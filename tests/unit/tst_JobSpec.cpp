#include "model/JobSpec.h"

#include <QtTest>

using namespace ddpw;

// The model's derived values: the guide's example, the platform's variable names from the role,
// the processes per node a job starts. What is wrong with a job is tst_JobChecks'.
class TestJobSpec : public QObject
{
    Q_OBJECT

private slots:
    void guideExample();
    void roleNameDrivesPlatformVariables();
    void resolvedNprocPerNode();
};

void TestJobSpec::guideExample()
{
    const JobSpec guide = JobSpec::guideExample();
    QCOMPARE(guide.nodeCount, 2);
    QCOMPARE(guide.gpusPerNode, 8);
    QCOMPARE(guide.rendezvousBackend, RendezvousBackend::C10d);
}

void TestJobSpec::roleNameDrivesPlatformVariables()
{
    JobSpec job;
    job.roleName = QStringLiteral("gpu-worker");
    QCOMPARE(job.hostsVariable(), QStringLiteral("VC_GPU_WORKER_HOSTS"));
    QCOMPARE(job.countVariable(), QStringLiteral("VC_GPU_WORKER_NUM"));
}

void TestJobSpec::resolvedNprocPerNode()
{
    JobSpec job;
    job.gpusPerNode = 4;
    QCOMPARE(job.resolvedNprocPerNode(), std::optional<int>(4));
    job.gpusPerNode = 0;
    QCOMPARE(job.resolvedNprocPerNode(), std::optional<int>(1));
    job.nprocPerNode = {NprocPerNode::Kind::Auto, 1};
    QCOMPARE(job.resolvedNprocPerNode(), std::optional<int>());
    job.nprocPerNode = {NprocPerNode::Kind::Number, 3};
    QCOMPARE(job.resolvedNprocPerNode(), std::optional<int>(3));
}

QTEST_GUILESS_MAIN(TestJobSpec)
#include "tst_JobSpec.moc"
