#include "check/BandwidthPlot.h"

#include "nodecheck/BandwidthOptions.h"

#include <QPainter>

#include <algorithm>

namespace ddpw {

namespace {

constexpr int kMargin = 6;

QString rate(double gbps)
{
    return QString::number(gbps, 'g', 3);
}

} // namespace

BandwidthPlot::BandwidthPlot(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("bandwidthPlot"));
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    setVisible(false);
    retranslate();
}

QSize BandwidthPlot::sizeHint() const
{
    return {420, fontMetrics().height() * 9};
}

QSize BandwidthPlot::minimumSizeHint() const
{
    return {200, fontMetrics().height() * 7};
}

void BandwidthPlot::showResult(const std::optional<BandwidthResult>& result)
{
    m_result = result;
    setVisible(m_result && !m_result->sizes.isEmpty());
    setAccessibleDescription(description());
    update();
}

void BandwidthPlot::retranslate()
{
    setAccessibleName(tr("busbw by all-reduce size"));
    setToolTip(tr("The network step's all-reduce: bus bandwidth per size in GB/s (nccl-tests' busbw); the dashed "
                  "line is the threshold"));
    setAccessibleDescription(description());
}

QString BandwidthPlot::description() const
{
    if (!m_result)
        return {};
    QStringList parts;
    for (const BandwidthResult::Size& size : m_result->sizes)
        parts.append(tr("%1: %2 GB/s").arg(BandwidthOptions::sizeText(size.bytes), rate(size.busbwGbps)));
    return tr("busbw %1; threshold %2 GB/s").arg(parts.join(QStringLiteral(", ")), rate(m_result->thresholdGbps));
}

void BandwidthPlot::paintEvent(QPaintEvent*)
{
    if (!m_result || m_result->sizes.isEmpty())
        return;
    const BandwidthResult& result = *m_result;
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QPalette& colours = palette();
    const QFontMetrics metrics = fontMetrics();
    const int line = metrics.height();
    const QRect area = rect().adjusted(kMargin, kMargin, -kMargin, -kMargin);

    painter.setPen(colours.color(QPalette::WindowText));
    painter.drawText(
        area.left(), area.top() + metrics.ascent(),
        tr("busbw (GB/s) by all-reduce size, %1, %n rank(s)", nullptr, result.worldSize).arg(result.backend));

    // Bars between the title and the size labels, the threshold's label to their right; the
    // scale leaves room above the tallest.
    const QString thresholdText = tr("threshold %1").arg(rate(result.thresholdGbps));
    const int labelWidth = result.thresholdGbps > 0 ? metrics.horizontalAdvance(thresholdText) + 6 : 0;
    const QRect bars(area.left(), area.top() + line + 4, area.width() - labelWidth, area.height() - 2 * line - 8);
    double top = result.thresholdGbps;
    for (const BandwidthResult::Size& size : result.sizes)
        top = std::max(top, size.busbwGbps);
    top = top > 0 ? top * 1.25 : 1;
    const int count = static_cast<int>(result.sizes.size());
    const int slot = bars.width() / count;
    const int barWidth = std::max(4, slot * 3 / 5);
    const QColor good = colours.color(QPalette::Highlight);
    const QColor bad(0xc6, 0x28, 0x28); // the error colour of the status icons
    for (int i = 0; i < count; ++i) {
        const BandwidthResult::Size& size = result.sizes.at(i);
        const int height = static_cast<int>(bars.height() * size.busbwGbps / top);
        const QRect bar(bars.left() + i * slot + (slot - barWidth) / 2, bars.bottom() - height, barWidth, height);
        const bool below = result.worldSize > 1 && size.busbwGbps < result.thresholdGbps;
        painter.fillRect(bar, below || !size.correct ? bad : good);
        painter.setPen(colours.color(QPalette::WindowText));
        const QRect value(bars.left() + i * slot, bar.top() - line, slot, line);
        painter.drawText(value, Qt::AlignHCenter | Qt::AlignBottom, rate(size.busbwGbps));
        const QRect label(bars.left() + i * slot, bars.bottom() + 2, slot, line);
        painter.drawText(label, Qt::AlignHCenter | Qt::AlignTop, BandwidthOptions::sizeText(size.bytes));
    }
    painter.setPen(colours.color(QPalette::Mid));
    painter.drawLine(bars.bottomLeft(), bars.bottomRight());
    if (result.thresholdGbps > 0) {
        const int y = bars.bottom() - static_cast<int>(bars.height() * result.thresholdGbps / top);
        QPen dashed(colours.color(QPalette::WindowText));
        dashed.setStyle(Qt::DashLine);
        painter.setPen(dashed);
        painter.drawLine(bars.left(), y, bars.right(), y);
        painter.drawText(QRect(bars.right() + 6, y - line / 2, labelWidth, line), Qt::AlignLeft | Qt::AlignVCenter,
                         thresholdText);
    }
}

} // namespace ddpw
