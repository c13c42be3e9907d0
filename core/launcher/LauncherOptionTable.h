#pragma once

#include "launcher/LauncherKind.h"
#include "launcher/LauncherOption.h"
#include "launcher/WrapperOptionRow.h"
#include "util/TorchVersion.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>

#include <optional>

namespace ddpw {

// The options of torchrun (`torch.distributed.run`) and `torch.distributed.launch` for one torch
// release, in argparse's order, built once from a single data table in LauncherOptionTable.cpp
// (source: torch/distributed/run.py and launch.py of each release, checked against the real torch 1.13).
//
// An unknown torch version gets the union parser: every option of every supported release, with
// both the dash and the underscore spelling, and the newest release's defaults. It accepts any
// spelling some release accepts; a prefix that stops before the first separator ("--nproc") is
// ambiguous there, exactly as in every release from 2.0 on.
//
// The launchers that wrap torchrun (accelerate launch, deepspeed) have one table each, built from
// AccelerateOptions / DeepSpeedOptions whatever the torch version.
class LauncherOptionTable
{
    Q_DECLARE_TR_FUNCTIONS(LauncherOptionTable)

public:
    struct OptionString
    {
        QString text;
        int option = -1; // index into options()
    };

    // Precomputed per (version, launcher) on first use; the reference stays valid for the program's life.
    static const LauncherOptionTable& forVersion(TorchVersion version, LauncherKind kind);

    TorchVersion version() const { return m_version; }
    LauncherKind kind() const { return m_kind; }
    // Every argparse argument except the two positionals, "-h/--help" first.
    const QList<LauncherOption>& options() const { return m_options; }
    // Every option string in argparse's insertion order: the order of "could match" lists.
    const QList<OptionString>& optionStrings() const { return m_strings; }
    // Index of the option with exactly this string, or -1.
    int findExact(const QString& optionString) const;
    int findExact(QStringView optionString) const; // same, without building a QString
    const OptionString* findExactString(QStringView optionString) const;
    int findDest(const QString& dest) const;
    // The option of dest as this release spells it in fixes and explanations ("--rdzv_endpoint" on
    // 1.13, "--rdzv-endpoint" from 2.0); "--dest" when the release has no such option.
    QString spelling(const QString& dest) const;
    // argparse's allow_abbrev (accelerate launch: false, so `--num_proc` is unrecognized).
    bool allowAbbrev() const { return m_dialect.allowAbbrev; }
    // The two positionals as argparse names them in "the following arguments are required".
    QString scriptName() const { return QString::fromLatin1(m_dialect.scriptName); }
    QString scriptArgsName() const { return QString::fromLatin1(m_dialect.scriptArgsName); }
    // The release a wrapper's table was read from ("accelerate 1.14.0"); empty for torch's launchers.
    QString release() const { return QString::fromLatin1(m_dialect.release); }

    // The translated explanation of an option: what it means and what it does on the nodes, with
    // the other options it names spelled as this release spells them (--node_rank on 1.13).
    QString helpText(const LauncherOption& option) const;
    // The first release that accepts `optionString` spelled exactly so (dash forms: 2.0), over all
    // releases and both launchers; nothing if no release knows it.
    static std::optional<TorchVersion> introducedIn(const QString& optionString, LauncherKind kind);
    // Where `--standalone` puts the c10d store: localhost:29400 up to 2.1, localhost:0 from 2.2.
    static QString standaloneEndpoint(TorchVersion version);
    // Values accepted by --nproc-per-node besides integers (checked after parsing, not by argparse).
    static bool isNprocKeyword(TorchVersion version, QStringView text);

private:
    LauncherOptionTable(TorchVersion version, LauncherKind kind);
    void build();
    void buildWrapper(const QList<WrapperOptionRow>& rows);
    void addOption(LauncherOption option);

    TorchVersion m_version;
    LauncherKind m_kind;
    WrapperDialect m_dialect;
    QList<LauncherOption> m_options;
    QList<OptionString> m_strings;
    QHash<QString, int> m_exact;     // option string -> index into m_strings
    QHash<QString, int> m_destIndex; // dest -> index into m_options
};

} // namespace ddpw
