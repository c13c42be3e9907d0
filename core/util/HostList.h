#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace ddpw {

struct HostListResult
{
    QStringList hosts; // in the order given: the first is the master
    QString error;     // why the text is not a host list; hosts is then empty
    bool ok() const { return error.isEmpty(); }
};

// The node hosts as a user gives them, read one way everywhere (the Check step, `check`,
// `dryrun`, `expand`): a VC_WORKER_HOSTS value ("a,b,c"), one host per line, or both mixed.
// Blanks and line breaks around names are ignored; an empty name between two commas, a name
// that starts with '-' (ssh would read it as an option) and more than kMaxHosts names are
// errors. Names are not otherwise restricted: every use quotes them.
class HostList
{
    Q_DECLARE_TR_FUNCTIONS(HostList)

public:
    static constexpr int kMaxHosts = 4096; // JobSpec::kMaxNodes

    static HostListResult parse(const QString& text);
};

} // namespace ddpw
