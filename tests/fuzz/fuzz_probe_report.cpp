// libFuzzer target: any bytes as what a node prints (the probe's report line with its network
// step, NCCL's INFO lines) and as a --bandwidth-sizes value must give a report or nothing, a
// verdict or an error, never a crash, a hang, undefined behaviour or a memory error. Every
// figure the verdict shows must be a number, and every node it names one of the nodes.
#include "nodecheck/BandwidthAnalyzer.h"
#include "nodecheck/BandwidthOptions.h"
#include "nodecheck/NcclNetLog.h"
#include "nodecheck/ProbeReport.h"

#include <QString>

#include <cmath>
#include <cstddef>
#include <cstdint>

namespace {

void checkVerdict(const ddpw::BandwidthResult& result, const QList<ddpw::DryRunNodeResult>& nodes)
{
    for (const ddpw::BandwidthResult::Size& size : result.sizes) {
        if (!std::isfinite(size.algbwGbps) || !std::isfinite(size.busbwGbps))
            __builtin_trap();
    }
    for (const QString& host : result.slowNodes) {
        bool known = false;
        for (const ddpw::DryRunNodeResult& node : nodes)
            known = known || node.host == host;
        for (const ddpw::BandwidthResult::Node& node : result.nodes)
            known = known || node.host == host;
        if (!known)
            __builtin_trap();
    }
}

void fuzzOne(const QString& text, uint8_t selector)
{
    (void)ddpw::BandwidthOptions::parseSizes(text);
    (void)ddpw::NcclNetLog::parse(text.split(u'\n'));
    // The same bytes as one rank's report on each of up to four nodes.
    const std::optional<ddpw::ProbeReport> report =
        ddpw::ProbeReport::fromLine(QStringLiteral("[default0]:DDPW_PROBE_REPORT ") + text);
    if (!report)
        return;
    QList<ddpw::DryRunNodeResult> nodes;
    const int count = 1 + selector % 4;
    for (int i = 0; i < count; ++i) {
        ddpw::DryRunNodeResult node;
        node.index = i;
        node.host = QStringLiteral("node%1").arg(i + 1);
        ddpw::ProbeReport copy = *report;
        copy.rank = report->rank + i;
        node.reports.append(copy);
        nodes.append(node);
    }
    ddpw::BandwidthOptions options;
    options.enabled = true;
    if (selector & 0x10)
        options.minBusGbps = 0;
    checkVerdict(ddpw::BandwidthAnalyzer::analyze(options, nodes, selector & 0x20), nodes);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    if (size == 0)
        return 0;
    fuzzOne(QString::fromUtf8(reinterpret_cast<const char*>(data + 1), qsizetype(size - 1)), data[0]);
    return 0;
}
