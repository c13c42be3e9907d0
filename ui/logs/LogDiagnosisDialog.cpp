#include "logs/LogDiagnosisDialog.h"

#include "logdiagnosis/LogDiagnoser.h"
#include "logs/LogFindingCard.h"
#include "openjob/JobDocument.h"
#include "widgets/Prompt.h"
#include "widgets/StableScrollArea.h"

#include <QClipboard>
#include <QDialogButtonBox>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFile>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QMimeData>
#include <QPushButton>
#include <QScreen>
#include <QSplitter>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

namespace ddpw {

LogDiagnosisDialog::LogDiagnosisDialog(JobDocument* document, QWidget* parent)
    : QDialog(parent), m_document(document), m_intro(new QLabel(this)), m_logList(new QListWidget(this)),
      m_open(new QPushButton(this)), m_paste(new QPushButton(this)), m_remove(new QPushButton(this)),
      m_summary(new QLabel(this)), m_cardsPanel(new QWidget), m_scroll(new StableScrollArea(m_cardsPanel, this)),
      m_cardsLayout(new QVBoxLayout(m_cardsPanel)), m_viewer(new LogViewer(this)), m_close(new QPushButton(this))
{
    setObjectName(QStringLiteral("diagnoseDialog"));
    setAcceptDrops(true);
    resize(initialSize(screen()->availableGeometry().size()));
    m_intro->setWordWrap(true);
    m_logList->setObjectName(QStringLiteral("logList"));
    // A long name is cut in its middle (node numbers are at the end); the tooltip has the path.
    m_logList->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_logList->setTextElideMode(Qt::ElideMiddle);
    m_open->setObjectName(QStringLiteral("openLogs"));
    m_paste->setObjectName(QStringLiteral("pasteLog"));
    m_remove->setObjectName(QStringLiteral("removeLog"));
    m_summary->setObjectName(QStringLiteral("diagnoseSummary"));
    m_summary->setWordWrap(true);
    m_viewer->setObjectName(QStringLiteral("logViewer"));
    m_close->setObjectName(QStringLiteral("closeDiagnose"));

    auto* logs = new QWidget(this);
    auto* logsLayout = new QVBoxLayout(logs);
    logsLayout->setContentsMargins(0, 0, 0, 0);
    logsLayout->addWidget(m_logList, 1);

    m_cardsLayout->addStretch();
    // The cards take the pane's width and wrap: the findings scroll up and down only.
    m_scroll->setFrameShape(QFrame::StyledPanel);
    auto* findings = new QWidget(this);
    auto* findingsLayout = new QVBoxLayout(findings);
    findingsLayout->setContentsMargins(0, 0, 0, 0);
    findingsLayout->addWidget(m_summary);
    findingsLayout->addWidget(m_scroll, 1);

    auto* splitter = new QSplitter(this);
    splitter->addWidget(logs);
    splitter->addWidget(findings);
    splitter->addWidget(m_viewer);
    splitter->setStretchFactor(1, 3);
    splitter->setStretchFactor(2, 3);
    // The logs' names beside the findings and the log itself, in the proportions of the
    // dialog's width (a share of the screen).
    splitter->setSizes({width() * 15 / 100, width() * 45 / 100, width() * 40 / 100});
    splitter->setChildrenCollapsible(false);

    // What to do with the logs on the left of the dialog's button row, Close on the right: the
    // list of logs stays as narrow as their names.
    auto* buttons = new QDialogButtonBox(this);
    buttons->addButton(m_close, QDialogButtonBox::RejectRole);
    auto* buttonRow = new QHBoxLayout;
    buttonRow->addWidget(m_open);
    buttonRow->addWidget(m_paste);
    buttonRow->addWidget(m_remove);
    buttonRow->addWidget(buttons, 1);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_intro);
    layout->addWidget(splitter, 1);
    layout->addLayout(buttonRow);

