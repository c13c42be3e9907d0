#pragma once

#include <QMap>
#include <QString>

#include <functional>
#include <mutex>
#include <optional>

namespace ddpw {

// The answers to secret prompts (key passphrases, passwords) during one check, by prompt, so that
// 64 sessions opening the same key ask once. Memory only, never logged or written; every answer
// is overwritten when the cache is cleared or destroyed. Thread-safe: the nodes' threads share it.
class SecretCache
{
public:
    using Asker = std::function<std::optional<QString>(const QString& prompt, bool echo)>;

    SecretCache() = default;
    ~SecretCache() { clear(); }
    SecretCache(const SecretCache&) = delete;
    SecretCache& operator=(const SecretCache&) = delete;

    // The cached answer to `prompt`, else what `ask` answers (cached when it answers). One
    // question at a time: a second thread with the same prompt waits and reuses the answer.
    std::optional<QString> answer(const QString& prompt, bool echo, const Asker& ask);
    void clear();

private:
    std::mutex m_mutex;
    QMap<QString, QString> m_answers;
};

} // namespace ddpw
