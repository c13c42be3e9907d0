// Every text a person can see, in the language they chose, and only that: the test walks every
// step, view and dialog of the window (labels, buttons, tooltips, placeholders, menus, tables,
// the explanation, the topology picture) in zh_CN and finds no English word, then switches back
// to English and finds no Chinese. Option names, variables, code, file paths, product and torch
// terms (torchrun, rendezvous, c10d, GPU ...) are not English prose and are let through.
#include "GuiTestBase.h"
#include "logdiagnosis/LogFindingCatalog.h"
#include "logs/LogDiagnosisDialog.h"
#include "logs/LogFindingCard.h"
#include "openjob/JobDocument.h"
#include "pages/FormPage.h"
#include "pages/FormSteps.h"
#include "preview/CommandPreview.h"
#include "preview/ExplainPanel.h"
#include "preview/OpenCommandDialog.h"
#include "widgets/Prompt.h"
#include "window/FileActions.h"
#include "window/MainWindow.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>
#include <QGraphicsView>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QRegularExpression>
#include <QSet>
#include <QSettings>
#include <QTabBar>
#include <QTabWidget>
#include <QTableWidget>
#include <QTest>
#include <QTextBrowser>
#include <QTextDocumentFragment>
#include <QTreeWidget>

#include <algorithm>
#include <memory>

using namespace ddpw;

