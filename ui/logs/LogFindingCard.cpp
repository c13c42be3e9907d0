#include "logs/LogFindingCard.h"

#include "logdiagnosis/LogFindingCatalog.h"
#include "widgets/AppTheme.h"
#include "widgets/ElidedButton.h"
#include "widgets/WrappedToolTip.h"

#include <QFileInfo>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QStyle>
#include <QVBoxLayout>

namespace ddpw {

namespace {

constexpr qsizetype kShownChars = 160;
constexpr qsizetype kLongWord = 24;

// A word-wrapped label breaks only at spaces (and between Chinese characters), so one long word
// (a module path such as torch.distributed.elastic.multiprocessing.errors.record, a file's
// path) would hold the card as wide as itself. Such words get a zero-width space after each dot
// and slash: where a person would break them, and invisible.
QString breakable(const QString& text)
{
    const auto wordChar = [](QChar c) { return !c.isSpace() && c.unicode() < 0x2e80; };
    QString out;
    out.reserve(text.size());
    for (qsizetype i = 0; i < text.size();) {
        qsizetype end = i;
        while (end < text.size() && wordChar(text.at(end)))
            ++end;
        if (end == i) {
            out.append(text.at(i++));
            continue;
        }
        const bool isLong = end - i >= kLongWord;
        for (; i < end; ++i) {
            out.append(text.at(i));
            if (isLong && (text.at(i) == u'.' || text.at(i) == u'/'))
                out.append(QChar(0x200b));
        }
    }
    return out;
}

QString breakableCode(const QString& text)
{
    QString out;
    out.reserve(text.size() + text.size() / 8);
    for (const QChar c : text) {
        out.append(c);
        if (c == u'=' || c == u':' || c == u',')
            out.append(QChar(0x200b));
    }
    return out;
}

QLabel* wrapped(const QString& text, QWidget* parent, const QString& name)
{
    auto* label = new QLabel(breakable(text), parent);
    label->setObjectName(name);
    label->setWordWrap(true);
    label->setTextFormat(Qt::PlainText);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

QString severityWord(Severity severity)
{
    switch (severity) {
    case Severity::Error: return LogFindingCard::tr("Error");
    case Severity::Warning: return LogFindingCard::tr("Warning");
    case Severity::Info: return LogFindingCard::tr("Note");
    }
    return {};
}

} // namespace

LogFindingCard::LogFindingCard(const LogFinding& finding, const QStringList& sources, QWidget* parent)
    : QFrame(parent), m_finding(finding)
{
    setObjectName(QStringLiteral("findingCard"));
    setProperty("kind", LogFindingCatalog::slug(finding.kind));
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
    // The finding's kind (its code, as the CLI's JSON names it) under the title, secondary: the
    // title keeps the card's width.
    auto* kind = new QLabel(LogFindingCatalog::slug(finding.kind), this);
    kind->setObjectName(QStringLiteral("kind"));
    kind->setToolTip(LogFindingCatalog::title(finding.kind));
    AppTheme::makeSecondary(kind);
    auto* titles = new QVBoxLayout;
    titles->setSpacing(AppTheme::kLabelSpacing / 2);
    titles->addWidget(title);
    titles->addWidget(kind);
    header->addLayout(titles, 1);
    layout->addLayout(header);

    for (const LogEvidence& line : finding.evidence) {
        const QString file = QFileInfo(sources.value(line.source)).fileName();
        QString text = line.text.trimmed();
        if (text.size() > kShownChars)
            text = text.left(kShownChars) + QStringLiteral("…");
        // The log's own line, cut to the card's width: the viewer shows it whole.
        auto* button = new ElidedButton(QStringLiteral("%1:%2: %3").arg(file).arg(line.line).arg(text), this);
        button->setObjectName(QStringLiteral("evidence"));
        button->setFlat(true);
        button->setStyleSheet(QStringLiteral("text-align: left"));
        button->setToolTip(
            wrappedToolTip(tr("Show line %1 of %2").arg(line.line).arg(sources.value(line.source)) + u'\n' + text));
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
        // One fix a row: two labels side by side would hold the card wider than a small window.
        auto* fixes = new QVBoxLayout;
        fixes->setSpacing(AppTheme::kLabelSpacing / 2);
        QStringList changed;
        for (int i = 0; i < finding.jobFixes.size(); ++i) {
            const QString label = finding.jobFixes.at(i).label;
            // What the click changes in the start command, as the preview will show it (one
            // label for all fixes, titled by each fix's own label).
            const QString changes = finding.jobFixChanges.value(i).join(u'\n');
            auto* button = new QPushButton(label, this);
            button->setObjectName(QStringLiteral("applyFix"));
            button->setToolTip(wrappedToolTip(
                changes.isEmpty() ? tr("Apply to the job: %1").arg(label)
                                  : tr("Apply to the job: %1\nThe start command changes:\n%2").arg(label, changes)));
            connect(button, &QPushButton::clicked, this, [this, i] { emit fixRequested(i); });
            fixes->addWidget(button, 0, Qt::AlignLeft);
            m_fixes.append(button);
            if (!changes.isEmpty())
                changed.append(finding.jobFixes.size() > 1 ? tr("%1:").arg(label) + u'\n' + changes : changes);
        }
        layout->addLayout(fixes);
        if (!changed.isEmpty()) {
            auto* lines = wrapped(changed.join(u'\n'), this, QStringLiteral("fixChanges"));
            // Command lines are one long word each ("--rdzv-endpoint=${MASTER}:29501"): they may
            // break after = : , too, so that the card keeps the window's width.
            lines->setText(breakableCode(lines->text()));
            lines->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
            AppTheme::makeSecondary(lines);
            layout->addWidget(lines);
        }
    }
    if (!finding.explains.isEmpty()) {
        QStringList kinds;
        for (LogDiagnosisKind each : finding.explains)
            kinds.append(LogFindingCatalog::slug(each));
        layout->addWidget(
            wrapped(tr("Explains: %1").arg(kinds.join(QStringLiteral(", "))), this, QStringLiteral("explains")));
    }
    // The cause lies in another log: named with that log rather than listed as explained here.
    QStringList causes;
    for (const LogCause& cause : finding.causedBy)
        causes.append(tr("Caused by %1 in %2")
                          .arg(LogFindingCatalog::slug(cause.kind), QFileInfo(sources.value(cause.source)).fileName()));
    if (!causes.isEmpty())
        layout->addWidget(wrapped(causes.join(u'\n'), this, QStringLiteral("causedBy")));
}

void LogFindingCard::markApplied(int fix)
{
    if (fix < 0 || fix >= m_fixes.size())
        return;
    m_fixes.at(fix)->setEnabled(false);
    m_fixes.at(fix)->setText(tr("Applied: %1").arg(m_finding.jobFixes.at(fix).label));
}

} // namespace ddpw
