#pragma once

#include "model/JobSpec.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace ddpw {

// The stable spellings of the model's choices, shared by job files and the CLI flags.
// Changing one breaks every saved job file: add, never rename.
QString keyOf(ComputeFramework value);
QString keyOf(Launcher value);
QString keyOf(RendezvousBackend value);
QString keyOf(EntryKind value);
QString keyOf(MasterDerivation value);
QString keyOf(LocalRankFrom value); // env, local_rank, local-rank
QString keyOf(const NprocPerNode& value);

std::optional<ComputeFramework> computeFrameworkFromKey(const QString& key);
std::optional<Launcher> launcherFromKey(const QString& key);
std::optional<RendezvousBackend> rendezvousBackendFromKey(const QString& key);
std::optional<EntryKind> entryKindFromKey(const QString& key);
std::optional<MasterDerivation> masterDerivationFromKey(const QString& key);
std::optional<LocalRankFrom> localRankFromFromKey(const QString& key);
// "gpus" (match the form's GPU count), "gpu", "auto" or a decimal integer.
std::optional<NprocPerNode> nprocPerNodeFromKey(const QString& key);

// The accepted keys of each choice, for help texts and error messages.
QStringList computeFrameworkKeys();
QStringList launcherKeys();
QStringList rendezvousBackendKeys();
QStringList masterDerivationKeys();
QStringList localRankFromKeys();

} // namespace ddpw
