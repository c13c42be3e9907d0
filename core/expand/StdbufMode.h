#pragma once

#include <QChar>
#include <QString>
#include <QStringList>

#include <optional>
#include <utility>

namespace ddpw {

// What coreutils' stdbuf hands the program it runs: one variable per stream it sets a mode for
// (_STDBUF_I, _STDBUF_O, _STDBUF_E: "L" for line buffered, else the size in bytes) and the
// library it preloads to read them.
class StdbufMode
{
public:
    // The stream letter and the value of the option at argv[k] (-oL, -o L, --output=L,
    // --output L); k moves past a separate value. nullopt: not a mode option, or a size stdbuf
    // does not take.
    static std::optional<std::pair<QChar, QString>> of(const QStringList& argv, int& k);
    // Where Debian's and Ubuntu's coreutils install the library stdbuf preloads.
    static QString library() { return QStringLiteral("/usr/libexec/coreutils/libstdbuf.so"); }

private:
    static std::optional<QString> value(QChar stream, const QString& text);
};

} // namespace ddpw
