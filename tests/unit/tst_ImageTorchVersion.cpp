// The job describes the image: the torch release an image tag names, and the form's problem (with
// its one-click fix) when the torch field says another.
#include "model/ImageTorchVersion.h"
#include "model/JobSpec.h"

#include <QTest>

using namespace ddpw;

class TestImageTorchVersion : public QObject
{
    Q_OBJECT

private slots:
    void tags_data();
    void tags();
    void mismatchIsAProblemWithItsFix_data();
    void mismatchIsAProblemWithItsFix();
};

void TestImageTorchVersion::tags_data()
{
    QTest::addColumn<QString>("image");
    QTest::addColumn<QString>("torch"); // major.minor, empty: the tag says nothing
    QTest::addColumn<QString>("said");
    QTest::newRow("plain pytorch") << "pytorch:2.3.1"
                                   << "2.3"
                                   << "2.3.1";
    QTest::newRow("docker hub runtime") << "pytorch/pytorch:2.1.0-cuda12.1-cudnn8-runtime"
                                        << "2.1"
                                        << "2.1.0";
    QTest::newRow("private registry with port") << "registry.local:5000/ml/pytorch:2.6.0"
                                                << "2.6"
                                                << "2.6.0";
    QTest::newRow("two parts") << "pytorch/pytorch:1.13-cuda11.6"
                               << "1.13"
                               << "1.13";
    QTest::newRow("ngc 24.05") << "nvcr.io/nvidia/pytorch:24.05-py3"
                               << "2.4"
                               << "2.4.0a0+07cecf4168 (NGC 24.05)";
    QTest::newRow("ngc 25.12") << "nvcr.io/nvidia/pytorch:25.12-py3"
                               << "2.10"
                               << "2.10.0a0+b4e4ee81d3 (NGC 25.12)";
    QTest::newRow("ngc not in the table") << "nvcr.io/nvidia/pytorch:19.05-py3"
                                          << ""
                                          << "";
    QTest::newRow("latest") << "pytorch/pytorch:latest"
                            << ""
                            << "";
    QTest::newRow("no tag") << "pytorch/pytorch"
                            << ""
                            << "";
    QTest::newRow("other image") << "my-org/trainer:2.3.1"
                                 << ""
                                 << "";
    QTest::newRow("digest") << "pytorch/pytorch@sha256:0123abcd"
                            << ""
                            << "";
    QTest::newRow("not a version prefix") << "pytorch/pytorch:2024.1"
                                          << ""
                                          << "";
}

void TestImageTorchVersion::tags()
{
    QFETCH(QString, image);
    QFETCH(QString, torch);
    QFETCH(QString, said);
    const std::optional<ImageTorch> found = ImageTorchVersion::of(image);
    QCOMPARE(found.has_value(), !torch.isEmpty());
    if (!found)
        return;
    QCOMPARE(found->version.toString(), torch);
    QCOMPARE(found->said, said);
}

void TestImageTorchVersion::mismatchIsAProblemWithItsFix_data()
{
    QTest::addColumn<QString>("image");
    QTest::addColumn<QString>("torch");
    QTest::addColumn<int>("severity"); // -1: no problem on the torch field from the image
    QTest::addColumn<QString>("fixed");
    QTest::newRow("2.6 beside a 2.3.1 image") << "pytorch:2.3.1"
                                              << "2.6" << int(Severity::Warning) << "2.3";
    QTest::newRow("agrees") << "pytorch:2.3.1"
                            << "2.3" << -1 << "";
    QTest::newRow("ngc 24.05, job 2.6") << "nvcr.io/nvidia/pytorch:24.05-py3"
                                        << "2.6" << int(Severity::Warning) << "2.4";
    QTest::newRow("unknown torch, image says") << "pytorch/pytorch:2.1.0-cuda12.1-cudnn8-runtime"
                                               << "unknown" << int(Severity::Info) << "2.1";
    QTest::newRow("image says nothing") << "my-org/trainer:1"
                                        << "2.6" << -1 << "";
}

void TestImageTorchVersion::mismatchIsAProblemWithItsFix()
{
    QFETCH(QString, image);
    QFETCH(QString, torch);
    QFETCH(int, severity);
    QFETCH(QString, fixed);
    JobSpec job;
    job.image = image;
    job.torchVersion = *TorchVersion::parse(torch);
    const auto fromImage = [&](const JobSpec& j) {
        QList<JobProblem> found;
        for (const JobProblem& p : j.problemsFor(JobField::TorchVersion)) {
            if (p.message.contains(image))
                found.append(p);
        }
        return found;
    };
    const QList<JobProblem> problems = fromImage(job);
    if (severity < 0) {
        QVERIFY(problems.isEmpty());
        return;
    }
    QCOMPARE(problems.size(), 1);
    QCOMPARE(int(problems.first().severity), severity);
    QVERIFY(problems.first().fix);
    QCOMPARE(problems.first().fix->label, QStringLiteral("Use torch %1").arg(fixed));
    JobSpec after = job;
    problems.first().fix->apply(after);
    QCOMPARE(after.torchVersion.toString(), fixed);
    // Exactly the torch field changed, and the problem is gone.
    after.torchVersion = job.torchVersion;
    QVERIFY(after == job);
    after.torchVersion = *TorchVersion::parse(fixed);
    QVERIFY(fromImage(after).isEmpty());
}

QTEST_GUILESS_MAIN(TestImageTorchVersion)
#include "tst_ImageTorchVersion.moc"
