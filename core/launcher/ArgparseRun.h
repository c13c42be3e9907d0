#pragma once

#include "launcher/LauncherOptionTable.h"
#include "launcher/LauncherParseResult.h"
#include "shell/ShellWord.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QHash>
#include <QList>

#include <optional>

namespace ddpw {

// One parse of a launcher's arguments: the state of argparse's _parse_known_args (Python 3.11)
// for one command, filling a LauncherParseResult. LauncherParser runs it, then
// TorchrunRuntimeChecks; nothing else uses it.
class ArgparseRun
{
    Q_DECLARE_TR_FUNCTIONS(ArgparseRun)

public:
    ArgparseRun(const LauncherOptionTable& table, const QHash<QString, QString>& environment,
                const QList<ShellWord>& words, int begin, LauncherParseResult& result)
        : m_table(table), m_environment(environment), m_words(words), m_begin(begin), m_result(result),
          m_count(int(words.size()) - begin)
    {
    }

    void run();

private:
    // How argparse's classification pass (`_parse_optional`) sees one argument string.
    struct Classified
    {
        enum class Type { Positional, Separator, Option, Unknown };
        Type type = Type::Positional;
        int option = -1;
        QString optionString;
        bool hasExplicit = false;
        QString explicitArg;
    };
    using Stage = LauncherParseError::Stage;
    using Code = LauncherParseError::Code;

    const ShellWord& word(int arg) const { return m_words.at(m_begin + arg); }
    const QString& text(int arg) const { return word(arg).value; }

    void applyFlagEnvironment();
    void classify();
    Classified parseOptional(int arg);
    void mainLoop();
    int consumeOptional(int start);
    int consumePositionals(int start);
    struct Taken
    {
        int option;
        QString optionString;
        bool hasValue;
        QString value;
        int valueArg; // -1 when the value is attached to the option word
    };
    void takeOption(const Taken& taken, int optionArg);
    std::optional<LauncherValue> convert(const LauncherOption& option, const QString& value, int arg, bool unresolved);
    void convertDefaults();
    void finish();

    LauncherParseError& addError(Stage stage, Code code, const QString& message, int arg, const QString& dest = {});
    std::optional<LauncherFix> respelling(int arg) const;
    void suggestForUnknown(LauncherParseError& error, int arg);
    void suggestForWrapper(LauncherParseError& error, int arg);
    void suggestForAmbiguous(LauncherParseError& error, int arg, const QList<int>& matches, const QString& prefix);

    const LauncherOptionTable& m_table;
    const QHash<QString, QString>& m_environment;
    const QList<ShellWord>& m_words;
    const int m_begin;
    LauncherParseResult& m_result;
    const int m_count;

    QList<Classified> m_classified;
    QByteArray m_pattern; // 'A', 'O' or '-' per argument, as argparse's arg_strings_pattern
    QList<int> m_extras;
    QList<int> m_ambiguous;  // arguments already reported as ambiguous options
    QList<int> m_argumentOf; // option index -> index in m_result.arguments (-1 for help)
    bool m_positionalsDone = false;
    bool m_exited = false; // -h or --print-completion ran: argparse stops there
};

} // namespace ddpw
