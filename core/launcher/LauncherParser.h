#pragma once

#include "launcher/LauncherKind.h"
#include "launcher/LauncherOptionTable.h"
#include "launcher/LauncherParseResult.h"
#include "shell/ShellWord.h"
#include "util/TorchVersion.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>

namespace ddpw {

// Parses a launcher's argument words exactly like the argparse of that torch release (Python
// 3.11 semantics: prefix abbreviations and "ambiguous option", `--opt=v` / `--opt v` / `-r3`,
// flags refusing `=value`, `--`, REMAINDER after the training script, negative-number values,
// type and choice errors, required positionals), then runs the checks torchrun itself makes
// after parsing (config_from_args and friends), reported as Runtime errors.
//
// Words come from the shell reader: `value` is what bash passes (expansions kept as written),
// `range` is where the word is in the text. A value that still holds an expansion is only known
// on the node, so type, choice and runtime checks are skipped for it.
class LauncherParser
{
    Q_DECLARE_TR_FUNCTIONS(LauncherParser)

public:
    LauncherParser(TorchVersion version, LauncherKind kind);

    // PET_* variables exported before the launcher (torch's env/check_env fallbacks).
    void setEnvironment(const QHash<QString, QString>& environment) { m_environment = environment; }

    // Parses words[begin...]: `begin` is LauncherLocation::argumentsBegin.
    LauncherParseResult parse(const QList<ShellWord>& words, int begin = 0) const;

    const LauncherOptionTable& table() const { return *m_table; }

private:
    TorchVersion m_version;
    LauncherKind m_kind;
    const LauncherOptionTable* m_table;
    QHash<QString, QString> m_environment;
};

} // namespace ddpw
