#include "nodecheck/BandwidthOptions.h"

#include <QTest>

using namespace ddpw;

Q_DECLARE_METATYPE(QList<qint64>)

// --bandwidth-sizes as a user writes it, and the figures the step shows.
class tst_BandwidthOptions : public QObject
{
    Q_OBJECT

private slots:
    void parses_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QList<qint64>>("sizes");
        QTest::newRow("units") << QStringLiteral("1M,4M") << QList<qint64>{1 << 20, 4 << 20};
        QTest::newRow("long units, blanks, order")
            << QStringLiteral(" 1GiB , 64 MiB,8KiB") << QList<qint64>{8 << 10, 64 << 20, qint64(1) << 30};
        QTest::newRow("bytes, duplicates") << QStringLiteral("4096,4K,16b") << QList<qint64>{16, 4096};
        QTest::newRow("lower case") << QStringLiteral("2m") << QList<qint64>{2 << 20};
        QTest::newRow("the limit") << QStringLiteral("4G") << QList<qint64>{qint64(4) << 30};
    }

    void parses()
    {
        QFETCH(QString, text);
        QFETCH(QList<qint64>, sizes);
        QString error;
        const std::optional<QList<qint64>> parsed = BandwidthOptions::parseSizes(text, &error);
        QVERIFY2(parsed, qPrintable(error));
        QCOMPARE(*parsed, sizes);
    }

    void rejects_data()
    {
        QTest::addColumn<QString>("text");
        QTest::newRow("empty") << QString();
        QTest::newRow("blank") << QStringLiteral("  ");
        QTest::newRow("empty item") << QStringLiteral("1M,,4M");
        QTest::newRow("unknown unit") << QStringLiteral("1T");
        QTest::newRow("negative") << QStringLiteral("-1M");
        QTest::newRow("fraction") << QStringLiteral("1.5M");
        QTest::newRow("too small") << QStringLiteral("2");
        QTest::newRow("too large") << QStringLiteral("5G");
        QTest::newRow("huge number") << QStringLiteral("999999999999G");
        QTest::newRow("too many") << QStringLiteral("1K,").repeated(40) + QStringLiteral("1K");
        QTest::newRow("junk") << QStringLiteral("1M;rm -rf");
    }

    void rejects()
    {
        QFETCH(QString, text);
        QString error;
        QVERIFY(!BandwidthOptions::parseSizes(text, &error));
        QVERIFY(!error.isEmpty());
    }

    void sizeTextRoundTrips_data()
    {
        QTest::addColumn<qint64>("bytes");
        QTest::addColumn<QString>("shown");
        QTest::newRow("MiB") << qint64(1 << 20) << QStringLiteral("1 MiB");
        QTest::newRow("GiB") << (qint64(2) << 30) << QStringLiteral("2 GiB");
        QTest::newRow("KiB") << qint64(1536 * 1024) << QStringLiteral("1536 KiB");
        QTest::newRow("bytes") << qint64(1000) << QStringLiteral("1000 B");
    }

    void sizeTextRoundTrips()
    {
        QFETCH(qint64, bytes);
        QFETCH(QString, shown);
        QCOMPARE(BandwidthOptions::sizeText(bytes), shown);
        QCOMPARE(BandwidthOptions::parseSizes(BandwidthOptions::sizesText({bytes})), QList<qint64>{bytes});
    }

    void defaults()
    {
        const BandwidthOptions options;
        QVERIFY(!options.enabled);
        QVERIFY(options.seconds <= 20); // the bound on the step's default time
        QCOMPARE(options.sizes.first(), qint64(1) << 20);
        QCOMPARE(options.sizes.last(), qint64(256) << 20);
        QCOMPARE(options.thresholdFor(QStringLiteral("nccl")), BandwidthOptions::kDefaultNcclMinGbps);
        QCOMPARE(options.thresholdFor(QStringLiteral("gloo")), BandwidthOptions::kDefaultGlooMinGbps);
        BandwidthOptions given;
        given.minBusGbps = 3.5;
        QCOMPARE(given.thresholdFor(QStringLiteral("nccl")), 3.5);
    }
};

QTEST_GUILESS_MAIN(tst_BandwidthOptions)
#include "tst_BandwidthOptions.moc"
