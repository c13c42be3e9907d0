// Hand-picked launcher parser cases: abbreviations, =/space forms, `--`, options after the
// script, bad values and ambiguity per torch version (argparse messages as Python 3.11 prints
// them), plus the locator, the option table, the fixes and the `validate` JSON shape. The
// corpus test (tst_LauncherCorpus) proves agreement with the real parsers at scale.

#include "ShellWords.h"
#include "cli/LauncherArgsJson.h"
#include "launcher/LauncherLocator.h"
#include "launcher/LauncherOptionTable.h"
#include "launcher/LauncherParser.h"
#include "launcher/PythonText.h"

#include <QTest>

#include <cmath>

using namespace ddpw;
using ddpw::test::wordsOf;

namespace {

LauncherKind kindOf(const QString& name)
{
    if (name == QLatin1String("launch"))
        return LauncherKind::TorchDistributedLaunch;
    return LauncherKind::TorchRun;
}

// "int:3", "str:8", "float:0.1", "bool:True", "null:None", "list:[]"
QString describe(const LauncherValue& value)
{
    static const char* const kinds[] = {"null", "bool", "int", "float", "str", "list"};
    return QLatin1String(kinds[int(value.kind())]) + u':' + value.toString();
}

LauncherParseResult parse(const QString& version, const QString& launcher, const QStringList& argv)
{
    return LauncherParser(*TorchVersion::parse(version), kindOf(launcher)).parse(wordsOf(argv));
}

QString firstArgparseError(const LauncherParseResult& result)
{
    for (const LauncherParseError& error : result.errors) {
        if (error.stage == LauncherParseError::Stage::Argparse)
            return error.message;
    }
    return QString();
}

} // namespace

class tst_LauncherParser : public QObject
{
    Q_OBJECT

private slots:
    void argparse_data();
    void argparse();
    void ambiguousIsSaidOnce();
    void runtimeChecks_data();
    void runtimeChecks();
    void locator_data();
    void locator();
    void fixes();
    void expansionsStayAsWritten();
    void occurrencesAndRanges();
    void environmentFallback();
    void tableDefaultsPerVersion();
    void unknownVersionIsTheUnion();
    void everyOptionIsExplained();
    void argsJson();
    void pythonText();
    void anyBytesNeverCrash();
};

