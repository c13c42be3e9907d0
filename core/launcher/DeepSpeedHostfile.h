#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace ddpw {

// A DeepSpeed hostfile read the way deepspeed's runner reads it (runner.py _parse_hostfile,
// 0.16.4): each line stripped; blank lines and lines starting with '#' skipped; otherwise the
// line must start with "HOST<blanks>slots=<digits>" (anything after the digits is ignored). The
// same host twice, any other line, or no host at all stops the launch with a ValueError.
class DeepSpeedHostfile
{
    Q_DECLARE_TR_FUNCTIONS(DeepSpeedHostfile)

public:
    struct Host
    {
        QString name;
        qint64 slotCount = 0;
        int line = 0; // 1-based line of the file
    };
    // Missing: no such file; not an error for the runner, which then trains on this machine alone.
    enum class Error { None, BadLine, Duplicate, Empty, Missing };

    static DeepSpeedHostfile parse(const QString& text);
    static DeepSpeedHostfile missing();

    const QList<Host>& hosts() const { return m_hosts; }
    Error error() const { return m_error; }
    int errorLine() const { return m_errorLine; } // 0 for Empty
    bool ok() const { return m_error == Error::None; }
    // The runner's complaint, for a person.
    QString errorMessage() const;

private:
    QList<Host> m_hosts;
    Error m_error = Error::None;
    int m_errorLine = 0;
    QString m_errorText; // the offending line (stripped) or host
};

} // namespace ddpw
