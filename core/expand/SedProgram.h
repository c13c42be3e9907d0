#pragma once

#include <QCoreApplication>
#include <QList>
#include <QRegularExpression>
#include <QString>
#include <QStringList>

#include <optional>

namespace ddpw {

// A sed script as GNU sed runs it over a text, for the pipelines of start scripts (`ping ... |
// sed '1{s/[^(]*(//;s/).*//;q}'`, `sed -n '2p'`, `sed 's/,/ /g'`): commands separated by ';' or
// newlines, each with no address, a line number, '$' or /regex/ (basic, or extended with -E),
// a range of two, and '!'; the commands s/// (flags g, p, N, I), p, d, q, Q, =, y and { }
// groups. Anything else is not simulated: parse() says which part.
class SedProgram
{
    Q_DECLARE_TR_FUNCTIONS(SedProgram)

public:
    // The script pieces (-e ... or the one argument) joined as sed joins them, by newlines.
    static std::optional<SedProgram> parse(const QStringList& scripts, bool extended, QString* why);
    // The output for `input`; quiet is -n. A last line without newline is written without one,
    // as GNU sed does. nullopt with why: more work than kMaxWork (a long script over many lines).
    std::optional<QString> run(const QString& input, bool quiet, QString* why) const;
    // Characters matched or copied and commands visited (each worth a regular expression's
    // match), over all lines; and the commands a script may have (start scripts use a few).
    static constexpr qint64 kMaxWork = 4'000'000;
    static constexpr int kMaxCommands = 1000;

    // A POSIX basic regular expression in PCRE syntax.
    static QString basicToPcre(const QString& pattern);
    static QString gnuDecimalEscapes(const QString& pattern);

private:
    struct Address
    {
        enum Kind { None, Line, Last, Pattern };
        Kind kind = None;
        int line = 0;
        QRegularExpression pattern;
    };
    struct Command
    {
        QChar name; // s p d q Q = y { }
        Address first;
        Address second; // a range when not None
        bool negated = false;
        int blockEnd = -1; // {: the index of its }
        // s: the pattern, the replacement, the flags; y: the two sets (in pattern's text).
        QRegularExpression pattern;
        QString replacement;
        QString target;
        bool global = false;
        bool print = false;
        int occurrence = 1;
    };

    bool parseScript(const QString& text, bool extended, QString* why);
    std::optional<Address> parseAddress(const QString& text, int& at, bool extended, QString* why) const;
    bool selects(const Command& command, int index, int lineNumber, bool last, const QString& space,
                 QList<bool>& active) const;
    static bool matches(const Address& address, int lineNumber, bool last, const QString& space);
    static QString substitute(const Command& command, const QString& space, bool& replaced);

    QList<Command> m_commands;
};

} // namespace ddpw
