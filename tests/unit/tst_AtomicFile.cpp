#include "util/AtomicFile.h"

#include "FullDisk.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

using namespace ddpw;

// Every save goes through AtomicFile: all of the new bytes or the old file untouched, and one
// message naming the file when it fails.
class tst_AtomicFile : public QObject
{
    Q_OBJECT

private slots:
    void writesAllBytes();
    void failedWriterKeepsTheOldFile();
    void missingFolder_data();
    void missingFolder();
    void unwritableTargetNamesTheFile();
    void fullDiskKeepsTheOldFile_data();
    void fullDiskKeepsTheOldFile();

private:
    static QByteArray read(const QString& path)
    {
        QFile file(path);
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("<unreadable>");
    }
};

void tst_AtomicFile::writesAllBytes()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("job.json"));
    QByteArray bytes(3 * 1024 * 1024, 'x');
    bytes[17] = '\0';
    QCOMPARE(AtomicFile::write(path, bytes), QString());
    QCOMPARE(read(path), bytes);
    QCOMPARE(AtomicFile::write(path, QByteArray("second")), QString());
    QCOMPARE(read(path), QByteArray("second"));
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList{QStringLiteral("job.json")});
}

void tst_AtomicFile::failedWriterKeepsTheOldFile()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("topology.png"));
    QCOMPARE(AtomicFile::write(path, QByteArray("old")), QString());
    const QString error = AtomicFile::write(path, [](QIODevice& device) {
        device.write("half of a new file");
        return false; // the encoder gave up
    });
    QVERIFY(error.contains(QDir::toNativeSeparators(path)));
    QCOMPARE(read(path), QByteArray("old"));
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList{QStringLiteral("topology.png")});
}

void tst_AtomicFile::missingFolder_data()
{
    QTest::addColumn<bool>("create");
    QTest::newRow("user path: the folder must exist") << false;
    QTest::newRow("app data: the folder is made") << true;
}

void tst_AtomicFile::missingFolder()
{
    QFETCH(bool, create);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("a/b/autosave.json"));
    const QString error =
        AtomicFile::write(path, QByteArray("{}"), create ? AtomicFile::Folder::Create : AtomicFile::Folder::MustExist);
    QCOMPARE(error.isEmpty(), create);
    QCOMPARE(QFile::exists(path), create);
    if (!create)
        QVERIFY2(error.startsWith(QStringLiteral("Could not save ")), qPrintable(error));
}

void tst_AtomicFile::unwritableTargetNamesTheFile()
{
    QTemporaryDir dir;
    // A folder where the file should go: no write can replace it.
    QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("taken")));
    const QString path = dir.filePath(QStringLiteral("taken"));
    const QString error = AtomicFile::write(path, QByteArray("x"));
    QVERIFY(!error.isEmpty());
    QVERIFY2(error.contains(QDir::toNativeSeparators(path)), qPrintable(error));
    QVERIFY(QFileInfo(path).isDir());
}

void tst_AtomicFile::fullDiskKeepsTheOldFile_data()
{
    QTest::addColumn<int>("newSize");
    QTest::addColumn<bool>("streamed");
    // A few bytes: the write a buffered file would only try at close, where its failure was lost.
    QTest::newRow("small job file") << 300 << false;
    QTest::newRow("larger than the disk") << 200 * 1024 << false;
    QTest::newRow("streamed export (PNG, SVG)") << 5000 << true;
}

void tst_AtomicFile::fullDiskKeepsTheOldFile()
{
    QFETCH(int, newSize);
    QFETCH(bool, streamed);
    test::FullDisk disk;
    if (!disk.available())
        QSKIP(qPrintable(disk.reason()));
    const QString path = disk.filePath(QStringLiteral("job.json"));
    const QByteArray old(1000, 'o');
    QCOMPARE(AtomicFile::write(path, old), QString());
    QVERIFY(disk.fill());

    const QByteArray bytes(newSize, 'n');
    const QString error =
        streamed ? AtomicFile::write(path, [&bytes](QIODevice& device) { return device.write(bytes) == bytes.size(); })
                 : AtomicFile::write(path, bytes);
    QVERIFY2(error.contains(QDir::toNativeSeparators(path)), qPrintable(error));
    QVERIFY2(error.contains(QStringLiteral("No space left on device")), qPrintable(error));
    QCOMPARE(read(path), old);
    const QStringList left = QDir(QFileInfo(path).absolutePath()).entryList(QDir::Files | QDir::Hidden);
    QCOMPARE(left, (QStringList{QStringLiteral("filler"), QStringLiteral("job.json")}));
}

QTEST_GUILESS_MAIN(tst_AtomicFile)
#include "tst_AtomicFile.moc"
