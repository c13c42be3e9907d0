#include "model/JobFile.h"

#include "model/JobEnumKeys.h"
#include "util/AtomicFile.h"

#include <QFile>

#include <nlohmann/json.hpp>

#include <cerrno>
#include <limits>
#include <set>
#include <vector>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace ddpw {

using Json = nlohmann::ordered_json;

namespace {

std::string utf8(const QString& text)
{
    return text.toStdString();
}

QString fromUtf8(const std::string& text)
{
    return QString::fromStdString(text);
}

const char* typeName(const Json& value)
{
    switch (value.type()) {
    case Json::value_t::null: return "null";
    case Json::value_t::object: return "an object";
    case Json::value_t::array: return "an array";
    case Json::value_t::string: return "a string";
    case Json::value_t::boolean: return "true/false";
    case Json::value_t::number_float: return "a fractional number";
    default: return "a number";
    }
}

// Thrown inside the reader only, caught in fromJson(): keeps each field's code short.
struct FieldError
{
    QString field;
    QString message;
};

struct TooDeeplyNested
{
};

// A key written twice in one object: JSON readers disagree on which one counts (nlohmann, like
// Python, keeps the last), so the file is refused rather than read one way silently.
struct DuplicateKey
{
    std::string key;
    bool topLevel = false;
};

// The parser's callback: the nesting limit, and each object's keys seen so far.
class ParseGuard
{
public:
    bool operator()(int depth, Json::parse_event_t event, const Json& parsed)
    {
        if (depth > JobFile::kMaxNestingDepth)
            throw TooDeeplyNested();
        switch (event) {
        case Json::parse_event_t::object_start: m_keys.emplace_back(); break;
        case Json::parse_event_t::object_end: m_keys.pop_back(); break;
        case Json::parse_event_t::key:
            if (!m_keys.back().insert(parsed.get<std::string>()).second)
                throw DuplicateKey{parsed.get<std::string>(), m_keys.size() == 1};
            break;
        default: break;
        }
        return true;
    }

private:
    std::vector<std::set<std::string>> m_keys;
};

[[noreturn]] void fail(const QString& field, const QString& message)
{
    throw FieldError{field, message};
}

[[noreturn]] void failType(const QString& field, const char* expected, const Json& value)
{
    fail(field, JobFile::tr("expected %1, got %2").arg(QLatin1String(expected), QLatin1String(typeName(value))));
}

class FieldReader
{
public:
    explicit FieldReader(const Json& object) : m_object(object) {}

    const Json* find(const char* key)
    {
        m_known.insert(key);
        const auto it = m_object.find(key);
        return it == m_object.end() ? nullptr : &*it;
    }

    void readString(const char* key, QString& target)
    {
        if (const Json* value = find(key))
            target = stringValue(QLatin1String(key), *value);
    }

    void readInt(const char* key, int& target)
    {
        if (const Json* value = find(key))
            target = intValue(QLatin1String(key), *value);
    }

    void readBool(const char* key, bool& target)
    {
        if (const Json* value = find(key)) {
            if (!value->is_boolean())
                failType(QLatin1String(key), "true or false", *value);
            target = value->get<bool>();
        }
    }

    template <typename Enum>
    void readChoice(const char* key, Enum& target, std::optional<Enum> (*fromKey)(const QString&),
                    const QStringList& choices)
    {
        const Json* value = find(key);
        if (!value)
            return;
        const QString text = stringValue(QLatin1String(key), *value);
        const std::optional<Enum> parsed = fromKey(text);
        if (!parsed)
            fail(QLatin1String(key),
                 JobFile::tr("\"%1\" is not one of: %2").arg(text, choices.join(QStringLiteral(", "))));
        target = *parsed;
    }

    static QString stringValue(const QString& field, const Json& value)
    {
        if (!value.is_string())
            failType(field, "a string", value);
        return fromUtf8(value.get<std::string>());
    }

