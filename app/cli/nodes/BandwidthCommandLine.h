#pragma once

#include "nodecheck/BandwidthOptions.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QString>

namespace ddpw {

// The flags of the network step, shared by `check` and `dryrun`: --bandwidth, and
// --bandwidth-sizes, --bandwidth-seconds, --bandwidth-min-gbps, each of which implies it.
class BandwidthCommandLine
{
    Q_DECLARE_TR_FUNCTIONS(BandwidthCommandLine)

public:
    void addOptions(QCommandLineParser& parser) const;
    // Fills `bandwidth`; returns a one-line error naming the flag, or "".
    QString apply(const QCommandLineParser& parser, BandwidthOptions& bandwidth) const;
};

} // namespace ddpw
