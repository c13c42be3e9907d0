#include "expand/IfsSplitter.h"

#include <utility>

namespace ddpw {

void IfsSplitter::keep(const QString& text)
{
    if (!m_started)
        m_start = m_position;
    m_current += text;
    m_started = true;
    m_position += text.size();
}

void IfsSplitter::split(const QString& text)
{
    const qsizetype n = text.size();
    qsizetype i = 0;
    while (i < n) {
        if (!isIfs(text[i])) {
            if (!m_started)
                m_start = m_position + i;
            m_current += text[i++];
            m_started = true;
            continue;
        }
        // One delimiter: IFS whitespace, at most one other IFS character, IFS whitespace.
        bool hard = false;
        while (i < n && isIfsSpace(text[i]))
            ++i;
        if (i < n && isIfs(text[i]) && !isIfsSpace(text[i])) {
            hard = true;
            ++i;
            while (i < n && isIfsSpace(text[i]))
                ++i;
        }
        if (m_started || hard)
            end(m_position + i);
        m_current.clear();
        m_started = false;
    }
    m_position += n;
}

void IfsSplitter::boundary()
{
    if (m_started)
        end(m_position);
    m_current.clear();
    m_started = false;
}

QList<IfsSplitter::Field> IfsSplitter::finish()
{
    boundary();
    return std::exchange(m_fields, {});
}

// An empty field (two hard delimiters) starts where the delimiter ended.
void IfsSplitter::end(qsizetype offset)
{
    m_fields.append({m_current, m_started ? m_start : offset});
}

QList<IfsSplitter::Field> IfsSplitter::fields(const QString& text, const QString& ifs)
{
    IfsSplitter splitter(ifs);
    splitter.split(text);
    return splitter.finish();
}

QStringList IfsSplitter::texts(const QList<Field>& fields)
{
    QStringList out;
    out.reserve(fields.size());
    for (const Field& field : fields)
        out.append(field.text);
    return out;
}

} // namespace ddpw
