#pragma once

#include <QStringList>
#include <QWidget>

class QLabel;
class QLineEdit;

namespace ddpw {

// The script's arguments typed on one line, the way one types them after the script's name in
// a shell: --lr 0.1 --data "/mnt/my data". Under the line, the word list it becomes (core's
// ArgumentLine reads it as bash splits it), so "--lr 0.1" is seen to be two arguments; a line
// bash would not take (an unclosed quote, a ;) says why, and the job keeps its last arguments.
class ScriptArgumentsEdit : public QWidget
{
    Q_OBJECT

public:
    explicit ScriptArgumentsEdit(QWidget* parent = nullptr);

    // Shows the job's arguments; the line is left as typed while it already reads as them.
    void setArguments(const QStringList& arguments);
    QStringList arguments() const { return m_arguments; }

    QLineEdit* lineEdit() const { return m_line; }

signals:
    // The user typed a line that reads as other arguments.
    void argumentsEdited(const QStringList& arguments);

protected:
    void changeEvent(QEvent* event) override;

private:
    // Longer arguments are shown cut in their middle (a path of a whole line's width).
    static constexpr int kMaxChipCharacters = 48;

    void onTextEdited();
    void showWords();
    void retranslate();

    QLineEdit* m_line;
    QLabel* m_words;
    QStringList m_arguments;
    QStringList m_verbatim;
    QString m_error;
    bool m_valid = true;
};

} // namespace ddpw
