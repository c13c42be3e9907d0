#pragma once

#include "launcher/LauncherOptionTable.h"

#include <QCoreApplication>
#include <QString>

namespace ddpw {

// What to say about an option that accelerate launch or deepspeed does not have: the other
// separator, the launcher's own name for a torchrun option (--nproc_per_node is --num_processes
// in accelerate, and a total there), an option a release removed, a prefix accelerate does not
// accept, or the closest option name.
class WrapperOptionHints
{
    Q_DECLARE_TR_FUNCTIONS(WrapperOptionHints)

public:
    struct Hint
    {
        QString text;        // empty when nothing useful is known
        QString replacement; // an option string that is a drop-in replacement, or empty
    };

    // `written` is the option as typed, without any "=value".
    static Hint forUnknown(const LauncherOptionTable& table, const QString& written);

    // The option of `table` closest to `written` within a small edit distance, or empty.
    static QString closest(const LauncherOptionTable& table, const QString& written);
};

} // namespace ddpw
