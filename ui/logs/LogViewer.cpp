#include "logs/LogViewer.h"

#include <QBuffer>
#include <QFile>
#include <QLabel>
#include <QPlainTextEdit>
#include <QTextBlock>
#include <QTextBlockFormat>
#include <QTextCursor>
#include <QVBoxLayout>

namespace ddpw {

namespace {

// Lines longer than this are cut in the view (the engine reads them whole).
constexpr qsizetype kMaxLineChars = 2000;

} // namespace

LogViewer::LogViewer(QWidget* parent) : QWidget(parent), m_title(new QLabel(this)), m_text(new QPlainTextEdit(this))
{
    m_title->setObjectName(QStringLiteral("logTitle"));
    m_text->setObjectName(QStringLiteral("logText"));
    m_text->setReadOnly(true);
    m_text->setUndoRedoEnabled(false);                    // the marked line is the viewer's, not an edit
    m_text->setLineWrapMode(QPlainTextEdit::WidgetWidth); // long lines wrap: no scrolling sideways
    m_text->setFont(QFont(QStringLiteral("monospace")));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_title);
    layout->addWidget(m_text, 1);
    retranslate();
}

void LogViewer::retranslate()
{
    m_text->setAccessibleName(tr("Log"));
    if (m_log.name.isEmpty())
        m_title->setText(tr("Click a line of a finding to see it in its log."));
    else
        m_title->setText(m_log.name);
}

void LogViewer::clear()
{
    m_log = Log{};
    m_highlighted = 0;
    m_firstLine = 1;
    m_text->clear();
    retranslate();
}

void LogViewer::setLog(const Log& log)
{
    m_log = log;
    m_highlighted = 0;
    retranslate();
    load(1);
}

void LogViewer::load(qint64 first)
{
    m_firstLine = first;
    QFile file(m_log.path);
    QByteArray bytes = m_log.bytes;
    QBuffer buffer(&bytes);
    QIODevice* device = &buffer;
    if (m_log.bytes.isEmpty() && !m_log.path.isEmpty())
        device = &file;
    QStringList lines;
    if (device->open(QIODevice::ReadOnly)) {
        qint64 number = 0;
        while (!device->atEnd() && number < first + kWindowLines - 1) {
            QByteArray line = device->readLine(kMaxLineChars * 4);
            // A line longer than the view's cut: skip the rest of it.
            while (!line.endsWith('\n') && !device->atEnd()) {
                const QByteArray more = device->readLine(64 * 1024);
                if (more.endsWith('\n'))
                    break;
            }
            ++number;
            if (number < first)
                continue;
            QString text = QString::fromUtf8(line);
            while (text.endsWith(u'\n') || text.endsWith(u'\r'))
                text.chop(1);
            lines.append(text.left(kMaxLineChars));
        }
    }
    m_text->setPlainText(lines.join(u'\n'));
}

void LogViewer::showLine(qint64 line)
{
    if (line < m_firstLine || line >= m_firstLine + kWindowLines || m_text->document()->isEmpty())
        load(qMax<qint64>(1, line - kWindowLines / 2));
    m_highlighted = line;
    const QTextBlock block = m_text->document()->findBlockByNumber(int(line - m_firstLine));
    QTextCursor cursor(block);
    m_text->setTextCursor(cursor);
    m_text->centerCursor();
    // The culprit stands out in every theme: the palette's highlight, softened. As the block's
    // background, so the whole line is marked, every row it wraps to and to the right edge
    // (a selection with FullWidthSelection leaves the end of its last row out).
    QColor colour = palette().color(QPalette::Highlight);
    colour.setAlpha(90);
    QTextCursor whole(m_text->document());
    whole.select(QTextCursor::Document);
    whole.setBlockFormat(QTextBlockFormat()); // the line marked before, if any
    QTextBlockFormat marked;
    marked.setBackground(colour);
    cursor.setBlockFormat(marked);
}

} // namespace ddpw
