#pragma once

// PerNodeView: the teaching view "what does node k actually run?". For node k of N (spin box)
// it shows MASTER, the node rank, the launcher's argv and the environment the command builds on
// that node (from the static expansion, passed in as plain data), what stays unknown until the
// node runs, and a table of the environment torchrun gives each worker on that node (RANK,
// LOCAL_RANK, WORLD_SIZE, ..., computed by core's Topology): one row per variable, with what it
// means, for the worker chosen by its local rank.
//
// API
//   setJob(const JobSpec&)          node range, worker table, header (call on every form edit)
//   setNode(k) / node()             the node shown, 0-based like VC_TASK_INDEX; clamped to range
//   setNodeCommand(NodeCommand)     argv / environment / unresolved of the node shown; a MASTER
//                                   entry in the environment fills MASTER_ADDR in the table
// Signals
//   nodeChanged(k)                  the node shown changed (user or clamp): the GUI expands
//                                   the command for node k and calls setNodeCommand

#include "openjob/NodeCommand.h"

#include "model/Topology.h"

#include <QWidget>

class QLabel;
class QListWidget;
class QSpinBox;
class QTabWidget;
class QTableWidget;
class QTreeWidget;

namespace ddpw {

class PerNodeView : public QWidget
{
    Q_OBJECT

public:
    explicit PerNodeView(QWidget* parent = nullptr);

    int node() const;
    NodeCommand nodeCommand() const { return m_command; }
    const Topology& topology() const { return m_topology; }

    // For the GUI's layout and for tests.
    QSpinBox* nodeSpinBox() const { return m_node; }
    QLabel* summaryLabel() const { return m_summary; }
    QTreeWidget* argvList() const { return m_argv; }
    QTreeWidget* environmentList() const { return m_environment; }
    QListWidget* unresolvedList() const { return m_unresolved; }
    QLabel* unresolvedNote() const { return m_unresolvedNote; }
    QTableWidget* workerTable() const { return m_workers; }
    QSpinBox* workerSpinBox() const { return m_worker; }

public slots:
    void setJob(const ddpw::JobSpec& job);
    void setNode(int nodeRank);
    void setNodeCommand(const ddpw::NodeCommand& command);

signals:
    void nodeChanged(int nodeRank);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    QString masterAddress() const;
    void refreshSummary();
    void refreshCommand();
    void refreshWorkers();
    void refreshUnresolvedNote();

    QSpinBox* m_node = nullptr;
    QLabel* m_nodeLabel = nullptr;
    QLabel* m_nodeCount = nullptr;
    QLabel* m_summary = nullptr;
    QTabWidget* m_tabs = nullptr;
    QTreeWidget* m_argv = nullptr;
    QTreeWidget* m_environment = nullptr;
    QLabel* m_unresolvedLabel = nullptr;
    QLabel* m_unresolvedNote = nullptr; // what the list is, and why it is empty when it is
    QListWidget* m_unresolved = nullptr;
    QLabel* m_workerLabel = nullptr;
    QSpinBox* m_worker = nullptr; // the worker whose environment the table shows
    QLabel* m_workerCount = nullptr;
    QTableWidget* m_workers = nullptr;
    Topology m_topology;
    NodeCommand m_command;
};

} // namespace ddpw
