#pragma once

#include "validate/ValidationOptions.h"

#include <QCommandLineParser>
#include <QCoreApplication>

namespace ddpw {

// The flags `validate` and `explain` share: --torch, --nodes, --gpus-per-node, --python, --role,
// --env (the platform's variables).
class CliValidationOptions
{
    Q_DECLARE_TR_FUNCTIONS(CliValidationOptions)

public:
    void addOptions(QCommandLineParser& parser) const;
    // Empty on success, else a one-line error naming the flag.
    QString read(const QCommandLineParser& parser, ValidationOptions& options) const;
};

} // namespace ddpw
