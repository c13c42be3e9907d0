#pragma once

#include <QByteArray>
#include <QString>
#include <QWidget>

class QLabel;
class QPlainTextEdit;

namespace ddpw {

// LogViewer: one log of the Diagnose view, read-only, with the line a finding points at
// highlighted and scrolled into view. A log is never loaded whole: the viewer shows a window of
// lines around the one asked for (kWindowLines), read from the log's bytes in memory or from
// its file again, so that a log of gigabytes opens as fast as a short one.
class LogViewer : public QWidget
{
    Q_OBJECT

public:
    static constexpr qint64 kWindowLines = 2000;

    struct Log
    {
        QString name;     // shown above the text
        QString path;     // the file, when the log is one
        QByteArray bytes; // the text, when the log is held in memory (pasted, dropped, a dry-run's)
    };

    explicit LogViewer(QWidget* parent = nullptr);

    void setLog(const Log& log);
    // Shows the window around `line` (1-based) and highlights it.
    void showLine(qint64 line);
    void clear();

    qint64 highlightedLine() const { return m_highlighted; }
    qint64 firstShownLine() const { return m_firstLine; }
    QPlainTextEdit* text() const { return m_text; }
    void retranslate();

private:
    void load(qint64 first);

    QLabel* m_title;
    QPlainTextEdit* m_text;
    Log m_log;
    qint64 m_firstLine = 1;
    qint64 m_highlighted = 0;
};

} // namespace ddpw
