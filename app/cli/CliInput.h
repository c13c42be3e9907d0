#pragma once

#include "cli/CliIo.h"

#include <QCoreApplication>
#include <QString>

namespace ddpw {

// Reads the snippet of `validate`/`explain`/`expand`: a file, or stdin for "-" (or no name).
// Any bytes are accepted: invalid UTF-8 is decoded leniently (U+FFFD) and reported.
class CliInput
{
    Q_DECLARE_TR_FUNCTIONS(CliInput)

public:
    // False (with `error` set) when the file cannot be read.
    bool read(const QString& path, CliIo& io);

    const QString& text() const { return m_text; }
    // The name used in "FILE:LINE:COL" messages ("<stdin>" for standard input).
    const QString& displayName() const { return m_name; }
    bool invalidUtf8() const { return m_invalidUtf8; }
    const QString& error() const { return m_error; }

    // Decodes bytes as UTF-8, replacing invalid sequences; true when some were invalid.
    static bool decodeLeniently(const QByteArray& bytes, QString& text);

private:
    QString m_text;
    QString m_name;
    QString m_error;
    bool m_invalidUtf8 = false;
};

} // namespace ddpw
