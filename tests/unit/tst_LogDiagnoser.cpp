#include "logdiagnosis/ErrorLineDetector.h"
#include "logdiagnosis/LineNormalizer.h"
#include "logdiagnosis/LogDiagnoser.h"
#include "logdiagnosis/LogDiagnosisReportFormat.h"
#include "logdiagnosis/LogFindingCatalog.h"
#include "logdiagnosis/LogRules.h"
#include "logdiagnosis/TriggerSet.h"
#include "model/JobSpec.h"
#include "openjob/CommandImporter.h"

#include <QDir>
#include <QFile>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QTest>

#include <optional>
#include <set>

#include <nlohmann/json.hpp>

using namespace ddpw;

namespace {

const QString kCorpus = QStringLiteral(DDPW_SOURCE_DIR "/tests/data/diagnose-corpus");

QStringList caseFiles(const QString& relative)
{
    const QString path = kCorpus + u'/' + relative;
    if (!QFileInfo(path).isDir())
        return {path};
    QStringList files;
    for (const QString& name : QDir(path).entryList({QStringLiteral("*.log")}, QDir::Files, QDir::Name))
        files.append(path + u'/' + name);
    return files;
}

// The rows of a corpus manifest (expected.tsv: log, kind, decisive line, note), tab-separated,
// blank lines and '#' comments left out; nullopt when the file cannot be read.
std::optional<QList<QStringList>> manifestRows(const QString& relative)
{
    QFile manifest(kCorpus + u'/' + relative);
    if (!manifest.open(QIODevice::ReadOnly | QIODevice::Text))
        return std::nullopt;
    QList<QStringList> rows;
    while (!manifest.atEnd()) {
        const QString row = QString::fromUtf8(manifest.readLine()).chopped(1);
        if (!row.isEmpty() && !row.startsWith(u'#'))
            rows.append(row.split(u'\t'));
    }
    return rows;
}

QByteArray readAll(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

LogDiagnosisReport diagnoseFiles(const QStringList& files, qsizetype chunk = 0, LogDiagnosisOptions options = {})
{
    LogDiagnoser diagnoser(std::move(options));
    for (const QString& path : files) {
        const int source = diagnoser.addSource(QFileInfo(path).fileName());
        const QByteArray bytes = readAll(path);
        if (chunk <= 0) {
            diagnoser.feed(source, bytes);
        } else {
            for (qsizetype at = 0; at < bytes.size(); at += chunk)
                diagnoser.feed(source, QByteArrayView(bytes).sliced(at, qMin(chunk, bytes.size() - at)));
        }
        diagnoser.endSource(source);
    }
    return diagnoser.finish();
}

QStringList kinds(const LogDiagnosisReport& report)
{
    QStringList out;
    for (const LogFinding& finding : report.findings)
        out.append(LogFindingCatalog::slug(finding.kind) + u'/' + severityName(finding.severity));
    return out;
}

} // namespace

// The diagnose engine (core/logdiagnosis): the corpus of real and modelled failure logs, the
// prefixes it reads through, streaming in any chunks, any bytes, bounded memory, and the ties
// to the job.
class tst_LogDiagnoser : public QObject
{
    Q_OBJECT

    // The share of the fault matrix's cases diagnose gets right (percent), as measured.
    static constexpr int kMatrixFloor = 100;

private slots:
    // Every log of tests/data/diagnose-corpus/expected.tsv: the right kind first, with the
    // decisive line among its evidence; healthy runs give no error finding.
    void corpus_data()
    {
        QTest::addColumn<QString>("relative");
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("decisive");
        const std::optional<QList<QStringList>> manifest = manifestRows(QStringLiteral("expected.tsv"));
        QVERIFY(manifest);
        int rows = 0;
        for (const QStringList& columns : *manifest) {
            QVERIFY2(columns.size() == 4, qPrintable(columns.join(u'\t')));
            QTest::newRow(qPrintable(columns.at(0))) << columns.at(0) << columns.at(1) << columns.at(2);
            ++rows;
        }
        QVERIFY(rows >= 60);
    }

    // The fault matrix (tools/record-fault-matrix.sh): real runs of torch 1.13 with each fault
    // planted, under torchrun and launch, output tee'd and to --log_dir. Agreement: the fault's
    // kind first with its decisive line among the evidence. Printed (docs/diagnose.md), and at
    // least what was measured when the matrix was recorded.
    void matrix()
    {
        const std::optional<QList<QStringList>> manifest = manifestRows(QStringLiteral("matrix/expected.tsv"));
        if (!manifest)
            QSKIP("no recorded fault matrix");
        int rows = 0;
        int agree = 0;
        for (const QStringList& columns : *manifest) {
            QVERIFY2(columns.size() == 4, qPrintable(columns.join(u'\t')));
            const LogDiagnosisReport report = diagnoseFiles(caseFiles(QStringLiteral("matrix/") + columns.at(0)));
            // "none": a run that recovered, no error finding at all.
            const bool healthy = columns.at(1) == QLatin1String("none");
            bool right = healthy ? !report.hasErrors()
                                 : !report.findings.isEmpty() &&
                                       LogFindingCatalog::slug(report.findings.first().kind) == columns.at(1);
            bool decisive = healthy;
            for (const LogEvidence& line : right && !healthy ? report.findings.first().evidence : QList<LogEvidence>())
                decisive = decisive || line.text.contains(columns.at(2));
            ++rows;
            agree += right && decisive ? 1 : 0;
            if (!(right && decisive))
                qInfo("disagrees: %s: %s (expected %s)", qPrintable(columns.at(0)),
                      qPrintable(kinds(report).join(u' ')), qPrintable(columns.at(1)));
        }
        qInfo("fault matrix: %d of %d cases right, with the decisive line", agree, rows);
        QVERIFY(rows > 0);
        QVERIFY2(agree * 100 >= rows * kMatrixFloor, qPrintable(QString::number(agree)));
    }

    void corpus()
    {
        QFETCH(QString, relative);
        QFETCH(QString, kind);
        QFETCH(QString, decisive);
        const QStringList files = caseFiles(relative);
        QVERIFY(!files.isEmpty());
        const LogDiagnosisReport report = diagnoseFiles(files);
        if (kind == QLatin1String("none")) {
            QVERIFY2(!report.hasErrors(), qPrintable(kinds(report).join(u' ')));
            return;
        }
        QVERIFY2(!report.findings.isEmpty(), "no finding");
        const LogFinding& first = report.findings.first();
        QCOMPARE(LogFindingCatalog::slug(first.kind), kind);
        // Every first finding is an error, but lines that only look like errors ("ERROR ...", which
        // logging prints for what it retries) and are not of the words a failure prints.
        if (first.kind != LogDiagnosisKind::Unknown)
            QCOMPARE(first.severity, Severity::Error);
        QVERIFY(!first.summary.isEmpty());
        QVERIFY(!first.fix.isEmpty());
        bool found = decisive == QLatin1String("-");
        for (const LogEvidence& line : first.evidence)
            found = found || line.text.contains(decisive);
        QVERIFY2(found, qPrintable(QStringLiteral("no evidence line contains \"%1\"").arg(decisive)));
        for (const LogEvidence& line : first.evidence) {
            QVERIFY(line.line >= 1);
            QVERIFY(line.source >= 0 && line.source < report.sources.size());
        }
    }

    // Every log of the corpus with an exception line in it gets an error finding (never silent),
    // and no healthy log has one.
    void everyExceptionGetsAFinding()
    {
        const std::optional<QList<QStringList>> manifest = manifestRows(QStringLiteral("expected.tsv"));
        QVERIFY(manifest);
        static const QRegularExpression exception(
            QStringLiteral(R"((?:^|\]:|: )\s*(?:[A-Za-z_]\w*\.)*[A-Za-z_]\w*(?:Error|Exception)(?::|$))"));
        int withException = 0;
        for (const QStringList& columns : *manifest) {
            bool has = false;
            for (const QString& path : caseFiles(columns.at(0))) {
                for (const QByteArray& line : readAll(path).split('\n'))
                    has = has || exception.match(QString::fromUtf8(line)).hasMatch();
            }
            if (!has)
                continue;
            ++withException;
            QVERIFY2(columns.at(1) != QLatin1String("none"), qPrintable(columns.at(0)));
            QVERIFY2(diagnoseFiles(caseFiles(columns.at(0))).hasErrors(), qPrintable(columns.at(0)));
        }
        QVERIFY(withException >= 30);
    }

    // The same log cut into any chunks gives the same report (the reader carries partial lines).
    void chunkingDoesNotMatter_data()
    {
        QTest::addColumn<QString>("relative");
        for (const char* name :
             {"recorded/worker-crash.log", "modelled/port-in-use-libuv-crlf.log", "modelled/worker-error-file.log",
              "recorded/restart-after-crash", "modelled/rendezvous-timeout-json.log", "recorded/healthy-2node-c10d"})
            QTest::newRow(name) << QString::fromLatin1(name);
    }

    void chunkingDoesNotMatter()
    {
        QFETCH(QString, relative);
        const QStringList files = caseFiles(relative);
        const LogDiagnosisReport whole = diagnoseFiles(files);
        for (qsizetype chunk : {1, 2, 7, 64, 4096}) {
            const LogDiagnosisReport pieces = diagnoseFiles(files, chunk);
            QCOMPARE(kinds(pieces), kinds(whole));
            QCOMPARE(pieces.linesRead, whole.linesRead);
            QCOMPARE(pieces.findings.first().evidence, whole.findings.first().evidence);
        }
    }

    void prefixes_data()
    {
        QTest::addColumn<QString>("line");
        QTest::addColumn<QString>("message");
        QTest::addColumn<QString>("node");
        QTest::addColumn<int>("rank");
        QTest::addColumn<int>("localRank");
        QTest::newRow("plain") << "RuntimeError: boom"
                               << "RuntimeError: boom"
                               << "" << -1 << -1;
        QTest::newRow("rank") << "[rank3]: RuntimeError: boom"
                              << "RuntimeError: boom"
                              << "" << 3 << -1;
        QTest::newRow("tee") << "[default0]:epoch 1"
                             << "epoch 1"
                             << "" << -1 << 0;
        QTest::newRow("mpirun") << "[1,4]<stdout>:x"
                                << "x"
                                << "" << 4 << -1;
        QTest::newRow("horovodrun") << "[2]<stderr>:RuntimeError: boom"
                                    << "RuntimeError: boom"
                                    << "" << 2 << -1;
        QTest::newRow("ucx") << "[gpu-node-3:2211 :0:2240] Caught signal 11 (Segmentation fault: invalid permissions)"
                             << "Caught signal 11 (Segmentation fault: invalid permissions)"
                             << "gpu-node-3" << -1 << -1;
        // A label a person wrote before the exception they quote; a warning's label stays.
        QTest::newRow("label, full-width colon") << "训练时报错：RuntimeError: boom"
                                                 << "RuntimeError: boom"
                                                 << "" << -1 << -1;
        QTest::newRow("label Error:") << "Error: KeyError: 'LOCAL_RANK'"
                                      << "KeyError: 'LOCAL_RANK'"
                                      << "" << -1 << -1;
        QTest::newRow("warning label stays") << "UserWarning: RuntimeError: boom"
                                             << "UserWarning: RuntimeError: boom"
                                             << "" << -1 << -1;
        QTest::newRow("no exception after the label") << "ERROR:root:retrying the download"
                                                      << "ERROR:root:retrying the download"
                                                      << "" << -1 << -1;
        QTest::newRow("torchx") << "trainer/0 [1]:x"
                                << "x"
                                << "" << -1 << 1;
        QTest::newRow("node label") << "worker-1: bash: torchrun: command not found"
                                    << "bash: torchrun: command not found"
                                    << "worker-1" << -1 << -1;
        QTest::newRow("dry-run node") << "node 0: RendezvousTimeoutError"
                                      << "RendezvousTimeoutError"
                                      << "node 0" << -1 << -1;
        QTest::newRow("volcano pod") << "job-worker-0.job: RuntimeError: x"
                                     << "RuntimeError: x"
                                     << "job-worker-0.job" << -1 << -1;
        QTest::newRow("kubectl time") << "2024-05-02T07:41:10.311270014Z ValueError: host not found"
                                      << "ValueError: host not found"
                                      << "" << -1 << -1;
        QTest::newRow("container runtime") << "2026-12-05T21:03:04.123456789Z stderr F [rank1]: ValueError: x"
                                           << "ValueError: x"
                                           << "" << 1 << -1;
        QTest::newRow("kubectl time, indented line") << "2024-05-02T07:41:10.311270014Z   File \"/w/t.py\", line 3"
                                                     << "  File \"/w/t.py\", line 3"
                                                     << "" << -1 << -1;
        QTest::newRow("python time") << "[2024-08-25 09:59:26,339] torch.distributed.elastic: x"
                                     << "torch.distributed.elastic: x"
                                     << "" << -1 << -1;
        QTest::newRow("glog 1.13") << "W20261201 09:24:22.406853 10349 socket.cpp:426] [c10d] The server"
                                   << "[c10d] The server"
                                   << "" << -1 << -1;
        QTest::newRow("glog 2.x") << "E0325 20:57:27.620000 2606 torch/distributed/elastic/api.py:869] failed"
                                  << "failed"
                                  << "" << -1 << -1;
        QTest::newRow("c10d bracket") << "[W socket.cpp:401] [c10d] x"
                                      << "[c10d] x"
                                      << "" << -1 << -1;
        QTest::newRow("rank and c10d") << "[rank0]:[E321 02:07:08.408271257 ProcessGroupNCCL.cpp:607] [Rank 0] W"
                                       << "[Rank 0] W"
                                       << "" << 0 << -1;
        QTest::newRow("c10 bracket with thread id")
            << "[E1205 21:03:04.123456 12345 ProcessGroupNCCL.cpp:607] [PG 0 Rank 1] x"
            << "[PG 0 Rank 1] x"
            << "" << -1 << -1;
        QTest::newRow("nccl") << "gpu-7:1958:1958 [3] NCCL INFO x"
                              << "NCCL INFO x"
                              << "gpu-7" << -1 << -1;
        QTest::newRow("counter") << "[80746] [rank4]:x"
                                 << "x"
                                 << "" << 4 << -1;
        QTest::newRow("ansi and cr") << "\x1b[31mRuntimeError: red\x1b[0m\r"
                                     << "RuntimeError: red"
                                     << "" << -1 << -1;
        QTest::newRow("table entry is no prefix") << "[0]:"
                                                  << "[0]:"
                                                  << "" << -1 << -1;
    }

    void prefixes()
    {
        QFETCH(QString, line);
        QFETCH(QString, message);
        QFETCH(QString, node);
        QFETCH(int, rank);
        QFETCH(int, localRank);
        const LogLine normalized = LineNormalizer::normalize(QByteArrayView(line.toUtf8()));
        QCOMPARE(normalized.message, message);
        QCOMPARE(normalized.node, node);
        QCOMPARE(normalized.rank, rank);
        QCOMPARE(normalized.localRank, localRank);
    }

