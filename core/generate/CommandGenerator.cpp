#include "generate/CommandGenerator.h"

#include "util/BuildInfo.h"
#include "util/ShellQuote.h"

namespace ddpw {

namespace {

const QString kIndent = QStringLiteral("    ");
const QString kContinuation = QStringLiteral(" \\\n");

} // namespace

// Appends text and remembers which fields each piece shows.
class CommandGenerator::Builder
{
public:
    void append(const QString& piece, const QList<JobField>& fields = {})
    {
        const int begin = int(m_result.text.size());
        m_result.text += piece;
        for (const JobField field : fields)
            m_result.spans.append({field, begin, int(m_result.text.size())});
    }
    GeneratedCommand take() { return std::move(m_result); }

private:
    GeneratedCommand m_result;
};

CommandGenerator::CommandGenerator(const JobSpec& job) : m_job(job) {}

QString CommandGenerator::spell(const QString& underscoreName) const
{
    return m_job.torchVersion.optionName(underscoreName);
}

bool CommandGenerator::isGuideVerbatim() const
{
    return m_job.masterDerivation == MasterDerivation::GuideVerbatim;
}

QString CommandGenerator::expansion(const QString& name, const QString& suffix) const
{
    // Quoted, so that bash neither splits nor globs what the variable holds (ShellCheck SC2086);
    // the guide's own text leaves them bare.
    const QString word = QStringLiteral("${%1}").arg(name) + suffix;
    return isGuideVerbatim() ? word : u'"' + word + u'"';
}

QString CommandGenerator::masterLine() const
{
    const QString hosts = m_job.hostsVariable();
    switch (m_job.masterDerivation) {
    case MasterDerivation::GuideVerbatim:
        return QStringLiteral("export MASTER=`echo ${%1} | awk -F , '{print $1}'`").arg(hosts);
    case MasterDerivation::ParameterExpansion: return QStringLiteral("MASTER=\"${%1%%,*}\"\nexport MASTER").arg(hosts);
    case MasterDerivation::AwkFirstField: break;
    }
    // Assigned, then exported: `export MASTER=$(...)` would return export's status and hide a
    // failure of the substitution (ShellCheck SC2155).
    return QStringLiteral("MASTER=\"$(echo \"${%1}\" | awk -F , '{print $1}')\"\nexport MASTER").arg(hosts);
}

QString CommandGenerator::masterComment() const
{
    // The guide's own comment, in the UI's language; the command below it is the same in every
    // language. The role's name stands where the guide says "worker".
    if (m_job.launcher == Launcher::DistributedLaunch)
        return tr("# Use the first node of the %1 group as the master").arg(m_job.roleName);
    return tr("# Use the first node of the %1 group as the rendezvous master").arg(m_job.roleName);
}

QString CommandGenerator::masterGuardLine()
{
    // Bash names the variable in its own message ("MASTER: parameter null or not set"); a
    // message of ours would be English in every language's command.
    return QStringLiteral(": \"${MASTER:?}\"");
}

QString CommandGenerator::storeHostConfig()
{
    return QStringLiteral("is_host=$((%1 == 0))").arg(JobSpec::taskIndexVariable());
}

QStringList CommandGenerator::launcherWords() const
{
    if (m_job.launcher == Launcher::DistributedLaunch)
        return {shellQuote(m_job.python), QStringLiteral("-m"), QStringLiteral("torch.distributed.launch")};
    return {QStringLiteral("torchrun")};
}

QList<GeneratedOption> CommandGenerator::options() const
{
    QList<GeneratedOption> result;
    const QString port = QString::number(m_job.port);
    const bool c10d = m_job.rendezvousBackend == RendezvousBackend::C10d;
    if (c10d) {
        result.append({spell(QStringLiteral("rdzv_id")), shellQuote(m_job.rendezvousId), {JobField::RendezvousId}});
        result.append({spell(QStringLiteral("rdzv_backend")), QStringLiteral("c10d"), {JobField::RendezvousBackend}});
        result.append({spell(QStringLiteral("rdzv_endpoint")),
                       expansion(QStringLiteral("MASTER"), u':' + port),
                       {JobField::Port}});
        // torch 1.13's c10d hosts the store on the node that takes the endpoint's name for its
        // own, and a pod does not take <pod>.<job> for its own (its hosts file names it
        // <pod>.<job>.<namespace>.svc...): node 0 is said to host it, the others not.
        if (m_job.torchVersion.isKnown() && m_job.torchVersion.major() < 2)
            result.append({spell(QStringLiteral("rdzv_conf")),
                           storeHostConfig(),
                           {JobField::RendezvousBackend, JobField::TorchVersion}});
    }
    QString nnodes = QString::number(m_job.nodeCount);
    if (m_job.elastic)
        nnodes = QStringLiteral("%1:%2").arg(m_job.elastic->minNodes).arg(m_job.elastic->maxNodes);
    else if (m_job.nnodesFromEnv)
        nnodes = expansion(m_job.countVariable());
    result.append(
        {QStringLiteral("--nnodes"), nnodes, {JobField::NodeCount, JobField::Elastic, JobField::NnodesFromEnv}});

    result.append(
        {spell(QStringLiteral("nproc_per_node")), nprocValue(), {JobField::NprocPerNode, JobField::GpusPerNode}});
    if (!c10d) {
        result.append({spell(QStringLiteral("node_rank")),
                       expansion(JobSpec::taskIndexVariable()),
                       {JobField::RendezvousBackend}});
        result.append({spell(QStringLiteral("master_addr")), expansion(QStringLiteral("MASTER"))});
        result.append({spell(QStringLiteral("master_port")), port, {JobField::Port}});
    }
    if (m_job.maxRestarts > 0)
        result.append(
            {spell(QStringLiteral("max_restarts")), QString::number(m_job.maxRestarts), {JobField::MaxRestarts}});
    // The script reads LOCAL_RANK: launch then passes no argument of its own.
    if (m_job.launcher == Launcher::DistributedLaunch && m_job.localRankFrom == LocalRankFrom::Environment)
        result.append({spell(QStringLiteral("use_env")), QString(), {JobField::LocalRankFrom}});
    return result;
}

QString CommandGenerator::nprocValue() const
{
    switch (m_job.nprocPerNode.kind) {
    case NprocPerNode::Kind::Gpu: return QStringLiteral("gpu");
    case NprocPerNode::Kind::Auto: return QStringLiteral("auto");
    case NprocPerNode::Kind::MatchGpus:
    case NprocPerNode::Kind::Number: break;
    }
    return QString::number(m_job.resolvedNprocPerNode().value_or(1));
}

QStringList CommandGenerator::entryWords() const
{
    QStringList words;
    if (m_job.entryKind == EntryKind::Module)
        words.append(QStringLiteral("-m"));
    words.append(shellQuote(m_job.entry));
    return words;
}

QString CommandGenerator::quotedScriptArgs() const
{
    return shellJoin(m_job.scriptArgs);
}

void CommandGenerator::writeBody(Builder& out, bool execLauncher) const
{
    out.append(masterLine(), {JobField::MasterDerivation, JobField::RoleName});
    out.append(QStringLiteral("\n"));
    // The guide's text has no guard (the checks say what that risks); every other form stops
    // on an empty MASTER.
    if (!isGuideVerbatim())
        out.append(masterGuardLine() + u'\n');
    for (const EnvVar& var : m_job.env) {
        out.append(QStringLiteral("export %1=%2").arg(var.name, shellQuote(var.value)), {JobField::Env});
        out.append(QStringLiteral("\n"));
    }
    out.append(QStringLiteral("\n"));

    const QStringList launcher = launcherWords();
    if (execLauncher)
        out.append(QStringLiteral("exec "));
    if (m_job.launcher == Launcher::DistributedLaunch) {
        out.append(launcher.first(), {JobField::Python});
        out.append(u' ' + launcher.at(1) + u' ');
        out.append(launcher.at(2), {JobField::Launcher, JobField::LocalRankFrom});
    } else {
        out.append(launcher.join(u' '), {JobField::Launcher});
    }
    for (const GeneratedOption& option : options()) {
        out.append(kContinuation + kIndent);
        out.append(option.line(), option.fields);
    }
    const QStringList entry = entryWords();
    for (qsizetype i = 0; i < entry.size(); ++i) {
        out.append(kContinuation + kIndent);
        // "-m module": the module word is the entry, "-m" its kind.
        const bool moduleFlag = entry.size() > 1 && i == 0;
        out.append(entry.at(i), moduleFlag ? QList<JobField>{JobField::EntryKind}
                                           : QList<JobField>{JobField::Entry, JobField::EntryKind});
    }
    if (!m_job.scriptArgs.isEmpty()) {
        out.append(kContinuation + kIndent);
        out.append(quotedScriptArgs(), {JobField::ScriptArgs});
    }
    out.append(QStringLiteral("\n"));
}

GeneratedCommand CommandGenerator::platformText() const
{
    Builder out;
    out.append(masterComment() + u'\n');
    writeBody(out, false);
    return out.take();
}

QString CommandGenerator::platformCommand() const
{
    return platformText().text;
}

QString CommandGenerator::bashScript() const
{
    QString text = QStringLiteral("#!/usr/bin/env bash\n");
    // Comments in the UI's language; every line bash runs is the same in every language (the
    // guards let bash name the missing variable itself).
    text += tr("# Start command generated by DDP Wizard %1 for torch %2, %n node(s).", nullptr, m_job.nodeCount)
                .arg(QStringLiteral(DDPW_VERSION), m_job.torchVersion.toString()) +
            u'\n';
    text += tr("# Run it on every node with the platform's variables set, e.g. by hand:") + u'\n';
    text += QStringLiteral("#   %1=host1,host2 %2=2 %3=0 bash start.sh\n")
                .arg(m_job.hostsVariable(), m_job.countVariable(), JobSpec::taskIndexVariable());
    text += QStringLiteral("set -euo pipefail\n");
    text += QStringLiteral(": \"${%1:?}\"\n").arg(m_job.hostsVariable());
    if (m_job.nnodesFromEnv && !m_job.elastic)
        text += QStringLiteral(": \"${%1:?}\"\n").arg(m_job.countVariable());
    if (m_job.rendezvousBackend == RendezvousBackend::Static)
        text += QStringLiteral(": \"${%1:?}\"\n").arg(JobSpec::taskIndexVariable());
    text += u'\n' + masterComment() + u'\n';
    // exec: the launcher replaces the shell, so the platform's SIGTERM reaches torchrun itself.
    Builder body;
    writeBody(body, true);
    return text + body.take().text;
}

} // namespace ddpw
