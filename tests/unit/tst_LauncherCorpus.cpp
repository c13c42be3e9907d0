// Agreement with the real thing: every command of tests/data/launcher-corpus/*.jsonl goes through
// our LauncherParser and through the real torch 1.13 parsers (Debian's python3-torch, with
// config_from_args and the agent's first checks) and the rebuilt 2.x argparse parsers
// (tests/torch/torchrun_2x_parsers.py). Accept/reject, argparse's message, every dest's typed
// value, the training script and its args, and the post-parse errors must all agree.

#include "launcher/LauncherParser.h"
#include "launcher/PythonText.h"

#include "TypedLauncherValue.h"

#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <nlohmann/json.hpp>

using namespace ddpw;

namespace {

const char* codeName(LauncherParseError::Code code)
{
    using Code = LauncherParseError::Code;
    switch (code) {
    case Code::NnodesFormat: return "NnodesFormat";
    case Code::NnodesNotInteger: return "NnodesNotInteger";
    case Code::NnodesRange: return "NnodesRange";
    case Code::MaxRestartsNegative: return "MaxRestartsNegative";
    case Code::NprocInvalid: return "NprocInvalid";
    case Code::NprocNotPositive: return "NprocNotPositive";
    case Code::RdzvConfFormat: return "RdzvConfFormat";
    case Code::RdzvConfMissingValue: return "RdzvConfMissingValue";
    case Code::RedirectsFormat: return "RedirectsFormat";
    case Code::TeeFormat: return "TeeFormat";
    case Code::LocalRanksFilterFormat: return "LocalRanksFilterFormat";
    case Code::NoPythonWithModule: return "NoPythonWithModule";
    case Code::LaunchNoPythonWithoutUseEnv: return "LaunchNoPythonWithoutUseEnv";
    case Code::MonitorIntervalNotPositive: return "MonitorIntervalNotPositive";
    case Code::EndpointPort: return "EndpointPort";
    case Code::EndpointHost: return "EndpointHost";
    case Code::EndpointPortMissing: return "EndpointPortMissing";
    case Code::ValueNotUsable: return "ValueNotUsable";
    case Code::BackendNotRegistered: return "BackendNotRegistered";
    default: return "Other";
    }
}

LauncherKind kindOf(const std::string& name)
{
    if (name == "torch.distributed.launch")
        return LauncherKind::TorchDistributedLaunch;
    if (name == "torch.distributed.run")
        return LauncherKind::TorchDistributedRun;
    return LauncherKind::TorchRun;
}

QList<ShellWord> wordsOf(const nlohmann::json& argv)
{
    QList<ShellWord> words;
    int column = 10;
    for (const auto& arg : argv) {
        ShellWord word;
        word.value = word.raw = QString::fromStdString(arg.get<std::string>());
        word.range.begin = {1, column, column - 1};
        column += int(word.raw.size());
        word.range.end = {1, column, column - 1};
        ++column;
        words.append(word);
    }
    return words;
}

// Our result in launcher_oracle.py's format.
nlohmann::json ourResult(const nlohmann::json& testCase, const QString& version)
{
    LauncherParser parser(*TorchVersion::parse(version), kindOf(testCase.at("launcher").get<std::string>()));
    QHash<QString, QString> environment;
    if (testCase.contains("env")) {
        for (const auto& [name, value] : testCase.at("env").items())
            environment.insert(QString::fromStdString(name), QString::fromStdString(value.get<std::string>()));
    }
    parser.setEnvironment(environment);
    const LauncherParseResult result = parser.parse(wordsOf(testCase.at("argv")));
    nlohmann::json out = {{"id", testCase.at("id")}, {"version", version.toStdString()},
                          {"message", nullptr},      {"args", nullptr},
                          {"runtime", nullptr},      {"runtime_extra", nlohmann::json::array()}};
    const LauncherParseError* firstArgparse = nullptr;
    bool crash = false;
    for (const LauncherParseError& error : result.errors) {
        crash = crash || error.code == LauncherParseError::Code::PetFlagNotInteger;
        if (!firstArgparse && error.stage == LauncherParseError::Stage::Argparse)
            firstArgparse = &error;
    }
    if (crash) {
        out["outcome"] = "crash";
    } else if (firstArgparse) {
        out["outcome"] = "error";
        out["message"] = firstArgparse->message.toStdString();
    } else if (result.helpRequested) {
        out["outcome"] = "help";
    } else {
        out["outcome"] = "ok";
        test::addParsedArguments(out, result);
        for (const LauncherParseError& error : result.errors) {
            if (error.fromConfigFromArgs) {
                if (out["runtime"].is_null())
                    out["runtime"] = codeName(error.code);
            } else if (out["runtime"].is_null()) {
                out["runtime_extra"].push_back(codeName(error.code));
            }
        }
    }
    return out;
}

} // namespace

class tst_LauncherCorpus : public QObject
{
    Q_OBJECT

private slots:
    void agreesWithRealParsers();
};

void tst_LauncherCorpus::agreesWithRealParsers()
{
    const QString corpusDir = QStringLiteral(DDPW_TEST_DATA_DIR "/launcher-corpus");
    const QStringList files{corpusDir + QStringLiteral("/handpicked.jsonl"),
                            corpusDir + QStringLiteral("/generated.jsonl")};
    // 1.13 is the real torch; the others are rebuilt 2.x parsers (every release where the table changes).
    const QStringList versions{QStringLiteral("1.13"), QStringLiteral("2.0"),  QStringLiteral("2.3"),
                               QStringLiteral("2.4"),  QStringLiteral("2.8"),  QStringLiteral("2.9"),
                               QStringLiteral("2.10"), QStringLiteral("2.12"), QStringLiteral("2.14")};
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
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
            const nlohmann::json testCase = nlohmann::json::parse(line.toStdString());
            ++cases;
            for (const QString& version : versions)
                ours.write(QByteArray::fromStdString(ourResult(testCase, version).dump() + "\n"));
        }
    }
    ours.close();
    QVERIFY2(cases >= 300, "the corpus must hold at least 300 commands");

    if (!QFile::exists(QStringLiteral(DDPW_PYTHON3)))
        QSKIP("no python with torch at " DDPW_PYTHON3);
    QProcess python;
    python.setProcessChannelMode(QProcess::MergedChannels);
    QStringList arguments{QStringLiteral(DDPW_SOURCE_DIR "/tests/torch/compare_launcher_corpus.py"), ours.fileName()};
    arguments += files;
    arguments += {QStringLiteral("--versions"), versions.join(u',')};
    python.start(QStringLiteral(DDPW_PYTHON3), arguments);
    QVERIFY(python.waitForFinished(280000));
    const QByteArray output = python.readAll();
    qInfo().noquote() << output;
    QVERIFY2(python.exitStatus() == QProcess::NormalExit && python.exitCode() == 0,
             "disagreements with the real parsers");
}

QTEST_GUILESS_MAIN(tst_LauncherCorpus)
#include "tst_LauncherCorpus.moc"
