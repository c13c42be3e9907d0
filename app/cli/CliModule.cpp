#include "cli/CliModule.h"

#include "util/BuildInfo.h"

#include <QDir>
#include <QFileInfo>
#include <QLibrary>

#include <array>

namespace ddpw {

namespace {

// Constant-initialised: nothing of this runs before main.
std::array<const CliModuleEntry*, 2> g_entries{};

constexpr std::array<const char*, 2> kModuleNames{"nodes", "export"};

using EntryFunction = const CliModuleEntry* (*)();

const CliModuleEntry* load(CliModule::Name module, QString* error)
{
    const QString file = CliModule::fileName(module);
    const QStringList dirs = CliModule::searchDirectories();
    for (const QString& dir : dirs) {
        const QString path = QDir(dir).filePath(file);
        if (!QFileInfo(path).isFile())
            continue;
        // Never unloaded: the entry's functions stay callable until exit. Every symbol is
        // resolved now, so that a broken module is an error here, not a crash mid-run.
        auto* library = new QLibrary(path);
        library->setLoadHints(QLibrary::ResolveAllSymbolsHint);
        const auto function = reinterpret_cast<EntryFunction>(library->resolve("ddpw_cli_module_entry"));
        const CliModuleEntry* entry = function ? function() : nullptr;
        if (!entry) {
            *error = CliModule::tr("cannot load %1: %2").arg(path, library->errorString());
            return nullptr;
        }
        if (entry->abi != CliModule::kAbi || qstrcmp(entry->version, DDPW_VERSION) != 0) {
            *error = CliModule::tr("%1 is from another build (version %2), this program is version %3")
                         .arg(path, QString::fromUtf8(entry->version), QLatin1String(DDPW_VERSION));
            return nullptr;
        }
        return entry;
    }
    *error = CliModule::tr("%1 is missing (searched %2)").arg(file, dirs.join(QStringLiteral(", ")));
    return nullptr;
}

} // namespace

QString CliModule::fileName(Name module)
{
    return QStringLiteral("ddpwizard-cli-%1.so").arg(QLatin1String(kModuleNames.at(module)));
}

QStringList CliModule::searchDirectories()
{
    QStringList dirs;
    const QString fromEnv = qEnvironmentVariable("DDPW_CLI_MODULE_DIR");
    if (!fromEnv.isEmpty())
        dirs.append(fromEnv);
    if (QCoreApplication::instance()) {
        const QString programDir = QCoreApplication::applicationDirPath();
        dirs.append(QDir::cleanPath(programDir + u'/' + QLatin1String(DDPW_CLI_MODULE_DIR_FROM_BIN)));
        dirs.append(programDir);
    }
    return dirs;
}

void CliModule::provide(Name module, const CliModuleEntry* entry)
{
    g_entries.at(module) = entry;
}

const CliModuleEntry* CliModule::entry(Name module, QString* error)
{
    if (!g_entries.at(module))
        g_entries.at(module) = load(module, error);
    return g_entries.at(module);
}

int CliModule::runSubcommand(const QStringList& arguments, CliIo& io)
{
    QString error;
    const CliModuleEntry* nodes = entry(Nodes, &error);
    if (!nodes || !nodes->runSubcommand) {
        io.err << QStringLiteral("ddpwizard-cli %1: error: ").arg(arguments.value(0)) << error << u'\n';
        io.err.flush();
        return ExitUsage;
    }
    return nodes->runSubcommand(arguments, io);
}

} // namespace ddpw
