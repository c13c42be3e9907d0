#include "model/JobEnumKeys.h"

#include <array>
#include <utility>

namespace ddpw {

namespace {

template <typename Enum, std::size_t N>
using KeyTable = std::array<std::pair<Enum, const char16_t*>, N>;

constexpr KeyTable<ComputeFramework, 4> kFrameworks{{{ComputeFramework::Other, u"other"},
                                                     {ComputeFramework::PyTorch, u"pytorch"},
                                                     {ComputeFramework::TensorFlow, u"tensorflow"},
                                                     {ComputeFramework::Mpi, u"mpi"}}};
constexpr KeyTable<Launcher, 2> kLaunchers{
    {{Launcher::Torchrun, u"torchrun"}, {Launcher::DistributedLaunch, u"launch"}}};
constexpr KeyTable<RendezvousBackend, 2> kBackends{
    {{RendezvousBackend::C10d, u"c10d"}, {RendezvousBackend::Static, u"static"}}};
constexpr KeyTable<EntryKind, 2> kEntryKinds{{{EntryKind::Script, u"script"}, {EntryKind::Module, u"module"}}};
constexpr KeyTable<MasterDerivation, 3> kMasterDerivations{{{MasterDerivation::AwkFirstField, u"awk"},
                                                            {MasterDerivation::ParameterExpansion, u"expansion"},
                                                            {MasterDerivation::GuideVerbatim, u"guide"}}};
// The names the script's own spelling goes by: what the CLI flag and the job file say.
constexpr KeyTable<LocalRankFrom, 3> kLocalRankFroms{{{LocalRankFrom::Environment, u"env"},
                                                      {LocalRankFrom::UnderscoreArgument, u"local_rank"},
                                                      {LocalRankFrom::DashArgument, u"local-rank"}}};

template <typename Enum, std::size_t N>
QString keyIn(const KeyTable<Enum, N>& table, Enum value)
{
    for (const auto& [entry, key] : table) {
        if (entry == value)
            return QString::fromUtf16(key);
    }
    return {};
}

template <typename Enum, std::size_t N>
std::optional<Enum> valueIn(const KeyTable<Enum, N>& table, const QString& key)
{
    for (const auto& [entry, name] : table) {
        if (key == QStringView(name))
            return entry;
    }
    return std::nullopt;
}

template <typename Enum, std::size_t N>
QStringList keysIn(const KeyTable<Enum, N>& table)
{
    QStringList keys;
    for (const auto& entry : table)
        keys.append(QString::fromUtf16(entry.second));
    return keys;
}

} // namespace

QString keyOf(ComputeFramework value)
{
    return keyIn(kFrameworks, value);
}
QString keyOf(Launcher value)
{
    return keyIn(kLaunchers, value);
}
QString keyOf(RendezvousBackend value)
{
    return keyIn(kBackends, value);
}
QString keyOf(EntryKind value)
{
    return keyIn(kEntryKinds, value);
}
QString keyOf(MasterDerivation value)
{
    return keyIn(kMasterDerivations, value);
}
QString keyOf(LocalRankFrom value)
{
    return keyIn(kLocalRankFroms, value);
}

QString keyOf(const NprocPerNode& value)
{
    switch (value.kind) {
    case NprocPerNode::Kind::MatchGpus: return QStringLiteral("gpus");
    case NprocPerNode::Kind::Gpu: return QStringLiteral("gpu");
    case NprocPerNode::Kind::Auto: return QStringLiteral("auto");
    case NprocPerNode::Kind::Number: return QString::number(value.number);
    }
    return {};
}

std::optional<ComputeFramework> computeFrameworkFromKey(const QString& key)
{
    return valueIn(kFrameworks, key);
}
std::optional<Launcher> launcherFromKey(const QString& key)
{
    return valueIn(kLaunchers, key);
}
std::optional<RendezvousBackend> rendezvousBackendFromKey(const QString& key)
{
    return valueIn(kBackends, key);
}
std::optional<EntryKind> entryKindFromKey(const QString& key)
{
    return valueIn(kEntryKinds, key);
}
std::optional<MasterDerivation> masterDerivationFromKey(const QString& key)
{
    return valueIn(kMasterDerivations, key);
}
std::optional<LocalRankFrom> localRankFromFromKey(const QString& key)
{
    return valueIn(kLocalRankFroms, key);
}

std::optional<NprocPerNode> nprocPerNodeFromKey(const QString& key)
{
    if (key == QLatin1String("gpus"))
        return NprocPerNode{NprocPerNode::Kind::MatchGpus, 1};
    if (key == QLatin1String("gpu"))
        return NprocPerNode{NprocPerNode::Kind::Gpu, 1};
    if (key == QLatin1String("auto"))
        return NprocPerNode{NprocPerNode::Kind::Auto, 1};
    bool ok = false;
    const int number = key.toInt(&ok);
    if (!ok || key.startsWith(u'+') || key.trimmed() != key)
        return std::nullopt;
    return NprocPerNode{NprocPerNode::Kind::Number, number};
}

QStringList computeFrameworkKeys()
{
    return keysIn(kFrameworks);
}
QStringList launcherKeys()
{
    return keysIn(kLaunchers);
}
QStringList rendezvousBackendKeys()
{
    return keysIn(kBackends);
}
QStringList masterDerivationKeys()
{
    return keysIn(kMasterDerivations);
}
QStringList localRankFromKeys()
{
    return keysIn(kLocalRankFroms);
}

} // namespace ddpw
