#include "expand/StaticExpander.h"

#include "expand/RuntimeValue.h"
#include "expand/ScriptInterpreter.h"
#include "shell/ShellReader.h"

namespace ddpw {

StaticExpansion StaticExpander::expandText(const QString& text) const
{
    const ShellScript script = ShellReader().read(text);
    StaticExpansion expansion = expand(script);
    QStringList problems;
    QStringList warnings;
    for (const ShellDiagnostic& diagnostic : script.diagnostics) {
        // A warning (a here-document closed by the end of the text) changes no argv.
        (diagnostic.warning ? warnings : problems)
            .append(QStringLiteral("%1:%2: %3")
                        .arg(diagnostic.range.begin.line)
                        .arg(diagnostic.range.begin.column)
                        .arg(diagnostic.message));
    }
    expansion.unresolved = problems + expansion.unresolved;
    expansion.caveats = warnings + expansion.caveats;
    return expansion;
}

StaticExpansion StaticExpander::expand(const ShellScript& script) const
{
    ScriptInterpreter interpreter(m_environment, m_budget);
    if (m_arguments)
        interpreter.setArguments(*m_arguments);
    interpreter.setNodeGpuCount(m_nodeGpuCount);
    interpreter.setTimedOutCommands(m_timedOut);
    return interpreter.run(script);
}

QHash<QString, QString> StaticExpander::platformFiles(const QMap<QString, QString>& environment)
{
    // The svc plugin's ConfigMap: per task, its hosts one per line without a final newline,
    // and the comma list and count as files named like the variables.
    QHash<QString, QString> files;
    const QString folder = NodeFiles::mountFolder();
    for (auto it = environment.cbegin(); it != environment.cend(); ++it) {
        const QString& name = it.key();
        if (!name.startsWith(QLatin1String("VC_")) || name == QLatin1String("VC_TASK_INDEX"))
            continue;
        if (name.endsWith(QLatin1String("_HOSTS"))) {
            files.insert(folder + name, it.value());
            const QString task = name.mid(3, name.size() - 9).toLower();
            files.insert(folder + task + QStringLiteral(".host"), QString(it.value()).replace(u',', u'\n'));
        } else if (name.endsWith(QLatin1String("_NUM"))) {
            files.insert(folder + name, it.value());
        }
    }
    // The kubelet's /etc/hosts: localhost and the pod itself, never the other pods (they are
    // found through the cluster's DNS), so a lookup of another pod's name in it finds nothing.
    if (const auto host = environment.constFind(QStringLiteral("HOSTNAME"));
        host != environment.cend() && !files.isEmpty())
        files.insert(NodeFiles::hostsFile(),
                     QStringLiteral("# Kubernetes-managed hosts file.\n127.0.0.1\tlocalhost\n::1\tlocalhost "
                                    "ip6-localhost ip6-loopback\nfe00::0\tip6-localnet\nfe00::0\tip6-mcastprefix\n"
                                    "fe00::1\tip6-allnodes\nfe00::2\tip6-allrouters\n%1\t%2\t%3\n")
                         .arg(RuntimeValue::token(RuntimeValue::Kind::NodeAddress),
                              RuntimeValue::token(RuntimeValue::Kind::NodeFqdn), host.value()));
    return files;
}

} // namespace ddpw