void tst_LauncherParser::argparse_data()
{
    QTest::addColumn<QString>("version");
    QTest::addColumn<QString>("launcher");
    QTest::addColumn<QStringList>("argv");
    QTest::addColumn<QString>("error"); // argparse's first message, empty when accepted
    QTest::addColumn<QString>("dest");  // one dest to check when accepted
    QTest::addColumn<QString>("value"); // describe() of it
    QTest::addColumn<QString>("script");
    QTest::addColumn<QStringList>("scriptArgs");

    const QString none;
    auto row = [](const char* name, const char* version, const char* launcher, const QStringList& argv,
                  const QString& error, const char* dest = "", const char* value = "", const char* script = "",
                  const QStringList& scriptArgs = {}) {
        QTest::newRow(name) << QString::fromUtf8(version) << QString::fromUtf8(launcher) << argv << error
                            << QString::fromUtf8(dest) << QString::fromUtf8(value) << QString::fromUtf8(script)
                            << scriptArgs;
    };
    auto L = [](const char* text) { return QString::fromUtf8(text); };

    // forms
    row("equals", "1.13", "run", {L("--nproc_per_node=8"), L("train.py")}, none, "nproc_per_node", "str:8", "train.py");
    row("space", "1.13", "run", {L("--nproc_per_node"), L("8"), L("train.py")}, none, "nproc_per_node", "str:8",
        "train.py");
    row("dash on 2.0", "2.0", "run", {L("--nproc-per-node=8"), L("train.py")}, none, "nproc_per_node", "str:8",
        "train.py");
    row("dash on 1.13", "1.13", "run", {L("--nproc-per-node=8"), L("train.py")},
        L("unrecognized arguments: --nproc-per-node=8"));
    row("-r3", "1.13", "run", {L("-r3"), L("train.py")}, none, "redirects", "str:3", "train.py");
    row("-r=3", "2.0", "run", {L("-r=3"), L("train.py")}, none, "redirects", "str:3", "train.py");
    row("-mh is -m -h", "1.13", "run", {L("-mr3"), L("pkg")}, none, "redirects", "str:3", "pkg");
    row("-mx", "1.13", "run", {L("-mx"), L("pkg")}, L("argument -m/--module: ignored explicit argument 'x'"));
    row("int type", "2.4", "run", {L("--node-rank=3"), L("t.py")}, none, "node_rank", "int:3", "t.py");
    row("float type", "2.4", "run", {L("--monitor-interval=1"), L("t.py")}, none, "monitor_interval", "float:1.0",
        "t.py");
    row("default int 5 on 1.13", "1.13", "run", {L("t.py")}, none, "monitor_interval", "int:5", "t.py");
    row("default 0.1 on 2.4", "2.4", "run", {L("t.py")}, none, "monitor_interval", "float:0.1", "t.py");
    row("master_port None on 2.14", "2.14", "run", {L("t.py")}, none, "master_port", "null:None", "t.py");
    row("python int", "1.13", "run", {L("--max_restarts= 1_0 "), L("t.py")}, none, "max_restarts", "int:10", "t.py");
    // abbreviations and ambiguity
    row("--nproc on 1.13", "1.13", "run", {L("--nproc=2"), L("t.py")}, none, "nproc_per_node", "str:2", "t.py");
    row("--nproc on 2.0", "2.0", "run", {L("--nproc=2"), L("t.py")},
        L("ambiguous option: --nproc=2 could match --nproc-per-node, --nproc_per_node"));
    row("--nproc-per on 2.0", "2.0", "run", {L("--nproc-per=2"), L("t.py")}, none, "nproc_per_node", "str:2", "t.py");
    row("--max on 1.13", "1.13", "run", {L("--max=3"), L("t.py")}, none, "max_restarts", "int:3", "t.py");
    row("--max on 2.3", "2.3", "run", {L("--max=3"), L("t.py")},
        L("ambiguous option: --max=3 could match --max-restarts, --max_restarts"));
    row("--master on 1.13", "1.13", "run", {L("--master=x"), L("t.py")},
        L("ambiguous option: --master=x could match --master_addr, --master_port"));
    row("--no on 1.13", "1.13", "run", {L("--no"), L("t.py")},
        L("ambiguous option: --no could match --no_python, --node_rank"));
    row("--local on 2.3", "2.3", "run", {L("--local"), L("x"), L("t.py")},
        L("ambiguous option: --local could match --local-ranks-filter, --local_ranks_filter, --local-addr, "
          "--local_addr"));
    row("--local_r on 2.3", "2.3", "run", {L("--local_r=0"), L("t.py")}, none, "local_ranks_filter", "str:0", "t.py");
    row("--local_r on 1.13", "1.13", "run", {L("--local_r=0"), L("t.py")}, L("unrecognized arguments: --local_r=0"));
    row("--use on 1.13 launch", "1.13", "launch", {L("--use"), L("t.py")}, none, "use_env", "bool:True", "t.py");
    row("--use on 2.0 launch", "2.0", "launch", {L("--use"), L("t.py")},
        L("ambiguous option: --use could match --use-env, --use_env"));
    row("mixed separators", "2.0", "run", {L("--nproc-per_node=2"), L("t.py")},
        L("unrecognized arguments: --nproc-per_node=2"));
    row("ambiguous after the script", "2.0", "run", {L("t.py"), L("--nproc=2")},
        L("ambiguous option: --nproc=2 could match --nproc-per-node, --nproc_per_node"));
    // flags
    row("flag with value", "1.13", "run", {L("--standalone=1"), L("t.py")},
        L("argument --standalone: ignored explicit argument '1'"));
    row("flag with empty value", "2.0", "run", {L("--no-python="), L("t.py")},
        L("argument --no-python/--no_python: ignored explicit argument ''"));
    // -- and the script
    row("-- before script", "1.13", "run", {L("--nproc_per_node"), L("2"), L("--"), L("t.py"), L("--x")}, none,
        "nproc_per_node", "str:2", "t.py", {L("--x")});
    row("-- after script is eaten", "1.13", "run", {L("t.py"), L("--"), L("x")}, none, "nnodes", "str:1:1", "t.py",
        {L("x")});
    row("options after script", "2.0", "run", {L("t.py"), L("--nproc-per-node=2"), L("--standalone")}, none,
        "nproc_per_node", "str:1", "t.py", {L("--nproc-per-node=2"), L("--standalone")});
    row("value swallows script", "1.13", "run", {L("--nproc_per_node"), L("t.py")},
        L("the following arguments are required: training_script, training_script_args"));
    row("no script", "1.13", "run", {},
        L("the following arguments are required: training_script, training_script_args"));
    row("unknown before script", "1.13", "run", {L("--foo"), L("t.py")}, L("unrecognized arguments: --foo"));
    row("required before unrecognized", "1.13", "run", {L("--foo")},
        L("the following arguments are required: training_script, training_script_args"));
    row("--opt=-- gives []", "1.13", "run", {L("--start_method=--"), L("t.py")}, none, "start_method", "list:[]",
        "t.py");
    // values that look like options
    row("negative number value", "1.13", "run", {L("--node_rank"), L("-5"), L("t.py")}, none, "node_rank", "int:-5",
        "t.py");
    row("negative float value", "1.13", "run", {L("--monitor_interval"), L("-.5"), L("t.py")}, none, "monitor_interval",
        "float:-0.5", "t.py");
    row("option-like value", "1.13", "run", {L("--nnodes"), L("-x"), L("t.py")},
        L("argument --nnodes: expected one argument"));
    row("value with space", "1.13", "run", {L("--role"), L("--x y"), L("t.py")}, none, "role", "str:--x y", "t.py");
    // types and choices
    row("invalid int", "1.13", "run", {L("--max_restarts=x"), L("t.py")},
        L("argument --max_restarts: invalid int value: 'x'"));
    row("invalid int 2.0 name", "2.0", "run", {L("--max-restarts=1.5"), L("t.py")},
        L("argument --max-restarts/--max_restarts: invalid int value: '1.5'"));
    row("invalid float", "1.13", "run", {L("--monitor_interval=0x10"), L("t.py")},
        L("argument --monitor_interval: invalid float value: '0x10'"));
    row("invalid choice", "1.13", "run", {L("--start_method=thread"), L("t.py")},
        L("argument --start_method: invalid choice: 'thread' (choose from 'spawn', 'fork', 'forkserver')"));
    row("repr quotes", "1.13", "run", {L("--master_port=it's"), L("t.py")},
        L("argument --master_port: invalid int value: \"it's\""));
    row("numa choices", "2.9", "run", {L("--numa-binding=bogus"), L("t.py")},
        L("argument --numa-binding/--numa_binding: invalid choice: 'bogus' (choose from 'node', 'socket', 'exclusive', "
          "'core-complex')"));
    // version-gated options
    row("--local-addr on 1.13", "1.13", "run", {L("--local-addr=x"), L("t.py")},
        L("unrecognized arguments: --local-addr=x"));
    row("--use_env on torchrun", "2.0", "run", {L("--use_env"), L("t.py")}, L("unrecognized arguments: --use_env"));
    // help
    row("-h", "1.13", "run", {L("-h")}, none);
    row("error before -h wins", "1.13", "run", {L("--max_restarts=x"), L("-h")},
        L("argument --max_restarts: invalid int value: 'x'"));
}

