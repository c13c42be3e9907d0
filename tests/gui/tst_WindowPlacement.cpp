// Where the main window opens: its first size is taken from the screen it opens on (at most 90%
// of the available area, never below the layout's minimum, never wider than is comfortable),
// and a moved or resized window comes back as it was on the same screen only.
#include "GuiTestBase.h"
#include "window/WindowPlacement.h"

#include <QApplication>
#include <QGuiApplication>
#include <QScreen>
#include <QSettings>
#include <QTest>
#include <QWidget>

using namespace ddpw;

class tst_WindowPlacement : public test::GuiTestBase
{
    Q_OBJECT

private slots:
    void firstSize_data()
    {
        QTest::addColumn<QSize>("available");
        QTest::addColumn<QSize>("minimum");
        QTest::addColumn<QSize>("expected");
        // A 1024x768 laptop less its panel: 90% of what is left, the banner's buttons inside it.
        QTest::newRow("1024x768 laptop") << QSize(1024, 740) << QSize(800, 560) << QSize(921, 666);
        QTest::newRow("1280x800") << QSize(1280, 772) << QSize(800, 560) << QSize(1152, 694);
        QTest::newRow("1920x1080: 90% of the height, a readable width")
            << QSize(1920, 1050) << QSize(800, 560) << QSize(1600, 945);
        QTest::newRow("4K: comfortable, not huge") << QSize(3840, 2130) << QSize(800, 560) << QSize(1600, 1000);
        QTest::newRow("smaller than the layout: its minimum") << QSize(800, 600) << QSize(900, 650) << QSize(900, 650);
        QTest::newRow("no minimum") << QSize(1000, 1000) << QSize() << QSize(900, 900);
    }

    void firstSize()
    {
        QFETCH(QSize, available);
        QFETCH(QSize, minimum);
        QFETCH(QSize, expected);
        QCOMPARE(WindowPlacement::firstSize(available, minimum), expected);
    }

    // Nothing remembered: the first size on the window's screen, within its available area.
    void opensFromTheScreen()
    {
        QSettings().clear();
        QWidget window;
        window.setMinimumSize(200, 150);
        WindowPlacement::restore(&window);
        const QRect available = window.screen()->availableGeometry();
        QCOMPARE(window.size(), WindowPlacement::firstSize(available.size(), window.minimumSizeHint()));
        QVERIFY(window.width() <= available.width() && window.height() <= available.height());
    }

    // A size the user gave comes back on the same screen; the key names the screen and its size.
    void remembersPerScreen()
    {
        QSettings().clear();
        QWidget window;
        window.resize(333, 222);
        WindowPlacement::remember(&window);
        const QString key = WindowPlacement::geometryKey(window.screen());
        QVERIFY2(key.contains(window.screen()->name().replace(u'/', u'_')), qPrintable(key));
        QVERIFY2(
            key.endsWith(
                QStringLiteral("%1x%2").arg(window.screen()->size().width()).arg(window.screen()->size().height())),
            qPrintable(key));
        QVERIFY(QSettings().contains(key));

        QWidget again;
        WindowPlacement::restore(&again);
        QCOMPARE(again.size(), QSize(333, 222));
        // What another screen remembered is not used here.
        QSettings().clear();
        QSettings().setValue(QStringLiteral("window/geometry/other/640x480"), window.saveGeometry());
        QWidget elsewhere;
        elsewhere.setMinimumSize(200, 150);
        WindowPlacement::restore(&elsewhere);
        QVERIFY(elsewhere.size() != QSize(333, 222));
    }
};

QTEST_MAIN(tst_WindowPlacement)
#include "tst_WindowPlacement.moc"
