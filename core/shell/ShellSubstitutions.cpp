#include "shell/ShellSubstitutions.h"

namespace ddpw {

QList<QPair<int, int>> ShellSubstitutions::bodies(QStringView raw)
{
    QList<QPair<int, int>> bodies;
    int i = 0;
    while (i < raw.size()) {
        if (raw.at(i) == u'`') {
            const qsizetype close = raw.indexOf(u'`', i + 1);
            if (close < 0)
                break;
            bodies.append({i + 1, int(close)});
            i = int(close) + 1;
        } else if (raw.at(i) == u'$' && i + 1 < raw.size() && raw.at(i + 1) == u'(' &&
                   !(i + 2 < raw.size() && raw.at(i + 2) == u'(')) {
            int depth = 1;
            int j = i + 2;
            for (; j < raw.size() && depth > 0; ++j) {
                if (raw.at(j) == u'(')
                    ++depth;
                else if (raw.at(j) == u')')
                    --depth;
            }
            if (depth != 0)
                break;
            bodies.append({i + 2, j - 1});
            i = j;
        } else {
            ++i;
        }
    }
    return bodies;
}

} // namespace ddpw