void tst_LauncherParser::argparse()
{
    QFETCH(QString, version);
    QFETCH(QString, launcher);
    QFETCH(QStringList, argv);
    QFETCH(QString, error);
    QFETCH(QString, dest);
    QFETCH(QString, value);
    QFETCH(QString, script);
    QFETCH(QStringList, scriptArgs);

    const LauncherParseResult result = parse(version, launcher, argv);
    QCOMPARE(firstArgparseError(result), error);
    QCOMPARE(result.argparseAccepts(), error.isEmpty());
    if (!error.isEmpty() || dest.isEmpty())
        return;
    const LauncherArgument* argument = result.argument(dest);
    QVERIFY(argument);
    QCOMPARE(describe(argument->value), value);
    QCOMPARE(result.trainingScript, script);
    QCOMPARE(result.trainingScriptArgs, scriptArgs);
}

void tst_LauncherParser::runtimeChecks_data()
{
    QTest::addColumn<QString>("version");
    QTest::addColumn<QString>("launcher");
    QTest::addColumn<QStringList>("argv");
    QTest::addColumn<int>("code");
    QTest::addColumn<QString>("dest");

    using Code = LauncherParseError::Code;
    auto row = [](const char* name, const char* version, const char* launcher, const QStringList& argv, Code code,
                  const char* dest) {
        QTest::newRow(name) << QString::fromUtf8(version) << QString::fromUtf8(launcher) << argv << int(code)
                            << QString::fromUtf8(dest);
    };
    auto L = [](const char* text) { return QString::fromUtf8(text); };
    row("nnodes 3 parts", "1.13", "run", {L("--nnodes=1:2:3"), L("t.py")}, Code::NnodesFormat, "nnodes");
    row("nnodes not int", "2.0", "run", {L("--nnodes=two"), L("t.py")}, Code::NnodesNotInteger, "nnodes");
    row("nnodes 0", "1.13", "run", {L("--nnodes=0"), L("t.py")}, Code::NnodesRange, "nnodes");
    row("nnodes min > max", "1.13", "run", {L("--nnodes=3:2"), L("t.py")}, Code::NnodesRange, "nnodes");
    row("max_restarts -1", "1.13", "run", {L("--max_restarts=-1"), L("t.py")}, Code::MaxRestartsNegative,
        "max_restarts");
    row("nproc word", "1.13", "run", {L("--nproc_per_node=eight"), L("t.py")}, Code::NprocInvalid, "nproc_per_node");
    row("nproc xpu on 2.8", "2.8", "run", {L("--nproc-per-node=xpu"), L("t.py")}, Code::NprocInvalid, "nproc_per_node");
    row("nproc 0", "1.13", "run", {L("--nproc_per_node=0"), L("t.py")}, Code::NprocNotPositive, "nproc_per_node");
    row("rdzv_conf key", "1.13", "run", {L("--rdzv_conf==1"), L("t.py")}, Code::RdzvConfFormat, "rdzv_conf");
    row("rdzv_conf value", "1.13", "run", {L("--rdzv_conf=a=1,b"), L("t.py")}, Code::RdzvConfMissingValue, "rdzv_conf");
    row("redirects", "1.13", "run", {L("-r"), L("4"), L("t.py")}, Code::RedirectsFormat, "redirects");
    row("tee two-digit rank", "1.13", "run", {L("-t"), L("10:1"), L("t.py")}, Code::TeeFormat, "tee");
    row("local ranks filter", "2.3", "run", {L("--local-ranks-filter=0,x"), L("t.py")}, Code::LocalRanksFilterFormat,
        "local_ranks_filter");
    row("no_python with module", "1.13", "run", {L("--no_python"), L("-m"), L("pkg")}, Code::NoPythonWithModule,
        "no_python");
    row("launch no_python", "2.0", "launch", {L("--no-python"), L("x")}, Code::LaunchNoPythonWithoutUseEnv,
        "no_python");
    row("monitor 0", "2.4", "run", {L("--monitor-interval=0"), L("t.py")}, Code::MonitorIntervalNotPositive,
        "monitor_interval");
    row("endpoint port", "1.13", "run", {L("--rdzv_backend=c10d"), L("--rdzv_endpoint=h:70000"), L("t.py")},
        Code::EndpointPort, "rdzv_endpoint");
    row("endpoint host", "1.13", "run", {L("--rdzv_backend=c10d"), L("--rdzv_endpoint=b@d:1"), L("t.py")},
        Code::EndpointHost, "rdzv_endpoint");
    row("static without port", "1.13", "run", {L("--rdzv_endpoint=host"), L("t.py")}, Code::EndpointPortMissing,
        "rdzv_endpoint");
    row("master_addr bad", "1.13", "run", {L("--master_addr=bad host"), L("t.py")}, Code::EndpointHost, "master_addr");
}

