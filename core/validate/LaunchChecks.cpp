#include "validate/LaunchChecks.h"

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
        const ShellWord& before = context.word(invocation, invocation.location.argumentsBegin - 1);
        context.add("DDP603",
                    context
                        .word(invocation, invocation.location.moduleIndex >= 0 ? invocation.location.moduleIndex
                                                                               : invocation.location.programIndex)
                        .range,
                    message,
                    DiagnosticFix{context.range(before.range.end.offset, before.range.end.offset),
                                  QStringLiteral(" --use_env")},
                    chosen ? std::optional(Severity::Info) : std::nullopt);
    }
}

} // namespace ddpw
