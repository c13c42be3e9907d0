// Speed of the launcher parser: it runs on every keystroke in the GUI, so parsing the guide's
// torchrun command must stay well under 10 microseconds. The option table is built
// once per (version, launcher); these loops measure the parse alone.

#include "ShellWords.h"
#include "launcher/LauncherLocator.h"
#include "launcher/LauncherParser.h"

#include <benchmark/benchmark.h>

using namespace ddpw;
using ddpw::test::wordsOf;

namespace {

// The guide's torchrun command (shared/seed/platform-pytorch-ddp.en.md).
const QList<ShellWord>& guideTorchrun()
{
    static const QList<ShellWord> words =
        wordsOf({QStringLiteral("torchrun"), QStringLiteral("--rdzv-id=0"), QStringLiteral("--rdzv-backend=c10d"),
                 QStringLiteral("--rdzv-endpoint=${MASTER}:29500"), QStringLiteral("--nnodes=2"),
                 QStringLiteral("--nproc_per_node=8"), QStringLiteral("YOUR_TRAINING_SCRIPT.py"),
                 QStringLiteral("--epochs"), QStringLiteral("3")});
    return words;
}

void BM_LocateAndParseGuideTorchrun(benchmark::State& state)
{
    const LauncherParser parser(TorchVersion::of(2, 4), LauncherKind::TorchRun);
    for (auto _ : state) {
        const std::optional<LauncherLocation> location = LauncherLocator::locate(guideTorchrun());
        LauncherParseResult result = parser.parse(guideTorchrun(), location->argumentsBegin);
        benchmark::DoNotOptimize(result);
    }
}
BENCHMARK(BM_LocateAndParseGuideTorchrun);

void BM_ParseGuideLaunch113(benchmark::State& state)
{
    static const QList<ShellWord> words =
        wordsOf({QStringLiteral("python"), QStringLiteral("-m"), QStringLiteral("torch.distributed.launch"),
                 QStringLiteral("--nnodes=2"), QStringLiteral("--nproc_per_node=8"),
                 QStringLiteral("--node_rank=${VC_TASK_INDEX}"), QStringLiteral("--master_addr=${MASTER}"),
                 QStringLiteral("--master_port=29500"), QStringLiteral("YOUR_TRAINING_SCRIPT.py")});
    const LauncherParser parser(TorchVersion::of(1, 13), LauncherKind::TorchDistributedLaunch);
    for (auto _ : state) {
        LauncherParseResult result = parser.parse(words, 3);
        benchmark::DoNotOptimize(result);
    }
}
BENCHMARK(BM_ParseGuideLaunch113);

// Worst case for prefix matching: many abbreviated options, all checked against every spelling.
void BM_ParseManyAbbreviations(benchmark::State& state)
{
    QStringList argv;
    for (int i = 0; i < state.range(0); ++i)
        argv << QStringLiteral("--nproc-per=2") << QStringLiteral("--rdzv-e=h:1");
    argv << QStringLiteral("t.py");
    const QList<ShellWord> words = wordsOf(argv);
    const LauncherParser parser(TorchVersion::of(2, 14), LauncherKind::TorchRun);
    for (auto _ : state) {
        LauncherParseResult result = parser.parse(words);
        benchmark::DoNotOptimize(result);
    }
    state.SetComplexityN(state.range(0));
}
BENCHMARK(BM_ParseManyAbbreviations)->RangeMultiplier(8)->Range(8, 4096)->Complexity();

} // namespace

BENCHMARK_MAIN();
