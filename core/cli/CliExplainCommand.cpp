#include "cli/CliExplainCommand.h"

#include "cli/CliHelp.h"

#include "cli/CliInput.h"
#include "cli/CliLanguage.h"
#include "cli/CliValidationOptions.h"
#include "diagnostics/CommandExplainer.h"

#include <QCommandLineParser>

#include <nlohmann/json.hpp>

namespace ddpw {

int CliExplainCommand::run(const QStringList& arguments, CliIo& io) const
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Explain every token of a start command: each launcher option's meaning and default for the torch version, "
           "the platform variables, the shell constructs, and what torchrun sets for each worker. Reads FILE, or "
           "standard input when FILE is - or missing."));
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    const QCommandLineOption help({QStringLiteral("h"), QStringLiteral("help")}, tr("show this help"));
    const QCommandLineOption format(QStringLiteral("format"), tr("text (default) or json"), QStringLiteral("FORMAT"),
                                    QStringLiteral("text"));
    parser.addOption(help);
    parser.addOption(format);
    const CliValidationOptions validationFlags;
    validationFlags.addOptions(parser);
    parser.addPositionalArgument(QStringLiteral("FILE"), tr("the snippet; - or nothing for standard input"));

    const QString prefix = QStringLiteral("ddpwizard-cli explain: error: ");
    if (!parser.parse(arguments)) {
        io.err << prefix << parser.errorText() << u'\n';
        return ExitUsage;
    }
    if (parser.isSet(help)) {
        io.out << subcommandHelp(parser, QStringLiteral("explain"));
        return ExitOk;
    }
    const QString formatName = parser.value(format);
    if (formatName != QLatin1String("text") && formatName != QLatin1String("json")) {
        io.err << prefix << tr("--format: \"%1\" is not one of: text, json").arg(formatName) << u'\n';
        return ExitUsage;
    }
    if (formatName == QLatin1String("json"))
        CliLanguage::useEnglish(); // read by programs: English in every locale
    if (parser.positionalArguments().size() > 1) {
        io.err << prefix << tr("one FILE at most") << u'\n';
        return ExitUsage;
    }
    ValidationOptions options;
    if (const QString error = validationFlags.read(parser, options); !error.isEmpty()) {
        io.err << prefix << error << u'\n';
        return ExitUsage;
    }
    CliInput input;
    if (!input.read(parser.positionalArguments().value(0), io)) {
        io.err << prefix << input.error() << u'\n';
        return ExitUsage;
    }
    CommandExplainer explainer(options);
    explainer.setText(input.text());
    if (formatName == QLatin1String("json")) {
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
        io.out << explainer.text();
    }
    return ExitOk;
}

} // namespace ddpw