void tst_LauncherParser::runtimeChecks()
{
    QFETCH(QString, version);
    QFETCH(QString, launcher);
    QFETCH(QStringList, argv);
    QFETCH(int, code);
    QFETCH(QString, dest);
    const LauncherParseResult result = parse(version, launcher, argv);
    QVERIFY(result.argparseAccepts());
    QVERIFY(!result.errors.isEmpty());
    const LauncherParseError& error = result.errors.first();
    QCOMPARE(error.stage, LauncherParseError::Stage::Runtime);
    QCOMPARE(int(error.code), code);
    QCOMPARE(error.dest, dest);
    QVERIFY(!error.message.isEmpty());
}

void tst_LauncherParser::locator_data()
{
    QTest::addColumn<QStringList>("words");
    QTest::addColumn<bool>("found");
    QTest::addColumn<int>("kind");
    QTest::addColumn<int>("program");
    QTest::addColumn<int>("argumentsBegin");
    QTest::addColumn<int>("pythonOptionsEnd");

    const int run = int(LauncherKind::TorchDistributedRun);
    const int launch = int(LauncherKind::TorchDistributedLaunch);
    const int torchrun = int(LauncherKind::TorchRun);
    auto L = [](const char* text) { return QString::fromUtf8(text).split(u' ', Qt::SkipEmptyParts); };
    QTest::newRow("torchrun") << L("torchrun --nnodes=2 t.py") << true << torchrun << 0 << 1 << 1;
    QTest::newRow("abs torchrun") << L("/usr/bin/torchrun t.py") << true << torchrun << 0 << 1 << 1;
    QTest::newRow("env prefix") << L("NCCL_DEBUG=INFO OMP_NUM_THREADS=1 torchrun t.py") << true << torchrun << 2 << 3
                                << 3;
    QTest::newRow("exec env") << L("exec env -u X A=1 torchrun t.py") << true << torchrun << 5 << 6 << 6;
    // Commands that run the command after their options and operands, in the same environment.
    QTest::newRow("timeout") << L("timeout -k 10 --signal=INT 72h torchrun t.py") << true << torchrun << 5 << 6 << 6;
    QTest::newRow("nice -n") << L("nice -n 5 torchrun t.py") << true << torchrun << 3 << 4 << 4;
    QTest::newRow("nice -10") << L("nice -10 torchrun t.py") << true << torchrun << 2 << 3 << 3;
    QTest::newRow("numactl") << L("numactl --cpunodebind=0 -m 0 torchrun t.py") << true << torchrun << 4 << 5 << 5;
    QTest::newRow("taskset -c") << L("taskset -c 0-63 torchrun t.py") << true << torchrun << 3 << 4 << 4;
    QTest::newRow("stdbuf nohup") << L("nohup stdbuf -oL -e L torchrun t.py") << true << torchrun << 5 << 6 << 6;
    QTest::newRow("setsid -f python") << L("setsid -f python -m torch.distributed.run t.py") << true << run << 2 << 5
                                      << 3;
    QTest::newRow("conda run") << L("conda run -n train --no-capture-output torchrun t.py") << true << torchrun << 5
                               << 6 << 6;
    QTest::newRow("micromamba run --prefix")
        << L("micromamba run --prefix /opt/env python -m torch.distributed.run t.py") << true << run << 4 << 7 << 5;
    QTest::newRow("conda without run") << L("conda activate train") << false << 0 << 0 << 0 << 0;
    QTest::newRow("sudo -E -u") << L("sudo -E -u trainer torchrun t.py") << true << torchrun << 4 << 5 << 5;
    QTest::newRow("timeout without command") << L("timeout 10") << false << 0 << 0 << 0 << 0;
    QTest::newRow("python -m run") << L("python -m torch.distributed.run t.py") << true << run << 0 << 3 << 1;
    QTest::newRow("python3 -u -m launch")
        << L("python3 -u -m torch.distributed.launch t.py") << true << launch << 0 << 4 << 2;
    QTest::newRow("python3.11 -W ignore -X dev")
        << L("python3.11 -W ignore -X dev -m torch.distributed.run t.py") << true << run << 0 << 7 << 5;
    QTest::newRow("conda -um") << L("/opt/conda/bin/python -um torch.distributed.launch t.py") << true << launch << 0
                               << 3 << 2;
    QTest::newRow("attached -m") << L("python -mtorch.distributed.run t.py") << true << run << 0 << 2 << 1;
    QTest::newRow("-Wignore attached") << L("python -Wignore -m torch.distributed.run t.py") << true << run << 0 << 4
                                       << 2;
    QTest::newRow("launch.py path") << L("python /x/torch/distributed/launch.py t.py") << true << launch << 0 << 2 << 1;
    QTest::newRow("other module") << L("python -m pip install x") << false << 0 << 0 << 0 << 0;
    QTest::newRow("python -c") << L("python -c torchrun") << false << 0 << 0 << 0 << 0;
    QTest::newRow("plain script") << L("python train.py") << false << 0 << 0 << 0 << 0;
    QTest::newRow("pythonic name") << L("pythonx -m torch.distributed.run") << false << 0 << 0 << 0 << 0;
    QTest::newRow("empty") << QStringList() << false << 0 << 0 << 0 << 0;
    QTest::newRow("dangling -m") << L("python -m") << false << 0 << 0 << 0 << 0;
}

