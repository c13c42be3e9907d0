#pragma once

#include "ssh/SshOptions.h"

#include <QCoreApplication>
#include <QString>

namespace ddpw {

// What known_hosts says about a server's key (KnownHostsLookup), so that the decision can be
// tested without a server.
enum class KnownHostState {
    Ok,        // known, same key
    Changed,   // known with another key: possible man-in-the-middle
    OtherType, // known with a key of another type only
    Revoked,   // marked "@revoked" in known_hosts: refused like OpenSSH does
    Unknown,   // not in the file
    NoFile,    // the file does not exist yet
    Error,     // the file could not be read
};

enum class HostKeyVerdict { Accept, AcceptAndRemember, Refuse };

struct HostKeyDecision
{
    HostKeyVerdict verdict = HostKeyVerdict::Refuse;
    QString message; // for Refuse: why, with the fingerprint and what to do about it
};

// The OpenSSH rules as a pure function: a known, matching key is accepted; a changed key (or
// one of another type, or a revoked one) is a hard failure; an unknown key is refused under Strict, remembered
// under AcceptNew and, under Ask, accepted only when `ask` returns true.
class HostKeyCheck
{
    Q_DECLARE_TR_FUNCTIONS(HostKeyCheck)

public:
    static HostKeyDecision decide(KnownHostState state, HostKeyPolicy policy, const HostKeyQuestion& question,
                                  const std::function<bool(const HostKeyQuestion&)>& ask,
                                  const QString& knownHostsFile);
};

} // namespace ddpw
