#pragma once

#include "util/SourceRange.h"

#include <QCoreApplication>
#include <QString>

#include <optional>

namespace ddpw {

// The work one static evaluation (a whole snippet, with every nested $(...); validate shares
// one budget between all its nodes and all the alternatives it follows) may do: steps (roughly
// characters scanned or compared), the bytes of all the strings it builds together (words,
// values, outputs, files: memory stays bounded however the snippet loops), the length of any
// one string and the fields of any one word. Over budget, evaluation stops for good and every
// value from then on is "unresolved: too complex to evaluate statically": any input ends in
// bounded time and memory instead of a hang (a pattern of a thousand '[', a value doubled forty
// times, a retry loop that grows a command and runs it). Where it stopped is kept for the
// finding that says so.
class EvaluationBudget
{
    Q_DECLARE_TR_FUNCTIONS(EvaluationBudget)

public:
    static constexpr qint64 kSteps = 40'000'000;
    static constexpr qsizetype kMaxString = 4 * 1024 * 1024; // characters
    static constexpr qsizetype kMaxFields = 200'000;
    static constexpr qint64 kMaxBytes = 128LL * 1024 * 1024; // of all the strings built, as UTF-16

    // Takes `steps`; false once the budget is spent (and from then on).
    bool spend(qint64 steps)
    {
        if (m_exhausted)
            return false;
        m_used += steps < 1 ? 1 : steps;
        if (m_used > kSteps)
            m_exhausted = true;
        return !m_exhausted;
    }
    // A string of this length may be built; a longer one exhausts the budget.
    bool fits(qsizetype length)
    {
        if (length > kMaxString)
            m_exhausted = true;
        return !m_exhausted;
    }
    bool fitsFields(qsizetype count)
    {
        if (count > kMaxFields)
            m_exhausted = true;
        return !m_exhausted;
    }
    // Strings of `characters` in all were built; false once the bytes are spent.
    bool charge(qsizetype characters)
    {
        m_bytes += 2 * qint64(characters);
        if (m_bytes > kMaxBytes)
            m_exhausted = true;
        return !m_exhausted;
    }
    bool exhausted() const { return m_exhausted; }
    qint64 bytes() const { return m_bytes; }
    // The command of the snippet being evaluated when the budget ran out (the first one
    // marked after that), for the finding that says where evaluation stopped.
    void markStop(const SourceRange& range)
    {
        if (m_exhausted && !m_stoppedAt)
            m_stoppedAt = range;
    }
    const std::optional<SourceRange>& stoppedAt() const { return m_stoppedAt; }
    // The evaluation cannot go on at `range` (the text after it was never read: too long to
    // hold): spent, and stopped there unless it stopped before.
    void stopAt(const SourceRange& range)
    {
        m_exhausted = true;
        markStop(range);
    }

    static QString reason()
    {
        return tr("unresolved: too complex to evaluate statically (more work than a start command needs)");
    }

private:
    qint64 m_used = 0;
    qint64 m_bytes = 0;
    bool m_exhausted = false;
    std::optional<SourceRange> m_stoppedAt;
};

} // namespace ddpw
