#include "logdiagnosis/FailureTableReader.h"

#include <QRegularExpression>

namespace ddpw {

void FailureTableReader::start()
{
    finishEntry();
    m_active = true;
    m_inEntry = false;
    m_inTraceback = false;
    m_rootSection = false;
    m_separators = 0;
    m_lines = 0;
}

void FailureTableReader::finishEntry()
{
    if (m_inEntry && m_entryHasExit)
        m_records.append(m_entry);
    m_inEntry = false;
    m_inTraceback = false;
    m_entryHasExit = false;
    m_entry = WorkerExitRecord{};
}

void FailureTableReader::finish()
{
    finishEntry();
    m_active = false;
}

QList<WorkerExitRecord> FailureTableReader::takeRecords()
{
    QList<WorkerExitRecord> records;
    records.swap(m_records);
    return records;
}

bool FailureTableReader::feed(const LogLine& line, const LogEvidence& where, QString* embedded)
{
    if (!m_active)
        return false;
    if (++m_lines > kMaxLines) {
        finishEntry();
        m_active = false;
        return false;
    }
    const QString& message = line.message;
    const QString trimmed = message.trimmed();
    static const QRegularExpression entry(QStringLiteral(R"(^\[(\d+)\]:$)"));
    static const QRegularExpression field(QStringLiteral(R"(^\s+(\w+)\s*:\s?(.*)$)"));
    static const QRegularExpression rank(QStringLiteral(R"(^(\d+)\s*\(local_rank:\s*(\d+)\))"));
    static const QRegularExpression exitCode(QStringLiteral(R"(^(-?\d+))"));

    if (trimmed.startsWith(QLatin1String("======"))) {
        finishEntry();
        if (++m_separators >= 2)
            m_active = false; // the closing border
        return true;
    }
    if (trimmed.startsWith(QLatin1String("------"))) {
        finishEntry();
        return true;
    }
    if (trimmed == QLatin1String("Failures:") || trimmed == QLatin1String("<NO_OTHER_FAILURES>") ||
        trimmed.endsWith(QLatin1String(" FAILED")))
        return true;
    if (trimmed.startsWith(QLatin1String("Root Cause"))) {
        m_rootSection = true;
        return true;
    }
    if (const QRegularExpressionMatch match = entry.match(trimmed); match.hasMatch()) {
        finishEntry();
        m_inEntry = true;
        m_entry.rootCause = m_rootSection;
        return true;
    }
    if (!m_inEntry)
        return false;
    if (m_inTraceback) {
        // The worker's traceback, indented by two more spaces than the fields.
        if (message.startsWith(QLatin1String("  "))) {
            if (embedded)
                *embedded = message.mid(2);
            return true;
        }
        m_inTraceback = false;
    }
    const QRegularExpressionMatch match = field.match(message);
    if (!match.hasMatch())
        return false; // someone else's line, interleaved
    const QString key = match.captured(1);
    const QString value = match.captured(2).trimmed();
    if (key == QLatin1String("host")) {
        m_entry.host = value;
    } else if (key == QLatin1String("rank")) {
        if (const QRegularExpressionMatch r = rank.match(value); r.hasMatch()) {
            m_entry.rank = r.captured(1).toInt();
            m_entry.localRank = r.captured(2).toInt();
        }
    } else if (key == QLatin1String("exitcode")) {
        if (const QRegularExpressionMatch e = exitCode.match(value); e.hasMatch()) {
            m_entry.exitCode = e.captured(1).toInt();
            m_entry.where = where;
            m_entryHasExit = true;
        }
    } else if (key == QLatin1String("traceback")) {
        if (value.startsWith(QLatin1String("Traceback (most recent call last)"))) {
            m_inTraceback = true;
            if (embedded)
                *embedded = value;
        } else if (value.startsWith(QLatin1String("Signal "))) {
            m_entry.extra.append(where);
        }
    }
    return true;
}

} // namespace ddpw
