#include "validate/ParserErrorChecks.h"

#include "launcher/LauncherOptionTable.h"

namespace ddpw {

namespace {

using Code = LauncherParseError::Code;

// An unrecognized option that a later torch release knows (dash spellings before 2.0).
bool needsNewerTorch(const LauncherParseError& error, const LauncherParseResult& parsed, const QList<ShellWord>& words)
{
    const TorchVersion version = parsed.version;
    if (!version.isKnown())
        return false;
    for (int index : error.words) {
        if (index < 0 || index >= words.size())
            continue;
        QString written = words.at(index).value;
        if (!written.startsWith(QLatin1String("--")))
            continue;
        const qsizetype equals = written.indexOf(u'=');
        if (equals > 0)
            written.truncate(equals);
        const std::optional<TorchVersion> since = LauncherOptionTable::introducedIn(written, parsed.kind);
        if (since && *since > version)
            return true;
    }
    return false;
}

} // namespace

const char* ParserErrorChecks::codeOf(const LauncherParseError& error, const ValidatedInvocation& invocation,
                                      const ValidationContext& context)
{
    return codeOf(error, invocation.result, context.words(invocation));
}

const char* ParserErrorChecks::codeOf(const LauncherParseError& error, const LauncherParseResult& parsed,
                                      const QList<ShellWord>& words)
{
    switch (error.code) {
    case Code::UnrecognizedArguments: return needsNewerTorch(error, parsed, words) ? "DDP601" : "DDP201";
    case Code::AmbiguousOption: return "DDP202";
    case Code::ExpectedOneArgument: return "DDP203";
    case Code::IgnoredExplicitArgument: return "DDP204";
    case Code::InvalidValue: return "DDP205";
    case Code::InvalidChoice: return "DDP206";
    case Code::RequiredMissing: return "DDP207";
    case Code::PetFlagNotInteger: return "DDP208";
    case Code::NnodesFormat:
    case Code::NnodesNotInteger:
    case Code::NnodesRange: return "DDP301";
    case Code::NprocInvalid:
    case Code::NprocNotPositive: return "DDP302";
    case Code::MaxRestartsNegative: return "DDP303";
    case Code::RdzvConfFormat:
    case Code::RdzvConfMissingValue:
    case Code::RdzvConfValue: return "DDP304";
    case Code::RedirectsFormat:
    case Code::TeeFormat:
    case Code::LocalRanksFilterFormat: return "DDP305";
    case Code::MonitorIntervalNotPositive: return "DDP306";
    case Code::EndpointPort:
    case Code::EndpointHost: return "DDP307";
    case Code::EndpointPortMissing: return "DDP308";
    case Code::NoPythonWithModule: return "DDP309";
    case Code::ValueNotUsable:
    case Code::BackendNotRegistered: return "DDP310";
    case Code::LaunchNoPythonWithoutUseEnv: return "DDP604";
    }
    return "DDP200";
}

CommandDiagnostic* ParserErrorChecks::report(ValidationContext& context, const char* code,
                                             const LauncherParseError& error, const QString& message)
{
    const QString text = error.hint.isEmpty() ? message : tr("%1 (%2)").arg(message, error.hint);
    std::optional<DiagnosticFix> fix;
    if (error.fix)
        fix = DiagnosticFix{error.fix->range, error.fix->replacement};
    // Anything the parser rejects is an error, whatever the catalogue's default.
    CommandDiagnostic* added = context.add(code, error.range, text, fix, Severity::Error);
    for (const LauncherFix& more : error.moreFixes) {
        if (added)
            added->moreFixes.append(DiagnosticFix{more.range, more.replacement});
    }
    return added;
}

void ParserErrorChecks::run(ValidationContext& context)
{
    for (const ValidatedInvocation& invocation : context.invocations()) {
        if (!invocation.evaluatedWords.isEmpty())
            continue;
        for (const LauncherParseError& error : invocation.result.errors)
            report(context, codeOf(error, invocation, context), error, error.message);
    }
}

} // namespace ddpw
