#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <optional>

namespace ddpw {

// Runs the few text tools that MASTER lines use inside $(...) or backticks on strings, never
// as processes: echo, printf (%s %d %%), cat (stdin only), awk ('{print $N}', -F, NR==N),
// cut (-d -f -c -s), head/tail (-n), tr (sets, ranges, -d, -s), sed (one s/// or Nq/Np),
// wc -l, basename, dirname, true. Anything else gives nullopt and says why.
class CommandSimulator
{
    Q_DECLARE_TR_FUNCTIONS(CommandSimulator)

public:
    static std::optional<QString> run(const QStringList& argv, const QString& input, QString* why);

private:
    static std::optional<QString> runEcho(const QStringList& args);
    static std::optional<QString> runPrintf(const QStringList& args, QString* why);
    static std::optional<QString> runAwk(const QStringList& args, const QString& input, QString* why);
    static std::optional<QString> runCut(const QStringList& args, const QString& input, QString* why);
    static std::optional<QString> runHeadTail(bool head, const QStringList& args, const QString& input, QString* why);
    static std::optional<QString> runTr(const QStringList& args, const QString& input, QString* why);
    static std::optional<QString> runSed(const QStringList& args, const QString& input, QString* why);
};

} // namespace ddpw
