#pragma once

#include <QString>

namespace ddpw {

// Which launcher a command starts. torchrun and `python -m torch.distributed.run` share one
// parser; launch.py adds --use_env. Accelerate (`accelerate launch`) and DeepSpeed (`deepspeed`,
// `ds`) are the launchers people wrap torchrun in: their own argparse tables, no torch version.
enum class LauncherKind {
    TorchRun,
    TorchDistributedRun,
    TorchDistributedLaunch,
    Accelerate,
    DeepSpeed,
};

// The name used in `validate --format json` ("launcher" field).
inline QString launcherKindName(LauncherKind kind)
{
    switch (kind) {
    case LauncherKind::TorchRun: return QStringLiteral("torchrun");
    case LauncherKind::TorchDistributedRun: return QStringLiteral("torch.distributed.run");
    case LauncherKind::TorchDistributedLaunch: return QStringLiteral("torch.distributed.launch");
    case LauncherKind::Accelerate: return QStringLiteral("accelerate");
    case LauncherKind::DeepSpeed: return QStringLiteral("deepspeed");
    }
    return QString();
}

// torch's own launchers (one option table per torch release); the others wrap torchrun.
inline bool isTorchLauncher(LauncherKind kind)
{
    return kind == LauncherKind::TorchRun || kind == LauncherKind::TorchDistributedRun ||
           kind == LauncherKind::TorchDistributedLaunch;
}

} // namespace ddpw
