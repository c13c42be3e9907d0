#pragma once

#include "nodecheck/BandwidthResult.h"

#include <QWidget>

#include <optional>

namespace ddpw {

// The Check step's small plot of the network step: one bar of busbw per all-reduce size (GB/s,
// nccl-tests' definition), the threshold as a dashed line, a bar below it in the error colour.
// It only draws core's BandwidthResult; hidden while there is none. Its accessible description
// lists the figures, for screen readers and tests.
class BandwidthPlot : public QWidget
{
    Q_OBJECT

public:
    explicit BandwidthPlot(QWidget* parent = nullptr);

    void showResult(const std::optional<BandwidthResult>& result);
    const std::optional<BandwidthResult>& result() const { return m_result; }
    void retranslate();

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    QString description() const;

    std::optional<BandwidthResult> m_result;
};

} // namespace ddpw
