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
    // For each matching state (index - firstMatching) / classCount: the triggers it ends.
    std::vector<std::vector<int>> m_outputs;
    // Bigrams (folded bytes) that start some trigger: a position whose two bytes are not one
    // starts no trigger, so the search skips it without stepping the automaton.
    std::vector<bool> m_startsTrigger;
    bool m_hasSingleByteTrigger = false;
};

} // namespace ddpw
