#include "widgets/Prompt.h"

#include <QAbstractButton>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QLineEdit>
#include <QSettings>
#include <QStandardPaths>

namespace ddpw {

QList<QMessageBox::StandardButton>& Prompt::answers()
{
    static QList<QMessageBox::StandardButton> queue;
    return queue;
}

QStringList& Prompt::fileNames()
{
    static QStringList queue;
    return queue;
}

QList<std::optional<QString>>& Prompt::secrets()
{
    static QList<std::optional<QString>> queue;
    return queue;
}

namespace {

const QString kLastFolderKey = QStringLiteral("lastFolder");

} // namespace

QString Prompt::lastFolder()
{
    return QSettings()
        .value(kLastFolderKey, QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation))
        .toString();
}

void Prompt::rememberFolder(const QString& filePath)
{
    const QString folder = QFileInfo(filePath).absolutePath();
    // Unchanged: no settings write (and no fsync) for it.
    if (QSettings().value(kLastFolderKey).toString() != folder)
        QSettings().setValue(kLastFolderKey, folder);
}

bool& Prompt::interactive()
{
    static bool enabled = true;
    return enabled;
}

void Prompt::setInteractive(bool enabled)
{
    interactive() = enabled;
}

QString& Prompt::last()
{
    static QString message;
    return message;
}

QString& Prompt::lastSuggestion()
{
    static QString suggestion;
    return suggestion;
}

QString Prompt::lastSaveSuggestion()
{
    return lastSuggestion();
}

QMessageBox::StandardButton Prompt::question(QWidget* parent, const QString& title, const QString& text,
                                             QMessageBox::StandardButtons buttons,
                                             QMessageBox::StandardButton defaultButton)
{
    return question(parent, title, text, buttons, defaultButton, {});
}

QMessageBox::StandardButton Prompt::question(QWidget* parent, const QString& title, const QString& text,
                                             QMessageBox::StandardButtons buttons,
                                             QMessageBox::StandardButton defaultButton,
                                             const QList<std::pair<QMessageBox::StandardButton, QString>>& labels)
{
    last() = text;
    if (!answers().isEmpty())
        return answers().takeFirst();
    if (!interactive())
        return QMessageBox::Cancel;
    QMessageBox box(QMessageBox::Question, title, text, buttons, parent);
    box.setDefaultButton(defaultButton);
    for (const auto& [button, label] : labels) {
        if (QAbstractButton* shown = box.button(button))
            shown->setText(label);
    }
    return static_cast<QMessageBox::StandardButton>(box.exec());
}

void Prompt::warning(QWidget* parent, const QString& title, const QString& text)
{
    last() = text;
    if (!answers().isEmpty()) {
        answers().takeFirst();
        return;
    }
    if (!interactive())
        return;
    QMessageBox::warning(parent, title, text);
}

void Prompt::about(QWidget* parent, const QString& title, const QString& text)
{
    last() = text;
    if (!interactive())
        return;
    QMessageBox::about(parent, title, text);
}

QString Prompt::openFileName(QWidget* parent, const QString& title, const QString& folder, const QString& filter)
{
    if (!fileNames().isEmpty())
        return fileNames().takeFirst();
    if (!interactive())
        return {};
    return QFileDialog::getOpenFileName(parent, title, folder, filter);
}

QStringList Prompt::openFileNames(QWidget* parent, const QString& title, const QString& folder, const QString& filter)
{
    if (!fileNames().isEmpty()) {
        QStringList names;
        while (!fileNames().isEmpty()) {
            const QString name = fileNames().takeFirst();
            if (name.isEmpty())
                break; // the end of this answer
            names.append(name);
        }
        return names;
    }
    if (!interactive())
        return {};
    return QFileDialog::getOpenFileNames(parent, title, folder, filter);
}

QString Prompt::saveFileName(QWidget* parent, const QString& title, const QString& folder, const QString& filter,
                             QString* selectedFilter)
{
    lastSuggestion() = folder;
    if (!fileNames().isEmpty())
        return fileNames().takeFirst();
    if (!interactive())
        return {};
    return QFileDialog::getSaveFileName(parent, title, folder, filter, selectedFilter);
}

std::optional<QString> Prompt::secret(QWidget* parent, const QString& title, const QString& prompt, bool echo)
{
    last() = prompt;
    if (!secrets().isEmpty())
        return secrets().takeFirst();
    if (!interactive())
        return std::nullopt;
    bool ok = false;
    // The answer goes straight back to the caller (the SSH session); nothing here keeps it.
    const QString answer =
        QInputDialog::getText(parent, title, prompt, echo ? QLineEdit::Normal : QLineEdit::Password, QString(), &ok);
    if (!ok)
        return std::nullopt;
    return answer;
}

void Prompt::setNextSecret(const std::optional<QString>& answer)
{
    secrets().append(answer);
}

void Prompt::setNextAnswer(QMessageBox::StandardButton answer)
{
    answers().append(answer);
}

void Prompt::setNextFileName(const QString& path)
{
    fileNames().append(path);
}

QString Prompt::lastMessage()
{
    return last();
}

void Prompt::reset()
{
    answers().clear();
    fileNames().clear();
    secrets().clear();
    last().clear();
    lastSuggestion().clear();
}

} // namespace ddpw
