#include "launcher/DeepSpeedHostfile.h"

#include "launcher/PythonText.h"

#include <limits>
#include <optional>

namespace ddpw {

namespace {

// Python's text-mode lines: '\n', '\r\n' and a lone '\r' all end one.
QStringList lines(const QString& text)
{
    QString normalised = text;
    normalised.replace(QLatin1String("\r\n"), QLatin1String("\n"));
    normalised.replace(u'\r', u'\n');
    return normalised.split(u'\n');
}

// re.search(r'^(\S+)\s+slots=(\d+)', line) on the stripped line; nothing when it does not match.
std::optional<DeepSpeedHostfile::Host> match(const QString& line)
{
    qsizetype i = 0;
    while (i < line.size() && !PythonText::isSpace(line.at(i)))
        ++i;
    if (i == 0)
        return std::nullopt;
    const QString host = line.left(i);
    const qsizetype blanks = i;
    while (i < line.size() && PythonText::isSpace(line.at(i)))
        ++i;
    if (i == blanks || !QStringView(line).mid(i).startsWith(QLatin1String("slots=")))
        return std::nullopt;
    i += 6;
    const qsizetype digits = i;
    while (i < line.size() && PythonText::isDigit(line.at(i)))
        ++i;
    if (i == digits)
        return std::nullopt;
    const std::optional<PythonText::Integer> count = PythonText::toInt(QStringView(line).mid(digits, i - digits));
    if (!count)
        return std::nullopt;
    return DeepSpeedHostfile::Host{host, count->overflow ? std::numeric_limits<qint64>::max() : count->value, 0};
}

} // namespace

DeepSpeedHostfile DeepSpeedHostfile::parse(const QString& text)
{
    DeepSpeedHostfile file;
    const QStringList all = lines(text);
    for (int k = 0; k < all.size(); ++k) {
        const QString line = PythonText::strip(all.at(k));
        if (line.isEmpty() || line.startsWith(u'#'))
            continue;
        std::optional<Host> host = match(line);
        if (!host) {
            file.m_error = Error::BadLine;
            file.m_errorLine = k + 1;
            file.m_errorText = line;
            return file;
        }
        for (const Host& earlier : file.m_hosts) {
            if (earlier.name == host->name) {
                file.m_error = Error::Duplicate;
                file.m_errorLine = k + 1;
                file.m_errorText = host->name;
                return file;
            }
        }
        host->line = k + 1;
        file.m_hosts.append(*host);
    }
    if (file.m_hosts.isEmpty())
        file.m_error = Error::Empty;
    return file;
}

DeepSpeedHostfile DeepSpeedHostfile::missing()
{
    DeepSpeedHostfile file;
    file.m_error = Error::Missing;
    return file;
}

QString DeepSpeedHostfile::errorMessage() const
{
    switch (m_error) {
    case Error::None: return QString();
    case Error::BadLine:
        return tr("line %1 '%2' is not 'HOST slots=N': the runner stops with \"Hostfile contains a bad entry\"")
            .arg(m_errorLine)
            .arg(m_errorText);
    case Error::Duplicate:
        return tr("line %1 lists %2 a second time: the runner stops with \"Hostfile contains multiple entries\"")
            .arg(m_errorLine)
            .arg(m_errorText);
    case Error::Empty: return tr("the hostfile lists no host: the runner stops with \"Hostfile is empty\"");
    case Error::Missing:
        return tr("no hostfile: the runner trains on this machine alone, with the master address 127.0.0.1");
    }
    return QString();
}

} // namespace ddpw
