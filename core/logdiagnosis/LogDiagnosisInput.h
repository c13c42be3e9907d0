#pragma once

#include <QByteArray>
#include <QString>

namespace ddpw {

// One log to diagnose: a file (read in chunks from disk, never whole) when `path` is set,
// otherwise `bytes` held in memory (a pasted log, a dry-run node's lines).
struct LogDiagnosisInput
{
    QString name; // what evidence calls it: the file's path or "node 1 (w1)"
    QString node; // the node it comes from when no line says; empty: the name
    QString path;
    QByteArray bytes;
};

} // namespace ddpw
