#include "preview/OpenCommandDialog.h"

#include "openjob/CommandImporter.h"
#include "preview/CommandDiagnostics.h"
#include "preview/CommandPreview.h"
#include "widgets/Prompt.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace ddpw {

OpenCommandDialog::OpenCommandDialog(const JobSpec& base, QWidget* parent)
    : QDialog(parent), m_base(base), m_options(ValidationOptions::forJob(base)), m_intro(new QLabel(this)),
      m_preview(new CommandPreview(this)), m_buttons(new QDialogButtonBox(QDialogButtonBox::Close, this))
{
    setObjectName(QStringLiteral("openCommandDialog"));
    m_preview->setObjectName(QStringLiteral("pastedCommand"));
    m_intro->setWordWrap(true);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_intro);
    layout->addWidget(m_preview, 1);
    layout->addWidget(m_buttons);
    m_import = m_buttons->addButton(QString(), QDialogButtonBox::AcceptRole);
    m_import->setObjectName(QStringLiteral("importIntoForm"));
    connect(m_import, &QPushButton::clicked, this, &OpenCommandDialog::importIntoForm);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_preview, &CommandPreview::commandEdited, this, &OpenCommandDialog::revalidate);
    resize(900, 600);
    // Its own division of the command and the list, apart from the main window's preview's.
    m_preview->keepDivision(QStringLiteral("openCommand"));
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

bool OpenCommandDialog::importIntoForm()
{
    const CommandImport imported = CommandImporter::import(command(), m_base);
    if (!imported.ok) {
        Prompt::warning(this, tr("Import into form"), imported.error);
        return false;
    }
    if (!imported.notRepresented.isEmpty()) {
        const QMessageBox::StandardButton answer = Prompt::question(
            this, tr("Import into form"),
            tr("The form cannot hold these parts of the command; they will not be in the generated command:\n%1\n\n"
               "Import the rest?")
                .arg(imported.notRepresented.join(u'\n')),
            QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel);
        if (answer != QMessageBox::Yes)
            return false;
    }
    emit importRequested(imported.job);
    accept();
    return true;
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
    m_import->setText(tr("&Import into form"));
    m_import->setToolTip(tr("Read the command's options into the form"));
    m_intro->setText(tr("Paste a start command. It is checked as you type, the way bash and torch %1 read "
                        "it; hover an underlined word for the problem, and apply a fix from the list.")
                         .arg(m_options.torch.toString()));
    m_preview->editor()->setAccessibleName(tr("Pasted command"));
}

} // namespace ddpw