namespace {

struct Shown
{
    QString where;
    QString text;
};

QString plain(const QString& text)
{
    QString result = Qt::mightBeRichText(text) ? QTextDocumentFragment::fromHtml(text).toPlainText() : text;
    result.remove(u'&');          // mnemonics
    result.remove(QChar(0x200b)); // where a long word may break: invisible
    return result;
}

void add(QList<Shown>& out, const QObject* owner, const QString& what, const QString& text)
{
    if (!text.trimmed().isEmpty())
        out.append({QStringLiteral("%1 '%2' %3")
                        .arg(QLatin1String(owner->metaObject()->className()), owner->objectName(), what),
                    plain(text)});
}

// What the window shows a person: texts of widgets, not the contents the user typed or the
// command (code) itself.
QList<Shown> shownTexts(const QWidget* root)
{
    QList<Shown> out;
    QList<const QWidget*> widgets{root};
    for (const QWidget* w : root->findChildren<QWidget*>())
        widgets.append(w);
    for (const QWidget* w : widgets) {
        if (!w->isVisible())
            continue; // walk() shows every step and view in turn
        add(out, w, QStringLiteral("tooltip"), w->toolTip());
        add(out, w, QStringLiteral("accessible name"), w->accessibleName());
        if (w->isWindow())
            add(out, w, QStringLiteral("title"), w->windowTitle());
        if (const auto* label = qobject_cast<const QLabel*>(w))
            add(out, w, QStringLiteral("text"), label->text());
        if (const auto* button = qobject_cast<const QAbstractButton*>(w))
            add(out, w, QStringLiteral("text"), button->text());
        if (const auto* box = qobject_cast<const QGroupBox*>(w))
            add(out, w, QStringLiteral("title"), box->title());
        if (const auto* edit = qobject_cast<const QLineEdit*>(w))
            add(out, w, QStringLiteral("placeholder"), edit->placeholderText());
        if (const auto* edit = qobject_cast<const QPlainTextEdit*>(w))
            add(out, w, QStringLiteral("placeholder"), edit->placeholderText());
        if (const auto* browser = qobject_cast<const QTextBrowser*>(w)) {
            add(out, w, QStringLiteral("placeholder"), browser->placeholderText());
            add(out, w, QStringLiteral("text"), browser->toPlainText());
        }
        if (const auto* combo = qobject_cast<const QComboBox*>(w)) {
            for (int i = 0; i < combo->count(); ++i)
                add(out, w, QStringLiteral("item"), combo->itemText(i));
        }
        if (const auto* bar = qobject_cast<const QTabBar*>(w)) {
            for (int i = 0; i < bar->count(); ++i) {
                add(out, w, QStringLiteral("tab"), bar->tabText(i));
                add(out, w, QStringLiteral("tab tooltip"), bar->tabToolTip(i));
            }
        }
        if (const auto* header = qobject_cast<const QHeaderView*>(w)) {
            if (header->model()) {
                for (int i = 0; i < header->count(); ++i)
                    add(out, w, QStringLiteral("header"),
                        header->model()->headerData(i, header->orientation()).toString());
            }
        }
        if (const auto* list = qobject_cast<const QListWidget*>(w)) {
            for (int i = 0; i < list->count(); ++i)
                add(out, w, QStringLiteral("item"), list->item(i)->text());
        }
        if (const auto* tree = qobject_cast<const QTreeWidget*>(w)) {
            // The argv and environment of a node are the command's own words: code.
            if (tree->objectName() != QLatin1String("argv") && tree->objectName() != QLatin1String("environment")) {
                for (int i = 0; i < tree->topLevelItemCount(); ++i)
                    for (int c = 0; c < tree->columnCount(); ++c) {
                        // A diagnostic's code (DDP503, a job file's key such as image) is code.
                        if (tree->objectName() == QLatin1String("diagnosticList") && c == DiagnosticList::CodeColumn)
                            continue;
                        add(out, w, QStringLiteral("cell"), tree->topLevelItem(i)->text(c));
                        add(out, w, QStringLiteral("cell tooltip"), tree->topLevelItem(i)->toolTip(c));
                    }
            }
        }
        if (const auto* table = qobject_cast<const QTableWidget*>(w)) {
            // Names and values are code; what the variable is, and every other table, is prose.
            for (int r = 0; r < table->rowCount(); ++r)
                for (int c = 0; c < table->columnCount(); ++c) {
                    if (table->objectName() == QLatin1String("env") ||
                        (table->columnCount() == 3 && c < 2 && table->rowCount() > 1))
                        continue;
                    if (const QTableWidgetItem* item = table->item(r, c))
                        add(out, w, QStringLiteral("cell"), item->text());
                }
        }
        if (const auto* view = qobject_cast<const QGraphicsView*>(w)) {
            for (const QGraphicsItem* item : view->scene()->items()) {
                if (const auto* text = dynamic_cast<const QGraphicsSimpleTextItem*>(item))
                    add(out, w, QStringLiteral("picture"), text->text());
                if (const auto* text = dynamic_cast<const QGraphicsTextItem*>(item))
                    add(out, w, QStringLiteral("picture"), text->toPlainText());
                add(out, w, QStringLiteral("picture tooltip"), item->toolTip());
            }
        }
    }
    return out;
}

void addMenus(QList<Shown>& out, const QMenuBar* bar)
{
    QList<const QMenu*> menus;
    for (const QAction* action : bar->actions())
        if (action->menu())
            menus.append(action->menu());
    for (int i = 0; i < menus.size(); ++i) {
        add(out, menus[i], QStringLiteral("menu"), menus[i]->title());
        for (const QAction* action : menus[i]->actions()) {
            // A language's name is written in that language, in every language.
            if (action->objectName().startsWith(QLatin1String("language_")))
                continue;
            add(out, action, QStringLiteral("action"), action->text());
            add(out, action, QStringLiteral("action tooltip"), action->toolTip());
            if (action->menu())
                menus.append(action->menu());
        }
    }
}

// Words that are not English prose in any language: the launcher's and the platform's terms,
// product names, units. Anything with - _ $ . / = : digits or all capitals is code as well.
const QSet<QString>& terms()
{
    static const QSet<QString> words{
        QStringLiteral("torchrun"),
        QStringLiteral("torch"),
        QStringLiteral("rendezvous"),
        QStringLiteral("c10d"),
        QStringLiteral("static"),
        QStringLiteral("worker"),
        QStringLiteral("master"),
        QStringLiteral("rank"),
        QStringLiteral("gloo"),
        QStringLiteral("nccl"),
        QStringLiteral("echo"),
        QStringLiteral("awk"),
        QStringLiteral("bash"),
        QStringLiteral("python"),
        QStringLiteral("python3"),
        QStringLiteral("PyTorch"),
        QStringLiteral("TensorFlow"),
        QStringLiteral("Volcano"),
        QStringLiteral("ShellCheck"),
        QStringLiteral("shellcheck"),
        QStringLiteral("Wizard"),
        QStringLiteral("DDP"),
        QStringLiteral("store"),
        QStringLiteral("agent"),
        QStringLiteral("ssh"),
        QStringLiteral("known_hosts"),
        QStringLiteral("gpu"),
        QStringLiteral("auto"),
        QStringLiteral("script"),
        QStringLiteral("module"),
        QStringLiteral("Bash"),
        QStringLiteral("all-reduce"),
        QStringLiteral("all_reduce"),
        QStringLiteral("ring"),
        QStringLiteral("node"),
        QStringLiteral("launch"),
        QStringLiteral("JSON"),
        QStringLiteral("Ctrl"),
        QStringLiteral("Shift"),
        QStringLiteral("PgUp"),
        QStringLiteral("PgDown"),
        QStringLiteral("wheel"),
        QStringLiteral("Qt"),
        QStringLiteral("libssh"),
        QStringLiteral("registry"),
        QStringLiteral("example"),
        QStringLiteral("com"),
        QStringLiteral("team"),
        QStringLiteral("cuda12"),
        QStringLiteral("mnt"),
        QStringLiteral("data"),
        QStringLiteral("lr"),
        QStringLiteral("my"),
        QStringLiteral("run"),
        QStringLiteral("name"),
        QStringLiteral("host0"),
        QStringLiteral("host1"),
        QStringLiteral("job"),
        QStringLiteral("none"),
        QStringLiteral("pod"),
        QStringLiteral("hostname"),
        QStringLiteral("guide"),
        QStringLiteral("package"),
        QStringLiteral("train"),
        QStringLiteral("proc"),
        QStringLiteral("StrictHostKeyChecking"),
        QStringLiteral("accept-new"),
        QStringLiteral("FutureWarning"),
        QStringLiteral("ssh-keygen"),
        QStringLiteral("lf"),
        QStringLiteral("YOUR_TRAINING_SCRIPT"),
        QStringLiteral("py"),
        QStringLiteral("cpu"),
        QStringLiteral("xpu"),
        QStringLiteral("mps"),
        QStringLiteral("shell"),
        QStringLiteral("mpirun"),
        QStringLiteral("kubectl"),
        QStringLiteral("role"), // the platform's guide writes "worker role" in Chinese too
        QStringLiteral("apply"),
        QStringLiteral("json"),
        QStringLiteral("check"),
        QStringLiteral("main"),    // a script's main function
        QStringLiteral("busbw"),   // nccl-tests' bus bandwidth, a measure's name
        QStringLiteral("Volcano"), // the scheduler and its plugins' names (env, svc), and the
        QStringLiteral("env"),     // Kubernetes term Pod: product names, written so in Chinese
        QStringLiteral("svc"),
        QStringLiteral("Pod"),
    };
    return words;
}

// The English words of a text shown in Chinese.
QStringList englishWords(const QString& text)
{
    static const QRegularExpression token(QStringLiteral(R"([-$]*[A-Za-z][A-Za-z0-9_\-.$/=:{}%@]*)"));
    QStringList found;
    // torch's own term, as the Chinese docs write it too (beside WORLD_SIZE).
    QString prose = text;
    prose.replace(QStringLiteral("world size"), QStringLiteral("WORLD_SIZE"));
    for (auto it = token.globalMatch(prose); it.hasNext();) {
        QString word = it.next().captured(0);
        while (!word.isEmpty() && QStringLiteral(".,:").contains(word.back()))
            word.chop(1);
        const bool code = word.contains(QRegularExpression(QStringLiteral(R"([-_$./=:{}%@0-9])"))) ||
                          word == word.toUpper() || terms().contains(word) || terms().contains(word.toLower());
        if (!code && word.size() >= 3)
            found.append(word);
    }
    return found;
}

bool hasChinese(const QString& text)
{
    for (const QChar c : text) {
        const char16_t u = c.unicode();
        if ((u >= 0x4e00 && u <= 0x9fff) || (u >= 0x3000 && u <= 0x303f) || (u >= 0xff00 && u <= 0xffef))
            return true;
    }
    return false;
}

} // namespace

