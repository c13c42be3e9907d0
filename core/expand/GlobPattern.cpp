#include "expand/GlobPattern.h"

#include "expand/EvaluationBudget.h"

namespace ddpw {

void GlobPattern::appendLiteral(QStringView text)
{
    for (const QChar c : text) {
        Item item;
        item.c = c;
        m_items.append(item);
    }
    m_reversed.clear();
}

// The members of [...] from the '[' at open: returns the index of its ']', -1 when it has none
// (then '[' is an ordinary character).
int GlobPattern::readClass(QStringView text, int open, Item& item)
{
    const int n = int(text.size());
    int j = open + 1;
    if (j < n && (text[j] == u'!' || text[j] == u'^')) {
        item.negate = true;
        ++j;
    }
    bool first = true;
    while (j < n) {
        const QChar c = text[j];
        if (c == u']' && !first)
            return j;
        first = false;
        if (c == u'[' && j + 1 < n && (text[j + 1] == u':' || text[j + 1] == u'=' || text[j + 1] == u'.')) {
            const QChar kind = text[j + 1];
            int k = j + 2;
            while (k + 1 < n && !(text[k] == kind && text[k + 1] == u']') && text[k] != u']')
                ++k;
            if (k + 1 >= n)
                return -1; // no ']' at all after it: the class cannot close (and scanning again is quadratic)
            if (k + 1 < n && text[k] == kind && text[k + 1] == u']') {
                const QString name = text.mid(j + 2, k - j - 2).toString();
                if (kind == u':')
                    item.classes.append(name);
                else if (!name.isEmpty())
                    item.ranges.append({name.at(0).unicode(), name.at(0).unicode()});
                j = k + 2;
                continue;
            }
        }
        QChar low = c;
        if (c == u'\\' && j + 1 < n)
            low = text[++j];
        if (j + 2 < n && text[j + 1] == u'-' && text[j + 2] != u']') {
            QChar high = text[j + 2];
            j += 3;
            if (high == u'\\' && j < n)
                high = text[j++];
            item.ranges.append({low.unicode(), high.unicode()});
            continue;
        }
        item.ranges.append({low.unicode(), low.unicode()});
        ++j;
    }
    return -1;
}

void GlobPattern::appendPattern(QStringView text)
{
    m_reversed.clear();
    const int n = int(text.size());
    for (int i = 0; i < n; ++i) {
        const QChar c = text[i];
        Item item;
        if (m_extendedGlob && i + 1 < n && text[i + 1] == u'(' && QStringView(u"@*+?!").contains(c))
            m_extended = true;
        if (c == u'*') {
            if (!m_items.isEmpty() && m_items.constLast().kind == Item::Star)
                continue;
            item.kind = Item::Star;
        } else if (c == u'?') {
            item.kind = Item::Any;
        } else if (c == u'\\' && i + 1 < n) {
            item.c = text[++i];
        } else if (c == u'[' && !m_noClosingBracket) {
            item.kind = Item::Class;
            const int close = readClass(text, i, item);
            if (close < 0) {
                // No ']' closes it, so none closes a later '[' either: each is a plain character.
                m_noClosingBracket = true;
                item = Item();
                item.c = c;
            } else {
                i = close;
            }
        } else {
            item.c = c;
        }
        m_items.append(item);
    }
    m_noClosingBracket = false;
}

bool GlobPattern::classMatches(const QString& name, QChar c)
{
    if (name == u"alpha")
        return c.isLetter();
    if (name == u"digit")
        return c >= u'0' && c <= u'9';
    if (name == u"alnum")
        return c.isLetterOrNumber();
    if (name == u"space")
        return c.isSpace();
    if (name == u"blank")
        return c == u' ' || c == u'\t';
    if (name == u"upper")
        return c.isUpper();
    if (name == u"lower")
        return c.isLower();
    if (name == u"punct")
        return c.isPunct() || c.isSymbol();
    if (name == u"xdigit")
        return (c >= u'0' && c <= u'9') || (c >= u'a' && c <= u'f') || (c >= u'A' && c <= u'F');
    if (name == u"cntrl")
        return c.category() == QChar::Other_Control;
    if (name == u"print")
        return c.isPrint();
    if (name == u"graph")
        return c.isPrint() && !c.isSpace();
    return false;
}

bool GlobPattern::itemMatches(const Item& item, QChar c)
{
    switch (item.kind) {
    case Item::Char: return item.c == c;
    case Item::Any:
    case Item::Star: return true;
    case Item::Class: break;
    }
    bool found = false;
    for (const Range& range : item.ranges) {
        if (c.unicode() >= range.low && c.unicode() <= range.high) {
            found = true;
            break;
        }
    }
    for (qsizetype k = 0; !found && k < item.classes.size(); ++k)
        found = classMatches(item.classes.at(k), c);
    return found != item.negate;
}

QString GlobPattern::extendedReason()
{
    return tr("unresolved: an extended pattern (extglob's @(...), +(...), !(...)) is not matched statically");
}

bool GlobPattern::charge(qint64 textLength) const
{
    if (!m_budget)
        return true;
    return m_budget->spend((textLength + 1) * (qint64(m_items.size()) + 1));
}

void GlobPattern::closure(std::vector<char>& states, const QList<Item>& items) const
{
    const int m = int(items.size());
    for (int s = 0; s < m; ++s) {
        if (states[s] && items.at(s).kind == Item::Star)
            states[s + 1] = 1;
    }
}

// Runs the pattern from the text's start (or, reversed, from its end) and reports the shortest
// or longest length that leaves every item matched.
std::optional<int> GlobPattern::scan(QStringView text, bool longest, bool reversed) const
{
    if (m_extended || !charge(text.size()))
        return std::nullopt;
    if (reversed && m_reversed.size() != m_items.size()) {
        QList<Item> items = m_items;
        std::reverse(items.begin(), items.end());
        const_cast<GlobPattern*>(this)->m_reversed = items;
    }
    const QList<Item>& items = reversed ? m_reversed : m_items;
    const int m = int(items.size());
    const int n = int(text.size());
    std::vector<char> states(m + 1, 0);
    std::vector<char> next(m + 1, 0);
    states[0] = 1;
    closure(states, items);
    int best = states[m] ? 0 : -1;
    if (best == 0 && !longest)
        return 0;
    for (int i = 0; i < n; ++i) {
        const QChar c = reversed ? text[n - 1 - i] : text[i];
        std::fill(next.begin(), next.end(), 0);
        bool any = false;
        for (int s = 0; s < m; ++s) {
            if (!states[s])
                continue;
            const Item& item = items.at(s);
            if (item.kind == Item::Star) {
                next[s] = 1;
                any = true;
            } else if (itemMatches(item, c)) {
                next[s + 1] = 1;
                any = true;
            }
        }
        if (!any)
            break;
        closure(next, items);
        states.swap(next);
        if (states[m]) {
            best = i + 1;
            if (!longest)
                return best;
        }
    }
    return best;
}

std::optional<bool> GlobPattern::matches(QStringView text) const
{
    const std::optional<int> length = scan(text, true, false);
    if (!length)
        return std::nullopt;
    return *length == text.size();
}

std::optional<int> GlobPattern::prefix(QStringView text, bool longest) const
{
    return scan(text, longest, false);
}

std::optional<int> GlobPattern::suffix(QStringView text, bool longest) const
{
    return scan(text, longest, true);
}

// Leftmost-longest in one pass: every state remembers the earliest start that reaches it; a
// later start reaching the same state can only give a match that an earlier one also gives.
std::optional<std::pair<int, int>> GlobPattern::search(QStringView text, int from) const
{
    const int n = int(text.size());
    if (m_extended || !charge(n - from))
        return std::nullopt;
    const int m = int(m_items.size());
    std::vector<int> start(m + 1, -1);
    std::vector<int> next(m + 1, -1);
    const auto reach = [](std::vector<int>& states, int s, int at) {
        if (states[s] < 0 || at < states[s])
            states[s] = at;
    };
    const auto close = [&](std::vector<int>& states) {
        for (int s = 0; s < m; ++s) {
            if (states[s] >= 0 && m_items.at(s).kind == Item::Star)
                reach(states, s + 1, states[s]);
        }
    };
    int bestStart = -1;
    int bestEnd = -1;
    for (int i = from; i <= n; ++i) {
        if (bestStart < 0) {
            reach(start, 0, i);
            close(start);
        }
        if (start[m] >= 0 && (bestStart < 0 || start[m] < bestStart || (start[m] == bestStart && i > bestEnd))) {
            bestStart = start[m];
            bestEnd = i;
        }
        bool alive = false;
        for (int s = 0; s <= m; ++s) {
            if (start[s] >= 0 && bestStart >= 0 && start[s] > bestStart)
                start[s] = -1;
            alive = alive || (start[s] >= 0 && s < m);
        }
        if (i == n || (!alive && bestStart >= 0))
            break;
        std::fill(next.begin(), next.end(), -1);
        const QChar c = text[i];
        for (int s = 0; s < m; ++s) {
            if (start[s] < 0)
                continue;
            const Item& item = m_items.at(s);
            if (item.kind == Item::Star)
                reach(next, s, start[s]);
            else if (itemMatches(item, c))
                reach(next, s + 1, start[s]);
        }
        close(next);
        start.swap(next);
    }
    if (bestStart < 0)
        return std::pair{-1, 0};
    return std::pair{bestStart, bestEnd - bestStart};
}

} // namespace ddpw