void tst_LauncherParser::locator()
{
    QFETCH(QStringList, words);
    QFETCH(bool, found);
    QFETCH(int, kind);
    QFETCH(int, program);
    QFETCH(int, argumentsBegin);
    QFETCH(int, pythonOptionsEnd);
    const std::optional<LauncherLocation> location = LauncherLocator::locate(wordsOf(words));
    QCOMPARE(location.has_value(), found);
    if (!found)
        return;
    QCOMPARE(int(location->kind), kind);
    QCOMPARE(location->programIndex, program);
    QCOMPARE(location->argumentsBegin, argumentsBegin);
    QCOMPARE(location->pythonOptionsEnd, pythonOptionsEnd);
}

void tst_LauncherParser::fixes()
{
    // 1.13 has only the underscore spelling: the fix rewrites the option part of the word.
    LauncherParseResult result =
        parse(QStringLiteral("1.13"), QStringLiteral("run"),
              {QStringLiteral("--nnodes=2"), QStringLiteral("--nproc-per-node=8"), QStringLiteral("t.py")});
    QCOMPARE(result.errors.size(), 1);
    LauncherParseError error = result.errors.first();
    QCOMPARE(error.code, LauncherParseError::Code::UnrecognizedArguments);
    QVERIFY(error.fix.has_value());
    QCOMPARE(error.fix->replacement, QStringLiteral("--nproc_per_node"));
    QCOMPARE(error.fix->range.begin.column, 12);
    QCOMPARE(error.fix->range.end.column, 12 + 16);
    QVERIFY(error.hint.contains(QStringLiteral("2.0")));

    // 2.x ambiguity within one option: use the full dash spelling.
    result = parse(QStringLiteral("2.4"), QStringLiteral("run"), {QStringLiteral("--nproc=2"), QStringLiteral("t.py")});
    error = result.errors.first();
    QCOMPARE(error.code, LauncherParseError::Code::AmbiguousOption);
    QVERIFY(error.fix.has_value());
    QCOMPARE(error.fix->replacement, QStringLiteral("--nproc-per-node"));
    QCOMPARE(error.fix->range.end.column - error.fix->range.begin.column, 7);

    // A flag given a value.
    result =
        parse(QStringLiteral("2.4"), QStringLiteral("run"), {QStringLiteral("--standalone=1"), QStringLiteral("t.py")});
    QVERIFY(result.errors.first().fix.has_value());
    QCOMPARE(result.errors.first().fix->replacement, QStringLiteral("--standalone"));

    // An option of a later release.
    result =
        parse(QStringLiteral("2.0"), QStringLiteral("run"), {QStringLiteral("--logs-specs=x"), QStringLiteral("t.py")});
    QVERIFY(result.errors.first().hint.contains(QStringLiteral("2.3")));

    // A choice in the wrong case.
    result = parse(QStringLiteral("1.13"), QStringLiteral("run"),
                   {QStringLiteral("--start_method=Fork"), QStringLiteral("t.py")});
    QVERIFY(result.errors.first().fix.has_value());
    QCOMPARE(result.errors.first().fix->replacement, QStringLiteral("fork"));
}

