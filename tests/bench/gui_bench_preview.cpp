// Google Benchmark: one edit of the guide's job as the user makes it (a spin box's value, then
// the repaint it triggers), the whole one-way flow: JobDocument (problems, generated command),
// the five pages, the step list, the preview with core's checks. The budget is one 60 Hz frame
// (16 ms). Offscreen; the numbers are in docs/performance-gui.md.
//   QT_QPA_PLATFORM=offscreen build/tests/gui_bench_preview --benchmark_repetitions=5
#include "window/LanguageManager.h"
#include "window/MainWindow.h"

#include <QApplication>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTest>

#include <benchmark/benchmark.h>

namespace {

void previewEdit(benchmark::State& state, const char* field, int first, int second)
{
    ddpw::LanguageManager languages;
    ddpw::MainWindow window(&languages);
    window.useGuideExample();
    window.show();
    if (!QTest::qWaitForWindowExposed(&window))
        state.SkipWithError("the window was never shown");
    window.pages(); // built on first show; measured with all of them built, the worst case
    auto* spin = window.findChild<QSpinBox*>(QLatin1String(field));
    int i = 0;
    for (auto _ : state) {
        spin->setValue(++i % 2 ? first : second);
        QCoreApplication::processEvents(); // and the repaint it triggers
    }
}

} // namespace

BENCHMARK_CAPTURE(previewEdit, nodeCount, "nodeCount", 2, 3)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(previewEdit, gpusPerNode, "gpusPerNode", 8, 4)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(previewEdit, port, "port", 29500, 29501)->Unit(benchmark::kMillisecond);

int main(int argc, char** argv)
{
    qputenv("QT_QPA_PLATFORM",
            qgetenv("QT_QPA_PLATFORM").isEmpty() ? QByteArray("offscreen") : qgetenv("QT_QPA_PLATFORM"));
    QStandardPaths::setTestModeEnabled(true);
    QApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
