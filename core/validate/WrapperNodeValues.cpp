#include "validate/WrapperNodeValues.h"

#include "launcher/LauncherLocator.h"
#include "launcher/LauncherOptionTable.h"
#include "launcher/LauncherParser.h"
#include "model/PlatformEnvironment.h"
#include "validate/DeepSpeedHostfileSource.h"

#include <QRegularExpression>

namespace ddpw {

namespace {

// accelerate launch's config file as the snippet wrote it (a YAML mapping, `key: value` at the
// top level; nested blocks such as deepspeed_config are not read): the options it gives that
// the command line leaves unset, as words after the launcher's own. accelerate 1.x's
// _validate_launch_command fills an option from the file where the command gave none; its
// distributed_type picks the mode (MULTI_GPU: --multi_gpu) where no mode flag is given.
QStringList configOptions(const QString& yaml, const LauncherParseResult& parsed, QStringList& dests)
{
    const LauncherOptionTable& table = LauncherOptionTable::forVersion(TorchVersion(), LauncherKind::Accelerate);
    static const QRegularExpression entry(QStringLiteral(R"(^([A-Za-z_][A-Za-z0-9_]*):[ \t]*(.*?)[ \t]*$)"));
    QStringList words;
    bool modeGiven = false;
    for (const char* mode : {"cpu", "multi_gpu", "tpu", "use_deepspeed", "use_fsdp"})
        modeGiven = modeGiven || WrapperTorchrun::flag(parsed, QLatin1String(mode));
    for (const QString& line : yaml.split(u'\n')) {
        const QRegularExpressionMatch match = entry.match(line);
        if (!match.hasMatch())
            continue;
        const QString key = match.captured(1);
        QString value = match.captured(2);
        if (value.size() >= 2 && (value.startsWith(u'\'') || value.startsWith(u'"')) && value.endsWith(value.at(0)))
            value = value.mid(1, value.size() - 2);
        else if (const qsizetype comment = value.indexOf(QLatin1String(" #")); comment >= 0)
            value = value.left(comment).trimmed(); // YAML's comment after a plain value
        if (key == QLatin1String("distributed_type")) {
            static const QHash<QString, QString> modes{{QStringLiteral("MULTI_GPU"), QStringLiteral("multi_gpu")},
                                                       {QStringLiteral("DEEPSPEED"), QStringLiteral("use_deepspeed")},
                                                       {QStringLiteral("FSDP"), QStringLiteral("use_fsdp")}};
            const QString mode = modes.value(value);
            if (!modeGiven && !mode.isEmpty()) {
                words.append(QStringLiteral("--") + mode);
                dests.append(mode);
            }
            continue;
        }
        const int index = table.findExact(QStringLiteral("--") + key);
        const LauncherArgument* argument = parsed.argument(key);
        if (index < 0 || table.options().at(index).dest != key || (argument && argument->given) || value.isEmpty() ||
            value == QLatin1String("null"))
            continue;
        if (table.options().at(index).isFlag()) {
            if (value.compare(QLatin1String("true"), Qt::CaseInsensitive) == 0) {
                words.append(QStringLiteral("--") + key);
                dests.append(key);
            }
            continue;
        }
        words += {QStringLiteral("--") + key, value};
        dests.append(key);
    }
    return words;
}

} // namespace

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
    if (location->kind == LauncherKind::Accelerate) {
        const QString path = WrapperTorchrun::text(node.parsed, QStringLiteral("config_file"));
        const auto written = expansion.writtenFiles.constFind(path);
        if (!path.isEmpty() && written != expansion.writtenFiles.constEnd()) {
            // The file's options go before the script, as if written after `launch`.
            const QStringList extra = configOptions(*written, node.parsed, node.fromConfigFile);
            QList<ShellWord> withConfig = words.mid(0, location->argumentsBegin);
            for (const QString& word : extra)
                withConfig.append({word, word, {}, false, std::nullopt});
            withConfig += words.mid(location->argumentsBegin);
            node.parsed = LauncherParser(TorchVersion(), location->kind).parse(withConfig, location->argumentsBegin);
            node.configFileRead = true;
        }
    }
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
