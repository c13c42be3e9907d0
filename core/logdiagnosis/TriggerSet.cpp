#include "logdiagnosis/TriggerSet.h"

#include <algorithm>
#include <deque>
#include <map>

namespace ddpw {

namespace {

unsigned char fold(unsigned char c)
{
    return (c >= 'A' && c <= 'Z') ? static_cast<unsigned char>(c - 'A' + 'a') : c;
}

// The trie before it becomes a DFA: goto edges on folded bytes, failure links, outputs.
struct TrieNode
{
    std::map<unsigned char, int> edges;
    int fail = 0;
    std::vector<int> outputs;
};

} // namespace

TriggerSet::TriggerSet(const QList<QByteArray>& literals)
{
    build(literals);
}

void TriggerSet::build(const QList<QByteArray>& literals)
{
    m_literalCount = int(literals.size());
    // Byte classes: every folded byte that occurs in some literal gets its own class; all other
    // bytes share class 0, which always leads back towards the root. Few classes keep the table
    // small enough to stay in cache.
    for (const QByteArray& literal : literals) {
        for (char c : literal) {
            const unsigned char f = fold(static_cast<unsigned char>(c));
            if (m_class[f] == 0)
                m_class[f] = static_cast<std::uint8_t>(m_classCount++);
        }
    }
    for (int c = 'A'; c <= 'Z'; ++c)
        m_class[c] = m_class[c - 'A' + 'a'];

    std::vector<TrieNode> trie(1);
    for (int index = 0; index < literals.size(); ++index) {
        const QByteArray& literal = literals.at(index);
        if (literal.isEmpty())
            continue;
        int node = 0;
        for (char c : literal) {
            const unsigned char cls = m_class[fold(static_cast<unsigned char>(c))];
            const auto it = trie[node].edges.find(cls);
            if (it != trie[node].edges.end()) {
                node = it->second;
            } else {
                trie.push_back({});
                const int created = int(trie.size()) - 1;
                trie[node].edges[cls] = created;
                node = created;
            }
        }
        trie[node].outputs.push_back(index);
    }

    // Breadth-first: failure links and the full transition function.
    const int states = int(trie.size());
    std::vector<std::vector<int>> delta(states, std::vector<int>(m_classCount, 0));
    std::deque<int> queue;
    std::vector<int> depth(trie.size(), 0);
    for (int cls = 0; cls < m_classCount; ++cls) {
        const auto it = trie[0].edges.find(static_cast<unsigned char>(cls));
        if (it != trie[0].edges.end() && cls != 0) {
            delta[0][cls] = it->second;
            trie[it->second].fail = 0;
            queue.push_back(it->second);
            depth[std::size_t(it->second)] = 1;
        }
    }
    std::vector<int> orderOfVisit{0};
    while (!queue.empty()) {
        const int node = queue.front();
        queue.pop_front();
        orderOfVisit.push_back(node);
        const std::vector<int>& inherited = trie[trie[node].fail].outputs;
        trie[node].outputs.insert(trie[node].outputs.end(), inherited.begin(), inherited.end());
        for (int cls = 0; cls < m_classCount; ++cls) {
            const auto it = trie[node].edges.find(static_cast<unsigned char>(cls));
            if (it != trie[node].edges.end() && cls != 0) {
                const int child = it->second;
                trie[child].fail = delta[trie[node].fail][cls];
                depth[std::size_t(child)] = depth[std::size_t(node)] + 1;
                delta[node][cls] = child;
                queue.push_back(child);
            } else {
                delta[node][cls] = delta[trie[node].fail][cls];
            }
        }
    }

    // Renumber: states without output first, matching states last, so that the hot loop needs
    // a single comparison to know that a trigger ended.
    std::vector<int> newIndex(states, -1);
    int next = 0;
    for (int node : orderOfVisit) {
        if (trie[node].outputs.empty())
            newIndex[node] = next++;
    }
    const int firstMatching = next;
    // Breadth-first numbering: the states without output are in order of depth, so one bound
    // each says whether a state is one or two bytes deep.
    int depth1End = 1;
    int depth2End = 1;
    for (int node : orderOfVisit) {
        if (!trie[node].outputs.empty())
            continue;
        if (depth[std::size_t(node)] <= 1)
            depth1End = std::max(depth1End, newIndex[node] + 1);
        if (depth[std::size_t(node)] <= 2)
            depth2End = std::max(depth2End, newIndex[node] + 1);
    }
    for (int node : orderOfVisit) {
        if (!trie[node].outputs.empty())
            newIndex[node] = next++;
    }
    m_next.assign(std::size_t(states) * std::size_t(m_classCount), 0);
    m_outputs.assign(std::size_t(states - firstMatching), {});
    for (int node = 0; node < states; ++node) {
        const std::size_t row = std::size_t(newIndex[node]) * std::size_t(m_classCount);
        for (int cls = 0; cls < m_classCount; ++cls)
            m_next[row + std::size_t(cls)] =
                static_cast<std::uint32_t>(std::size_t(newIndex[delta[node][cls]]) * std::size_t(m_classCount));
        if (!trie[node].outputs.empty()) {
            std::vector<int> outputs = trie[node].outputs;
            std::sort(outputs.begin(), outputs.end());
            outputs.erase(std::unique(outputs.begin(), outputs.end()), outputs.end());
            m_outputs[std::size_t(newIndex[node] - firstMatching)] = outputs;
        }
    }
    m_firstMatching = static_cast<std::uint32_t>(std::size_t(firstMatching) * std::size_t(m_classCount));
    m_depth1End = static_cast<std::uint32_t>(std::size_t(depth1End) * std::size_t(m_classCount));
    m_depth2End = static_cast<std::uint32_t>(std::size_t(depth2End) * std::size_t(m_classCount));

    for (int c = 0; c < 256; ++c)
        m_fold[c] = fold(static_cast<unsigned char>(c));
    m_startsTrigram.assign((1u << 16) / 64, 0);
    m_twoByteTrigger.assign(1 << 16, false);
    for (const QByteArray& literal : literals) {
        if (literal.size() == 1)
            m_hasSingleByteTrigger = true;
        if (literal.size() == 2) {
            m_hasTwoByteTrigger = true;
            const unsigned char x = fold(static_cast<unsigned char>(literal.at(0)));
            const unsigned char y = fold(static_cast<unsigned char>(literal.at(1)));
            m_twoByteTrigger[std::size_t(x) << 8 | y] = true;
        }
        if (literal.size() >= 3) {
            const std::uint32_t slot = trigramSlot(fold(static_cast<unsigned char>(literal.at(0))),
                                                   fold(static_cast<unsigned char>(literal.at(1))),
                                                   fold(static_cast<unsigned char>(literal.at(2))));
            m_startsTrigram[slot >> 6] |= std::uint64_t(1) << (slot & 63);
        }
    }
}

std::size_t TriggerSet::findFirst(const char* data, std::size_t size) const
{
    if (m_outputs.empty())
        return npos;
    const auto* bytes = reinterpret_cast<const unsigned char*>(data);
    const std::uint32_t* next = m_next.data();
    const std::uint8_t* classes = m_class;
    const std::uint32_t firstMatching = m_firstMatching;
    std::uint32_t state = 0;
    std::size_t i = 0;
    const bool skip = !m_hasSingleByteTrigger;
    while (i < size) {
        if (state == 0 && skip) {
            // At the root the automaton only matters where a trigger can start.
            while (i + 2 < size && !startsAt(bytes + i))
                ++i;
            if (i + 2 >= size && !m_hasTwoByteTrigger)
                return npos; // a trigger of three bytes or more cannot start this late
        }
        state = next[state + classes[bytes[i]]];
        if (state >= firstMatching)
            return i;
        if (skip && state != 0 && state < m_depth2End) {
            // One or two bytes into a possible match: where it began, no trigger may start at
            // all; then the automaton is back at the root one byte later, and skipping resumes.
            const std::size_t begin = i + 1 - (state < m_depth1End ? 1 : 2);
            if (begin + 2 < size && !startsAt(bytes + begin)) {
                state = 0;
                i = begin + 1;
                continue;
            }
        }
        ++i;
    }
    return npos;
}

QList<int> TriggerSet::findAll(const char* data, std::size_t size) const
{
    QList<int> found;
    if (m_outputs.empty())
        return found;
    const auto* bytes = reinterpret_cast<const unsigned char*>(data);
    std::uint32_t state = 0;
    for (std::size_t i = 0; i < size; ++i) {
        state = m_next[state + m_class[bytes[i]]];
        if (state >= m_firstMatching) {
            for (int index : m_outputs[(state - m_firstMatching) / std::uint32_t(m_classCount)]) {
                if (!found.contains(index))
                    found.append(index);
            }
        }
    }
    return found;
}

} // namespace ddpw
