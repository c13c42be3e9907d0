#pragma once

#include "launcher/DeepSpeedHostfile.h"
#include "shell/ShellScript.h"

#include <QMap>
#include <QString>
#include <QStringView>

#include <optional>

namespace ddpw {

// The DeepSpeed hostfile a snippet writes before its deepspeed command, as one node would see it:
// each top-level command that writes the file (`> path`, `>> path`: an echo/printf/tr/sed/awk
// pipeline over the VC_* hosts, or `cat <<EOF`) is evaluated statically with that node's
// variables, as if it were a command substitution. Nothing is run.
class DeepSpeedHostfileSource
{
public:
    struct Found
    {
        bool written = false;                  // some command of the snippet writes the path
        std::optional<DeepSpeedHostfile> file; // its contents when every writer could be evaluated
    };

    // `path`: the hostfile as the launcher receives it on this node; `raw`: as written in the
    // snippet (matches a redirection target written the same way, e.g. "$HOSTFILE").
    static Found read(QStringView text, const ShellScript& script, int launcherCommand, const QString& path,
                      const QString& raw, const QMap<QString, QString>& environment);
};

} // namespace ddpw