    static int intValue(const QString& field, const Json& value)
    {
        // 1e30 is read as a floating-point number, but what is wrong with it is its size.
        if (value.is_number_float()) {
            const double number = value.get<double>();
            if (number > std::numeric_limits<int>::max())
                fail(field, JobFile::tr("%1 is too large").arg(number));
            if (number < std::numeric_limits<int>::min())
                fail(field, JobFile::tr("%1 is out of range").arg(number));
        }
        if (!value.is_number_integer())
            failType(field, "an integer", value);
        if (value.is_number_unsigned()) {
            const auto number = value.get<std::uint64_t>();
            if (number > static_cast<std::uint64_t>(std::numeric_limits<int>::max()))
                fail(field, JobFile::tr("%1 is too large").arg(number));
            return static_cast<int>(number);
        }
        const auto number = value.get<std::int64_t>();
        if (number < std::numeric_limits<int>::min() || number > std::numeric_limits<int>::max())
            fail(field, JobFile::tr("%1 is out of range").arg(number));
        return static_cast<int>(number);
    }

    std::map<std::string, std::string> unknownKeys() const
    {
        std::map<std::string, std::string> unknown;
        for (auto it = m_object.begin(); it != m_object.end(); ++it) {
            if (!m_known.count(it.key()))
                unknown.emplace(it.key(), it.value().dump());
        }
        return unknown;
    }

private:
    const Json& m_object;
    std::set<std::string> m_known;
};

void readTorchVersion(FieldReader& reader, JobSpec& job)
{
    const Json* value = reader.find("torch_version");
    if (!value)
        return;
    const QString text = FieldReader::stringValue(QStringLiteral("torch_version"), *value);
    const std::optional<TorchVersion> version = TorchVersion::parse(text);
    if (!version)
        fail(QStringLiteral("torch_version"),
             JobFile::tr("\"%1\" is not a version such as 2.6 or \"unknown\"").arg(text));
    job.torchVersion = *version;
}

void readElastic(FieldReader& reader, JobSpec& job)
{
    const Json* value = reader.find("elastic");
    if (!value || value->is_null()) {
        job.elastic.reset();
        return;
    }
    if (!value->is_object())
        failType(QStringLiteral("elastic"), "null or an object with min and max", *value);
    ElasticRange range;
    for (const char* key : {"min", "max"}) {
        const QString field = QStringLiteral("elastic.") + QLatin1String(key);
        const auto it = value->find(key);
        if (it == value->end())
            fail(field, JobFile::tr("missing"));
        (key[1] == 'i' ? range.minNodes : range.maxNodes) = FieldReader::intValue(field, *it);
    }
    job.elastic = range;
}

void readNproc(FieldReader& reader, JobSpec& job)
{
    const Json* value = reader.find("nproc_per_node");
    if (!value)
        return;
    const QString field = QStringLiteral("nproc_per_node");
    if (value->is_number_integer()) {
        job.nprocPerNode = {NprocPerNode::Kind::Number, FieldReader::intValue(field, *value)};
        return;
    }
    const QString text = FieldReader::stringValue(field, *value);
    const std::optional<NprocPerNode> parsed = nprocPerNodeFromKey(text);
    if (!parsed)
        fail(field, JobFile::tr("\"%1\" is not \"gpus\", \"gpu\", \"auto\" or a number").arg(text));
    job.nprocPerNode = *parsed;
}

void readScriptArgs(FieldReader& reader, JobSpec& job)
{
    const Json* value = reader.find("script_args");
    if (!value)
        return;
    if (!value->is_array())
        failType(QStringLiteral("script_args"), "an array of strings", *value);
    job.scriptArgs.clear();
    for (std::size_t i = 0; i < value->size(); ++i)
        job.scriptArgs.append(FieldReader::stringValue(QStringLiteral("script_args[%1]").arg(i), (*value)[i]));
}

// A list of {"name", "value"} objects ("env", "platform_variables"): every entry is kept as
// written, names included; validate/JobChecks judges them.
void readVariables(FieldReader& reader, const char* key, QList<EnvVar>& target)
{
    const Json* value = reader.find(key);
    if (!value)
        return;
    const QString name = QLatin1String(key);
    if (!value->is_array())
        failType(name, "an array of {\"name\", \"value\"} objects", *value);
    target.clear();
    for (std::size_t i = 0; i < value->size(); ++i) {
        const Json& entry = (*value)[i];
        const QString field = QStringLiteral("%1[%2]").arg(name).arg(i);
        if (!entry.is_object())
            failType(field, "an object with name and value", entry);
        EnvVar var;
        for (const char* part : {"name", "value"}) {
            const auto it = entry.find(part);
            if (it == entry.end())
                fail(field + u'.' + QLatin1String(part), JobFile::tr("missing"));
            (part[0] == 'n' ? var.name : var.value) = FieldReader::stringValue(field + u'.' + QLatin1String(part), *it);
        }
        target.append(var);
    }
}

Json variablesJson(const QList<EnvVar>& variables)
{
    Json list = Json::array();
    for (const EnvVar& var : variables)
        list.push_back(Json{{"name", utf8(var.name)}, {"value", utf8(var.value)}});
    return list;
}

void checkSchemaVersion(FieldReader& reader)
{
    const QString field = QStringLiteral("schema_version");
    const Json* value = reader.find("schema_version");
    if (!value)
        fail(field, JobFile::tr("missing: this is not a DDP Wizard job file"));
    const int version = FieldReader::intValue(field, *value);
    if (version < 1)
        fail(field, JobFile::tr("%1 is not a valid schema version").arg(version));
    if (version > JobFile::kSchemaVersion)
        fail(field, JobFile::tr("this file was written by a newer DDP Wizard (schema %1); this version reads "
                                "schema %2 and older. Update DDP Wizard to open it.")
                        .arg(version)
                        .arg(JobFile::kSchemaVersion));
}

JobSpec readJob(const Json& root)
{
    if (!root.is_object())
        failType(QString(), "a JSON object", root);
    FieldReader reader(root);
    checkSchemaVersion(reader);
    JobSpec job;
    reader.readString("job_name", job.jobName);
    reader.readString("image", job.image);
    readTorchVersion(reader, job);
    reader.readChoice("compute_framework", job.computeFramework, computeFrameworkFromKey, computeFrameworkKeys());
    reader.readString("role_name", job.roleName);
    reader.readInt("node_count", job.nodeCount);
    reader.readInt("gpus_per_node", job.gpusPerNode);
    reader.readChoice("launcher", job.launcher, launcherFromKey, launcherKeys());
    reader.readChoice("rdzv_backend", job.rendezvousBackend, rendezvousBackendFromKey, rendezvousBackendKeys());
    reader.readInt("port", job.port);
    reader.readString("rdzv_id", job.rendezvousId);
    readElastic(reader, job);
    reader.readInt("max_restarts", job.maxRestarts);
    readNproc(reader, job);
    reader.readChoice("entry_kind", job.entryKind, entryKindFromKey,
                      {QStringLiteral("script"), QStringLiteral("module")});
    reader.readString("entry", job.entry);
    readScriptArgs(reader, job);
    readVariables(reader, "env", job.env);
    readVariables(reader, "platform_variables", job.platformVariables);
    reader.readBool("nnodes_from_env", job.nnodesFromEnv);
    reader.readChoice("master_derivation", job.masterDerivation, masterDerivationFromKey, masterDerivationKeys());
    // Earlier versions saved a yes/no "use_env": no meant the argument launch passes, spelled
    // as the job's torch spells it.
    bool useEnv = true;
    const bool legacy = reader.find("use_env") != nullptr;
    reader.readBool("use_env", useEnv);
    if (legacy)
        job.localRankFrom = useEnv ? LocalRankFrom::Environment
                                   : JobSpec::launcherPasses(job.torchVersion).value_or(LocalRankFrom::DashArgument);
    reader.readChoice("local_rank_from", job.localRankFrom, localRankFromFromKey, localRankFromKeys());
    reader.readString("python", job.python);
    job.unknownKeys = reader.unknownKeys();
    return job;
}

Json nprocJson(const NprocPerNode& nproc)
{
    if (nproc.kind == NprocPerNode::Kind::Number)
        return nproc.number;
    return utf8(keyOf(nproc));
}

} // namespace

