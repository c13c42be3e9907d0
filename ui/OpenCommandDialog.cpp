#include "OpenCommandDialog.h"

#include "CommandDiagnostics.h"
#include "CommandPreview.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QLabel>
#include <QPlainTextEdit>
#include <QVBoxLayout>

namespace ddpw {

OpenCommandDialog::OpenCommandDialog(const ValidationOptions& options, QWidget* parent)
    : QDialog(parent), m_options(options), m_intro(new QLabel(this)), m_preview(new CommandPreview(this)),
      m_buttons(new QDialogButtonBox(QDialogButtonBox::Close, this))
{
    setObjectName(QStringLiteral("openCommandDialog"));
    m_preview->setObjectName(QStringLiteral("pastedCommand"));
    m_intro->setWordWrap(true);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_intro);
    layout->addWidget(m_preview, 1);
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_preview, &CommandPreview::commandEdited, this, &OpenCommandDialog::revalidate);
    resize(900, 600);
    retranslateUi();
}

void OpenCommandDialog::setCommand(const QString& command)
{
    m_preview->setTexts(command, QString(), QString());
    revalidate(command);
}

QString OpenCommandDialog::command() const
{
    return m_preview->commandText();
}

void OpenCommandDialog::revalidate(const QString& command)
{
    m_preview->setDiagnostics(CommandDiagnostics::validate(command, m_options, true));
}

void OpenCommandDialog::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        revalidate(command());
    }
    QDialog::changeEvent(event);
}

void OpenCommandDialog::retranslateUi()
{
    setWindowTitle(tr("Open command"));
    m_intro->setText(tr("Paste a start command. It is checked as you type, the way bash and torch %1 read "
                        "it; hover an underlined word for the problem, and apply a fix from the list.")
                         .arg(m_options.torch.toString()));
    m_preview->editor()->setAccessibleName(tr("Pasted command"));
}

} // namespace ddpw
