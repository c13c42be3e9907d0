#include "check/CheckResultsTable.h"

#include "nodecheck/DryRunJson.h"
#include "widgets/WrappedToolTip.h"

#include <QHeaderView>
#include <QStyle>

namespace ddpw {

namespace {

QIcon statusIcon(const QStyle* style, CheckStatus status)
{
    switch (status) {
    case CheckStatus::Pass: return style->standardIcon(QStyle::SP_DialogApplyButton);
    case CheckStatus::Warn: return style->standardIcon(QStyle::SP_MessageBoxWarning);
    case CheckStatus::Fail: return style->standardIcon(QStyle::SP_MessageBoxCritical);
    case CheckStatus::Skipped: return style->standardIcon(QStyle::SP_MediaSkipForward);
    }
    return {};
}

QString statusText(CheckStatus status)
{
    switch (status) {
    case CheckStatus::Pass: return CheckResultsTable::tr("pass");
    case CheckStatus::Warn: return CheckResultsTable::tr("warning");
    case CheckStatus::Fail: return CheckResultsTable::tr("fail");
    case CheckStatus::Skipped: return CheckResultsTable::tr("skipped");
    }
    return {};
}

QString dryRunStateText(DryRunNodeState state)
{
    switch (state) {
    case DryRunNodeState::Waiting: return CheckResultsTable::tr("waiting");
    case DryRunNodeState::Starting: return CheckResultsTable::tr("starting");
    case DryRunNodeState::Launched: return CheckResultsTable::tr("launched, waiting for the rendezvous");
    case DryRunNodeState::Joined: return CheckResultsTable::tr("joined");
    case DryRunNodeState::Passed: return CheckResultsTable::tr("passed");
    case DryRunNodeState::Failed: return CheckResultsTable::tr("failed");
    case DryRunNodeState::Stopped: return CheckResultsTable::tr("stopped");
    }
    return {};
}

} // namespace

CheckResultsTable::CheckResultsTable(QWidget* parent) : QTableWidget(0, FixedColumns, parent)
{
    setObjectName(QStringLiteral("nodeTable"));
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setSelectionBehavior(QAbstractItemView::SelectRows);
    verticalHeader()->setVisible(false);
    horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    // A command line is as long as the user made it: its column takes the room the others leave
    // and elides in the middle (the whole line is its tooltip), so the table never scrolls sideways.
    horizontalHeader()->setSectionResizeMode(CommandColumn, QHeaderView::Stretch);
    setTextElideMode(Qt::ElideMiddle);
    setMinimumHeight(140);
}

QString CheckResultsTable::phaseText(const CheckNodeRow& row)
{
    switch (row.phase) {
    case CheckNodeRow::Phase::Pending: return tr("waiting");
    case CheckNodeRow::Phase::Checking: return tr("checking");
    case CheckNodeRow::Phase::PreflightPassed: return tr("pre-flight passed");
    case CheckNodeRow::Phase::PreflightFailed: return tr("pre-flight failed");
    case CheckNodeRow::Phase::Skipped: return tr("skipped");
    case CheckNodeRow::Phase::DryRun: return dryRunStateText(row.dryRunState);
    }
    return {};
}

QTableWidgetItem* CheckResultsTable::cell(int row, int column)
{
    QTableWidgetItem* item = this->item(row, column);
    if (!item) {
        item = new QTableWidgetItem;
        setItem(row, column, item);
    }
    return item;
}

void CheckResultsTable::ensureCheckColumns(const QStringList& names)
{
    if (columnCount() >= FixedColumns + names.size())
        return;
    const int first = columnCount() - FixedColumns;
    setColumnCount(FixedColumns + int(names.size()));
    for (int index = first; index < names.size(); ++index)
        setCheckHeader(FixedColumns + index, names.at(index));
}

// The check's title in the language shown; its own name (as in the JSON report) on hover.
void CheckResultsTable::setCheckHeader(int column, const QString& name)
{
    auto* item = new QTableWidgetItem(CheckProgress::checkTitle(name));
    item->setToolTip(name);
    setHorizontalHeaderItem(column, item);
}

void CheckResultsTable::showAll(const CheckProgress& progress)
{
    clearContents();
    setColumnCount(FixedColumns);
    setRowCount(int(progress.rows().size()));
    retranslate(progress);
    for (int row = 0; row < progress.rows().size(); ++row)
        showRow(progress, row);
}

void CheckResultsTable::showRow(const CheckProgress& progress, int row)
{
    if (row < 0 || row >= progress.rows().size() || row >= rowCount())
        return;
    ensureCheckColumns(progress.checkNames());
    const CheckNodeRow& node = progress.rows().at(row);
    cell(row, HostColumn)->setText(node.host);
    QTableWidgetItem* state = cell(row, StateColumn);
    state->setText(phaseText(node));
    state->setData(Qt::UserRole,
                   node.phase == CheckNodeRow::Phase::DryRun ? DryRunJson::stateKey(node.dryRunState) : QString());
    const bool stopped = node.phase == CheckNodeRow::Phase::DryRun && node.dryRunState == DryRunNodeState::Stopped;
    state->setIcon(node.passed()   ? statusIcon(style(), CheckStatus::Pass)
                   : node.failed() ? statusIcon(style(), CheckStatus::Fail)
                   : stopped       ? statusIcon(style(), CheckStatus::Warn)
                                   : QIcon());
    cell(row, PythonColumn)->setText(node.python);
    cell(row, TorchColumn)->setText(node.torch);
    cell(row, GpusColumn)->setText(node.gpus);
    QStringList ranks;
    for (const int rank : node.ranks)
        ranks.append(QString::number(rank));
    cell(row, RanksColumn)->setText(ranks.join(u','));
    QTableWidgetItem* command = cell(row, CommandColumn);
    command->setText(node.command);
    command->setToolTip(wrappedToolTip(node.command));
    for (int index = 0; index < progress.checkNames().size(); ++index) {
        const CheckNodeRow::Check* check = node.check(progress.checkNames().at(index));
        if (!check)
            continue;
        QTableWidgetItem* item = cell(row, FixedColumns + index);
        item->setText(statusText(check->status));
        item->setIcon(statusIcon(style(), check->status));
        item->setToolTip(wrappedToolTip(check->detail));
        item->setData(Qt::UserRole, PreflightReport::statusName(check->status));
    }
}

void CheckResultsTable::retranslate(const CheckProgress& progress)
{
    setAccessibleName(tr("Nodes"));
    setToolTip(tr("One row per node, filled in live; point at a check for its details"));
    // "Command", not "Command that ran": the column that gives way in a narrow pane still shows
    // its whole header at 1024x768 (its tooltip says the rest).
    const QStringList headers{tr("Host"), tr("State"), tr("Python"), tr("Torch"),
                              tr("GPUs"), tr("Ranks"), tr("Command")};
    for (int column = 0; column < FixedColumns; ++column)
        setHorizontalHeaderItem(column, new QTableWidgetItem(headers.at(column)));
    horizontalHeaderItem(CommandColumn)->setToolTip(tr("The command that ran on the node"));
    for (int column = FixedColumns; column < columnCount() && column - FixedColumns < progress.checkNames().size();
         ++column)
        setCheckHeader(column, progress.checkNames().at(column - FixedColumns));
    for (int row = 0; row < progress.rows().size() && row < rowCount(); ++row)
        cell(row, StateColumn)->setText(phaseText(progress.rows().at(row)));
}

} // namespace ddpw
