#pragma once

#include "model/JobSpec.h"

#include <QCoreApplication>
#include <QString>

#include <optional>

namespace ddpw {

// How hard a local check of a job works this machine: every simulated node's launcher and its
// processes run here, so a 64 x 8 job asks a 2-core laptop for 512 Python processes. That run
// measures the laptop (minutes, and timeouts that say nothing about the job), so the check says
// so before it starts and offers a node count the machine can run. It never changes the job:
// a smaller local run is the check's choice, and its report says how many nodes it ran.
class LocalCheckLoad
{
    Q_DECLARE_TR_FUNCTIONS(LocalCheckLoad)

public:
    // cores: this machine's (QThread::idealThreadCount()).
    static LocalCheckLoad assess(const JobSpec& job, int cores);

    int nodes() const { return m_nodes; }
    int processesPerNode() const { return m_processesPerNode; }
    int processes() const { return m_nodes * m_processesPerNode; }
    bool overloaded() const { return processes() > m_cores; }

    // The most nodes this machine runs without more processes than cores, and at least two
    // where the job has two or more (one node tests no rendezvous between nodes); nullopt when
    // that is not fewer than the job's.
    std::optional<int> fewerNodes() const;

    // The most processes per node this machine runs for the job's nodes without more processes
    // than cores (at least one); nullopt when that is not fewer than the job's. The Check step
    // offers it for a command, whose --nnodes fewer nodes would leave waiting.
    std::optional<int> fewerProcesses() const;

    // "A local check of this job starts 512 processes ..."; empty when not overloaded.
    QString warning() const;
    // The same, with the offer of fewer processes per node instead of fewer nodes.
    QString processesWarning() const;

    // The first sentence alone (how many processes on how many cores), for a command, whose
    // node count is not the check's to change; empty when not overloaded.
    QString loadSentence() const;

private:
    int m_nodes = 1;
    int m_processesPerNode = 1;
    int m_cores = 1;
};

} // namespace ddpw
