#include "check/CheckRunView.h"

#include "check/BandwidthPlot.h"
#include "check/CheckResultsTable.h"
#include "check/CheckRunner.h"
#include "widgets/AppTheme.h"

#include <QLabel>
#include <QPlainTextEdit>
#include <QVBoxLayout>

namespace ddpw {

namespace {

constexpr int kLogLines = 2000; // the log pane keeps the last lines only

} // namespace

CheckRunView::CheckRunView(QWidget* parent) : QWidget(parent)
{
    m_plot = new BandwidthPlot(this);
    m_table = new CheckResultsTable(this);
    m_logLabel = new QLabel(this);
    m_log = new QPlainTextEdit(this);
    m_log->setObjectName(QStringLiteral("logPane"));
    m_log->setReadOnly(true);
    m_log->setTabChangesFocus(true);
    m_log->setMaximumBlockCount(kLogLines);
    m_log->setLineWrapMode(QPlainTextEdit::WidgetWidth);
    m_log->setMinimumHeight(120);
    m_logLabel->setBuddy(m_log);
    // The table and the log share the height the page leaves them.
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_plot);
    layout->addWidget(m_table, 1);
    layout->addSpacing(AppTheme::kSpacing);
    layout->addWidget(m_logLabel);
    layout->addSpacing(AppTheme::kLabelSpacing);
    layout->addWidget(m_log, 1);
}

void CheckRunView::follow(CheckRunner* runner)
{
    connect(runner, &CheckRunner::preflightProgress, this, &CheckRunView::onPreflightProgress);
    connect(runner, &CheckRunner::preflightFinished, this, &CheckRunView::onPreflightFinished);
    connect(runner, &CheckRunner::dryRunStarted, this, &CheckRunView::onDryRunStarted);
    connect(runner, &CheckRunner::notice, this, &CheckRunView::appendLog);
    connect(runner, &CheckRunner::dryRunEvent, this, &CheckRunView::onDryRunEvent);
}

void CheckRunView::start(const QStringList& rowNames)
{
    m_log->clear();
    m_progress.reset(rowNames);
    m_table->showAll(m_progress);
    m_plot->showResult(std::nullopt);
}

void CheckRunView::finish(const CheckOutcome& outcome)
{
    m_progress.finished(outcome);
    m_table->showAll(m_progress);
    m_plot->showResult(outcome.dryRun ? outcome.dryRun->bandwidth : std::nullopt);
}

void CheckRunView::appendLog(const QString& line)
{
    m_log->appendPlainText(line);
}

void CheckRunView::setStale(bool stale)
{
    m_table->setEnabled(!stale);
}

void CheckRunView::onPreflightProgress(int node, const QString& host, const QString& text)
{
    m_progress.preflightProgress(node);
    m_table->showRow(m_progress, node);
    appendLog(QStringLiteral("[%1] %2").arg(host, text));
}

void CheckRunView::onPreflightFinished(const PreflightReport& report)
{
    m_progress.preflightFinished(report);
    m_table->showAll(m_progress);
}

void CheckRunView::onDryRunStarted(int nodes)
{
    appendLog(tr("Dry-run rendezvous on %n node(s)...", nullptr, nodes));
    m_progress.dryRunStarted();
    m_table->showAll(m_progress);
}

void CheckRunView::onDryRunEvent(const DryRunEvent& event)
{
    const QString time = QStringLiteral("[%1s]").arg(event.seconds, 6, 'f', 1);
    const int row = event.node;
    m_progress.dryRunEvent(event);
    m_table->showRow(m_progress, row);
    switch (event.kind) {
    case DryRunEvent::Kind::NodeState: appendLog(tr("%1 node %2: %3").arg(time).arg(row).arg(event.text)); break;
    case DryRunEvent::Kind::Output:
        appendLog(QStringLiteral("%1 node %2> %3").arg(time).arg(row).arg(event.text));
        break;
    case DryRunEvent::Kind::Stopping:
    case DryRunEvent::Kind::Notice: appendLog(QStringLiteral("%1 %2").arg(time, event.text)); break;
    case DryRunEvent::Kind::RankReport:
        appendLog(tr("%1 node %2: rank %3 reported (%4)")
                      .arg(time)
                      .arg(row)
                      .arg(event.report.rank)
                      .arg(event.report.ok ? tr("ok") : event.report.error));
        break;
    }
}

void CheckRunView::retranslate()
{
    m_plot->retranslate();
    m_table->retranslate(m_progress);
    m_logLabel->setText(tr("&Log:"));
    m_log->setAccessibleName(tr("Log"));
    m_log->setToolTip(tr("What the nodes report, as it happens (the last %n line(s))", nullptr, kLogLines));
}

} // namespace ddpw
