#pragma once

#include "util/TorchVersion.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace ddpw {

// What torchrun does, per torch release, as explain states it: the variables every worker gets
// and the rendezvous's rules, read from resources/explain/torch-launcher-facts.tsv, where each
// fact has the file and line of torch's source it was read in (tools/torch-launcher-facts.py
// writes and checks the table). A fact holds over a range of releases, an open one from its first
// release on; an unknown release gets only what holds in all of them.
class TorchLauncherFacts
{
public:
    // The values of a fact that hold in this release ("worker-env": the variables, in torch's order).
    static QStringList values(const QString& fact, const TorchVersion& version);
    // Whether the fact has this value in this release.
    static bool holds(const QString& fact, const QString& value, const TorchVersion& version);

private:
    struct Row
    {
        QString fact;
        QString value;
        TorchVersion from;
        TorchVersion to; // unknown: an open range
    };
    static const QList<Row>& rows();
    static bool covers(const Row& row, const TorchVersion& version);
};

} // namespace ddpw
