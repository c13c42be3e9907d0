#include "model/JobFile.h"

#include <QTemporaryDir>
#include <QtTest>

#include <csignal>
#include <sys/resource.h>
#include <sys/stat.h>

using namespace ddpw;

class TestJobFile : public QObject
{
    Q_OBJECT

private slots:
    void roundTripKeepsEveryField();
    void unknownKeysSurviveRoundTrip();
    void missingKeysTakeDefaults();
    void platformVariablesOnlyWhenThere();
    void corruptFiles_data();
    void corruptFiles();
    void everyTruncationFailsCleanly();
    void deepNestingDoesNotCrash();
    void saveIsAtomic();
    void loadReportsMissingFile();
    void notARegularFile_data();
    void notARegularFile();
};

namespace {

JobSpec hostileJob()
{
    JobSpec job;
    job.jobName = QStringLiteral("训练-job");
    job.image = QStringLiteral("registry/pytorch:2.6");
    job.torchVersion = TorchVersion::of(1, 13);
    job.nodeCount = 4;
    job.gpusPerNode = 2;
    job.launcher = Launcher::DistributedLaunch;
    job.rendezvousBackend = RendezvousBackend::Static;
    job.port = 23456;
    job.rendezvousId = QStringLiteral("id-1");
    job.elastic = ElasticRange{2, 4};
    job.maxRestarts = 3;
    job.nprocPerNode = {NprocPerNode::Kind::Number, 2};
    job.entryKind = EntryKind::Module;
    job.entry = QStringLiteral("pkg.train");
    job.scriptArgs = {QStringLiteral("--lr"), QStringLiteral("0.1"), QString(),
                      QStringLiteral("a \"b\" 'c' $d `e` ;\n\t\\")};
    job.env = {{QStringLiteral("NCCL_DEBUG"), QStringLiteral("INFO")},
               {QStringLiteral("X"), QStringLiteral("ü\u4e2d")}};
    job.platformVariables = {{QStringLiteral("MA_NUM_GPUS"), QStringLiteral("8")},
                             {QStringLiteral("1BAD"), QStringLiteral("kept as written")},
                             {QString(), QStringLiteral("a \"b\"\n$c")}};
    job.nnodesFromEnv = true;
    job.masterDerivation = MasterDerivation::ParameterExpansion;
    job.localRankFrom = LocalRankFrom::UnderscoreArgument;
    job.python = QStringLiteral("python3");
    return job;
}

} // namespace

void TestJobFile::roundTripKeepsEveryField()
{
    const JobSpec original = hostileJob();
    const JobFileResult read = JobFile::fromJson(JobFile::toJson(original));
    QVERIFY2(read.ok(), qPrintable(read.error.toString()));
    QCOMPARE(*read.job, original);
    for (NprocPerNode::Kind kind : {NprocPerNode::Kind::MatchGpus, NprocPerNode::Kind::Gpu, NprocPerNode::Kind::Auto}) {
        JobSpec job;
        job.nprocPerNode = {kind, 1};
        QCOMPARE(*JobFile::fromJson(JobFile::toJson(job)).job, job);
    }
}

void TestJobFile::unknownKeysSurviveRoundTrip()
{
    const QByteArray text = R"({"schema_version": 1, "node_count": 3, "future_field": {"a": [1, 2]}, "z": "s"})";
    const JobFileResult read = JobFile::fromJson(text);
    QVERIFY(read.ok());
    QCOMPARE(read.job->nodeCount, 3);
    const QByteArray written = JobFile::toJson(*read.job);
    QVERIFY(written.contains("\"future_field\": {"));
    const JobFileResult again = JobFile::fromJson(written);
    QVERIFY(again.ok());
    QCOMPARE(again.job->unknownKeys, read.job->unknownKeys);
    QCOMPARE(again.job->unknownKeys.at("future_field"), std::string(R"({"a":[1,2]})"));
}

void TestJobFile::missingKeysTakeDefaults()
{
    const JobFileResult read = JobFile::fromJson(R"({"schema_version": 1})");
    QVERIFY(read.ok());
    QCOMPARE(*read.job, JobSpec());
}

// A job without platform variables is written as before (older versions read it unchanged), and
// a file from before them reads as a job without any.
void TestJobFile::platformVariablesOnlyWhenThere()
{
    JobSpec job;
    QVERIFY(!JobFile::toJson(job).contains("platform_variables"));
    job.platformVariables = {{QStringLiteral("MA_NUM_GPUS"), QStringLiteral("8")}};
    const QByteArray written = JobFile::toJson(job);
    QVERIFY(written.contains("\"platform_variables\": [\n    {\n      \"name\": \"MA_NUM_GPUS\""));
    QCOMPARE(JobFile::fromJson(written).job->platformVariables, job.platformVariables);
    QVERIFY(JobFile::fromJson(R"({"schema_version": 1, "env": []})").job->platformVariables.isEmpty());
}

