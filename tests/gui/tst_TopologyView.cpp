#include "FullDisk.h"
#include "GuiTestBase.h"
#include "TestJobs.h"
#include "topology/TopologySlotItem.h"
#include "topology/TopologyView.h"
#include "widgets/Prompt.h"

#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QGraphicsItem>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>
#include <QGraphicsView>
#include <QImage>
#include <QScrollBar>
#include <QSet>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QWheelEvent>
#include <QXmlStreamReader>

using namespace ddpw;

class tst_TopologyView : public test::GuiTestBase
{
    Q_OBJECT

    static QList<QGraphicsItem*> itemsOfKind(const TopologyView& view, TopologyScene::Kind kind)
    {
        QList<QGraphicsItem*> result;
        for (QGraphicsItem* item : view.scene()->items()) {
            if (item->data(TopologyScene::ItemKind).isValid() &&
                item->data(TopologyScene::ItemKind).toInt() == int(kind))
                result.append(item);
        }
        return result;
    }

    // The text an item shows, its children's included, one line per text item.
    static QString textOf(const QGraphicsItem* item)
    {
        QStringList lines;
        if (const auto* text = dynamic_cast<const QGraphicsSimpleTextItem*>(item))
            lines.append(text->text());
        if (const auto* text = dynamic_cast<const QGraphicsTextItem*>(item))
            lines.append(text->toPlainText());
        if (const auto* slot = dynamic_cast<const TopologySlotItem*>(item))
            lines.append(slot->lines());
        for (const QGraphicsItem* child : item->childItems())
            lines.append(textOf(child));
        lines.removeAll(QString());
        return lines.join(u'\n');
    }

    static QGraphicsItem* slotWithRank(const TopologyView& view, int rank)
    {
        for (QGraphicsItem* item : itemsOfKind(view, TopologyScene::Kind::Slot)) {
            if (item->data(TopologyScene::ItemGlobalRank).toInt() == rank)
                return item;
        }
        return nullptr;
    }

private slots:
    // Save image starts in the folder the user last saved in, not the process's working folder,
    // and a save there becomes the last folder.
    void saveImageStartsInTheLastFolder()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        Prompt::reset();
        Prompt::setInteractive(false);
        Prompt::rememberFolder(dir.filePath(QStringLiteral("job.json")));
        TopologyView view;
        view.setJob(test::guideJobWith(2, 2));
        Prompt::setNextFileName(QString()); // cancelled: only where it started matters
        view.findChild<QToolButton*>(QStringLiteral("saveImage"))->click();
        QCOMPARE(Prompt::lastSaveSuggestion(), dir.filePath(QStringLiteral("topology.png")));

