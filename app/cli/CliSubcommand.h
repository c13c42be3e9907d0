#pragma once

#include "cli/CliIo.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <optional>

namespace ddpw {

// What every ddpwizard-cli subcommand does alike, in one place: -h/--help with the
// "Usage: ddpwizard-cli NAME" line, --format and its values (machine formats in English in every
// locale), positional arguments, script arguments after `--`, and usage errors as
// "ddpwizard-cli NAME: error: ..." with exit code 2. A subcommand declares its options and does
// its work in execute(); exit codes are the CliExit values.
class CliSubcommand
{
    Q_DECLARE_TR_FUNCTIONS(CliSubcommand)

public:
    virtual ~CliSubcommand() = default;

    // arguments[0] is the subcommand's name.
    virtual int run(const QStringList& arguments, CliIo& io);

protected:
    struct Definition
    {
        QString name{};        // "validate"
        QString description{}; // the --help text above the options
        QStringList formats{}; // --format's values, the first the default; empty: no --format
        QString formatHelp{};  // --format's help line; empty: "text (default) or json"
        // Formats read by programs: chosen, they switch the messages to English.
        QStringList machineFormats{QStringLiteral("json")};
        int maxPositionals = 0;     // FILE arguments taken (0 or 1; -1: any number)
        QString positionalName{};   // in messages, e.g. "FILE"
        QString positionalSyntax{}; // in --help's usage line, e.g. "[FILE|-]"
        QString positionalHelp{};
        bool scriptArguments = false; // everything after `--` goes to the training script
    };

    explicit CliSubcommand(Definition definition);

    virtual void addOptions(QCommandLineParser& parser) = 0;
    virtual int execute(const QCommandLineParser& parser, CliIo& io) = 0;

    const QString& name() const { return m_definition.name; }
    // The chosen --format.
    QString format(const QCommandLineParser& parser) const;
    // The words after `--`, when the command line had one.
    const std::optional<QStringList>& scriptArguments() const { return m_scriptArguments; }
    // The first positional argument, or "-" (standard input) when there is none.
    static QString inputPath(const QCommandLineParser& parser);

    // Writes "ddpwizard-cli NAME: error: MESSAGE" and returns ExitUsage.
    int usageError(CliIo& io, const QString& message) const;
    // Writes "ddpwizard-cli NAME: warning: MESSAGE".
    void warn(CliIo& io, const QString& message) const;

private:
    Definition m_definition;
    std::optional<QStringList> m_scriptArguments;
};

} // namespace ddpw
