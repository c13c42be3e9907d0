#pragma once

#include <QString>
#include <QStringList>

#include <optional>

namespace ddpw {

// bash's `getopts OPTSTRING NAME [ARG...]`, one call at a time, as bash 5 runs it: OPTIND is the
// next word to read (1 first), a word of grouped options (-ab) is read a letter per call with
// OPTIND staying on it, an option with ':' takes the rest of its word or the next word, `--`
// or the first word that is not an option ends the options. A leading ':' in OPTSTRING is the
// silent mode: an unknown option gives NAME '?' with OPTARG the letter, a missing argument ':'.
class GetoptsBuiltin
{
public:
    struct Call
    {
        bool found = false;            // getopts' status is 0: the loop body runs
        QString name;                  // what NAME is set to ('?' at the end)
        std::optional<QString> optarg; // OPTARG, nullopt where bash unsets it
        int optind = 1;                // OPTIND after the call
    };

    // OPTIND as the shell holds it before the call: a value other than the one the previous
    // call left restarts at that word, as bash does.
    Call next(const QString& optstring, const QStringList& args, const QString& optind);

private:
    int m_optind = 1;
    int m_letter = 0; // the next letter in args[m_optind - 1]; 0 at the start of a word
    std::optional<QString> m_lastOptind;
};

} // namespace ddpw