    // The prefilter finds what a plain search finds, ignoring ASCII case, and nothing else.
    void triggerSetAgreesWithSearch()
    {
        const QList<QByteArray> literals{"he", "she", "his", "hers", "usher", "a.b", "[x]", "Zz"};
        const TriggerSet set(literals);
        QRandomGenerator random(7);
        const QByteArray alphabet("hersuiaAbHSZz.[x] \n");
        for (int round = 0; round < 2000; ++round) {
            QByteArray text(random.bounded(0, 40), Qt::Uninitialized);
            for (char& c : text)
                c = alphabet.at(random.bounded(alphabet.size()));
            std::size_t expected = TriggerSet::npos;
            std::set<int> expectedAll;
            for (int i = 0; i < literals.size(); ++i) {
                const qsizetype at = text.toLower().indexOf(literals.at(i).toLower());
                if (at >= 0) {
                    expectedAll.insert(i);
                    expected = std::min(expected, std::size_t(at + literals.at(i).size() - 1));
                }
            }
            QCOMPARE(set.findFirst(text.constData(), std::size_t(text.size())), expected);
            const QList<int> all = set.findAll(text.constData(), std::size_t(text.size()));
            QCOMPARE(std::set<int>(all.begin(), all.end()), expectedAll);
        }
    }

    // The catalogue: in enum order, unique slugs, words for every kind, and an explains graph
    // without cycles (else "root cause first" has no meaning).
    // The same with literals of three bytes and more only (the prefilter then skips by the first
    // three bytes and returns to skipping one or two bytes into a failed start), and with the
    // shipped prefilter itself on text pieced together from its literals.
    void triggerSetAgreesWithSearchLongLiterals_data()
    {
        QTest::addColumn<QList<QByteArray>>("literals");
        QTest::addColumn<QByteArray>("alphabet");
        QTest::newRow("small") << QList<QByteArray>{"she", "his", "hers", "usher", "a.b", "[x]", "zzz", "herself"}
                               << QByteArray("hersuiaAbHSZzlf.[x] \n");
        QTest::newRow("shipped") << LogDiagnoser::prefilterLiterals() << QByteArray();
    }

    void triggerSetAgreesWithSearchLongLiterals()
    {
        QFETCH(QList<QByteArray>, literals);
        QFETCH(QByteArray, alphabet);
        const TriggerSet set(literals);
        QRandomGenerator random(11);
        for (int round = 0; round < 3000; ++round) {
            QByteArray text;
            if (alphabet.isEmpty()) {
                // Pieces of literals (whole, cut, case changed) between ordinary bytes.
                for (int piece = random.bounded(1, 6); piece > 0; --piece) {
                    const QByteArray& literal = literals.at(random.bounded(int(literals.size())));
                    const qsizetype from = random.bounded(int(literal.size()));
                    QByteArray part = literal.mid(from, random.bounded(1, int(literal.size()) + 1));
                    if (random.bounded(2))
                        part = part.toUpper();
                    text += part + QByteArray(" error at ").left(random.bounded(10));
                }
            } else {
                text.resize(random.bounded(0, 40));
                for (char& c : text)
                    c = alphabet.at(random.bounded(alphabet.size()));
            }
            std::size_t expected = TriggerSet::npos;
            for (const QByteArray& literal : literals) {
                const qsizetype at = text.toLower().indexOf(literal.toLower());
                if (at >= 0)
                    expected = std::min(expected, std::size_t(at + literal.size() - 1));
            }
            QCOMPARE(set.findFirst(text.constData(), std::size_t(text.size())), expected);
        }
    }

    void catalogue()
    {
        const QList<LogFindingCatalog::Entry>& entries = LogFindingCatalog::entries();
        QCOMPARE(entries.size(), kDiagnoseKindCount);
        QSet<QString> slugs;
        for (int k = 0; k < entries.size(); ++k) {
            QCOMPARE(int(entries.at(k).kind), k);
            const QString slug = LogFindingCatalog::slug(entries.at(k).kind);
            QVERIFY(!slugs.contains(slug));
            slugs.insert(slug);
            QCOMPARE(LogFindingCatalog::fromSlug(slug), entries.at(k).kind);
            QVERIFY(!LogFindingCatalog::title(entries.at(k).kind).isEmpty());
            QVERIFY(!LogFindingCatalog::fix(entries.at(k).kind).isEmpty());
        }
        // Depth-first search for a cycle.
        QList<int> state(kDiagnoseKindCount, 0);
        std::function<bool(int)> cyclic = [&](int k) {
            state[k] = 1;
            for (LogDiagnosisKind effect : entries.at(k).explains) {
                if (state[int(effect)] == 1 || (state[int(effect)] == 0 && cyclic(int(effect))))
                    return true;
            }
            state[k] = 2;
            return false;
        };
        for (int k = 0; k < kDiagnoseKindCount; ++k)
            QVERIFY2(state[k] != 0 || !cyclic(k), qPrintable(LogFindingCatalog::slug(LogDiagnosisKind(k))));
    }

    // Every rule's pattern compiles, and its trigger is lowercase (the prefilter folds case).
    void rules()
    {
        for (const LogRules::Rule& rule : LogRules::rules()) {
            const QByteArray trigger(rule.trigger);
            QCOMPARE(trigger, trigger.toLower());
            QVERIFY(!trigger.isEmpty());
            if (rule.pattern) {
                QString pattern = QString::fromUtf8(rule.pattern);
                if (pattern.startsWith(QLatin1String("(?i)")))
                    pattern = pattern.mid(4);
                QVERIFY2(QRegularExpression(pattern).isValid(), rule.pattern);
            }
        }
    }

    // Any bytes: no crash, bounded findings and evidence, lines counted.
    void anyBytes()
    {
        QRandomGenerator random(42);
        QByteArray bytes(1 << 20, Qt::Uninitialized);
        for (char& c : bytes)
            c = static_cast<char>(random.bounded(256));
        // Sprinkle real triggers so that the slow paths run too.
        const QList<QByteArray> noise{"Traceback (most recent call last):\n",
                                      "ChildFailedError:\n",
                                      "  exitcode  : -9 (pid: 1)\n",
                                      "\"py_callstack\": \"Traceback\\n  File",
                                      "Starting elastic_operator with launch configs:\n",
                                      "\x1b[31m",
                                      "\r\n"};
        for (int i = 0; i < 2000; ++i) {
            const QByteArray& piece = noise.at(random.bounded(noise.size()));
            bytes.replace(random.bounded(bytes.size() - piece.size()), piece.size(), piece);
        }
        const LogDiagnosisReport report = LogDiagnoser::diagnose(bytes);
        QCOMPARE(report.linesRead, bytes.count('\n') + (bytes.endsWith('\n') ? 0 : 1));
        QVERIFY(report.findings.size() <= kDiagnoseKindCount);
        for (const LogFinding& finding : report.findings)
            QVERIFY(finding.evidence.size() <= LogFinding::kMaxEvidence);
    }

    // A line of many megabytes is read in pieces, counts once, and still shows what it says.
    void hugeLine()
    {
        QByteArray log(8 * 1024 * 1024, 'x');
        log.prepend("RuntimeError: The server socket has failed to bind to [::]:29500 (errno: 98 - Address already "
                    "in use). ");
        log.append("\nsecond line\n");
        const LogDiagnosisReport report = LogDiagnoser::diagnose(log);
        QCOMPARE(report.linesRead, 2);
        QVERIFY(!report.findings.isEmpty());
        QCOMPARE(report.findings.first().kind, LogDiagnosisKind::PortInUse);
        QVERIFY(report.findings.first().evidence.first().text.size() <= LogLine::kMaxChars);
    }

    // Thousands of identical findings keep LogFinding::kMaxEvidence lines and count the rest.
    void evidenceIsBounded()
    {
        QByteArray log;
        for (int i = 0; i < 5000; ++i)
            log +=
                "[rank" + QByteArray::number(i % 64) + "]: RuntimeError: CUDA out of memory. Tried to allocate 2 GiB\n";
        const LogDiagnosisReport report = LogDiagnoser::diagnose(log);
        QCOMPARE(report.findings.size(), 1);
        QCOMPARE(report.findings.first().evidence.size(), LogFinding::kMaxEvidence);
        QCOMPARE(report.findings.first().moreEvidence, 5000 - LogFinding::kMaxEvidence);
    }

    // A log of several sources names the node of each finding after its log.
    // diagnoseAll (what the GUI runs off its thread): files read from disk and the same logs held
    // in memory give the same report as the streaming calls, in the order given.
    void diagnoseAllReadsFilesAndBytes_data()
    {
        QTest::addColumn<QString>("relative");
        QTest::addColumn<bool>("fromFiles");
        for (const char* name :
             {"recorded/restart-after-crash", "modelled/hostname-k8s", "recorded/worker-crash.log"}) {
            QTest::addRow("%s from files", name) << QString::fromLatin1(name) << true;
            QTest::addRow("%s in memory", name) << QString::fromLatin1(name) << false;
        }
    }

    void diagnoseAllReadsFilesAndBytes()
    {
        QFETCH(QString, relative);
        QFETCH(bool, fromFiles);
        const QStringList files = caseFiles(relative);
        QList<LogDiagnosisInput> inputs;
        for (const QString& path : files) {
            const QString name = QFileInfo(path).fileName();
            inputs.append(fromFiles ? LogDiagnosisInput{name, {}, path, {}}
                                    : LogDiagnosisInput{name, {}, {}, readAll(path)});
        }
        const LogDiagnosisReport expected = diagnoseFiles(files);
        const LogDiagnosisReport report = LogDiagnoser::diagnoseAll(inputs);
        QCOMPARE(kinds(report), kinds(expected));
        QCOMPARE(report.linesRead, expected.linesRead);
        QCOMPARE(report.sources.size(), files.size());
        QCOMPARE(report.findings.first().evidence, expected.findings.first().evidence);
    }

    // A reading cancelled before it starts reads nothing; a missing file reads as empty.
    void diagnoseAllCancelledOrMissing()
    {
        const QStringList files = caseFiles(QStringLiteral("recorded/restart-after-crash"));
        QList<LogDiagnosisInput> inputs;
        for (const QString& path : files)
            inputs.append({QFileInfo(path).fileName(), {}, path, {}});
        const std::atomic<bool> cancelled{true};
        QCOMPARE(LogDiagnoser::diagnoseAll(inputs, {}, &cancelled).linesRead, 0);
        const LogDiagnosisReport missing =
            LogDiagnoser::diagnoseAll({{QStringLiteral("gone.log"), {}, kCorpus + QStringLiteral("/no-such.log"), {}}});
        QCOMPARE(missing.sources.size(), 1);
        QCOMPARE(missing.linesRead, 0);
        QVERIFY(missing.findings.isEmpty());
    }

    void nodesOfSeveralLogs()
    {
        const LogDiagnosisReport report = diagnoseFiles(caseFiles(QStringLiteral("modelled/hostname-k8s")));
        QCOMPARE(report.sources.size(), 2);
        QCOMPARE(report.findings.first().node, QStringLiteral("ddp-worker-1"));
        QVERIFY(report.findings.first().explains.contains(LogDiagnosisKind::RendezvousTimeout) ||
                report.findings.first().explains.contains(LogDiagnosisKind::RendezvousUnreachable));
    }

    // Two nodes' logs of one failure: node0's worker raises, node1's worker loses its peer. The
    // worker's exception explains the reset connection, but only node1.log shows that one: node0's
    // finding explains what node0.log shows, and node1's names its cause and where it lies.
    void explainsOnlyItsOwnLog()
    {
        const QByteArray node0 =
            "[default0]:Traceback (most recent call last):\n"
            "[default0]:  File \"/job/train.py\", line 41, in <module>\n"
            "[default0]:    batch = next(loader)\n"
            "[default0]:FileNotFoundError: [Errno 2] No such file or directory: '/data/shards/part-00002.bin'\n"
            "ERROR:torch.distributed.elastic.multiprocessing.api:failed (exitcode: 1) local_rank: 0 (pid: 4121) "
            "of binary: /usr/bin/python3\n";
        const QByteArray node1 =
            "[default0]:Traceback (most recent call last):\n"
            "[default0]:  File \"/job/train.py\", line 52, in <module>\n"
            "[default0]:    loss.backward()\n"
            "[default0]:RuntimeError: [../third_party/gloo/gloo/transport/tcp/pair.cc:598] Read error "
            "[10.0.0.11]:18562: Connection reset by peer\n";
        const LogDiagnosisReport report = LogDiagnoser::diagnoseAll(
            {{QStringLiteral("node0.log"), {}, {}, node0}, {QStringLiteral("node1.log"), {}, {}, node1}});
        const auto find = [&](LogDiagnosisKind kind) {
            for (const LogFinding& finding : report.findings) {
                if (finding.kind == kind)
                    return finding;
            }
            return LogFinding{};
        };
        const LogFinding failed = find(LogDiagnosisKind::WorkerFailed);
        const LogFinding lost = find(LogDiagnosisKind::PeerLost);
        QCOMPARE(report.findings.first().kind, LogDiagnosisKind::WorkerFailed);
        QCOMPARE(lost.kind, LogDiagnosisKind::PeerLost);
        QCOMPARE(lost.evidence.first().source, 1);
        QVERIFY(LogFindingCatalog::explains(LogDiagnosisKind::WorkerFailed, LogDiagnosisKind::PeerLost));
        QCOMPARE(failed.explains, QList<LogDiagnosisKind>{LogDiagnosisKind::WorkerExit});
        QVERIFY(failed.causedBy.isEmpty());
        QVERIFY(lost.explained);
        QCOMPARE(lost.causedBy, QList<LogCause>{(LogCause{LogDiagnosisKind::WorkerFailed, 0})});
        // node0's exit code has its cause in node0.log: no other log is named.
        QVERIFY(find(LogDiagnosisKind::WorkerExit).explained);
        QVERIFY(find(LogDiagnosisKind::WorkerExit).causedBy.isEmpty());

        // The CLI says the same, in text and JSON.
        const QString text = LogDiagnosisReportFormat::toText(report);
        QVERIFY2(text.contains(QStringLiteral("caused by worker-failed in node0.log")), qPrintable(text));
        const nlohmann::json json = nlohmann::json::parse(LogDiagnosisReportFormat::toJson(report).toStdString());
        for (const nlohmann::json& finding : json["findings"]) {
            if (finding["kind"] == "peer-lost")
                QCOMPARE(finding["caused_by"].dump(), R"([{"file":"node0.log","kind":"worker-failed"}])");
            if (finding["kind"] == "worker-failed")
                QCOMPARE(finding["explains"].dump(), R"(["worker-exit"])");
        }
        // One interleaved log of both nodes: everything lies in it, so the cause explains it all.
        const LogDiagnosisReport one = LogDiagnoser::diagnose(node0 + node1, QStringLiteral("job.log"));
        QCOMPARE(one.findings.first().kind, LogDiagnosisKind::WorkerFailed);
        QVERIFY(one.findings.first().explains.contains(LogDiagnosisKind::PeerLost));
        for (const LogFinding& finding : one.findings)
            QVERIFY(finding.causedBy.isEmpty());
    }

    // Tied to the job: each kind points at the job's field and offers the job's own fix.
    void linkedToJob_data()
    {
        QTest::addColumn<QString>("relative");
        QTest::addColumn<QString>("fixLabel");
        QTest::addColumn<QString>("note");
        QTest::newRow("local-rank") << "recorded/local-rank.log"
                                    << "Pass --use_env"
                                    << "torch.distributed.launch without --use_env";
        QTest::newRow("ordinal") << "modelled/invalid-ordinal-2x.log"
                                 << "Start one process per GPU"
                                 << "16 processes per node";
        QTest::newRow("port") << "recorded/port-in-use.log"
                              << "Use port 29501"
                              << "rendezvous port is 29500";
        QTest::newRow("hostname") << "recorded/hostname-resolution-c10d.log"
                                  << ""
                                  << "pytorch-ddp-worker-0.pytorch-ddp";
        QTest::newRow("torch") << "recorded/dash-spelling.log"
                               << "Write the command for torch 1.13"
                               << "the job is written for torch 2.6";
    }

