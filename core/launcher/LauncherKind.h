#pragma once

#include <QString>

namespace ddpw {

// Which launcher a command starts. torchrun and `python -m torch.distributed.run` share one
// parser; launch.py adds --use_env.
enum class LauncherKind {
    TorchRun,
    TorchDistributedRun,
    TorchDistributedLaunch,
};

// The name used in `validate --format json` ("launcher" field).
inline QString launcherKindName(LauncherKind kind)
{
    switch (kind) {
    case LauncherKind::TorchRun: return QStringLiteral("torchrun");
    case LauncherKind::TorchDistributedRun: return QStringLiteral("torch.distributed.run");
    case LauncherKind::TorchDistributedLaunch: return QStringLiteral("torch.distributed.launch");
    }
    return QString();
}

} // namespace ddpw
