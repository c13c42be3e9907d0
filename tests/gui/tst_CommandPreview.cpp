#include "GuiTestBase.h"
#include "preview/CommandHighlighter.h"
#include "preview/CommandPreview.h"

#include "generate/CommandGenerator.h"

#include <QApplication>
#include <QClipboard>
#include <QHelpEvent>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTabBar>
#include <QTest>
#include <QTextBlock>
#include <QTextDocumentFragment>
#include <QToolTip>
#include <QTreeWidget>

using namespace ddpw;

Q_DECLARE_METATYPE(ddpw::CommandHighlighter::Role)

class tst_CommandPreview : public test::GuiTestBase
{
    Q_OBJECT

private:
    static QString guideCommand() { return CommandGenerator(JobSpec::guideExample()).platformCommand(); }

    static PreviewDiagnostic diagnosticOn(const QString& text, const QString& word, Severity severity,
                                          const QString& message)
    {
        PreviewDiagnostic d;
        d.beginOffset = int(text.indexOf(word));
        d.endOffset = d.beginOffset + int(word.size());
        d.severity = severity;
        d.code = QStringLiteral("T001");
        d.message = message;
        return d;
    }

    // The highlighter's foreground colour at an offset of the editor's text.
    static QColor colorAt(const QPlainTextEdit* editor, int offset)
    {
        const QTextBlock block = editor->document()->findBlock(offset);
        const int inBlock = offset - block.position();
        for (const QTextLayout::FormatRange& range : block.layout()->formats()) {
            if (inBlock >= range.start && inBlock < range.start + range.length)
                return range.format.foreground().color();
        }
        return {};
    }

    static QPoint viewportPointAt(const QPlainTextEdit* editor, int offset)
    {
        QTextCursor cursor(editor->document());
        cursor.setPosition(offset);
        const QRect rect = editor->cursorRect(cursor);
        return QPoint(rect.left() + 3, rect.center().y());
    }

private slots:
    void init() { QGuiApplication::clipboard()->clear(); }

