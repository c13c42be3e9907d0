#pragma once

#include "nodecheck/CheckAdvice.h"

#include <QList>
#include <QWidget>

class QIcon;
class QLabel;
class QPushButton;
class QVBoxLayout;

namespace ddpw {

// Under the Check step's summary: what the nodes said about the job, each with its one-click
// edit ("The nodes run torch 1.13.0a0 ... [Set the torch version to 1.13]"), from core's
// CheckAdvice, in its order (worst first), each with its severity's mark. Hidden when there is
// nothing to suggest.
class CheckSuggestionsView : public QWidget
{
    Q_OBJECT

public:
    explicit CheckSuggestionsView(QWidget* parent = nullptr);

    void showSuggestions(const QList<CheckSuggestion>& suggestions);
    const QList<CheckSuggestion>& suggestions() const { return m_suggestions; }
    QList<QPushButton*> fixButtons() const { return m_buttons; }

signals:
    void fixRequested(const ddpw::JobFix& fix);

private:
    QIcon severityIcon(Severity severity) const;
    static QString severityWord(Severity severity);

    QVBoxLayout* m_layout;
    QList<CheckSuggestion> m_suggestions;
    QList<QWidget*> m_rows;
    QList<QPushButton*> m_buttons;
};

} // namespace ddpw
