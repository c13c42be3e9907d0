#include "logdiagnosis/JsonStringScanner.h"

namespace ddpw {

namespace {

int hexValue(QChar c)
{
    const char16_t u = c.unicode();
    if (u >= '0' && u <= '9')
        return u - '0';
    if (u >= 'a' && u <= 'f')
        return u - 'a' + 10;
    if (u >= 'A' && u <= 'F')
        return u - 'A' + 10;
    return -1;
}

// Decodes the string that starts after the opening quote at `begin`; stops at the closing quote
// or the end of the line.
QString decodeFrom(const QString& line, qsizetype begin)
{
    QString out;
    const qsizetype n = line.size();
    for (qsizetype i = begin; i < n; ++i) {
        const QChar c = line.at(i);
        if (c == u'"')
            break;
        if (c != u'\\' || i + 1 >= n) {
            out.append(c);
            continue;
        }
        const QChar e = line.at(++i);
        switch (e.unicode()) {
        case 'n': out.append(u'\n'); break;
        case 't': out.append(u'\t'); break;
        case 'r': break;
        case 'b':
        case 'f': break;
        case 'u': {
            int value = 0;
            bool ok = i + 4 < n;
            for (int k = 1; ok && k <= 4; ++k) {
                const int h = hexValue(line.at(i + k));
                ok = h >= 0;
                value = value * 16 + h;
            }
            if (ok) {
                out.append(QChar(char16_t(value)));
                i += 4;
            }
            break;
        }
        default: out.append(e); break; // \" \\ \/
        }
    }
    return out;
}

} // namespace

QStringList JsonStringScanner::values(const QString& line, const QString& key)
{
    QStringList result;
    const QString quoted = u'"' + key + u'"';
    qsizetype from = 0;
    while (result.size() < 16) {
        const qsizetype at = line.indexOf(quoted, from);
        if (at < 0)
            break;
        qsizetype i = at + quoted.size();
        while (i < line.size() && line.at(i).isSpace())
            ++i;
        if (i >= line.size() || line.at(i) != u':') {
            from = at + 1;
            continue;
        }
        ++i;
        while (i < line.size() && line.at(i).isSpace())
            ++i;
        if (i < line.size() && line.at(i) == u'"')
            result.append(decodeFrom(line, i + 1));
        from = i;
    }
    return result;
}

} // namespace ddpw
