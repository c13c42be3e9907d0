#pragma once

#include "nodecheck/CheckProgress.h"

#include <QTableWidget>

namespace ddpw {

// The Check step's per-node table: one row per node of core's CheckProgress, its state,
// versions, ranks, and one column per named check with its status icon and details as a tooltip.
// It only draws; CheckProgress decides. Cells carry stable keys for tests and screen readers
// (Qt::UserRole: the dry-run state key in the state column, "pass"/"warn"/"fail"/"skipped" in
// a check's column).
class CheckResultsTable : public QTableWidget
{
    Q_OBJECT

public:
    // Columns before the per-check ones.
    enum Column {
        HostColumn,
        StateColumn,
        PythonColumn,
        TorchColumn,
        GpusColumn,
        RanksColumn,
        CommandColumn, // what the node's launcher ran (the whole line in the tooltip)
        FixedColumns
    };

    explicit CheckResultsTable(QWidget* parent = nullptr);

    // Rebuilds every row (a new run, a finished one).
    void showAll(const CheckProgress& progress);
    // Redraws one row (an event about one node).
    void showRow(const CheckProgress& progress, int row);
    void retranslate(const CheckProgress& progress);

    static QString phaseText(const CheckNodeRow& row);

private:
    QTableWidgetItem* cell(int row, int column);
    void ensureCheckColumns(const QStringList& names);
    void setCheckHeader(int column, const QString& name);
};

} // namespace ddpw
