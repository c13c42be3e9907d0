// argparse-exactness of the accelerate launch and deepspeed parsers: every command of
// tests/data/wrapper-corpus/*.jsonl goes through our LauncherParser and through stand-in parsers
// that tests/wrappers/wrapper_parsers.py builds with this machine's real Python argparse from the
// same option tables (dumped here as JSON). Accept/reject, argparse's message, every dest's typed
// value, the training script and its arguments must all agree. The packages themselves are not
// installed (no network): the tables' truth is their source (see docs/research/launchers.md).

#include "launcher/AccelerateOptions.h"
#include "launcher/DeepSpeedOptions.h"
#include "launcher/LauncherOptionTable.h"
#include "launcher/LauncherParser.h"

#include "ShellWords.h"
#include "TypedLauncherValue.h"

#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <nlohmann/json.hpp>

using namespace ddpw;

namespace {

const char* actionName(LauncherOption::Action action)
{
    switch (action) {
    case LauncherOption::Action::StoreTrue: return "store_true";
    case LauncherOption::Action::StoreFalse: return "store_false";
    case LauncherOption::Action::Append: return "append";
    case LauncherOption::Action::Help: return "help";
    default: return "store";
    }
}

const char* typeName(LauncherOption::Type type)
{
    switch (type) {
    case LauncherOption::Type::Int: return "int";
    case LauncherOption::Type::Float: return "float";
    case LauncherOption::Type::Bool: return "bool";
    case LauncherOption::Type::StrToBool: return "str_to_bool";
    case LauncherOption::Type::StrToBoolList: return "str_to_bool_list";
    case LauncherOption::Type::None: return "none";
    default: return "str";
    }
}

const char* kindName(LauncherValue::Kind kind)
{
    switch (kind) {
    case LauncherValue::Kind::Null: return "null";
    case LauncherValue::Kind::Bool: return "bool";
    case LauncherValue::Kind::Int: return "int";
    case LauncherValue::Kind::Float: return "float";
    case LauncherValue::Kind::String: return "str";
    case LauncherValue::Kind::StringList: return "list";
    }
    return "null";
}

nlohmann::json tableJson(const char* launcher, const QList<WrapperOptionRow>& rows, const WrapperDialect& dialect)
{
    nlohmann::json out = {{"launcher", launcher},
                          {"dashed", dialect.dashedCopies},
                          {"script", dialect.scriptName},
                          {"script_args", dialect.scriptArgsName}};
    nlohmann::json list = nlohmann::json::array();
    for (const WrapperOptionRow& row : rows) {
        nlohmann::json strings = nlohmann::json::array();
        for (const QString& text : QString::fromLatin1(row.strings).split(u' '))
            strings.push_back(text.toStdString());
        nlohmann::json choices = nlohmann::json::array();
        if (row.choices) {
            for (const QString& choice : QString::fromLatin1(row.choices).split(u','))
                choices.push_back(choice.toStdString());
        }
        list.push_back({{"strings", strings},
                        {"dest", row.dest},
                        {"action", actionName(row.action)},
                        {"type", typeName(row.type)},
                        {"default_kind", kindName(row.defaultKind)},
                        {"default", row.defaultText ? row.defaultText : ""},
                        {"choices", choices}});
    }
    out["rows"] = list;
    return out;
}

QList<ShellWord> wordsOf(const nlohmann::json& argv)
{
    QStringList values;
    for (const auto& arg : argv)
        values.append(QString::fromStdString(arg.get<std::string>()));
    QList<ShellWord> words = test::wordsOf(values);
    for (ShellWord& word : words)
        word.hasExpansion = false; // argv as bash passed it: a '$' is text here
    return words;
}

nlohmann::json ourResult(const nlohmann::json& testCase)
{
    const LauncherKind kind =
        testCase.at("launcher") == "accelerate" ? LauncherKind::Accelerate : LauncherKind::DeepSpeed;
    const LauncherParseResult result = LauncherParser(TorchVersion(), kind).parse(wordsOf(testCase.at("argv")));
    nlohmann::json out = {{"id", testCase.at("id")}, {"message", nullptr}, {"args", nullptr}};
    const LauncherParseError* first = nullptr;
    for (const LauncherParseError& error : result.errors) {
        if (!first && error.stage == LauncherParseError::Stage::Argparse)
            first = &error;
    }
    if (first) {
        out["outcome"] = "error";
        out["message"] = first->message.toStdString();
    } else if (result.helpRequested) {
        out["outcome"] = "help";
    } else {
        out["outcome"] = "ok";
        test::addParsedArguments(out, result);
    }
    return out;
}

} // namespace

