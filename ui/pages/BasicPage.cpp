#include "pages/BasicPage.h"

#include "document/JobDocument.h"

#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSignalBlocker>
#include <QVBoxLayout>

namespace ddpw {

BasicPage::BasicPage(JobDocument* document, QWidget* parent)
    : FormPage(document, parent), m_intro(new QLabel(this)), m_nameLabel(new QLabel(this)), m_name(new QLineEdit(this)),
      m_imageLabel(new QLabel(this)), m_image(new QLineEdit(this)), m_imageNote(new QLabel(this)),
      m_torchLabel(new QLabel(this)), m_torch(new QComboBox(this))
{
    m_intro->setWordWrap(true);
    m_imageNote->setWordWrap(true);
    m_imageNote->setObjectName(QStringLiteral("imageNote"));
    m_name->setObjectName(QStringLiteral("jobName"));
    m_image->setObjectName(QStringLiteral("image"));
    m_torch->setObjectName(QStringLiteral("torchVersion"));
    for (const TorchVersion& version : TorchVersion::supported())
        m_torch->addItem(version.toString(), version.toString());
    m_torch->addItem(QString(), TorchVersion().toString());

    auto* form = new QFormLayout;
    addField(form, JobField::JobName, m_nameLabel, m_name);
    addField(form, JobField::Image, m_imageLabel, m_image);
    form->addRow(QString(), m_imageNote);
    addField(form, JobField::TorchVersion, m_torchLabel, m_torch);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_intro);
    layout->addLayout(form);
    layout->addStretch();

    connect(m_name, &QLineEdit::textEdited, this,
            [this](const QString& text) { m_document->edit([&](JobSpec& job) { job.jobName = text; }); });
    connect(m_image, &QLineEdit::textEdited, this,
            [this](const QString& text) { m_document->edit([&](JobSpec& job) { job.image = text; }); });
    connect(m_torch, &QComboBox::currentIndexChanged, this, [this](int index) {
        const std::optional<TorchVersion> version = TorchVersion::parse(m_torch->itemData(index).toString());
        if (version)
            m_document->edit([&](JobSpec& job) { job.torchVersion = *version; });
    });
    retranslateUi();
}

void BasicPage::showJob(const JobSpec& job)
{
    setTextQuietly(m_name, job.jobName);
    setTextQuietly(m_image, job.image);
    selectTorchVersion(job.torchVersion);
}

void BasicPage::selectTorchVersion(const TorchVersion& version)
{
    const QSignalBlocker blocker(m_torch);
    int index = m_torch->findData(version.toString());
    if (index < 0) {
        // A job file may name a release the tables do not know: show it rather than hide it.
        m_torch->addItem(version.toString(), version.toString());
        index = m_torch->count() - 1;
    }
    m_torch->setCurrentIndex(index);
}

void BasicPage::retranslateUi()
{
    m_intro->setText(tr("Fill in the basic configuration as for any distributed training job."));
    m_nameLabel->setText(tr("Job &name:"));
    m_name->setToolTip(tr("The name of the training job on the platform, e.g. pytorch-ddp."));
    m_name->setAccessibleName(tr("Job name"));
    m_imageLabel->setText(tr("&Image:"));
    m_image->setPlaceholderText(tr("registry.example.com/team/pytorch:2.6-cuda12"));
    m_image->setToolTip(tr("The container image every node runs. It must already have torch installed."));
    m_image->setAccessibleName(tr("Image"));
    m_imageNote->setText(tr("Prerequisite: the chosen image must already have torch installed."));
    m_torchLabel->setText(tr("&Torch version in the image:"));
    m_torch->setToolTip(tr("The torch release installed in the image. It decides how the launcher options "
                           "are spelled; choose \"unknown\" for spellings every release accepts."));
    m_torch->setAccessibleName(tr("Torch version"));
    m_torch->setItemText(m_torch->findData(TorchVersion().toString()), tr("unknown"));
}

} // namespace ddpw
