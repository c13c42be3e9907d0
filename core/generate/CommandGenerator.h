#pragma once

#include "generate/GeneratedCommand.h"
#include "model/JobSpec.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace ddpw {

// One launcher option as the generator writes it: the spelling chosen for the torch version
// and the value exactly as it appears in the command (already quoted where needed).
struct GeneratedOption
{
    QString spelling;         // e.g. "--nproc-per-node"
    QString value;            // e.g. "8" or "${MASTER}:29500"; empty for a flag
    QList<JobField> fields{}; // the form's fields this option shows
    QString line() const { return value.isEmpty() ? spelling : spelling + u'=' + value; }
};

// Turns a job into the text the platform's "start command" box takes, in the guide's shape:
// the MASTER line, exports, then the launcher with one option per line. Every option is
// spelled the way the job's torch version accepts it, and every string the user typed is
// shell-quoted so that bash hands it to the script unchanged. The text is clean by
// construction: ShellCheck finds nothing in it at any severity (expansions quoted, $(...),
// assign then export), except with MasterDerivation::GuideVerbatim, which writes the guide's
// own lines. Comments follow the UI's language; the lines bash runs are the same in every one.
class CommandGenerator
{
    Q_DECLARE_TR_FUNCTIONS(CommandGenerator)

public:
    explicit CommandGenerator(const JobSpec& job);

    QString platformCommand() const;
    // The same text with the range of every field it shows.
    GeneratedCommand platformText() const;
    // A standalone script for running the same command by hand on a node.
    QString bashScript() const;

    // The line(s) that set and export MASTER, without a trailing newline.
    QString masterLine() const;
    // The guide's comment above them, in the UI's language.
    QString masterComment() const;
    // Stops the command when MASTER came out empty (no hosts, a failed awk): otherwise every
    // node would wait on ":PORT" until the rendezvous times out. Also the fix of check DDP104.
    static QString masterGuardLine();
    // --rdzv_conf's value for torch 1.13's c10d: node 0 hosts the store, the others do not
    // (1.13 does not take the platform's <pod>.<job> name for the pod's own).
    static QString storeHostConfig();
    QStringList launcherWords() const; // "torchrun" or "python -m torch.distributed.launch"
    QList<GeneratedOption> options() const;
    QStringList entryWords() const; // [-m] script, quoted
    QString quotedScriptArgs() const;

    // The spelling of a multi-word option for this torch version: "nproc_per_node" becomes
    // --nproc-per-node on >= 2.0 and --nproc_per_node on 1.13 or an unknown version.
    QString spell(const QString& underscoreName) const;

private:
    class Builder;
    QString nprocValue() const;
    bool isGuideVerbatim() const;
    // ${NAME}suffix, in double quotes unless the guide's text is wanted verbatim.
    QString expansion(const QString& name, const QString& suffix = {}) const;
    void writeBody(Builder& out, bool execLauncher) const;

    JobSpec m_job;
};

} // namespace ddpw
