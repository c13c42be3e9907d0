#pragma once

#include <QMessageBox>
#include <QString>
#include <QStringList>

#include <optional>

class QWidget;

namespace ddpw {

// Every modal question and file dialog of the app goes through here. Tests queue the answers
// in advance (setNextAnswer, setNextFileName) so that no dialog ever blocks an offscreen run,
// and read back what would have been shown (lastMessage).
class Prompt
{
public:
    static QMessageBox::StandardButton question(QWidget* parent, const QString& title, const QString& text,
                                                QMessageBox::StandardButtons buttons,
                                                QMessageBox::StandardButton defaultButton);
    // The same with buttons that say what they do ("Reload", "Overwrite"); the answer is still
    // the standard button, so tests queue it as for any question.
    static QMessageBox::StandardButton question(QWidget* parent, const QString& title, const QString& text,
                                                QMessageBox::StandardButtons buttons,
                                                QMessageBox::StandardButton defaultButton,
                                                const QList<std::pair<QMessageBox::StandardButton, QString>>& labels);
    static void warning(QWidget* parent, const QString& title, const QString& text);
    // A box that only informs (Help > About); offscreen it is only recorded (lastMessage).
    static void about(QWidget* parent, const QString& title, const QString& text);
    static QString openFileName(QWidget* parent, const QString& title, const QString& folder, const QString& filter);
    // Several files at once; a queued file name answers with that one file (queue several for
    // several answers: each call takes the names queued up to an empty one, or all).
    static QStringList openFileNames(QWidget* parent, const QString& title, const QString& folder,
                                     const QString& filter);
    // selectedFilter: the filter the user chose (left as is for a queued answer, whose suffix
    // is meant to decide).
    static QString saveFileName(QWidget* parent, const QString& title, const QString& folder, const QString& filter,
                                QString* selectedFilter = nullptr);
    // A passphrase, password or keyboard-interactive answer (echo: the server allows showing
    // it); nullopt when cancelled. The answer is never kept: lastMessage() is the prompt.
    static std::optional<QString> secret(QWidget* parent, const QString& title, const QString& prompt, bool echo);

    // The folder the user last saved or opened a job in (the Documents folder before that): where
    // every file dialog starts, never the process's working folder.
    static QString lastFolder();
    static void rememberFolder(const QString& filePath);

    // Test seams: queued answers are used first, in order; with a queued answer nothing is shown.
    static void setNextAnswer(QMessageBox::StandardButton answer);
    static void setNextFileName(const QString& path);
    // nullopt answers as if the user cancelled.
    static void setNextSecret(const std::optional<QString>& answer);
    static QString lastMessage();
    // Where the last save dialog started (its folder and suggested name).
    static QString lastSaveSuggestion();
    static void reset();
    // Offscreen runs: never open a dialog; an unqueued question answers Cancel, a warning is
    // only recorded.
    static void setInteractive(bool interactive);

private:
    static bool& interactive();

    static QList<QMessageBox::StandardButton>& answers();
    static QStringList& fileNames();
    static QList<std::optional<QString>>& secrets();
    static QString& last();
    static QString& lastSuggestion();
};

} // namespace ddpw
