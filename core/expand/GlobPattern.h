#pragma once

#include <QList>
#include <QString>
#include <QStringView>

#include <optional>

namespace ddpw {

// A bash pattern (*, ?, [...]) as used by ${VAR#pattern} and friends. Quoted parts are
// appended as literals. Matching never backtracks exponentially: patterns with at most one
// '*' match in linear time, others in O(text x pattern).
class GlobPattern
{
public:
    void appendLiteral(QStringView text);
    void appendPattern(QStringView text);
    bool isLiteral() const;
    bool matches(QStringView text) const;
    // Length of the shortest/longest prefix (suffix) that matches, -1 when none does; nullopt
    // when the search would be too expensive (the caller reports it as not evaluated).
    std::optional<int> prefix(QStringView text, bool longest) const;
    std::optional<int> suffix(QStringView text, bool longest) const;
    // First match at or after from (leftmost, longest), as {begin, length}; begin is -1 when
    // there is none, nullopt when the search would be too expensive.
    std::optional<std::pair<int, int>> search(QStringView text, int from) const;

private:
    struct Item
    {
        enum Kind { Char, Any, Star, Class };
        Kind kind = Char;
        QChar c;
        QString set; // Class: single characters; ranges are stored as "a-z" triples after '\0'
        bool negate = false;
    };
    static bool itemMatches(const Item& item, QChar c);
    bool matchGeneral(QStringView text) const;
    bool affordable(QStringView text) const;

    QList<Item> m_items;
    int m_stars = 0;
};

} // namespace ddpw
