#include "logdiagnosis/RestartDetector.h"

#include <QHash>

namespace ddpw {

bool RestartDetector::wantsLine(qint64 line) const
{
    if (m_failureLine >= 0)
        return m_restartLine < 0 && line - m_failureLine <= kSearchLines;
    return line <= kStartLines;
}

bool RestartDetector::recognisable(QStringView message)
{
    const QStringView text = message.trimmed();
    if (text.size() < kMinChars)
        return false;
    return std::any_of(text.begin(), text.end(), [](QChar c) { return c.isLetter(); });
}

void RestartDetector::feed(qint64 line, QStringView stream, QStringView message)
{
    if (!wantsLine(line) || !recognisable(message))
        return;
    const size_t hash = qHashMulti(0, stream, message.trimmed());
    if (m_failureLine < 0)
        m_start.insert(hash);
    else if (line > m_failureLine && m_start.contains(hash))
        m_restartLine = line;
}

void RestartDetector::workerFailed(qint64 line)
{
    // A failure in the attempt after a restart: that attempt did not recover either.
    m_failureLine = line;
    m_restartLine = -1;
}

} // namespace ddpw