    void linkedToJob()
    {
        QFETCH(QString, relative);
        QFETCH(QString, fixLabel);
        QFETCH(QString, note);
        JobSpec job = JobSpec::guideExample();
        job.nodeCount = 2;
        job.gpusPerNode = 8;
        if (relative.contains(QLatin1String("local-rank"))) {
            job.launcher = Launcher::DistributedLaunch;
            job.localRankFrom = LocalRankFrom::DashArgument; // the argument torch 2.6 passes
        }
        if (relative.contains(QLatin1String("ordinal"))) {
            job.gpusPerNode = 8;
            job.nprocPerNode = NprocPerNode{NprocPerNode::Kind::Number, 16};
        }
        LogDiagnosisOptions options;
        options.job = job;
        const LogDiagnosisReport report = diagnoseFiles(caseFiles(relative), 0, options);
        QVERIFY(!report.findings.isEmpty());
        const LogFinding& first = report.findings.first();
        QVERIFY2(first.jobNotes.join(u' ').contains(note), qPrintable(first.jobNotes.join(u'|')));
        if (!fixLabel.isEmpty()) {
            QStringList labels;
            for (const JobFix& fix : first.jobFixes)
                labels.append(fix.label);
            QVERIFY2(labels.contains(fixLabel), qPrintable(labels.join(u'|')));
            // The fix really changes the job.
            for (const JobFix& fix : first.jobFixes) {
                JobSpec fixed = job;
                fix.apply(fixed);
                QVERIFY(!(fixed == job));
            }
        }
    }

    // --command: the same text fix as validate (DDP603: insert --use_env).
    // Never silent: an error line no rule knows still gives a finding with that line
    // as its evidence, also outside a traceback that could be followed; Python 3.11's caret line
    // is never the exception.
    void neverSilent_data()
    {
        QTest::addColumn<QByteArray>("log");
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("decisive");
        QTest::newRow("exception line alone")
            << QByteArray("loading shards\nRuntimeError: shard 7 has a bad header\n") << QStringLiteral("worker-failed")
            << QStringLiteral("RuntimeError: shard 7 has a bad header");
        QTest::newRow("bare AssertionError") << QByteArray("step 10\nAssertionError\n")
                                             << QStringLiteral("worker-failed") << QStringLiteral("AssertionError");
        QTest::newRow("terminate and what()")
            << QByteArray("terminate called after throwing an instance of 'std::runtime_error'\n"
                          "  what():  checkpoint writer failed\nAborted (core dumped)\n")
            << QStringLiteral("worker-failed") << QStringLiteral("what():  checkpoint writer failed");
        QTest::newRow("segmentation fault") << QByteArray("epoch 1\nSegmentation fault (core dumped)\n")
                                            << QStringLiteral("worker-failed") << QStringLiteral("Segmentation fault");
        QTest::newRow("fatal python error")
            << QByteArray(
                   "Fatal Python error: Segmentation fault\n\nCurrent thread 0x00007f (most recent call first):\n")
            << QStringLiteral("worker-failed") << QStringLiteral("Fatal Python error: Segmentation fault");
        // Two ranks' tracebacks interleaved on one unprefixed stream, with 3.11's carets at the
        // start of a line (a platform that strips indentation): the RuntimeError is the evidence.
        QTest::newRow("interleaved with carets")
            << QByteArray("Traceback (most recent call last):\n  File \"/w/t.py\", line 9, in <module>\n"
                          "Traceback (most recent call last):\n  File \"/w/t.py\", line 9, in <module>\n"
                          "    main()\n^^^^^^^^^^^^\n  File \"/w/t.py\", line 5, in main\n    load(x)\n~~~~^^^\n"
                          "RuntimeError: tokenizer vocabulary does not match the checkpoint\n    main()\n^^^^^^\n"
                          "RuntimeError: tokenizer vocabulary does not match the checkpoint\n")
            << QStringLiteral("worker-failed") << QStringLiteral("RuntimeError: tokenizer vocabulary");
        // Two ranks' 3.11 tracebacks on one stream, one's carets written into the other's exception
        // line (indented by them): still the exception that ends the traceback, judged without them.
        QTest::newRow("carets inside the exception line")
            << QByteArray("Traceback (most recent call last):\n  File \"/w/t.py\", line 9, in <module>\n"
                          "Traceback (most recent call last):\n  File \"/w/t.py\", line 9, in <module>\n"
                          "    dist.all_reduce(t, op=\"sum\")\n    dist.all_reduce(t, op=\"sum\")\n"
                          "    ^^^^^^^^^^^^  ^\n  ^^TypeError^^: ^(): incompatible function arguments. The "
                          "following argument types are supported:\n    1. (self: AllreduceOptions, arg0: ReduceOp)\n"
                          "\nInvoked with: <AllreduceOptions object at 0x7f>, 'sum'^\n^^^^^^^\n")
            << QStringLiteral("worker-failed") << QStringLiteral("incompatible function arguments");
        // A known cause wins over the fallback: the mined catalogue names it.
        QTest::newRow("mined message outside a traceback")
            << QByteArray("[rank1]: RuntimeError: DDP expects same model across all ranks, but Rank 1 has 4 params, "
                          "while rank 0 has inconsistent 2 params.\n")
            << QStringLiteral("model-mismatch") << QStringLiteral("DDP expects same model across all ranks");
        // A paste that kept only the code line that raised (the frame's source, or a traceback cut
        // before its exception line): the message it raises is the exception.
        QTest::newRow("raise line alone")
            << QByteArray("raise ValueError('the tokenizer has no pad token; set one before batching')\n")
            << QStringLiteral("worker-failed") << QStringLiteral("the tokenizer has no pad token");
        QTest::newRow("traceback cut at its raise")
            << QByteArray("Traceback (most recent call last):\n  File \"/work/train.py\", line 40, in <module>\n"
                          "    build_loader(cfg)\n  File \"/work/data.py\", line 12, in build_loader\n"
                          "    raise FileNotFoundError(f\"no shards under {cfg.root}\")\n")
            << QStringLiteral("worker-failed") << QStringLiteral("no shards under");
        QTest::newRow("a raise with a frame below it is no exception")
            << QByteArray("Traceback (most recent call last):\n  File \"/work/train.py\", line 40, in <module>\n"
                          "    raise_if_bad(cfg)\n  File \"/work/data.py\", line 12, in raise_if_bad\n"
                          "    check(cfg)\nKeyError: 'root'\n")
            << QStringLiteral("worker-failed") << QStringLiteral("KeyError: 'root'");
        QTest::newRow("an InfiniBand provider warning on a healthy run")
            << QByteArray("libibverbs: Warning: no userspace device-specific driver found for "
                          "/sys/class/infiniband_verbs/uverbs1\nepoch 3 loss 0.12\ntraining finished\n")
            << QStringLiteral("none") << QStringLiteral("-");
        QTest::newRow("warning is not an exception") << QByteArray("UserWarning: the default timeout changed\n")
                                                     << QStringLiteral("none") << QStringLiteral("-");
        // Lines that only read as errors: shown as unknown when nothing explains them.
        QTest::newRow("timed out, nothing else")
            << QByteArray("step 10 loss 0.3\nfetching shard 12 timed out after 3 attempts\n")
            << QStringLiteral("unknown") << QStringLiteral("fetching shard 12 timed out");
        QTest::newRow("Signal N, nothing else") << QByteArray("Signal 6 (SIGABRT) received by PID 4410\n")
                                                << QStringLiteral("unknown") << QStringLiteral("Signal 6 (SIGABRT)");
        // c10d's IPv6 look-up failing while the pods come up, then the script's own output: the
        // run went on (only a log that ends at the look-up waited there for ever).
        QTest::newRow("a failed look-up, then the epochs")
            << QByteArray("[W socket.cpp:558] [c10d] The IPv6 network addresses of (trainer-0.trainer, 3389) cannot "
                          "be retrieved (gai error: -2 - Name or service not known).\nEpoch 0: loss=2.31\n\n")
            << QStringLiteral("none") << QStringLiteral("-");
        QTest::newRow("a failed look-up, then only blank lines")
            << QByteArray("[W socket.cpp:558] [c10d] The IPv6 network addresses of (trainer-0.trainer, 3389) cannot "
                          "be retrieved (gai error: -2 - Name or service not known).\n\n  \n")
            << QStringLiteral("hostname-resolution") << QStringLiteral("trainer-0.trainer");
        QTest::newRow("a failed look-up, then a stack dump of the waiting threads")
            << QByteArray("[W socket.cpp:752] [c10d] The IPv6 network addresses of (trainer-0.trainer, 3389) cannot "
                          "be retrieved (gai error: -2 - Name or service not known).\n\n Thread 4242 (idle): "
                          "\"MainThread\"\n    _create_c10d_store (torch/distributed/rendezvous.py:189)\n")
            << QStringLiteral("hostname-resolution") << QStringLiteral("trainer-0.trainer");
        QTest::newRow("a metric named Error is no error")
            << QByteArray("epoch 2 Mean Absolute Error 0.31\n") << QStringLiteral("none") << QStringLiteral("-");
        QTest::newRow("a logger's own WARN is a warning") << QByteArray("[WARN] cache directory not set, using /tmp\n")
                                                          << QStringLiteral("none") << QStringLiteral("-");
        QTest::newRow("a Python warning that says failed is a warning")
            << QByteArray("/opt/conda/lib/python3.10/site-packages/torchvision/io/image.py:13: UserWarning: Failed to "
                          "load image Python extension: libjpeg.so.8: cannot open shared object file\n  warn(\n")
            << QStringLiteral("none") << QStringLiteral("-");
        QTest::newRow("INFO lines are progress") << QByteArray("INFO:root:retry failed once, trying again\n")
                                                 << QStringLiteral("none") << QStringLiteral("-");
        QTest::newRow("logging's ERROR prefix is not an exception")
            << QByteArray("ERROR:root:retrying the download\n") << QStringLiteral("none") << QStringLiteral("-");
        // RANK and WORLD_SIZE a log shows: only a rank at or above the one world size set is wrong.
        QTest::newRow("ranks below the world size set by hand")
            << QByteArray("export RANK=1\nexport LOCAL_RANK=1\nexport WORLD_SIZE=2\nRANK=0 WORLD_SIZE=2 python t.py\n")
            << QStringLiteral("none") << QStringLiteral("-");
        QTest::newRow("local and group settings are not the world's")
            << QByteArray("GROUP_RANK=3\nLOCAL_WORLD_SIZE=2\nWORLD_SIZE=8\nnode_rank=5 --local_rank=3\n")
            << QStringLiteral("none") << QStringLiteral("-");
        QTest::newRow("two world sizes in one log say nothing alone")
            << QByteArray("RANK=3 WORLD_SIZE=4\nmembership changed\nRANK=3 WORLD_SIZE=2\n") << QStringLiteral("none")
            << QStringLiteral("-");
        QTest::newRow("a sentence that ends in error: introduces a paste")
            << QByteArray("When I start the second run, it will occur error:\n\nHow to solve this?\n")
            << QStringLiteral("none") << QStringLiteral("-");
        QTest::newRow("docker's bridge in a healthy run")
            << QByteArray("3f9a6c21d0b4:212:212 [0] NCCL INFO Bootstrap : Using eth0:172.17.0.2<0>\n"
                          "3f9a6c21d0b4:212:298 [0] NCCL INFO comm 0x55d0 rank 0 nranks 2 cudaDev 0 busId 1000 - "
                          "Init COMPLETE\nepoch 1 loss 0.41\n")
            << QStringLiteral("none") << QStringLiteral("-");
        QTest::newRow("a rank at the world size, on one line")
            << QByteArray("RANK=8 WORLD_SIZE=8 LOCAL_RANK=0 python train.py\n") << QStringLiteral("world-size-mismatch")
            << QStringLiteral("RANK=8 WORLD_SIZE=8");
    }

    void neverSilent() { verifyFirstFinding(); }

