#pragma once

#include <QIODevice>
#include <QTextStream>

namespace ddpw {

// Where a CLI command reads and writes. main() wires the process's streams; tests wire
// buffers, so every command is testable in-process.
struct CliIo
{
    QTextStream& out;
    QTextStream& err;
    QIODevice& in;
};

// Exit codes shared by every subcommand.
enum CliExit : int { ExitOk = 0, ExitFindings = 1, ExitUsage = 2 };

} // namespace ddpw
