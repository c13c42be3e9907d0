#include "export/VolcanoExporter.h"
#include "generate/CommandGenerator.h"
#include "util/KubernetesName.h"

#include <QtTest>

#include <yaml-cpp/yaml.h>

using namespace ddpw;

// The Volcano manifest, read back with yaml-cpp: every string the user typed must come back
// byte for byte, names must satisfy Kubernetes, and the Job's shape must match the job.
// Schema validity against the CRD is proven in tests/shell/test_volcano_schema.sh.
class TestVolcanoExporter : public QObject
{
    Q_OBJECT

private slots:
    void hostileValuesRoundTrip_data();
    void hostileValuesRoundTrip();
    void sanitizeName_data();
    void sanitizeName();
    void podHostNamesFit_data();
    void podHostNamesFit();
    void elasticMapping_data();
    void elasticMapping();
    void gpuResources_data();
    void gpuResources();
    void refusals_data();
    void refusals();
    void shapeOfTheGuideExample();

private:
    static JobSpec baseJob();
    static YAML::Node load(const VolcanoExport& exported);
    static QString text(const YAML::Node& node);
    // Raw UTF-8: QString::fromUtf8 would drop a leading byte order mark.
    static QByteArray bytes(const YAML::Node& node);
};

JobSpec TestVolcanoExporter::baseJob()
{
    JobSpec job = JobSpec::guideExample();
    job.jobName = QStringLiteral("ddp");
    job.image = QStringLiteral("registry.example/torch:2.6");
    return job;
}

YAML::Node TestVolcanoExporter::load(const VolcanoExport& exported)
{
    return YAML::Load(exported.yaml.toStdString());
}

QString TestVolcanoExporter::text(const YAML::Node& node)
{
    return QString::fromStdString(node.as<std::string>());
}

QByteArray TestVolcanoExporter::bytes(const YAML::Node& node)
{
    return QByteArray::fromStdString(node.as<std::string>());
}

void TestVolcanoExporter::hostileValuesRoundTrip_data()
{
    QTest::addColumn<QString>("value");
    const QList<std::pair<const char*, QString>> rows{
        {"double quotes", QStringLiteral("say \"hi\"")},
        {"single quotes", QStringLiteral("it's")},
        {"newline", QStringLiteral("line1\nline2")},
        {"trailing newline", QStringLiteral("x\n")},
        {"only newlines", QStringLiteral("\n\n")},
        {"carriage return", QStringLiteral("a\r\nb")},
        {"colon space", QStringLiteral("key: value")},
        {"hash", QStringLiteral("a #comment")},
        {"leading hash", QStringLiteral("#x")},
        {"yaml bool", QStringLiteral("yes")},
        {"yaml null", QStringLiteral("null")},
        {"tilde", QStringLiteral("~")},
        {"number", QStringLiteral("123")},
        {"float", QStringLiteral("1e3")},
        {"octal", QStringLiteral("0o17")},
        {"empty", QString()},
        {"spaces", QStringLiteral("  padded  ")},
        {"tab", QStringLiteral("\tx")},
        {"flow", QStringLiteral("{[a, b]}")},
        {"anchor alias tag", QStringLiteral("&a *b !c")},
        {"document markers", QStringLiteral("---\n...\n")},
        {"block indicators", QStringLiteral("| > - ? %")},
        {"backslash", QStringLiteral("C:\\path\\n")},
        {"unicode", QStringLiteral("训练 Ünïcödé ✓")},
        {"emoji", QString::fromUtf8("\xF0\x9F\x9A\x80 go")},
        {"line separator", QString(QChar(0x2028)) + QStringLiteral("x") + QChar(0x2029)},
        {"next line", QString(QChar(0x85))},
        {"bom", QString(QChar(0xfeff)) + QStringLiteral("x")},
        {"del and controls", QStringLiteral("a") + QChar(0x7f) + QChar(0x01) + QChar(0x1b) + QStringLiteral("[0m")},
        {"shell syntax", QStringLiteral("$(rm -rf /) `id` ${HOME} ; && ||")},
    };
    for (const auto& [name, value] : rows)
        QTest::newRow(name) << value;
}

