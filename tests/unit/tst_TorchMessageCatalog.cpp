#include "logdiagnosis/LogDiagnoser.h"
#include "logdiagnosis/LogFindingCatalog.h"
#include "logdiagnosis/TorchMessageCatalog.h"

#include "util/ResourceLocator.h"

#include <QFile>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

using namespace ddpw;

namespace {

QByteArray table(const QString& templateText, const QString& kind = QStringLiteral("unused-parameters"))
{
    const QString escaped = QString(templateText)
                                .replace(u'\\', QLatin1String("\\\\"))
                                .replace(u'"', QLatin1String("\\\""))
                                .replace(u'\n', QLatin1String("\\n"));
    return QStringLiteral(
               R"({"messages": [{"template": "%1", "level": "error", "kind": "%2", "releases": ["1.13"], "sources": ["x.cpp:1"], "area": "core"}]})")
        .arg(escaped, kind)
        .toUtf8();
}

// Kinds that say a worker failed without saying why: a message shown with one of these is not
// covered by the catalogue.
bool isSpecific(LogDiagnosisKind kind)
{
    return kind != LogDiagnosisKind::WorkerFailed && kind != LogDiagnosisKind::WorkerExit &&
           kind != LogDiagnosisKind::Unknown;
}

// The source a release label belongs to ("nccl-2.19" -> nccl, "1.13", "2.4" and "2.x" -> torch), and
// its order among that source's releases; "" for the tables of one version (cuda, frames ...).
QString sourceOf(const QString& release)
{
    static const QRegularExpression numbered(QStringLiteral(R"(^(?:([a-z-]+)-)?\d+\.(?:\d+|x)$)"));
    const QRegularExpressionMatch m = numbered.match(release);
    if (!m.hasMatch())
        return {};
    return m.captured(1).isEmpty() ? QStringLiteral("torch") : m.captured(1);
}

QList<int> versionOf(const QString& release)
{
    QList<int> numbers;
    static const QRegularExpression number(QStringLiteral(R"(\d+|x)"));
    for (auto it = number.globalMatch(release); it.hasNext();) {
        const QString n = it.next().captured();
        numbers.append(n == QLatin1String("x") ? 999 : n.toInt());
    }
    return numbers;
}

} // namespace

// The messages mined from torch's, NCCL's, Gloo's and CUDA's sources
// (resources/diagnose/torch-messages.json, tools/extract-torch-messages.py): how a template
// becomes a pattern, and how much of the table the engine names with a specific kind.
class tst_TorchMessageCatalog : public QObject
{
    Q_OBJECT

    // The share of messages that differ between consecutive releases and that the other
    // release's messages still find, as measured when the fragment matching came (percent).
    static constexpr int kAcrossReleasesFloor = 13;

private slots:
    void shippedTableLoads()
    {
        const TorchMessageCatalog& catalog = TorchMessageCatalog::instance();
        QVERIFY2(catalog.messages().size() >= 500, qPrintable(QString::number(catalog.messages().size())));
        QVERIFY(catalog.matchableCount() >= 200);
        qInfo("%lld messages, %d matched as errors, %lld prefilter anchors", qlonglong(catalog.messages().size()),
              catalog.matchableCount(), qlonglong(catalog.anchors().size()));
        QVERIFY(catalog.anchors().size() <= catalog.matchableCount());
        for (const TorchMessageCatalog::Message& message : catalog.messages()) {
            // Every kind the script writes is one of the catalogue's (or "harmless").
            if (!message.kindSlug.isEmpty() && message.kindSlug != QLatin1String("harmless"))
                QVERIFY2(message.kind.has_value(), qPrintable(message.kindSlug));
            QVERIFY(!message.releases.isEmpty());
            QVERIFY(!message.source.isEmpty());
        }
        for (const QByteArray& anchor : catalog.anchors()) {
            QVERIFY(anchor.size() >= 12);
            QCOMPARE(anchor, anchor.toLower());
        }
    }