void tst_LauncherParser::expansionsStayAsWritten()
{
    const LauncherParseResult result =
        parse(QStringLiteral("2.0"), QStringLiteral("run"),
              {QStringLiteral("--nnodes=${VC_WORKER_NUM}"), QStringLiteral("--node-rank=${VC_TASK_INDEX}"),
               QStringLiteral("--rdzv-endpoint=${MASTER}:29500"), QStringLiteral("--start-method=$M"),
               QStringLiteral("t.py")});
    QVERIFY2(result.accepted(), qPrintable(result.errors.value(0).message));
    QCOMPARE(describe(result.argument(QStringLiteral("node_rank"))->value), QStringLiteral("str:${VC_TASK_INDEX}"));
    QVERIFY(result.argument(QStringLiteral("node_rank"))->unresolved);
    QCOMPARE(result.argument(QStringLiteral("rdzv_endpoint"))->value.toString(), QStringLiteral("${MASTER}:29500"));
}

void tst_LauncherParser::occurrencesAndRanges()
{
    const QList<ShellWord> words =
        wordsOf({QStringLiteral("torchrun"), QStringLiteral("--nnodes"), QStringLiteral("2"),
                 QStringLiteral("--nproc=4"), QStringLiteral("t.py"), QStringLiteral("--lr")});
    const LauncherParseResult result = LauncherParser(TorchVersion::of(1, 13), LauncherKind::TorchRun).parse(words, 1);
    QVERIFY(result.accepted());
    QCOMPARE(result.occurrences.size(), 2);
    const LauncherOccurrence& nnodes = result.occurrences.at(0);
    QCOMPARE(nnodes.wordIndex, 1);
    QCOMPARE(nnodes.valueWordIndex, 2);
    QCOMPARE(nnodes.range.begin.column, words.at(1).range.begin.column);
    QCOMPARE(nnodes.range.end.column, words.at(2).range.end.column);
    const LauncherOccurrence& nproc = result.occurrences.at(1);
    QVERIFY(nproc.abbreviated());
    QCOMPARE(nproc.written, QStringLiteral("--nproc"));
    QCOMPARE(nproc.resolved, QStringLiteral("--nproc_per_node"));
    QVERIFY(nproc.attachedValue);
    QCOMPARE(result.trainingScriptWord, 4);
    QCOMPARE(result.trainingScriptArgsBegin, 5);
    QVERIFY(result.argument(QStringLiteral("nnodes"))->given);
    QVERIFY(!result.argument(QStringLiteral("rdzv_id"))->given);

    // A missing script points at the last word.
    const LauncherParseResult missing =
        LauncherParser(TorchVersion::of(1, 13), LauncherKind::TorchRun).parse(words.mid(0, 3), 1);
    QCOMPARE(missing.errors.first().code, LauncherParseError::Code::RequiredMissing);
    QCOMPARE(missing.errors.first().range, words.at(2).range);
}

