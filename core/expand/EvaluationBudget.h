#pragma once

#include <QCoreApplication>
#include <QString>

namespace ddpw {

// The work one static evaluation (a whole snippet, with every nested $(...)) may do: steps
// (roughly characters scanned or compared), the length of any one string it builds and the
// fields of any one word. Over budget, evaluation stops for good and every value from then on
// is "unresolved: too complex to evaluate statically": any input ends in bounded time and
// memory instead of a hang (a pattern of a thousand '[' or a value doubled forty times).
class EvaluationBudget
{
    Q_DECLARE_TR_FUNCTIONS(EvaluationBudget)

public:
    static constexpr qint64 kSteps = 40'000'000;
    static constexpr qsizetype kMaxString = 4 * 1024 * 1024; // characters
    static constexpr qsizetype kMaxFields = 200'000;

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
    bool exhausted() const { return m_exhausted; }

    static QString reason()
    {
        return tr("unresolved: too complex to evaluate statically (more work than a start command needs)");
    }

private:
    qint64 m_used = 0;
    bool m_exhausted = false;
};

} // namespace ddpw
