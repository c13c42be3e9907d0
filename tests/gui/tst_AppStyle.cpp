// AppStyle: the app's own SVG icons for the standard pixmaps it shows, the base style for the rest.
#include "GuiTestBase.h"
#include "window/AppStyle.h"

#include <QApplication>
#include <QImage>
#include <QPixmap>
#include <QTest>

using namespace ddpw;

class TestAppStyle : public test::GuiTestBase
{
    Q_OBJECT

private slots:
    void ownIconsAreSvgAndSharp_data()
    {
        QTest::addColumn<int>("pixmap");
        QTest::addRow("error") << int(QStyle::SP_MessageBoxCritical);
        QTest::addRow("warning") << int(QStyle::SP_MessageBoxWarning);
        QTest::addRow("info") << int(QStyle::SP_MessageBoxInformation);
        QTest::addRow("pass") << int(QStyle::SP_DialogApplyButton);
        QTest::addRow("skipped") << int(QStyle::SP_MediaSkipForward);
        QTest::addRow("menu bar chevron") << int(QStyle::SP_ToolBarHorizontalExtensionButton);
    }
    void ownIconsAreSvgAndSharp()
    {
        QFETCH(int, pixmap);
        const auto standard = QStyle::StandardPixmap(pixmap);
        AppStyle style(QStringLiteral("Fusion"));
        const QString path = AppStyle::iconPath(standard);
        QVERIFY(path.endsWith(QStringLiteral(".svg")));
        const QIcon icon = style.standardIcon(standard);
        QVERIFY(!icon.isNull());
        // Drawn from the vector at any size: a 64 px rendering is 64 px and has opaque pixels
        // well inside (a scaled-up 16 px bitmap would still be 64 px, so also compare sizes).
        for (int size : {16, 24, 48, 64}) {
            const QImage image = icon.pixmap(size, size).toImage();
            QCOMPARE(image.size(), QSize(size, size));
            QVERIFY(qAlpha(image.pixel(size / 2, size / 2)) > 0);
        }
        QVERIFY(icon.availableSizes().isEmpty()); // a scalable engine lists no fixed sizes
        // The same icon every time (made once).
        QCOMPARE(style.standardIcon(standard).cacheKey(), icon.cacheKey());
    }

    void otherPixmapsComeFromTheBaseStyle()
    {
        AppStyle style(QStringLiteral("Fusion"));
        QVERIFY(AppStyle::iconPath(QStyle::SP_DirIcon).isEmpty());
        QVERIFY(!style.standardIcon(QStyle::SP_DirIcon).isNull());
        QCOMPARE(style.baseStyle()->name(), QStringLiteral("fusion"));
    }
};

QTEST_MAIN(TestAppStyle)
#include "tst_AppStyle.moc"
