#include "launcher/LauncherOptionTable.h"

#include "launcher/AccelerateOptions.h"
#include "launcher/DeepSpeedOptions.h"

#include <QMap>
#include <QMutex>

#include <array>
#include <map>
#include <memory>

namespace ddpw {

namespace {

using Action = LauncherOption::Action;
using Type = LauncherOption::Type;
using Kind = LauncherValue::Kind;

// A default that holds from release `major.minor` on (until the next entry of the same row).
struct DefaultSpec
{
    int major = -1; // -1: no entry
    int minor = 0;
    Kind kind = Kind::Null;
    const char* text = nullptr; // the value as Python writes it; ignored for Null
};

// One row: an argparse argument across every release. Spellings are derived: the dash form
// "--" + dest with '-' (only when `twoSpellings`, from 2.0 on), the underscore form "--" + dest.
struct Row
{
    const char* dest;
    const char* shortOption; // "-m", "-r", "-t" or nullptr
    bool twoSpellings;       // a dash and an underscore spelling from 2.0 on (PR #94505)
    Action action;
    Type type;
    int sinceMajor;
    int sinceMinor;
    std::array<DefaultSpec, 2> defaults;
    const char* choices; // comma-separated, nullptr for none
    bool launchOnly;     // launch.py's own --use_env
    const char* help;
};

constexpr DefaultSpec str(const char* text)
{
    return {1, 13, Kind::String, text};
}
constexpr DefaultSpec integer(const char* text)
{
    return {1, 13, Kind::Int, text};
}
constexpr DefaultSpec none()
{
    return {1, 13, Kind::Null, nullptr};
}
constexpr DefaultSpec flagOff()
{
    return {1, 13, Kind::Bool, "False"};
}

// The data table: run.py's options (order = run.py's add_argument order, which fixes the
// order of argparse's "could match" lists), the release each one arrived in and its defaults,
// and launch.py's. Rows marked "inferred" come from PR dates, not from a release file.
// clang-format off
const Row kRows[] = {
    {"help", "-h", false, Action::Help, Type::None, 1, 13, {none()}, nullptr, false,
     QT_TRANSLATE_NOOP("LauncherOptionTable", "Prints the launcher's usage and exits without starting anything.")},
    // The last call: torch 1.13 torch/distributed/elastic/rendezvous/dynamic_rendezvous.py:134;
    // static waits for max_nodes: static_tcp_rendezvous.py:99.
    {"nnodes", nullptr, false, Action::Env, Type::Str, 1, 13, {str("1:1")}, nullptr, false,
     QT_TRANSLATE_NOOP("LauncherOptionTable", "Number of nodes (machines) in the job, either N or MIN:MAX for an elastic range. "
                       "Every node must pass the same value. With c10d the rendezvous waits for N nodes (MIN of a "
                       "range), then for a last call (30 s by default) for more, up to MAX, and the workers' world is "
                       "the nodes of that round; the static rendezvous waits for MAX.")},
    {"nproc_per_node", nullptr, true, Action::Env, Type::Str, 1, 13, {str("1")}, nullptr, false,
     QT_TRANSLATE_NOOP("LauncherOptionTable", "Number of worker processes started on each node, usually one per GPU: an integer, "
                       "or auto, cpu, gpu (and xpu from 2.9). Each worker gets LOCAL_RANK 0..N-1 and "
                       "LOCAL_WORLD_SIZE=N.")},
    {"rdzv_backend", nullptr, true, Action::Env, Type::Str, 1, 13, {str("static")}, nullptr, false,
     QT_TRANSLATE_NOOP("LauncherOptionTable", "How the nodes find each other: static (node ranks come from --node-rank and the store "
                       "runs on --master-addr:--master-port) or c10d (a TCP store at --rdzv-endpoint assigns ranks); "
                       "etcd and etcd-v2 need an etcd server.")},
    {"rdzv_endpoint", nullptr, true, Action::Env, Type::Str, 1, 13, {str("")}, nullptr, false,
     QT_TRANSLATE_NOOP("LauncherOptionTable", "host[:port] of the rendezvous store. With c10d the node whose address matches the host "
                       "runs the store (default port 29400); with static and no endpoint, master-addr:master-port is "
                       "used. Must be the same on every node.")},
    {"rdzv_id", nullptr, true, Action::Env, Type::Str, 1, 13, {str("none")}, nullptr, false,
     QT_TRANSLATE_NOOP("LauncherOptionTable", "Job id shared by all nodes of one rendezvous; it becomes TORCHELASTIC_RUN_ID in every "
                       "worker. Two jobs with the same id and endpoint would join each other.")},
    {"rdzv_conf", nullptr, true, Action::Env, Type::Str, 1, 13, {str("")}, nullptr, false,
     QT_TRANSLATE_NOOP("LauncherOptionTable", "Extra rendezvous settings as key=value pairs separated by commas, for example "
                       "join_timeout=600,read_timeout=60 (c10d) or timeout=900 (static).")},
    {"standalone", nullptr, false, Action::CheckEnv, Type::None, 1, 13, {flagOff()}, nullptr, false,
     QT_TRANSLATE_NOOP("LauncherOptionTable", "Single-node mode: starts a private c10d store on localhost with a random run id and "
                       "ignores the --rdzv-* options. Nodes started this way can never meet, so it is wrong for "
                       "more than one node.")},
    {"max_restarts", nullptr, true, Action::Env, Type::Int, 1, 13, {integer("0")}, nullptr, false,
     QT_TRANSLATE_NOOP("LauncherOptionTable", "How many times the whole worker group is restarted after a worker fails before the "
                       "job fails; must be 0 or more.")},
    {"monitor_interval", nullptr, true, Action::Env, Type::Float, 1, 13,
     {DefaultSpec{1, 13, Kind::Int, "5"}, DefaultSpec{2, 4, Kind::Float, "0.1"}}, nullptr, false,
     QT_TRANSLATE_NOOP("LauncherOptionTable", "Seconds between the agent's checks of its workers' state (5 up to torch 2.3, 0.1 from "
                       "2.4); must be greater than 0.")},
    {"start_method", nullptr, true, Action::Env, Type::Str, 1, 13, {str("spawn")}, "spawn,fork,forkserver", false,
     QT_TRANSLATE_NOOP("LauncherOptionTable", "Python multiprocessing start method used to create the workers: spawn, fork or "
                       "forkserver.")},
    {"event_log_handler", nullptr, true, Action::Env, Type::Str, 2, 8, {str("null")}, nullptr, false,
     QT_TRANSLATE_NOOP("LauncherOptionTable", "Name of a registered torchelastic event handler that records launcher events "
                       "(torch 2.8 and later).")},
    {"role", nullptr, false, Action::Env, Type::Str, 1, 13, {str("default")}, nullptr, false,
     QT_TRANSLATE_NOOP("LauncherOptionTable", "Free-form name of the workers' role; each worker sees it as ROLE_NAME.")},
    {"module", "-m", false, Action::CheckEnv, Type::None, 1, 13, {flagOff()}, nullptr, false,
     QT_TRANSLATE_NOOP("LauncherOptionTable", "Treat the training script as a Python module name: each worker runs "
                       "python -u -m <module>.")},
    {"no_python", nullptr, true, Action::CheckEnv, Type::None, 1, 13, {flagOff()}, nullptr, false,
     QT_TRANSLATE_NOOP("LauncherOptionTable", "Run the training script directly as a program instead of through python (for shell "
                       "scripts or binaries). Cannot be combined with --module.")},
    {"run_path", nullptr, true, Action::CheckEnv, Type::None, 1, 13, {flagOff()}, nullptr, false,
     QT_TRANSLATE_NOOP("LauncherOptionTable", "Run the script with runpy.run_path inside the launcher's interpreter; needs an "
                       "absolute path and takes precedence over --no-python.")},
    {"log_dir", nullptr, true, Action::Env, Type::Str, 1, 13, {none()}, nullptr, false,
     QT_TRANSLATE_NOOP("LauncherOptionTable", "Directory for the workers' log files (a sub-directory per run is created on every "
                       "node).")},
    {"redirects", "-r", false, Action::Env, Type::Str, 1, 13, {str("0")}, nullptr, false,
     QT_TRANSLATE_NOOP("LauncherOptionTable", "Send worker output to files in the log directory instead of the console: 0 none, 1 "
                       "stdout, 2 stderr, 3 both, or per local rank as 0:3,1:1.")},
    {"tee", "-t", false, Action::Env, Type::Str, 1, 13, {str("0")}, nullptr, false,
     QT_TRANSLATE_NOOP("LauncherOptionTable", "Copy worker output to files in the log directory and keep it on the console; same "
                       "format as --redirects.")},
    {"log_line_prefix_template", nullptr, true, Action::Env, Type::Str, 2, 14, {str("")}, nullptr, false,
     QT_TRANSLATE_NOOP("LauncherOptionTable", "Prefix of each console log line, with the macros ${role_name}, ${local_rank}, "
                       "${rank} and ${hostname} (torch 2.14 and later).")},
    {"local_ranks_filter", nullptr, true, Action::Env, Type::Str, 2, 3, {str("")}, nullptr, false,
     QT_TRANSLATE_NOOP("LauncherOptionTable", "Only show the console output of these local ranks, as a comma-separated list of "
                       "integers (torch 2.3 and later).")},
    // PR #160712 (Aug 2025), inferred 2.10.
    {"duplicate_stdout_filters", nullptr, true, Action::Env, Type::CommaList, 2, 10, {DefaultSpec{1, 13, Kind::StringList, ""}},
     nullptr, false,
     QT_TRANSLATE_NOOP("LauncherOptionTable", "Copy stdout lines containing any of these comma-separated strings to an extra file "
                       "(a double comma stands for a comma).")},
    {"duplicate_stderr_filters", nullptr, true, Action::Env, Type::CommaList, 2, 10, {DefaultSpec{1, 13, Kind::StringList, ""}},
     nullptr, false,
     QT_TRANSLATE_NOOP("LauncherOptionTable", "Copy stderr lines containing any of these comma-separated strings to an extra file.")},
    {"node_rank", nullptr, true, Action::Env, Type::Int, 1, 13, {integer("0")}, nullptr, false,
     QT_TRANSLATE_NOOP("LauncherOptionTable", "This node's rank, 0 to nnodes-1, unique per node. Only the static rendezvous uses it: "
                       "it becomes GROUP_RANK and fixes the workers' global ranks (RANK = node_rank * nproc + "
                       "LOCAL_RANK).")},
    {"master_addr", nullptr, true, Action::Env, Type::Str, 1, 13, {str("127.0.0.1")}, nullptr, false,
     QT_TRANSLATE_NOOP("LauncherOptionTable", "Address of the node with rank 0 (static rendezvous only); it hosts the TCP store and "
                       "every worker gets it as MASTER_ADDR. Must be reachable from every node.")},
    // None from PR #175699 (Feb 2026), inferred 2.12; verified None in 2.14.0.
    {"master_port", nullptr, true, Action::Env, Type::Int, 1, 13, {integer("29500"), DefaultSpec{2, 12, Kind::Null, nullptr}},
     nullptr, false,
     QT_TRANSLATE_NOOP("LauncherOptionTable", "Port of the store on the master node (static rendezvous only), 29500 by default; "
                       "every worker gets it as MASTER_PORT. Must be free on the master node.")},
    {"local_addr", nullptr, true, Action::Env, Type::Str, 2, 0, {none()}, nullptr, false,
     QT_TRANSLATE_NOOP("LauncherOptionTable", "Address other nodes use to reach this node (torch 2.0 and later); otherwise the "
                       "node's fully qualified host name is used, which must resolve everywhere.")},
    {"logs_specs", nullptr, true, Action::Store, Type::Str, 2, 3, {none()}, nullptr, false,
     QT_TRANSLATE_NOOP("LauncherOptionTable", "Name of a torchrun.logs_specs entry point that replaces the default log file layout "
                       "(torch 2.3 and later).")},
    // Inferred 2.9 (present in main Aug–Oct 2025, absent in 2.8.0).
    {"numa_binding", nullptr, true, Action::Store, Type::Str, 2, 9, {none()}, "node,socket,exclusive,core-complex", false,
     QT_TRANSLATE_NOOP("LauncherOptionTable", "Bind each worker to the CPUs near its GPU: node, socket, exclusive or core-complex "
                       "(torch 2.9 and later).")},
    {"signals_to_handle", nullptr, true, Action::Env, Type::Str, 2, 9, {str("SIGTERM,SIGINT,SIGHUP,SIGQUIT")}, nullptr, false,
     QT_TRANSLATE_NOOP("LauncherOptionTable", "Signals the agent forwards to the workers, comma-separated (torch 2.9 and later).")},
    // PR #172596 (≈ Mar 2026), inferred 2.12; verified in 2.14.0.
    {"shutdown_timeout", nullptr, true, Action::Env, Type::Int, 2, 12, {none()}, nullptr, false,
     QT_TRANSLATE_NOOP("LauncherOptionTable", "Seconds between SIGTERM and SIGKILL when the workers are stopped (30 when unset).")},
    // PR #166680 (Oct 2025), inferred 2.10.
    {"virtual_local_rank", nullptr, true, Action::CheckEnv, Type::None, 2, 10, {flagOff()}, nullptr, false,
     QT_TRANSLATE_NOOP("LauncherOptionTable", "Every worker sees LOCAL_RANK=0 and only its own GPU in CUDA_VISIBLE_DEVICES.")},
    {"print_completion", nullptr, true, Action::PrintCompletion, Type::Str, 2, 14, {none()}, "bash,zsh,tcsh", false,
     QT_TRANSLATE_NOOP("LauncherOptionTable", "Prints a shell completion script for torchrun and exits (needs the shtab package).")},
    // torch 1.13 run.py:701,719-720: use_env only decides the --local_rank argument;
    // local_elastic_agent.py:235 sets LOCAL_RANK for every worker.
    {"use_env", nullptr, true, Action::StoreTrue, Type::None, 1, 13, {flagOff()}, nullptr, true,
     QT_TRANSLATE_NOOP("LauncherOptionTable", "launch.py only: do not add --local_rank=N (--local-rank=N from 2.0) to the script's "
                       "arguments. LOCAL_RANK is in every worker's environment with or without it.")},
};
// clang-format on

LauncherValue defaultFor(const Row& row, TorchVersion version)
{
    // Unknown versions take the newest release's defaults.
    const TorchVersion effective = version.isKnown() ? version : TorchVersion::newest();
    const DefaultSpec* chosen = &row.defaults[0];
    for (const DefaultSpec& spec : row.defaults) {
        if (spec.major >= 0 && effective >= TorchVersion::of(spec.major, spec.minor))
            chosen = &spec;
    }
    const QString text = QString::fromUtf8(chosen->text ? chosen->text : "");
    switch (chosen->kind) {
    case Kind::Null: return LauncherValue::null();
    case Kind::Bool: return LauncherValue::boolean(text == QLatin1String("True"));
    case Kind::Int: return LauncherValue::integer(text.toLongLong());
    case Kind::Float: return LauncherValue::floating(text.toDouble());
    case Kind::String: return LauncherValue::string(text);
    case Kind::StringList: return LauncherValue::stringList({});
    }
    return LauncherValue::null();
}

bool rowExistsIn(const Row& row, TorchVersion version, LauncherKind kind)
{
    if (row.launchOnly && kind != LauncherKind::TorchDistributedLaunch)
        return false;
    return !version.isKnown() || version >= TorchVersion::of(row.sinceMajor, row.sinceMinor);
}

QStringList spellingsOf(const Row& row, TorchVersion version)
{
    QStringList strings;
    if (row.shortOption)
        strings.append(QString::fromLatin1(row.shortOption));
    const QString dest = QString::fromLatin1(row.dest);
    const QString underscore = QStringLiteral("--") + dest;
    if (row.twoSpellings && (!version.isKnown() || version.hasDashSpellings())) {
        QString dash = underscore;
        dash.replace(u'_', u'-');
        strings.append(dash);
    }
    strings.append(underscore);
    return strings;
}

} // namespace

LauncherOptionTable::LauncherOptionTable(TorchVersion version, LauncherKind kind) : m_version(version), m_kind(kind)
{
    build();
}

namespace {

// A wrapper's default as its row writes it.
LauncherValue wrapperDefault(const WrapperOptionRow& row)
{
    const QString text = QString::fromUtf8(row.defaultText ? row.defaultText : "");
    switch (row.defaultKind) {
    case Kind::Null: return LauncherValue::null();
    case Kind::Bool: return LauncherValue::boolean(text == QLatin1String("True"));
    case Kind::Int: return LauncherValue::integer(text.toLongLong());
    case Kind::Float: return LauncherValue::floating(text.toDouble());
    case Kind::String: return LauncherValue::string(text);
    case Kind::StringList: return LauncherValue::stringList(text.split(u',', Qt::SkipEmptyParts));
    }
    return LauncherValue::null();
}

// accelerate's CustomArgumentParser: its store actions add, after each option string with an
// '_' past the leading "--", the same string with every '_' replaced by '-'.
QStringList withDashedCopies(const QStringList& strings)
{
    QStringList all;
    for (const QString& text : strings) {
        all.append(text);
        if (text.indexOf(u'_', 2) >= 0) {
            QString dashed = text;
            dashed.replace(u'_', u'-');
            all.append(dashed);
        }
    }
    return all;
}

} // namespace

void LauncherOptionTable::addOption(LauncherOption option)
{
    const int index = int(m_options.size());
    m_destIndex.insert(option.dest, index);
    for (const QString& text : option.optionStrings) {
        m_exact.insert(text, int(m_strings.size()));
        m_strings.append({text, index});
    }
    m_options.append(std::move(option));
}

void LauncherOptionTable::buildWrapper(const QList<WrapperOptionRow>& rows)
{
    for (const WrapperOptionRow& row : rows) {
        LauncherOption option;
        option.dest = QString::fromLatin1(row.dest);
        option.optionStrings = QString::fromLatin1(row.strings).split(u' ');
        const bool dashed = m_dialect.dashedCopies && row.action != Action::Help && row.action != Action::Append;
        if (dashed)
            option.optionStrings = withDashedCopies(option.optionStrings);
        option.action = row.action;
        option.type = row.type;
        const bool flag =
            row.action == Action::StoreTrue || row.action == Action::StoreFalse || row.action == Action::Help;
        option.nargs = flag ? 0 : 1;
        option.defaultValue = wrapperDefault(row);
        if (row.choices)
            option.choices = QString::fromLatin1(row.choices).split(u',');
        option.sinceText = QString::fromLatin1(row.since);
        option.help = row.help;
        addOption(std::move(option));
    }
}

void LauncherOptionTable::build()
{
    if (m_kind == LauncherKind::Accelerate) {
        m_dialect = AccelerateOptions::dialect();
        buildWrapper(AccelerateOptions::rows());
        return;
    }
    if (m_kind == LauncherKind::DeepSpeed) {
        m_dialect = DeepSpeedOptions::dialect();
        buildWrapper(DeepSpeedOptions::rows());
        return;
    }
    for (const Row& row : kRows) {
        if (!rowExistsIn(row, m_version, m_kind))
            continue;
        LauncherOption option;
        option.dest = QString::fromLatin1(row.dest);
        option.optionStrings = spellingsOf(row, m_version);
        if (row.action == Action::Help)
            option.optionStrings = {QStringLiteral("-h"), QStringLiteral("--help")};
        option.action = row.action;
        option.type = row.type;
        option.nargs =
            (row.action == Action::CheckEnv || row.action == Action::StoreTrue || row.action == Action::Help) ? 0 : 1;
        option.defaultValue = defaultFor(row, m_version);
        if (row.choices)
            option.choices = QString::fromLatin1(row.choices).split(u',');
        option.since = TorchVersion::of(row.sinceMajor, row.sinceMinor);
        option.help = row.help;
        if (row.action == Action::Env || row.action == Action::CheckEnv)
            option.envVar = QStringLiteral("PET_") + option.dest.toUpper();
        addOption(std::move(option));
    }
}

const LauncherOptionTable& LauncherOptionTable::forVersion(TorchVersion version, LauncherKind kind)
{
    // torchrun and `python -m torch.distributed.run` share one parser.
    if (kind == LauncherKind::TorchDistributedRun)
        kind = LauncherKind::TorchRun;
    if (!isTorchLauncher(kind))
        version = TorchVersion(); // one table per wrapper, whatever torch the image has
    static QMutex mutex;
    // Built once and kept for the program's life; the map owns them, so that they are freed with
    // it at exit and a leak check reports only what really leaks.
    static std::map<std::pair<std::pair<int, int>, int>, std::unique_ptr<const LauncherOptionTable>> tables;
    const auto key = std::make_pair(std::make_pair(version.major(), version.minor()), int(kind));
    QMutexLocker locker(&mutex);
    auto found = tables.find(key);
    if (found == tables.end())
        found = tables.emplace(key, std::unique_ptr<const LauncherOptionTable>(new LauncherOptionTable(version, kind)))
                    .first;
    return *found->second;
}

int LauncherOptionTable::findExact(const QString& optionString) const
{
    const int string = m_exact.value(optionString, -1);
    return string < 0 ? -1 : m_strings.at(string).option;
}

int LauncherOptionTable::findExact(QStringView optionString) const
{
    const OptionString* found = findExactString(optionString);
    return found ? found->option : -1;
}

const LauncherOptionTable::OptionString* LauncherOptionTable::findExactString(QStringView optionString) const
{
    // fromRawData: a hash lookup on the caller's characters without copying them.
    const int string = m_exact.value(QString::fromRawData(optionString.data(), optionString.size()), -1);
    return string < 0 ? nullptr : &m_strings.at(string);
}

bool LauncherOptionTable::isNprocKeyword(TorchVersion version, QStringView text)
{
    if (text == u"cpu" || text == u"gpu" || text == u"auto")
        return true;
    if (text == u"xpu")
        return !version.isKnown() || version.atLeast(2, 9);
    if (text == u"privateuseone")
        return !version.isKnown() || version.atLeast(2, 2);
    return false;
}

int LauncherOptionTable::findDest(const QString& dest) const
{
    return m_destIndex.value(dest, -1);
}

QString LauncherOptionTable::helpText(const LauncherOption& option) const
{
    if (!option.help)
        return QString();
    QString text = tr(option.help);
    // The help texts name options in the dash spelling; a release without it knows the other.
    qsizetype i = 0;
    while ((i = text.indexOf(QLatin1String("--"), i)) >= 0) {
        qsizetype end = i + 2;
        while (end < text.size() &&
               (text.at(end).isLower() || text.at(end).isDigit() || text.at(end) == u'-' || text.at(end) == u'_'))
            ++end;
        while (end > i + 2 && (text.at(end - 1) == u'-' || text.at(end - 1) == u'_'))
            --end;
        const QString written = text.mid(i, end - i);
        QString other = written;
        other.replace(u'-', u'_').replace(0, 2, QStringLiteral("--"));
        if (findExact(written) < 0 && findExact(other) >= 0)
            text.replace(i, written.size(), other);
        i = end;
    }
    return text;
}

std::optional<TorchVersion> LauncherOptionTable::introducedIn(const QString& optionString, LauncherKind kind)
{
    if (!isTorchLauncher(kind))
        return std::nullopt; // a wrapper's table does not change with torch
    for (const TorchVersion& version : TorchVersion::supported()) {
        if (forVersion(version, kind).findExact(optionString) >= 0)
            return version;
    }
    return std::nullopt;
}

QString LauncherOptionTable::spelling(const QString& dest) const
{
    const int index = findDest(dest);
    return index < 0 ? QStringLiteral("--") + dest : m_options.at(index).preferredSpelling();
}

QString LauncherOptionTable::standaloneEndpoint(TorchVersion version)
{
    // PR #107734 switched to a free port; verified localhost:0 in 2.2.2, localhost:29400 in 1.13.
    if (version.isKnown() && !version.atLeast(2, 2))
        return QStringLiteral("localhost:29400");
    return QStringLiteral("localhost:0");
}

} // namespace ddpw
