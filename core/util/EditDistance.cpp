#include "util/EditDistance.h"

#include <QList>

#include <algorithm>

namespace ddpw {

int editDistance(const QString& a, const QString& b)
{
    if (a.size() > 64 || b.size() > 64)
        return 1000;
    QList<int> previous(b.size() + 1);
    QList<int> current(b.size() + 1);
    for (int j = 0; j <= b.size(); ++j)
        previous[j] = j;
    for (int i = 1; i <= a.size(); ++i) {
        current[0] = i;
        for (int j = 1; j <= b.size(); ++j) {
            const int substitution = previous[j - 1] + (a.at(i - 1) == b.at(j - 1) ? 0 : 1);
            current[j] = std::min({previous[j] + 1, current[j - 1] + 1, substitution});
        }
        std::swap(previous, current);
    }
    return previous[b.size()];
}

} // namespace ddpw
