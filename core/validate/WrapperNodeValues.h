#pragma once

#include "expand/StaticExpander.h"
#include "launcher/LauncherKind.h"
#include "launcher/LauncherParseResult.h"
#include "launcher/WrapperTorchrun.h"
#include "model/JobSpec.h"
#include "shell/ShellScript.h"

#include <QList>
#include <QMap>
#include <QStringList>
#include <QStringView>

#include <optional>

namespace ddpw {

// One node's view of an accelerate launch or deepspeed command: the snippet evaluated statically
// with that node's platform variables (StaticExpander), the launcher's argv parsed again, and the
// torchrun settings it implies there. What the wrapper checks judge values by: a rank is right
// when it is the node's index on every node, whatever idiom derived it.
struct WrapperNode
{
    int index = 0;
    bool reached = false; // the evaluation reached this command (and not another launcher)
    // The evaluation ran the whole snippet, every branch known, and it starts no launcher here.
    bool startsNothing = false;
    LauncherParseResult parsed;
    WrapperTorchrun torchrun;
    std::optional<DeepSpeedHostfile> hostfile; // deepspeed: the file the command reads, when known
    bool hostfileWritten = false;              // deepspeed: some command of the snippet writes it
    // accelerate: the --config_file the snippet wrote was read; the options it gave (dests), which
    // the command line did not (accelerate fills only those from the file).
    bool configFileRead = false;
    QStringList fromConfigFile;
    QStringList unresolved;
};

class WrapperNodeValues
{
public:
    static constexpr qsizetype kMaxEvaluatedText = 256 * 1024; // characters

    // The nodes evaluated: 0, 1 and the last one (each at most once, fewer for small jobs).
    static QList<int> sampleNodes(int nodeCount);

    // deepspeed's --hostfile value as written in the command ("$HOSTFILE"), empty when not given.
    static QString hostfileRaw(const ShellCommand& command);

    // One node's view from its expansion (the CLI's expand): nothing reached for torch's launchers.
    static WrapperNode fromExpansion(QStringView text, const ShellScript& script, const StaticExpansion& expansion,
                                     const QMap<QString, QString>& environment, const QString& hostfileRaw = QString(),
                                     bool readHostfile = true);

    // Each of `nodes` starts with what the platform sets for it over `hosts` (Volcano's variables
    // for `role`, HOSTNAME from the host's name) and the user's `platformVariables`.
    static QList<WrapperNode> evaluate(QStringView text, const ShellScript& script, int command,
                                       const QString& hostfileRaw, const QStringList& hosts, const QString& role,
                                       const QList<EnvVar>& platformVariables, const QList<int>& nodes);
};

} // namespace ddpw