    // Lines framed the ways real logs differ from the corpus's (found by the re-framing search,
    // tests/shell/reframed_logs.py): the same verdict as the plain line.
    void framingKeepsTheVerdict_data()
    {
        QTest::addColumn<QByteArray>("log");
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("decisive");
        // The container runtime's own log files (/var/log/pods) put the stream and a tag after
        // the time stamp.
        QTest::newRow("container runtime prefix")
            << QByteArray("2026-12-05T15:31:33.290154913Z stderr F run.py: error: unrecognized arguments: "
                          "--nproc-per-node=2\n")
            << QStringLiteral("launcher-arguments") << QStringLiteral("unrecognized arguments");
        QTest::newRow("container runtime prefix on a traceback")
            << QByteArray("2026-12-05T15:31:33.290154913Z stdout F Traceback (most recent call last):\n"
                          "2026-12-05T15:31:33.290154913Z stdout F   File \"/w/t.py\", line 3, in <module>\n"
                          "2026-12-05T15:31:33.290154913Z stdout P KeyError: 'LOCAL_RANK'\n")
            << QStringLiteral("launcher-environment") << QStringLiteral("KeyError: 'LOCAL_RANK'");
        // kubectl --timestamps: one blank after the stamp, the frames keep their indentation, so
        // the traceback is followed (raised in torchrun's agent, not in the worker).
        QTest::newRow("time-stamped traceback")
            << QByteArray("2026-12-05T15:28:29.100000000Z Traceback (most recent call last):\n"
                          "2026-12-05T15:28:29.100000000Z   File \"/usr/lib/python3/dist-packages/torch/distributed/"
                          "elastic/agent/server/api.py\", line 709, in run\n"
                          "2026-12-05T15:28:29.100000000Z     return {i: val.get(i) for i in range(nprocs)}\n"
                          "2026-12-05T15:28:29.100000000Z AttributeError: 'NoneType' object has no attribute 'get'\n")
            << QStringLiteral("torch-std-quirk") << QStringLiteral("'NoneType' object has no attribute 'get'");
        // Two ranks' tracebacks written into one stream, the second rank's code line glued to the
        // first one's frame, and no exception line: no worker's error, the watchdog's is the cause.
        QTest::newRow("interleaved tracebacks without their exception")
            << QByteArray("[E ProcessGroupNCCL.cpp:587] [Rank 1] Watchdog caught collective operation timeout: "
                          "WorkNCCL(SeqNum=88, OpType=ALLREDUCE, Timeout(ms)=1800000) ran for 1800412 milliseconds "
                          "before timing out.\n"
                          "Traceback (most recent call last):\nTraceback (most recent call last):\n"
                          "  File \"run.py\", line 40, in <module>\n  File \"run.py\", line 40, in <module>\n"
                          "    evaluate(model)\n"
                          "evaluate(model)  File \"run.py\", line 31, in evaluate\n"
                          "  File \"run.py\", line 31, in evaluate\n    for batch in loader:\n")
            << QStringLiteral("collective-timeout") << QStringLiteral("Watchdog caught collective operation timeout");
        // A terminal or an issue form cut the line inside the message, past its trigger.
        QTest::newRow("gloo time-out cut in its number")
            << QByteArray(
                   "[default0]:RuntimeError: [./gloo/transport/tcp/unbound_buffer.cc:81] Timed out waiting 500\n")
            << QStringLiteral("collective-timeout") << QStringLiteral("Timed out waiting 500");
        // The line's end is the start of a mined message, cut before the anchor the prefilter
        // looks for.
        QTest::newRow("gloo enforce cut before its anchor")
            << QByteArray(
                   "terminate called after throwing an instance of 'gloo::EnforceNotMet'\n"
                   "  what():  [enforce fail at ./gloo/transport/tcp/pair.cc:510] op.preamble.length <= op.nbyte\n")
            << QStringLiteral("collective-mismatch") << QStringLiteral("op.preamble.length");
        // The reducer's message cut before the piece the mined table has of it.
        QTest::newRow("reducer message cut early")
            << QByteArray("Traceback (most recent call last):\n  File \"/w/train_ddp.py\", line 90, in main\n"
                          "    loss.backward()\nRuntimeError: Expected to mark a variable ready only once. This error "
                          "is caused by one of the f\n")
            << QStringLiteral("parameter-ready-twice") << QStringLiteral("Expected to mark a variable ready only once");
        // A terminal wrapped a long frame line: its rest, on the next line, is no exception line.
        QTest::newRow("wrapped frame line")
            << QByteArray("Traceback (most recent call last):\n  File \"/w/train_ddp.py\", line 108, in main\n"
                          "    dist.all_reduce(total)\n"
                          "  File \"/usr/lib/python3/dist-packages/torch/distributed/distributed_c10d.py\", l\n"
                          "ine 1541, in all_reduce\n    work.wait()\n"
                          "RuntimeError: [./gloo/transport/tcp/unbound_buffer.cc:81] Timed out waiting 5000ms for recv "
                          "operation to complete\n")
            << QStringLiteral("collective-timeout") << QStringLiteral("Timed out waiting 5000ms");
        // A whole line that ends with its closing quote is no cut line: a path of the user's
        // own is not the launcher.
        QTest::newRow("a whole line is not cut")
            << QByteArray("Traceback (most recent call last):\n  File \"/w/train.py\", line 3, in <module>\n"
                          "FileNotFoundError: [Errno 2] No such file or directory: '/data/shards/part-00001.bin'\n")
            << QStringLiteral("worker-failed") << QStringLiteral("FileNotFoundError");
        // Cut inside a wildcard of a rule (the path after "No such file or directory: '"), or
        // right after its trigger: the rule's own words are not shown, the user's error stays.
        QTest::newRow("a path cut is no launcher")
            << QByteArray("Traceback (most recent call last):\n  File \"/w/train.py\", line 3, in <module>\n"
                          "[default1]:FileNotFoundError: [Errno 2] No such file or directory: '/data/shards/part-000\n")
            << QStringLiteral("worker-failed") << QStringLiteral("FileNotFoundError");
        QTest::newRow("cut right after the trigger")
            << QByteArray("Traceback (most recent call last):\n  File \"/w/train.py\", line 3, in <module>\n"
                          "2026-12-05T05:37:02.267083940Z stdout F FileNotFoundError: [Errno 2] No such file or "
                          "directory:\n")
            << QStringLiteral("worker-failed") << QStringLiteral("FileNotFoundError");
        // The line breaks lost on the way: a collector's JSON record with them escaped, a page
        // that joined the lines with blanks. The lines come back where the text shows them.
        QTest::newRow("breaks escaped in a JSON record")
            << QByteArray("{\"level\":\"error\",\"log\":\"Traceback (most recent call last):\\n  File "
                          "\\\"/w/train.py\\\", line 12, in <module>\\n    local_rank = "
                          "int(os.environ[\\\"LOCAL_RANK\\\"])\\n  File \\\"/usr/lib/python3.10/os.py\\\", "
                          "line 680, in __getitem__\\n    raise KeyError(key) from None\\nKeyError: "
                          "'LOCAL_RANK'\\n\"}\n")
            << QStringLiteral("launcher-environment") << QStringLiteral("KeyError: 'LOCAL_RANK'");
        QTest::newRow("lines joined with blanks")
            << QByteArray("epoch 3 step 120 loss 0.81 Traceback (most recent call last):   File \"/w/train.py\", "
                          "line 88, in <module>     dist.barrier()   File \"/usr/lib/python3/dist-packages/torch/"
                          "distributed/distributed_c10d.py\", line 3145, in barrier     work.wait() RuntimeError: "
                          "[../third_party/gloo/gloo/transport/tcp/pair.cc:598] Connection closed by peer "
                          "[10.0.0.2]:33012\n")
            << QStringLiteral("peer-lost") << QStringLiteral("Connection closed by peer");
        QTest::newRow("rank-prefixed lines joined with blanks")
            << QByteArray("[rank1]: Traceback (most recent call last): [rank1]:   File \"/w/train.py\", line 20, in "
                          "<module> [rank1]:     model = DDP(model, device_ids=[0]) [rank1]: RuntimeError: "
                          "DDP expects same model across all ranks, but Rank 1 has 200 params, while rank 0 has "
                          "inconsistent 202 params.\n")
            << QStringLiteral("model-mismatch") << QStringLiteral("DDP expects same model across all ranks");
    }

    void framingKeepsTheVerdict() { verifyFirstFinding(); }

private:
    // The first finding of the current row's log (columns log, kind, decisive): that kind, an
    // error, with the decisive text among its evidence; "none": no error finding at all.
    void verifyFirstFinding()
    {
        QFETCH(QByteArray, log);
        QFETCH(QString, kind);
        QFETCH(QString, decisive);
        const LogDiagnosisReport report = LogDiagnoser::diagnose(log);
        if (kind == QLatin1String("none")) {
            QVERIFY2(!report.hasErrors(), qPrintable(kinds(report).join(u' ')));
            return;
        }
        QVERIFY2(!report.findings.isEmpty(), "silent");
        const LogFinding& first = report.findings.first();
        QCOMPARE(LogFindingCatalog::slug(first.kind), kind);
        QCOMPARE(first.severity, Severity::Error);
        bool found = false;
        for (const LogEvidence& line : first.evidence) {
            // Carets are no evidence, unless another rank's exception line is written into them.
            QVERIFY2(!ErrorLineDetector::isCaretLine(line.text) &&
                         (!line.text.trimmed().startsWith(u'^') || line.text.contains(u':')),
                     qPrintable(line.text));
            found = found || line.text.contains(decisive);
        }
        QVERIFY2(found, qPrintable(first.summary));
        if (first.kind == LogDiagnosisKind::WorkerFailed)
            QVERIFY2(!first.summary.contains(QLatin1String("^^")), qPrintable(first.summary));
    }

private slots:
    // A traceback's code line repeats the message it raises: it is code, not the message. Pastes
    // cut below the "Traceback" header and IPython's numbered tracebacks are followed too.
    void codeLinesAreNoEvidence_data()
    {
        QTest::addColumn<QByteArray>("log");
        QTest::newRow("traceback cut below its header")
            << QByteArray("  File \"/opt/conda/lib/python3.9/site-packages/torch/distributed/distributed_c10d.py\", "
                          "line 870, in _get_default_group\n"
                          "    raise RuntimeError(\"Default process group has not been initialized, \"\n"
                          "RuntimeError: Default process group has not been initialized, please make sure to call "
                          "init_process_group.\n");
        QTest::newRow("IPython's numbered traceback")
            << QByteArray("/opt/conda/lib/python3.9/site-packages/torch/distributed/distributed_c10d.py in "
                          "_get_default_group()\n"
                          "    868     if not is_initialized():\n"
                          "--> 869         raise RuntimeError(\"Default process group has not been initialized, \"\n"
                          "    870                            \"please make sure to call init_process_group.\")\n"
                          "\n"
                          "RuntimeError: Default process group has not been initialized, please make sure to call "
                          "init_process_group.\n");
    }

    void codeLinesAreNoEvidence()
    {
        QFETCH(QByteArray, log);
        const LogDiagnosisReport report = LogDiagnoser::diagnose(log);
        QVERIFY(!report.findings.isEmpty());
        const LogFinding& first = report.findings.first();
        QCOMPARE(LogFindingCatalog::slug(first.kind), QStringLiteral("process-group-not-initialized"));
        QVERIFY(!first.evidence.isEmpty());
        QVERIFY2(first.evidence.first().text.startsWith(QLatin1String("RuntimeError: Default process group")),
                 qPrintable(first.evidence.first().text));
        for (const LogEvidence& line : first.evidence)
            QVERIFY2(!line.text.contains(QLatin1String("raise RuntimeError(")), qPrintable(line.text));
    }

    // torchrun's table lists the other failures first: the root cause, below them, names the worker.
    void failureTableRootCauseNamesTheWorker()
    {
        const LogDiagnosisReport report = LogDiagnoser::diagnose(QByteArray(
            "torch.distributed.elastic.multiprocessing.errors.ChildFailedError:\n"
            "============================================================\n"
            "train.py FAILED\n"
            "------------------------------------------------------------\n"
            "Failures:\n"
            "[1]:\n  time      : 2025-02-01_10:00:05\n  host      : node-a\n  rank      : 1 (local_rank: 1)\n"
            "  exitcode  : 1 (pid: 2002)\n  error_file: <N/A>\n"
            "------------------------------------------------------------\n"
            "Root Cause (first observed failure):\n"
            "[0]:\n  time      : 2025-02-01_10:00:04\n  host      : node-a\n  rank      : 0 (local_rank: 0)\n"
            "  exitcode  : 1 (pid: 2001)\n  error_file: <N/A>\n"
            "============================================================\n"));
        QVERIFY(!report.findings.isEmpty());
        const LogFinding& first = report.findings.first();
        QCOMPARE(LogFindingCatalog::slug(first.kind), QStringLiteral("worker-exit"));
        QVERIFY2(first.summary.contains(QLatin1String("rank 0")), qPrintable(first.summary));
        QVERIFY2(first.evidence.first().text.contains(QLatin1String("pid: 2001")),
                 qPrintable(first.evidence.first().text));
    }

    // DeepSpeed's runner without a hostfile starts this node alone: healthy on one node, the cause
    // where several were meant. A warning, never silent (the only line of a short paste).
    void deepspeedWithoutHostfile()
    {
        const LogDiagnosisReport report = LogDiagnoser::diagnose(
            QByteArray("[2025-03-01 10:00:01,100] [WARNING] [runner.py:215:fetch_hostfile] Unable to find "
                       "hostfile, will proceed with training with local resources only.\n"));
        QCOMPARE(report.findings.size(), 1);
        const LogFinding& finding = report.findings.first();
        QCOMPARE(LogFindingCatalog::slug(finding.kind), QStringLiteral("launcher-config"));
        QCOMPARE(finding.severity, Severity::Warning);
        QVERIFY2(finding.summary.contains(QLatin1String("found no hostfile")), qPrintable(finding.summary));
        QVERIFY2(finding.fix.contains(QLatin1String("--hostfile")), qPrintable(finding.fix));
    }

