#pragma once

#include "pages/CheckSettingsForm.h"

#include <optional>

namespace ddpw {

// The Check step's settings remembered per job file (QSettings, keyed by the file's absolute
// path): opening a job brings back where it was last checked. A job not saved yet has one
// slot of its own, carried over to the file when it is first saved.
class CheckSettingsStore
{
public:
    static std::optional<CheckSettings> load(const QString& jobFile);
    static void save(const QString& jobFile, const CheckSettings& settings);

private:
    static QString group(const QString& jobFile);
};

} // namespace ddpw
