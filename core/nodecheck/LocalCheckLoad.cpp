#include "nodecheck/LocalCheckLoad.h"

#include <algorithm>

namespace ddpw {

LocalCheckLoad LocalCheckLoad::assess(const JobSpec& job, int cores)
{
    LocalCheckLoad load;
    load.m_cores = std::max(cores, 1);
    load.m_nodes = std::max(job.nodeCount, 1);
    // "auto" on a machine without GPUs starts one process per CPU core (torch's own rule).
    load.m_processesPerNode = std::max(job.resolvedNprocPerNode().value_or(load.m_cores), 1);
    return load;
}

std::optional<int> LocalCheckLoad::fewerNodes() const
{
    const int fitting = std::max(m_cores / m_processesPerNode, 1);
    const int floor = std::min(m_nodes, 2);
    const int nodes = std::max(fitting, floor);
    if (nodes >= m_nodes)
        return std::nullopt;
    return nodes;
}

std::optional<int> LocalCheckLoad::fewerProcesses() const
{
    const int fitting = std::max(m_cores / m_nodes, 1);
    if (fitting >= m_processesPerNode)
        return std::nullopt;
    return fitting;
}

QString LocalCheckLoad::processesWarning() const
{
    if (!overloaded())
        return {};
    const QString load = loadSentence();
    if (const std::optional<int> fewer = fewerProcesses())
        return load + u' ' +
               tr("Running %n process(es) per node tests the same rendezvous with less load; the report names it "
                  "as a change, and the job keeps its own.",
                  nullptr, *fewer);
    return load;
}

QString LocalCheckLoad::loadSentence() const
{
    if (!overloaded())
        return {};
    // More processes than cores: always two or more, so only the cores need a plural.
    return tr("A local check of this job starts %1 processes on this machine, which has %n CPU "
              "core(s): it measures this machine, not the job, and may run into the deadline.",
              nullptr, m_cores)
        .arg(processes());
}

QString LocalCheckLoad::warning() const
{
    if (!overloaded())
        return {};
    const QString load = loadSentence();
    if (const std::optional<int> fewer = fewerNodes())
        return load + u' ' +
               tr("Checking %n local node(s) tests the same rendezvous with less load; the job keeps its node count.",
                  nullptr, *fewer);
    return load;
}

} // namespace ddpw