    // Causes printed in wordings, layers and forms beside the ones first modelled: NCCL 2.19's
    // connect messages, torch 2.3's heartbeat monitor, the OFI (EFA) transport, a script path
    // python cannot open, a store barrier with more processes than the world, mp.spawn's wrapper
    // around the worker's own traceback, a host name of digits only, a fatal signal in the
    // failure table's traceback field. Each log is the cause's lines with what a real log prints
    // around them; the first finding must be the cause, with its decisive line and summary.
    void causeInAnotherWording_data()
    {
        QTest::addColumn<QByteArray>("log");
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("decisive");
        QTest::addColumn<QString>("summary");
        // The agent's SignalException, retyped into an issue form: still the signal from outside.
        QTest::newRow("SignalException in other words")
            << QByteArray("torch.distributed.elastic.multiprocessing.api.SignalException: Process 81061 got sigval:1\n")
            << QStringLiteral("terminated") << QStringLiteral("got sigval:1") << QStringLiteral("signal 1");
        // The launchers that start the other nodes over SSH: ssh's refusal, before any worker.
        QTest::newRow("pdsh's ssh refused")
            << QByteArray("node-1: ssh: connect to host node-1 port 22: No route to host\n"
                          "pdsh@node-0: node-1: ssh exited with exit code 255\n")
            << QStringLiteral("ssh-unreachable") << QStringLiteral("No route to host") << QStringLiteral("over SSH");
        QTest::newRow("an unknown host key")
            << QByteArray("Host key verification failed.\r\nsubprocess.CalledProcessError: Command 'ssh worker-1 "
                          "hostname -I' returned non-zero exit status 255.\n")
            << QStringLiteral("ssh-unreachable") << QStringLiteral("Host key verification failed")
            << QStringLiteral("over SSH");
        // rdma-core's provider missing in the container: NCCL's own line says only "internal error".
        QTest::newRow("InfiniBand without its userspace driver")
            << QByteArray("#   Rank  1 Group  0 Pid  2210 on    gpu-a07 device  1 [0x1b] NVIDIA A100-SXM4-40GB\n"
                          "libibverbs: Warning: no userspace device-specific driver found for "
                          "/sys/class/infiniband_verbs/uverbs2\n"
                          "gpu-a07: Test NCCL failure all_gather.cu:61 'internal error - please report this issue "
                          "to the NCCL developers'\n")
            << QStringLiteral("infiniband") << QStringLiteral("no userspace device-specific driver")
            << QStringLiteral("no userspace driver");
        // A peer's segment that is not there is no /dev/shm that ran out; one that could not grow is.
        QTest::newRow("a shared-memory segment that is not there")
            << QByteArray("n3:2201:2290 [2] misc/shmutils.cc:88 NCCL WARN Call to open failed : No such file or "
                          "directory\nn3:2201:2290 [2] misc/shmutils.cc:131 NCCL WARN Error while attaching to shared "
                          "memory segment /dev/shm/nccl-Ab12Cd (size 9437184), error: No such file or directory (2)\n"
                          "n3:2201:2290 [2] NCCL INFO transport/shm.cc:390 -> 2\n")
            << QStringLiteral("nccl-p2p-shm") << QStringLiteral("attaching to shared memory segment")
            << QStringLiteral("not there");
        QTest::newRow("a shared-memory segment that could not grow")
            << QByteArray("n3:2201:2290 [2] misc/shmutils.cc:131 NCCL WARN Error while creating shared memory segment "
                          "/dev/shm/nccl-Ab12Cd (size 9437184), error: No space left on device (28)\n")
            << QStringLiteral("shared-memory") << QStringLiteral("creating shared memory segment")
            << QStringLiteral("/dev/shm");
        QTest::newRow("SyncBatchNorm outside DDP, the frame's code line")
            << QByteArray("    raise AttributeError('SyncBatchNorm is only supported within "
                          "torch.nn.parallel.DistributedDataParallel')\n")
            << QStringLiteral("distributed-usage") << QStringLiteral("SyncBatchNorm is only supported")
            << QStringLiteral("outside DistributedDataParallel");
        QTest::newRow("SyncBatchNorm on a CPU tensor")
            << QByteArray("ValueError: SyncBatchNorm expected input tensor to be on GPU\n")
            << QStringLiteral("distributed-usage") << QStringLiteral("SyncBatchNorm expected")
            << QStringLiteral("CPU tensor");
        // Host memory that runs out as a failed allocation, before any killer: no SIGKILL, no -9.
        QTest::newRow("torch's CPU allocator")
            << QByteArray("RuntimeError: [enforce fail at alloc_cpu.cpp:75] data. DefaultCPUAllocator: not enough "
                          "memory: you tried to allocate 536870912 bytes.\n")
            << QStringLiteral("host-out-of-memory") << QStringLiteral("DefaultCPUAllocator")
            << QStringLiteral("could not allocate 536870912 bytes of host memory");
        QTest::newRow("Rust's allocator, two ranks in one line")
            << QByteArray("[INFO] [comm.py:637:init_distributed] Initializing TorchBackend in DeepSpeed\n"
                          "memory allocation of memory allocation of 41943044194304 bytes failed\n bytes failed\n"
                          "memory allocation of 4194304 bytes failed\n")
            << QStringLiteral("host-out-of-memory") << QStringLiteral("memory allocation of 4194304 bytes failed")
            << QStringLiteral("could not allocate 4194304 bytes");
        QTest::newRow("bad_alloc")
            << QByteArray("terminate called after throwing an instance of 'std::bad_alloc'\n  what():  std::bad_alloc\n"
                          "Aborted (core dumped)\n")
            << QStringLiteral("host-out-of-memory") << QStringLiteral("std::bad_alloc")
            << QStringLiteral("could not allocate host memory");
        QTest::newRow("Python's MemoryError")
            << QByteArray("  File \"/w/data.py\", line 40, in load\n    arr = np.zeros((n, d))\n"
                          "numpy.core._exceptions._ArrayMemoryError: Unable to allocate 12.0 GiB\nMemoryError\n")
            << QStringLiteral("host-out-of-memory") << QStringLiteral("MemoryError")
            << QStringLiteral("could not allocate host memory");
        QTest::newRow("nccl 2.19 connect returned")
            << QByteArray("node-b:4410:4502 [1] NCCL INFO Channel 00/0 : 1[1] -> 2[0] [send] via NET/Socket/0\n"
                          "node-b:4410:4502 [1] misc/socket.cc:484 NCCL WARN socketPollConnect: Connect to "
                          "10.20.0.7<51234> returned 113(No route to host) errno 115(Operation now in progress)\n"
                          "node-b:4410:4502 [1] NCCL INFO misc/socket.cc:565 -> 6\n"
                          "torch.distributed.DistBackendError: NCCL error in: ProcessGroupNCCL.cpp:1970, "
                          "unhandled system error (run with NCCL_DEBUG=INFO for details), NCCL version 2.21.5\n"
                          "ncclSystemError: System call (e.g. socket, malloc) or external library call failed or "
                          "device error.\nLast error:\nsocketPollConnect: Connect to 10.20.0.7<51234> returned "
                          "113(No route to host) errno 115(Operation now in progress)\n")
            << QStringLiteral("network-interface") << QStringLiteral("returned 113(No route to host)")
            << QStringLiteral("No route to host");
        QTest::newRow("nccl 2.19 last connect retry")
            << QByteArray("node-a:812:990 [0] NCCL INFO socketPollConnect: connect returned No route to host, "
                          "retrying (1/34) after sleep for 100 msec\n"
                          "node-a:812:990 [0] NCCL INFO socketPollConnect: connect returned No route to host, "
                          "retrying (34/34) after sleep for 3400 msec\n")
            << QStringLiteral("network-interface") << QStringLiteral("retrying (34/34)")
            << QStringLiteral("No route to host");
        QTest::newRow("torch 2.3 heartbeat monitor")
            << QByteArray("[rank9]:[E1205 10:01:02.000000 311 ProcessGroupNCCL.cpp:1316] [PG 0 (default_pg) Rank 9] "
                          "Heartbeat monitor timed out! Process will be terminated after dumping debug info. "
                          "workMetaList_.size()=2\n"
                          "[rank9]:[F1205 10:01:32.000000 311 ProcessGroupNCCL.cpp:1169] [PG 0 (default_pg) Rank 9] "
                          "[PG 0 Rank 9] ProcessGroupNCCL's watchdog got stuck for 480 seconds without making "
                          "progress in monitoring enqueued collectives.\n")
            << QStringLiteral("collective-timeout") << QStringLiteral("watchdog got stuck for 480 seconds")
            << QStringLiteral("480 s");
        QTest::newRow("heartbeat monitor alone")
            << QByteArray("[E1205 10:01:02.000000 311 ProcessGroupNCCL.cpp:1316] [PG 0 Rank 3] Heartbeat monitor "
                          "timed out! Process will be terminated after dumping debug info. workMetaList_.size()=1\n")
            << QStringLiteral("collective-timeout") << QStringLiteral("Heartbeat monitor timed out") << QString();
        QTest::newRow("ofi transport")
            << QByteArray("[rank5]: torch.distributed.DistBackendError: NCCL error in: ProcessGroupNCCL.cpp:2027, "
                          "remote process exited or there was a network error, NCCL version 2.20.5\n"
                          "[rank5]: ncclRemoteError: A call failed possibly due to a network error or a remote "
                          "process exiting prematurely.\n[rank5]: Last error:\n"
                          "[rank5]: NET/OFI Request 0x7f00aa000000 completed with error. RC: 21. Error: 13 "
                          "(Connection refused). Completed length: 0\n")
            << QStringLiteral("infiniband") << QStringLiteral("NET/OFI Request") << QString();
        QTest::newRow("script path missing")
            << QByteArray("WARNING:torch.distributed.run:\n*****\nSetting OMP_NUM_THREADS environment variable for "
                          "each process to be 1 in default\n*****\n"
                          "/opt/conda/bin/python: can't open file '/workspace/job/tools/train.py': [Errno 2] No such "
                          "file or directory\n"
                          "ERROR:torch.distributed.elastic.multiprocessing.api:failed (exitcode: 2) local_rank: 0 "
                          "(pid: 77) of binary: /opt/conda/bin/python\n")
            << QStringLiteral("script-missing") << QStringLiteral("can't open file '/workspace/job/tools/train.py'")
            << QStringLiteral("/workspace/job/tools/train.py");
        QTest::newRow("store barrier, more processes than the world")
            << QByteArray("RuntimeError: Timed out initializing process group in store based barrier on rank: 1, "
                          "for key: store_based_barrier_key:1 (world_size=2, worker_count=4, timeout=0:30:00)\n")
            << QStringLiteral("world-size-mismatch") << QStringLiteral("worker_count=4")
            << QStringLiteral("4 processes reached the store's barrier for a world of 2");
        QTest::newRow("store barrier, a rank missing")
            << QByteArray("RuntimeError: Timed out initializing process group in store based barrier on rank: 1, "
                          "for key: store_based_barrier_key:1 (world_size=4, worker_count=3, timeout=0:30:00)\n")
            << QStringLiteral("store-timeout") << QStringLiteral("worker_count=3")
            << QStringLiteral("Only 3 of 4 ranks");
        QTest::newRow("mp.spawn wraps the worker's traceback")
            << QByteArray("Traceback (most recent call last):\n  File \"/w/main.py\", line 40, in <module>\n"
                          "    mp.spawn(run, nprocs=2)\n"
                          "  File \"/usr/lib/python3/dist-packages/torch/multiprocessing/spawn.py\", line 160, in "
                          "join\n    raise ProcessRaisedException(msg, error_index, failed_process.pid)\n"
                          "torch.multiprocessing.spawn.ProcessRaisedException: \n\n"
                          "-- Process 1 terminated with the following error:\n"
                          "Traceback (most recent call last):\n"
                          "  File \"/w/main.py\", line 21, in run\n    shards = open_shards(cfg)\n"
                          "FileNotFoundError: [Errno 2] No such file or directory: '/data/shards/index.json'\n")
            << QStringLiteral("worker-failed") << QStringLiteral("FileNotFoundError")
            << QStringLiteral("FileNotFoundError");
        QTest::newRow("host name of digits")
            << QByteArray("[W socket.cpp:601] [c10d] The client socket has failed to connect to 0.0.0.10:29400 "
                          "(errno: 22 - Invalid argument).\n"
                          "torch.distributed.DistNetworkError: The client socket has failed to connect to any "
                          "network address of (012, 29400).\n")
            << QStringLiteral("hostname-resolution") << QStringLiteral("network address of (012, 29400)")
            << QStringLiteral("read as the IPv4 address 0.0.0.10");
        QTest::newRow("mp.spawn: a worker killed by a signal")
            << QByteArray("Traceback (most recent call last):\n  File \"/w/train_net.py\", line 88, in <module>\n"
                          "    launch(main, 4)\n  File \"/usr/lib/python3/dist-packages/torch/multiprocessing/"
                          "spawn.py\", line 140, in join\n    raise ProcessExitedException(\n"
                          "torch.multiprocessing.spawn.ProcessExitedException: process 2 terminated with signal "
                          "SIGSEGV\n")
            << QStringLiteral("worker-exit") << QStringLiteral("terminated with signal SIGSEGV")
            << QStringLiteral("SIGSEGV");
        QTest::newRow("argparse quoted without its prog")
            << QByteArray("Error: unrecognized arguments: --local_rank=3\n") << QStringLiteral("local-rank-argument")
            << QStringLiteral("--local_rank=3") << QStringLiteral("does not accept --local_rank");
        // torchrun passes no --local_rank: a script that requires it is told so, not that it rejects it.
        QTest::newRow("a script that requires --local_rank")
            << QByteArray("usage: train.py [-h] --local_rank LOCAL_RANK\n"
                          "train.py: error: the following arguments are required: --local_rank\n")
            << QStringLiteral("local-rank-argument") << QStringLiteral("arguments are required: --local_rank")
            << QStringLiteral("train.py requires --local_rank, which torchrun does not pass");
        // Only torch 2.x's launch writes --local-rank; --local_rank=N is older launch's or DeepSpeed's.
        QTest::newRow("--local-rank of torch 2.x's launch")
            << QByteArray("train.py: error: unrecognized arguments: --local-rank=1\n")
            << QStringLiteral("local-rank-argument") << QStringLiteral("--local-rank=1")
            << QStringLiteral("which torch.distributed.launch (torch 2.0 and newer) passes");
        QTest::newRow("--local_rank=N of DeepSpeed's launcher or older launch")
            << QByteArray("train.py: error: unrecognized arguments: --local_rank=1\n")
            << QStringLiteral("local-rank-argument") << QStringLiteral("--local_rank=1")
            << QStringLiteral("or DeepSpeed's launcher");
        QTest::newRow("--local_rank with a page's en dash")
            << QByteArray("train.py: error: unrecognized arguments: \xe2\x80\x93local_rank=2\n")
            << QStringLiteral("local-rank-argument") << QStringLiteral("local_rank=2")
            << QStringLiteral("train.py does not accept --local_rank");
        QTest::newRow("the IB completion error quoted in ncclRemoteError's line")
            << QByteArray("ncclRemoteError: A call failed possibly due to a network error or a remote process "
                          "exiting prematurely.   Last error:   NET/IB : Got completion from peer 10.0.0.2<4242> "
                          "with error 5, opcode 48, len 100, vendor err 249\n")
            << QStringLiteral("infiniband") << QStringLiteral("Got completion from peer") << QString();
        QTest::newRow("NCCL bootstrap: a rank checked in twice")
            << QByteArray("host-a:100:200 [0] bootstrap.cc:131 NCCL WARN Bootstrap Root : rank 3 of 16 ranks has "
                          "already checked in\n")
            << QStringLiteral("world-size-mismatch") << QStringLiteral("has already checked in") << QString();
        // A signal outside the usual few is named too (one table gives numbers and names).
        QTest::newRow("mp.spawn: a worker killed by SIGFPE")
            << QByteArray("torch.multiprocessing.spawn.ProcessExitedException: process 1 terminated with signal "
                          "SIGFPE\n")
            << QStringLiteral("worker-exit") << QStringLiteral("terminated with signal SIGFPE")
            << QStringLiteral("SIGFPE");
        QTest::newRow("mp.spawn: a worker killed by SIGKILL")
            << QByteArray("torch.multiprocessing.spawn.ProcessExitedException: process 0 terminated with signal "
                          "SIGKILL\n")
            << QStringLiteral("host-out-of-memory") << QStringLiteral("SIGKILL") << QString();
        QTest::newRow("lightning's unused parameters")
            << QByteArray("RuntimeError: It looks like your LightningModule has parameters that were not used in "
                          "producing the loss returned by training_step. If this is intentional, you must enable the "
                          "detection of unused parameters in DDP.\n")
            << QStringLiteral("unused-parameters") << QStringLiteral("were not used in producing the loss")
            << QString();
        QTest::newRow("a privileged port")
            << QByteArray("torch.distributed.DistNetworkError: The server socket has failed to listen on any local "
                          "network address. The server socket has failed to bind to [::]:443 (errno: 13 - Permission "
                          "denied). The server socket has failed to bind to 0.0.0.0:443 (errno: 13 - Permission "
                          "denied).\n")
            << QStringLiteral("port-in-use") << QStringLiteral("Permission denied")
            << QStringLiteral("Port 443 is below 1024");
        QTest::newRow("GPU memory of several processes")
            << QByteArray("torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 20.00 MiB. GPU 2 has a total "
                          "capacity of 79.10 GiB of which 5.19 MiB is free. Process 101 has 39.84 GiB memory in use. "
                          "Process 102 has 39.23 GiB memory in use. Of the allocated memory 38.60 GiB is allocated by "
                          "PyTorch\n")
            << QStringLiteral("cuda-out-of-memory") << QStringLiteral("Process 102") << QStringLiteral("GPU 2 ran out");
        QTest::newRow("GPU memory of one process")
            << QByteArray("torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 20.00 MiB. GPU 2 has a total "
                          "capacity of 79.10 GiB of which 5.19 MiB is free. Process 101 has 79.04 GiB memory in use. "
                          "Of the allocated memory 78.60 GiB is allocated by PyTorch\n")
            << QStringLiteral("cuda-out-of-memory") << QStringLiteral("Process 101")
            << QStringLiteral("while allocating 20.00 MiB");
        QTest::newRow("fatal signal in the failure table")
            << QByteArray("  time      : 2026-12-05_10:11:12\n  host      : node-3\n"
                          "  rank      : 4 (local_rank: 0)\n  exitcode  : -11 (pid: 9012)\n"
                          "  error_file: <N/A>\n  traceback : Signal 11 (SIGSEGV) received by PID 9012\n"
                          "============================================================\n")
            << QStringLiteral("worker-exit") << QStringLiteral("exitcode  : -11") << QString();
        // Python before 3.11 prints the agent's signal as the enum's name; glued to a progress bar.
        QTest::newRow("death signal by name")
            << QByteArray(
                   "  1%|1         | 11/750 [05:05<5:36:58, 27.36s/it]W0828 22:53:47.001000 1398 torch/distributed/"
                   "elastic/agent/server/api.py:688] Received Signals.SIGHUP death signal, shutting down "
                   "workers\n")
            << QStringLiteral("terminated") << QStringLiteral("Received Signals.SIGHUP") << QStringLiteral("signal 1");
        // cudaErrorDevicesUnavailable: a GPU in exclusive-process mode that another process holds.
        QTest::newRow("GPU busy in exclusive mode")
            << QByteArray("[rank0]:   File \"/opt/py/torch/cuda/__init__.py\", line 444, in __enter__\n"
                          "[rank0]: RuntimeError: CUDA error: CUDA-capable device(s) is/are busy or unavailable\n")
            << QStringLiteral("duplicate-gpu") << QStringLiteral("busy or unavailable")
            << QStringLiteral("exclusive-process mode");
        // NCCL pinned to the loopback by the user's setting, its connections then refused.
        QTest::newRow("loopback set by the environment, connections refused")
            << QByteArray("n1:10:10 [0] NCCL INFO NCCL_SOCKET_IFNAME set by environment to lo\n"
                          "n1:10:10 [0] NCCL INFO Bootstrap : Using [0]lo:127.0.0.1<0>\n"
                          "n1:10:99 [0] NCCL INFO Call to connect returned Connection refused, retrying\n")
            << QStringLiteral("network-interface") << QStringLiteral("set by environment to lo")
            << QStringLiteral("interface lo (127.0.0.1)");
        // pdsh's "HOST: " label before bash's words: the master's python path replayed on a node.
        QTest::newRow("python path missing on a pdsh node")
            << QByteArray("10.0.0.18: bash: /home/u/envs/py37/bin/python: No such file or directory\n")
            << QStringLiteral("launcher-missing") << QStringLiteral("bin/python: No such file")
            << QStringLiteral("not found on 10.0.0.18");
        QTest::newRow("working folder missing on a pdsh node")
            << QByteArray("10.0.0.18: bash: line 0: cd: /data/src: No such file or directory\n")
            << QStringLiteral("script-missing") << QStringLiteral("cd: /data/src") << QStringLiteral("/data/src");
    }

