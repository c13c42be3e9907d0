#include "TestJobs.h"
#include "TopologySlotItem.h"
#include "TopologyView.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QGraphicsItem>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsView>
#include <QImage>
#include <QSet>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QWheelEvent>
#include <QXmlStreamReader>

using namespace ddpw;

class tst_TopologyView : public QObject
{
    Q_OBJECT

    static QList<QGraphicsItem*> itemsOfKind(const TopologyView& view, TopologyView::Kind kind)
    {
        QList<QGraphicsItem*> result;
        for (QGraphicsItem* item : view.scene()->items()) {
            if (item->data(TopologyView::ItemKind).isValid() && item->data(TopologyView::ItemKind).toInt() == int(kind))
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
        if (const auto* slot = dynamic_cast<const TopologySlotItem*>(item))
            lines.append(slot->lines());
        for (const QGraphicsItem* child : item->childItems())
            lines.append(textOf(child));
        lines.removeAll(QString());
        return lines.join(u'\n');
    }

    static QGraphicsItem* slotWithRank(const TopologyView& view, int rank)
    {
        for (QGraphicsItem* item : itemsOfKind(view, TopologyView::Kind::Slot)) {
            if (item->data(TopologyView::ItemGlobalRank).toInt() == rank)
                return item;
        }
        return nullptr;
    }

private slots:
    void layout_data()
    {
        QTest::addColumn<int>("nodes");
        QTest::addColumn<int>("gpus");
        QTest::addColumn<int>("slotCount");
        QTest::addColumn<int>("probeRank");
        QTest::addColumn<QStringList>("probeLabels");
        QTest::newRow("1x1") << 1 << 1 << 1 << 0
                             << QStringList{QStringLiteral("GPU 0"), QStringLiteral("rank 0"),
                                            QStringLiteral("local 0 · node 0")};
        QTest::newRow("guide 2x8") << 2 << 8 << 16 << 11
                                   << QStringList{QStringLiteral("GPU 3"), QStringLiteral("rank 11"),
                                                  QStringLiteral("local 3 · node 1")};
        QTest::newRow("64x8") << 64 << 8 << 512 << 511
                              << QStringList{QStringLiteral("GPU 7"), QStringLiteral("rank 511"),
                                             QStringLiteral("local 7 · node 63")};
        QTest::newRow("cpu-only 4x0") << 4 << 0 << 4 << 3
                                      << QStringList{QStringLiteral("process 0"), QStringLiteral("rank 3"),
                                                     QStringLiteral("local 0 · node 3")};
        QTest::newRow("one node, 64 GPUs")
            << 1 << 64 << 64 << 63 << QStringList{QStringLiteral("GPU 63"), QStringLiteral("rank 63")};
    }
    void layout()
    {
        QFETCH(int, nodes);
        QFETCH(int, gpus);
        QFETCH(int, probeRank);
        QFETCH(QStringList, probeLabels);
        TopologyView view;
        view.setJob(test::guideJobWith(nodes, gpus));
        QTEST(int(itemsOfKind(view, TopologyView::Kind::Slot).size()), "slotCount");
        QCOMPARE(int(itemsOfKind(view, TopologyView::Kind::Node).size()), nodes);
        QCOMPARE(view.drawnNodeCount(), nodes);

        // Every global rank is drawn exactly once.
        QSet<int> ranks;
        for (QGraphicsItem* item : itemsOfKind(view, TopologyView::Kind::Slot))
            ranks.insert(item->data(TopologyView::ItemGlobalRank).toInt());
        QCOMPARE(int(ranks.size()), nodes * std::max(gpus, 1));

        QGraphicsItem* probe = slotWithRank(view, probeRank);
        QVERIFY(probe);
        const QStringList shown = textOf(probe).split(u'\n');
        for (const QString& label : probeLabels)
            QVERIFY2(shown.contains(label), qPrintable(shown.join(QStringLiteral(" | "))));
    }

    void masterAndEndpointMarked()
    {
        TopologyView view;
        JobSpec spec = test::guideJobWith(3, 2);
        spec.port = 23456;
        view.setJob(spec);
        const QList<QGraphicsItem*> badges = itemsOfKind(view, TopologyView::Kind::MasterBadge);
        QCOMPARE(badges.size(), 1);
        QCOMPARE(badges.first()->data(TopologyView::ItemNodeRank).toInt(), 0);
        const QList<QGraphicsItem*> endpoints = itemsOfKind(view, TopologyView::Kind::Endpoint);
        QCOMPARE(endpoints.size(), 1);
        QVERIFY(textOf(endpoints.first()).contains(QStringLiteral("${MASTER}:23456")));
        // The caption names where MASTER comes from.
        QStringList captions;
        for (QGraphicsItem* item : itemsOfKind(view, TopologyView::Kind::Caption))
            captions.append(textOf(item));
        QVERIFY(captions.join(u' ').contains(QStringLiteral("VC_WORKER_HOSTS")));
    }

    void updatesLive()
    {
        TopologyView view;
        view.setJob(test::guideJobWith(2, 8));
        QCOMPARE(itemsOfKind(view, TopologyView::Kind::Slot).size(), 16);
        view.setJob(test::guideJobWith(3, 4));
        QCOMPARE(itemsOfKind(view, TopologyView::Kind::Slot).size(), 12);
        view.setJob(test::guideJobWith(0, 4));
        QCOMPARE(itemsOfKind(view, TopologyView::Kind::Slot).size(), 0);
        QCOMPARE(view.drawnNodeCount(), 0);
    }

    void hugeJobIsElided()
    {
        TopologyView view;
        view.setJob(test::guideJobWith(4096, 8));
        QCOMPARE(view.drawnNodeCount(), TopologyView::kMaxDrawnNodes - 1);
        QCOMPARE(itemsOfKind(view, TopologyView::Kind::Elided).size(), 1);
        // The last node is still drawn, so the last rank is visible.
        QVERIFY(slotWithRank(view, 4096 * 8 - 1));
    }

    void unknownProcessCount()
    {
        TopologyView view;
        JobSpec spec = test::guideJobWith(2, 0);
        spec.nprocPerNode.kind = NprocPerNode::Kind::Auto;
        view.setJob(spec);
        const QList<QGraphicsItem*> unknownSlots = itemsOfKind(view, TopologyView::Kind::Slot);
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
        QVERIFY(view.zoom() < 0.5); // 64x8 fits 800x600 only when small

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
        // Three labels per slot at least, as real text (searchable, scalable on slides).
        QVERIFY(textElements >= nodes * std::max(gpus, 1) * 3);
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

    void followsPalette()
    {
        TopologyView view;
        view.setJob(test::guideJobWith(1, 1));
        QPalette dark = view.palette();
        dark.setColor(QPalette::Base, QColor(20, 20, 20));
        dark.setColor(QPalette::Text, QColor(230, 230, 230));
        view.setPalette(dark);
        QCOMPARE(view.scene()->backgroundBrush().color(), QColor(20, 20, 20));
        auto* text = dynamic_cast<QGraphicsSimpleTextItem*>(itemsOfKind(view, TopologyView::Kind::Caption).first());
        QVERIFY(text);
        QCOMPARE(text->brush().color(), QColor(230, 230, 230));
    }
};

QTEST_MAIN(tst_TopologyView)
#include "tst_TopologyView.moc"
