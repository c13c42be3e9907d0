#include "validate/LaunchChecks.h"

#include "validate/PlatformSimulation.h"

#include <QRegularExpression>

namespace ddpw {

void LaunchChecks::deprecated(ValidationContext& context)
{
    for (const ValidatedInvocation& invocation : context.invocations()) {
        if (invocation.result.kind != LauncherKind::TorchDistributedLaunch)
            continue;
        const int index =
            invocation.location.moduleIndex >= 0 ? invocation.location.moduleIndex : invocation.location.programIndex;
        context.add(
            "DDP602", context.word(invocation, index).range,
            tr("torch.distributed.launch is deprecated: use torchrun (the script then reads LOCAL_RANK from the "
               "environment)"),
            std::nullopt, context.options().launcherChosen ? std::optional(Severity::Info) : std::nullopt);
    }
}

namespace {

// Whether a python program the snippet wrote rejects `--local_rank=N` (spelling `passed`) in its
// argv: it parses sys.argv with argparse (`.parse_args()`, not parse_known_args) and no option
// of it is the spelling or starts with it (argparse takes a unique prefix as the option).
bool rejectsLocalRank(const QString& program, const QString& passed)
{
    static const QRegularExpression parsesArgv(QStringLiteral(R"(\.parse_args\(\s*\))"));
    static const QRegularExpression option(QStringLiteral(R"(["'](--[\w-]+)["'])"));
    if (!parsesArgv.match(program).hasMatch() || program.contains(QLatin1String("parse_known_args")) ||
        !program.contains(QLatin1String("ArgumentParser(")))
        return false;
    for (QRegularExpressionMatchIterator it = option.globalMatch(program); it.hasNext();) {
        if (it.next().captured(1).startsWith(passed))
            return false;
    }
    return true;
}

// The training script as the shown node's shell wrote it before the launcher, when the snippet did.
const QString* writtenScript(const ValidationContext& context, const ValidatedInvocation& invocation)
{
    const LauncherParseResult& parsed = invocation.firstNode ? *invocation.firstNode : invocation.result;
    const StaticExpansion* node = context.platform().node(invocation.shownNode, invocation.command);
    if (!node || !parsed.hasTrainingScript || invocation.written)
        return nullptr;
    QString path = parsed.trainingScript;
    while (path.startsWith(QLatin1String("./")))
        path = path.mid(2);
    for (const QString& key : {path, QStringLiteral("./") + path}) {
        if (const auto file = node->writtenFiles.constFind(key); file != node->writtenFiles.constEnd())
            return &file.value();
    }
    return nullptr;
}

} // namespace

void LaunchChecks::localRankArgument(ValidationContext& context)
{
    for (const ValidatedInvocation& invocation : context.invocations()) {
        if (invocation.result.kind != LauncherKind::TorchDistributedLaunch ||
            context.flag(invocation, QStringLiteral("use_env")))
            continue;
        const TorchVersion version = invocation.result.version;
        QString message;
        if (!version.isKnown())
            message = tr("without --use_env the script gets its local rank as an argument: --local_rank=N up to torch "
                         "1.13, --local-rank=N from 2.0; its argparse must accept the one of the image's torch");
        else if (version.hasDashSpellings())
            message = tr("without --use_env torch %1 passes --local-rank=N to the script (dash, not --local_rank): its "
                         "argparse must accept --local-rank")
                          .arg(version.toString());
        else
            message = tr("without --use_env torch %1 passes --local_rank=N to the script: its argparse must accept "
                         "--local_rank")
                          .arg(version.toString());
        // The form asked how the script reads its rank and the answer is what this torch passes.
        const bool chosen = version.isKnown() && context.options().localRankFrom &&
                            context.options().localRankFrom == JobSpec::launcherPasses(version);
        if (chosen)
            message = tr("torch %1's launch passes %2=N to the script, which the job says it reads")
                          .arg(version.toString(), version.hasDashSpellings() ? QStringLiteral("--local-rank")
                                                                              : QStringLiteral("--local_rank"));
        // A script the snippet wrote, whose argparse has no such option: every worker exits 2.
        const QString passed =
            version.hasDashSpellings() ? QStringLiteral("--local-rank") : QStringLiteral("--local_rank");
        const QString* program = version.isKnown() ? writtenScript(context, invocation) : nullptr;
        const bool rejected = program && rejectsLocalRank(*program, passed);
        if (rejected)
            message = tr("torch %1's launch passes %2=N to %3, which the snippet writes with an argparse that has no "
                         "%2: every worker stops with 'unrecognized arguments: %2=N'; add --use_env (the script then "
                         "reads LOCAL_RANK from the environment) or accept %2 in the script")
                          .arg(version.toString(), passed,
                               (invocation.firstNode ? *invocation.firstNode : invocation.result).trainingScript);
        const ShellWord& before = context.word(invocation, invocation.location.argumentsBegin - 1);
        context.add("DDP603",
                    context
                        .word(invocation, invocation.location.moduleIndex >= 0 ? invocation.location.moduleIndex
                                                                               : invocation.location.programIndex)
                        .range,
                    message,
                    DiagnosticFix{context.range(before.range.end.offset, before.range.end.offset),
                                  QStringLiteral(" --use_env")},
                    rejected ? std::optional(Severity::Error)
                    : chosen ? std::optional(Severity::Info)
                             : std::nullopt);
    }
}

} // namespace ddpw