class tst_Languages : public test::GuiTestBase
{
    Q_OBJECT

    std::unique_ptr<MainWindow> m_window;

    // Every step, every view, the Check step in both modes, the explanation of a word, the
    // Open command dialog: what a person walks through.
    QList<Shown> walk()
    {
        QList<Shown> all;
        for (int step = 0; step < FormSteps::kCount; ++step) {
            m_window->showStep(step);
            for (int view = 0; view < 3; ++view) {
                m_window->showView(view);
                QCoreApplication::processEvents();
            }
            m_window->showView(0);
            all += shownTexts(m_window.get());
        }
        for (int view = 1; view < 3; ++view) {
            m_window->showView(view);
            QCoreApplication::processEvents();
            all += shownTexts(m_window.get());
        }
        // The per-node view's own tabs.
        auto* perNode = m_window->findChild<QWidget*>(QStringLiteral("perNode"));
        if (auto* tabs = perNode ? perNode->findChild<QTabWidget*>() : nullptr) {
            m_window->showView(2);
            for (int tab = 0; tab < tabs->count(); ++tab) {
                tabs->setCurrentIndex(tab);
                all += shownTexts(perNode);
            }
            tabs->setCurrentIndex(0);
        }
        // The Check step over SSH, with every setting shown.
        m_window->showStep(FormSteps::Check);
        if (auto* ssh = m_window->findChild<QAbstractButton*>(QStringLiteral("sshMode"))) {
            ssh->click();
            all += shownTexts(m_window.get());
            m_window->findChild<QAbstractButton*>(QStringLiteral("localMode"))->click();
        }
        m_window->showView(0);
        addMenus(all, m_window->menuBar());
        // The Diagnose view with the logs of a failed job: its findings are sentences too.
        LogDiagnosisDialog* diagnose = LogDiagnosisDialog::showFor(m_window->document(), m_window.get());
        diagnose->clearLogs();
        const QString corpus = QStringLiteral(DDPW_SOURCE_DIR "/tests/data/diagnose-corpus/recorded/");
        diagnose->addFiles({corpus + QStringLiteral("restart-after-crash/node0.log"),
                            corpus + QStringLiteral("restart-after-crash/node1.log")});
        // Read on a worker thread: the cards once it has finished.
        if (!QTest::qWaitFor([diagnose] { return !diagnose->isDiagnosing(); }, 120000))
            qWarning("the Diagnose view did not finish reading its logs");
        QCoreApplication::processEvents();
        // What a card quotes of a log (its lines, the exception's message) is the log's text, and
        // a finding's kind (worker-failed, terminated) is its code: both stay as they are.
        QStringList quoted;
        for (const LogFindingCard* card : diagnose->cards()) {
            quoted.append(LogFindingCatalog::slug(card->finding().kind));
            for (const LogEvidence& line : card->finding().evidence)
                quoted.append(line.text.trimmed());
        }
        std::sort(quoted.begin(), quoted.end(), [](const QString& a, const QString& b) { return a.size() > b.size(); });
        for (Shown shown : shownTexts(diagnose)) {
            if (shown.where.contains(QLatin1String("'evidence'")))
                continue; // the button is the log's line itself
            for (const QString& quote : std::as_const(quoted))
                shown.text.replace(quote, QStringLiteral("…"));
            all.append(shown);
        }
        diagnose->close();
        m_window->files()->openCommand();
        auto* dialog = m_window->findChild<OpenCommandDialog*>(QStringLiteral("openCommandDialog"));
        if (dialog) {
            all += shownTexts(dialog);
            dialog->close();
        }
        return all;
    }

