#include "validate/WrapperExplanation.h"

#include "launcher/LauncherOptionTable.h"
#include "launcher/WrapperTorchrun.h"

namespace ddpw {

QList<TokenExplanation> WrapperExplanation::program(const ValidatedInvocation& invocation, const ShellCommand& command)
{
    QList<TokenExplanation> explanations;
    const LauncherParseResult& result = invocation.result;
    const QString release = LauncherOptionTable::forVersion(result.version, result.kind).release();
    const ShellWord& program = command.words.at(invocation.location.programIndex);
    const auto add = [&explanations](const ShellWord& word, const QString& title, const QString& meaning) {
        explanations.append({word.range, word.raw, title, meaning, QString(), QString()});
    };
    if (result.kind == LauncherKind::Accelerate) {
        add(program, tr("accelerate launch"),
            tr("Hugging Face Accelerate's launcher (options as in %1): for a distributed GPU run it starts torchrun "
               "in its own process, with --nnodes, --nproc_per_node, --node_rank and the rendezvous taken from "
               "its own options; it takes no abbreviations, and every option may be written with '-' or '_'")
                .arg(release));
    } else {
        add(program, tr("deepspeed"),
            tr("DeepSpeed's runner (options as in %1): reads the nodes from its hostfile and either starts every "
               "node itself over ssh (pdsh) or, with --no_ssh, starts this node's processes like torchrun with "
               "--node_rank; option names may be abbreviated")
                .arg(release));
    }
    if (invocation.location.moduleIndex >= 0 && invocation.location.moduleIndex < command.words.size()) {
        const ShellWord& module = command.words.at(invocation.location.moduleIndex);
        add(module, module.value,
            result.kind == LauncherKind::Accelerate
                ? tr("accelerate's sub-command (or module) that launches a training script")
                : tr("the module behind the deepspeed command"));
    }
    return explanations;
}

QString WrapperExplanation::implied(const ValidatedInvocation& invocation)
{
    if (!invocation.shownTorchrun)
        return implied(WrapperTorchrun::of(invocation.result));
    return tr("shown for node %1: %2").arg(invocation.shownNode).arg(implied(*invocation.shownTorchrun));
}

QString WrapperExplanation::implied(const WrapperTorchrun& torchrun)
{
    QString start;
    switch (torchrun.start) {
    case WrapperTorchrun::Start::Torchrun:
    case WrapperTorchrun::Start::ConfigFile:
        start = tr("on each node it starts torchrun %1").arg(torchrun.torchrunArguments().join(u' '));
        break;
    case WrapperTorchrun::Start::SingleProcess: start = tr("it runs one process, without torchrun"); break;
    case WrapperTorchrun::Start::FanOut:
        start =
            tr("one node starts the processes of every node itself (%1)").arg(torchrun.torchrunArguments().join(u' '));
        break;
    }
    if (torchrun.notes.isEmpty())
        return start;
    return tr("%1; %2").arg(start, torchrun.notes.join(QLatin1String("; ")));
}

} // namespace ddpw
