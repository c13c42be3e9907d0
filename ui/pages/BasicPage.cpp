#include "pages/BasicPage.h"

#include "model/ImageTorchVersion.h"
#include "openjob/JobDocument.h"

#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QSignalBlocker>

namespace ddpw {

BasicPage::BasicPage(JobDocument* document, QWidget* parent)
    : FormPage(document, parent), m_nameLabel(new QLabel(this)), m_name(new QLineEdit(this)),
      m_imageLabel(new QLabel(this)), m_image(new QLineEdit(this)), m_imageNote(helpLabel(QStringLiteral("imageNote"))),
      m_torchLabel(new QLabel(this)), m_torch(new QComboBox(this)), m_torchHelp(helpLabel())
{
    m_name->setObjectName(QStringLiteral("jobName"));
    m_image->setObjectName(QStringLiteral("image"));
    m_torch->setObjectName(QStringLiteral("torchVersion"));
    for (const TorchVersion& version : TorchVersion::supported())
        m_torch->addItem(version.toString(), version.toString());
    m_torch->addItem(QString(), TorchVersion().toString());

    addField(JobField::JobName, m_nameLabel, m_name);
    addField(JobField::Image, m_imageLabel, m_image, m_imageNote);
    addField(JobField::TorchVersion, m_torchLabel, m_torch, m_torchHelp);
    endColumn();

    connect(m_name, &QLineEdit::textEdited, this,
            [this](const QString& text) { m_document->edit([&](JobSpec& job) { job.jobName = text; }); });
    connect(m_image, &QLineEdit::textEdited, this, [this](const QString& text) {
        m_document->edit([&](JobSpec& job) { ImageTorchVersion::setImage(job, text); });
    });
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
    m_nameLabel->setText(tr("Job &name"));
    m_name->setToolTip(tr("The name of the training job on the platform, e.g. pytorch-ddp."));
    m_name->setAccessibleName(tr("Job name"));
    m_imageLabel->setText(tr("&Image"));
    m_image->setPlaceholderText(tr("registry.example.com/team/pytorch:2.6-cuda12"));
    m_image->setToolTip(tr("The container image every node runs. It must already have torch installed."));
    m_image->setAccessibleName(tr("Image"));
    m_imageNote->setText(tr("Prerequisite: the chosen image must already have torch installed."));
    m_torchLabel->setText(tr("&Torch version in the image"));
    m_torchHelp->setText(tr("It follows the image's tag where the tag names a release, and decides how the "
                            "launcher's options are spelled. \"unknown\" writes the spellings every release accepts."));
    m_torch->setToolTip(tr("The torch release installed in the image. It decides how the launcher options "
                           "are spelled; choose \"unknown\" for spellings every release accepts."));
    m_torch->setAccessibleName(tr("Torch version"));
    m_torch->setItemText(m_torch->findData(TorchVersion().toString()), tr("unknown"));
}

} // namespace ddpw