    // Placeholders ({} of fmt and str.format, what c10::str and << put between literals) match
    // anything; the pieces before the anchor must be there in order; what follows may be cut.
    void templates_data()
    {
        QTest::addColumn<QString>("templateText");
        QTest::addColumn<QString>("line");
        QTest::addColumn<bool>("matches");
        const QString socket = QStringLiteral("The server socket has failed to listen on {} {}.");
        QTest::newRow("placeholders") << socket
                                      << QStringLiteral(
                                             "[c10d] The server socket has failed to listen on [::]:29500 (errno: 98).")
                                      << true;
        QTest::newRow("case") << socket << QStringLiteral("the SERVER socket has failed to listen on x y.") << true;
        QTest::newRow("other text") << socket
                                    << QStringLiteral("The server socket has started to listen on [::]:29500.")
                                    << false;
        const QString ranks = QStringLiteral("DDP expects same model across all ranks, but Rank {} has {} params, "
                                             "while rank {} has inconsistent {} params.");
        QTest::newRow("fragment before anchor required")
            << ranks
            << QStringLiteral("RuntimeError: DDP expects same model across all ranks, but Rank 1 has 3 params, while "
                              "rank 0 has inconsistent 2 params.")
            << true;
        QTest::newRow("cut after the anchor")
            << QStringLiteral("Rank {} is running collective: {}, but Rank {} is running collective: {}")
            << QStringLiteral("RuntimeError: Detected: Rank 0 is running collective: CollectiveFingerPrint(") << true;
        QTest::newRow("multi-line: anchor line")
            << QStringLiteral(
                   "Expected to have finished reduction.\nParameter indices which did not receive grad for rank {}: {}")
            << QStringLiteral("Parameter indices which did not receive grad for rank 1: 2 3") << true;
        QTest::newRow("literal braces")
            << QStringLiteral("the rendezvous configuration {{key}} is not a valid integer {}")
            << QStringLiteral("ValueError: the rendezvous configuration {key} is not a valid integer 'x'") << true;
        QTest::newRow("regex characters are literal")
            << QStringLiteral("[enforce fail at {}] op.preamble.length <= op.nbytes. {} vs {}")
            << QStringLiteral("what():  [enforce fail at ../gloo/transport/tcp/pair.cc:510] op.preamble.length <= "
                              "op.nbytes. 8 vs 4")
            << true;
        // Another release's wording: a prefix or suffix added or dropped, a line cut by a terminal.
        const QString watchdog = QStringLiteral(
            "Watchdog caught collective operation timeout: {} ran for {} milliseconds before timing out.");
        QTest::newRow("prefix added by another release")
            << watchdog
            << QStringLiteral(
                   "[Rank 3] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=5, OpType=ALLREDUCE, "
                   "Timeout(ms)=600000) ran for 600013 milliseconds before timing out.")
            << true;
        QTest::newRow("prefix dropped by another release")
            << QStringLiteral("[Rank {}] ") + watchdog
            << QStringLiteral("Watchdog caught collective operation timeout: WorkNCCL(SeqNum=5, OpType=ALLREDUCE, "
                              "Timeout(ms)=600000) ran for 600013 milliseconds before timing out.")
            << true;
        QTest::newRow("suffix dropped by another release")
            << watchdog
            << QStringLiteral("[PG 0 Rank 2] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=9, "
                              "OpType=BROADCAST)")
            << true;
        const QString localRank = QStringLiteral(
            "LOCAL_RANK is not in the environment. Consider passing fallback_rank to allow `get_node_local_rank` to "
            "work, assuming you are not running in a multi-device context and want the code to run locally instead.");
        QTest::newRow("cut inside the piece, past its anchor")
            << localRank
            << QStringLiteral("[rank0]: RuntimeError: LOCAL_RANK is not in the environment. Consider passing "
                              "fallback_rank to allow `get_node_lo")
            << true;
        QTest::newRow("cut before its anchor")
            << localRank << QStringLiteral("RuntimeError: LOCAL_RANK is not in t") << false;
        QTest::newRow("cut, then other text")
            << localRank
            << QStringLiteral("LOCAL_RANK is not in the environment. Consider passing fallback_rank to allow it")
            << false;
        // An older release's wording after the first sentence ("producing a loss", "(1) passing").
        const QString reduction = QStringLiteral(
            "Expected to have finished reduction in the prior iteration before starting a new one. This error "
            "indicates that your module has parameters that were not used in producing loss. You can enable unused "
            "parameter detection by passing the keyword argument `find_unused_parameters=True`.");
        QTest::newRow("reworded after its first sentence")
            << reduction
            << QStringLiteral(
                   "RuntimeError: Expected to have finished reduction in the prior iteration before starting "
                   "a new one. This error indicates that your module has parameters that were not used in "
                   "producing a loss. You can enable unused parameter detection by (1) passing the keyword")
            << true;
        QTest::newRow("reworded inside its first sentence")
            << reduction
            << QStringLiteral(
                   "RuntimeError: Expected to have finished reduction in the prior step. This error indicates "
                   "that your module has parameters that were not used in producing a loss.")
            << false;
        const QString shortPiece = QStringLiteral("Rank {} is running {}: Invalid timeout value {}");
        QTest::newRow("short piece: with the pieces before it")
            << shortPiece << QStringLiteral("Rank 1 is running ALLREDUCE: Invalid timeout value -5") << true;
        QTest::newRow("short piece: alone")
            << shortPiece << QStringLiteral("ValueError: Invalid timeout value -5") << false;
        QTest::newRow("regex characters do not match other text")
            << QStringLiteral("[enforce fail at {}] op.preamble.length <= op.nbytes. {} vs {}")
            << QStringLiteral("[enforce fail at x] opXpreamble.length <= op.nbytes. 8 vs 4") << false;
        // A class name the piece starts with is what prose names: no message cut short.
        const QString classFirst =
            QStringLiteral("`torch.nn.parallel.DistributedDataParallel`. If unused parameters {} were found");
        QTest::newRow("cut to one word of the piece")
            << classFirst << QStringLiteral("AttributeError: only within torch.nn.parallel.DistributedDataParallel")
            << false;
        QTest::newRow("cut past one word of the piece")
            << classFirst << QStringLiteral("torch.nn.parallel.DistributedDataParallel`. If unus") << true;
    }