QByteArray JobFile::toJson(const JobSpec& job)
{
    Json root;
    root["schema_version"] = kSchemaVersion;
    root["job_name"] = utf8(job.jobName);
    root["image"] = utf8(job.image);
    root["torch_version"] = utf8(job.torchVersion.toString());
    root["compute_framework"] = utf8(keyOf(job.computeFramework));
    root["role_name"] = utf8(job.roleName);
    root["node_count"] = job.nodeCount;
    root["gpus_per_node"] = job.gpusPerNode;
    root["launcher"] = utf8(keyOf(job.launcher));
    root["rdzv_backend"] = utf8(keyOf(job.rendezvousBackend));
    root["port"] = job.port;
    root["rdzv_id"] = utf8(job.rendezvousId);
    root["elastic"] = job.elastic ? Json{{"min", job.elastic->minNodes}, {"max", job.elastic->maxNodes}} : Json();
    root["max_restarts"] = job.maxRestarts;
    root["nproc_per_node"] = nprocJson(job.nprocPerNode);
    root["entry_kind"] = utf8(keyOf(job.entryKind));
    root["entry"] = utf8(job.entry);
    Json args = Json::array();
    for (const QString& arg : job.scriptArgs)
        args.push_back(utf8(arg));
    root["script_args"] = args;
    root["env"] = variablesJson(job.env);
    // Written only when there are some, so that a job without them is byte for byte what
    // earlier versions wrote (and read).
    if (!job.platformVariables.isEmpty())
        root["platform_variables"] = variablesJson(job.platformVariables);
    root["nnodes_from_env"] = job.nnodesFromEnv;
    root["master_derivation"] = utf8(keyOf(job.masterDerivation));
    root["local_rank_from"] = utf8(keyOf(job.localRankFrom));
    root["python"] = utf8(job.python);
    for (const auto& [key, text] : job.unknownKeys) {
        if (!root.contains(key))
            root[key] = Json::parse(text, nullptr, false);
    }
    // Invalid UTF-16 (lone surrogates) has already become U+FFFD in toStdString(); replace
    // rather than throw for anything else nlohmann would refuse.
    return QByteArray::fromStdString(root.dump(2, ' ', false, Json::error_handler_t::replace) + '\n');
}

