#pragma once

#include "logdiagnosis/LogDiagnosisReport.h"
#include "logs/LogViewer.h"

#include <QDialog>
#include <QList>

#include <atomic>
#include <memory>

class QLabel;
class QListWidget;
class QPushButton;
class QVBoxLayout;

namespace ddpw {

class LogFindingCard;
class JobDocument;
class StableScrollArea;

// File > Diagnose logs (and the toolbar, and the Check step after a failed check): why a job
// failed, from its logs. Logs are opened (several at once, one per node), pasted or dropped;
// core's LogDiagnoser reads them against the open job; each finding is a card, root cause
// first; a card's line opens in the log viewer, highlighted; a card's fix applies to the job.
class LogDiagnosisDialog : public QDialog
{
    Q_OBJECT

public:
    explicit LogDiagnosisDialog(JobDocument* document, QWidget* parent = nullptr);
    ~LogDiagnosisDialog() override;

    // The size the view opens with on a screen of `available` size.
    static QSize initialSize(const QSize& available);

    // The window's one Diagnose view, made on first use, shown and raised.
    static LogDiagnosisDialog* showFor(JobDocument* document, QWidget* window);

    void addFiles(const QStringList& paths);
    void addText(const QString& name, const QString& text);
    void clearLogs();
    int logCount() const { return int(m_logs.size()); }
    // Reads the logs again with the job as it is now (done after every change of the logs), on
    // a worker thread: a log of gigabytes takes seconds and the window stays usable meanwhile.
    // A new reading cancels the one under way; diagnosed() says when the report is shown.
    void diagnose();
    bool isDiagnosing() const { return m_running != nullptr; }

    const LogDiagnosisReport& report() const { return m_report; }
    QList<LogFindingCard*> cards() const { return m_cards; }
    LogViewer* viewer() const { return m_viewer; }
    void showEvidence(int source, qint64 line);
    // Applies fix `fix` of finding `finding` (an index into report().findings) to the job.
    void applyFix(int finding, int fix);

    // The clipboard's text as a new log.
    void pasteLog();
    // Asks for log files (several at once).
    void openLogs();

signals:
    void diagnosed();

protected:
    void changeEvent(QEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    void retranslateUi();
    void updateLogList();
    void showReport();

    JobDocument* m_document;
    QList<LogViewer::Log> m_logs;
    LogDiagnosisReport m_report;
    int m_pasted = 0;
    // The reading under way: its cancel flag, shared with the worker thread.
    std::shared_ptr<std::atomic<bool>> m_running;

    QLabel* m_intro;
    QListWidget* m_logList;
    QPushButton* m_open;
    QPushButton* m_paste;
    QPushButton* m_remove;
    QLabel* m_summary;
    QWidget* m_cardsPanel;
    StableScrollArea* m_scroll;
    QVBoxLayout* m_cardsLayout;
    QList<LogFindingCard*> m_cards;
    LogViewer* m_viewer;
    QPushButton* m_close;
};

} // namespace ddpw