        QTemporaryDir other;
        QVERIFY(other.isValid());
        Prompt::setNextFileName(other.filePath(QStringLiteral("t.png")));
        view.findChild<QToolButton*>(QStringLiteral("saveImage"))->click();
        QCOMPARE(Prompt::lastFolder(), other.path());
    }

    // A full disk: the picture is not saved, and the warning says why.
    void saveImageOnAFullDiskSaysWhy()
    {
        test::FullDisk disk;
        if (!disk.available())
            QSKIP(qPrintable(disk.reason()));
        QVERIFY(disk.fill());
        Prompt::reset();
        Prompt::setInteractive(false);
        TopologyView view;
        view.setJob(test::guideJobWith(2, 2));
        QSignalSpy saved(&view, &TopologyView::imageSaved);
        Prompt::setNextFileName(disk.filePath(QStringLiteral("t.png")));
        view.findChild<QToolButton*>(QStringLiteral("saveImage"))->click();
        QCOMPARE(saved.count(), 0);
        QVERIFY2(Prompt::lastMessage().contains(QStringLiteral("No space left on device")),
                 qPrintable(Prompt::lastMessage()));
        QVERIFY(!QFile::exists(disk.filePath(QStringLiteral("t.png"))));
    }
    void layout_data()
    {
        QTest::addColumn<int>("nodes");
        QTest::addColumn<int>("gpus");
        QTest::addColumn<int>("drawnNodes");
        QTest::addColumn<int>("probeRank");
        QTest::addColumn<QStringList>("probeLabels");
        QTest::newRow("1x1") << 1 << 1 << 1 << 0 << QStringList{QStringLiteral("GPU 0"), QStringLiteral("rank 0")};
        QTest::newRow("guide 2x8") << 2 << 8 << 2 << 11
                                   << QStringList{QStringLiteral("GPU 3"), QStringLiteral("rank 11")};
        QTest::newRow("4x4: every node") << 4 << 4 << 4 << 15
                                         << QStringList{QStringLiteral("GPU 3"), QStringLiteral("rank 15")};
        // Node 0, node 1, one box for nodes 2-62, the last node.
        QTest::newRow("64x8") << 64 << 8 << 3 << 511
                              << QStringList{QStringLiteral("GPU 7"), QStringLiteral("rank 511")};
        QTest::newRow("cpu-only 4x0") << 4 << 0 << 4 << 3
                                      << QStringList{QStringLiteral("proc 0"), QStringLiteral("rank 3")};
        QTest::newRow("one node, 64 GPUs")
            << 1 << 64 << 1 << 63 << QStringList{QStringLiteral("GPU 63"), QStringLiteral("rank 63")};
    }
    void layout()
    {
        QFETCH(int, nodes);
        QFETCH(int, gpus);
        QFETCH(int, drawnNodes);
        QFETCH(int, probeRank);
        QFETCH(QStringList, probeLabels);
        TopologyView view;
        view.setJob(test::guideJobWith(nodes, gpus));
        const int perNode = std::max(gpus, 1);
        QCOMPARE(int(itemsOfKind(view, TopologyScene::Kind::Slot).size()), drawnNodes * perNode);
        QCOMPARE(int(itemsOfKind(view, TopologyScene::Kind::Node).size()), drawnNodes);
        QCOMPARE(view.drawnNodeCount(), drawnNodes);
        QCOMPARE(int(itemsOfKind(view, TopologyScene::Kind::Elided).size()), drawnNodes < nodes ? 1 : 0);

        // Every drawn global rank is drawn exactly once.
        QSet<int> ranks;
        for (QGraphicsItem* item : itemsOfKind(view, TopologyScene::Kind::Slot))
            ranks.insert(item->data(TopologyScene::ItemGlobalRank).toInt());
        QCOMPARE(int(ranks.size()), drawnNodes * perNode);

        QGraphicsItem* probe = slotWithRank(view, probeRank);
        QVERIFY(probe);
        const QStringList shown = textOf(probe).split(u'\n');
        for (const QString& label : probeLabels)
            QVERIFY2(shown.contains(label), qPrintable(shown.join(QStringLiteral(" | "))));
    }

    void largeJobIsGrouped()
    {
        TopologyView view;
        view.setJob(test::guideJobWith(64, 8));
        const QList<QGraphicsItem*> groups = itemsOfKind(view, TopologyScene::Kind::Elided);
        QCOMPARE(groups.size(), 1);
        const QString text = textOf(groups.first());
        QVERIFY2(text.contains(QStringLiteral("Nodes 2-62: same as node 1")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("global ranks 16-503")), qPrintable(text));
        QList<int> drawn;
        for (QGraphicsItem* node : itemsOfKind(view, TopologyScene::Kind::Node))
            drawn.append(node->data(TopologyScene::ItemNodeRank).toInt());
        std::sort(drawn.begin(), drawn.end());
        QCOMPARE(drawn, (QList<int>{0, 1, 63}));
    }

    void communicationIsDrawn_data()
    {
        QTest::addColumn<int>("nodes");
        QTest::addColumn<QString>("backend");
        QTest::addColumn<QString>("store");
        QTest::addColumn<int>("ringLinks"); // one per pair of drawn boxes, and the one back to node 0
        QTest::newRow("one node: no ring") << 1 << "c10d"
                                           << "c10d rendezvous store at ${MASTER}:29500" << 0;
        QTest::newRow("2x8 c10d") << 2 << "c10d"
                                  << "c10d rendezvous store at ${MASTER}:29500" << 2;
        QTest::newRow("64x8 static") << 64 << "static"
                                     << "Static rendezvous: TCP store at ${MASTER}:29500" << 4;
    }
    void communicationIsDrawn()
    {
        QFETCH(int, nodes);
        QFETCH(QString, backend);
        QFETCH(QString, store);
        QFETCH(int, ringLinks);
        JobSpec job = test::guideJobWith(nodes, 8);
        job.rendezvousBackend =
            backend == QLatin1String("static") ? RendezvousBackend::Static : RendezvousBackend::C10d;
        TopologyView view;
        view.setJob(job);
        const QList<QGraphicsItem*> stores = itemsOfKind(view, TopologyScene::Kind::Store);
        QCOMPARE(stores.size(), 1);
        QVERIFY2(textOf(stores.first()).contains(store), qPrintable(textOf(stores.first())));
        // Every drawn box joins the store: a dashed tick per box, and the line they hang on.
        QVERIFY(itemsOfKind(view, TopologyScene::Kind::RendezvousLink).size() >= 2);
        int paths = 0;
        for (QGraphicsItem* item : itemsOfKind(view, TopologyScene::Kind::RingLink))
            paths += item->toolTip().isEmpty() ? 0 : 1; // the links; their arrow heads have no tooltip
        QCOMPARE(paths, ringLinks);
        // And a legend says what is what.
        QStringList legend;
        for (QGraphicsItem* item : itemsOfKind(view, TopologyScene::Kind::Legend))
            legend.append(textOf(item));
        QVERIFY2(legend.join(u' ').contains(QStringLiteral("ring all-reduce")), qPrintable(legend.join(u'|')));
        QVERIFY(legend.join(u' ').contains(QStringLiteral("rendezvous")));
    }

    // At Fit in the pane a 1280x800 window gives the picture, its smallest text stays readable,
    // whatever the job's shape.
    void readableAtFit_data()
    {
        QTest::addColumn<int>("nodes");
        QTest::addColumn<int>("gpus");
        for (const auto& [nodes, gpus] : {std::pair{1, 1}, {2, 8}, {4, 4}, {16, 8}, {64, 8}, {4096, 8}})
            QTest::addRow("%dx%d", nodes, gpus) << nodes << gpus;
    }
    void readableAtFit()
    {
        QFETCH(int, nodes);
        QFETCH(int, gpus);
        TopologyView view;
        view.resize(560, 640);
        view.setJob(test::guideJobWith(nodes, gpus));
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.zoomToFit();
        // The slots' small face is 0.9 of the view's font.
        const double smallest = QFontInfo(view.font()).pixelSize() * 0.9 * view.zoom();
        QVERIFY2(smallest >= 7.5, qPrintable(QStringLiteral("zoom %1: %2 px").arg(view.zoom()).arg(smallest)));
        // The caption wraps to the picture: it never makes the picture wider than the nodes.
        for (QGraphicsItem* caption : itemsOfKind(view, TopologyScene::Kind::Caption))
            QVERIFY(caption->sceneBoundingRect().right() <= view.scene()->sceneRect().right());
    }

    void masterAndEndpointMarked()
    {
        TopologyView view;
        JobSpec spec = test::guideJobWith(3, 2);
        spec.port = 23456;
        view.setJob(spec);
        const QList<QGraphicsItem*> badges = itemsOfKind(view, TopologyScene::Kind::MasterBadge);
        QCOMPARE(badges.size(), 1);
        QCOMPARE(badges.first()->data(TopologyScene::ItemNodeRank).toInt(), 0);
        const QList<QGraphicsItem*> endpoints = itemsOfKind(view, TopologyScene::Kind::Endpoint);
        QCOMPARE(endpoints.size(), 1);
        QVERIFY(textOf(endpoints.first()).contains(QStringLiteral("${MASTER}:23456")));
        // The caption names where MASTER comes from.
        QStringList captions;
        for (QGraphicsItem* item : itemsOfKind(view, TopologyScene::Kind::Caption))
            captions.append(textOf(item));
        QVERIFY(captions.join(u' ').contains(QStringLiteral("VC_WORKER_HOSTS")));
    }

    void updatesLive()
    {
        TopologyView view;
        view.setJob(test::guideJobWith(2, 8));
        QCOMPARE(itemsOfKind(view, TopologyScene::Kind::Slot).size(), 16);
        view.setJob(test::guideJobWith(3, 4));
        QCOMPARE(itemsOfKind(view, TopologyScene::Kind::Slot).size(), 12);
        view.setJob(test::guideJobWith(0, 4));
        QCOMPARE(itemsOfKind(view, TopologyScene::Kind::Slot).size(), 0);
        QCOMPARE(view.drawnNodeCount(), 0);
    }

    void hugeJobIsGrouped()
    {
        TopologyView view;
        view.setJob(test::guideJobWith(4096, 8));
        QCOMPARE(view.drawnNodeCount(), 3);
        QCOMPARE(itemsOfKind(view, TopologyScene::Kind::Elided).size(), 1);
        // The last node is still drawn, so the last rank is visible.
        QVERIFY(slotWithRank(view, 4096 * 8 - 1));
    }

    void unknownProcessCount()
    {
        TopologyView view;
        JobSpec spec = test::guideJobWith(2, 0);
        spec.nprocPerNode.kind = NprocPerNode::Kind::Auto;
        view.setJob(spec);
        const QList<QGraphicsItem*> unknownSlots = itemsOfKind(view, TopologyScene::Kind::Slot);
        QCOMPARE(unknownSlots.size(), 2);
        QVERIFY(textOf(unknownSlots.first()).contains(u'?'));
    }

    void zoom()
    {
        TopologyView view;
        view.resize(800, 600);
        view.setJob(test::guideJobWith(64, 8));
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.resetZoom();
        QCOMPARE(view.zoom(), 1.0);
        view.zoomIn();
        QVERIFY(view.zoom() > 1.0);
        view.zoomOut();
        view.zoomOut();
        QVERIFY(view.zoom() < 1.0);
        view.zoomToFit();
        QVERIFY(view.zoom() > 0.6); // the overview of 64x8 fits 800x600 at a readable size
        view.resetZoom();           // 100%: from the top left corner, not the middle
        QCOMPARE(view.findChild<QGraphicsView*>()->verticalScrollBar()->value(),
                 view.findChild<QGraphicsView*>()->verticalScrollBar()->minimum());

        // Ctrl+wheel over the picture zooms in.
        const double before = view.zoom();
        auto* viewport = view.findChild<QGraphicsView*>()->viewport();
        QWheelEvent wheel(QPointF(100, 100), viewport->mapToGlobal(QPointF(100, 100)), QPoint(), QPoint(0, 120),
                          Qt::NoButton, Qt::ControlModifier, Qt::NoScrollPhase, false);
        QApplication::sendEvent(viewport, &wheel);
        QVERIFY(view.zoom() > before);

        auto* zoomInButton = view.findChild<QToolButton*>(QStringLiteral("zoomIn"));
        QVERIFY(zoomInButton);
        const double beforeClick = view.zoom();
        QTest::mouseClick(zoomInButton, Qt::LeftButton);
        QVERIFY(view.zoom() > beforeClick);
    }

    void exportFiles_data()
    {
        QTest::addColumn<int>("nodes");
        QTest::addColumn<int>("gpus");
        QTest::newRow("1x1") << 1 << 1;
        QTest::newRow("2x8") << 2 << 8;
        QTest::newRow("64x8") << 64 << 8;
    }
    void exportFiles()
    {
        QFETCH(int, nodes);
        QFETCH(int, gpus);
        TopologyView view;
        view.setJob(test::guideJobWith(nodes, gpus));
        QTemporaryDir dir;
        QVERIFY(dir.isValid());

        const QString png = dir.filePath(QStringLiteral("t.png"));
        QString error;
        QVERIFY2(view.savePng(png, &error), qPrintable(error));
        QImage image;
        QVERIFY(image.load(png, "PNG"));
        QVERIFY(image.width() >= view.scene()->sceneRect().width());
        QVERIFY(image.height() >= view.scene()->sceneRect().height());

        const QString svg = dir.filePath(QStringLiteral("t.svg"));
        QVERIFY2(view.saveSvg(svg, &error), qPrintable(error));
        QFile file(svg);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QXmlStreamReader xml(&file);
        bool sawSvgRoot = false;
        int textElements = 0;
        QString allText;
        while (!xml.atEnd()) {
            xml.readNext();
            if (xml.isStartElement() && xml.name() == QLatin1String("svg"))
                sawSvgRoot = true;
            if (xml.isStartElement() && xml.name() == QLatin1String("text")) {
                ++textElements;
                allText += xml.readElementText(QXmlStreamReader::IncludeChildElements) + u'\n';
            }
        }
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        QVERIFY(sawSvgRoot);
        // Two labels per drawn slot at least, as real text (searchable, scalable on slides).
        const int drawnSlots = int(itemsOfKind(view, TopologyScene::Kind::Slot).size());
        QVERIFY(textElements >= drawnSlots * 2);
        QVERIFY(allText.contains(QStringLiteral("rank %1").arg(nodes * std::max(gpus, 1) - 1)));

        // For the docs' screenshot script: keep the pictures where it asks.
        const QString keep = qEnvironmentVariable("DDPW_TOPOLOGY_EXPORT_DIR");
        if (!keep.isEmpty()) {
            const QString stem = keep + QStringLiteral("/topology-%1x%2").arg(nodes).arg(gpus);
            QFile::remove(stem + QStringLiteral(".png"));
            QFile::remove(stem + QStringLiteral(".svg"));
            QVERIFY(QFile::copy(png, stem + QStringLiteral(".png")));
            QVERIFY(QFile::copy(svg, stem + QStringLiteral(".svg")));
        }
    }

    void rebuildsForEveryShape_data()
    {
        QTest::addColumn<int>("nodes");
        QTest::addColumn<int>("gpus");
        QTest::newRow("2x8") << 2 << 8;
        QTest::newRow("64x8") << 64 << 8;
        QTest::newRow("4096x64 (elided)") << 4096 << 64;
    }
    void rebuildsForEveryShape()
    {
        // The picture follows every keystroke in the node count, up to the largest job (elided).
        // How fast is measured by tests/bench/, not asserted here.
        QFETCH(int, nodes);
        QFETCH(int, gpus);
        TopologyView view;
        view.resize(800, 600);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        for (int i = 0; i < 5; ++i) {
            view.setJob(test::guideJobWith(nodes, gpus + (i % 2))); // alternate so every round really redraws
            QCoreApplication::processEvents();
            QVERIFY(view.drawnNodeCount() > 0);
            QVERIFY(view.drawnNodeCount() <= nodes);
        }
    }

    void exportToUnwritablePathFails()
    {
        TopologyView view;
        view.setJob(test::guideJobWith(1, 1));
        QString error;
        QVERIFY(!view.savePng(QStringLiteral("/nonexistent-dir/x.png"), &error));
        QVERIFY(!error.isEmpty());
        error.clear();
        QVERIFY(!view.saveSvg(QStringLiteral("/nonexistent-dir/x.svg"), &error));
        QVERIFY(!error.isEmpty());
    }

    // The toolbar's "Save image…" asks through Prompt like every dialog of the app, so an
    // offscreen run answers it: the suffix picks the format, no suffix means PNG, a failure is
    // told (a warning) and nothing is announced as saved.
    void saveImageAsksThroughPrompt_data()
    {
        QTest::addColumn<QString>("answer");
        QTest::addColumn<QString>("written");
        QTest::addColumn<QByteArray>("format");
        QTest::newRow("png") << QStringLiteral("t.png") << QStringLiteral("t.png") << QByteArray("PNG");
        QTest::newRow("svg") << QStringLiteral("t.SVG") << QStringLiteral("t.SVG") << QByteArray("SVG");
        QTest::newRow("no suffix") << QStringLiteral("t") << QStringLiteral("t.png") << QByteArray("PNG");
        QTest::newRow("other suffix") << QStringLiteral("t.jpg") << QStringLiteral("t.jpg.png") << QByteArray("PNG");
        QTest::newRow("unwritable") << QStringLiteral("/nonexistent-dir/x.png") << QString() << QByteArray();
        QTest::newRow("cancelled") << QString() << QString() << QByteArray();
    }
    void saveImageAsksThroughPrompt()
    {
        QFETCH(QString, answer);
        QFETCH(QString, written);
        QFETCH(QByteArray, format);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        Prompt::reset();
        Prompt::setInteractive(false);
        TopologyView view;
        view.setJob(test::guideJobWith(2, 2));
        QSignalSpy saved(&view, &TopologyView::imageSaved);
        Prompt::setNextFileName(answer.isEmpty() || answer.startsWith(u'/') ? answer : dir.filePath(answer));
        auto* button = view.findChild<QToolButton*>(QStringLiteral("saveImage"));
        QVERIFY(button);
        button->click();

        if (written.isEmpty()) {
            QCOMPARE(saved.count(), 0);
            QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList());
            QCOMPARE(Prompt::lastMessage().isEmpty(), answer.isEmpty()); // a failure is told
            return;
        }
        QCOMPARE(saved.count(), 1);
        QCOMPARE(saved.first().first().toString(), dir.filePath(written));
        QFile file(dir.filePath(written));
        QVERIFY(file.open(QIODevice::ReadOnly));
        if (format == "SVG")
            QVERIFY(file.readAll().contains("<svg"));
        else
            QVERIFY(QImage::fromData(file.readAll(), "PNG").width() > 0);
    }

    void followsPalette()
    {
        TopologyView view;
        view.setJob(test::guideJobWith(1, 1));
        QPalette dark = view.palette();
        dark.setColor(QPalette::Base, QColor(20, 20, 20));
        dark.setColor(QPalette::Text, QColor(230, 230, 230));
        view.setPalette(dark);
        QCOMPARE(view.scene()->backgroundBrush().color(), QColor(20, 20, 20));
        auto* text = dynamic_cast<QGraphicsTextItem*>(itemsOfKind(view, TopologyScene::Kind::Caption).first());
        QVERIFY(text);
        QCOMPARE(text->defaultTextColor(), QColor(230, 230, 230));
    }
};

QTEST_MAIN(tst_TopologyView)
#include "tst_TopologyView.moc"
