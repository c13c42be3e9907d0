#include "openjob/CommandImporter.h"

#include "generate/CommandGenerator.h"
#include "launcher/LauncherOptionTable.h"
#include "model/JobFile.h"
#include "validate/CommandValidator.h"

#include <QJsonDocument>
#include <QJsonObject>
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

// One option of the command: empty when the form took it, else why it cannot.
QString applyOption(const QString& dest, const QString& written, const QString& value, JobSpec& job)
{
    static const QRegularExpression endpoint(QStringLiteral(R"(^\$\{?MASTER\}?:(\d+)$)"));
    static const QRegularExpression countVariable(QStringLiteral(R"(^\$\{?VC_[A-Z0-9_]+_NUM\}?$)"));
    const QString option = value.isEmpty() ? written : written + u'=' + value;
    const auto cannot = [&](const QString& why) { return QStringLiteral("%1: %2").arg(option, why); };
    if (dest == QLatin1String("rdzv_id")) {
        job.rendezvousId = value;
        return {};
    }
    if (dest == QLatin1String("rdzv_backend")) {
        if (value != QLatin1String("c10d") && value != QLatin1String("static"))
            return cannot(CommandImporter::tr("the form offers the c10d and static backends only"));
        job.rendezvousBackend = value == QLatin1String("c10d") ? RendezvousBackend::C10d : RendezvousBackend::Static;
        return {};
    }
    if (dest == QLatin1String("rdzv_endpoint")) {
        const QRegularExpressionMatch match = endpoint.match(value);
        if (match.hasMatch() && toInt(match.captured(1), job.port))
            return {};
        return cannot(CommandImporter::tr("the form's endpoint is ${MASTER}:PORT, the first host of the role"));
    }
    // What the generator writes for torch 1.13's c10d (node 0 hosts the store): the form's own.
    if (dest == QLatin1String("rdzv_conf") && value == CommandGenerator::storeHostConfig())
        return {};
    if (dest == QLatin1String("master_port"))
        return toInt(value, job.port) ? QString() : cannot(CommandImporter::tr("the form's port is a number"));
    if (dest == QLatin1String("master_addr"))
        return value == QLatin1String("${MASTER}") || value == QLatin1String("$MASTER")
                   ? QString()
                   : cannot(CommandImporter::tr("the form's master address is ${MASTER}, the first host of the role"));
    if (dest == QLatin1String("node_rank"))
        return value.contains(JobSpec::taskIndexVariable())
                   ? QString()
                   : cannot(CommandImporter::tr("the form's node rank is ${%1}").arg(JobSpec::taskIndexVariable()));
    if (dest == QLatin1String("max_restarts"))
        return toInt(value, job.maxRestarts) ? QString() : cannot(CommandImporter::tr("the form's count is a number"));
    if (dest == QLatin1String("use_env")) {
        job.localRankFrom = LocalRankFrom::Environment;
        return {};
    }
    if (dest == QLatin1String("module")) {
        job.entryKind = EntryKind::Module;
        return {};
    }
    if (dest == QLatin1String("nnodes")) {
        if (countVariable.match(value).hasMatch()) {
            job.nnodesFromEnv = true;
            job.elastic.reset();
            return {};
        }
        const QStringList parts = value.split(u':');
        ElasticRange range;
        if (parts.size() == 2 && toInt(parts[0], range.minNodes) && toInt(parts[1], range.maxNodes)) {
            job.elastic = range;
            return {};
        }
        job.elastic.reset();
        job.nnodesFromEnv = false;
        return parts.size() == 1 && toInt(value, job.nodeCount)
                   ? QString()
                   : cannot(CommandImporter::tr("the form's node count is a number, MIN:MAX or ${%1}")
                                .arg(job.countVariable()));
    }
    if (dest == QLatin1String("nproc_per_node")) {
        if (value == QLatin1String("gpu") || value == QLatin1String("auto")) {
            job.nprocPerNode.kind = value == QLatin1String("gpu") ? NprocPerNode::Kind::Gpu : NprocPerNode::Kind::Auto;
            return {};
        }
        int number = 0;
        if (!toInt(value, number))
            return cannot(CommandImporter::tr("the form's processes per node are a number, gpu or auto"));
        job.nprocPerNode =
            number == job.gpusPerNode ? NprocPerNode{} : NprocPerNode{NprocPerNode::Kind::Number, number};
        return {};
    }
    return cannot(CommandImporter::tr("the form has no field for this"));
}

QString destOf(const LauncherParseResult& parsed, const LauncherOccurrence& occurrence)
{
    for (const LauncherArgument& argument : parsed.arguments) {
        if (argument.option == occurrence.option)
            return argument.dest;
    }
    return QString();
}

QJsonObject jsonOf(const JobSpec& job)
{
    return QJsonDocument::fromJson(JobFile::toJson(job)).object();
}

} // namespace

