// The job describes the image: the torch release an image tag names, and the form's problem (with
// its one-click fix) when the torch field says another.
#include "model/ImageTorchVersion.h"
#include "model/JobSpec.h"
#include "validate/JobChecks.h"

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
    void torchFollowsARecognisedTag_data();
    void torchFollowsARecognisedTag();
    void unlistedNgcReleaseIsSaid_data();
    void unlistedNgcReleaseIsSaid();
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
    // torch 1.13's torchrun rejects --nproc-per-node (checked with Debian's python3-torch 1.13 in
    // tests/shell/test_image_torch_rejects.sh): the command cannot start, whatever the form says.
    QTest::newRow("2.6 beside a 1.13 image") << "pytorch/pytorch:1.13.1-cuda11.6-cudnn8-runtime"
                                             << "2.6" << int(Severity::Error) << "1.13";
    QTest::newRow("2.0 beside a 1.13 image") << "pytorch:1.13.0"
                                             << "2.0" << int(Severity::Error) << "1.13";
    QTest::newRow("1.13 beside a 2.1 image") << "pytorch:2.1.0"
                                             << "1.13" << int(Severity::Warning) << "2.1";
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
        QList<CommandDiagnostic> found;
        for (const CommandDiagnostic& p : JobChecks::problemsFor(j, JobField::TorchVersion)) {
            if (p.message.contains(image))
                found.append(p);
        }
        return found;
    };
    const QList<CommandDiagnostic> problems = fromImage(job);
    if (severity < 0) {
        QVERIFY(problems.isEmpty());
        return;
    }
    QCOMPARE(problems.size(), 1);
    QCOMPARE(int(problems.first().severity), severity);
    QVERIFY(problems.first().jobFix);
    QCOMPARE(problems.first().jobFix->label, QStringLiteral("Use torch %1").arg(fixed));
    JobSpec after = job;
    problems.first().jobFix->apply(after);
    QCOMPARE(after.torchVersion.toString(), fixed);
    // Exactly the torch field changed, and the problem is gone.
    after.torchVersion = job.torchVersion;
    QVERIFY(after == job);
    after.torchVersion = *TorchVersion::parse(fixed);
    QVERIFY(fromImage(after).isEmpty());
}

void TestImageTorchVersion::torchFollowsARecognisedTag_data()
{
    QTest::addColumn<QString>("image");
    QTest::addColumn<QString>("torch"); // the job's torch after the image is set (it was 2.6)
    QTest::newRow("1.13 tag") << "pytorch/pytorch:1.13.1-cuda11.6-cudnn8-runtime"
                              << "1.13";
    QTest::newRow("ngc in the table") << "nvcr.io/nvidia/pytorch:24.05-py3"
                                      << "2.4";
    QTest::newRow("ngc not in the table") << "nvcr.io/nvidia/pytorch:23.10-py3"
                                          << "2.6";
    QTest::newRow("a release DDP Wizard does not support") << "pytorch:1.12.1"
                                                           << "2.6";
    QTest::newRow("no version in the tag") << "my-org/trainer:1"
                                           << "2.6";
}

void TestImageTorchVersion::torchFollowsARecognisedTag()
{
    QFETCH(QString, image);
    QFETCH(QString, torch);
    JobSpec job;
    JobSpec expected = job;
    ImageTorchVersion::setImage(job, image);
    QCOMPARE(job.image, image);
    QCOMPARE(job.torchVersion.toString(), torch);
    // Nothing else changed.
    expected.image = image;
    expected.torchVersion = job.torchVersion;
    QVERIFY(job == expected);
    // A followed tag leaves no problem between the image and the torch field (a release DDP
    // Wizard does not support is not followed, and the image's torch stays a problem).
    const std::optional<ImageTorch> tagged = ImageTorchVersion::of(image);
    if (tagged && tagged->version == job.torchVersion) {
        for (const CommandDiagnostic& problem : JobChecks::problemsFor(job, JobField::TorchVersion))
            QVERIFY2(!problem.message.contains(image), qPrintable(problem.message));
    }
}

void TestImageTorchVersion::unlistedNgcReleaseIsSaid_data()
{
    QTest::addColumn<QString>("image");
    QTest::addColumn<QString>("torch");
    QTest::addColumn<QString>("release"); // empty: no word about an unknown release
    QTest::addColumn<QString>("assumes"); // what the message says the command assumes
    QTest::newRow("23.10, job 2.6") << "nvcr.io/nvidia/pytorch:23.10-py3"
                                    << "2.6"
                                    << "23.10"
                                    << "torch 2.6";
    QTest::newRow("23.10, unknown torch") << "nvcr.io/nvidia/pytorch:23.10-py3"
                                          << "unknown"
                                          << "23.10"
                                          << "underscore spellings";
    QTest::newRow("listed 24.05") << "nvcr.io/nvidia/pytorch:24.05-py3"
                                  << "2.4"
                                  << ""
                                  << "";
    QTest::newRow("docker hub") << "pytorch/pytorch:2.1.0"
                                << "2.1"
                                << ""
                                << "";
}

void TestImageTorchVersion::unlistedNgcReleaseIsSaid()
{
    QFETCH(QString, image);
    QFETCH(QString, torch);
    QFETCH(QString, release);
    QFETCH(QString, assumes);
    QCOMPARE(ImageTorchVersion::unlistedNgcRelease(image), release);
    JobSpec job;
    job.image = image;
    job.torchVersion = *TorchVersion::parse(torch);
    QList<CommandDiagnostic> said;
    for (const CommandDiagnostic& problem : JobChecks::problemsFor(job, JobField::Image)) {
        if (problem.message.contains(QStringLiteral("NGC")))
            said.append(problem);
    }
    if (release.isEmpty()) {
        QVERIFY(said.isEmpty());
        return;
    }
    QCOMPARE(said.size(), 1);
    QCOMPARE(said.first().severity, Severity::Warning); // the banner is not green
    QVERIFY2(said.first().message.contains(release), qPrintable(said.first().message));
    QVERIFY2(said.first().message.contains(assumes), qPrintable(said.first().message));
}

QTEST_GUILESS_MAIN(TestImageTorchVersion)
#include "tst_ImageTorchVersion.moc"
