#pragma once

#include "logdiagnosis/LogFinding.h"

#include <QFrame>
#include <QList>
#include <QStringList>

class QPushButton;

namespace ddpw {

// LogFindingCard: one finding of the Diagnose view as a card: its severity, kind and
// summary, the lines that show it (each a button that opens the line in the log viewer), the
// fix, what the job says about it, the job's one-click fixes, and what it explains. Shows a
// finding core made; decides nothing.
class LogFindingCard : public QFrame
{
    Q_OBJECT

public:
    LogFindingCard(const LogFinding& finding, const QStringList& sources, QWidget* parent = nullptr);

    const LogFinding& finding() const { return m_finding; }
    QList<QPushButton*> evidenceButtons() const { return m_evidence; }
    QList<QPushButton*> fixButtons() const { return m_fixes; }
    // After a fix was applied: its button says so and cannot be pressed again.
    void markApplied(int fix);

signals:
    void evidenceActivated(int source, qint64 line);
    void fixRequested(int fix);

private:
    LogFinding m_finding;
    QList<QPushButton*> m_evidence;
    QList<QPushButton*> m_fixes;
};

} // namespace ddpw
