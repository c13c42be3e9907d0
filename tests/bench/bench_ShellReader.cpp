// Speed of the shell reader and of static expansion. Reading runs on every keystroke in the
// GUI: the guide's 10-line snippet must take a few microseconds, and reading must stay linear
// (compare BM_ReadLarge at 10 KiB and 1 MiB: about 100x, not 10000x).

#include "GuideCommands.h"
#include "expand/StaticExpander.h"
#include "launcher/CommandColouring.h"
#include "model/PlatformEnvironment.h"
#include "shell/ShellReader.h"

#include <benchmark/benchmark.h>

using namespace ddpw;

namespace {

// The guide's torchrun snippet (shared/seed/platform-pytorch-ddp.en.md).
const QString& guideSnippet()
{
    static const QString text = ddpw::test::guideTorchrun();
    return text;
}

void BM_ReadGuideSnippet(benchmark::State& state)
{
    const ShellReader reader;
    for (auto _ : state)
        benchmark::DoNotOptimize(reader.read(guideSnippet()));
}
BENCHMARK(BM_ReadGuideSnippet);

void BM_ExpandGuideSnippet(benchmark::State& state)
{
    const ShellScript script = ShellReader().read(guideSnippet());
    const StaticExpander expander(PlatformEnvironment::toMap(PlatformEnvironment::presets(
        QStringLiteral("worker"), {QStringLiteral("w0.job"), QStringLiteral("w1.job")}, 1, QStringLiteral("w1"))));
    for (auto _ : state)
        benchmark::DoNotOptimize(expander.expand(script));
}
BENCHMARK(BM_ExpandGuideSnippet);

void BM_ReadLarge(benchmark::State& state)
{
    const QString line = QStringLiteral(
        "export MASTER=`echo ${VC_WORKER_HOSTS} | awk -F , '{print $1}'`; torchrun --x=\"$(a \"b\" ${C%%,*})\" 'y'\n");
    const QString text = line.repeated(int(state.range(0) / line.size()));
    const ShellReader reader;
    for (auto _ : state)
        benchmark::DoNotOptimize(reader.read(text));
    state.SetBytesProcessed(state.iterations() * state.range(0) * qint64(sizeof(QChar)));
}
BENCHMARK(BM_ReadLarge)->Arg(10 * 1024)->Arg(1024 * 1024)->Unit(benchmark::kMicrosecond);

// The editor's colours: one read of the whole text per change (CommandHighlighter), beside
// BM_ReadGuideSnippet for what the syntax spans add to a read.
void BM_ColourGuideSnippet(benchmark::State& state)
{
    for (auto _ : state)
        benchmark::DoNotOptimize(CommandColouring::spans(guideSnippet()));
}
BENCHMARK(BM_ColourGuideSnippet);

void BM_ColourLarge(benchmark::State& state)
{
    const QString line = QStringLiteral(
        "export MASTER=`echo ${VC_WORKER_HOSTS} | awk -F , '{print $1}'`; torchrun --x=\"$(a \"b\" ${C%%,*})\" 'y'\n");
    const QString text = line.repeated(int(state.range(0) / line.size()));
    for (auto _ : state)
        benchmark::DoNotOptimize(CommandColouring::spans(text));
    state.SetBytesProcessed(state.iterations() * state.range(0) * qint64(sizeof(QChar)));
}
BENCHMARK(BM_ColourLarge)->Arg(10 * 1024)->Arg(1024 * 1024)->Unit(benchmark::kMicrosecond);

} // namespace

BENCHMARK_MAIN();
