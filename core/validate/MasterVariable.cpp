#include "validate/MasterVariable.h"

#include "generate/CommandGenerator.h"

#include <algorithm>

namespace ddpw {

namespace {

const QString kName = QStringLiteral("MASTER");

// The start of the line that holds `offset`, before the lines it continues ("...\\\n").
int logicalLineStart(QStringView text, int offset)
{
    int start = offset;
    while (true) {
        while (start > 0 && text.at(start - 1) != u'\n')
            --start;
        if (start == 0)
            return 0;
        int end = start - 1; // the '\n' that ends the line before
        if (end > 0 && text.at(end - 1) == u'\r')
            --end;
        if (end == 0 || text.at(end - 1) != u'\\')
            return start;
        start = end - 1;
    }
}

// The generator's lines, for this role: MASTER="${VC_<ROLE>_HOSTS%%,*}", export, and the guard
// that stops on an empty MASTER (without it DDP104 would be the next finding).
QString definitionLines(const ValidationOptions& options)
{
    JobSpec job;
    job.roleName = options.roleName;
    job.masterDerivation = MasterDerivation::ParameterExpansion;
    return CommandGenerator(job).masterLine() + u'\n' + CommandGenerator::masterGuardLine() + u'\n';
}

} // namespace

QString MasterVariable::reference()
{
    return QStringLiteral("${") + kName + u'}';
}

bool MasterVariable::setBefore(const ValidationContext& context, int offset)
{
    const QList<EnvVar>& platform = context.options().platformVariables;
    if (std::any_of(platform.cbegin(), platform.cend(), [](const EnvVar& var) { return var.name == kName; }))
        return true;
    const QList<AssignmentSite>& sites = context.assignments();
    return std::any_of(sites.cbegin(), sites.cend(), [&](const AssignmentSite& site) {
        return site.name == kName && !site.prefix && site.range.end.offset <= offset;
    });
}

std::optional<DiagnosticFix> MasterVariable::definitionBefore(const ValidationContext& context, int command)
{
    const int begin = context.script().commands.at(command).range.begin.offset;
    if (setBefore(context, begin))
        return std::nullopt;
    const int at = logicalLineStart(context.text(), begin);
    return DiagnosticFix{context.range(at, at), definitionLines(context.options())};
}

void MasterVariable::complete(const ValidationContext& context, CommandDiagnostic* finding, int command)
{
    if (!finding || command < 0 || command >= context.script().commands.size())
        return;
    const QList<DiagnosticFix> fixes = finding->fixes();
    const bool writesMaster = std::any_of(
        fixes.cbegin(), fixes.cend(), [](const DiagnosticFix& fix) { return fix.replacement.contains(reference()); });
    if (!writesMaster)
        return;
    if (const std::optional<DiagnosticFix> definition = definitionBefore(context, command))
        finding->moreFixes.append(*definition);
}

} // namespace ddpw
