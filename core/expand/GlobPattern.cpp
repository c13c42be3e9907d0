#include "expand/GlobPattern.h"

namespace ddpw {

namespace {

// The work a prefix/suffix search may do before it gives up (characters compared).
constexpr qint64 kBudget = 20'000'000;

bool classMatches(QStringView name, QChar c)
{
    if (name == u"alpha")
        return c.isLetter();
    if (name == u"digit")
        return c >= u'0' && c <= u'9';
    if (name == u"alnum")
        return c.isLetterOrNumber();
    if (name == u"space")
        return c.isSpace();
    if (name == u"upper")
        return c.isUpper();
    if (name == u"lower")
        return c.isLower();
    if (name == u"punct")
        return c.isPunct() || c.isSymbol();
    if (name == u"xdigit")
        return (c >= u'0' && c <= u'9') || (c >= u'a' && c <= u'f') || (c >= u'A' && c <= u'F');
    return false;
}

} // namespace

void GlobPattern::appendLiteral(QStringView text)
{
    for (const QChar c : text)
        m_items.append({Item::Char, c, {}, false});
}

void GlobPattern::appendPattern(QStringView text)
{
    const int n = int(text.size());
    for (int i = 0; i < n; ++i) {
        const QChar c = text[i];
        if (c == u'*') {
            if (m_items.isEmpty() || m_items.constLast().kind != Item::Star) {
                m_items.append({Item::Star, {}, {}, false});
                ++m_stars;
            }
        } else if (c == u'?') {
            m_items.append({Item::Any, {}, {}, false});
        } else if (c == u'\\' && i + 1 < n) {
            m_items.append({Item::Char, text[++i], {}, false});
        } else if (c == u'[') {
            // Find the closing ']' (a ']' right after '[' or '[!' is a member).
            int j = i + 1;
            const bool negate = j < n && (text[j] == u'!' || text[j] == u'^');
            if (negate)
                ++j;
            const int first = j;
            if (j < n && text[j] == u']')
                ++j;
            while (j < n && text[j] != u']') {
                if (text[j] == u'[' && j + 1 < n && text[j + 1] == u':') {
                    const qsizetype close = text.indexOf(QStringView(u":]"), j + 2);
                    if (close > 0) {
                        j = int(close) + 2;
                        continue;
                    }
                }
                ++j;
            }
            if (j >= n) {
                m_items.append({Item::Char, c, {}, false});
                continue;
            }
            Item item{Item::Class, {}, {}, negate};
            // Encode members: 'x' as "x", ranges as "\0a-z", classes as "\1name\1".
            for (int k = first; k < j; ++k) {
                if (text[k] == u'[' && k + 1 < j && text[k + 1] == u':') {
                    const qsizetype close = text.indexOf(QStringView(u":]"), k + 2);
                    item.set += QChar(1);
                    item.set += text.mid(k + 2, close - k - 2);
                    item.set += QChar(1);
                    k = int(close) + 1;
                } else if (k + 2 < j && text[k + 1] == u'-') {
                    item.set += QChar(0);
                    item.set += text[k];
                    item.set += text[k + 2];
                    k += 2;
                } else {
                    item.set += text[k];
                }
            }
            m_items.append(item);
            i = j;
        } else {
            m_items.append({Item::Char, c, {}, false});
        }
    }
}

bool GlobPattern::isLiteral() const
{
    for (const Item& item : m_items) {
        if (item.kind != Item::Char)
            return false;
    }
    return true;
}

bool GlobPattern::itemMatches(const Item& item, QChar c)
{
    switch (item.kind) {
    case Item::Char: return item.c == c;
    case Item::Any: return true;
    case Item::Star: return true;
    case Item::Class: break;
    }
    bool found = false;
    const QString& set = item.set;
    for (int k = 0; k < set.size() && !found; ++k) {
        if (set[k] == QChar(0) && k + 2 < set.size()) {
            found = c >= set[k + 1] && c <= set[k + 2];
            k += 2;
        } else if (set[k] == QChar(1)) {
            const qsizetype close = set.indexOf(QChar(1), k + 1);
            found = classMatches(QStringView(set).mid(k + 1, close - k - 1), c);
            k = int(close);
        } else {
            found = set[k] == c;
        }
    }
    return found != item.negate;
}

bool GlobPattern::matches(QStringView text) const
{
    if (m_stars > 1)
        return matchGeneral(text);
    // No '*': fixed length. One '*': the parts before and after it are anchored.
    const int n = int(text.size());
    int star = -1;
    for (int k = 0; k < m_items.size(); ++k) {
        if (m_items.at(k).kind == Item::Star)
            star = k;
    }
    const int fixed = int(m_items.size()) - (star >= 0 ? 1 : 0);
    if (star < 0 ? n != fixed : n < fixed)
        return false;
    const int head = star < 0 ? fixed : star;
    for (int k = 0; k < head; ++k) {
        if (!itemMatches(m_items.at(k), text[k]))
            return false;
    }
    const int tail = fixed - head;
    for (int k = 0; k < tail; ++k) {
        if (!itemMatches(m_items.at(star + 1 + k), text[n - tail + k]))
            return false;
    }
    return true;
}

// The classic iterative wildcard match: remembers only the last '*', so it is O(n*m).
bool GlobPattern::matchGeneral(QStringView text) const
{
    const int n = int(text.size());
    const int m = int(m_items.size());
    int p = 0;
    int i = 0;
    int starP = -1;
    int starI = 0;
    while (i < n) {
        if (p < m && m_items.at(p).kind == Item::Star) {
            if (p == m - 1)
                return true;
            starP = p++;
            starI = i;
        } else if (p < m && itemMatches(m_items.at(p), text[i])) {
            ++p;
            ++i;
        } else if (starP >= 0) {
            p = starP + 1;
            i = ++starI;
        } else {
            return false;
        }
    }
    while (p < m && m_items.at(p).kind == Item::Star)
        ++p;
    return p == m;
}

bool GlobPattern::affordable(QStringView text) const
{
    const qint64 n = text.size();
    const qint64 perTry = m_stars > 1 ? n * qint64(m_items.size() + 1) : qint64(m_items.size() + 1);
    return n * perTry <= kBudget;
}

std::optional<int> GlobPattern::prefix(QStringView text, bool longest) const
{
    if (!affordable(text))
        return std::nullopt;
    const int n = int(text.size());
    for (int k = 0; k <= n; ++k) {
        const int length = longest ? n - k : k;
        if (matches(text.left(length)))
            return length;
    }
    return -1;
}

std::optional<int> GlobPattern::suffix(QStringView text, bool longest) const
{
    if (!affordable(text))
        return std::nullopt;
    const int n = int(text.size());
    for (int k = 0; k <= n; ++k) {
        const int length = longest ? n - k : k;
        if (matches(text.right(length)))
            return length;
    }
    return -1;
}

std::optional<std::pair<int, int>> GlobPattern::search(QStringView text, int from) const
{
    const qint64 n = text.size();
    if (n * n * (m_stars > 1 ? n : 1) > kBudget)
        return std::nullopt;
    for (int begin = from; begin <= n; ++begin) {
        for (int length = int(n) - begin; length >= 0; --length) {
            if (matches(text.mid(begin, length)))
                return std::pair{begin, length};
        }
    }
    return std::pair{-1, 0};
}

} // namespace ddpw