    void causeInAnotherWording()
    {
        QFETCH(QByteArray, log);
        QFETCH(QString, kind);
        QFETCH(QString, decisive);
        QFETCH(QString, summary);
        const LogDiagnosisReport report = LogDiagnoser::diagnose(log);
        QVERIFY2(!report.findings.isEmpty(), "silent");
        const LogFinding& first = report.findings.first();
        QVERIFY2(LogFindingCatalog::slug(first.kind) == kind, qPrintable(kinds(report).join(u' ')));
        QCOMPARE(first.severity, Severity::Error);
        bool found = false;
        for (const LogEvidence& line : first.evidence)
            found = found || line.text.contains(decisive);
        QVERIFY2(found, qPrintable(first.evidence.value(0).text));
        QVERIFY2(first.summary.contains(summary), qPrintable(first.summary));
    }

    // torch's agent handles SIGHUP itself (elastic/multiprocessing/api.py), so nohup does not
    // keep it alive when the session closes: the fix says so, and what does.
    void hangUpFixNamesTheSession()
    {
        const LogDiagnosisReport report = LogDiagnoser::diagnose(
            QByteArray("torch.distributed.elastic.multiprocessing.api.SignalException: Process 4 got signal: 1\n"));
        QVERIFY(!report.findings.isEmpty());
        QCOMPARE(report.findings.first().kind, LogDiagnosisKind::Terminated);
        QVERIFY2(report.findings.first().fix.contains(QLatin1String("SIGHUP")) &&
                     report.findings.first().fix.contains(QLatin1String("setsid")),
                 qPrintable(report.findings.first().fix));
    }

    // The heartbeat monitor's end names its own settings, and what they do not mend.
    void heartbeatFixNamesItsSettings()
    {
        const LogDiagnosisReport report = LogDiagnoser::diagnose(
            QByteArray("[rank3]:[E1201 10:00:00.000000000 ProcessGroupNCCL.cpp:1746] [PG ID 0 PG GUID 0 Rank 3] "
                       "ProcessGroupNCCL's watchdog got stuck for 480 seconds without making progress in monitoring "
                       "enqueued collectives.\n"));
        QVERIFY(!report.findings.isEmpty());
        QCOMPARE(report.findings.first().kind, LogDiagnosisKind::CollectiveTimeout);
        const QString& fix = report.findings.first().fix;
        QVERIFY2(fix.contains(QLatin1String("TORCH_NCCL_HEARTBEAT_TIMEOUT_SEC")) &&
                     fix.contains(QLatin1String("480 s")),
                 qPrintable(fix));
    }

    void commandFixIsValidates()
    {
        LogDiagnosisOptions options;
        options.command = QStringLiteral("python -m torch.distributed.launch --nproc_per_node=2 train.py\n");
        options.torch = TorchVersion::of(1, 13);
        const LogDiagnosisReport report =
            diagnoseFiles(caseFiles(QStringLiteral("recorded/local-rank.log")), 0, options);
        const LogFinding& first = report.findings.first();
        QCOMPARE(first.kind, LogDiagnosisKind::LocalRankArgument);
        QVERIFY(first.commandFix.has_value());
        QCOMPARE(first.commandFix->replacement, QStringLiteral(" --use_env"));
        QVERIFY2(first.commandFixText.contains(QLatin1String("--use_env")), qPrintable(first.commandFixText));
        QCOMPARE(applyFixes(options.command, {*first.commandFix}),
                 QStringLiteral("python -m torch.distributed.launch --use_env --nproc_per_node=2 train.py\n"));
    }

    // torchrun's logged settings against the job's.
    void launcherConfigAgainstJob()
    {
        JobSpec job = JobSpec::guideExample();
        job.nodeCount = 2;
        job.gpusPerNode = 4;
        job.rendezvousId = QStringLiteral("job7");
        LogDiagnosisOptions options;
        options.job = job;
        const LogDiagnosisReport report =
            diagnoseFiles(caseFiles(QStringLiteral("recorded/healthy-2node-c10d")), 0, options);
        const LogFinding* config = nullptr;
        for (const LogFinding& finding : report.findings) {
            if (finding.kind == LogDiagnosisKind::LauncherConfig)
                config = &finding;
        }
        QVERIFY(config);
        QCOMPARE(config->severity, Severity::Warning); // the run itself was healthy
        QVERIFY2(config->summary.contains(QLatin1String("nproc_per_node 2, the job says 4")),
                 qPrintable(config->summary));
    }

    // --- Causes in the right order ---

    // The order of events decides: c10d's failed bind, then a closed rendezvous in the same log,
    // is the taken port (a stale store); the same lines the other way round are not.
    void portTakenBeforeRendezvousClosed()
    {
        const QStringList files = caseFiles(QStringLiteral("recorded/port-taken-closed.log"));
        const LogDiagnosisReport report = diagnoseFiles(files);
        QCOMPARE(kinds(report).value(0), QStringLiteral("port-in-use/error"));
        const LogFinding& first = report.findings.first();
        QVERIFY2(first.summary.contains(QLatin1String("found its rendezvous closed")), qPrintable(first.summary));
        QVERIFY(first.explains.contains(LogDiagnosisKind::RendezvousClosed));
        QVERIFY2(first.fix.contains(QLatin1String("rendezvous id")), qPrintable(first.fix));
        const LogFinding& closed = report.findings.at(1);
        QCOMPARE(closed.kind, LogDiagnosisKind::RendezvousClosed);
        QVERIFY(closed.explained);

        // The closed rendezvous first, the failed bind after it: the bind did not cause it.
        QList<QByteArray> lines = readAll(files.first()).split('\n');
        QByteArray reordered;
        for (const QByteArray& line : std::as_const(lines)) {
            if (line.contains("RendezvousClosedError"))
                reordered.prepend(line + '\n');
            else
                reordered += line + '\n';
        }
        const LogDiagnosisReport other = LogDiagnoser::diagnose(reordered);
        QCOMPARE(kinds(other).value(0), QStringLiteral("rendezvous-closed/error"));
        QVERIFY2(kinds(other).contains(QStringLiteral("port-in-use/warning")), qPrintable(kinds(other).join(u' ')));
    }

    // Two nodes both started as node rank 0 (recorded, LOGLEVEL=INFO): their node rank is named
    // before the port the second found taken, and explains it in that node's own log; is_host
    // on two nodes is the same mistake; distinct ranks are no finding.
    void duplicateNodeRankBeforeTakenPort_data()
    {
        QTest::addColumn<QList<QByteArray>>("configs");
        QTest::addColumn<QString>("first");
        QTest::addColumn<QString>("summary");
        const QList<QByteArray> nodes =
            readAll(kCorpus + QStringLiteral("/recorded/same-node-rank/node1.log")).split('\n');
        QByteArray node1;
        for (const QByteArray& line : nodes)
            node1 += line + '\n';
        const QByteArray node0 = readAll(kCorpus + QStringLiteral("/recorded/same-node-rank/node0.log"));
        QTest::newRow("recorded") << QList<QByteArray>{node0, node1} << "duplicate-node-rank/error"
                                  << "node0, node1 all ran as node rank 0";
        QByteArray other = node0;
        other.replace("'rank': 0}", "'rank': 1}");
        QTest::newRow("ranks differ") << QList<QByteArray>{other, node1} << "port-in-use/error"
                                      << "Port 45081 is already in use";
        QByteArray host0 = node0;
        host0.replace("static", "c10d").replace("{'timeout': '20', 'rank': 0}", "{'timeout': '20', 'is_host': True}");
        QByteArray host1 = node1;
        host1.replace("static", "c10d").replace("{'timeout': '20', 'rank': 0}", "{'timeout': '20', 'is_host': True}");
        QTest::newRow("is_host") << QList<QByteArray>{host0, host1} << "duplicate-node-rank/error"
                                 << "node0, node1 were all started with is_host";
    }

    void duplicateNodeRankBeforeTakenPort()
    {
        QFETCH(QList<QByteArray>, configs);
        QFETCH(QString, first);
        QFETCH(QString, summary);
        QVERIFY(configs.at(0).contains("rdzv_configs") && configs.at(1).contains("Address already in use"));
        const LogDiagnosisReport report =
            LogDiagnoser::diagnoseAll({{QStringLiteral("node0.log"), {}, {}, configs.at(0)},
                                       {QStringLiteral("node1.log"), {}, {}, configs.at(1)}});
        QCOMPARE(kinds(report).value(0), first);
        QVERIFY2(report.findings.first().summary.contains(summary), qPrintable(report.findings.first().summary));
        if (report.findings.first().kind != LogDiagnosisKind::DuplicateNodeRank)
            return;
        const LogFinding& ranks = report.findings.first();
        QCOMPARE(ranks.evidence.size(), 2); // each node's rdzv_configs line
        QVERIFY(ranks.explains.contains(LogDiagnosisKind::PortInUse));
        QCOMPARE(report.findings.at(1).kind, LogDiagnosisKind::PortInUse);
        QVERIFY(report.findings.at(1).explained);
        QVERIFY2(ranks.fix.contains(QLatin1String("--node_rank=${VC_TASK_INDEX}")), qPrintable(ranks.fix));
    }

    // One finding per log and kind (the Diagnose view's cards): a kind seen in two logs is two
    // findings, each with its own log's lines, explaining only what that log shows; without the
    // option it is one finding with the lines of both.
    void perLogFindings()
    {
        const QStringList files = caseFiles(QStringLiteral("recorded/same-node-rank"));
        QCOMPARE(files.size(), 2);
        LogDiagnosisOptions options;
        options.perLog = true;
        const LogDiagnosisReport report = diagnoseFiles(files, 0, options);
        QList<const LogFinding*> ranks;
        for (const LogFinding& finding : report.findings) {
            QVERIFY(!finding.evidence.isEmpty());
            for (const LogEvidence& line : finding.evidence)
                QCOMPARE(line.source, finding.evidence.first().source);
            if (finding.kind == LogDiagnosisKind::DuplicateNodeRank)
                ranks.append(&finding);
        }
        QCOMPARE(ranks.size(), 2);
        QCOMPARE(report.findings.at(0).kind, LogDiagnosisKind::DuplicateNodeRank);
        QCOMPARE(report.findings.at(1).kind, LogDiagnosisKind::DuplicateNodeRank);
        for (const LogFinding* part : ranks) {
            const int source = part->evidence.first().source;
            QCOMPARE(part->node, QStringLiteral("node%1").arg(source));
            // node1.log shows the taken port, node0.log does not.
            QCOMPARE(part->explains.contains(LogDiagnosisKind::PortInUse), source == 1);
            QVERIFY(part->summary.contains(QLatin1String("node0, node1 all ran as node rank 0")));
        }
        const LogFinding& port = report.findings.at(2);
        QCOMPARE(port.kind, LogDiagnosisKind::PortInUse);
        QVERIFY(port.explained);
        QVERIFY(port.causedBy.isEmpty()); // its cause is in its own log

        const LogDiagnosisReport joined = diagnoseFiles(files);
        QCOMPARE(joined.findings.first().kind, LogDiagnosisKind::DuplicateNodeRank);
        QCOMPARE(joined.findings.first().evidence.size(), 2);
        QCOMPARE(joined.findings.at(1).kind, LogDiagnosisKind::PortInUse);
    }

    // One log per node with timestamps (kubectl logs --timestamps): the node that failed first
    // comes first, and the lost peer another node printed later is its consequence, named with
    // that node's log. Printed earlier, the lost peer is the cause; without times, the catalogue.
    void orderOfEventsAcrossNodes_data()
    {
        QTest::addColumn<QString>("crashAt");
        QTest::addColumn<QString>("exitCode");
        QTest::addColumn<QString>("first");
        QTest::addColumn<QString>("then");
        QTest::newRow("crash first") << "2024-06-01T10:02:31.100000000Z "
                                     << "-11"
                                     << "worker-exit"
                                     << "peer-lost";
        QTest::newRow("crash after") << "2024-06-01T10:02:50.100000000Z "
                                     << "-11"
                                     << "peer-lost"
                                     << "worker-exit";
        // Without times a worker's own crash (SIGSEGV) is why its peer lost it; an exit code 1
        // (any exception, a lost peer's too) says nothing of the order.
        QTest::newRow("no times, a crash") << ""
                                           << "-11"
                                           << "worker-exit"
                                           << "peer-lost";
        QTest::newRow("no times, code 1") << ""
                                          << "1"
                                          << "peer-lost"
                                          << "worker-exit";
        // SIGABRT with nothing in the report that makes torch abort a rank (no watchdog time-out,
        // no NCCL error): the worker aborted by itself (a native library), its peer lost it.
        QTest::newRow("no times, SIGABRT") << ""
                                           << "-6"
                                           << "worker-exit"
                                           << "peer-lost";
    }

    void orderOfEventsAcrossNodes()
    {
        QFETCH(QString, crashAt);
        QFETCH(QString, exitCode);
        QFETCH(QString, first);
        QFETCH(QString, then);
        const QByteArray at = crashAt.toUtf8();
        const QByteArray peerAt = at.isEmpty() ? QByteArray() : QByteArray("2024-06-01T10:02:40.552300000Z ");
        const QByteArray node0 = peerAt + "[rank0]:Traceback (most recent call last):\n" + peerAt +
                                 "[rank0]:  File \"/job/train.py\", line 52, in <module>\n" + peerAt +
                                 "[rank0]:    dist.all_reduce(loss)\n" + peerAt +
                                 "[rank0]:RuntimeError: [../third_party/gloo/gloo/transport/tcp/pair.cc:598] "
                                 "Connection closed by peer [10.0.0.12]:4711\n";
        // torch 2.x's own time stamp, when the platform's says one.
        const QByteArray logged = at.isEmpty() ? QByteArray("ERROR:torch.distributed.elastic.multiprocessing.api:")
                                               : '[' + at.left(10) + ' ' + at.mid(11, 8) + ',' + at.mid(20, 3) +
                                                     "] torch.distributed.elastic.multiprocessing.api: [ERROR] ";
        const QByteArray node1 = at + logged + "failed (exitcode: " + exitCode.toUtf8() +
                                 ") local_rank: 0 (pid: 812) of binary: /usr/bin/python3\n";
        const LogDiagnosisReport report = LogDiagnoser::diagnoseAll(
            {{QStringLiteral("worker-0.log"), {}, {}, node0}, {QStringLiteral("worker-1.log"), {}, {}, node1}});
        QCOMPARE(kinds(report).mid(0, 2),
                 (QStringList{first + QStringLiteral("/error"), then + QStringLiteral("/error")}));
        const LogFinding& cause = report.findings.at(0);
        const LogFinding& effect = report.findings.at(1);
        QVERIFY(!cause.explained);
        QVERIFY(effect.explained);
        QCOMPARE(effect.causedBy, QList<LogCause>{(LogCause{cause.kind, cause.evidence.first().source})});
    }

