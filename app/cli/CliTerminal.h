#pragma once

#include <QString>

#include <optional>

namespace ddpw {

// Questions the CLI asks a person: on the controlling terminal (/dev/tty), never on stdin or
// stdout, which may be pipes. Secrets are read with echo off; nothing is kept here.
class CliTerminal
{
public:
    // Nothing when there is no terminal or it closed.
    static std::optional<QString> ask(const QString& prompt, bool echo);
};

} // namespace ddpw
