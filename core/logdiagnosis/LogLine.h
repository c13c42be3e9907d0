#pragma once

#include <QString>

namespace ddpw {

// One line of a log as the engine reads it: the text a person sees (carriage returns and ANSI
// colours removed, decoded leniently from UTF-8, cut at kMaxChars) and the message behind the
// prefixes that launchers and platforms put in front of it: timestamps, "[rank3]:",
// "[default0]:", "worker-1: ", glog's "E1201 10:00:00.123 4242 file.cpp:12] ", NCCL's
// "host:pid:tid [dev] ". What a prefix says (node, rank, local rank, glog level, time) is kept.
struct LogLine
{
    static constexpr int kMaxChars = 4096;

    QString text;       // the whole line, cleaned
    QString message;    // text without its prefixes
    QString stream;     // the prefixes that name who printed it ("[rank3]"); "" for none
    QString node;       // from a node prefix, NCCL's host field or "host :" of a failure table
    int rank = -1;      // global rank, from "[rank3]:" or "[1,3]<stdout>:"
    int localRank = -1; // from "[default0]:" (torchrun's --tee prefix: role and local rank)
    char glogLevel = 0; // 'I', 'W', 'E' or 'F' for glog-style lines, else 0
    // When a timestamp prefix says (ISO date and time, glog's): milliseconds from the start of a
    // year, month and day included, no year and no time zone (glog names neither); -1 when none.
    qint64 time = -1;
};

} // namespace ddpw
