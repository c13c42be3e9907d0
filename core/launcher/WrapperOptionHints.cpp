#include "launcher/WrapperOptionHints.h"

#include "util/EditDistance.h"

#include <algorithm>

namespace ddpw {

namespace {

// The name with every '-' after the leading "--" made '_': how both tables spell options.
QString underscored(const QString& written)
{
    QString name = written.mid(2);
    name.replace(u'-', u'_');
    return QStringLiteral("--") + name;
}

struct Equivalent
{
    const char* torchrun; // underscore spelling
    const char* option;   // the launcher's option string
    bool dropIn;          // same meaning and value: offer it as a fix
};

// torchrun's (and the other wrapper's) names for what this launcher calls differently.
const Equivalent kAccelerate[] = {
    {"--nnodes", "--num_machines", true},           {"--num_nodes", "--num_machines", true},
    {"--node_rank", "--machine_rank", true},        {"--master_addr", "--main_process_ip", true},
    {"--master_port", "--main_process_port", true}, {"--nproc_per_node", "--num_processes", false},
    {"--num_gpus", "--num_processes", false},
};
const Equivalent kDeepSpeed[] = {
    {"--nnodes", "--num_nodes", true},
    {"--num_machines", "--num_nodes", true},
    {"--nproc_per_node", "--num_gpus", true},
    {"--num_processes", "--num_gpus", false},
    {"--machine_rank", "--node_rank", true},
    {"--main_process_ip", "--master_addr", true},
    {"--main_process_port", "--master_port", true},
};

} // namespace

QString WrapperOptionHints::closest(const LauncherOptionTable& table, const QString& written)
{
    QString best;
    int bestDistance = 1000;
    for (const LauncherOptionTable::OptionString& candidate : table.optionStrings()) {
        if (!candidate.text.startsWith(QLatin1String("--")))
            continue;
        const int d = editDistance(underscored(written), candidate.text);
        if (d < bestDistance) {
            bestDistance = d;
            best = candidate.text;
        }
    }
    const int allowed = std::max(1, int(written.size()) / 5);
    return bestDistance <= allowed ? best : QString();
}

WrapperOptionHints::Hint WrapperOptionHints::forUnknown(const LauncherOptionTable& table, const QString& written)
{
    if (!written.startsWith(QLatin1String("--")))
        return {};
    const bool accelerate = table.kind() == LauncherKind::Accelerate;
    const QString name = underscored(written);
    if (name != written && table.findExact(name) >= 0)
        return {tr("%1 only has the underscore spelling %2").arg(table.release(), name), name};
    if (name == QLatin1String("--rdzv_endpoint"))
        return {accelerate ? tr("accelerate launch has no --rdzv_endpoint: give the host as --main_process_ip and the "
                                "port as --main_process_port")
                           : tr("deepspeed has no --rdzv_endpoint: give the host as --master_addr and the port as "
                                "--master_port"),
                {}};
    if (name == QLatin1String("--local_rank"))
        return {accelerate ? tr("accelerate launch does not take --local_rank: each process finds its local rank in "
                                "LOCAL_RANK")
                           : tr("deepspeed does not take --local_rank: it passes --local_rank=N to the script itself "
                                "(unless --no_local_rank)"),
                {}};
    const auto equivalents = accelerate ? QList<Equivalent>(std::begin(kAccelerate), std::end(kAccelerate))
                                        : QList<Equivalent>(std::begin(kDeepSpeed), std::end(kDeepSpeed));
    for (const Equivalent& equivalent : equivalents) {
        if (name != QLatin1String(equivalent.torchrun))
            continue;
        const QString option = QString::fromLatin1(equivalent.option);
        if (accelerate && option == QLatin1String("--num_processes"))
            return {tr("accelerate launch calls it --num_processes, and it is the TOTAL over all machines "
                       "(processes per node x --num_machines)"),
                    {}};
        if (!accelerate && option == QLatin1String("--num_gpus"))
            return {tr("deepspeed calls it --num_gpus: the processes on each node"),
                    equivalent.dropIn ? option : QString()};
        return {tr("%1 calls it %2").arg(table.release(), option), equivalent.dropIn ? option : QString()};
    }
    if (accelerate) {
        if (name == QLatin1String("--fp16"))
            return {tr("accelerate removed --fp16 in 0.16.0: write --mixed_precision fp16"), {}};
        if (name == QLatin1String("--fsdp_backward_prefetch_policy"))
            return {tr("accelerate renamed it --fsdp_backward_prefetch"), QStringLiteral("--fsdp_backward_prefetch")};
        static const QStringList removed{QStringLiteral("--ipex"),           QStringLiteral("--use_xpu"),
                                         QStringLiteral("--mpirun_ccl"),     QStringLiteral("--mps"),
                                         QStringLiteral("--use_mps_device"), QStringLiteral("--use_tp"),
                                         QStringLiteral("--tp_size"),        QStringLiteral("--ipex_enabled")};
        if (removed.contains(name))
            return {tr("%1 was an option of older accelerate releases; %2 no longer has it").arg(name, table.release()),
                    {}};
        // allow_abbrev=False: a prefix of one option is still an error here.
        QStringList completions;
        for (const LauncherOptionTable::OptionString& candidate : table.optionStrings()) {
            if (candidate.text.startsWith(written))
                completions.append(candidate.text);
        }
        if (completions.size() == 1 || (completions.size() == 2 && underscored(completions.at(1)) == completions.at(0)))
            return {tr("accelerate launch takes no abbreviations: write %1").arg(completions.first()),
                    completions.first()};
    }
    const QString near = closest(table, written);
    if (!near.isEmpty())
        return {tr("did you mean %1?").arg(near), near};
    return {tr("%1 has no option %2").arg(table.release(), written), {}};
}

} // namespace ddpw