    // A line that ends inside the required piece, before its anchor: a terminal cut it at its
    // width (anywhere), a paste inside a word; one word of the piece is no message.
    void cutLines_data()
    {
        QTest::addColumn<QString>("line");
        QTest::addColumn<bool>("terminal");
        QTest::addColumn<bool>("matches");
        QTest::newRow("terminal, inside the piece")
            << QStringLiteral("[rank3]: RuntimeError: Some NCCL operations have faile") << true << true;
        QTest::newRow("terminal, at a word's end")
            << QStringLiteral("[rank3]: RuntimeError: Some NCCL operations") << true << true;
        QTest::newRow("paste, inside a word")
            << QStringLiteral("RuntimeError: Some NCCL operations have fai") << false << true;
        QTest::newRow("paste, at a word's end")
            << QStringLiteral("RuntimeError: Some NCCL operations have") << false << false;
        QTest::newRow("terminal, one word")
            << QStringLiteral("see torch.nn.parallel.DistributedDataParallel") << true << false;
        QTest::newRow("paste, one word cut")
            << QStringLiteral("see torch.nn.parallel.DistributedDataPar") << false << false;
    }

    void cutLines()
    {
        QFETCH(QString, line);
        QFETCH(bool, terminal);
        QFETCH(bool, matches);
        const QByteArray json = QByteArrayLiteral(
            R"({"messages": [{"template": "Some NCCL operations have failed or timed out. Due to the asynchronous )"
            R"(nature of CUDA kernels, {}", "level": "error", "kind": "nccl-error", "releases": ["2.0"]}, )"
            R"({"template": "torch.nn.parallel.DistributedDataParallel`. If unused parameters {}", "level": )"
            R"("error", "kind": "unused-parameters", "releases": ["1.13"]}]})");
        const TorchMessageCatalog catalog = TorchMessageCatalog::fromJson(json);
        QCOMPARE(catalog.matchableCount(), 2);
        const auto width = terminal ? TorchMessageCatalog::CutWidth::Terminal : TorchMessageCatalog::CutWidth::Paste;
        QCOMPARE(catalog.matchCut(line, width).has_value(), matches);
    }

    void templates()
    {
        QFETCH(QString, templateText);
        QFETCH(QString, line);
        QFETCH(bool, matches);
        const TorchMessageCatalog catalog = TorchMessageCatalog::fromJson(table(templateText));
        QCOMPARE(catalog.matchableCount(), 1);
        QCOMPARE(catalog.match(line).has_value(), matches);
    }

    void notMatchable_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::newRow("warning") << QByteArray(
            R"({"messages": [{"template": "find_unused_parameters=True was specified", "level": "warning", "kind": "unused-parameters"}]})");
        QTest::newRow("no kind") << QByteArray(
            R"({"messages": [{"template": "Reducer tried to register duplicate grad accumulator", "level": "error", "kind": null}]})");
        QTest::newRow("harmless") << QByteArray(
            R"({"messages": [{"template": "The client socket has connected to {} on {}.", "level": "error", "kind": "harmless"}]})");
        QTest::newRow("short literals only") << QByteArray(
            R"({"messages": [{"template": "rank {} of {}", "level": "error", "kind": "world-size-mismatch"}]})");
        QTest::newRow("not json") << QByteArray("{\"messages\": [");
    }

    void notMatchable()
    {
        QFETCH(QByteArray, json);
        QCOMPARE(TorchMessageCatalog::fromJson(json).matchableCount(), 0);
    }

    // The most specific message wins: the one whose matched literal text is longest.
    void mostSpecificWins()
    {
        const QByteArray json = R"({"messages": [
            {"template": "NCCL error in: {}:{}, {}", "level": "error", "kind": "nccl-error"},
            {"template": "NCCL error in: {}:{}, invalid usage, NCCL version {}", "level": "error", "kind": "duplicate-gpu"}]})";
        const TorchMessageCatalog catalog = TorchMessageCatalog::fromJson(json);
        const std::optional<int> hit = catalog.match(QStringLiteral(
            "RuntimeError: NCCL error in: ProcessGroupNCCL.cpp:1191, invalid usage, NCCL version 2.10.3"));
        QVERIFY(hit);
        QCOMPARE(catalog.messages().at(*hit).kindSlug, QStringLiteral("duplicate-gpu"));
    }

    // Wording that changes between releases: for each source's consecutive releases, the error
    // messages one has and the other lacks word for word, each as a log line ("RuntimeError:
    // <message>", placeholders filled), matched by the other release's messages alone, to the
    // same kind. torch's releases were read from different sets of files (1.13's installed
    // package and library, 2.0 ... 2.6's C++ files and elastic agent, 2.x's Python files), so
    // for torch only the messages of files both releases read count. Printed (docs/diagnose.md),
    // torch's pairs one by one; the share over all sources stays what it was measured.
    void acrossReleases()
    {
        const QJsonArray all =
            QJsonDocument::fromJson(ResourceLocator::read(QStringLiteral("diagnose/torch-messages.json")))
                .object()
                .value(QLatin1String("messages"))
                .toArray();
        QMap<QString, QJsonArray> byRelease;
        // The files a template comes from ("torch/csrc/distributed/c10d/TCPStore.cpp:9 (00321a02d719)"
        // -> its path), and the files each release read.
        QHash<QString, QSet<QString>> filesOfTemplate;
        QHash<QString, QSet<QString>> filesOfRelease;
        for (const QJsonValue& value : all) {
            const QJsonObject object = value.toObject();
            QSet<QString>& files = filesOfTemplate[object.value(QLatin1String("template")).toString()];
            for (const QJsonValue& source : object.value(QLatin1String("sources")).toArray())
                files.insert(source.toString().section(u':', 0, 0).section(u' ', 0, 0));
            for (const QJsonValue& release : object.value(QLatin1String("releases")).toArray()) {
                byRelease[release.toString()].append(value);
                filesOfRelease[release.toString()].unite(files);
            }
        }
        QMap<QString, QStringList> releasesOf;
        for (auto it = byRelease.cbegin(); it != byRelease.cend(); ++it) {
            if (!sourceOf(it.key()).isEmpty())
                releasesOf[sourceOf(it.key())].append(it.key());
        }
        int changed = 0;
        int found = 0;
        qInfo("source          release pairs  messages that differ  found by the other release");
        for (auto it = releasesOf.begin(); it != releasesOf.end(); ++it) {
            QStringList& releases = it.value();
            std::sort(releases.begin(), releases.end(),
                      [](const QString& a, const QString& b) { return versionOf(a) < versionOf(b); });
            int sourceChanged = 0;
            int sourceFound = 0;
            for (int i = 0; i + 1 < releases.size(); ++i) {
                const auto table = [&](const QString& release) {
                    QJsonObject object;
                    object.insert(QLatin1String("messages"), byRelease.value(release));
                    return TorchMessageCatalog::fromJson(QJsonDocument(object).toJson(QJsonDocument::Compact));
                };
                const TorchMessageCatalog older = table(releases.at(i));
                const TorchMessageCatalog newer = table(releases.at(i + 1));
                const bool byFile = it.key() == QLatin1String("torch");
                int pairChanged = 0;
                int pairFound = 0;
                const auto count = [&](const TorchMessageCatalog& from, const TorchMessageCatalog& other,
                                       const QString& otherRelease) {
                    QSet<QString> otherTemplates;
                    for (const TorchMessageCatalog::Message& m : other.messages())
                        otherTemplates.insert(m.templateText);
                    for (const TorchMessageCatalog::Message& m : from.messages()) {
                        if (m.level != QLatin1String("error") || !m.kind || otherTemplates.contains(m.templateText))
                            continue;
                        if (byFile &&
                            !filesOfTemplate.value(m.templateText).intersects(filesOfRelease.value(otherRelease)))
                            continue;
                        const QString line = QStringLiteral("RuntimeError: ") +
                                             TorchMessageCatalog::render(m.templateText, QStringLiteral("7"));
                        const std::optional<int> hit = other.match(line);
                        ++pairChanged;
                        pairFound += hit && other.messages().at(*hit).kind == m.kind ? 1 : 0;
                    }
                };
                count(newer, older, releases.at(i));
                count(older, newer, releases.at(i + 1));
                if (byFile) {
                    qInfo("  torch %s -> %s: %d of %d", qPrintable(releases.at(i)), qPrintable(releases.at(i + 1)),
                          pairFound, pairChanged);
                }
                sourceChanged += pairChanged;
                sourceFound += pairFound;
            }
            qInfo("%-15s %13lld  %20d  %6d (%5.1f%%)", qPrintable(it.key()), qMax<qsizetype>(0, releases.size() - 1),
                  sourceChanged, sourceFound, sourceChanged ? 100.0 * sourceFound / sourceChanged : 0.0);
            changed += sourceChanged;
            found += sourceFound;
        }
        qInfo("all sources: %d of %d (%.1f%%)", found, changed, changed ? 100.0 * found / changed : 0.0);
        QVERIFY(changed > 0);
        QVERIFY2(found * 100 >= changed * kAcrossReleasesFloor, qPrintable(QString::number(100.0 * found / changed)));
    }

    // The quality bar of the mined table: of the messages torch raises in torch/distributed and the DDP
    // reducer ("core"), per release, the share the engine names with a specific kind when a log
    // line carries it ("RuntimeError: <message>", placeholders filled), or with the kind the table
    // maps it to. Printed, and >= 90%. torch's own invariants ("internal") are printed apart.
    void coverage()
    {
        const TorchMessageCatalog& catalog = TorchMessageCatalog::instance();
        struct Count
        {
            int messages = 0;
            int specific = 0;
            int asMapped = 0;
        };
        QMap<QString, Count> byRelease;
        QStringList missed;
        for (const TorchMessageCatalog::Message& message : catalog.messages()) {
            if (message.level != QLatin1String("error") || message.kindSlug == QLatin1String("harmless"))
                continue;
            const QString line = QStringLiteral("RuntimeError: ") + TorchMessageCatalog::render(message.templateText);
            const LogDiagnosisReport report = LogDiagnoser::diagnose(line.toUtf8());
            const bool asMapped =
                !report.findings.isEmpty() && message.kind && report.findings.first().kind == *message.kind;
            // The exit code message is worker-exit, rightly: named as mapped counts too.
            const bool specific = asMapped || (!report.findings.isEmpty() && isSpecific(report.findings.first().kind));
            for (const QString& release : message.releases) {
                const QString key = release + u'/' + message.area;
                byRelease[key].messages += 1;
                byRelease[key].specific += specific ? 1 : 0;
                byRelease[key].asMapped += asMapped ? 1 : 0;
            }
            if (!specific && message.area == QLatin1String("core"))
                missed.append(message.templateText.left(100).replace(u'\n', u' '));
        }
        qInfo("release/area        error messages  specific kind  the mapped kind");
        for (auto it = byRelease.cbegin(); it != byRelease.cend(); ++it) {
            const Count& c = it.value();
            qInfo("%-18s %15d  %6d (%5.1f%%)  %6d (%5.1f%%)", qPrintable(it.key()), c.messages, c.specific,
                  100.0 * c.specific / c.messages, c.asMapped, 100.0 * c.asMapped / c.messages);
        }
        for (const QString& text : std::as_const(missed))
            qInfo("not named: %s", qPrintable(text));
        for (auto it = byRelease.cbegin(); it != byRelease.cend(); ++it) {
            if (!it.key().endsWith(QLatin1String("/core")))
                continue;
            const double share = double(it.value().specific) / it.value().messages;
            QVERIFY2(share >= 0.90, qPrintable(it.key() + QStringLiteral(": ") + QString::number(100 * share) + u'%'));
        }
        QVERIFY(byRelease.contains(QStringLiteral("1.13/core")));
    }
};

QTEST_GUILESS_MAIN(tst_TorchMessageCatalog)
#include "tst_TorchMessageCatalog.moc"
