#include "nodecheck/SecretCache.h"

namespace ddpw {

std::optional<QString> SecretCache::answer(const QString& prompt, bool echo, const Asker& ask)
{
    const std::lock_guard lock(m_mutex);
    if (const auto it = m_answers.constFind(prompt); it != m_answers.cend())
        return *it;
    if (!ask)
        return std::nullopt;
    std::optional<QString> answer = ask(prompt, echo);
    if (answer)
        m_answers.insert(prompt, *answer);
    return answer;
}

void SecretCache::clear()
{
    const std::lock_guard lock(m_mutex);
    for (QString& answer : m_answers)
        answer.fill(QChar(u'\0'));
    m_answers.clear();
}

} // namespace ddpw
