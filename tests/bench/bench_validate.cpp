// Speed of `validate` (a quality bar of the CLI): the guide's torchrun snippet must validate in
// under 20 µs, and a 1 MiB input must stay linear (at most 150x a 10 KiB input).
// Run: build/tests/bench_validate  (see docs/performance-validate.md)
#include "GuideCommands.h"
#include "validate/CommandValidator.h"

#include <benchmark/benchmark.h>

#include <QString>

namespace {

const QString kGuide = ddpw::test::guideTorchrun();

// The guide's snippet repeated (with a blank line between) up to `bytes`.
QString repeated(int bytes)
{
    QString text;
    text.reserve(bytes + int(kGuide.size()));
    while (text.size() < bytes)
        text += kGuide + u'\n';
    return text;
}

ddpw::ValidationOptions formOptions()
{
    ddpw::ValidationOptions options;
    options.torch = ddpw::TorchVersion::of(2, 6);
    options.nodes = 2;
    options.gpusPerNode = 8;
    return options;
}

void BM_ValidateGuideSnippet(benchmark::State& state)
{
    const ddpw::CommandValidator validator(formOptions());
    for (auto _ : state)
        benchmark::DoNotOptimize(validator.validate(kGuide));
}
BENCHMARK(BM_ValidateGuideSnippet)->Unit(benchmark::kMicrosecond);

void BM_ValidateGuideSnippet113(benchmark::State& state)
{
    ddpw::ValidationOptions options = formOptions();
    options.torch = ddpw::TorchVersion::of(1, 13);
    const ddpw::CommandValidator validator(options);
    for (auto _ : state)
        benchmark::DoNotOptimize(validator.validate(kGuide));
}
BENCHMARK(BM_ValidateGuideSnippet113)->Unit(benchmark::kMicrosecond);

void BM_ValidateSize(benchmark::State& state)
{
    const QString text = repeated(int(state.range(0)));
    const ddpw::CommandValidator validator(formOptions());
    for (auto _ : state)
        benchmark::DoNotOptimize(validator.validate(text));
    state.SetBytesProcessed(int64_t(state.iterations()) * text.size());
}
BENCHMARK(BM_ValidateSize)->Arg(10 * 1024)->Arg(1024 * 1024)->Unit(benchmark::kMillisecond);

// One huge launcher line (a 1 MiB word list) instead of many small commands.
void BM_ValidateOneLongCommand(benchmark::State& state)
{
    QString text = QStringLiteral("torchrun --nnodes=2 --nproc_per_node=8 train.py");
    while (text.size() < state.range(0))
        text += QStringLiteral(" --arg ${X}");
    const ddpw::CommandValidator validator(formOptions());
    for (auto _ : state)
        benchmark::DoNotOptimize(validator.validate(text));
}
BENCHMARK(BM_ValidateOneLongCommand)->Arg(10 * 1024)->Arg(1024 * 1024)->Unit(benchmark::kMillisecond);

} // namespace

BENCHMARK_MAIN();
