#pragma once

#include <QByteArray>
#include <QList>

#include <cstdint>
#include <vector>

namespace ddpw {

// The prefilter of the log engine: a set of ASCII literals searched for all at once, ignoring
// ASCII case, in one pass over raw bytes (an Aho-Corasick automaton compiled to a table-driven
// DFA over byte classes). Lines that contain no trigger are never decoded or matched by any
// rule, which is what lets `diagnose` read a log at grep's speed.
class TriggerSet
{
public:
    // Literals are matched case-insensitively (ASCII); empty ones are ignored.
    explicit TriggerSet(const QList<QByteArray>& literals);

    static constexpr std::size_t npos = static_cast<std::size_t>(-1);

    // Index of the last byte of the first trigger occurrence in [data, data + size), or npos.
    std::size_t findFirst(const char* data, std::size_t size) const;
    // Every trigger that occurs in [data, data + size) (indices into the constructor's list,
    // each at most once, in the order of their first occurrence).
    QList<int> findAll(const char* data, std::size_t size) const;

    int size() const { return m_literalCount; }

private:
    void build(const QList<QByteArray>& literals);

    int m_literalCount = 0;
    int m_classCount = 1;
    std::uint8_t m_class[256] = {};
    // next[state * classCount + class] = next state * classCount (pre-multiplied).
    std::vector<std::uint32_t> m_next;
    // States at or above this pre-multiplied index end at least one trigger.
    std::uint32_t m_firstMatching = 0;
    // States below these (pre-multiplied) are at most one, two bytes deep (breadth-first order).
    std::uint32_t m_depth1End = 0;
    std::uint32_t m_depth2End = 0;
    // For each matching state (index - firstMatching) / classCount: the triggers it ends.
    std::vector<std::vector<int>> m_outputs;
    // Where a trigger can start: the (hashed, case-folded) first three bytes of every trigger of
    // three bytes or more, and the two bytes of each two-byte trigger. A position whose bytes
    // start none is skipped without stepping the automaton; three bytes reject far more positions
    // of ordinary text than two ("th" starts many words, "the " fewer, "cke" almost none).
    static std::uint32_t trigramSlot(unsigned char a, unsigned char b, unsigned char c)
    {
        // Multiplicative hashing of the three folded bytes onto 16 bits.
        const std::uint32_t key = std::uint32_t(a) << 16 | std::uint32_t(b) << 8 | c;
        return (key * 2654435761u) >> 16;
    }
    bool startsAt(const unsigned char* p) const
    {
        const unsigned char a = m_fold[p[0]];
        const unsigned char b = m_fold[p[1]];
        const std::uint32_t slot = trigramSlot(a, b, m_fold[p[2]]);
        if (m_startsTrigram[slot >> 6] >> (slot & 63) & 1)
            return true;
        return m_hasTwoByteTrigger && m_twoByteTrigger[std::size_t(a) << 8 | b];
    }
    std::uint8_t m_fold[256] = {};
    std::vector<std::uint64_t> m_startsTrigram;
    std::vector<bool> m_twoByteTrigger;
    bool m_hasTwoByteTrigger = false;
    bool m_hasSingleByteTrigger = false;
};

} // namespace ddpw