    connect(m_open, &QPushButton::clicked, this, &LogDiagnosisDialog::openLogs);
    connect(m_paste, &QPushButton::clicked, this, &LogDiagnosisDialog::pasteLog);
    connect(m_remove, &QPushButton::clicked, this, [this] {
        const int row = m_logList->currentRow();
        if (row < 0 || row >= m_logs.size())
            return;
        m_logs.removeAt(row);
        updateLogList();
        diagnose();
    });
    connect(m_logList, &QListWidget::currentRowChanged, this, [this](int row) {
        m_remove->setEnabled(row >= 0);
        if (row >= 0 && row < m_logs.size())
            m_viewer->setLog(m_logs.at(row));
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::close);
    retranslateUi();
    showReport();
}

LogDiagnosisDialog::~LogDiagnosisDialog()
{
    if (m_running)
        m_running->store(true); // the worker holds copies only: let it stop soon and drop them
}

QSize LogDiagnosisDialog::initialSize(const QSize& available)
{
    // Roomy on a large screen; on a small one (1024x768) within it, the window's frame included.
    return QSize(1180, 680).boundedTo(QSize(available.width() * 9 / 10, available.height() * 85 / 100));
}

LogDiagnosisDialog* LogDiagnosisDialog::showFor(JobDocument* document, QWidget* window)
{
    auto* dialog = window->findChild<LogDiagnosisDialog*>(QStringLiteral("diagnoseDialog"), Qt::FindDirectChildrenOnly);
    if (!dialog)
        dialog = new LogDiagnosisDialog(document, window);
    dialog->show();
    dialog->raise();
    dialog->activateWindow();
    return dialog;
}

void LogDiagnosisDialog::retranslateUi()
{
    setWindowTitle(tr("Diagnose a failed job"));
    m_intro->setText(tr("Open, paste or drop the logs of a failed job (one per node, or one interleaved log). "
                        "The findings come root cause first; click a line to see it in its log, and a fix to "
                        "apply it to the job."));
    m_logList->setAccessibleName(tr("Logs"));
    m_open->setText(tr("&Open logs..."));
    m_open->setToolTip(tr("Open one or more log files (one per node)"));
    m_paste->setText(tr("&Paste"));
    m_paste->setToolTip(tr("Add the clipboard's text as a log"));
    m_remove->setText(tr("&Remove"));
    m_close->setText(tr("&Close"));
    m_scroll->setAccessibleName(tr("Findings"));
    m_viewer->retranslate();
}

void LogDiagnosisDialog::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        diagnose(); // the findings' words are made in the language of the moment
    }
    QDialog::changeEvent(event);
}

void LogDiagnosisDialog::openLogs()
{
    const QStringList paths =
        Prompt::openFileNames(this, tr("Open logs"), QString(), tr("Logs (*.log *.txt *.out *.err);;All files (*)"));
    if (!paths.isEmpty())
        addFiles(paths);
}

void LogDiagnosisDialog::pasteLog()
{
    const QString text = QGuiApplication::clipboard()->text();
    if (text.isEmpty())
        return;
    addText(tr("pasted %1").arg(++m_pasted), text);
}

void LogDiagnosisDialog::addFiles(const QStringList& paths)
{
    for (const QString& path : paths) {
        if (QFileInfo(path).isFile())
            m_logs.append({QFileInfo(path).fileName(), path, {}});
    }
    updateLogList();
    diagnose();
}

void LogDiagnosisDialog::addText(const QString& name, const QString& text)
{
    m_logs.append({name, {}, text.toUtf8()});
    updateLogList();
    diagnose();
}

void LogDiagnosisDialog::clearLogs()
{
    m_logs.clear();
    m_pasted = 0;
    updateLogList();
    diagnose();
}

void LogDiagnosisDialog::updateLogList()
{
    m_logList->clear();
    for (const LogViewer::Log& log : std::as_const(m_logs)) {
        auto* item = new QListWidgetItem(log.name, m_logList);
        item->setToolTip(log.path.isEmpty() ? log.name : log.path);
    }
    m_remove->setEnabled(false);
    if (m_logs.isEmpty())
        m_viewer->clear();
}

void LogDiagnosisDialog::dragEnterEvent(QDragEnterEvent* event)
{
    if (event->mimeData()->hasUrls() || event->mimeData()->hasText())
        event->acceptProposedAction();
}

