#include "validate/PortChecks.h"

#include "launcher/PythonText.h"
#include "validate/PlatformSimulation.h"

namespace ddpw {

void PortChecks::checkPort(ValidationContext& context, const ValidatedInvocation& invocation, const QString& port,
                           const SourceRange& range, bool parserChecked)
{
    if (port.isEmpty() || port.size() > 12)
        return;
    for (QChar c : port) {
        if (!c.isDigit())
            return;
    }
    // Python's int(), as torch reads the port: any decimal digits (a full-width ２９５００ is 29500).
    const std::optional<PythonText::Integer> parsed = PythonText::toInt(port);
    if (!parsed || parsed->overflow)
        return;
    const qint64 number = parsed->value;
    const DiagnosticFix fix{range, QStringLiteral("29500")};
    if (number > 65535) {
        if (!parserChecked)
            context.add("DDP313", range, tr("port %1 is out of range: a TCP port is 1 to 65535").arg(port), fix);
    } else if (number == 0) {
        if (context.multiNode(invocation))
            context.add("DDP311", range,
                        tr("port 0 lets every node pick its own free port, so the nodes never meet; use a fixed port "
                           "such as 29500"),
                        fix);
    } else if (number < 1024) {
        context.add("DDP312", range,
                    tr("port %1 is privileged (below 1024): it needs root and may be taken; use e.g. 29500").arg(port),
                    fix);
    }
}

void PortChecks::run(ValidationContext& context)
{
    for (const ValidatedInvocation& invocation : context.invocations()) {
        // --standalone meets on its own localhost store: torch uses neither port given.
        if (context.flag(invocation, QStringLiteral("standalone")))
            continue;
        if (const LauncherOccurrence* endpoint = context.occurrence(invocation, QStringLiteral("rdzv_endpoint"))) {
            const QString value = endpoint->valueText;
            const QString port = ValidationContext::endpointPort(value);
            const SourceRange valueRange = context.valueRange(invocation, *endpoint);
            // Point at the port digits when the value is written plainly at the end of the word.
            SourceRange where = valueRange;
            const ShellWord& word = context.word(invocation, endpoint->valueWordIndex >= 0 ? endpoint->valueWordIndex
                                                                                           : endpoint->wordIndex);
            if (!port.isEmpty() && word.raw.endsWith(port) && word.range.begin.line == word.range.end.line)
                where = context.range(word.range.end.offset - int(port.size()), word.range.end.offset);
            checkPort(context, invocation, port, where, !endpoint->unresolved);
        }
        if (const LauncherOccurrence* master = context.occurrence(invocation, QStringLiteral("master_port"))) {
            // Written in a variable ($PORT, ${MASTER_PORT:-0}): the value every node passes.
            const QString port = master->unresolved
                                     ? context.platform()
                                           .commonValue(invocation.command, QStringLiteral("master_port"))
                                           .value_or(QString())
                                     : master->valueText.trimmed();
            checkPort(context, invocation, port, context.valueRange(invocation, *master), false);
        }
    }
}

} // namespace ddpw