JobSpec CommandImporter::onlyWhatTheTextChanged(const JobSpec& read, const JobSpec& before, const QString& command)
{
    // Reading sets every field the launcher's options could have said (an absent --use_env
    // resets how the script reads its local rank, though torchrun's command never shows it): a
    // field whose old value writes the same text is one the user did not change.
    const QString wanted = normalized(command);
    const QJsonObject old = jsonOf(before);
    JobSpec result = read;
    QJsonObject current = jsonOf(result);
    QStringList keys = current.keys();
    for (const QString& key : old.keys()) {
        if (!keys.contains(key))
            keys.append(key);
    }
    for (const QString& key : std::as_const(keys)) {
        if (current.value(key) == old.value(key))
            continue;
        QJsonObject trial = current;
        if (old.contains(key))
            trial.insert(key, old.value(key));
        else
            trial.remove(key);
        const JobFileResult parsed = JobFile::fromJson(QJsonDocument(trial).toJson(QJsonDocument::Compact));
        if (parsed.ok() && normalized(CommandGenerator(*parsed.job).platformCommand()) == wanted) {
            result = *parsed.job;
            current = trial;
        }
    }
    return result;
}

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
        result.job = onlyWhatTheTextChanged(imported.job, job, command);
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
    ValidationOptions options = ValidationOptions::forJob(base);
    // Every spelling of every release: --rdzv-id on 1.13 is still the form's rendezvous id.
    options.torch = TorchVersion();
    const ValidationResult validation = CommandValidator(options).validate(command);
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
    // A script torchrun starts reads LOCAL_RANK. Under launch without --use_env it takes the
    // argument launch passes, spelled as the job's torch spells it (an unknown release: the dash
    // of 2.0 and later, which the form then questions).
    job.localRankFrom = parsed.kind == LauncherKind::TorchDistributedLaunch
                            ? JobSpec::launcherPasses(base.torchVersion).value_or(LocalRankFrom::DashArgument)
                            : LocalRankFrom::Environment;
    job.entryKind = EntryKind::Script;
    job.elastic.reset();
    job.nnodesFromEnv = false;
    const LauncherArgument* backend = parsed.argument(QStringLiteral("rdzv_backend"));
    if (job.launcher == Launcher::DistributedLaunch || !backend || !backend->given)
        job.rendezvousBackend = RendezvousBackend::Static; // torch's default
    const LauncherOptionTable& selected = LauncherOptionTable::forVersion(base.torchVersion, parsed.kind);
    for (const LauncherOccurrence& occurrence : parsed.occurrences) {
        const QString dest = destOf(parsed, occurrence);
        const QString problem = applyOption(dest, occurrence.written, occurrence.valueText, job);
        if (!problem.isEmpty())
            result.notRepresented.append(problem);
        else if (base.torchVersion.isKnown() && selected.findExact(occurrence.resolved) < 0)
            result.respelled.append(tr("%1: torch %2 spells it differently; the form writes it as that version needs")
                                        .arg(occurrence.written, base.torchVersion.toString()));
    }
    // c10d without an id or an endpoint: torch's own defaults, kept as the command has them.
    if (job.rendezvousBackend == RendezvousBackend::C10d && job.launcher == Launcher::Torchrun) {
        const LauncherArgument* id = parsed.argument(QStringLiteral("rdzv_id"));
        if (!id || !id->given)
            job.rendezvousId = QStringLiteral("none");
        const LauncherArgument* endpoint = parsed.argument(QStringLiteral("rdzv_endpoint"));
        if (!endpoint || !endpoint->given)
            result.notRepresented.append(
                tr("no --rdzv_endpoint: torch's c10d then meets on this node only; the form writes ${MASTER}:%1")
                    .arg(job.port));
    }
    // What the launcher itself rejects cannot be a form value either.
    for (const LauncherParseError& error : parsed.errors)
        result.notRepresented.append(error.message);
    // A script argument that is a placeholder (or what bash cannot read) is no value: it is
    // named and not imported. (The script's name itself is kept: the form shows it as written.)
    QList<const CommandDiagnostic*> placeholders;
    for (const CommandDiagnostic& diagnostic : validation.diagnostics) {
        if (diagnostic.code == QLatin1String("DDP108") || diagnostic.code == QLatin1String("DDP100"))
            placeholders.append(&diagnostic);
    }
    const auto isPlaceholder = [&](const SourceRange& range) {
        for (const CommandDiagnostic* p : std::as_const(placeholders)) {
            if (range.begin.offset < std::max(p->range.end.offset, p->range.begin.offset + 1) &&
                range.end.offset > p->range.begin.offset) {
                if (!result.notRepresented.contains(p->message))
                    result.notRepresented.append(p->message);
                return true;
            }
        }
        return false;
    };
    for (const CommandDiagnostic* p : std::as_const(placeholders)) {
        if (p->code == QLatin1String("DDP100") && !result.notRepresented.contains(p->message))
            result.notRepresented.append(p->message);
    }
    const ValidatedInvocation& first = validation.invocations.first();
    // The words the parse indexes: as bash makes them where it splits one ("${ARGS[@]}").
    const QList<ShellWord>& words =
        first.evaluatedWords.isEmpty() ? validation.commandOf(first).words : first.evaluatedWords;
    if (parsed.hasTrainingScript)
        job.entry = parsed.trainingScript;
    job.scriptArgs.clear();
    if (parsed.trainingScriptArgsBegin >= 0) {
        for (int w = parsed.trainingScriptArgsBegin; w < words.size(); ++w) {
            if (!isPlaceholder(words.at(w).range))
                job.scriptArgs.append(words.at(w).value);
        }
    }
    result.job = job;
    result.ok = true;
    return result;
}

} // namespace ddpw
