#include "logdiagnosis/LaunchConfigReader.h"

#include <QRegularExpression>

namespace ddpw {

void LaunchConfigReader::start(const LogEvidence& where)
{
    m_active = true;
    m_current = Config{where, {}, {}};
}

bool LaunchConfigReader::feed(const LogLine& line, const LogEvidence& where)
{
    if (!m_active)
        return false;
    static const QRegularExpression field(QStringLiteral(R"(^\s+(\w+)\s*:\s?(.*)$)"));
    const QRegularExpressionMatch match = field.match(line.message);
    if (!match.hasMatch() || m_current->values.size() >= kMaxKeys) {
        m_active = false;
        m_done = m_current;
        m_current.reset();
        return false;
    }
    m_current->values.insert(match.captured(1), match.captured(2).trimmed());
    m_current->lines.insert(match.captured(1), where);
    return true;
}

std::optional<LaunchConfigReader::Config> LaunchConfigReader::take()
{
    std::optional<Config> done;
    done.swap(m_done);
    return done;
}

} // namespace ddpw
