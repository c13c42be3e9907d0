#pragma once

#include "ssh/SshOptions.h"

#include <QCoreApplication>
#include <QString>

#include <optional>

class QWidget;

namespace ddpw {

// What a check over SSH asks the user while it runs, through Prompt (CheckRunner brings the
// question to the GUI thread): whether to trust a host key that is not in known_hosts yet, with
// its fingerprint to compare, and a password or passphrase the login needs.
class CheckPrompts
{
    Q_DECLARE_TR_FUNCTIONS(CheckPrompts)

public:
    // True when the user trusts the key (the session then remembers it).
    static bool trustHostKey(QWidget* parent, const HostKeyQuestion& question);
    // The secret, or nothing when the user cancelled.
    static std::optional<QString> secret(QWidget* parent, const QString& prompt, bool echo);
};

} // namespace ddpw