    // torchrun's --max_restarts: the attempt after a failure runs the script from its start, so
    // its first lines come again. Only when nothing fails after that did the job recover.
    void restartThatRecovered_data()
    {
        const QByteArray start = "rank 0/2 local_rank 0 started on worker-0\nepoch 0 step 0 loss 0.4258\n";
        const QByteArray failure = "Traceback (most recent call last):\n  File \"/job/train.py\", line 9, in <module>\n"
                                   "RuntimeError: shard 3 is missing\n"
                                   "ERROR:torch.distributed.elastic.multiprocessing.api:failed (exitcode: 1) "
                                   "local_rank: 0 (pid: 812) of binary: /usr/bin/python3\n";
        const QByteArray table = "torch.distributed.elastic.multiprocessing.errors.ChildFailedError: \n"
                                 "============================================================\ntrain.py FAILED\n"
                                 "Failures:\n  <NO_OTHER_FAILURES>\nRoot Cause (first observed failure):\n[0]:\n"
                                 "  rank      : 0 (local_rank: 0)\n  exitcode  : 1 (pid: 812)\n";
        QTest::addColumn<QByteArray>("log");
        QTest::addColumn<bool>("recovered");
        QTest::newRow("the restart ran on") << start + failure + start + "epoch 1 step 0 loss 0.2\n" << true;
        QTest::newRow("with the tee prefix")
            << QByteArray("[default0]:rank 0 of 2 is ready to train\n") + failure +
                   "[default0]:rank 0 of 2 is ready to train\n[default0]:epoch 0 done\n"
            << true;
        QTest::newRow("the restart failed the same way") << start + failure + start + failure << false;
        QTest::newRow("restarts exhausted: the table") << start + failure + start + failure + table << false;
        QTest::newRow("no line of the start again") << start + failure + "epoch 1 step 0 loss 0.2\n" << false;
        QTest::newRow("a short line is no start") << QByteArray("step 0 ok\n") + failure + "step 0 ok\n" << false;
        QTest::newRow("an error after the restart")
            << start + failure + start + "RuntimeError: CUDA error: an illegal memory access was encountered\n"
            << false;
    }

    void restartThatRecovered()
    {
        QFETCH(QByteArray, log);
        QFETCH(bool, recovered);
        const LogDiagnosisReport report = LogDiagnoser::diagnose(log, QStringLiteral("worker-0.log"));
        QVERIFY(!report.findings.isEmpty());
        QCOMPARE(report.hasErrors(), !recovered);
        const LogFinding& first = report.findings.first();
        QCOMPARE(first.details.contains(QStringLiteral("restarted")), recovered);
        if (recovered) {
            QCOMPARE(LogFindingCatalog::slug(first.kind), QStringLiteral("worker-failed"));
            QVERIFY2(first.summary.contains(QStringLiteral("restarted")), qPrintable(first.summary));
        }
    }

    // Another node's log with the same failure and no restart: that node stopped, the error stays.
    void restartRecoversOnlyItsOwnLog()
    {
        const QByteArray start = "rank 0/2 local_rank 0 started on worker-0\n";
        const QByteArray failure = "RuntimeError: shard 3 is missing\n"
                                   "ERROR:torch.distributed.elastic.multiprocessing.api:failed (exitcode: 1) "
                                   "local_rank: 0 (pid: 812) of binary: /usr/bin/python3\n";
        const LogDiagnosisReport report = LogDiagnoser::diagnoseAll(
            {{QStringLiteral("worker-0.log"), {}, {}, start + failure + start},
             {QStringLiteral("worker-1.log"), {}, {}, QByteArray("RuntimeError: shard 3 is missing\n")}});
        QVERIFY(report.hasErrors());
    }

    // A line without a time stamp takes the time of one a few lines above it, not of one far
    // above (a c10d warning when the job started): node1's exit then has no time, and the
    // catalogue decides, as without times.
    void staleTimeIsNoTime_data()
    {
        QTest::addColumn<int>("between");
        QTest::addColumn<QString>("first");
        QTest::newRow("near") << 3 << "worker-exit";
        QTest::newRow("far") << 500 << "peer-lost";
    }

    void staleTimeIsNoTime()
    {
        QFETCH(int, between);
        QFETCH(QString, first);
        const QByteArray node0 = "2024-06-01T10:02:40.552300000Z [rank0]:RuntimeError: "
                                 "[../third_party/gloo/gloo/transport/tcp/pair.cc:598] Connection closed by peer "
                                 "[10.0.0.12]:4711\n";
        QByteArray node1 = "W0601 10:02:30.100000 812 socket.cpp:601] [c10d] The IPv6 network addresses of "
                           "(trainer-worker-0.trainer, 29500) cannot be retrieved (gai error: -2 - Name or service "
                           "not known).\n";
        for (int i = 0; i < between; ++i)
            node1 += "[default0]:step " + QByteArray::number(i) + " loss 0.25\n";
        node1 += "ERROR:torch.distributed.elastic.multiprocessing.api:failed (exitcode: 1) local_rank: 0 (pid: 812) "
                 "of binary: /usr/bin/python3\n";
        const LogDiagnosisReport report = LogDiagnoser::diagnoseAll(
            {{QStringLiteral("worker-0.log"), {}, {}, node0}, {QStringLiteral("worker-1.log"), {}, {}, node1}});
        QCOMPARE(kinds(report).value(0), first + QStringLiteral("/error"));
    }

    // A C++ backtrace (c10's "Exception raised from ..." and "frame #N:" lines) is never a
    // finding's evidence: the message above it is, whatever the frames name.
    void backtraceIsNoFinding_data()
    {
        QTest::addColumn<QByteArray>("log");
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("decisive");
        const QByteArray frames =
            "Exception raised from fused_forward at /src/ext/attn.cpp:88 (most recent call first):\n"
            "frame #0: c10::Error::Error(c10::SourceLocation, std::string) + 0x57 (0x7f3b1c57a897 in "
            "/usr/local/lib/python3.10/dist-packages/torch/lib/libc10.so)\n"
            "frame #1: c10d::ProcessGroupNCCL::WorkNCCL::checkTimeout(std::optional<std::chrono::duration<long, "
            "std::ratio<1l, 1000l> > >) + 0x1d2 (0x7f3b1d8531b2 in libtorch_cuda.so)\n"
            "frame #2: c10d::TCPStore::doWait(c10::ArrayRef<std::string>, std::chrono::duration<long, "
            "std::ratio<1l, 1000l> >) + 0x1d2 (0x7f in libtorch_cpu.so)\n"
            "frame #3: c10d::ProcessGroupNCCL::ncclCommWatchdog() + 0x10c (0x7f3b1d85a1dc in libtorch_cuda.so)\n";
        QTest::newRow("exception of the script")
            << QByteArray("Traceback (most recent call last):\n  File \"/job/train.py\", line 20, in <module>\n"
                          "    out = fused_op(x)\nRuntimeError: the fused attention kernel needs head_dim <= 256\n") +
                   frames
            << QStringLiteral("worker-failed") << QStringLiteral("head_dim <= 256");
        QTest::newRow("terminate and what()")
            << QByteArray("terminate called after throwing an instance of 'c10::Error'\n"
                          "  what():  custom allocator refused the block\n") +
                   frames
            << QStringLiteral("worker-failed") << QStringLiteral("custom allocator refused the block");
        QTest::newRow("the watchdog's message")
            << QByteArray("[rank1]:[E1205 10:01:02.123456 4242 ProcessGroupNCCL.cpp:1537] [PG 0 Rank 1] Process "
                          "group watchdog thread terminated with exception: [Rank 1] Watchdog caught collective "
                          "operation timeout: WorkNCCL(SeqNum=5, OpType=ALLREDUCE, NumelIn=1, NumelOut=1, "
                          "Timeout(ms)=600000) ran for 600012 milliseconds before timing out.\n") +
                   frames
            << QStringLiteral("collective-timeout") << QStringLiteral("Watchdog caught collective operation timeout");
        QTest::newRow("frames alone") << frames << QStringLiteral("none") << QStringLiteral("-");
    }

    void backtraceIsNoFinding()
    {
        QFETCH(QByteArray, log);
        QFETCH(QString, kind);
        QFETCH(QString, decisive);
        const LogDiagnosisReport report = LogDiagnoser::diagnose(log);
        if (kind == QLatin1String("none")) {
            QVERIFY2(report.findings.isEmpty(), qPrintable(kinds(report).join(u' ')));
            return;
        }
        QCOMPARE(LogFindingCatalog::slug(report.findings.first().kind), kind);
        bool found = false;
        for (const LogEvidence& line : report.findings.first().evidence)
            found = found || line.text.contains(decisive);
        QVERIFY(found);
        for (const LogFinding& finding : report.findings) {
            for (const LogEvidence& line : finding.evidence) {
                QVERIFY2(!line.text.startsWith(QLatin1String("frame #")) &&
                             !line.text.startsWith(QLatin1String("Exception raised from")),
                         qPrintable(line.text));
            }
        }
    }

    // python refusing the script torch took from a quoted string of options or a pasted dash
    // (recorded), with --command: validate's own finding on the command beside it, its fix.
    void optionTakenForTheScript_data()
    {
        QTest::addColumn<QString>("relative");
        QTest::addColumn<QString>("command");
        QTest::addColumn<QString>("fixed");
        QTest::newRow("quoted") << "recorded/option-quoted.log"
                                << "torchrun \"--nproc_per_node 2\" train_ddp.py\n"
                                << "torchrun --nproc_per_node 2 train_ddp.py\n";
        QTest::newRow("en dash") << "recorded/option-endash.log"
                                 << QStringLiteral("torchrun \u2013nproc_per_node=2 train_ddp.py\n")
                                 << "torchrun --nproc_per_node=2 train_ddp.py\n";
    }

    void optionTakenForTheScript()
    {
        QFETCH(QString, relative);
        QFETCH(QString, command);
        QFETCH(QString, fixed);
        const LogDiagnosisReport alone = diagnoseFiles(caseFiles(relative));
        QCOMPARE(kinds(alone).value(0), QStringLiteral("launcher-arguments/error"));
        QVERIFY(alone.findings.first().explains.contains(LogDiagnosisKind::WorkerExit));
        LogDiagnosisOptions options;
        options.command = command;
        options.torch = TorchVersion::of(1, 13);
        const LogDiagnosisReport report = diagnoseFiles(caseFiles(relative), 0, options);
        const LogFinding& first = report.findings.first();
        QCOMPARE(first.kind, LogDiagnosisKind::LauncherArguments);
        QVERIFY2(first.jobNotes.join(u' ').contains(QLatin1String("[DDP314]")), qPrintable(first.jobNotes.join(u'|')));
        QVERIFY(first.commandFix.has_value());
        QCOMPARE(applyFixes(command, {*first.commandFix}), fixed);
    }

    // A connection that fails after a completed rendezvous is one between ranks (the network),
    // not the rendezvous endpoint; before it, it is the endpoint.
    void connectionAfterRendezvousIsTheNetwork_data()
    {
        QTest::addColumn<QByteArray>("log");
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("summary");
        const QByteArray complete = "INFO:torch.distributed.elastic.agent.server.api:[default] Rendezvous complete for "
                                    "workers. Result:\n  restart_count=0\n  master_addr=trainer-worker-0.trainer\n";
        const QByteArray refused = "RuntimeError: Connection refused\n";
        QTest::newRow("after") << complete + refused << "network-interface/error"
                               << "after the rendezvous had succeeded";
        QTest::newRow("before") << refused + complete << "rendezvous-unreachable/error"
                                << "rendezvous endpoint";
        QTest::newRow("without") << refused << "rendezvous-unreachable/error"
                                 << "rendezvous endpoint";
        QTest::newRow("nccl-connect")
            << QByteArray("h:1:2 [0] misc/socket.cc:484 NCCL WARN socketStartConnect: Connect to 10.0.0.9<40312> "
                          "failed : Connection refused\n")
            << "network-interface/error"
            << "10.0.0.9:40312";
        QTest::newRow("nccl-poll")
            << QByteArray("[rank3]: socketPollConnect: connect returned Connection refused, exceeded error retry "
                          "count (35)\n")
            << "network-interface/error"
            << "Connection refused";
        QTest::newRow("gloo-pair") << QByteArray(
                                          "RuntimeError: [../third_party/gloo/gloo/transport/tcp/pair.cc:799] connect "
                                          "[10.1.2.3]:51234: No route to host\n")
                                   << "network-interface/error"
                                   << "10.1.2.3:51234";
        // NCCL retries while the peers start: alone, a warning.
        QTest::newRow("nccl-retry") << QByteArray("h:1:2 [0] NCCL WARN Call to connect returned Connection refused, "
                                                  "retrying\n")
                                    << "network-interface/warning"
                                    << "";
    }

    void connectionAfterRendezvousIsTheNetwork()
    {
        QFETCH(QByteArray, log);
        QFETCH(QString, kind);
        QFETCH(QString, summary);
        const LogDiagnosisReport report = LogDiagnoser::diagnose(log);
        QCOMPARE(kinds(report).value(0), kind);
        QVERIFY2(report.findings.first().summary.contains(summary), qPrintable(report.findings.first().summary));
    }

    // Recorded: Gloo advertising 127.0.1.1 names /etc/hosts; an unroutable interface and a
    // torchrun reverse look-up are named as such.
    void networkCausesFromRecordedRuns_data()
    {
        QTest::addColumn<QString>("relative");
        QTest::addColumn<QString>("command");
        QTest::addColumn<QString>("summary");
        QTest::addColumn<QString>("fix");
        QTest::newRow("loopback-alias") << "recorded/gloo-loopback-alias"
                                        << ""
                                        << "127.0.1.1 is the loopback alias /etc/hosts gives"
                                        << "\"127.0.1.1 <hostname>\" line of the image's /etc/hosts";
        QTest::newRow("unroutable") << "recorded/gloo-unroutable-interface"
                                    << ""
                                    << "after the rendezvous had succeeded (Network is unreachable)"
                                    << "the route between the nodes";
        QTest::newRow("reverse-info") << "recorded/reverse-lookup-info"
                                      << ""
                                      << "by a reverse look-up; the endpoint says 10.231.52.11"
                                      << "socket.getfqdn()";
        // Without LOGLEVEL=INFO the command says what the endpoint was.
        QTest::newRow("reverse-command")
            << "recorded/reverse-lookup"
            << "torchrun --nnodes=2 --rdzv_backend=c10d --rdzv_endpoint=10.231.52.11:29400 train_ddp.py"
            << "by a reverse look-up"
            << "--local-addr";
        QTest::newRow("reverse-unknown") << "recorded/reverse-lookup"
                                         << ""
                                         << "The host name node1.pods.cluster.internal does not resolve"
                                         << "headless Service";
    }

