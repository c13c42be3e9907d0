// explain: every token of the guide's snippet gets an explanation (options with their meaning
// and default for the torch version, platform variables, shell constructs, the script with the
// worker environment), and explainAt() picks the most specific one for the GUI.
#include "validate/CommandExplainer.h"

#include <QTest>

using namespace ddpw;

namespace {

const QString kGuide = QStringLiteral("export MASTER=`echo ${VC_WORKER_HOSTS} | awk -F , '{print $1}'`\n"
                                      "torchrun --rdzv_id=0 --rdzv_backend=c10d --rdzv_endpoint=${MASTER}:29500 "
                                      "--nnodes=2 --nproc_per_node=8 train.py --lr 0.1\n");

CommandExplainer explainerFor(const QString& text, const QString& torch = QStringLiteral("1.13"))
{
    ValidationOptions options;
    options.torch = *TorchVersion::parse(torch);
    CommandExplainer explainer(options);
    explainer.setText(text);
    return explainer;
}

} // namespace

class tst_CommandExplainer : public QObject
{
    Q_OBJECT

private slots:
    void tokenAt_data();
    void tokenAt();
    void workerEnvironment();
    void defaultsFollowVersion();
    void everyWordOfTheLauncherIsExplained();
    void textOutput();
    void oddInput();
};

void tst_CommandExplainer::tokenAt_data()
{
    QTest::addColumn<QString>("needle"); // explain the token at the first occurrence of this text
    QTest::addColumn<QString>("title");
    QTest::addColumn<QString>("meaningContains");
    QTest::newRow("export") << QStringLiteral("export") << QStringLiteral("command export") << QStringLiteral("export");
    QTest::newRow("hosts variable") << QStringLiteral("VC_WORKER_HOSTS}") << QStringLiteral("variable VC_WORKER_HOSTS")
                                    << QStringLiteral("comma-separated");
    QTest::newRow("awk") << QStringLiteral("awk") << QStringLiteral("command awk") << QStringLiteral("first field");
    QTest::newRow("torchrun") << QStringLiteral("torchrun") << QStringLiteral("torchrun")
                              << QStringLiteral("rendezvous");
    QTest::newRow("master variable") << QStringLiteral("MASTER}:") << QStringLiteral("variable MASTER")
                                     << QStringLiteral("first host");
    QTest::newRow("nnodes") << QStringLiteral("--nnodes") << QStringLiteral("--nnodes") << QString();
    QTest::newRow("script") << QStringLiteral("train.py") << QStringLiteral("training script train.py")
                            << QStringLiteral("every worker");
    QTest::newRow("script argument") << QStringLiteral("0.1") << QStringLiteral("script argument")
                                     << QStringLiteral("unchanged");
}

void tst_CommandExplainer::tokenAt()
{
    QFETCH(QString, needle);
    QFETCH(QString, title);
    QFETCH(QString, meaningContains);
    const CommandExplainer explainer = explainerFor(kGuide);
    const int offset = int(kGuide.indexOf(needle));
    QVERIFY(offset >= 0);
    const std::optional<TokenExplanation> explanation = explainer.explainAt(offset);
    QVERIFY(explanation);
    QCOMPARE(explanation->title, title);
    QVERIFY(!explanation->meaning.isEmpty());
    QVERIFY2(explanation->meaning.contains(meaningContains), qPrintable(explanation->meaning));
    QVERIFY(explanation->range.begin.offset <= offset && offset < explanation->range.end.offset);
}

void tst_CommandExplainer::workerEnvironment()
{
    const CommandExplainer explainer = explainerFor(kGuide);
    const std::optional<TokenExplanation> script = explainer.explainAt(int(kGuide.indexOf(QLatin1String("train.py"))));
    QVERIFY(script);
    for (const char* name : {"RANK", "LOCAL_RANK", "WORLD_SIZE", "MASTER_ADDR", "MASTER_PORT"})
        QVERIFY2(script->effect.contains(QLatin1String(name)), qPrintable(script->effect));
    QVERIFY2(script->effect.contains(QLatin1String("WORLD_SIZE=16")), qPrintable(script->effect));
}

void tst_CommandExplainer::defaultsFollowVersion()
{
    // --max_restarts defaults to 0 in 1.13 and later; the default comes from that version's table.
    const QString text = QStringLiteral("torchrun --max_restarts=3 --monitor_interval=1 train.py");
    const std::optional<TokenExplanation> option =
        explainerFor(text).explainAt(int(text.indexOf(QLatin1String("--max_restarts"))));
    QVERIFY(option);
    QCOMPARE(option->defaultValue, QStringLiteral("0"));
    const std::optional<TokenExplanation> interval =
        explainerFor(text).explainAt(int(text.indexOf(QLatin1String("--monitor_interval"))));
    QVERIFY(interval);
    QVERIFY(!interval->defaultValue.isEmpty());
    // On 2.6 the dash spelling is an option too, abbreviated or not.
    const QString dash = QStringLiteral("torchrun --nproc-per-node=8 train.py");
    const std::optional<TokenExplanation> nproc =
        explainerFor(dash, QStringLiteral("2.6")).explainAt(int(dash.indexOf(QLatin1String("--nproc"))));
    QVERIFY(nproc);
    QVERIFY(nproc->title.contains(QLatin1String("--nproc-per-node")));
}

void tst_CommandExplainer::everyWordOfTheLauncherIsExplained()
{
    const CommandExplainer explainer = explainerFor(kGuide);
    const int launcher = int(kGuide.indexOf(QLatin1String("torchrun")));
    for (int offset = launcher; offset < kGuide.size() - 1; ++offset) {
        if (kGuide.at(offset).isSpace())
            continue;
        QVERIFY2(explainer.explainAt(offset), qPrintable(QString::number(offset)));
    }
}

void tst_CommandExplainer::textOutput()
{
    const QString text = explainerFor(kGuide).text();
    QVERIFY(text.contains(QLatin1String("2:1: torchrun  [torchrun]")));
    QVERIFY(text.contains(QLatin1String("default:")));
    QVERIFY(text.contains(QLatin1String("on the nodes:")));
}

void tst_CommandExplainer::oddInput()
{
    QString text = QStringLiteral("MASTER=$(echo `x $(( ${VC_WORKER_HOSTS%%,*} torchrun --nnodes \"");
    text += QChar(0xDC00);
    text += QString(500, u'`');
    const CommandExplainer explainer = explainerFor(text);
    for (const TokenExplanation& explanation : explainer.explainAll()) {
        QVERIFY(explanation.range.begin.offset >= 0);
        QVERIFY(explanation.range.end.offset <= text.size());
    }
    QVERIFY(!explainerFor(QString()).explainAt(0));
}

QTEST_GUILESS_MAIN(tst_CommandExplainer)
#include "tst_CommandExplainer.moc"