    void explainAWord()
    {
        auto* preview = m_window->findChild<CommandPreview*>(QStringLiteral("commandPreview"));
        const int offset = int(preview->commandText().indexOf(QStringLiteral("--nnodes")));
        QTextCursor cursor(preview->editor()->document());
        cursor.setPosition(offset + 3);
        QTest::mouseClick(preview->editor()->viewport(), Qt::LeftButton, {},
                          preview->editor()->cursorRect(cursor).center());
        QTRY_VERIFY(!m_window->findChild<ExplainPanel*>(QStringLiteral("explainPanel"))->toPlainText().isEmpty());
    }

    void switchTo(const QString& language)
    {
        m_window->findChild<QAction*>(QStringLiteral("language_") + language)->trigger();
        QCoreApplication::processEvents();
    }

private slots:
    void initTestCase()
    {
        m_window = newWindow();
        // The guide's job with a problem beside a field and in the banner.
        JobSpec job = JobSpec::guideExample();
        job.nprocPerNode = {NprocPerNode::Kind::Number, 4};
        m_window->document()->setJob(job);
        m_window->resize(1280, 800);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        explainAWord();
    }

    void cleanupTestCase() { closeWindow(m_window); }

    // Switched to Chinese after English was shown: nothing English is left anywhere.
    void chineseHasNoEnglish()
    {
        switchTo(QStringLiteral("zh_CN"));
        QStringList leaks;
        QSet<QString> seen;
        for (const Shown& shown : walk()) {
            const QStringList words = englishWords(shown.text);
            if (!words.isEmpty() && !seen.contains(shown.text)) {
                seen.insert(shown.text);
                leaks.append(QStringLiteral("%1: %2  [%3]").arg(shown.where, shown.text, words.join(u' ')));
            }
        }
        QVERIFY2(leaks.isEmpty(),
                 qPrintable(QStringLiteral("%1 English text(s):\n").arg(leaks.size()) + leaks.mid(0, 200).join(u'\n')));
    }

    // And back to English: no Chinese is left (the explanation, problems, the picture...).
    void englishHasNoChinese()
    {
        switchTo(QStringLiteral("en"));
        QStringList leaks;
        QSet<QString> seen;
        for (const Shown& shown : walk()) {
            if (hasChinese(shown.text) && !seen.contains(shown.text)) {
                seen.insert(shown.text);
                leaks.append(QStringLiteral("%1: %2").arg(shown.where, shown.text));
            }
        }
        QVERIFY2(leaks.isEmpty(),
                 qPrintable(QStringLiteral("%1 Chinese text(s):\n").arg(leaks.size()) + leaks.mid(0, 60).join(u'\n')));
    }
};

QTEST_MAIN(tst_Languages)
#include "tst_Languages.moc"