void TestJobFile::corruptFiles_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("needle");

    QTest::newRow("empty") << QByteArray() << QString() << "not valid JSON";
    QTest::newRow("garbage") << QByteArray("\xff\xfe\x00garbage", 10) << QString() << "not valid JSON";
    QTest::newRow("truncated") << QByteArray(R"({"schema_version": 1, "node_co)") << QString() << "truncated";
    QTest::newRow("array root") << QByteArray("[1]") << QString() << "JSON object";
    QTest::newRow("no schema") << QByteArray(R"({"node_count": 2})") << "schema_version"
                               << "missing";
    QTest::newRow("newer schema") << QByteArray(R"({"schema_version": 2})") << "schema_version"
                                  << "newer";
    QTest::newRow("schema string") << QByteArray(R"({"schema_version": "1"})") << "schema_version"
                                   << "integer";
    QTest::newRow("schema zero") << QByteArray(R"({"schema_version": 0})") << "schema_version"
                                 << "not a valid";
    QTest::newRow("nodes string") << QByteArray(R"({"schema_version": 1, "node_count": "2"})") << "node_count"
                                  << "got a string";
    QTest::newRow("nodes float") << QByteArray(R"({"schema_version": 1, "node_count": 2.5})") << "node_count"
                                 << "fractional";
    QTest::newRow("nodes huge") << QByteArray(R"({"schema_version": 1, "node_count": 99999999999})") << "node_count"
                                << "too large";
    QTest::newRow("nodes 1e30") << QByteArray(R"({"schema_version": 1, "node_count": 1e30})") << "node_count"
                                << "too large";
    QTest::newRow("nodes -1e30") << QByteArray(R"({"schema_version": 1, "node_count": -1e30})") << "node_count"
                                 << "out of range";
    QTest::newRow("duplicate key") << QByteArray(R"({"schema_version": 1, "node_count": 2, "node_count": 3})")
                                   << "node_count"
                                   << "written twice";
    QTest::newRow("duplicate nested key")
        << QByteArray(R"({"schema_version": 1, "elastic": {"min": 1, "max": 2, "min": 2}})") << QString()
        << "\"min\" is written twice";
    QTest::newRow("nodes very negative") << QByteArray(R"({"schema_version": 1, "node_count": -99999999999})")
                                         << "node_count"
                                         << "out of range";
    QTest::newRow("gpus null") << QByteArray(R"({"schema_version": 1, "gpus_per_node": null})") << "gpus_per_node"
                               << "got null";
    QTest::newRow("name number") << QByteArray(R"({"schema_version": 1, "job_name": 5})") << "job_name"
                                 << "a string";
    QTest::newRow("bad launcher") << QByteArray(R"({"schema_version": 1, "launcher": "mpirun"})") << "launcher"
                                  << "torchrun, launch";
    QTest::newRow("bad backend") << QByteArray(R"({"schema_version": 1, "rdzv_backend": "etcd"})") << "rdzv_backend"
                                 << "c10d, static";
    QTest::newRow("bad torch") << QByteArray(R"({"schema_version": 1, "torch_version": "latest"})") << "torch_version"
                               << "latest";
    QTest::newRow("elastic array") << QByteArray(R"({"schema_version": 1, "elastic": [1, 2]})") << "elastic"
                                   << "object";
    QTest::newRow("elastic no max") << QByteArray(R"({"schema_version": 1, "elastic": {"min": 1}})") << "elastic.max"
                                    << "missing";
    QTest::newRow("nproc word") << QByteArray(R"({"schema_version": 1, "nproc_per_node": "many"})") << "nproc_per_node"
                                << "many";
    QTest::newRow("nproc bool") << QByteArray(R"({"schema_version": 1, "nproc_per_node": true})") << "nproc_per_node"
                                << "string";
    QTest::newRow("args not list") << QByteArray(R"({"schema_version": 1, "script_args": "--lr 1"})") << "script_args"
                                   << "array";
    QTest::newRow("arg number") << QByteArray(R"({"schema_version": 1, "script_args": ["a", 1]})") << "script_args[1]"
                                << "string";
    QTest::newRow("env object") << QByteArray(R"({"schema_version": 1, "env": {"A": "1"}})") << "env"
                                << "array";
    QTest::newRow("env entry no value") << QByteArray(R"({"schema_version": 1, "env": [{"name": "A"}]})")
                                        << "env[0].value"
                                        << "missing";
    QTest::newRow("env entry string") << QByteArray(R"({"schema_version": 1, "env": ["A=1"]})") << "env[0]"
                                      << "object";
    QTest::newRow("platform variables object")
        << QByteArray(R"({"schema_version": 1, "platform_variables": {"MA_NUM_GPUS": "8"}})") << "platform_variables"
        << "array";
    QTest::newRow("platform variable no name")
        << QByteArray(R"({"schema_version": 1, "platform_variables": [{"name": "A", "value": "1"}, {"value": "8"}]})")
        << "platform_variables[1].name"
        << "missing";
    QTest::newRow("platform variable number")
        << QByteArray(R"({"schema_version": 1, "platform_variables": [{"name": "MA_NUM_GPUS", "value": 8}]})")
        << "platform_variables[0].value"
        << "a string";
    QTest::newRow("platform variable string")
        << QByteArray(R"({"schema_version": 1, "platform_variables": ["MA_NUM_GPUS=8"]})") << "platform_variables[0]"
        << "object";
    QTest::newRow("bool as string") << QByteArray(R"({"schema_version": 1, "use_env": "yes"})") << "use_env"
                                    << "true or false";
    QTest::newRow("invalid utf8 in string")
        << QByteArray("{\"schema_version\": 1, \"job_name\": \"\xc3\x28\"}") << QString() << "not valid JSON";
}

