// libFuzzer target: any bytes through the whole `diagnose` path (prefilter, line reader in
// arbitrary chunks, prefixes, tracebacks, failure tables, error-file JSON, the rules, the facts,
// root-cause ordering, the job linker with validate, both output formats) and through the
// dry-run's LaunchFailureClassifier must give findings, never a crash, a hang, undefined
// behaviour, a memory error or a leak. Every evidence line must point into a log that exists.
#include "logdiagnosis/LogDiagnoser.h"
#include "logdiagnosis/LogDiagnosisReportFormat.h"
#include "nodecheck/LaunchFailureClassifier.h"

#include <QByteArray>
#include <QStringList>

#include <cstddef>
#include <cstdint>

namespace {

void check(bool condition)
{
    if (!condition)
        __builtin_trap();
}

void fuzzOne(const QByteArray& log, uint8_t selector)
{
    // The first byte picks the chunk size, the number of logs and whether a job is given.
    const qsizetype chunk = qsizetype(1) << (selector & 0x0f);
    ddpw::LogDiagnosisOptions options;
    if (selector & 0x10) {
        options.job = ddpw::JobSpec::guideExample();
        options.job->launcher = ddpw::Launcher::DistributedLaunch;
    }
    if (selector & 0x20)
        options.command = QString::fromUtf8(log.left(512));
    ddpw::LogDiagnoser diagnoser(options);
    const int sources = (selector & 0x40) ? 2 : 1;
    const qsizetype half = log.size() / 2;
    for (int s = 0; s < sources; ++s) {
        const int source = diagnoser.addSource(QStringLiteral("node%1.log").arg(s));
        const QByteArray part = sources == 1 ? log : (s == 0 ? log.left(half) : log.mid(half));
        for (qsizetype at = 0; at < part.size(); at += chunk)
            diagnoser.feed(source, QByteArrayView(part).sliced(at, qMin(chunk, part.size() - at)));
        diagnoser.endSource(source);
    }
    const ddpw::LogDiagnosisReport report = diagnoser.finish();
    check(report.findings.size() <= ddpw::kDiagnoseKindCount);
    for (const ddpw::LogFinding& finding : report.findings) {
        check(finding.evidence.size() <= ddpw::LogFinding::kMaxEvidence);
        check(!finding.summary.isEmpty());
        for (const ddpw::LogEvidence& line : finding.evidence) {
            check(line.source >= 0 && line.source < report.sources.size());
            check(line.line >= 1 && line.line <= report.linesRead);
        }
    }
    ddpw::LogDiagnosisReportFormat::toJson(report);
    ddpw::LogDiagnosisReportFormat::toText(report);
    if (selector & 0x80)
        ddpw::LaunchFailureClassifier::classify(QString::fromUtf8(log).split(u'\n'));
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    if (size == 0)
        return 0;
    fuzzOne(QByteArray(reinterpret_cast<const char*>(data + 1), qsizetype(size - 1)), data[0]);
    return 0;
}
