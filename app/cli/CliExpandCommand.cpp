#include "cli/CliExpandCommand.h"

#include "util/VisibleText.h"

#include "cli/CliInput.h"
#include "cli/CliJobOptions.h"
#include "cli/CliOptionNames.h"
#include "expand/StaticExpander.h"
#include "model/PlatformEnvironment.h"
#include "shell/ArgumentLine.h"
#include "shell/ShellReader.h"
#include "shell/ShellScanner.h"
#include "validate/WrapperNodeValues.h"

#include <nlohmann/json.hpp>

namespace ddpw {

namespace {

const QString kNode = QStringLiteral("node");
const QString kArgs = QStringLiteral("args");

std::string utf8(const QString& text)
{
    return text.toStdString();
}

QString startName(WrapperTorchrun::Start start)
{
    switch (start) {
    case WrapperTorchrun::Start::Torchrun: return QStringLiteral("torchrun");
    case WrapperTorchrun::Start::SingleProcess: return QStringLiteral("single-process");
    case WrapperTorchrun::Start::FanOut: return QStringLiteral("fan-out");
    case WrapperTorchrun::Start::ConfigFile: return QStringLiteral("config-file");
    }
    return QString();
}

// accelerate launch / deepspeed: the torchrun settings their argv implies on this node.
nlohmann::ordered_json impliedJson(const WrapperNode& wrapper)
{
    nlohmann::ordered_json object;
    object["start"] = utf8(startName(wrapper.torchrun.start));
    nlohmann::ordered_json arguments = nlohmann::ordered_json::array();
    for (const QString& argument : wrapper.torchrun.torchrunArguments())
        arguments.push_back(utf8(argument));
    object["arguments"] = arguments;
    const auto set = [&object](const char* key, const QString& value) {
        object[key] = value.isEmpty() ? nlohmann::ordered_json() : nlohmann::ordered_json(utf8(value));
    };
    set("nnodes", wrapper.torchrun.nnodes);
    set("nproc_per_node", wrapper.torchrun.nprocPerNode);
    set("node_rank", wrapper.torchrun.nodeRank);
    set("master_addr", wrapper.torchrun.masterAddr);
    set("master_port", wrapper.torchrun.masterPort);
    set("rdzv_backend", wrapper.torchrun.rdzvBackend);
    set("rdzv_endpoint", wrapper.torchrun.rdzvEndpoint);
    nlohmann::ordered_json notes = nlohmann::ordered_json::array();
    for (const QString& note : wrapper.torchrun.notes)
        notes.push_back(utf8(note));
    object["notes"] = notes;
    return object;
}

QString json(int node, const StaticExpansion& expansion, const WrapperNode& wrapper)
{
    nlohmann::ordered_json object;
    object["node"] = node;
    nlohmann::ordered_json env = nlohmann::ordered_json::object();
    for (auto it = expansion.environment.cbegin(); it != expansion.environment.cend(); ++it)
        env[utf8(it.key())] = utf8(it.value());
    object["env"] = env;
    nlohmann::ordered_json argv = nlohmann::ordered_json::array();
    for (const QString& arg : expansion.argv)
        argv.push_back(utf8(arg));
    object["argv"] = argv;
    nlohmann::ordered_json unresolved = nlohmann::ordered_json::array();
    for (const QString& item : expansion.unresolved)
        unresolved.push_back(utf8(item));
    object["unresolved"] = unresolved;
    nlohmann::ordered_json caveats = nlohmann::ordered_json::array();
    for (const QString& item : expansion.caveats)
        caveats.push_back(utf8(item));
    object["caveats"] = caveats;
    // A launcher in a script the snippet wrote and runs: the script, and the launcher's place in it.
    // Text the command hands bash (bash -c, eval): the command that runs it, and the place in it.
    using Source = StaticExpansion::WrittenSource;
    const bool text = expansion.writtenSource == Source::Text;
    if (!expansion.writtenScript.isEmpty() && expansion.writtenSource != Source::Words)
        object[text ? "written_text" : "written_script"] = {{text ? "runner" : "path", utf8(expansion.writtenScript)},
                                                            {"line", expansion.writtenRange.begin.line},
                                                            {"column", expansion.writtenRange.begin.column}};
    // Where bash stops before the launcher: the launcher is not reached on this node.
    if (expansion.stop) {
        nlohmann::ordered_json stop;
        stop["line"] = expansion.stop->range.begin.line;
        stop["message"] = utf8(expansion.stop->message);
        stop["reason"] = utf8(expansion.stop->reason);
        stop["status"] = expansion.stop->status;
        object["stop"] = stop;
    }
    // Values only the node knows, and where they come from (e.g. the address of the first host).
    nlohmann::ordered_json origins = nlohmann::ordered_json::array();
    for (const ValueOrigin& origin : expansion.origins) {
        nlohmann::ordered_json item;
        if (origin.argument >= 0)
            item["argument"] = origin.argument;
        else
            item["variable"] = utf8(origin.variable);
        item["kind"] = utf8(RuntimeValue::kindName(origin.part.kind));
        if (!origin.part.subject.isEmpty())
            item["host"] = utf8(origin.part.subject);
        item["text"] = utf8(RuntimeValue::describe(origin.part));
        origins.push_back(item);
    }
    if (!origins.empty())
        object["origins"] = origins;
    // What the evaluation took for granted about the node (variables nothing sets are unset).
    nlohmann::ordered_json assumptions = nlohmann::ordered_json::array();
    for (const QString& item : expansion.assumptions)
        assumptions.push_back(utf8(item));
    if (!assumptions.empty())
        object["assumptions"] = assumptions;
    if (wrapper.reached)
        object["torchrun"] = impliedJson(wrapper);
    return QString::fromStdString(object.dump(2, ' ', false, nlohmann::json::error_handler_t::replace)) + u'\n';
}

} // namespace

CliExpandCommand::CliExpandCommand()
    : CliSubcommand({.name = QStringLiteral("expand"),
                     .description = tr("Show what one node's launcher receives: the argv and the exported environment, "
                                       "evaluated\nstatically from the start command (nothing is run). Reads FILE, or "
                                       "standard input for '-'.\nExample:\n"
                                       "  ddpwizard-cli expand start.sh --hosts job-worker-0.job,job-worker-1.job "
                                       "--node 1 --format json") +
                                    u'\n' +
                                    CliJobOptions::olderSpellingNote(CliOptionNames::env, CliOptionNames::platformEnv),
                     .formats = QStringList{QStringLiteral("text"), QStringLiteral("json")},
                     .maxPositionals = 1,
                     .positionalName = QStringLiteral("FILE"),
                     .positionalSyntax = QStringLiteral("[FILE|-]"),
                     .positionalHelp = tr("the start command; '-' or nothing reads standard input")})
{
}

void CliExpandCommand::addOptions(QCommandLineParser& parser)
{
    m_job.addOptions(parser); // --hosts, --nodes, --role, --platform-env
    parser.addOption({kNode, tr("this node's index, from 0 (VC_TASK_INDEX)"), QStringLiteral("K")});
    parser.addOption({kArgs,
                      tr("the script's own arguments, as typed after its name in a shell (bash train.sh 8 "
                         "--fast: --args '8 --fast'); without it they are empty, as the platform runs it"),
                      QStringLiteral("ARGS")});
}

int CliExpandCommand::execute(const QCommandLineParser& parser, CliIo& io)
{
    if (const QString error = m_job.read(parser, io); !error.isEmpty())
        return usageError(io, error);
    const QStringList& hostList = m_job.hosts();
    if (hostList.isEmpty())
        return usageError(io, tr("--hosts is required (the comma-separated hosts of the role)"));
    bool ok = false;
    const int nodeIndex = parser.value(kNode).toInt(&ok);
    if (!parser.isSet(kNode) || !ok || nodeIndex < 0 || nodeIndex >= hostList.size())
        return usageError(io, tr("--node must be an index from 0 to %1").arg(hostList.size() - 1));
    const ValidationOptions options = m_job.validationOptions();
    if (options.nodes && *options.nodes != hostList.size())
        return usageError(
            io, tr("--nodes %1 does not match the %2 host(s) of --hosts").arg(*options.nodes).arg(hostList.size()));
    const QString& host = hostList.at(nodeIndex);
    const QMap<QString, QString> environment = PlatformEnvironment::toMap(PlatformEnvironment::withExtra(
        PlatformEnvironment::presets(options.roleName, hostList, nodeIndex, PlatformEnvironment::hostNameOf(host)),
        options.platformVariables));

    CliInput input;
    if (!input.read(inputPath(parser), io))
        return usageError(io, input.error());
    if (input.invalidUtf8())
        warn(io, tr("%1 is not valid UTF-8; invalid bytes were read as U+FFFD").arg(input.displayName()));
    const QString& text = input.text();
    StaticExpander expander(environment);
    expander.setNodeGpuCount(options.gpusPerNode); // what nvidia-smi lists on the node
    if (parser.isSet(kArgs)) {
        const ArgumentLineReading arguments = ArgumentLine::read(parser.value(kArgs));
        if (!arguments.ok())
            return usageError(io, tr("--args: %1").arg(arguments.error));
        expander.setArguments(arguments.words);
    }
    const StaticExpansion expansion = expander.expandText(text);
    const WrapperNode wrapper =
        WrapperNodeValues::fromExpansion(text, ShellReader().read(text), expansion, environment);

    if (format(parser) == QLatin1String("json")) {
        io.out << json(nodeIndex, expansion, wrapper);
    } else {
        io.out << tr("node %1 of %2").arg(nodeIndex).arg(hostList.size()) << u'\n';
        if (expansion.stop)
            io.out << tr("bash stops at line %1 and the launcher is not reached on this node: %2")
                          .arg(expansion.stop->range.begin.line)
                          .arg(VisibleText::escaped(expansion.stop->message.isEmpty() ? expansion.stop->reason
                                                                                      : expansion.stop->message))
                   << u'\n';
        if (expansion.launcherFound && !expansion.writtenScript.isEmpty() &&
            expansion.writtenSource != StaticExpansion::WrittenSource::Words)
            io.out << (expansion.writtenSource == StaticExpansion::WrittenSource::Text
                           ? tr("launcher: %1 (line %2 of the text that %3 runs at line %4)")
                           : tr("launcher: %1 (line %2 of %3, which line %4 runs)"))
                          .arg(launcherKindName(expansion.launcher))
                          .arg(expansion.writtenRange.begin.line)
                          .arg(VisibleText::escaped(expansion.writtenScript))
                          .arg(expansion.range.begin.line)
                   << u'\n';
        else if (expansion.launcherFound)
            io.out << tr("launcher: %1 (line %2)")
                          .arg(launcherKindName(expansion.launcher))
                          .arg(expansion.range.begin.line)
                   << u'\n';
        io.out << tr("argv:") << u'\n';
        for (int k = 0; k < expansion.argv.size(); ++k)
            io.out << QStringLiteral("  [%1] %2\n").arg(k).arg(VisibleText::escaped(expansion.argv.at(k)));
        if (wrapper.reached) {
            io.out << tr("torchrun settings it implies:") << u'\n';
            const QStringList arguments = wrapper.torchrun.torchrunArguments();
            io.out << QStringLiteral("  %1\n").arg(arguments.isEmpty() ? tr("(none)")
                                                                       : VisibleText::escaped(arguments.join(u' ')));
            for (const QString& note : wrapper.torchrun.notes)
                io.out << QStringLiteral("  - %1\n").arg(VisibleText::escaped(note));
        }
        io.out << tr("environment:") << u'\n';
        for (auto it = expansion.environment.cbegin(); it != expansion.environment.cend(); ++it)
            io.out << QStringLiteral("  %1=%2\n").arg(it.key(), VisibleText::escaped(it.value()));
        if (!expansion.unresolved.isEmpty()) {
            io.out << tr("unresolved:") << u'\n';
            for (const QString& item : expansion.unresolved)
                io.out << QStringLiteral("  %1\n").arg(VisibleText::escaped(item));
        }
        if (!expansion.caveats.isEmpty()) {
            io.out << tr("caveats:") << u'\n';
            for (const QString& item : expansion.caveats)
                io.out << QStringLiteral("  %1\n").arg(VisibleText::escaped(item));
        }
        if (!expansion.assumptions.isEmpty()) {
            io.out << tr("assumptions:") << u'\n';
            for (const QString& item : expansion.assumptions)
                io.out << QStringLiteral("  %1\n").arg(VisibleText::escaped(item));
        }
    }
    return expansion.unresolved.isEmpty() ? ExitOk : ExitFindings;
}

} // namespace ddpw