void tst_LauncherParser::environmentFallback()
{
    LauncherParser parser(TorchVersion::of(1, 13), LauncherKind::TorchRun);
    parser.setEnvironment({{QStringLiteral("PET_NNODES"), QStringLiteral("2")},
                           {QStringLiteral("PET_NODE_RANK"), QStringLiteral("1")},
                           {QStringLiteral("PET_STANDALONE"), QStringLiteral("1")}});
    const LauncherParseResult result = parser.parse(wordsOf({QStringLiteral("--nnodes=3"), QStringLiteral("t.py")}));
    QCOMPARE(describe(result.argument(QStringLiteral("nnodes"))->value), QStringLiteral("str:3"));
    QCOMPARE(describe(result.argument(QStringLiteral("node_rank"))->value), QStringLiteral("int:1"));
    QCOMPARE(describe(result.argument(QStringLiteral("standalone"))->value), QStringLiteral("bool:True"));

    parser.setEnvironment({{QStringLiteral("PET_STANDALONE"), QStringLiteral("true")}});
    QCOMPARE(parser.parse(wordsOf({QStringLiteral("t.py")})).errors.first().code,
             LauncherParseError::Code::PetFlagNotInteger);
}

void tst_LauncherParser::tableDefaultsPerVersion()
{
    const LauncherOptionTable& old = LauncherOptionTable::forVersion(TorchVersion::of(1, 13), LauncherKind::TorchRun);
    QCOMPARE(old.options().first().dest, QStringLiteral("help"));
    QCOMPARE(old.options().size(), 21); // help + 20 options, as the real 1.13 parser
    QCOMPARE(old.findExact(QStringLiteral("--nproc-per-node")), -1);
    const LauncherOptionTable& launch =
        LauncherOptionTable::forVersion(TorchVersion::of(1, 13), LauncherKind::TorchDistributedLaunch);
    QCOMPARE(launch.options().last().optionStrings, QStringList{QStringLiteral("--use_env")});
    const LauncherOptionTable& newest =
        LauncherOptionTable::forVersion(TorchVersion::of(2, 14), LauncherKind::TorchRun);
    QCOMPARE(newest.options().size(), 33);
    const LauncherOption& nproc = newest.options().at(newest.findDest(QStringLiteral("nproc_per_node")));
    QCOMPARE(nproc.optionStrings,
             (QStringList{QStringLiteral("--nproc-per-node"), QStringLiteral("--nproc_per_node")}));
    QCOMPARE(nproc.envVar, QStringLiteral("PET_NPROC_PER_NODE"));
    QCOMPARE(nproc.displayName(), QStringLiteral("--nproc-per-node/--nproc_per_node"));
    QCOMPARE(LauncherOptionTable::standaloneEndpoint(TorchVersion::of(1, 13)), QStringLiteral("localhost:29400"));
    QCOMPARE(LauncherOptionTable::standaloneEndpoint(TorchVersion::of(2, 2)), QStringLiteral("localhost:0"));
    QCOMPARE(LauncherOptionTable::introducedIn(QStringLiteral("--local-ranks-filter"), LauncherKind::TorchRun),
             std::optional<TorchVersion>(TorchVersion::of(2, 3)));
    // The same object every time: built once.
    QCOMPARE(&LauncherOptionTable::forVersion(TorchVersion::of(2, 14), LauncherKind::TorchDistributedRun), &newest);
}

void tst_LauncherParser::unknownVersionIsTheUnion()
{
    const LauncherParseResult both = parse(QStringLiteral("unknown"), QStringLiteral("run"),
                                           {QStringLiteral("--nproc_per_node=2"), QStringLiteral("--node-rank=1"),
                                            QStringLiteral("--local-addr=x"), QStringLiteral("t.py")});
    QVERIFY(both.accepted());
    QVERIFY(
        !parse(QStringLiteral("unknown"), QStringLiteral("run"), {QStringLiteral("--nproc=2"), QStringLiteral("t.py")})
             .argparseAccepts());
}

void tst_LauncherParser::everyOptionIsExplained()
{
    for (const TorchVersion& version : TorchVersion::supported()) {
        const LauncherOptionTable& table =
            LauncherOptionTable::forVersion(version, LauncherKind::TorchDistributedLaunch);
        for (const LauncherOption& option : table.options())
            QVERIFY2(table.helpText(option).size() > 20, qPrintable(option.dest));
    }
}

