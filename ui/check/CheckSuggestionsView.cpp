#include "check/CheckSuggestionsView.h"

#include "widgets/AppTheme.h"

#include <QHBoxLayout>
#include <QIcon>
#include <QLabel>
#include <QPushButton>
#include <QStyle>
#include <QVBoxLayout>

namespace ddpw {

CheckSuggestionsView::CheckSuggestionsView(QWidget* parent) : QWidget(parent), m_layout(new QVBoxLayout(this))
{
    setObjectName(QStringLiteral("checkSuggestions"));
    m_layout->setContentsMargins(0, 0, 0, 0);
    m_layout->setSpacing(AppTheme::kLabelSpacing);
    hide();
}

QIcon CheckSuggestionsView::severityIcon(Severity severity) const
{
    switch (severity) {
    case Severity::Error: return style()->standardIcon(QStyle::SP_MessageBoxCritical);
    case Severity::Warning: return style()->standardIcon(QStyle::SP_MessageBoxWarning);
    case Severity::Info: break;
    }
    return style()->standardIcon(QStyle::SP_MessageBoxInformation);
}

QString CheckSuggestionsView::severityWord(Severity severity)
{
    switch (severity) {
    case Severity::Error: return tr("Error");
    case Severity::Warning: return tr("Warning");
    case Severity::Info: break;
    }
    return tr("Info");
}

void CheckSuggestionsView::showSuggestions(const QList<CheckSuggestion>& suggestions)
{
    // Texts are translated when core makes them: a new list (or language) rebuilds the rows.
    if (suggestions.size() == m_suggestions.size()) {
        bool same = true;
        for (qsizetype i = 0; i < suggestions.size() && same; ++i)
            same = suggestions[i].finding == m_suggestions[i].finding && suggestions[i].fix == m_suggestions[i].fix &&
                   suggestions[i].severity == m_suggestions[i].severity;
        if (same)
            return;
    }
    // Later, not now: a row may go away because its own button was just clicked.
    for (QWidget* row : std::as_const(m_rows)) {
        row->hide();
        row->deleteLater();
    }
    m_rows.clear();
    m_buttons.clear();
    m_suggestions = suggestions;
    for (qsizetype i = 0; i < suggestions.size(); ++i) {
        auto* row = new QWidget(this);
        // Core's order, worst first: each row says its severity with the mark the preview's list uses.
        auto* outer = new QHBoxLayout(row);
        outer->setContentsMargins(0, 0, 0, 0);
        outer->setSpacing(AppTheme::kSpacing);
        auto* mark = new QLabel(row);
        mark->setObjectName(QStringLiteral("suggestionSeverity_%1").arg(i));
        const int size = style()->pixelMetric(QStyle::PM_SmallIconSize, nullptr, this);
        mark->setPixmap(severityIcon(suggestions[i].severity).pixmap(size, size));
        mark->setAccessibleName(severityWord(suggestions[i].severity));
        mark->setToolTip(severityWord(suggestions[i].severity));
        outer->addWidget(mark, 0, Qt::AlignTop);
        auto* layout = new QVBoxLayout;
        layout->setContentsMargins(0, 0, 0, 0);
        layout->setSpacing(AppTheme::kLabelSpacing);
        outer->addLayout(layout, 1);
        auto* finding = new QLabel(suggestions[i].finding, row);
        finding->setObjectName(QStringLiteral("suggestionText_%1").arg(i));
        finding->setWordWrap(true);
        auto* fix = new QPushButton(suggestions[i].fix.label, row);
        fix->setObjectName(QStringLiteral("suggestionFix_%1").arg(i));
        fix->setToolTip(tr("Change the job: %1").arg(suggestions[i].fix.label));
        layout->addWidget(finding);
        layout->addWidget(fix, 0, Qt::AlignLeft);
        const JobFix jobFix = suggestions[i].fix;
        connect(fix, &QPushButton::clicked, this, [this, jobFix] { emit fixRequested(jobFix); });
        m_layout->addWidget(row);
        m_rows.append(row);
        m_buttons.append(fix);
    }
    setVisible(!suggestions.isEmpty());
}

} // namespace ddpw