JobFileResult JobFile::fromJson(const QByteArray& bytes)
{
    JobFileResult result;
    Json root;
    // Unknown keys are kept and written back, and dumping JSON recurses: refuse absurd nesting
    // while parsing instead of overflowing the stack later.
    ParseGuard guard;
    try {
        root = Json::parse(
            bytes.constBegin(), bytes.constEnd(),
            [&guard](int depth, Json::parse_event_t event, Json& parsed) { return guard(depth, event, parsed); });
    } catch (const TooDeeplyNested&) {
        result.error = {QString(), tr("nested more than %1 levels deep; this is not a job file").arg(kMaxNestingDepth)};
        return result;
    } catch (const DuplicateKey& duplicate) {
        const QString key = fromUtf8(duplicate.key);
        result.error = {duplicate.topLevel ? key : QString(),
                        tr("the key \"%1\" is written twice in one object; keep one of them").arg(key)};
        return result;
    } catch (const Json::parse_error& error) {
        result.error = {QString(), tr("not valid JSON (byte %1): the file is corrupt or truncated").arg(error.byte)};
        return result;
    } catch (const std::exception&) {
        result.error = {QString(), tr("not valid JSON")};
        return result;
    }
    try {
        result.job = readJob(root);
    } catch (const FieldError& error) {
        result.error = {error.field, error.message};
    } catch (const std::exception& error) {
        result.error = {QString(), tr("unreadable job file: %1").arg(QString::fromUtf8(error.what()))};
    }
    return result;
}

JobFileResult JobFile::load(const QString& path)
{
    JobFileResult result;
    // Opened without blocking, then refused unless it is a regular file: open(2) of a FIFO waits
    // for a writer forever (every subcommand and the GUI hung at start), and a folder or a device
    // is no job file either.
    const int fd = ::open(QFile::encodeName(path).constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0) {
        result.error = {QString(), tr("cannot open %1: %2").arg(path, qt_error_string(errno))};
        return result;
    }
    struct stat status = {};
    if (::fstat(fd, &status) != 0 || !S_ISREG(status.st_mode)) {
        ::close(fd);
        result.error = {QString(), tr("cannot open %1: not a regular file (a folder, a FIFO or a device)").arg(path)};
        return result;
    }
    QFile file;
    if (!file.open(fd, QIODevice::ReadOnly, QFileDevice::AutoCloseHandle)) {
        ::close(fd);
        result.error = {QString(), tr("cannot open %1: %2").arg(path, file.errorString())};
        return result;
    }
    if (file.size() > kMaxFileBytes) {
        result.error = {QString(),
                        tr("%1 is %2 bytes; a job file is at most %3").arg(path).arg(file.size()).arg(kMaxFileBytes)};
        return result;
    }
    const QByteArray bytes = file.read(kMaxFileBytes + 1);
    if (file.error() != QFileDevice::NoError) {
        result.error = {QString(), tr("cannot read %1: %2").arg(path, file.errorString())};
        return result;
    }
    return fromJson(bytes);
}

QString JobFile::save(const JobSpec& job, const QString& path)
{
    return AtomicFile::write(path, toJson(job));
}

} // namespace ddpw
