#include "cli/CliTerminal.h"

#include <algorithm>
#include <cstdio>
#include <iterator>
#include <termios.h>
#include <unistd.h>

namespace ddpw {

std::optional<QString> CliTerminal::ask(const QString& prompt, bool echo)
{
    FILE* tty = std::fopen("/dev/tty", "r+");
    if (!tty)
        return std::nullopt;
    const int fd = fileno(tty);
    termios saved{};
    const bool haveTerm = tcgetattr(fd, &saved) == 0;
    if (haveTerm && !echo) {
        termios quiet = saved;
        quiet.c_lflag &= ~tcflag_t(ECHO);
        tcsetattr(fd, TCSAFLUSH, &quiet);
    }
    std::fputs(prompt.toLocal8Bit().constData(), tty);
    std::fputs(" ", tty);
    std::fflush(tty);
    char line[1024] = {};
    const bool got = std::fgets(line, sizeof line, tty) != nullptr;
    if (haveTerm && !echo) {
        tcsetattr(fd, TCSAFLUSH, &saved);
        // Straight to the descriptor: a stdio write right after a read on the same "r+" stream,
        // without a positioning call in between, is undefined behaviour.
        [[maybe_unused]] const ssize_t written = ::write(fd, "\n", 1);
    }
    std::fclose(tty);
    if (!got)
        return std::nullopt;
    QString answer = QString::fromLocal8Bit(line);
    std::fill(std::begin(line), std::end(line), '\0');
    while (answer.endsWith(u'\n') || answer.endsWith(u'\r'))
        answer.chop(1);
    return answer;
}

} // namespace ddpw
