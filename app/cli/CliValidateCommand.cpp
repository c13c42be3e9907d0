#include "cli/CliValidateCommand.h"

#include "cli/CliInput.h"
#include "cli/CliJobOptions.h"
#include "cli/CliOptionNames.h"
#include "cli/LauncherArgsJson.h"
#include "util/VisibleText.h"
#include "validate/CommandDiagnosticCatalog.h"
#include "validate/CommandValidator.h"
#include "validate/ShellCheckRunner.h"

#include <algorithm>

#include <nlohmann/json.hpp>

namespace ddpw {

namespace {

std::string utf8(const QString& text)
{
    return text.toStdString();
}

nlohmann::json diagnosticJson(const CommandDiagnostic& diagnostic)
{
    const auto edit = [](const DiagnosticFix& fix) -> nlohmann::json {
        return {{"line", fix.range.begin.line},
                {"column", fix.range.begin.column},
                {"end_line", fix.range.end.line},
                {"end_column", fix.range.end.column},
                {"replacement", utf8(fix.replacement)}};
    };
    nlohmann::json fix = nullptr;
    if (diagnostic.fix)
        fix = edit(*diagnostic.fix);
    // The same repair elsewhere on the line, applied together with "fix".
    nlohmann::json more = nlohmann::json::array();
    for (const DiagnosticFix& other : diagnostic.moreFixes)
        more.push_back(edit(other));
    return {{"code", utf8(diagnostic.code)},
            {"severity", utf8(severityName(diagnostic.severity))},
            {"line", diagnostic.range.begin.line},
            {"column", diagnostic.range.begin.column},
            {"end_line", diagnostic.range.end.line},
            {"end_column", diagnostic.range.end.column},
            {"message", utf8(diagnostic.message)},
            {"fix", fix},
            {"more_fixes", more}};
}

int listCodes(const QString& format, CliIo& io)
{
    if (format == QLatin1String("markdown")) {
        io.out << CommandDiagnosticCatalog::markdown();
    } else if (format == QLatin1String("json")) {
        nlohmann::json list = nlohmann::json::array();
        for (const CommandDiagnosticCatalog::Entry& entry : CommandDiagnosticCatalog::entries())
            list.push_back({{"code", entry.code},
                            {"severity", utf8(severityName(entry.severity))},
                            {"title", utf8(CommandDiagnosticCatalog::title(entry))},
                            {"explanation", utf8(CommandDiagnosticCatalog::explanation(entry))},
                            {"example", entry.example}});
        io.out << QString::fromStdString(list.dump(2)) << u'\n';
    } else {
        io.out << CommandDiagnosticCatalog::text();
    }
    return ExitOk;
}

} // namespace

QString CliValidateCommand::toJson(const ValidationResult& result, const QString& torch)
{
    // torch's launchers and the wrappers (accelerate launch, deepspeed), in source order.
    QList<const ValidatedInvocation*> all;
    for (const ValidatedInvocation& invocation : result.invocations)
        all.append(&invocation);
    for (const ValidatedInvocation& invocation : result.wrappers)
        all.append(&invocation);
    std::stable_sort(all.begin(), all.end(), [](const ValidatedInvocation* a, const ValidatedInvocation* b) {
        return a->command < b->command;
    });
    nlohmann::json invocations = nlohmann::json::array();
    for (const ValidatedInvocation* invocation : all) {
        const SourceRange& program = result.commandOf(*invocation).words.at(invocation->location.programIndex).range;
        invocations.push_back(
            LauncherArgsJson::invocation(invocation->result, program.begin.line, program.begin.column));
    }
    nlohmann::json diagnostics = nlohmann::json::array();
    for (const CommandDiagnostic& diagnostic : result.diagnostics)
        diagnostics.push_back(diagnosticJson(diagnostic));
    const nlohmann::json object{{"torch", utf8(torch)}, {"invocations", invocations}, {"diagnostics", diagnostics}};
    return QString::fromStdString(object.dump(2, ' ', false, nlohmann::json::error_handler_t::replace));
}

QString CliValidateCommand::toText(const ValidationResult& result, const QString& fileName, const QString& text)
{
    QString out;
    for (const CommandDiagnostic& diagnostic : result.diagnostics) {
        out += QStringLiteral("%1:%2:%3: %4: %5 [%6]\n")
                   .arg(fileName)
                   .arg(diagnostic.range.begin.line)
                   .arg(diagnostic.range.begin.column)
                   .arg(severityName(diagnostic.severity), diagnostic.message, diagnostic.code);
        for (const QString& line : describeFixes(diagnostic.fixes(), text))
            out += VisibleText::escaped(line) + u'\n';
    }
    return out;
}

CliValidateCommand::CliValidateCommand()
    : CliSubcommand(
          {.name = QStringLiteral("validate"),
           .description = tr("Check a start command (or a whole start-command snippet) the way bash and the "
                             "chosen torch version read it. Reads FILE, or standard input when FILE is - or "
                             "missing.\nOutput: FILE:LINE:COL: error|warning|info: message [CODE], with the "
                             "fix below it.\nExit codes: 0 no error, 1 errors found, 2 usage or input error.") +
                          u'\n' + CliJobOptions::olderSpellingNote(CliOptionNames::env, CliOptionNames::platformEnv),
           .formats = QStringList{QStringLiteral("text"), QStringLiteral("json"), QStringLiteral("markdown")},
           .formatHelp = tr("text (default) or json; markdown for --list-codes"),
           .machineFormats = {QStringLiteral("json"), QStringLiteral("markdown")},
           .maxPositionals = 1,
           .positionalName = QStringLiteral("FILE"),
           .positionalSyntax = QStringLiteral("[FILE|-]"),
           .positionalHelp = tr("the snippet to check; - or nothing for standard input")})
{
}

void CliValidateCommand::addOptions(QCommandLineParser& parser)
{
    parser.addOption({QStringLiteral("shellcheck"), tr("also run shellcheck and merge its findings (SC codes)")});
    parser.addOption({QStringLiteral("list-codes"), tr("list every diagnostic code and exit")});
    parser.addOption({QStringLiteral("explain"), tr("explain one diagnostic code and exit"), QStringLiteral("CODE")});
    m_job.addOptions(parser);
}

int CliValidateCommand::execute(const QCommandLineParser& parser, CliIo& io)
{
    if (parser.isSet(QStringLiteral("list-codes")))
        return listCodes(format(parser), io);
    if (parser.isSet(QStringLiteral("explain"))) {
        const QString code = parser.value(QStringLiteral("explain"));
        const CommandDiagnosticCatalog::Entry* entry = CommandDiagnosticCatalog::find(code.toUpper());
        if (!entry)
            return usageError(io, tr("unknown code \"%1\" (see --list-codes)").arg(code));
        io.out << CommandDiagnosticCatalog::describe(*entry);
        return ExitOk;
    }
    if (format(parser) == QLatin1String("markdown"))
        return usageError(io, tr("--format markdown is only for --list-codes"));
    if (const QString error = m_job.read(parser, io); !error.isEmpty())
        return usageError(io, error);
    const ValidationOptions options = m_job.validationOptions();
    CliInput input;
    if (!input.read(inputPath(parser), io))
        return usageError(io, input.error());

    ValidationResult result = CommandValidator(options).validate(input.text());
    QList<CommandDiagnostic> extra;
    if (input.invalidUtf8()) {
        extra.append({QStringLiteral("DDP107"),
                      CommandDiagnosticCatalog::severity(QStringLiteral("DDP107")),
                      SourceRange{},
                      tr("the input is not valid UTF-8; invalid bytes were read as U+FFFD"),
                      std::nullopt,
                      {}});
    }
    if (parser.isSet(QStringLiteral("shellcheck"))) {
        const ShellCheckRunner::Outcome outcome = ShellCheckRunner().run(input.text());
        if (outcome.ran)
            extra += outcome.diagnostics;
        else
            extra.append({QStringLiteral("DDP190"),
                          Severity::Info,
                          SourceRange{},
                          tr("ShellCheck skipped: %1").arg(outcome.error),
                          std::nullopt,
                          {}});
    }
    if (!extra.isEmpty()) {
        result.diagnostics += extra;
        sortDiagnostics(result.diagnostics);
    }
    if (format(parser) == QLatin1String("json"))
        io.out << toJson(result, options.torch.toString()) << u'\n';
    else
        io.out << toText(result, input.displayName(), input.text());
    return result.hasErrors() ? ExitFindings : ExitOk;
}

} // namespace ddpw
