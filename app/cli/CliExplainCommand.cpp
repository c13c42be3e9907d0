#include "cli/CliExplainCommand.h"

#include "cli/CliInput.h"
#include "cli/CliJobOptions.h"
#include "cli/CliOptionNames.h"
#include "validate/CommandExplainer.h"

#include <nlohmann/json.hpp>

namespace ddpw {

CliExplainCommand::CliExplainCommand()
    : CliSubcommand(
          {.name = QStringLiteral("explain"),
           .description = tr("Explain every token of a start command: each launcher option's meaning and default for "
                             "the torch version, the platform variables, the shell constructs, and what torchrun sets "
                             "for each worker. Reads FILE, or standard input when FILE is - or missing.") +
                          u'\n' + CliJobOptions::olderSpellingNote(CliOptionNames::env, CliOptionNames::platformEnv),
           .formats = {QStringLiteral("text"), QStringLiteral("json")},
           .maxPositionals = 1,
           .positionalName = QStringLiteral("FILE"),
           .positionalSyntax = QStringLiteral("[FILE|-]"),
           .positionalHelp = tr("the snippet; - or nothing for standard input")})
{
}

void CliExplainCommand::addOptions(QCommandLineParser& parser)
{
    m_job.addOptions(parser);
}

int CliExplainCommand::execute(const QCommandLineParser& parser, CliIo& io)
{
    if (const QString error = m_job.read(parser, io); !error.isEmpty())
        return usageError(io, error);
    const ValidationOptions options = m_job.validationOptions();
    CliInput input;
    if (!input.read(inputPath(parser), io))
        return usageError(io, input.error());
    CommandExplainer explainer(options);
    explainer.setText(input.text());
    if (format(parser) == QLatin1String("json")) {
        nlohmann::json list = nlohmann::json::array();
        for (const TokenExplanation& explanation : explainer.explainAll())
            list.push_back({{"line", explanation.range.begin.line},
                            {"column", explanation.range.begin.column},
                            {"end_line", explanation.range.end.line},
                            {"end_column", explanation.range.end.column},
                            {"token", explanation.token.toStdString()},
                            {"title", explanation.title.toStdString()},
                            {"meaning", explanation.meaning.toStdString()},
                            {"default", explanation.defaultValue.toStdString()},
                            {"effect", explanation.effect.toStdString()}});
        io.out << QString::fromStdString(list.dump(2, ' ', false, nlohmann::json::error_handler_t::replace)) << u'\n';
    } else {
        explainer.writeText(io.out);
    }
    return ExitOk;
}

} // namespace ddpw