void TestVolcanoExporter::hostileValuesRoundTrip()
{
    QFETCH(QString, value);
    JobSpec job = baseJob();
    // A job name the form accepts (no spaces or controls) but Kubernetes does not.
    job.jobName = QStringLiteral("Job_#:");
    for (const QChar c : value) {
        if (!c.isSpace() && c.category() != QChar::Other_Control && job.jobName.size() < 60)
            job.jobName += c;
    }
    job.env = {{QStringLiteral("HOSTILE"), value}, {QStringLiteral("ON"), value + QStringLiteral("#")}};
    job.scriptArgs = {value, QStringLiteral("--flag=") + value};
    VolcanoExportOptions options;
    options.namespaceName = QStringLiteral("team-1");
    const VolcanoExport exported = VolcanoExporter::exportJob(job, options);
    QVERIFY2(exported.ok(), qPrintable(exported.error));

    const YAML::Node root = load(exported);
    const YAML::Node container = root["spec"]["tasks"][0]["template"]["spec"]["containers"][0];
    QCOMPARE(text(container["env"][0]["name"]), QStringLiteral("HOSTILE"));
    QCOMPARE(bytes(container["env"][0]["value"]), value.toUtf8());
    QCOMPARE(text(container["env"][1]["name"]), QStringLiteral("ON"));
    QCOMPARE(bytes(container["env"][1]["value"]), (value + QStringLiteral("#")).toUtf8());
    QCOMPARE(bytes(container["args"][0]), CommandGenerator(job).platformCommand().toUtf8());
    QCOMPARE(text(container["image"]), job.image);
    QCOMPARE(text(root["metadata"]["namespace"]), QStringLiteral("team-1"));
    if (exported.jobName != job.jobName)
        QCOMPARE(bytes(root["metadata"]["annotations"]["ddpwizard/job-name"]), job.jobName.toUtf8());
}

void TestVolcanoExporter::sanitizeName_data()
{
    QTest::addColumn<QString>("input");
    QTest::addColumn<int>("maxLength");
    QTest::addColumn<QString>("expected");
    QTest::newRow("valid") << QStringLiteral("pytorch-ddp") << 63 << QStringLiteral("pytorch-ddp");
    QTest::newRow("upper and underscore") << QStringLiteral("My_Job") << 63 << QStringLiteral("my-job");
    QTest::newRow("accents") << QStringLiteral("Träning") << 63 << QStringLiteral("traning");
    QTest::newRow("runs of junk") << QStringLiteral("a__--..b") << 63 << QStringLiteral("a-b");
    QTest::newRow("leading digit") << QStringLiteral("2024-run") << 63 << QStringLiteral("ddp-2024-run");
    QTest::newRow("leading and trailing junk") << QStringLiteral("--x--") << 63 << QStringLiteral("x");
    QTest::newRow("nothing usable") << QStringLiteral("训练") << 63 << QStringLiteral("ddp-job");
    QTest::newRow("empty") << QString() << 63 << QStringLiteral("ddp-job");
    QTest::newRow("truncated at a dash") << QStringLiteral("abcd-efgh") << 5 << QStringLiteral("abcd");
    QTest::newRow("truncated") << QString(80, u'a') << 63 << QString(63, u'a');
    QTest::newRow("one character") << QStringLiteral("Zeta") << 1 << QStringLiteral("z");
}

void TestVolcanoExporter::sanitizeName()
{
    QFETCH(QString, input);
    QFETCH(int, maxLength);
    QFETCH(QString, expected);
    const QString name = KubernetesName::sanitize(input, maxLength);
    QCOMPARE(name, expected);
    QVERIFY(KubernetesName::isDnsLabel(name));
    QVERIFY(name.front().isLetter()); // a Service name (DNS-1035) starts with a letter
}

