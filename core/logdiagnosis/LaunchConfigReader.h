#pragma once

#include "logdiagnosis/LogFinding.h"
#include "logdiagnosis/LogLine.h"

#include <QMap>
#include <QString>

#include <optional>

namespace ddpw {

// The settings torchrun logs when it starts (at INFO level, so with LOGLEVEL=INFO):
//   Starting elastic_operator with launch configs:
//     entrypoint : train.py / min_nodes : 2 / max_nodes : 2 / nproc_per_node : 8 /
//     run_id : ddp / rdzv_backend : c10d / rdzv_endpoint : master:29400 / ...
// read into a map, so that the engine can compare them with the job and between nodes.
class LaunchConfigReader
{
public:
    static constexpr int kMaxKeys = 32;

    struct Config
    {
        LogEvidence where; // the "Starting elastic_operator" line
        QMap<QString, QString> values;
        QMap<QString, LogEvidence> lines;
    };

    void start(const LogEvidence& where);
    bool active() const { return m_active; }
    // True when the line belongs to the block; the block ends at the first line that does not.
    bool feed(const LogLine& line, const LogEvidence& where);
    // The block once it has ended.
    std::optional<Config> take();

private:
    bool m_active = false;
    std::optional<Config> m_current;
    std::optional<Config> m_done;
};

} // namespace ddpw
