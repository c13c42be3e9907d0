#pragma once

#include <QCoreApplication>
#include <QList>
#include <QRegularExpression>
#include <QString>
#include <QStringList>

#include <optional>

namespace ddpw {

// grep as GNU grep runs it over a text, for the lines of start scripts that pick a host or test
// a name (`echo "$VC_WORKER_HOSTS" | tr , '\n' | grep -v "$HOSTNAME"`, `hostname | grep -q
// worker-0`, `N=$(... | grep -c gpu)`): patterns basic (default), extended (-E) or fixed (-F),
// from the argument or -e; -i, -v, -w, -x, -c, -q, -o, -m N, -n, -s. Its exit status matters as
// much as its output (`set -e`, `if`): 0 when a line was selected, 1 when none was.
class GrepProgram
{
    Q_DECLARE_TR_FUNCTIONS(GrepProgram)

public:
    // The options and patterns of argv (without the program); nullopt with why for an option
    // that is not simulated, a file operand (the caller gives a node's file as the input), or
    // a pattern PCRE cannot take.
    static std::optional<GrepProgram> parse(const QStringList& args, QString* why);
    struct Result
    {
        QString output;
        int status = 1;
    };
    // nullopt with why where a line holds a value only the node knows (whether it matches is
    // the node's), or more than kMaxWork characters of lines times patterns.
    std::optional<Result> run(const QString& input, QString* why) const;
    static constexpr qint64 kMaxWork = 8'000'000;

    enum class Syntax { Basic, Extended, Fixed };
    struct GrepOptions;

private:
    bool applyFlag(QChar option, GrepOptions& options);
    bool applyValue(QChar option, const QString& value, GrepOptions& options);
    bool matches(const QString& line) const;
    std::optional<bool> selectsWhatever(const QString& line) const;
    QStringList matchesIn(const QString& line) const;

    QList<QRegularExpression> m_patterns;
    bool m_invert = false;
    bool m_count = false;
    bool m_quiet = false;
    bool m_onlyMatching = false;
    bool m_lineNumbers = false;
    qint64 m_maxCount = -1;
};

} // namespace ddpw
