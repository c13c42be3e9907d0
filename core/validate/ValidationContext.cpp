#include "validate/ValidationContext.h"

#include "shell/ShellReferences.h"
#include "util/VisibleText.h"
#include "validate/CommandDiagnosticCatalog.h"
#include "validate/PlatformSimulation.h"

#include <algorithm>

namespace ddpw {

namespace {

bool isNameStart(QChar c)
{
    return c == u'_' || (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z');
}

bool isNameChar(QChar c)
{
    return isNameStart(c) || (c >= u'0' && c <= u'9');
}

} // namespace

ValidationContext::ValidationContext(QStringView text, const ValidationOptions& options, ValidationResult& result)
    : m_text(text), m_options(options), m_result(result), m_lines(text)
{
    collectAssignments();
    collectShellOptions();
}

void ValidationContext::collectShellOptions()
{
    bool pipefail = false;
    const QList<ShellCommand>& commands = m_result.script.commands;
    m_pipefail.reserve(commands.size());
    for (const ShellCommand& command : commands) {
        m_pipefail.append(pipefail);
        for (const ShellSetOption& option : command.setOptions) {
            if (option.name == QLatin1String("pipefail"))
                pipefail = option.enabled;
        }
    }
    const QString hosts = m_options.hostsVariable();
    for (const AssignmentSite& site : m_assignments) {
        if (site.value.raw.contains(hosts))
            m_hostDerived.insert(site.name);
    }
}

void ValidationContext::collectAssignments()
{
    const QList<ShellCommand>& commands = m_result.script.commands;
    for (int c = 0; c < commands.size(); ++c) {
        const ShellCommand& command = commands.at(c);
        for (const ShellAssignment& assignment : command.assignments)
            m_assignments.append(
                {assignment.name, assignment.value, assignment.range, c, false, !command.words.isEmpty()});
        if (command.kind != ShellCommandKind::Export && command.kind != ShellCommandKind::Declaration)
            continue;
        for (int w = 1; w < command.words.size(); ++w) {
            const ShellWord& word = command.words.at(w);
            int nameEnd = 0;
            while (nameEnd < word.raw.size() && isNameChar(word.raw.at(nameEnd)))
                ++nameEnd;
            if (nameEnd == 0 || nameEnd >= word.raw.size() || word.raw.at(nameEnd) != u'=' ||
                !isNameStart(word.raw.at(0)))
                continue;
            AssignmentSite site;
            site.name = word.raw.left(nameEnd);
            site.value.raw = word.raw.mid(nameEnd + 1);
            site.value.value = word.value.mid(nameEnd + 1);
            site.value.hasExpansion = word.hasExpansion;
            site.value.range = range(word.range.begin.offset + nameEnd + 1, word.range.end.offset);
            site.range = word.range;
            site.command = c;
            site.exported = true;
            m_assignments.append(site);
        }
    }
}

const PlatformSimulation& ValidationContext::platform() const
{
    if (!m_platform)
        m_platform = std::make_shared<const PlatformSimulation>(m_result.script, m_options, m_budget);
    return *m_platform;
}

CommandDiagnostic* ValidationContext::add(const char* code, const SourceRange& where, const QString& message,
                                          std::optional<DiagnosticFix> fix, std::optional<Severity> severity)
{
    if (++m_added[codeIndex(QLatin1String(code))] > kMaxFindingsPerCode) {
        Dropped& dropped = m_dropped[QLatin1String(code)];
        if (dropped.count++ == 0)
            dropped.first = where;
        return nullptr;
    }
    CommandDiagnostic diagnostic;
    diagnostic.code = QLatin1String(code);
    diagnostic.severity = severity.value_or(CommandDiagnosticCatalog::severity(diagnostic.code));
    diagnostic.range = placed(where);
    // Values from the user's text reach messages (a CRLF script's "train.py\r"): escaped here,
    // once for every check, so that no message carries a raw control character to a terminal or
    // a label (line breaks stay: some messages have several lines).
    diagnostic.message = VisibleText::escapedKeepingLines(message);
    diagnostic.fix = std::move(fix);
    m_result.diagnostics.append(std::move(diagnostic));
    return &m_result.diagnostics.last();
}

// The last three characters' number: 0 for a code of another shape.
int ValidationContext::codeIndex(QLatin1String code)
{
    int number = 0;
    for (char c : code.right(3))
        number = c >= '0' && c <= '9' ? number * 10 + (c - '0') : 0;
    return number;
}

SourceRange ValidationContext::placed(const SourceRange& where) const
{
    // A written script's launcher has every word at the command that runs the script: a part of
    // such a word (a value after '=', a port) is no place in the text, the whole command is.
    for (const QList<ValidatedInvocation>* list : {&m_result.invocations, &m_result.wrappers}) {
        for (const ValidatedInvocation& invocation : *list) {
            if (!invocation.written)
                continue;
            const SourceRange& runs = invocation.written->range;
            const bool inside = where.begin.offset >= runs.begin.offset &&
                                (where.begin.offset <= runs.end.offset || where.end.offset <= runs.end.offset);
            if (inside)
                return runs;
        }
    }
    return where;
}

QList<ValidatedInvocation> ValidationContext::launchers() const
{
    if (m_result.wrappers.isEmpty())
        return m_result.invocations;
    QList<ValidatedInvocation> all = m_result.invocations + m_result.wrappers;
    std::stable_sort(all.begin(), all.end(),
                     [](const ValidatedInvocation& a, const ValidatedInvocation& b) { return a.command < b.command; });
    return all;
}

const ShellCommand& ValidationContext::commandOf(const ValidatedInvocation& invocation) const
{
    return m_result.commandOf(invocation);
}

const ShellWord& ValidationContext::word(const ValidatedInvocation& invocation, int index) const
{
    return words(invocation).at(index);
}

const QList<ShellWord>& ValidationContext::words(const ValidatedInvocation& invocation) const
{
    return invocation.evaluatedWords.isEmpty() ? commandOf(invocation).words : invocation.evaluatedWords;
}

bool ValidationContext::isSplit(const ValidatedInvocation& invocation, int index) const
{
    return index >= 0 && index < invocation.split.size() && invocation.split.at(index);
}

const LauncherOccurrence* ValidationContext::occurrence(const ValidatedInvocation& invocation,
                                                        const QString& dest) const
{
    const LauncherArgument* argument = invocation.result.argument(dest);
    if (!argument || !argument->given || argument->occurrence < 0 ||
        argument->occurrence >= invocation.result.occurrences.size())
        return nullptr;
    return &invocation.result.occurrences.at(argument->occurrence);
}

SourceRange ValidationContext::valueRange(const ValidatedInvocation& invocation,
                                          const LauncherOccurrence& occurrence) const
{
    if (occurrence.valueWordIndex >= 0)
        return word(invocation, occurrence.valueWordIndex).range;
    const ShellWord& optionWord = word(invocation, occurrence.wordIndex);
    if (isSplit(invocation, occurrence.wordIndex) || invocation.written)
        return optionWord.range; // a part of "${ARGS[@]}" or a written script: not where the text says
    int skip = int(occurrence.written.size());
    if (occurrence.attachedValue && optionWord.raw.startsWith(occurrence.written)) {
        if (skip < optionWord.raw.size() && optionWord.raw.at(skip) == u'=')
            ++skip;
        return range(optionWord.range.begin.offset + skip, optionWord.range.end.offset);
    }
    return optionWord.range;
}

SourceRange ValidationContext::launcherRange(const ValidatedInvocation& invocation) const
{
    return word(invocation, invocation.location.programIndex).range;
}

QString ValidationContext::valueText(const ValidatedInvocation& invocation, const QString& dest) const
{
    const LauncherArgument* argument = invocation.result.argument(dest);
    if (!argument || argument->value.isNull())
        return QString();
    return argument->value.toString();
}

bool ValidationContext::given(const ValidatedInvocation& invocation, const QString& dest) const
{
    const LauncherArgument* argument = invocation.result.argument(dest);
    return argument && argument->given;
}

bool ValidationContext::flag(const ValidatedInvocation& invocation, const QString& dest) const
{
    const LauncherArgument* argument = invocation.result.argument(dest);
    return argument && argument->value.kind() == LauncherValue::Kind::Bool && argument->value.toBool();
}

std::optional<int> ValidationContext::maxNodes(const ValidatedInvocation& invocation) const
{
    const LauncherArgument* argument = invocation.result.argument(QStringLiteral("nnodes"));
    if (!argument || argument->unresolved || argument->value.kind() != LauncherValue::Kind::String)
        return std::nullopt;
    const QString text = argument->value.toString().trimmed();
    const qsizetype colon = text.indexOf(u':');
    bool ok = false;
    const int value = (colon >= 0 ? text.mid(colon + 1) : text).toInt(&ok);
    return ok ? std::optional<int>(value) : std::nullopt;
}

bool ValidationContext::multiNode(const ValidatedInvocation& invocation) const
{
    // A one-node fallback or smoke run that no node takes as its launcher meets nobody.
    if (runsOnNoNode(invocation))
        return false;
    if (m_options.nodes && *m_options.nodes > 1)
        return true;
    const LauncherArgument* argument = invocation.result.argument(QStringLiteral("nnodes"));
    // ${VC_WORKER_NUM}: the platform's count, the job's where it is given (one pod is one node,
    // whatever the variable), else more than one in practice.
    if (argument && argument->unresolved)
        return !m_options.nodes;
    const std::optional<int> nodes = maxNodes(invocation);
    return nodes && *nodes > 1;
}

bool ValidationContext::runsOnNoNode(const ValidatedInvocation& invocation) const
{
    const int nodes = platform().nodeCount();
    if (!invocation.reachingNodes.isEmpty() || invocation.evaluatedNodes < nodes || nodes < 1)
        return false;
    for (int k = 0; k < nodes; ++k) {
        const bool elsewhere =
            std::any_of(invocations().cbegin(), invocations().cend(), [&](const ValidatedInvocation& other) {
                return other.command != invocation.command && other.reachingNodes.contains(k);
            });
        if (!elsewhere)
            return false;
    }
    return true;
}

const ValidatedInvocation& ValidationContext::firstRunLauncher() const
{
    const auto runs = std::find_if(invocations().cbegin(), invocations().cend(),
                                   [this](const ValidatedInvocation& invocation) { return !runsOnNoNode(invocation); });
    return runs != invocations().cend() ? *runs : invocations().constFirst();
}

QString ValidationContext::backend(const ValidatedInvocation& invocation) const
{
    const LauncherArgument* argument = invocation.result.argument(QStringLiteral("rdzv_backend"));
    if (!argument || argument->unresolved)
        return QString();
    return argument->value.toString().trimmed().toLower();
}

DiagnosticFix ValidationContext::removeWord(const ShellWord& target, const ShellWord* previous) const
{
    const int begin = previous ? previous->range.end.offset : target.range.begin.offset;
    int end = target.range.end.offset;
    if (!previous) {
        while (end < m_text.size() && (m_text.at(end) == u' ' || m_text.at(end) == u'\t'))
            ++end;
    }
    return DiagnosticFix{range(begin, end), QString()};
}

QStringList ValidationContext::variablesIn(QStringView text)
{
    return ShellReferences::names(text);
}

bool ValidationContext::isLoopbackHost(const QString& host)
{
    const QString h = host.trimmed().toLower();
    return h == QLatin1String("localhost") || h.startsWith(QLatin1String("127.")) || h == QLatin1String("::1") ||
           h == QLatin1String("[::1]") || h == QLatin1String("0.0.0.0");
}

QString ValidationContext::endpointHost(const QString& written)
{
    // torch strips the whole endpoint first (a CR of Windows line endings at its end is gone),
    // not the host inside it.
    const QString endpoint = written.trimmed();
    if (endpoint.startsWith(u'[')) {
        const qsizetype close = endpoint.indexOf(u']');
        return close > 0 ? endpoint.mid(1, close - 1) : endpoint;
    }
    const qsizetype colon = endpoint.lastIndexOf(u':');
    return colon >= 0 ? endpoint.left(colon) : endpoint;
}

QString ValidationContext::endpointPort(const QString& written)
{
    const QString endpoint = written.trimmed();
    const qsizetype colon = endpoint.lastIndexOf(u':');
    if (colon < 0 || (endpoint.startsWith(u'[') && endpoint.lastIndexOf(u']') > colon))
        return QString();
    return endpoint.mid(colon + 1);
}

} // namespace ddpw