void TestVolcanoExporter::podHostNamesFit_data()
{
    QTest::addColumn<QString>("jobName");
    QTest::addColumn<QString>("role");
    QTest::addColumn<int>("nodes");
    QTest::addColumn<bool>("renamed");
    QTest::newRow("short") << QStringLiteral("ddp") << QStringLiteral("worker") << 2 << false;
    QTest::newRow("63 chars, 1 node") << QString(63, u'j') << QStringLiteral("worker") << 1 << true;
    QTest::newRow("54 chars fit 10 nodes") << QString(54, u'j') << QStringLiteral("worker") << 10 << false;
    QTest::newRow("54 chars, 11 nodes") << QString(54, u'j') << QStringLiteral("worker") << 11 << true;
    QTest::newRow("long role fits") << QStringLiteral("ddp") << QString(55, u'r') << 64 << false;
    QTest::newRow("long role, short name") << QStringLiteral("ddp") << QString(58, u'r') << 64 << true;
    QTest::newRow("odd name") << QStringLiteral("Ünïcödé_Job.v2") << QStringLiteral("w") << 4096 << true;
}

void TestVolcanoExporter::podHostNamesFit()
{
    QFETCH(QString, jobName);
    QFETCH(QString, role);
    QFETCH(int, nodes);
    QFETCH(bool, renamed);
    JobSpec job = baseJob();
    job.jobName = jobName;
    job.roleName = role;
    job.nodeCount = nodes;
    const VolcanoExport exported = VolcanoExporter::exportJob(job);
    QVERIFY2(exported.ok(), qPrintable(exported.error));
    const QString lastPod = QStringLiteral("%1-%2-%3").arg(exported.jobName, role).arg(nodes - 1);
    QVERIFY2(lastPod.size() <= 63, qPrintable(lastPod));
    QVERIFY(KubernetesName::isDnsLabel(exported.jobName));
    QCOMPARE(exported.jobName != jobName, renamed);
    QCOMPARE(!exported.warnings.isEmpty(), renamed);
    if (renamed)
        QVERIFY(exported.warnings.first().contains(exported.jobName));
}

void TestVolcanoExporter::elasticMapping_data()
{
    QTest::addColumn<int>("nodes");
    QTest::addColumn<int>("minNodes");
    QTest::addColumn<int>("maxNodes");
    QTest::addColumn<int>("replicas");
    QTest::addColumn<int>("minAvailable");
    QTest::addColumn<bool>("warned");
    QTest::newRow("inside") << 3 << 2 << 4 << 3 << 2 << false;
    QTest::newRow("at max") << 4 << 1 << 4 << 4 << 1 << false;
    QTest::newRow("above max") << 8 << 2 << 4 << 4 << 2 << true;
    QTest::newRow("below min") << 1 << 2 << 4 << 2 << 2 << true;
}

void TestVolcanoExporter::elasticMapping()
{
    QFETCH(int, nodes);
    QFETCH(int, minNodes);
    QFETCH(int, maxNodes);
    QFETCH(int, replicas);
    QFETCH(int, minAvailable);
    QFETCH(bool, warned);
    JobSpec job = baseJob();
    job.nodeCount = nodes;
    job.elastic = ElasticRange{minNodes, maxNodes};
    const VolcanoExport exported = VolcanoExporter::exportJob(job);
    QVERIFY2(exported.ok(), qPrintable(exported.error));
    const YAML::Node root = load(exported);
    QCOMPARE(root["spec"]["tasks"][0]["replicas"].as<int>(), replicas);
    QCOMPARE(root["spec"]["minAvailable"].as<int>(), minAvailable);
    QCOMPARE(!exported.warnings.isEmpty(), warned);
}

void TestVolcanoExporter::gpuResources_data()
{
    QTest::addColumn<int>("gpus");
    QTest::newRow("cpu only") << 0;
    QTest::newRow("one") << 1;
    QTest::newRow("eight") << 8;
}

void TestVolcanoExporter::gpuResources()
{
    QFETCH(int, gpus);
    JobSpec job = baseJob();
    job.gpusPerNode = gpus;
    const VolcanoExport exported = VolcanoExporter::exportJob(job);
    QVERIFY2(exported.ok(), qPrintable(exported.error));
    const YAML::Node container = load(exported)["spec"]["tasks"][0]["template"]["spec"]["containers"][0];
    if (gpus == 0) {
        QVERIFY(!container["resources"]);
        return;
    }
    QCOMPARE(container["resources"]["limits"]["nvidia.com/gpu"].as<int>(), gpus);
    QCOMPARE(container["resources"]["requests"]["nvidia.com/gpu"].as<int>(), gpus);
}

