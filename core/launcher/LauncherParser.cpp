#include "launcher/LauncherParser.h"

#include "launcher/ArgparseRun.h"
#include "launcher/TorchrunRuntimeChecks.h"

namespace ddpw {

LauncherParser::LauncherParser(TorchVersion version, LauncherKind kind)
    : m_version(version), m_kind(kind), m_table(&LauncherOptionTable::forVersion(version, kind))
{
}

LauncherParseResult LauncherParser::parse(const QList<ShellWord>& words, int begin) const
{
    LauncherParseResult result;
    result.version = m_version;
    result.kind = m_kind;
    begin = qBound(0, begin, int(words.size()));
    result.argumentsBegin = begin;
    ArgparseRun(*m_table, m_environment, words, begin, result).run();
    // torchrun's own checks after parsing; a wrapper's come from its diagnostics (it starts torchrun itself).
    if (!result.helpRequested && isTorchLauncher(m_kind))
        TorchrunRuntimeChecks(*m_table, words, !m_environment.isEmpty(), result).run();
    return result;
}

} // namespace ddpw