class tst_WrapperArgparse : public QObject
{
    Q_OBJECT

private slots:
    void agreesWithRealArgparse();
};

void tst_WrapperArgparse::agreesWithRealArgparse()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QFile tables(dir.filePath(QStringLiteral("tables.json")));
    QVERIFY(tables.open(QIODevice::WriteOnly));
    const nlohmann::json both =
        nlohmann::json::array({tableJson("accelerate", AccelerateOptions::rows(), AccelerateOptions::dialect()),
                               tableJson("deepspeed", DeepSpeedOptions::rows(), DeepSpeedOptions::dialect())});
    tables.write(QByteArray::fromStdString(both.dump()));
    tables.close();

    const QString corpusDir = QStringLiteral(DDPW_TEST_DATA_DIR "/wrapper-corpus");
    const QStringList files{corpusDir + QStringLiteral("/handpicked.jsonl"),
                            corpusDir + QStringLiteral("/generated.jsonl")};
    QFile ours(dir.filePath(QStringLiteral("ours.jsonl")));
    QVERIFY(ours.open(QIODevice::WriteOnly));
    int cases = 0;
    for (const QString& path : files) {
        QFile file(path);
        QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(path));
        while (!file.atEnd()) {
            const QByteArray line = file.readLine().trimmed();
            if (line.isEmpty())
                continue;
            ++cases;
            ours.write(QByteArray::fromStdString(ourResult(nlohmann::json::parse(line.toStdString())).dump() + "\n"));
        }
    }
    ours.close();
    QVERIFY2(cases >= 800, "the corpus must hold at least 800 commands");

    if (!QFile::exists(QStringLiteral("/usr/bin/python3")))
        QSKIP("no /usr/bin/python3");
    QProcess python;
    python.setProcessChannelMode(QProcess::MergedChannels);
    QStringList arguments{QStringLiteral(DDPW_SOURCE_DIR "/tests/wrappers/wrapper_parsers.py"), tables.fileName(),
                          ours.fileName()};
    arguments += files;
    python.start(QStringLiteral("/usr/bin/python3"), arguments);
    QVERIFY(python.waitForFinished(280000));
    const QByteArray output = python.readAll();
    qInfo().noquote() << output;
    QVERIFY2(python.exitStatus() == QProcess::NormalExit && python.exitCode() == 0,
             "disagreements with Python's argparse");

    // The shell tests read the same tables from the sources (tests/wrappers/wrapper_tables.py).
    QProcess reader;
    reader.setProcessChannelMode(QProcess::MergedChannels);
    reader.start(QStringLiteral("/usr/bin/python3"),
                 {QStringLiteral(DDPW_SOURCE_DIR "/tests/wrappers/wrapper_tables.py"), QStringLiteral(DDPW_SOURCE_DIR),
                  tables.fileName()});
    QVERIFY(reader.waitForFinished(60000));
    const QByteArray said = reader.readAll();
    qInfo().noquote() << said;
    QVERIFY2(reader.exitStatus() == QProcess::NormalExit && reader.exitCode() == 0,
             "wrapper_tables.py reads other tables than the compiled ones");
}

QTEST_GUILESS_MAIN(tst_WrapperArgparse)
#include "tst_WrapperArgparse.moc"
