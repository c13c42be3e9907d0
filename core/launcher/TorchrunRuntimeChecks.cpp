#include "launcher/TorchrunRuntimeChecks.h"

#include "launcher/RendezvousEndpoint.h"

#include "launcher/PythonText.h"

#include <string>

namespace ddpw {

namespace {

// torchrun's Std.from_str: ^[0123]$ or ^(\d:[0123],)*(\d:[0123])$ (Python re, `$` before a final '\n').
bool isStdSpec(const QString& text)
{
    QStringView view(text);
    if (view.endsWith(u'\n'))
        view.chop(1);
    auto isStd = [](QChar c) { return c == u'0' || c == u'1' || c == u'2' || c == u'3'; };
    if (view.size() == 1)
        return isStd(view.at(0));
    if (view.isEmpty())
        return false;
    for (QStringView item : view.split(u',')) {
        if (item.size() != 3 || !PythonText::isDigit(item.at(0)) || item.at(1) != u':' || !isStd(item.at(2)))
            return false;
    }
    return true;
}

// A carriage return of Windows line endings kept in a value: said, for the value looks right.
QString lineEndingsNote(const QString& value)
{
    if (!value.contains(u'\r'))
        return QString();
    return TorchrunRuntimeChecks::tr(" (it ends in a carriage return: the lines end in Windows line endings (\\r); "
                                     "convert the text to Unix line endings)");
}

// Python's `re.match(r"^[\w\.:-]+$", host)` on str.
bool isEndpointHost(const QString& host)
{
    QStringView view(host);
    if (view.endsWith(u'\n'))
        view.chop(1);
    if (view.isEmpty())
        return false;
    for (QChar c : view) {
        if (!(c.isLetterOrNumber() || c == u'_' || c == u'.' || c == u':' || c == u'-' || c.isMark()))
            return false;
    }
    return true;
}

// argparse's dest of each TorchrunRuntimeChecks::Dest, in its order.
const char16_t* const kDestNames[] = {
    u"nnodes",       u"nproc_per_node",   u"rdzv_backend", u"rdzv_endpoint",      u"rdzv_conf", u"standalone",
    u"max_restarts", u"monitor_interval", u"module",       u"no_python",          u"run_path",  u"redirects",
    u"tee",          u"master_addr",      u"master_port",  u"local_ranks_filter", u"use_env",
};

} // namespace

// Option index per Dest for `table` (-1 when the release lacks it). Cached per thread for the
// last table used: the checks run on every keystroke, almost always with the same table.
const std::array<int, int(TorchrunRuntimeChecks::Dest::Count)>&
TorchrunRuntimeChecks::destIndices(const LauncherOptionTable& table)
{
    thread_local const LauncherOptionTable* cachedTable = nullptr;
    thread_local std::array<int, int(Dest::Count)> cached{};
    if (cachedTable != &table) {
        for (int i = 0; i < int(Dest::Count); ++i)
            cached[i] =
                table.findDest(QString::fromRawData(reinterpret_cast<const QChar*>(kDestNames[i]),
                                                    qsizetype(std::char_traits<char16_t>::length(kDestNames[i]))));
        cachedTable = &table;
    }
    return cached;
}

QString TorchrunRuntimeChecks::destName(Dest dest)
{
    return QString::fromUtf16(kDestNames[int(dest)]);
}

void TorchrunRuntimeChecks::add(Code code, Dest dest, const QString& message, bool fromConfigFromArgs)
{
    LauncherParseError error;
    error.stage = Stage::Runtime;
    error.code = code;
    error.dest = destName(dest);
    error.message = message;
    error.fromConfigFromArgs = fromConfigFromArgs;
    const LauncherArgument* found = argument(dest);
    if (found && holdsOptions(found->value)) {
        // Unquoted, bash splits a value at IFS's characters: blanks kept inside one word mean IFS
        // holds no blank there (IFS=, set earlier and never restored).
        const int wordIndex = found->occurrence >= 0 ? m_result.occurrences.at(found->occurrence).wordIndex : -1;
        const QString raw = wordIndex >= 0 && wordIndex < m_words.size() ? m_words.at(wordIndex).raw : QString();
        const bool unquoted = raw.contains(u'$') && !raw.contains(u'"') && !raw.contains(u'\'');
        error.hint = unquoted ? tr("the value holds other options: bash did not split it at its blanks, so IFS holds "
                                   "no blank where the launcher runs (IFS=, set earlier and never restored), and "
                                   "argparse takes the rest of the word for this option's value; restore IFS before "
                                   "the launcher (unset IFS)")
                              : tr("the value holds other options: they reach torch in one word with it (quoted), "
                                   "and argparse takes the rest of the word for this option's value; remove the "
                                   "quotes");
    }
    if (found && found->occurrence >= 0) {
        const LauncherOccurrence& occurrence = m_result.occurrences.at(found->occurrence);
        error.range = occurrence.range;
        error.words.append(occurrence.wordIndex);
        // The value's own word (`--master_addr $M`): where bash substitutes it, the error is its.
        if (occurrence.valueWordIndex >= 0)
            error.words.append(occurrence.valueWordIndex);
    } else if (m_result.argumentsBegin > 0 && m_result.argumentsBegin <= m_words.size()) {
        error.range = m_words.at(m_result.argumentsBegin - 1).range; // a default: point at the launcher
    }
    m_result.errors.append(error);
}

// `"--rdzv_backend=c10d --rdzv_endpoint=host"` as one word: `=` makes it --rdzv_backend's, whole.
bool TorchrunRuntimeChecks::holdsOptions(const LauncherValue& value)
{
    if (value.kind() != LauncherValue::Kind::String)
        return false;
    const QString& text = value.toString();
    for (qsizetype at = 1; at + 1 < text.size(); ++at) {
        if (text.at(at) == u'-' && text.at(at + 1) == u'-' && text.at(at - 1).isSpace())
            return true;
    }
    return false;
}

bool TorchrunRuntimeChecks::rejectList(Dest dest)
{
    const LauncherValue* value = set(dest);
    if (!value || value->kind() != LauncherValue::Kind::StringList)
        return false;
    add(Code::ValueNotUsable, dest,
        tr("argparse turns '=--' into an empty list for %1, and torchrun fails on it with a TypeError")
            .arg(destName(dest)));
    return true;
}

void TorchrunRuntimeChecks::run()
{
    const bool dashes = m_table.version().hasDashSpellings() || !m_table.version().isKnown();
    if (m_table.kind() == LauncherKind::TorchDistributedLaunch && flag(Dest::NoPython) && !flag(Dest::UseEnv)) {
        add(Code::LaunchNoPythonWithoutUseEnv, Dest::NoPython,
            dashes ? tr("When using the '--no-python' flag, you must also set the '--use-env' flag.")
                   : tr("When using the '--no_python' flag, you must also set the '--use_env' flag."));
    }
    checkNnodes();
    checkMaxRestarts();
    checkNproc();
    checkRdzvConf();
    checkLocalRanksFilter();
    checkStd(Dest::Redirects, Code::RedirectsFormat);
    checkStd(Dest::Tee, Code::TeeFormat);
    if (flag(Dest::NoPython) && flag(Dest::Module) && !flag(Dest::RunPath)) {
        add(Code::NoPythonWithModule, Dest::NoPython,
            dashes ? tr("Don't use both the '--no-python' flag and the '--module' flag at the same time.")
                   : tr("Don't use both the '--no_python' flag and the '--module' flag at the same time."));
    }
    // Later, when the agent starts (WorkerSpec asserts, rendezvous handler).
    if (const LauncherValue* interval = set(Dest::MonitorInterval)) {
        const bool isNumber =
            interval->kind() == LauncherValue::Kind::Float || interval->kind() == LauncherValue::Kind::Int;
        const double seconds =
            interval->kind() == LauncherValue::Kind::Int ? double(interval->toInt()) : interval->toDouble();
        if (isNumber && !(seconds > 0))
            add(Code::MonitorIntervalNotPositive, Dest::MonitorInterval,
                tr("monitor_interval must be greater than 0 (got %1)").arg(interval->toString()), false);
    }
    checkEndpoint();
    checkRdzvConfValues();
}

namespace {

// A timedelta of whole seconds as Python prints it: 0:00:00, 0:30:00, -1 day, 23:59:50.
QString timedeltaText(qint64 seconds)
{
    const qint64 days = seconds >= 0 ? seconds / 86400 : -((-seconds + 86399) / 86400);
    const qint64 rest = seconds - days * 86400;
    const QString clock = QStringLiteral("%1:%2:%3")
                              .arg(rest / 3600)
                              .arg((rest / 60) % 60, 2, 10, QLatin1Char('0'))
                              .arg(rest % 60, 2, 10, QLatin1Char('0'));
    if (days == 0)
        return clock;
    return QStringLiteral("%1 %2, %3")
        .arg(QString::number(days), days == 1 || days == -1 ? QStringLiteral("day") : QStringLiteral("days"), clock);
}

} // namespace

// The rendezvous handler reads some --rdzv_conf values as numbers or booleans when the agent
// creates it, on every node (torch/distributed/elastic/rendezvous: RendezvousParameters.get_as_int
// and get_as_bool in api.py, c10d_rendezvous_backend.py's store_type, is_host and read_timeout,
// dynamic_rendezvous.py's join, last_call and close timeouts, static_tcp_rendezvous.py's int() of
// timeout, etcd_rendezvous.py's timeout and last_call_timeout; the same in 1.13 and 2.x). A value
// they cannot read stops the agent: `join_timeout=30m`, `is_host=maybe`.
void TorchrunRuntimeChecks::checkRdzvConfValues()
{
    const LauncherValue* value = set(Dest::RdzvConf);
    if (!value || value->kind() != LauncherValue::Kind::String)
        return;
    QString backend = QStringLiteral("c10d");
    if (!flag(Dest::Standalone)) {
        const LauncherValue* named = known(Dest::RdzvBackend);
        if (!named || named->kind() != LauncherValue::Kind::String)
            return;
        backend = named->toString();
    }
    const RdzvConfig parsed = parseRdzvConf(value->toString());
    if (parsed.badKey || parsed.values.isEmpty())
        return; // a malformed list is checkRdzvConf's
    const QHash<QString, QString>& config = parsed.values;
    const auto integer = [&](const QString& key, bool plainInt) -> std::optional<qint64> {
        const std::optional<PythonText::Integer> number = PythonText::toInt(config.value(key));
        if (number && !number->overflow)
            return number->value;
        add(Code::RdzvConfValue, Dest::RdzvConf,
            plainInt
                ? tr("invalid literal for int() with base 10: %1").arg(PythonText::repr(config.value(key)))
                : tr("The rendezvous configuration option '%1' does not represent a valid integer value.").arg(key),
            false);
        return std::nullopt;
    };
    // RendezvousTimeout: "The join timeout (0:00:00) must be positive."
    const auto positiveTimeout = [&](const QString& name) {
        const QString key = name + QStringLiteral("_timeout");
        if (!config.contains(key))
            return true;
        const std::optional<qint64> number = integer(key, false);
        if (!number)
            return false;
        if (*number > 0)
            return true;
        add(Code::RdzvConfValue, Dest::RdzvConf,
            tr("The %1 timeout (%2) must be positive.").arg(name, timedeltaText(*number)), false);
        return false;
    };
    if (backend == QLatin1String("static")) {
        if (config.contains(QStringLiteral("timeout")))
            integer(QStringLiteral("timeout"), true);
        return;
    }
    if (backend == QLatin1String("etcd")) {
        for (const QString& key : {QStringLiteral("timeout"), QStringLiteral("last_call_timeout")}) {
            if (config.contains(key) && !integer(key, false))
                return;
        }
        return;
    }
    if (backend != QLatin1String("c10d") && backend != QLatin1String("etcd-v2"))
        return;
    // c10d's store: tcp (is_host, read_timeout) or file; etcd-v2 reads read_timeout too.
    const QString store =
        backend == QLatin1String("c10d")
            ? PythonText::strip(config.value(QStringLiteral("store_type"), QStringLiteral("tcp"))).toLower()
            : QStringLiteral("tcp");
    if (store != QLatin1String("tcp") && store != QLatin1String("file")) {
        add(Code::RdzvConfValue, Dest::RdzvConf, tr("Invalid store type given. Currently only supports file and tcp."),
            false);
        return;
    }
    if (backend == QLatin1String("c10d") && store == QLatin1String("tcp") &&
        config.contains(QStringLiteral("is_host"))) {
        static const QStringList booleans{QStringLiteral("1"),     QStringLiteral("true"), QStringLiteral("t"),
                                          QStringLiteral("yes"),   QStringLiteral("y"),    QStringLiteral("0"),
                                          QStringLiteral("false"), QStringLiteral("f"),    QStringLiteral("no"),
                                          QStringLiteral("n")};
        if (!booleans.contains(config.value(QStringLiteral("is_host")).toLower())) {
            add(Code::RdzvConfValue, Dest::RdzvConf,
                tr("The rendezvous configuration option 'is_host' does not represent a valid boolean value."), false);
            return;
        }
    }
    if (store == QLatin1String("tcp") && config.contains(QStringLiteral("read_timeout"))) {
        const std::optional<qint64> read = integer(QStringLiteral("read_timeout"), false);
        if (!read)
            return;
        if (*read <= 0) {
            add(Code::RdzvConfValue, Dest::RdzvConf, tr("The read timeout must be a positive integer."), false);
            return;
        }
    }
    for (const QString& name : {QStringLiteral("join"), QStringLiteral("last_call"), QStringLiteral("close")}) {
        if (!positiveTimeout(name))
            return;
    }
}

void TorchrunRuntimeChecks::checkNnodes()
{
    if (rejectList(Dest::Nnodes))
        return;
    const LauncherValue* value = set(Dest::Nnodes);
    if (!value || value->kind() != LauncherValue::Kind::String)
        return;
    const QString text = value->toString();
    const QList<QStringView> parts = QStringView(text).split(u':');
    if (parts.size() > 2) {
        add(Code::NnodesFormat, Dest::Nnodes, tr("nnodes=%1 is not in \"MIN:MAX\" format").arg(text));
        return;
    }
    qint64 minimum = 0;
    qint64 maximum = 0;
    for (qsizetype i = 0; i < parts.size(); ++i) {
        const std::optional<PythonText::Integer> number = PythonText::toInt(parts.at(i));
        if (!number) {
            add(Code::NnodesNotInteger, Dest::Nnodes,
                tr("invalid literal for int() with base 10: %1 (--nnodes takes N or MIN:MAX)")
                    .arg(PythonText::repr(parts.at(i).toString())));
            return;
        }
        if (i == 0)
            minimum = number->value;
        maximum = number->value;
    }
    if (!(0 < minimum && minimum <= maximum))
        add(Code::NnodesRange, Dest::Nnodes, tr("nnodes=%1: the minimum must be > 0 and <= the maximum").arg(text));
}

void TorchrunRuntimeChecks::checkMaxRestarts()
{
    if (rejectList(Dest::MaxRestarts))
        return;
    const LauncherValue* restarts = set(Dest::MaxRestarts);
    if (restarts && restarts->kind() == LauncherValue::Kind::Int && restarts->toInt() < 0)
        add(Code::MaxRestartsNegative, Dest::MaxRestarts,
            tr("max_restarts must be >= 0 (got %1)").arg(restarts->toString()));
}

void TorchrunRuntimeChecks::checkNproc()
{
    if (rejectList(Dest::NprocPerNode))
        return;
    const LauncherValue* value = set(Dest::NprocPerNode);
    if (!value || value->kind() != LauncherValue::Kind::String)
        return;
    const QString text = value->toString();
    if (const std::optional<PythonText::Integer> number = PythonText::toInt(text)) {
        if (number->value <= 0)
            add(Code::NprocNotPositive, Dest::NprocPerNode,
                tr("nproc_per_node must be at least 1 (got %1): the agent asserts local_world_size > 0").arg(text),
                false);
        return;
    }
    if (LauncherOptionTable::isNprocKeyword(m_table.version(), text))
        return; // cpu/gpu/auto/...: resolved on the node (gpu needs CUDA there)
    add(Code::NprocInvalid, Dest::NprocPerNode, tr("Unsupported nproc_per_node value: %1").arg(text));
}

// _parse_rendezvous_config (torch/distributed/run.py): pairs split at commas, key and value
// stripped, the last of a key kept. A malformed list stops at its first bad pair.
TorchrunRuntimeChecks::RdzvConfig TorchrunRuntimeChecks::parseRdzvConf(QStringView text)
{
    RdzvConfig config;
    text = PythonText::stripView(text);
    if (text.isEmpty())
        return config;
    for (const QStringView pair : text.split(u',')) {
        const qsizetype equals = pair.indexOf(u'=');
        const QString key = PythonText::stripView(equals < 0 ? pair : pair.left(equals)).toString();
        const QString value = equals < 0 ? QString() : PythonText::stripView(pair.mid(equals + 1)).toString();
        if (key.isEmpty() || value.isEmpty()) {
            config.badKey = key;
            return config;
        }
        config.values.insert(key, value);
    }
    return config;
}

void TorchrunRuntimeChecks::checkRdzvConf()
{
    if (rejectList(Dest::RdzvConf))
        return;
    const LauncherValue* value = set(Dest::RdzvConf);
    if (!value || value->kind() != LauncherValue::Kind::String)
        return;
    const RdzvConfig config = parseRdzvConf(value->toString());
    if (!config.badKey)
        return;
    if (config.badKey->isEmpty())
        add(Code::RdzvConfFormat, Dest::RdzvConf,
            tr("The rendezvous configuration string must be in format <key1>=<value1>,...,<keyN>=<valueN>."));
    else
        add(Code::RdzvConfMissingValue, Dest::RdzvConf,
            tr("The rendezvous configuration option '%1' must have a value specified.").arg(*config.badKey));
}

void TorchrunRuntimeChecks::checkStd(Dest dest, Code code)
{
    if (rejectList(dest))
        return;
    const LauncherValue* value = set(dest);
    if (!value || value->kind() != LauncherValue::Kind::String || isStdSpec(value->toString()))
        return;
    add(code, dest, tr("%1 does not match: <^[0123]$> or <^(\\d:[0123],)*(\\d:[0123])$>").arg(value->toString()));
}

void TorchrunRuntimeChecks::checkLocalRanksFilter()
{
    const LauncherValue* value = set(Dest::LocalRanksFilter);
    if (!value || value->kind() != LauncherValue::Kind::String || value->toString().isEmpty())
        return;
    const QString text = value->toString();
    for (QStringView part : QStringView(text).split(u',')) {
        if (!PythonText::toInt(part)) {
            add(Code::LocalRanksFilterFormat, Dest::LocalRanksFilter,
                tr("--local_ranks_filter must be a comma-separated list of integers e.g. --local_ranks_filter=0,1,2"));
            return;
        }
    }
}

// parse_rendezvous_endpoint on the endpoint the agent will use (none with --standalone).
void TorchrunRuntimeChecks::checkEndpoint()
{
    if (flag(Dest::Standalone))
        return;
    const LauncherValue* backend = known(Dest::RdzvBackend);
    const LauncherValue* endpointValue = known(Dest::RdzvEndpoint);
    if (!backend || backend->kind() != LauncherValue::Kind::String)
        return;
    // The handler registry is asked first (create_handler): a name it lacks stops the agent
    // before any endpoint is read, e.g. a quoted "c10d --rdzv_endpoint=host" taken as the name.
    static const QStringList registered{QStringLiteral("etcd"), QStringLiteral("etcd-v2"), QStringLiteral("c10d"),
                                        QStringLiteral("static")};
    if (!registered.contains(backend->toString())) {
        add(Code::BackendNotRegistered, Dest::RdzvBackend,
            tr("The rendezvous backend '%1' is not registered. Did you forget to call `register`?")
                    .arg(backend->toString()) +
                lineEndingsNote(backend->toString()),
            false);
        return;
    }
    if (!endpointValue || endpointValue->kind() != LauncherValue::Kind::String)
        return;
    const bool isStatic = backend->toString() == QLatin1String("static");
    QString endpoint = PythonText::strip(endpointValue->toString());
    Dest dest = Dest::RdzvEndpoint;
    if (isStatic && endpoint.isEmpty()) {
        const LauncherValue* address = known(Dest::MasterAddr);
        const LauncherValue* port = known(Dest::MasterPort);
        if (!address || !port)
            return;
        endpoint = address->toString() + u':' + (port->isNull() ? QStringLiteral("29500") : port->toString());
        dest = Dest::MasterAddr;
    }
    if (endpoint.isEmpty())
        return;
    const auto [host, port] = RendezvousEndpoint::split(endpoint);
    if (port) {
        bool digits = !port->isEmpty() && port->size() <= 5;
        for (QChar c : *port)
            digits = digits && c >= u'0' && c <= u'9';
        if (!digits || port->toInt() >= 65536) {
            add(Code::EndpointPort, dest,
                tr("The port number of the rendezvous endpoint '%1' must be an integer between 0 and 65536.")
                    .arg(endpoint),
                false);
            return;
        }
    }
    if (!isEndpointHost(host)) {
        add(Code::EndpointHost, dest,
            tr("The hostname of the rendezvous endpoint '%1' must be a dot-separated list of labels, an IPv4 address, "
               "or an IPv6 address.")
                    .arg(endpoint) +
                lineEndingsNote(host),
            false);
        return;
    }
    if (!port && isStatic)
        add(Code::EndpointPortMissing, dest,
            tr("Port is absent in endpoint: %1. Try launching with --master_port").arg(endpoint), false);
}

} // namespace ddpw
