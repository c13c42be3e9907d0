#pragma once

#include "launcher/LauncherOptionTable.h"
#include "launcher/LauncherParseResult.h"
#include "shell/ShellWord.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>

#include <array>
#include <optional>

namespace ddpw {

// torchrun's (and launch.py's) checks right after argparse, in the order the launcher makes them:
// config_from_args (nnodes, nproc, rdzv_conf, -r/-t, --no-python with -m), then what the agent
// asserts when it starts (monitor interval) and parse_rendezvous_endpoint. Errors are added to
// the result as Runtime errors at the option that caused them.
class TorchrunRuntimeChecks
{
    Q_DECLARE_TR_FUNCTIONS(TorchrunRuntimeChecks)

public:
    TorchrunRuntimeChecks(const LauncherOptionTable& table, const QList<ShellWord>& words, bool hasEnvironment,
                          LauncherParseResult& result)
        : m_table(table), m_words(words), m_hasEnvironment(hasEnvironment), m_result(result)
    {
    }

    void run();

private:
    using Stage = LauncherParseError::Stage;
    using Code = LauncherParseError::Code;
    // The dests the checks read, resolved to option indices once per table (destIndices()).
    enum class Dest {
        Nnodes,
        NprocPerNode,
        RdzvBackend,
        RdzvEndpoint,
        RdzvConf,
        Standalone,
        MaxRestarts,
        MonitorInterval,
        Module,
        NoPython,
        RunPath,
        Redirects,
        Tee,
        MasterAddr,
        MasterPort,
        LocalRanksFilter,
        UseEnv,
        Count
    };
    static const std::array<int, int(Dest::Count)>& destIndices(const LauncherOptionTable& table);
    static QString destName(Dest dest);
    // The argument's value when it is known (not an unexpanded variable), else nothing.
    const LauncherArgument* argument(Dest dest) const
    {
        // Arguments follow the table's options minus "-h/--help", which always comes first.
        const int option = destIndices(m_table)[int(dest)];
        if (option <= 0 || option - 1 >= m_result.arguments.size())
            return nullptr;
        const LauncherArgument& found = m_result.arguments.at(option - 1);
        Q_ASSERT(found.option == option);
        return &found;
    }
    // The argument's value when it is known (not an unexpanded variable), else nothing.
    const LauncherValue* known(Dest dest) const
    {
        const LauncherArgument* found = argument(dest);
        return found && !found->unresolved ? &found->value : nullptr;
    }
    // Like known(), but nothing for a table default: every default passes torchrun's checks, so
    // only values from the command line or PET_* variables need checking (this runs per keystroke).
    const LauncherValue* set(Dest dest) const
    {
        const LauncherArgument* found = argument(dest);
        if (!found || found->unresolved || (!found->given && !m_hasEnvironment))
            return nullptr;
        return &found->value;
    }
    bool flag(Dest dest) const
    {
        const LauncherValue* value = known(dest);
        return value && value->kind() == LauncherValue::Kind::Bool && value->toBool();
    }
    void add(Code code, Dest dest, const QString& message, bool fromConfigFromArgs = true);
    // `--opt=--` leaves an empty list where torchrun expects a str or int: it crashes on it.
    // Whether a value holds other options after a blank (" --rdzv_endpoint=..."): quoted with them.
    static bool holdsOptions(const LauncherValue& value);
    bool rejectList(Dest dest);
    void checkNnodes();
    void checkMaxRestarts();
    void checkNproc();
    // --rdzv_conf as torch reads it: its pairs, or the key of the first bad pair (empty: no key).
    struct RdzvConfig
    {
        QHash<QString, QString> values;
        std::optional<QString> badKey;
    };
    static RdzvConfig parseRdzvConf(QStringView text);
    void checkRdzvConf();
    void checkRdzvConfValues();
    void checkStd(Dest dest, Code code);
    void checkLocalRanksFilter();
    void checkEndpoint();

    const LauncherOptionTable& m_table;
    const QList<ShellWord>& m_words;
    const bool m_hasEnvironment;
    LauncherParseResult& m_result;
};

} // namespace ddpw