void TestJobFile::corruptFiles()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, field);
    QFETCH(QString, needle);
    const JobFileResult read = JobFile::fromJson(bytes);
    QVERIFY(!read.ok());
    QCOMPARE(read.error.field, field);
    QVERIFY2(read.error.message.contains(needle), qPrintable(read.error.message));
}

void TestJobFile::everyTruncationFailsCleanly()
{
    const QByteArray full = JobFile::toJson(hostileJob());
    for (qsizetype length = 0; length < full.size() - 2; ++length) {
        const JobFileResult read = JobFile::fromJson(full.left(length));
        QVERIFY2(!read.ok(), qPrintable(QString::number(length)));
        QVERIFY(!read.error.message.isEmpty());
    }
}

void TestJobFile::deepNestingDoesNotCrash()
{
    const QByteArray deep = "{\"schema_version\": 1, \"x\": " + QByteArray(100000, '[') + QByteArray(100000, ']') + "}";
    const JobFileResult read = JobFile::fromJson(deep);
    QVERIFY(!read.ok());
    QVERIFY(read.error.message.contains(QStringLiteral("nested")));
    // Moderate nesting in an unknown key is kept and written back.
    const QByteArray moderate = "{\"schema_version\": 1, \"x\": " + QByteArray(30, '[') + QByteArray(30, ']') + "}";
    const JobFileResult kept = JobFile::fromJson(moderate);
    QVERIFY(kept.ok());
    QCOMPARE(kept.job->unknownKeys.at("x"), std::string(30, '[') + std::string(30, ']'));
    QCOMPARE(JobFile::fromJson(JobFile::toJson(*kept.job)).job->unknownKeys, kept.job->unknownKeys);
}

void TestJobFile::saveIsAtomic()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("job.json"));
    QVERIFY(JobFile::save(hostileJob(), path).isEmpty());
    QCOMPARE(*JobFile::load(path).job, hostileJob());

    // A save that fails half-way (the file size limit makes write() fail with EFBIG, also for
    // root) reports the error and leaves the old file and no temporary file behind.
    JobSpec big;
    big.scriptArgs = {QString(200000, u'x')};
    ::signal(SIGXFSZ, SIG_IGN);
    rlimit previous{};
    QCOMPARE(::getrlimit(RLIMIT_FSIZE, &previous), 0);
    rlimit small = previous;
    small.rlim_cur = 4096;
    QCOMPARE(::setrlimit(RLIMIT_FSIZE, &small), 0);
    const QString error = JobFile::save(big, path);
    QCOMPARE(::setrlimit(RLIMIT_FSIZE, &previous), 0);
    QVERIFY(!error.isEmpty());
    QCOMPARE(*JobFile::load(path).job, hostileJob());
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList{QStringLiteral("job.json")});

    // A path whose folder does not exist fails with a message, never a crash.
    QVERIFY(!JobFile::save(JobSpec(), dir.filePath(QStringLiteral("missing/job.json"))).isEmpty());
    QCOMPARE(*JobFile::load(path).job, hostileJob());
}

void TestJobFile::loadReportsMissingFile()
{
    const JobFileResult read = JobFile::load(QStringLiteral("/nonexistent/job.json"));
    QVERIFY(!read.ok());
    QVERIFY(read.error.message.contains(QStringLiteral("cannot open")));
}

void TestJobFile::notARegularFile_data()
{
    QTest::addColumn<QString>("kind");
    QTest::newRow("a folder") << "folder";
    // open(2) of a FIFO without a writer waits forever: this row hangs if the FIFO is opened so.
    QTest::newRow("a FIFO") << "fifo";
    QTest::newRow("a device") << "device";
}

void TestJobFile::notARegularFile()
{
    QFETCH(QString, kind);
    QTemporaryDir dir;
    QString path = dir.filePath(QStringLiteral("job.json"));
    if (kind == QLatin1String("folder"))
        QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("job.json")));
    else if (kind == QLatin1String("fifo"))
        QCOMPARE(::mkfifo(QFile::encodeName(path).constData(), 0600), 0);
    else
        path = QStringLiteral("/dev/zero");
    const JobFileResult read = JobFile::load(path);
    QVERIFY(!read.ok());
    QVERIFY2(read.error.message.contains(QStringLiteral("not a regular file")), qPrintable(read.error.message));
    QVERIFY(read.error.message.contains(path));
}

QTEST_GUILESS_MAIN(TestJobFile)
#include "tst_JobFile.moc"