void LogDiagnosisDialog::dropEvent(QDropEvent* event)
{
    const QMimeData* dropped = event->mimeData();
    QStringList files;
    for (const QUrl& url : dropped->urls()) {
        if (url.isLocalFile())
            files.append(url.toLocalFile());
    }
    if (!files.isEmpty())
        addFiles(files);
    else if (dropped->hasText())
        addText(tr("dropped %1").arg(++m_pasted), dropped->text());
    event->acceptProposedAction();
}

void LogDiagnosisDialog::diagnose()
{
    if (m_running)
        m_running->store(true);
    auto cancelled = std::make_shared<std::atomic<bool>>(false);
    m_running = cancelled;
    LogDiagnosisOptions options;
    options.job = m_document->job();
    options.perLog = true; // a card per log: each explains what its own log shows
    if (m_document->job().torchVersion.isKnown())
        options.torch = m_document->job().torchVersion;
    QList<LogDiagnosisInput> inputs;
    for (const LogViewer::Log& log : std::as_const(m_logs))
        inputs.append({log.path.isEmpty() ? log.name : log.path, log.name, log.path, log.bytes});
    if (!m_logs.isEmpty())
        m_summary->setText(tr("Reading %n log(s)...", nullptr, int(m_logs.size())));
    auto* watcher = new QFutureWatcher<LogDiagnosisReport>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, cancelled] {
        watcher->deleteLater();
        if (m_running != cancelled)
            return; // a newer reading has started: this one's logs are no longer the list
        m_running.reset();
        m_report = watcher->result();
        showReport();
        emit diagnosed();
    });
    watcher->setFuture(QtConcurrent::run(
        [inputs, options, cancelled] { return LogDiagnoser::diagnoseAll(inputs, options, cancelled.get()); }));
}

void LogDiagnosisDialog::showReport()
{
    for (LogFindingCard* card : std::as_const(m_cards))
        delete card;
    m_cards.clear();
    int errors = 0;
    for (int i = 0; i < m_report.findings.size(); ++i) {
        const LogFinding& finding = m_report.findings.at(i);
        errors += finding.severity == Severity::Error ? 1 : 0;
        auto* card = new LogFindingCard(finding, m_report.sources, m_cardsPanel);
        connect(card, &LogFindingCard::evidenceActivated, this, &LogDiagnosisDialog::showEvidence);
        connect(card, &LogFindingCard::fixRequested, this, [this, i](int fix) { applyFix(i, fix); });
        m_cardsLayout->insertWidget(m_cardsLayout->count() - 1, card);
        m_cards.append(card);
    }
    if (m_logs.isEmpty())
        m_summary->setText(tr("No logs yet."));
    else if (m_report.findings.isEmpty())
        m_summary->setText(
            tr("No failure found in %n line(s).", nullptr, int(qMin<qint64>(m_report.linesRead, 1 << 30))));
    else
        m_summary->setText(tr("%1, %2, in %3 of %4; the root cause comes first.")
                               .arg(tr("%n finding(s)", nullptr, int(m_report.findings.size())),
                                    tr("%n error(s)", nullptr, errors),
                                    tr("%n line(s)", nullptr, int(qMin<qint64>(m_report.linesRead, 1 << 30))),
                                    tr("%n log(s)", nullptr, int(m_report.sources.size()))));
}

void LogDiagnosisDialog::showEvidence(int source, qint64 line)
{
    if (source < 0 || source >= m_logs.size())
        return;
    if (m_logList->currentRow() != source)
        m_logList->setCurrentRow(source); // loads the log into the viewer
    m_viewer->showLine(line);
}

void LogDiagnosisDialog::applyFix(int finding, int fix)
{
    if (finding < 0 || finding >= m_report.findings.size())
        return;
    const QList<JobFix>& fixes = m_report.findings.at(finding).jobFixes;
    if (fix < 0 || fix >= fixes.size())
        return;
    const JobFix chosen = fixes.at(fix);
    m_document->edit([&chosen](JobSpec& job) { chosen.apply(job); }, chosen.label);
    m_cards.at(finding)->markApplied(fix);
}

} // namespace ddpw