    void networkCausesFromRecordedRuns()
    {
        QFETCH(QString, relative);
        QFETCH(QString, command);
        QFETCH(QString, summary);
        QFETCH(QString, fix);
        LogDiagnosisOptions options;
        options.command = command;
        if (!command.isEmpty()) {
            // As the CLI's --command does: the command read into a job too.
            const CommandImport imported = CommandImporter::import(command, JobSpec());
            QVERIFY(imported.ok);
            options.job = imported.job;
        }
        const LogDiagnosisReport report = diagnoseFiles(caseFiles(relative), 0, options);
        QVERIFY(!report.findings.isEmpty());
        const LogFinding& first = report.findings.first();
        QCOMPARE(first.severity, Severity::Error);
        QVERIFY2(first.summary.contains(summary), qPrintable(first.summary));
        QVERIFY2(first.fix.contains(fix), qPrintable(first.fix));
        QVERIFY(!first.explained);
        // A pasted command's own endpoint, not the job form's $MASTER, is what the notes name.
        if (!command.isEmpty()) {
            const QString notes = first.jobNotes.join(u' ');
            QVERIFY2(!notes.contains(QLatin1String("$MASTER")), qPrintable(notes));
        }
    }

    // Different NCCL versions across the ranks of one interleaved log are their own cause, and
    // explain the NCCL errors that follow.
    void ncclVersionsOfRanks()
    {
        const LogDiagnosisReport report =
            diagnoseFiles(caseFiles(QStringLiteral("modelled/nccl-version-mismatch-interleaved.log")));
        QCOMPARE(kinds(report).value(0), QStringLiteral("nccl-version-mismatch/error"));
        QVERIFY2(report.findings.first().summary.contains(QLatin1String("rank 4 loads NCCL 2.21.5")),
                 qPrintable(report.findings.first().summary));
        QVERIFY(report.findings.first().explains.contains(LogDiagnosisKind::NcclError));
        QVERIFY(!kinds(report).contains(QStringLiteral("network-interface/error")));
    }

    // NCCL's INFO lines name the interface it chose: the evidence when the job then failed, a
    // warning when it did not, and no cause when another error explains the failure better.
    void ncclInterfaceEvidence_data()
    {
        QTest::addColumn<QByteArray>("log");
        QTest::addColumn<QString>("first");
        QTest::addColumn<QString>("summary");
        const QByteArray docker = "a:1:1 [0] NCCL INFO Bootstrap : Using docker0:172.17.0.1<0>\n";
        const QByteArray veth = "a:1:1 [0] NCCL INFO NET/Socket : Using [0]veth9f3a21:10.244.0.1<0>\n";
        const QByteArray ipoib = "a:1:1 [0] NCCL INFO NET/IB : Using [0]mlx5_0:1/IB ; OOB ib0:192.168.1.4<0>\n";
        const QByteArray lo = "a:1:1 [0] NCCL INFO NET/Socket : Using [0]lo:127.0.0.1<0>\n";
        const QByteArray failed =
            "[rank1]: torch.distributed.DistBackendError: NCCL error in: ProcessGroupNCCL.cpp:1970, "
            "unhandled system error, NCCL version 2.21.5\n";
        const QByteArray oom = "[rank0]: torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB\n";
        QTest::newRow("docker") << docker + failed << "network-interface/error"
                                << "docker0 (172.17.0.1)";
        QTest::newRow("veth") << veth + failed << "network-interface/error"
                              << "veth9f3a21";
        QTest::newRow("ipoib") << ipoib + failed << "network-interface/error"
                               << "IPoIB interface ib0";
        QTest::newRow("lo") << lo + failed << "network-interface/error"
                            << "loopback interface lo";
        QTest::newRow("healthy") << docker << "network-interface/warning"
                                 << "docker0";
        QTest::newRow("eth0-is-fine") << QByteArray("a:1:1 [0] NCCL INFO Bootstrap : Using eth0:10.0.0.4<0>\n") + failed
                                      << "nccl-error/error"
                                      << "NCCL";
        QTest::newRow("oom-explains-better") << docker + oom + failed << "cuda-out-of-memory/error"
                                             << "GPU memory";
        // NCCL's trees come from every rank's peer information, gathered over that interface: it
        // reached them all, and is no suspect (a healthy log, or another failure's).
        const QByteArray trees = "a:1:1 [0] NCCL INFO Trees [0] 1/-1/-1->0->-1 [1] 1/-1/-1->0->-1\n";
        QTest::newRow("trees-healthy") << ipoib + trees << QString() << QString();
        QTest::newRow("trees-then-failure") << docker + trees + failed << "nccl-error/error"
                                            << "NCCL";
    }

    void ncclInterfaceEvidence()
    {
        QFETCH(QByteArray, log);
        QFETCH(QString, first);
        QFETCH(QString, summary);
        const LogDiagnosisReport report = LogDiagnoser::diagnose(log);
        QCOMPARE(kinds(report).value(0), first);
        if (!first.isEmpty())
            QVERIFY2(report.findings.first().summary.contains(summary), qPrintable(report.findings.first().summary));
    }

    // --- Fixes the job can take ---

    // Each fix changes exactly what it says: the job after it equals the job with that one field
    // changed by hand, and the command lines it lists are the generated command's.
    void jobFixesChangeWhatTheySay_data()
    {
        QTest::addColumn<QString>("relative");
        QTest::addColumn<int>("torchMinor"); // 1.13 or 2.x
        QTest::addColumn<bool>("c10d");
        QTest::addColumn<QString>("label");
        QTest::addColumn<QString>("added");
        QTest::newRow("rdzv-id") << "recorded/port-taken-closed.log" << 6 << true << "Use the rendezvous id job8"
                                 << "+ --rdzv-id=job8 \\";
        QTest::newRow("port-c10d-1.13") << "recorded/port-taken-closed.log" << 13 << true << "Use port 29501"
                                        << "+ --rdzv_endpoint=\"${MASTER}:29501\" \\";
        QTest::newRow("port-static-1.13") << "recorded/port-in-use.log" << 13 << false << "Use port 29501"
                                          << "+ --master_port=29501 \\";
        QTest::newRow("port-static-2.6") << "recorded/port-in-use.log" << 6 << false << "Use port 29501"
                                         << "+ --master-port=29501 \\";
        QTest::newRow("gloo-ifname") << "recorded/gloo-loopback-alias" << 13 << false
                                     << "Set GLOO_SOCKET_IFNAME=eth0 for the job"
                                     << "+ export GLOO_SOCKET_IFNAME=eth0";
        QTest::newRow("nccl-ifname") << "modelled/nccl-interfaces-docker.log" << 6 << true
                                     << "Set NCCL_SOCKET_IFNAME=eth0 for the job"
                                     << "+ export NCCL_SOCKET_IFNAME=eth0";
        QTest::newRow("nccl-ifname-replaced")
            << "modelled/nccl-interfaces-docker.log" << 6 << true << "Set NCCL_SOCKET_IFNAME=eth0 for the job"
            << "- export NCCL_SOCKET_IFNAME=docker0";
        QTest::newRow("ib-disable") << "modelled/infiniband-qp.log" << 6 << true << "Set NCCL_IB_DISABLE=1 for the job"
                                    << "+ export NCCL_IB_DISABLE=1";
        QTest::newRow("shm-disable") << "modelled/shm-nccl.log" << 6 << true << "Set NCCL_SHM_DISABLE=1 for the job"
                                     << "+ export NCCL_SHM_DISABLE=1";
        QTest::newRow("static-for-reverse") << "recorded/reverse-lookup-info" << 13 << true << "Use the static backend"
                                            << "+ --master_addr=\"${MASTER}\" \\";
    }

    void jobFixesChangeWhatTheySay()
    {
        QFETCH(QString, relative);
        QFETCH(int, torchMinor);
        QFETCH(bool, c10d);
        QFETCH(QString, label);
        QFETCH(QString, added);
        JobSpec job = JobSpec::guideExample();
        job.torchVersion = torchMinor == 13 ? TorchVersion::of(1, 13) : TorchVersion::of(2, torchMinor);
        job.rendezvousBackend = c10d ? RendezvousBackend::C10d : RendezvousBackend::Static;
        job.rendezvousId = QStringLiteral("job7");
        if (QString::fromLatin1(QTest::currentDataTag()).endsWith(QLatin1String("replaced")))
            job.env = {EnvVar{QStringLiteral("OMP_NUM_THREADS"), QStringLiteral("4")},
                       EnvVar{QStringLiteral("NCCL_SOCKET_IFNAME"), QStringLiteral("docker0")}};
        LogDiagnosisOptions options;
        options.job = job;
        const LogDiagnosisReport report = diagnoseFiles(caseFiles(relative), 0, options);
        const LogFinding* offering = nullptr;
        int index = -1;
        for (const LogFinding& finding : report.findings) {
            for (int i = 0; i < finding.jobFixes.size() && !offering; ++i) {
                if (finding.jobFixes.at(i).label == label) {
                    offering = &finding;
                    index = i;
                }
            }
        }
        QVERIFY2(offering, qPrintable(kinds(report).join(u' ')));
        QCOMPARE(offering, &report.findings.first()); // the root cause offers it
        QCOMPARE(offering->jobFixChanges.size(), offering->jobFixes.size());
        QVERIFY2(offering->jobFixChanges.at(index).contains(added),
                 qPrintable(offering->jobFixChanges.at(index).join(u'|')));

        JobSpec fixed = job;
        offering->jobFixes.at(index).apply(fixed);
        JobSpec expected = job;
        const QString tag = QString::fromLatin1(QTest::currentDataTag());
        if (tag == QLatin1String("rdzv-id"))
            expected.rendezvousId = QStringLiteral("job8");
        else if (tag.startsWith(QLatin1String("port")))
            expected.port = 29501;
        else if (tag == QLatin1String("static-for-reverse"))
            expected.rendezvousBackend = RendezvousBackend::Static;
        else if (tag == QLatin1String("nccl-ifname-replaced"))
            expected.env[1].value = QStringLiteral("eth0");
        else {
            const QString assignment = label.section(u' ', 1, 1); // "NAME=value"
            expected.env.append(EnvVar{assignment.section(u'=', 0, 0), assignment.section(u'=', 1)});
        }
        QVERIFY(fixed == expected);
        // Applied once, a fix is not offered again.
        options.job = fixed;
        const LogDiagnosisReport again = diagnoseFiles(caseFiles(relative), 0, options);
        for (const LogFinding& finding : again.findings) {
            for (const JobFix& fix : finding.jobFixes) {
                if (fix.label.startsWith(QLatin1String("Set ")))
                    QVERIFY2(fix.label != label, qPrintable(fix.label));
            }
        }
    }

    // Shared memory is a platform setting: the finding says what to set and where.
    void sharedMemoryNamesThePlatformSetting()
    {
        JobSpec job = JobSpec::guideExample(); // 8 processes per node
        LogDiagnosisOptions options;
        options.job = job;
        const LogDiagnosisReport report =
            diagnoseFiles(caseFiles(QStringLiteral("recorded/worker-sigbus.log")), 0, options);
        QCOMPARE(report.findings.first().kind, LogDiagnosisKind::SharedMemory);
        const QString notes = report.findings.first().jobNotes.join(u' ');
        QVERIFY2(notes.contains(QLatin1String("at least 8 GiB of /dev/shm")), qPrintable(notes));
        QVERIFY2(notes.contains(QLatin1String("Volcano export")), qPrintable(notes));
        // A worker's SIGBUS is not NCCL's segment: no NCCL variable offered.
        QVERIFY(report.findings.first().jobFixes.isEmpty());
    }

    // The CLI prints each fix with the lines of the start command it changes.
    void textReportShowsTheCommandChange()
    {
        JobSpec job = JobSpec::guideExample();
        job.gpusPerNode = 0;
        LogDiagnosisOptions options;
        options.job = job;
        const LogDiagnosisReport report =
            diagnoseFiles(caseFiles(QStringLiteral("recorded/gloo-loopback-alias")), 0, options);
        const QString text = LogDiagnosisReportFormat::toText(report);
        QVERIFY2(text.contains(QLatin1String("  job fix: Set GLOO_SOCKET_IFNAME=eth0 for the job\n"
                                             "      + export GLOO_SOCKET_IFNAME=eth0\n")),
                 qPrintable(text));
        const nlohmann::json json = nlohmann::json::parse(LogDiagnosisReportFormat::toJson(report).toStdString());
        QCOMPARE(json["findings"][0]["job"]["fix_changes"][0][0].get<std::string>(),
                 std::string("+ export GLOO_SOCKET_IFNAME=eth0"));
    }

    // `python noenv.py` (recorded: init_process_group without a launcher), with --command
    // showing no launcher: start it with torchrun, the command's own line in the fix.
    void missingLauncherUsesTheCommand_data()
    {
        QTest::addColumn<QString>("command");
        QTest::addColumn<QString>("fix");
        QTest::newRow("python") << "python noenv.py"
                                << "torchrun --nproc_per_node=1 noenv.py";
        QTest::newRow("python3-args") << "cd /work && python3 -u noenv.py --epochs 3"
                                      << "torchrun --nproc_per_node=1 noenv.py --epochs 3";
        QTest::newRow("torchrun") << "torchrun --nproc_per_node=2 noenv.py"
                                  << "";
    }

    void missingLauncherUsesTheCommand()
    {
        QFETCH(QString, command);
        QFETCH(QString, fix);
        LogDiagnosisOptions options;
        options.command = command + u'\n';
        const LogDiagnosisReport report = diagnoseFiles(caseFiles(QStringLiteral("recorded/noenv.log")), 0, options);
        QVERIFY(!report.findings.isEmpty());
        const LogFinding& first = report.findings.first();
        if (fix.isEmpty()) {
            // The command has a launcher: the command's line is not rewritten, no note.
            QVERIFY2(!first.fix.contains(QLatin1String("--nproc_per_node=1 noenv.py")), qPrintable(first.fix));
            QVERIFY2(!first.jobNotes.join(u' ').contains(QLatin1String("not with a launcher")),
                     qPrintable(first.jobNotes.join(u'|')));
            return;
        }
        QVERIFY2(first.fix.contains(fix), qPrintable(first.fix));
        QVERIFY2(first.jobNotes.join(u' ').contains(QLatin1String("not with a launcher")),
                 qPrintable(first.jobNotes.join(u'|')));
    }

    // Checked with Debian's torch 1.13 on Python 3.11: 1 and 2 work, 0 (the default) and 3 crash.
    void stdQuirkFixNamesTheValuesThatCrash()
    {
        const QString fix = LogFindingCatalog::fix(LogDiagnosisKind::TorchStdQuirk);
        QVERIFY2(fix.contains(QLatin1String("with 1 or 2")), qPrintable(fix));
        QVERIFY2(fix.contains(QLatin1String("crashes on 0 (the default) and on 3")), qPrintable(fix));
    }
};

QTEST_GUILESS_MAIN(tst_LogDiagnoser)
#include "tst_LogDiagnoser.moc"