void TestVolcanoExporter::refusals_data()
{
    QTest::addColumn<QString>("role");
    QTest::addColumn<QString>("namespaceName");
    QTest::addColumn<int>("nodes");
    QTest::addColumn<QString>("errorPart");
    QTest::newRow("bad namespace") << QStringLiteral("worker") << QStringLiteral("Team A") << 2
                                   << QStringLiteral("namespace");
    QTest::newRow("role leaves no room") << QString(60, u'r') << QString() << 2 << QString(60, u'r');
    QTest::newRow("job with errors") << QStringLiteral("worker") << QString() << 0 << QStringLiteral("errors");
}

void TestVolcanoExporter::refusals()
{
    QFETCH(QString, role);
    QFETCH(QString, namespaceName);
    QFETCH(int, nodes);
    QFETCH(QString, errorPart);
    JobSpec job = baseJob();
    job.roleName = role;
    job.nodeCount = nodes;
    VolcanoExportOptions options;
    options.namespaceName = namespaceName;
    const VolcanoExport exported = VolcanoExporter::exportJob(job, options);
    QVERIFY(!exported.ok());
    QVERIFY(exported.yaml.isEmpty());
    QVERIFY2(exported.error.contains(errorPart), qPrintable(exported.error));
}

void TestVolcanoExporter::shapeOfTheGuideExample()
{
    const VolcanoExport exported = VolcanoExporter::exportJob(baseJob());
    QVERIFY2(exported.ok(), qPrintable(exported.error));
    QVERIFY(exported.warnings.isEmpty());
    const YAML::Node root = load(exported);
    QCOMPARE(text(root["apiVersion"]), QStringLiteral("batch.volcano.sh/v1alpha1"));
    QCOMPARE(text(root["kind"]), QStringLiteral("Job"));
    QCOMPARE(text(root["metadata"]["name"]), QStringLiteral("ddp"));
    QVERIFY(!root["metadata"]["namespace"]);
    const YAML::Node spec = root["spec"];
    QCOMPARE(text(spec["schedulerName"]), QStringLiteral("volcano"));
    QCOMPARE(spec["minAvailable"].as<int>(), 2);
    QVERIFY(spec["plugins"]["env"].IsSequence() && spec["plugins"]["env"].size() == 0);
    QVERIFY(spec["plugins"]["svc"].IsSequence() && spec["plugins"]["svc"].size() == 0);
    QCOMPARE(text(spec["policies"][1]["event"]), QStringLiteral("PodFailed"));
    QCOMPARE(text(spec["policies"][1]["action"]), QStringLiteral("AbortJob"));
    const YAML::Node task = spec["tasks"][0];
    QCOMPARE(text(task["name"]), QStringLiteral("worker"));
    QCOMPARE(task["replicas"].as<int>(), 2);
    const YAML::Node pod = task["template"]["spec"];
    QCOMPARE(text(pod["restartPolicy"]), QStringLiteral("Never"));
    QCOMPARE(text(pod["volumes"][0]["emptyDir"]["medium"]), QStringLiteral("Memory"));
    const YAML::Node container = pod["containers"][0];
    QCOMPARE(text(container["command"][0]), QStringLiteral("bash"));
    QCOMPARE(text(container["command"][1]), QStringLiteral("-c"));
    QCOMPARE(text(container["volumeMounts"][0]["mountPath"]), QStringLiteral("/dev/shm"));
    QCOMPARE(container["ports"][0]["containerPort"].as<int>(), JobSpec::kDefaultPort);
    // The readable form: a literal block that holds the guide's lines.
    QVERIFY(exported.yaml.contains(QStringLiteral("- |\n")));
    QVERIFY(exported.yaml.contains(QStringLiteral("--rdzv-endpoint=\"${MASTER}:29500\"")));
}

QTEST_GUILESS_MAIN(TestVolcanoExporter)
#include "tst_VolcanoExporter.moc"
