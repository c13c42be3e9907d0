#include "cli/CliSubcommand.h"

#include "cli/CliHelp.h"
#include "cli/CliLanguage.h"

namespace ddpw {

namespace {

const QString kFormatOption = QStringLiteral("format");

// argv split at the first "--": what follows goes to the training script verbatim.
struct SplitArguments
{
    QStringList options; // starts with the command name
    QStringList scriptArgs;
    bool hadSeparator = false;
};

SplitArguments splitAtDoubleDash(const QStringList& arguments)
{
    SplitArguments split;
    const qsizetype separator = arguments.indexOf(QStringLiteral("--"));
    if (separator < 0) {
        split.options = arguments;
        return split;
    }
    split.options = arguments.mid(0, separator);
    split.scriptArgs = arguments.mid(separator + 1);
    split.hadSeparator = true;
    return split;
}

} // namespace

CliSubcommand::CliSubcommand(Definition definition) : m_definition(std::move(definition)) {}

QString CliSubcommand::format(const QCommandLineParser& parser) const
{
    return m_definition.formats.isEmpty() ? QString() : parser.value(kFormatOption);
}

QString CliSubcommand::inputPath(const QCommandLineParser& parser)
{
    return parser.positionalArguments().value(0, QStringLiteral("-"));
}

int CliSubcommand::usageError(CliIo& io, const QString& message) const
{
    io.err << QStringLiteral("ddpwizard-cli %1: error: ").arg(m_definition.name) << message << u'\n';
    io.err.flush();
    return ExitUsage;
}

void CliSubcommand::warn(CliIo& io, const QString& message) const
{
    io.err << QStringLiteral("ddpwizard-cli %1: warning: ").arg(m_definition.name) << message << u'\n';
    io.err.flush();
}

int CliSubcommand::run(const QStringList& arguments, CliIo& io)
{
    QStringList options = arguments;
    m_scriptArguments.reset();
    if (m_definition.scriptArguments) {
        const SplitArguments split = splitAtDoubleDash(arguments);
        options = split.options;
        if (split.hadSeparator)
            m_scriptArguments = split.scriptArgs;
    }

    QCommandLineParser parser;
    parser.setApplicationDescription(m_definition.description);
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    const QCommandLineOption help({QStringLiteral("h"), QStringLiteral("help")}, tr("show this help"));
    parser.addOption(help);
    if (!m_definition.formats.isEmpty()) {
        const QString formatHelp =
            m_definition.formatHelp.isEmpty() ? tr("text (default) or json") : m_definition.formatHelp;
        parser.addOption({kFormatOption, formatHelp, QStringLiteral("FORMAT"), m_definition.formats.first()});
    }
    addOptions(parser);
    if (m_definition.maxPositionals != 0)
        parser.addPositionalArgument(m_definition.positionalName, m_definition.positionalHelp,
                                     m_definition.positionalSyntax);

    if (!parser.parse(options))
        return usageError(io, parser.errorText());
    if (parser.isSet(help)) {
        io.out << subcommandHelp(parser, m_definition.name);
        return ExitOk;
    }
    const QStringList positionals = parser.positionalArguments();
    if (m_definition.maxPositionals >= 0 && positionals.size() > m_definition.maxPositionals) {
        if (m_definition.maxPositionals > 0)
            return usageError(
                io, tr("expected at most one %1, got %2").arg(m_definition.positionalName).arg(positionals.size()));
        return usageError(io,
                          m_definition.scriptArguments
                              ? tr("unexpected argument \"%1\": script arguments go after --").arg(positionals.first())
                              : tr("unexpected argument \"%1\"").arg(positionals.first()));
    }
    if (!m_definition.formats.isEmpty()) {
        const QString chosen = parser.value(kFormatOption);
        if (!m_definition.formats.contains(chosen))
            return usageError(
                io,
                tr("--format: \"%1\" is not one of: %2").arg(chosen, m_definition.formats.join(QStringLiteral(", "))));
        if (m_definition.machineFormats.contains(chosen))
            CliLanguage::useEnglish(); // read by programs: English in every locale
    }
    const int exit = execute(parser, io);
    io.out.flush();
    io.err.flush();
    return exit;
}

} // namespace ddpw
