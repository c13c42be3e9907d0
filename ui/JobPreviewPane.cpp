#include "JobPreviewPane.h"

#include "generate/CommandGenerator.h"
#include "model/JobFile.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QEvent>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QStyle>
#include <QVBoxLayout>

namespace ddpw {

namespace {

constexpr int kFieldRole = Qt::UserRole + 1;

QIcon severityIcon(const QStyle* style, Severity severity)
{
    switch (severity) {
    case Severity::Error: return style->standardIcon(QStyle::SP_MessageBoxCritical);
    case Severity::Warning: return style->standardIcon(QStyle::SP_MessageBoxWarning);
    case Severity::Info: return style->standardIcon(QStyle::SP_MessageBoxInformation);
    }
    return {};
}

} // namespace

JobPreviewPane::JobPreviewPane(QWidget* parent)
    : QWidget(parent), m_formatLabel(new QLabel(this)), m_format(new QComboBox(this)), m_copy(new QPushButton(this)),
      m_text(new QPlainTextEdit(this)), m_problemsLabel(new QLabel(this)), m_problems(new QListWidget(this))
{
    m_format->setObjectName(QStringLiteral("previewFormat"));
    m_copy->setObjectName(QStringLiteral("copyCommand"));
    m_text->setObjectName(QStringLiteral("preview"));
    m_problems->setObjectName(QStringLiteral("problemList"));
    m_text->setReadOnly(true);
    m_text->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_text->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_problems->setWordWrap(true);
    for (int i = 0; i < 3; ++i)
        m_format->addItem(QString(), i);
    m_formatLabel->setBuddy(m_format);

    auto* top = new QHBoxLayout;
    top->addWidget(m_formatLabel);
    top->addWidget(m_format);
    top->addStretch();
    top->addWidget(m_copy);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(top);
    layout->addWidget(m_text, 3);
    layout->addWidget(m_problemsLabel);
    layout->addWidget(m_problems, 1);

    connect(m_format, &QComboBox::currentIndexChanged, this, &JobPreviewPane::regenerate);
    connect(m_copy, &QPushButton::clicked, this, [this] { QApplication::clipboard()->setText(text()); });
    connect(m_problems, &QListWidget::itemActivated, this, [this](QListWidgetItem* item) {
        emit problemActivated(static_cast<JobField>(item->data(kFieldRole).toInt()));
    });
    retranslateUi();
}

void JobPreviewPane::showJob(const JobSpec& job, const QList<JobProblem>& problems)
{
    m_job = job;
    m_problemList = problems;
    regenerate();
    showProblems();
}

QString JobPreviewPane::text() const
{
    return m_text->toPlainText();
}

JobPreviewPane::Format JobPreviewPane::format() const
{
    return static_cast<Format>(m_format->currentData().toInt());
}

void JobPreviewPane::regenerate()
{
    QString text;
    switch (format()) {
    case Format::Command: text = CommandGenerator(m_job).platformCommand(); break;
    case Format::Script: text = CommandGenerator(m_job).bashScript(); break;
    case Format::Json: text = QString::fromUtf8(JobFile::toJson(m_job)); break;
    }
    if (text != m_text->toPlainText())
        m_text->setPlainText(text);
}

void JobPreviewPane::showProblems()
{
    m_problems->clear();
    for (const JobProblem& problem : m_problemList) {
        auto* item = new QListWidgetItem(severityIcon(style(), problem.severity), problem.message, m_problems);
        item->setData(kFieldRole, static_cast<int>(problem.field));
        item->setToolTip(JobSpec::jsonKey(problem.field));
    }
    m_problemsLabel->setText(m_problemList.isEmpty() ? tr("No problems found.")
                                                     : tr("Problems (%1):").arg(m_problemList.size()));
}

void JobPreviewPane::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void JobPreviewPane::retranslateUi()
{
    m_formatLabel->setText(tr("S&how:"));
    m_format->setItemText(0, tr("Platform start command"));
    m_format->setItemText(1, tr("Bash script"));
    m_format->setItemText(2, tr("Job file (JSON)"));
    m_format->setToolTip(tr("What the preview shows: the text for the platform's start command box, a "
                            "script to run by hand on a node, or the job file."));
    m_format->setAccessibleName(tr("Preview format"));
    m_copy->setText(tr("&Copy"));
    m_copy->setToolTip(tr("Copy exactly the text shown to the clipboard."));
    m_text->setToolTip(tr("The generated text; it follows every edit of the form."));
    m_text->setAccessibleName(tr("Command preview"));
    m_problems->setToolTip(tr("Everything that is wrong or worth knowing; activate an entry to go to its field."));
    m_problems->setAccessibleName(tr("Problems"));
    m_problemsLabel->setText(m_problemList.isEmpty() ? tr("No problems found.")
                                                     : tr("Problems (%1):").arg(m_problemList.size()));
}

} // namespace ddpw
