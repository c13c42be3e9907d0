#pragma once

#include "launcher/DeepSpeedHostfile.h"
#include "launcher/LauncherParseResult.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <optional>

namespace ddpw {

// What torchrun settings an accelerate launch or deepspeed command implies on one node, worked
// out from its parsed options the way the launcher itself does it (accelerate 1.14:
// prepare_multi_gpu_env; DeepSpeed 0.16.4: runner.main and launch.py). Each setting is the
// value as text, the text as written where it still holds an expansion, or empty when the
// launcher does not pass it.
struct WrapperTorchrun
{
    Q_DECLARE_TR_FUNCTIONS(WrapperTorchrun)

public:
    enum class Start {
        Torchrun,      // every node starts its own processes with the settings below
        SingleProcess, // accelerate with one process: no torchrun at all
        FanOut,        // one node starts every node over ssh/MPI (deepspeed without --no_ssh, pdsh)
        ConfigFile,    // accelerate --config_file: the settings not given come from the file
    };
    Start start = Start::Torchrun;
    QString nnodes;
    QString nprocPerNode;
    QString nodeRank;
    QString masterAddr;
    QString masterPort;
    QString rdzvBackend;
    QString rdzvEndpoint;
    QStringList notes; // how the values were derived, for a person

    // torchrun's arguments for these settings ("--nnodes=2", ...), in torchrun's order.
    QStringList torchrunArguments() const;

    // `hostfile`: deepspeed's hostfile as this node would read it, when known.
    static WrapperTorchrun of(const LauncherParseResult& result,
                              const std::optional<DeepSpeedHostfile>& hostfile = std::nullopt);

    // The argument's value as text ("" for None); the text as written when it holds an expansion.
    static QString text(const LauncherParseResult& result, const QString& dest);
    // The integer value of a resolved int option, nothing for None, unresolved or big values.
    static std::optional<qint64> integer(const LauncherParseResult& result, const QString& dest);
    static bool flag(const LauncherParseResult& result, const QString& dest);

private:
    static WrapperTorchrun ofAccelerate(const LauncherParseResult& result);
    static WrapperTorchrun ofDeepSpeed(const LauncherParseResult& result,
                                       const std::optional<DeepSpeedHostfile>& hostfile);
};

} // namespace ddpw
