#include "cli/CliExpandCommand.h"

#include "cli/CliHelp.h"

#include "cli/CliLanguage.h"
#include "expand/StaticExpander.h"
#include "shell/ShellReader.h"
#include "shell/ShellScanner.h"

#include <QCommandLineParser>
#include <QFile>
#include <QStringDecoder>

#include <nlohmann/json.hpp>

namespace ddpw {

namespace {

const QStringList kFormats{QStringLiteral("text"), QStringLiteral("json")};

std::string utf8(const QString& text)
{
    return text.toStdString();
}

QString json(int node, const StaticExpansion& expansion)
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
    return QString::fromStdString(object.dump(2, ' ', false, nlohmann::json::error_handler_t::replace)) + u'\n';
}

// Makes control characters visible in the text format.
QString visible(const QString& text)
{
    QString out;
    for (const QChar c : text) {
        if (c == u'\n')
            out += QStringLiteral("\\n");
        else if (c == u'\t')
            out += QStringLiteral("\\t");
        else if (c.unicode() < 0x20 || c.unicode() == 0x7F)
            out += QStringLiteral("\\x%1").arg(c.unicode(), 2, 16, QChar(u'0'));
        else
            out += c;
    }
    return out;
}

} // namespace

int CliExpandCommand::run(const QStringList& arguments, CliIo& io) const
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Show what one node's launcher receives: the argv and the exported environment, evaluated\n"
           "statically from the start command (nothing is run). Reads FILE, or standard input for '-'.\n"
           "Example:\n"
           "  ddpwizard-cli expand start.sh --hosts job-worker-0.job,job-worker-1.job --node 1 --format json"));
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    const QCommandLineOption help({QStringLiteral("h"), QStringLiteral("help")}, tr("show this help"));
    const QCommandLineOption hosts(QStringLiteral("hosts"), tr("the role's hosts, comma-separated (VC_WORKER_HOSTS)"),
                                   QStringLiteral("H1,H2,..."));
    const QCommandLineOption node(QStringLiteral("node"), tr("this node's index, from 0 (VC_TASK_INDEX)"),
                                  QStringLiteral("K"));
    const QCommandLineOption nodes(QStringLiteral("nodes"),
                                   tr("node count (VC_WORKER_NUM); defaults to the host count"), QStringLiteral("N"));
    const QCommandLineOption role(QStringLiteral("role"), tr("the role name in VC_<ROLE>_HOSTS (default worker)"),
                                  QStringLiteral("ROLE"), QStringLiteral("worker"));
    const QCommandLineOption env(QStringLiteral("env"), tr("an extra variable of the node's environment (repeatable)"),
                                 QStringLiteral("NAME=VALUE"));
    const QCommandLineOption format(QStringLiteral("format"), tr("text (default) or json"), QStringLiteral("FORMAT"),
                                    QStringLiteral("text"));
    parser.addOptions({help, hosts, node, nodes, role, env, format});
    parser.addPositionalArgument(QStringLiteral("FILE"), tr("the start command; '-' or nothing reads standard input"),
                                 QStringLiteral("[FILE|-]"));

    const QString prefix = QStringLiteral("ddpwizard-cli expand: error: ");
    const auto usageError = [&](const QString& message) {
        io.err << prefix << message << u'\n';
        return int(ExitUsage);
    };
    if (!parser.parse(arguments))
        return usageError(parser.errorText());
    if (parser.isSet(help)) {
        io.out << subcommandHelp(parser, QStringLiteral("expand"));
        return ExitOk;
    }
    if (!kFormats.contains(parser.value(format)))
        return usageError(
            tr("--format: \"%1\" is not one of: %2").arg(parser.value(format), kFormats.join(QStringLiteral(", "))));
    if (parser.value(format) == QLatin1String("json"))
        CliLanguage::useEnglish(); // read by programs: English in every locale
    if (parser.positionalArguments().size() > 1)
        return usageError(tr("expected at most one FILE, got %1").arg(parser.positionalArguments().size()));
    if (!parser.isSet(hosts))
        return usageError(tr("--hosts is required (the comma-separated hosts of the role)"));
    const QStringList hostList = parser.value(hosts).split(u',');
    if (hostList.contains(QString()))
        return usageError(tr("--hosts: empty host name in \"%1\"").arg(parser.value(hosts)));
    bool ok = false;
    const int nodeIndex = parser.value(node).toInt(&ok);
    if (!parser.isSet(node) || !ok || nodeIndex < 0 || nodeIndex >= hostList.size())
        return usageError(tr("--node must be an index from 0 to %1").arg(hostList.size() - 1));
    const QString roleName = parser.value(role);
    if (!ShellScanner::isName(roleName))
        return usageError(tr("--role: \"%1\" is not a valid name").arg(roleName));

    QMap<QString, QString> environment = StaticExpander::platformEnvironment(hostList, nodeIndex, roleName);
    if (parser.isSet(nodes)) {
        const int count = parser.value(nodes).toInt(&ok);
        if (!ok || count != hostList.size())
            return usageError(tr("--nodes %1 does not match the %2 host(s) of --hosts")
                                  .arg(parser.value(nodes))
                                  .arg(hostList.size()));
    }
    for (const QString& item : parser.values(env)) {
        const qsizetype equals = item.indexOf(u'=');
        if (equals <= 0 || !ShellScanner::isName(QStringView(item).left(equals)))
            return usageError(tr("--env: \"%1\" is not NAME=VALUE").arg(item));
        environment.insert(item.left(equals), item.mid(equals + 1));
    }

    const QString path = parser.positionalArguments().value(0, QStringLiteral("-"));
    QByteArray bytes;
    if (path == QLatin1String("-")) {
        bytes = io.in.readAll();
    } else {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            return usageError(tr("cannot read %1: %2").arg(path, file.errorString()));
        bytes = file.readAll();
    }
    QStringDecoder decoder(QStringDecoder::Utf8);
    const QString text = decoder.decode(bytes);
    if (decoder.hasError())
        io.err << tr("ddpwizard-cli expand: warning: %1 is not valid UTF-8; invalid bytes were read as U+FFFD")
                      .arg(path == QLatin1String("-") ? tr("standard input") : path)
               << u'\n';

    const ShellScript script = ShellReader().read(text);
    StaticExpansion expansion = StaticExpander(environment).expand(script);
    for (const ShellDiagnostic& diagnostic : script.diagnostics) {
        // A warning (a here-document closed by the end of the text) changes no argv.
        QStringList& list = diagnostic.warning ? expansion.caveats : expansion.unresolved;
        list.prepend(QStringLiteral("%1:%2: %3")
                         .arg(diagnostic.range.begin.line)
                         .arg(diagnostic.range.begin.column)
                         .arg(diagnostic.message));
    }

    if (parser.value(format) == QLatin1String("json")) {
        io.out << json(nodeIndex, expansion);
    } else {
        io.out << tr("node %1 of %2").arg(nodeIndex).arg(hostList.size()) << u'\n';
        if (expansion.launcherFound)
            io.out << tr("launcher: %1 (line %2)")
                          .arg(launcherKindName(expansion.launcher))
                          .arg(expansion.range.begin.line)
                   << u'\n';
        io.out << tr("argv:") << u'\n';
        for (int k = 0; k < expansion.argv.size(); ++k)
            io.out << QStringLiteral("  [%1] %2\n").arg(k).arg(visible(expansion.argv.at(k)));
        io.out << tr("environment:") << u'\n';
        for (auto it = expansion.environment.cbegin(); it != expansion.environment.cend(); ++it)
            io.out << QStringLiteral("  %1=%2\n").arg(it.key(), visible(it.value()));
        if (!expansion.unresolved.isEmpty()) {
            io.out << tr("unresolved:") << u'\n';
            for (const QString& item : expansion.unresolved)
                io.out << QStringLiteral("  %1\n").arg(visible(item));
        }
        if (!expansion.caveats.isEmpty()) {
            io.out << tr("caveats:") << u'\n';
            for (const QString& item : expansion.caveats)
                io.out << QStringLiteral("  %1\n").arg(visible(item));
        }
    }
    return expansion.unresolved.isEmpty() ? ExitOk : ExitFindings;
}

} // namespace ddpw
