#include "validate/WrapperNodeValues.h"

#include "launcher/LauncherLocator.h"
#include "launcher/LauncherParser.h"
#include "model/PlatformEnvironment.h"
#include "validate/DeepSpeedHostfileSource.h"

namespace ddpw {

QList<int> WrapperNodeValues::sampleNodes(int nodeCount)
{
    QList<int> nodes;
    for (int node : {0, 1, nodeCount - 1}) {
        if (node >= 0 && node < nodeCount && !nodes.contains(node))
            nodes.append(node);
    }
    return nodes;
}

QString WrapperNodeValues::hostfileRaw(const ShellCommand& command)
{
    const std::optional<LauncherLocation> location = LauncherLocator::locate(command.words);
    if (!location || location->kind != LauncherKind::DeepSpeed)
        return QString();
    const LauncherParseResult parsed =
        LauncherParser(TorchVersion(), location->kind).parse(command.words, location->argumentsBegin);
    const LauncherArgument* argument = parsed.argument(QStringLiteral("hostfile"));
    if (!argument || !argument->given || argument->occurrence < 0)
        return QString();
    const LauncherOccurrence& occurrence = parsed.occurrences.at(argument->occurrence);
    if (occurrence.valueWordIndex >= 0)
        return command.words.at(occurrence.valueWordIndex).raw;
    const QString& raw = command.words.at(occurrence.wordIndex).raw;
    const qsizetype equals = raw.indexOf(u'=');
    return equals >= 0 ? raw.mid(equals + 1) : raw.mid(2); // --hostfile=X, -HX
}

WrapperNode WrapperNodeValues::fromExpansion(QStringView text, const ShellScript& script,
                                             const StaticExpansion& expansion,
                                             const QMap<QString, QString>& environment, const QString& hostfileRaw,
                                             bool readHostfile)
{
    WrapperNode node;
    node.unresolved = expansion.unresolved;
    if (!expansion.launcherFound || isTorchLauncher(expansion.launcher))
        return node;
    // What is still unknown stays as written; parse it as an expansion, not as text.
    QList<ShellWord> words;
    for (const QString& field : expansion.argv) {
        const bool open = !expansion.unresolved.isEmpty() && (field.contains(u'$') || field.contains(u'`'));
        words.append({field, field, {}, open, std::nullopt});
    }
    const std::optional<LauncherLocation> location = LauncherLocator::locate(words);
    if (!location || isTorchLauncher(location->kind))
        return node;
    node.reached = true;
    node.parsed = LauncherParser(TorchVersion(), location->kind).parse(words, location->argumentsBegin);
    if (location->kind == LauncherKind::DeepSpeed && readHostfile) {
        const QString path = WrapperTorchrun::text(node.parsed, QStringLiteral("hostfile"));
        // A launcher in a written script has no word of the snippet's command: its --hostfile is
        // not the text of the command at commandIndex (which runs the script).
        const QString raw = hostfileRaw.isEmpty() && expansion.commandIndex >= 0 && expansion.writtenScript.isEmpty()
                                ? WrapperNodeValues::hostfileRaw(script.commands.at(expansion.commandIndex))
                                : hostfileRaw;
        // The node's evaluation followed what bash writes there (a loop or a block redirected to
        // the file too); where it did not, the writers are read one by one.
        const auto evaluated = expansion.writtenFiles.constFind(path);
        const DeepSpeedHostfileSource::Found found =
            evaluated != expansion.writtenFiles.constEnd()
                ? DeepSpeedHostfileSource::Found{true, DeepSpeedHostfile::parse(*evaluated)}
                : DeepSpeedHostfileSource::read(text, script, expansion.commandIndex, path, raw, environment);
        node.hostfileWritten = found.written;
        node.hostfile = found.file;
        // Nothing writes the runner's default path: on the platform it does not exist.
        if (!found.written && path == QLatin1String("/job/hostfile"))
            node.hostfile = DeepSpeedHostfile::missing();
    }
    node.torchrun = WrapperTorchrun::of(node.parsed, node.hostfile);
    return node;
}

QList<WrapperNode> WrapperNodeValues::evaluate(QStringView text, const ShellScript& script, int command,
                                               const QString& hostfileRaw, const QStringList& hosts,
                                               const QString& role, const QList<EnvVar>& platformVariables,
                                               const QList<int>& nodes)
{
    QList<WrapperNode> result;
    // A start command is a few lines; generated megabytes get the static checks only (each node's
    // evaluation has its own budget, so this keeps a validation of any input bounded).
    if (text.size() > kMaxEvaluatedText)
        return result;
    for (int index : nodes) {
        const QString host = index >= 0 && index < hosts.size() ? hosts.at(index) : QString();
        const QMap<QString, QString> environment = PlatformEnvironment::toMap(PlatformEnvironment::withExtra(
            PlatformEnvironment::presets(role, hosts, index, PlatformEnvironment::hostNameOf(host)),
            platformVariables));
        const StaticExpansion expansion = StaticExpander(environment).expand(script);
        // The hostfile is read once, as the first node writes it: the commands that write it are
        // the same on every node (and each evaluation has its own budget).
        const bool readHostfile = result.isEmpty() || !result.first().reached;
        WrapperNode node = expansion.commandIndex == command
                               ? fromExpansion(text, script, expansion, environment, hostfileRaw, readHostfile)
                               : WrapperNode{};
        if (!readHostfile && node.reached && node.parsed.kind == LauncherKind::DeepSpeed) {
            node.hostfile = result.first().hostfile;
            node.hostfileWritten = result.first().hostfileWritten;
            node.torchrun = WrapperTorchrun::of(node.parsed, node.hostfile);
        }
        // Without a launcher the expansion's one note is that none was found (StaticExpander::expand);
        // any other note is something it could not evaluate.
        node.startsNothing =
            !expansion.launcherFound && expansion.unresolved.size() <= 1 && expansion.dependsOn.isEmpty();
        node.index = index;
        result.append(std::move(node));
    }
    return result;
}

} // namespace ddpw
