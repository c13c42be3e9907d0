#include "launcher/CommandColouring.h"
#include "shell/ShellReader.h"

#include <QDir>
#include <QFile>
#include <QTest>

using namespace ddpw;

Q_DECLARE_METATYPE(ddpw::ColouredSpan::Role)

namespace {

using Role = ColouredSpan::Role;

// The role that paints `offset` last (spans are applied in order), or nothing.
std::optional<Role> roleAt(const QList<ColouredSpan>& spans, int offset)
{
    std::optional<Role> role;
    for (const ColouredSpan& span : spans) {
        if (span.begin <= offset && offset < span.end)
            role = span.role;
    }
    return role;
}

QStringList corpusSnippets()
{
    QStringList files;
    for (const char* folder : {"shell-corpus", "platform-corpus", "expand-corpus"}) {
        QDir dir(QStringLiteral(DDPW_TEST_DATA_DIR "/") + QLatin1String(folder));
        for (const QFileInfo& info : dir.entryInfoList({QStringLiteral("*.sh")}, QDir::Files, QDir::Name))
            files.append(info.filePath());
    }
    return files;
}

QString readFile(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return QString();
    return QString::fromUtf8(file.readAll());
}

} // namespace

class tst_CommandColouring : public QObject
{
    Q_OBJECT

private slots:
    void roles_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("token");
        QTest::addColumn<int>("occurrence");
        QTest::addColumn<bool>("coloured");
        QTest::addColumn<Role>("role");
        const auto row = [](const char* name, const QString& text, const QString& token, Role role,
                            int occurrence = 0) { QTest::newRow(name) << text << token << occurrence << true << role; };
        const auto plain = [](const char* name, const QString& text, const QString& token, int occurrence = 0) {
            QTest::newRow(name) << text << token << occurrence << false << Role::String;
        };
        row("launcher", QStringLiteral("torchrun --nnodes=2 t.py"), QStringLiteral("torchrun"), Role::Launcher);
        row("launcher with a path", QStringLiteral("/opt/conda/bin/torchrun t.py"), QStringLiteral("/opt"),
            Role::Launcher);
        row("launch module", QStringLiteral("python3 -u -m torch.distributed.launch --use_env t.py"),
            QStringLiteral("torch.distributed.launch"), Role::Launcher);
        row("option name", QStringLiteral("torchrun --nnodes=2 t.py"), QStringLiteral("--nnodes"), Role::Option);
        plain("option value", QStringLiteral("torchrun --nnodes=2 t.py"), QStringLiteral("2"));
        plain("script", QStringLiteral("torchrun --nnodes=2 t.py"), QStringLiteral("t.py"));
        row("option of another command", QStringLiteral("cut -d, -f1"), QStringLiteral("-f1"), Role::Option);
        row("export", QStringLiteral("export NCCL_DEBUG=INFO"), QStringLiteral("export"), Role::Keyword);
        row("exec", QStringLiteral("exec torchrun t.py"), QStringLiteral("exec"), Role::Keyword);
        row("launcher after exec", QStringLiteral("exec torchrun t.py"), QStringLiteral("torchrun"), Role::Launcher);
        row("if", QStringLiteral("if true; then torchrun t.py; fi"), QStringLiteral("if"), Role::Keyword);
        row("fi", QStringLiteral("if true; then torchrun t.py; fi"), QStringLiteral("fi"), Role::Keyword);
        row("for ... in ... do", QStringLiteral("for h in a b; do echo $h; done"), QStringLiteral("in"), Role::Keyword);
        row("done", QStringLiteral("for h in a b; do echo $h; done"), QStringLiteral("done"), Role::Keyword);
        row("case in", QStringLiteral("case $X in a) echo;; esac"), QStringLiteral("in"), Role::Keyword);
        row("esac", QStringLiteral("case $X in a) echo;; esac"), QStringLiteral("esac"), Role::Keyword);
        row("[[", QStringLiteral("[[ -n $X ]] && echo"), QStringLiteral("[["), Role::Keyword);
        row("]]", QStringLiteral("[[ -n $X ]] && echo"), QStringLiteral("]]"), Role::Keyword);
        plain("a reserved word as an argument", QStringLiteral("echo if then fi"), QStringLiteral("then"));
        row("quoted reserved word is a string", QStringLiteral("'if' x"), QStringLiteral("'if'"), Role::String);
        row("single-quoted", QStringLiteral("echo 'a $B c'"), QStringLiteral("$B"), Role::String);
        row("double-quoted", QStringLiteral("echo \"a $B c\""), QStringLiteral("a "), Role::String);
        row("expansion inside double quotes", QStringLiteral("echo \"a $B c\""), QStringLiteral("$B"), Role::Expansion);
        row("ansi-c string", QStringLiteral("echo $'a\\tb'"), QStringLiteral("$'"), Role::String);
        row("braced parameter", QStringLiteral("echo ${MASTER:-localhost}"), QStringLiteral("localhost"),
            Role::Expansion);
        row("command substitution", QStringLiteral("M=$(echo $H | cut -d, -f1)"), QStringLiteral("cut"),
            Role::Expansion);
        row("string inside a substitution", QStringLiteral("M=$(echo \"$H\" | awk '{print $1}')"),
            QStringLiteral("{print"), Role::String);
        row("backticks", QStringLiteral("M=`hostname`"), QStringLiteral("hostname"), Role::Expansion);
        row("arithmetic", QStringLiteral("N=$((2 * 8))"), QStringLiteral("*"), Role::Expansion);
        row("process substitution", QStringLiteral("read -r M < <(echo a)"), QStringLiteral("echo"), Role::Expansion);
        row("comment", QStringLiteral("torchrun t.py # the first"), QStringLiteral("first"), Role::Comment);
        plain("hash inside a word", QStringLiteral("echo a#b"), QStringLiteral("#b"));
        row("$# is an expansion", QStringLiteral("echo $# x"), QStringLiteral("#"), Role::Expansion);
        row("here-document body", QStringLiteral("cat <<EOF >h\n--x slots=8\nEOF\n"), QStringLiteral("--x"),
            Role::String);
        plain("here-document delimiter line", QStringLiteral("cat <<EOF >h\nx\nEOF\necho"), QStringLiteral("EOF"), 1);
        row("string across lines", QStringLiteral("echo 'one\ntwo' --x"), QStringLiteral("two"), Role::String);
        row("option after a multi-line string", QStringLiteral("echo 'one\ntwo' --x"), QStringLiteral("--x"),
            Role::Option);
        plain("escaped quote", QStringLiteral("echo \\'a --b"), QStringLiteral("a"));
        row("unterminated string runs to the end", QStringLiteral("echo \"abc\n--x"), QStringLiteral("--x"),
            Role::String);
    }
    void roles()
    {
        QFETCH(QString, text);
        QFETCH(QString, token);
        QFETCH(int, occurrence);
        QFETCH(bool, coloured);
        QFETCH(Role, role);
        qsizetype offset = -1;
        for (int i = 0; i <= occurrence; ++i)
            offset = text.indexOf(token, offset + 1);
        QVERIFY2(offset >= 0, qPrintable(token));
        const QList<ColouredSpan> spans = CommandColouring::spans(text);
        for (qsizetype i = offset; i < offset + token.size(); ++i) {
            const std::optional<Role> actual = roleAt(spans, int(i));
            if (!coloured) {
                QVERIFY2(!actual, qPrintable(QStringLiteral("offset %1 is coloured %2").arg(i).arg(int(*actual))));
            } else {
                QVERIFY2(actual, qPrintable(QStringLiteral("offset %1 is not coloured").arg(i)));
                QCOMPARE(*actual, role);
            }
        }
    }

    // Over every corpus script: spans lie in the text, come in order, and agree with the reader
    // the checks use: comments are the reader's comments, a quoted string opens with a quote and
    // closes with it unless the reader reports it unterminated.
    void corpusSpansAgreeWithTheReader()
    {
        const QStringList files = corpusSnippets();
        QVERIFY(files.size() > 100);
        for (const QString& path : files) {
            const QString text = readFile(path);
            const QList<ColouredSpan> spans = CommandColouring::spans(text);
            const ShellScript script = ShellReader().read(text);
            const bool unterminated =
                std::any_of(script.diagnostics.cbegin(), script.diagnostics.cend(), [](const ShellDiagnostic& d) {
                    return d.message.startsWith(QLatin1String("unterminated"));
                });
            int comments = 0;
            for (qsizetype i = 0; i < spans.size(); ++i) {
                const ColouredSpan& span = spans.at(i);
                QVERIFY2(0 <= span.begin && span.begin < span.end && span.end <= text.size(), qPrintable(path));
                if (i > 0)
                    QVERIFY2(spans.at(i - 1).begin <= span.begin, qPrintable(path));
                const QChar first = text.at(span.begin);
                if (span.role == Role::Comment) {
                    ++comments;
                    QCOMPARE(first, QLatin1Char('#'));
                }
                if (span.role == Role::String && (first == u'\'' || first == u'"')) {
                    const bool closed = span.end - span.begin >= 2 && text.at(span.end - 1) == first;
                    QVERIFY2(closed || unterminated, qPrintable(path + QStringLiteral(" @%1").arg(span.begin)));
                }
            }
            QCOMPARE(comments, int(script.comments.size()));
        }
    }

    void anyBytesGiveSpansInsideTheText_data()
    {
        QTest::addColumn<QString>("text");
        QTest::newRow("open quotes") << QString(20000, u'"');
        QTest::newRow("nested substitutions") << QStringLiteral("$(").repeated(5000);
        QTest::newRow("braces") << QStringLiteral("${").repeated(5000);
        QTest::newRow("here-documents") << QStringLiteral("cat <<A <<B\n").repeated(2000);
        QTest::newRow("nul and escapes") << QString(QChar(0)) + QStringLiteral("\\'$`\"").repeated(4000);
    }
    void anyBytesGiveSpansInsideTheText()
    {
        QFETCH(QString, text);
        const QList<ColouredSpan> spans = CommandColouring::spans(text);
        for (const ColouredSpan& span : spans)
            QVERIFY(span.begin >= 0 && span.end <= text.size() && span.begin < span.end);
    }
};

QTEST_GUILESS_MAIN(tst_CommandColouring)
#include "tst_CommandColouring.moc"
