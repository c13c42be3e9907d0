#include "expand/ShellValue.h"

#include <cstdint>

namespace ddpw {

ShellValue ShellValue::string(QString text)
{
    ShellValue value;
    value.m_text = std::move(text);
    return value;
}

ShellValue ShellValue::indexed(QStringList elements)
{
    ShellValue value;
    value.m_kind = Kind::Indexed;
    for (qsizetype i = 0; i < elements.size(); ++i)
        value.m_indexed.insert(i, elements.at(i));
    return value;
}

ShellValue ShellValue::associative()
{
    ShellValue value;
    value.m_kind = Kind::Associative;
    return value;
}

ShellValue ShellValue::unresolved(QString written, QString reason, Kind kind)
{
    ShellValue value;
    value.m_kind = kind;
    value.m_text = std::move(written);
    value.m_reason = reason.isEmpty() ? QStringLiteral("?") : std::move(reason);
    return value;
}

void ShellValue::setUnresolved(const QString& reason)
{
    m_reason = reason.isEmpty() ? QStringLiteral("?") : reason;
}

QString ShellValue::text() const
{
    switch (m_kind) {
    case Kind::String: return m_text;
    case Kind::Indexed: return isResolved() ? m_indexed.value(0) : m_text;
    case Kind::Associative: return isResolved() ? m_associative.value(QStringLiteral("0")) : m_text;
    }
    return QString();
}

QStringList ShellValue::elements() const
{
    switch (m_kind) {
    case Kind::String: return {m_text};
    case Kind::Indexed: return m_indexed.values();
    case Kind::Associative: {
        QStringList out;
        for (const QString& key : keys())
            out.append(m_associative.value(key));
        return out;
    }
    }
    return {};
}

QStringList ShellValue::keys() const
{
    switch (m_kind) {
    case Kind::String: return {QStringLiteral("0")};
    case Kind::Indexed: {
        QStringList out;
        for (auto it = m_indexed.cbegin(); it != m_indexed.cend(); ++it)
            out.append(QString::number(it.key()));
        return out;
    }
    case Kind::Associative: return bashHashOrder(m_keys);
    }
    return {};
}

bool ShellValue::hasKnownOrder() const
{
    return m_kind != Kind::Associative || m_keys.size() < kAssociativeBuckets * 2;
}

// bash 5's associative arrays are hash tables of 1024 buckets (assoc_create); a key goes to
// bucket FNV-1(key) & 1023 (hashlib.c's hash_string, over the key's bytes as signed chars), at
// the head of that bucket's list, and ${!a[@]} walks the buckets in order. The table grows, and
// the order changes, at 2048 keys. Checked against bash 5.2 on random keys, ASCII and UTF-8.
QStringList ShellValue::bashHashOrder(const QStringList& inserted)
{
    QList<QStringList> buckets(kAssociativeBuckets);
    for (const QString& key : inserted) {
        std::uint32_t hash = 2166136261U;
        for (const char byte : key.toUtf8()) {
            hash *= 16777619U;
            hash ^= static_cast<std::uint32_t>(static_cast<int>(static_cast<signed char>(byte)));
        }
        buckets[qsizetype(hash & (kAssociativeBuckets - 1))].prepend(key);
    }
    QStringList ordered;
    ordered.reserve(inserted.size());
    for (const QStringList& bucket : std::as_const(buckets))
        ordered += bucket;
    return ordered;
}

qsizetype ShellValue::count() const
{
    switch (m_kind) {
    case Kind::String: return 1;
    case Kind::Indexed: return m_indexed.size();
    case Kind::Associative: return m_associative.size();
    }
    return 0;
}

bool ShellValue::hasElement(const QString& key) const
{
    return m_kind == Kind::Associative ? m_associative.contains(key) : false;
}

QString ShellValue::element(const QString& key) const
{
    return m_associative.value(key);
}

qint64 ShellValue::resolveIndex(qint64 index) const
{
    if (index >= 0 || m_indexed.isEmpty())
        return index;
    return m_indexed.lastKey() + 1 + index;
}

bool ShellValue::hasIndex(qint64 index) const
{
    if (m_kind == Kind::String)
        return index == 0 || index == -1;
    return m_indexed.contains(resolveIndex(index));
}

QString ShellValue::at(qint64 index) const
{
    if (m_kind == Kind::String)
        return index == 0 || index == -1 ? m_text : QString();
    return m_indexed.value(resolveIndex(index));
}

void ShellValue::setText(const QString& text)
{
    switch (m_kind) {
    case Kind::String: m_text = text; break;
    case Kind::Indexed: m_indexed.insert(0, text); break;
    case Kind::Associative: setKey(QStringLiteral("0"), text); break;
    }
}

void ShellValue::setIndex(qint64 index, const QString& text)
{
    becomeIndexed();
    m_indexed.insert(resolveIndex(index), text);
}

void ShellValue::setKey(const QString& key, const QString& text)
{
    if (!m_associative.contains(key))
        m_keys.append(key);
    m_associative.insert(key, text);
}

qint64 ShellValue::nextIndex() const
{
    return m_indexed.isEmpty() ? 0 : m_indexed.lastKey() + 1;
}

void ShellValue::append(const QStringList& elements)
{
    becomeIndexed();
    qint64 next = nextIndex();
    for (const QString& element : elements)
        m_indexed.insert(next++, element);
}

void ShellValue::appendText(const QString& text)
{
    setText(this->text() + text);
}

void ShellValue::becomeIndexed()
{
    if (m_kind != Kind::String)
        return;
    m_kind = Kind::Indexed;
    // declare -a on a set string keeps it as element 0; an empty string declared is an empty array.
    if (!m_text.isEmpty())
        m_indexed.insert(0, m_text);
    m_text.clear();
}

void ShellValue::becomeAssociative()
{
    if (m_kind == Kind::Associative)
        return;
    const bool keep = m_kind == Kind::String && !m_text.isEmpty();
    const QString old = m_text;
    m_kind = Kind::Associative;
    m_text.clear();
    if (keep)
        setKey(QStringLiteral("0"), old);
}

qsizetype ShellValue::size() const
{
    qsizetype total = m_text.size();
    for (const QString& element : m_indexed)
        total += element.size();
    for (const QString& element : m_associative)
        total += element.size();
    return total;
}

} // namespace ddpw