    void highlighting_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("token");
        QTest::addColumn<CommandHighlighter::Role>("role");
        const QString guide = guideCommand();
        QTest::newRow("comment") << guide << QStringLiteral("# Use the first") << CommandHighlighter::Role::Comment;
        QTest::newRow("launcher") << guide << QStringLiteral("torchrun") << CommandHighlighter::Role::Launcher;
        QTest::newRow("option") << guide << QStringLiteral("--nnodes") << CommandHighlighter::Role::Option;
        QTest::newRow("braced variable") << guide << QStringLiteral("${MASTER}") << CommandHighlighter::Role::Expansion;
        QTest::newRow("export keyword") << guide << QStringLiteral("export") << CommandHighlighter::Role::Keyword;
        QTest::newRow("single-quoted string")
            << QStringLiteral("torchrun train.py 'a b'") << QStringLiteral("'a b'") << CommandHighlighter::Role::String;
        QTest::newRow("plain variable") << QStringLiteral("echo $HOME") << QStringLiteral("$HOME")
                                        << CommandHighlighter::Role::Expansion;
        QTest::newRow("variable inside double quotes")
            << QStringLiteral("echo \"x $Y z\"") << QStringLiteral("$Y") << CommandHighlighter::Role::Expansion;
        QTest::newRow("string across lines")
            << QStringLiteral("echo 'one\ntwo' --x") << QStringLiteral("two") << CommandHighlighter::Role::String;
        QTest::newRow("launch module") << QStringLiteral("python -m torch.distributed.launch --use_env t.py")
                                       << QStringLiteral("torch.distributed.launch")
                                       << CommandHighlighter::Role::Launcher;
        QTest::newRow("hash inside a word is no comment")
            << QStringLiteral("torchrun a#b --x") << QStringLiteral("--x") << CommandHighlighter::Role::Option;
        // Read by core's shell reader: what bash reads as data is coloured as data.
        QTest::newRow("here-document body is a string")
            << QStringLiteral("cat <<EOF > h\nnode-0 slots=8\nEOF\ntorchrun t.py") << QStringLiteral("node-0 slots=8")
            << CommandHighlighter::Role::String;
        QTest::newRow("no option inside a here-document")
            << QStringLiteral("cat <<'EOF'\n--not-an-option\nEOF") << QStringLiteral("--not-an-option")
            << CommandHighlighter::Role::String;
        QTest::newRow("dollar inside single quotes is text")
            << QStringLiteral("awk '{print $NF}'") << QStringLiteral("$NF") << CommandHighlighter::Role::String;
        QTest::newRow("reserved word") << QStringLiteral("if [ -n \"$X\" ]; then torchrun t.py; fi")
                                       << QStringLiteral("then") << CommandHighlighter::Role::Keyword;
        QTest::newRow("$# is no comment")
            << QStringLiteral("echo $# --x") << QStringLiteral("$#") << CommandHighlighter::Role::Expansion;
        QTest::newRow("comment after a semicolon")
            << QStringLiteral("torchrun t.py;# note") << QStringLiteral("# note") << CommandHighlighter::Role::Comment;
        QTest::newRow("command substitution across lines")
            << QStringLiteral("M=$(echo \"$H\" |\n cut -d, -f1)\ntorchrun t.py") << QStringLiteral("cut")
            << CommandHighlighter::Role::Expansion;
    }
    void highlighting()
    {
        QFETCH(QString, text);
        QFETCH(QString, token);
        QFETCH(CommandHighlighter::Role, role);
        CommandPreview preview;
        preview.setTexts(text, QString(), QString());
        const int offset = int(text.indexOf(token));
        QVERIFY(offset >= 0);
        const QColor expected = CommandHighlighter::color(role, preview.palette());
        QCOMPARE(colorAt(preview.editor(), offset), expected);
        QCOMPARE(colorAt(preview.editor(), offset + int(token.size()) - 1), expected);
    }

    // Opening a quote on the first line makes the later lines a string; closing it gives them
    // back their own colours (the highlighter repaints past the edited line).
    void editRecoloursTheLinesAfterIt()
    {
        CommandPreview preview;
        const QString text = QStringLiteral("echo a\necho b\ntorchrun --x t.py");
        preview.setTexts(text, QString(), QString());
        const int option = int(text.indexOf(QStringLiteral("--x")));
        const QColor optionColour = CommandHighlighter::color(CommandHighlighter::Role::Option, preview.palette());
        const QColor stringColour = CommandHighlighter::color(CommandHighlighter::Role::String, preview.palette());
        QCOMPARE(colorAt(preview.editor(), option), optionColour);
        QTextCursor cursor(preview.editor()->document());
        cursor.setPosition(5);
        cursor.insertText(QStringLiteral("'"));
        QCOMPARE(colorAt(preview.editor(), option + 1), stringColour);
        cursor.setPosition(5);
        cursor.deleteChar();
        QCOMPARE(colorAt(preview.editor(), option), optionColour);
    }

    void highlightingSurvivesAnyBytes()
    {
        // Unbalanced quotes, braces and stray escapes must neither crash nor hang.
        CommandPreview preview;
        const QStringList nasty{QStringLiteral("${"),    QStringLiteral("$("), QStringLiteral("\"$"),
                                QStringLiteral("'\\"),   QStringLiteral("\\"), QStringLiteral("`"),
                                QStringLiteral("\"a\\"), QStringLiteral("$"),  QString(QChar(0)) + u'$' + u'{'};
        for (const QString& text : nasty)
            preview.setTexts(text + u'\n' + text, QString(), QString());
        QVERIFY(true);
    }

    void paletteAwareColours()
    {
        QPalette light;
        light.setColor(QPalette::Base, Qt::white);
        QPalette dark;
        dark.setColor(QPalette::Base, QColor(30, 30, 30));
        QVERIFY(CommandHighlighter::color(CommandHighlighter::Role::Option, light) !=
                CommandHighlighter::color(CommandHighlighter::Role::Option, dark));

        CommandPreview preview;
        preview.setTexts(QStringLiteral("torchrun --x"), QString(), QString());
        preview.setPalette(dark);
        QCOMPARE(colorAt(preview.editor(), 10), CommandHighlighter::color(CommandHighlighter::Role::Option, dark));
    }

    void copyPutsExactText_data()
    {
        QTest::addColumn<int>("mode");
        QTest::addColumn<QString>("expected");
        // Tabs, non-breaking spaces, trailing newlines and CJK survive unchanged.
        const QString command = guideCommand() + QStringLiteral("export X='a\u00a0b\tc 中文'\n\n");
        QTest::newRow("command") << int(CommandPreview::Mode::Command) << command;
        QTest::newRow("script") << int(CommandPreview::Mode::Script) << QStringLiteral("#!/bin/bash\nexec x\n");
        QTest::newRow("json") << int(CommandPreview::Mode::Json) << QStringLiteral("{\"a\": 1}\n");
    }
    void copyPutsExactText()
    {
        QFETCH(int, mode);
        QFETCH(QString, expected);
        CommandPreview preview;
        preview.setTexts(guideCommand() + QStringLiteral("export X='a\u00a0b\tc 中文'\n\n"),
                         QStringLiteral("#!/bin/bash\nexec x\n"), QStringLiteral("{\"a\": 1}\n"));
        QTest::mouseClick(preview.modeBar(), Qt::LeftButton, {}, preview.modeBar()->tabRect(mode).center());
        QCOMPARE(int(preview.mode()), mode);
        QTest::mouseClick(preview.copyButton(), Qt::LeftButton);
        QCOMPARE(QGuiApplication::clipboard()->text(), expected);
    }

    void copyAfterEditing()
    {
        CommandPreview preview;
        preview.setTexts(QStringLiteral("torchrun t.py\n"), QString(), QString());
        preview.editor()->moveCursor(QTextCursor::End);
        QTest::keyClicks(preview.editor(), QStringLiteral("x"));
        preview.copyToClipboard();
        QCOMPARE(QGuiApplication::clipboard()->text(), QStringLiteral("torchrun t.py\nx"));
    }

    void switchModes()
    {
        CommandPreview preview;
        QSignalSpy modes(&preview, &CommandPreview::modeChanged);
        preview.setTexts(QStringLiteral("cmd"), QStringLiteral("script"), QStringLiteral("json"));
        QCOMPARE(preview.editor()->toPlainText(), QStringLiteral("cmd"));
        QVERIFY(!preview.editor()->isReadOnly());
        preview.setMode(CommandPreview::Mode::Script);
        QCOMPARE(preview.editor()->toPlainText(), QStringLiteral("script"));
        QVERIFY(preview.editor()->isReadOnly());
        QCOMPARE(preview.modeBar()->currentIndex(), 1);
        preview.setMode(CommandPreview::Mode::Json);
        QCOMPARE(preview.editor()->toPlainText(), QStringLiteral("json"));
        QVERIFY(preview.editor()->isReadOnly());
        QVERIFY(!preview.highlighter()->isEnabled());
        preview.setMode(CommandPreview::Mode::Command);
        QCOMPARE(preview.editor()->toPlainText(), QStringLiteral("cmd"));
        QVERIFY(!preview.editor()->isReadOnly());
        QCOMPARE(modes.count(), 3);

        // Typing into a read-only mode changes nothing.
        preview.setMode(CommandPreview::Mode::Script);
        QTest::keyClicks(preview.editor(), QStringLiteral("zzz"));
        QCOMPARE(preview.text(CommandPreview::Mode::Script), QStringLiteral("script"));
    }

    void commandEditedIsDebounced()
    {
        CommandPreview preview;
        QSignalSpy edited(&preview, &CommandPreview::commandEdited);
        preview.setTexts(QStringLiteral("torchrun t.py"), QString(), QString());
        QCOMPARE(edited.count(), 0); // setting text is not an edit
        preview.editor()->moveCursor(QTextCursor::End);
        QTest::keyClicks(preview.editor(), QStringLiteral(" --lr 3"));
        QCOMPARE(edited.count(), 0); // not per key
        QTRY_COMPARE(edited.count(), 1);
        QCOMPARE(edited.first().first().toString(), QStringLiteral("torchrun t.py --lr 3"));
        QCOMPARE(preview.commandText(), QStringLiteral("torchrun t.py --lr 3"));
    }

    void setTextsKeepsCursor()
    {
        CommandPreview preview;
        preview.setTexts(QStringLiteral("torchrun --a t.py"), QString(), QString());
        QTextCursor cursor = preview.editor()->textCursor();
        cursor.setPosition(5);
        preview.editor()->setTextCursor(cursor);
        preview.setTexts(QStringLiteral("torchrun --b t.py"), QString(), QString());
        QCOMPARE(preview.editor()->textCursor().position(), 5);
        QCOMPARE(preview.editor()->toPlainText(), QStringLiteral("torchrun --b t.py"));
    }

    void underlinesAndList_data()
    {
        QTest::addColumn<int>("severity");
        QTest::newRow("error") << int(Severity::Error);
        QTest::newRow("warning") << int(Severity::Warning);
        QTest::newRow("info") << int(Severity::Info);
    }
    void underlinesAndList()
    {
        QFETCH(int, severity);
        CommandPreview preview;
        const QString text = guideCommand();
        preview.setTexts(text, QString(), QString());
        QVERIFY(preview.diagnosticList()->isHidden());
        const PreviewDiagnostic d =
            diagnosticOn(text, QStringLiteral("--nnodes"), Severity(severity), QStringLiteral("Bad node count"));
        preview.setDiagnostics({d});

        const QList<QTextEdit::ExtraSelection> selections = preview.editor()->extraSelections();
        QCOMPARE(selections.size(), 1);
        QCOMPARE(selections.first().cursor.selectionStart(), d.beginOffset);
        QCOMPARE(selections.first().cursor.selectionEnd(), d.endOffset);
        QCOMPARE(selections.first().format.underlineStyle(), QTextCharFormat::SpellCheckUnderline);

        QTreeWidget* list = preview.diagnosticList();
        QVERIFY(!list->isHidden());
        QCOMPARE(list->topLevelItemCount(), 1);
        QCOMPARE(list->topLevelItem(0)->text(DiagnosticList::MessageColumn), QStringLiteral("Bad node count"));
        QCOMPARE(list->topLevelItem(0)->text(DiagnosticList::CodeColumn), QStringLiteral("T001"));
        QVERIFY(!list->topLevelItem(0)->icon(DiagnosticList::SeverityColumn).isNull());
        QVERIFY(preview.diagnosticList()->fixButtonRect(0).isEmpty()); // no fix, no button

        // Clicking the row selects the range in the editor.
        preview.show();
        QVERIFY(QTest::qWaitForWindowExposed(&preview));
        const QRect row = list->visualItemRect(list->topLevelItem(0));
        QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, row.center());
        QCOMPARE(preview.editor()->textCursor().selectedText(), QStringLiteral("--nnodes"));

        // Diagnostics are not underlined in the script/json views.
        preview.setMode(CommandPreview::Mode::Script);
        QVERIFY(preview.editor()->extraSelections().isEmpty());
    }

    void hoverShowsMessage()
    {
        CommandPreview preview;
        preview.resize(700, 400);
        const QString text = guideCommand();
        preview.setTexts(text, QString(), QString());
        preview.setDiagnostics({diagnosticOn(text, QStringLiteral("--nnodes"), Severity::Warning,
                                             QStringLiteral("Node count differs from VC_WORKER_NUM"))});
        preview.show();
        QVERIFY(QTest::qWaitForWindowExposed(&preview));
        QSignalSpy tokens(&preview, &CommandPreview::tokenActivated);

        QWidget* viewport = preview.editor()->viewport();
        const int offset = int(text.indexOf(QStringLiteral("--nnodes"))) + 2;
        const QPoint pos = viewportPointAt(preview.editor(), offset);
        QHelpEvent hover(QEvent::ToolTip, pos, viewport->mapToGlobal(pos));
        QApplication::sendEvent(viewport, &hover);
        // A rich-text tooltip, so that a long message wraps instead of running off the screen.
        QTRY_COMPARE(QTextDocumentFragment::fromHtml(QToolTip::text()).toPlainText(),
                     QStringLiteral("Node count differs from VC_WORKER_NUM"));
        QCOMPARE(tokens.count(), 1);
        QVERIFY(qAbs(tokens.first().first().toInt() - offset) <= 1);

        // Elsewhere: no tooltip.
        QCOMPARE(preview.diagnosticMessageAt(int(text.indexOf(QStringLiteral("torchrun")))), QString());
        const QPoint away = viewportPointAt(preview.editor(), int(text.indexOf(QStringLiteral("torchrun"))) + 2);
        QHelpEvent hoverAway(QEvent::ToolTip, away, viewport->mapToGlobal(away));
        QApplication::sendEvent(viewport, &hoverAway);
        QTRY_VERIFY(QToolTip::text().isEmpty() || !QToolTip::isVisible());
    }

    void clickActivatesToken()
    {
        CommandPreview preview;
        preview.resize(700, 400);
        const QString text = guideCommand();
        preview.setTexts(text, QString(), QString());
        preview.show();
        QVERIFY(QTest::qWaitForWindowExposed(&preview));
        QSignalSpy tokens(&preview, &CommandPreview::tokenActivated);
        const int offset = int(text.indexOf(QStringLiteral("--rdzv"))) + 3;
        QTest::mouseClick(preview.editor()->viewport(), Qt::LeftButton, {}, viewportPointAt(preview.editor(), offset));
        QCOMPARE(tokens.count(), 1);
        QVERIFY(qAbs(tokens.first().first().toInt() - offset) <= 1);
    }

    void applyFix_data()
    {
        QTest::addColumn<QString>("word");
        QTest::addColumn<QString>("fixText");
        QTest::addColumn<QString>("expected");
        QTest::newRow("replace") << QStringLiteral("--nnodes=2") << QStringLiteral("--nnodes=${VC_WORKER_NUM}")
                                 << QStringLiteral("torchrun --nnodes=${VC_WORKER_NUM} t.py --lr 1");
        QTest::newRow("delete") << QStringLiteral(" --lr 1") << QString() << QStringLiteral("torchrun --nnodes=2 t.py");
        QTest::newRow("insert") << QString() << QStringLiteral("exec ")
                                << QStringLiteral("exec torchrun --nnodes=2 t.py --lr 1");
    }
    void applyFix()
    {
        QFETCH(QString, word);
        QFETCH(QString, fixText);
        QFETCH(QString, expected);
        const QString text = QStringLiteral("torchrun --nnodes=2 t.py --lr 1");
        CommandPreview preview;
        preview.setTexts(text, QString(), QString());
        PreviewDiagnostic d = diagnosticOn(text, word, Severity::Error, QStringLiteral("fix me"));
        if (word.isEmpty())
            d.beginOffset = d.endOffset = 0;
        d.fixText = fixText;
        d.hasFix = true;
        // A second diagnostic after the fixed range must move with the text.
        PreviewDiagnostic later = diagnosticOn(text, QStringLiteral("t.py"), Severity::Info, QStringLiteral("later"));
        preview.setDiagnostics({d, later});
        preview.show();
        QVERIFY(QTest::qWaitForWindowExposed(&preview));

        QSignalSpy edited(&preview, &CommandPreview::commandEdited);
        QSignalSpy applied(&preview, &CommandPreview::fixApplied);
        QTreeWidget* list = preview.diagnosticList();
        const QRect button = preview.diagnosticList()->fixButtonRect(0);
        QVERIFY(!button.isEmpty());
        QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, button.center());
        QTRY_COMPARE(applied.count(), 1);
        QCOMPARE(edited.count(), 1);
        QCOMPARE(edited.first().first().toString(), expected);
        QCOMPARE(preview.commandText(), expected);
        QCOMPARE(preview.editor()->toPlainText(), expected);

        QCOMPARE(preview.diagnostics().size(), 1);
        const PreviewDiagnostic moved = preview.diagnostics().first();
        QCOMPARE(expected.mid(moved.beginOffset, moved.endOffset - moved.beginOffset), QStringLiteral("t.py"));
        QCOMPARE(list->topLevelItemCount(), 1);

        // No further commandEdited from the debounce.
        QTest::qWait(CommandPreview::kDebounceMs * 2);
        QCOMPARE(edited.count(), 1);
    }

    void badDiagnosticRangesAreClamped()
    {
        CommandPreview preview;
        preview.setTexts(QStringLiteral("torchrun"), QString(), QString());
        PreviewDiagnostic past;
        past.beginOffset = 100;
        past.endOffset = 200;
        past.message = QStringLiteral("past the end");
        past.hasFix = true;
        past.fixText = QStringLiteral(" x");
        PreviewDiagnostic backwards;
        backwards.beginOffset = 5;
        backwards.endOffset = -3;
        backwards.message = QStringLiteral("backwards");
        preview.setDiagnostics({past, backwards});
        QCOMPARE(preview.editor()->extraSelections().size(), 2);
        QCOMPARE(preview.diagnosticMessageAt(7), QStringLiteral("past the end"));
        preview.applyFix(0);
        QCOMPARE(preview.commandText(), QStringLiteral("torchrun x"));
        preview.applyFix(5);  // out of range: ignored
        preview.applyFix(-1); // likewise
        QCOMPARE(preview.commandText(), QStringLiteral("torchrun x"));
    }
};

QTEST_MAIN(tst_CommandPreview)
#include "tst_CommandPreview.moc"
