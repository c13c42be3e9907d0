#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringView>

#include <optional>
#include <vector>

namespace ddpw {

class EvaluationBudget;

// A bash pattern (*, ?, [...] with ranges, [:classes:] and negation) as used by ${VAR#pattern},
// ${VAR/pattern/...}, case and [[ == ]]. Quoted parts are appended as literals. Reading the
// pattern and matching are linear: a matcher runs the pattern as a set of states over the text
// once (no backtracking), so a match costs O(text x pattern) at worst, and every search charges
// the evaluation's budget first (nullopt when it is spent).
class GlobPattern
{
    Q_DECLARE_TR_FUNCTIONS(GlobPattern)

public:
    void setBudget(EvaluationBudget* budget) { m_budget = budget; }
    // Without bash's extglob (off in a script unless `shopt -s extglob`), @( +( ... are plain
    // characters of the pattern: ${HOSTNAME##+([a-z-])} removes nothing from a pod's name. Call
    // before appendPattern. On by default, where bash always reads them ([[ == ]]).
    void setExtendedGlob(bool on) { m_extendedGlob = on; }
    void appendLiteral(QStringView text);
    void appendPattern(QStringView text);
    std::optional<bool> matches(QStringView text) const;
    // Length of the shortest/longest prefix (suffix) that matches, -1 when none does.
    std::optional<int> prefix(QStringView text, bool longest) const;
    std::optional<int> suffix(QStringView text, bool longest) const;
    // First match at or after from (leftmost, longest), as {begin, length}; begin is -1 when
    // there is none.
    std::optional<std::pair<int, int>> search(QStringView text, int from) const;
    // An extended pattern (extglob's @( ), *( ), +( ), ?( ), !( )) is read, not matched: every
    // match is nullopt, for the reason extendedReason() gives.
    bool isExtended() const { return m_extended; }
    static QString extendedReason();

private:
    struct Range
    {
        char16_t low;
        char16_t high;
    };
    struct Item
    {
        enum Kind { Char, Any, Star, Class };
        Kind kind = Char;
        QChar c;
        bool negate = false;
        QList<Range> ranges;
        QStringList classes; // [:alpha:] and friends
    };
    static bool itemMatches(const Item& item, QChar c);
    static bool classMatches(const QString& name, QChar c);
    int readClass(QStringView text, int open, Item& item);
    bool charge(qint64 textLength) const;
    // The states after matching a prefix: states[s] = the items before s have matched.
    void closure(std::vector<char>& states, const QList<Item>& items) const;
    std::optional<int> scan(QStringView text, bool longest, bool reversed) const;

    QList<Item> m_items;
    QList<Item> m_reversed;
    bool m_noClosingBracket = false; // a '[' found no ']' up to the end: later ones will not either
    bool m_extended = false;
    bool m_extendedGlob = true;
    EvaluationBudget* m_budget = nullptr;
};

} // namespace ddpw
