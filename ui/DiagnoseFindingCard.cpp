#include "DiagnoseFindingCard.h"

#include "diagnose/DiagnoseCatalog.h"

#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QStyle>
#include <QVBoxLayout>

namespace ddpw {

namespace {

constexpr qsizetype kShownChars = 160;

QLabel* wrapped(const QString& text, QWidget* parent, const QString& name)
{
    auto* label = new QLabel(text, parent);
    label->setObjectName(name);
    label->setWordWrap(true);
    label->setTextFormat(Qt::PlainText);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

QString severityWord(Severity severity)
{
    switch (severity) {
    case Severity::Error: return DiagnoseFindingCard::tr("Error");
    case Severity::Warning: return DiagnoseFindingCard::tr("Warning");
    case Severity::Info: return DiagnoseFindingCard::tr("Note");
    }
    return {};
}

} // namespace

DiagnoseFindingCard::DiagnoseFindingCard(const Finding& finding, const QStringList& sources, QWidget* parent)
    : QFrame(parent), m_finding(finding)
{
    setObjectName(QStringLiteral("findingCard"));
    setProperty("kind", DiagnoseCatalog::slug(finding.kind));
    setFrameShape(QFrame::StyledPanel);
    auto* layout = new QVBoxLayout(this);

    auto* header = new QHBoxLayout;
    auto* icon = new QLabel(this);
    const QStyle::StandardPixmap pixmap = finding.severity == Severity::Error     ? QStyle::SP_MessageBoxCritical
                                          : finding.severity == Severity::Warning ? QStyle::SP_MessageBoxWarning
                                                                                  : QStyle::SP_MessageBoxInformation;
    icon->setPixmap(style()->standardIcon(pixmap).pixmap(20, 20));
    icon->setAccessibleName(severityWord(finding.severity));
    header->addWidget(icon, 0, Qt::AlignTop);
    auto* title = wrapped(finding.summary, this, QStringLiteral("summary"));
    QFont bold = title->font();
    bold.setBold(true);
    title->setFont(bold);
    header->addWidget(title, 1);
    auto* kind = new QLabel(DiagnoseCatalog::slug(finding.kind), this);
    kind->setObjectName(QStringLiteral("kind"));
    kind->setToolTip(DiagnoseCatalog::title(finding.kind));
    header->addWidget(kind, 0, Qt::AlignTop);
    layout->addLayout(header);

    for (const LogEvidence& line : finding.evidence) {
        const QString file = QFileInfo(sources.value(line.source)).fileName();
        QString text = line.text.trimmed();
        if (text.size() > kShownChars)
            text = text.left(kShownChars) + QStringLiteral("…");
        auto* button = new QPushButton(QStringLiteral("%1:%2: %3").arg(file).arg(line.line).arg(text), this);
        button->setObjectName(QStringLiteral("evidence"));
        button->setFlat(true);
        button->setStyleSheet(QStringLiteral("text-align: left"));
        button->setToolTip(tr("Show line %1 of %2").arg(line.line).arg(sources.value(line.source)));
        button->setProperty("source", line.source);
        button->setProperty("line", line.line);
        connect(button, &QPushButton::clicked, this,
                [this, source = line.source, number = line.line] { emit evidenceActivated(source, number); });
        layout->addWidget(button);
        m_evidence.append(button);
    }
    if (finding.moreEvidence > 0)
        layout->addWidget(
            wrapped(tr("... and %n more line(s)", nullptr, int(qMin<qint64>(finding.moreEvidence, 1 << 30))), this,
                    QStringLiteral("more")));
    layout->addWidget(wrapped(tr("Fix: %1").arg(finding.fix), this, QStringLiteral("fix")));
    for (const QString& note : finding.jobNotes)
        layout->addWidget(wrapped(tr("Job: %1").arg(note), this, QStringLiteral("jobNote")));
    if (!finding.jobFixes.isEmpty()) {
        auto* fixes = new QHBoxLayout;
        for (int i = 0; i < finding.jobFixes.size(); ++i) {
            auto* button = new QPushButton(finding.jobFixes.at(i).label, this);
            button->setObjectName(QStringLiteral("applyFix"));
            button->setToolTip(tr("Apply to the job: %1").arg(finding.jobFixes.at(i).label));
            connect(button, &QPushButton::clicked, this, [this, i] { emit fixRequested(i); });
            fixes->addWidget(button);
            m_fixes.append(button);
        }
        fixes->addStretch();
        layout->addLayout(fixes);
    }
    if (!finding.explains.isEmpty()) {
        QStringList kinds;
        for (DiagnoseKind each : finding.explains)
            kinds.append(DiagnoseCatalog::slug(each));
        layout->addWidget(
            wrapped(tr("Explains: %1").arg(kinds.join(QStringLiteral(", "))), this, QStringLiteral("explains")));
    }
}

void DiagnoseFindingCard::markApplied(int fix)
{
    if (fix < 0 || fix >= m_fixes.size())
        return;
    m_fixes.at(fix)->setEnabled(false);
    m_fixes.at(fix)->setText(tr("Applied: %1").arg(m_finding.jobFixes.at(fix).label));
}

} // namespace ddpw
