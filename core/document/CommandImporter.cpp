#include "document/CommandImporter.h"

#include "diagnostics/CommandValidator.h"
#include "generate/CommandGenerator.h"

#include <QRegularExpression>

namespace ddpw {

namespace {

bool toInt(const QString& text, int& out)
{
    bool ok = false;
    const int value = text.toInt(&ok);
    if (ok)
        out = value;
    return ok;
}

// One option of the command: true when the form took it.
bool applyOption(const QString& dest, const QString& value, JobSpec& job)
{
    static const QRegularExpression endpoint(QStringLiteral(R"(^\$\{?MASTER\}?:(\d+)$)"));
    static const QRegularExpression countVariable(QStringLiteral(R"(^\$\{?VC_[A-Z0-9_]+_NUM\}?$)"));
    if (dest == QLatin1String("rdzv_id")) {
        job.rendezvousId = value;
        return true;
    }
    if (dest == QLatin1String("rdzv_backend")) {
        if (value != QLatin1String("c10d") && value != QLatin1String("static"))
            return false;
        job.rendezvousBackend = value == QLatin1String("c10d") ? RendezvousBackend::C10d : RendezvousBackend::Static;
        return true;
    }
    if (dest == QLatin1String("rdzv_endpoint")) {
        const QRegularExpressionMatch match = endpoint.match(value);
        return match.hasMatch() && toInt(match.captured(1), job.port);
    }
    if (dest == QLatin1String("master_port"))
        return toInt(value, job.port);
    if (dest == QLatin1String("master_addr"))
        return value == QLatin1String("${MASTER}") || value == QLatin1String("$MASTER");
    if (dest == QLatin1String("node_rank"))
        return value.contains(JobSpec::taskIndexVariable());
    if (dest == QLatin1String("max_restarts"))
        return toInt(value, job.maxRestarts);
    if (dest == QLatin1String("use_env")) {
        job.useEnv = true;
        return true;
    }
    if (dest == QLatin1String("module")) {
        job.entryKind = EntryKind::Module;
        return true;
    }
    if (dest == QLatin1String("nnodes")) {
        if (countVariable.match(value).hasMatch()) {
            job.nnodesFromEnv = true;
            job.elastic.reset();
            return true;
        }
        const QStringList parts = value.split(u':');
        ElasticRange range;
        if (parts.size() == 2 && toInt(parts[0], range.minNodes) && toInt(parts[1], range.maxNodes)) {
            job.elastic = range;
            return true;
        }
        job.elastic.reset();
        job.nnodesFromEnv = false;
        return parts.size() == 1 && toInt(value, job.nodeCount);
    }
    if (dest == QLatin1String("nproc_per_node")) {
        if (value == QLatin1String("gpu") || value == QLatin1String("auto")) {
            job.nprocPerNode.kind = value == QLatin1String("gpu") ? NprocPerNode::Kind::Gpu : NprocPerNode::Kind::Auto;
            return true;
        }
        int number = 0;
        if (!toInt(value, number))
            return false;
        job.nprocPerNode =
            number == job.gpusPerNode ? NprocPerNode{} : NprocPerNode{NprocPerNode::Kind::Number, number};
        return true;
    }
    return false;
}

} // namespace

QString CommandImporter::normalized(const QString& command)
{
    QString text = command;
    text.replace(QLatin1String("\\\n"), QLatin1String(" "));
    return text.simplified();
}

CommandReadBack CommandImporter::readBack(const QString& command, const JobSpec& job)
{
    const CommandImport imported = import(command, job);
    CommandReadBack result;
    const bool sameText =
        imported.ok && normalized(CommandGenerator(imported.job).platformCommand()) == normalized(command);
    if (imported.ok && imported.notRepresented.isEmpty() && sameText) {
        result.intoForm = true;
        result.job = imported.job;
        return result;
    }
    result.reasons = imported.notRepresented;
    if (!imported.ok)
        result.reasons.append(imported.error);
    else if (result.reasons.isEmpty())
        result.reasons.append(tr("lines or words outside the launcher's options"));
    return result;
}

CommandImport CommandImporter::import(const QString& command, const JobSpec& base)
{
    CommandImport result;
    const ValidationResult validation = CommandValidator(ValidationOptions::forJob(base)).validate(command);
    if (validation.invocations.isEmpty()) {
        result.error = tr("No torchrun or torch.distributed.launch command found.");
        return result;
    }
    const LauncherParseResult& parsed = validation.invocations.first().result;
    JobSpec job = base;
    job.launcher =
        parsed.kind == LauncherKind::TorchDistributedLaunch ? Launcher::DistributedLaunch : Launcher::Torchrun;
    // Options the form writes only when set: absent means the default.
    job.maxRestarts = 0;
    job.useEnv = false;
    job.entryKind = EntryKind::Script;
    job.elastic.reset();
    job.nnodesFromEnv = false;
    if (job.launcher == Launcher::DistributedLaunch || !parsed.argument(QStringLiteral("rdzv_backend")) ||
        !parsed.argument(QStringLiteral("rdzv_backend"))->given)
        job.rendezvousBackend = RendezvousBackend::Static;
    for (const LauncherOccurrence& occurrence : parsed.occurrences) {
        QString dest;
        for (const LauncherArgument& argument : parsed.arguments) {
            if (argument.option == occurrence.option)
                dest = argument.dest;
        }
        if (!applyOption(dest, occurrence.valueText, job)) {
            const QString written =
                occurrence.valueText.isEmpty() ? occurrence.written : occurrence.written + u'=' + occurrence.valueText;
            result.notRepresented.append(tr("%1: the form has no field for this").arg(written));
        }
    }
    // What the launcher itself rejects cannot be a form value either.
    for (const LauncherParseError& error : parsed.errors)
        result.notRepresented.append(error.message);
    if (parsed.hasTrainingScript)
        job.entry = parsed.trainingScript;
    job.scriptArgs = parsed.trainingScriptArgs;
    result.job = job;
    result.ok = true;
    return result;
}

} // namespace ddpw