void tst_LauncherParser::argsJson()
{
    const LauncherParseResult result = parse(QStringLiteral("1.13"), QStringLiteral("launch"),
                                             {QStringLiteral("--nnodes=2"), QStringLiteral("--master_addr=${MASTER}"),
                                              QStringLiteral("t.py"), QStringLiteral("--lr"), QStringLiteral("0.1")});
    const nlohmann::json invocation = LauncherArgsJson::invocation(result, 3, 1);
    QVERIFY(invocation["launcher"] == "torch.distributed.launch");
    QVERIFY(invocation["line"] == 3);
    const nlohmann::json& args = invocation["args"];
    QCOMPARE(args.size(), size_t(21)); // 20 run options + use_env
    QVERIFY(args["nnodes"] == "2");
    QVERIFY(args["master_addr"] == "${MASTER}");
    QVERIFY(args["master_port"].is_number_integer());
    QVERIFY(args["master_port"] == 29500);
    QVERIFY(args["monitor_interval"].is_number_integer()); // argparse leaves the int default 5 alone
    QVERIFY(args["log_dir"].is_null());
    QVERIFY(args["use_env"] == false);
    QVERIFY(invocation["training_script"] == "t.py");
    QVERIFY(invocation["training_script_args"] == nlohmann::json::array({"--lr", "0.1"}));
    QVERIFY(!args.contains("help"));
    const nlohmann::json newer = LauncherArgsJson::args(parse(
        QStringLiteral("2.4"), QStringLiteral("run"), {QStringLiteral("--monitor-interval=2"), QStringLiteral("t")}));
    QVERIFY(newer["monitor_interval"].is_number_float());
    QVERIFY(newer["monitor_interval"].get<double>() == 2.0);
}

void tst_LauncherParser::pythonText()
{
    QCOMPARE(PythonText::floatRepr(5.0), QStringLiteral("5.0"));
    QCOMPARE(PythonText::floatRepr(0.1), QStringLiteral("0.1"));
    QCOMPARE(PythonText::floatRepr(1e16), QStringLiteral("1e+16"));
    QCOMPARE(PythonText::floatRepr(0.0001), QStringLiteral("0.0001"));
    QCOMPARE(PythonText::floatRepr(0.00001), QStringLiteral("1e-05"));
    QCOMPARE(PythonText::floatRepr(-2.5e-300), QStringLiteral("-2.5e-300"));
    QCOMPARE(PythonText::repr(QStringLiteral("it's")), QStringLiteral("\"it's\""));
    QCOMPARE(PythonText::repr(QStringLiteral("a\tb\\")), QStringLiteral("'a\\tb\\\\'"));
    QCOMPARE(PythonText::repr(QString(QChar(0x200b))), QStringLiteral("'\\u200b'"));
    QCOMPARE(PythonText::toInt(QStringLiteral(" -0_7\n"))->value, -7);
    QVERIFY(!PythonText::toInt(QStringLiteral("1__0")));
    QVERIFY(!PythonText::toInt(QStringLiteral("_1")));
    QVERIFY(PythonText::toInt(QStringLiteral("99999999999999999999"))->overflow);
    QVERIFY(std::isinf(*PythonText::toFloat(QStringLiteral("-Infinity"))));
    QVERIFY(!PythonText::toFloat(QStringLiteral("1e")));
    QVERIFY(!PythonText::toFloat(QStringLiteral(".")));
    QCOMPARE(*PythonText::toFloat(QStringLiteral("5.")), 5.0);
}

void tst_LauncherParser::anyBytesNeverCrash()
{
    // Random byte words: every parse ends, with or without errors.
    quint32 seed = 12345;
    auto next = [&seed]() {
        seed = seed * 1103515245u + 12345u;
        return (seed >> 16) & 0x7fff;
    };
    const QStringList pieces{QStringLiteral("-"),    QStringLiteral("--"),  QStringLiteral("="), QStringLiteral("-r"),
                             QStringLiteral("-m"),   QStringLiteral("--n"), QStringLiteral("1"), QStringLiteral(" "),
                             QStringLiteral("\xe9"), QStringLiteral("$"),   QStringLiteral(":"), QStringLiteral(",")};
    for (int round = 0; round < 3000; ++round) {
        QStringList argv;
        const int count = int(next() % 7);
        for (int i = 0; i < count; ++i) {
            QString word;
            const int length = int(next() % 5);
            for (int j = 0; j < length; ++j)
                word += pieces.at(int(next() % pieces.size()));
            argv.append(word);
        }
        const TorchVersion version = TorchVersion::supported().at(int(next() % TorchVersion::supported().size()));
        const LauncherParseResult result =
            LauncherParser(version, round % 2 ? LauncherKind::TorchRun : LauncherKind::TorchDistributedLaunch)
                .parse(wordsOf(argv));
        QVERIFY(result.arguments.size() > 10);
        (void)LauncherLocator::locate(wordsOf(argv));
    }
}

void tst_LauncherParser::ambiguousIsSaidOnce()
{
    // argparse exits at the ambiguous option: it never reaches "unrecognized arguments" for it.
    const LauncherParseResult result =
        parse(QStringLiteral("2.3"), QStringLiteral("run"),
              {QStringLiteral("--nproc=8"), QStringLiteral("--nnodes=2"), QStringLiteral("t.py")});
    QCOMPARE(result.errors.size(), 1);
    QCOMPARE(result.errors.constFirst().code, LauncherParseError::Code::AmbiguousOption);
}

QTEST_GUILESS_MAIN(tst_LauncherParser)
#include "tst_LauncherParser.moc"
