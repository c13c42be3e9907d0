#pragma once

#include "ssh/HostKeyCheck.h"

#include <QByteArray>
#include <QString>

namespace ddpw {

// What OpenSSH's known_hosts says about a server's key, decided as OpenSSH decides it (libssh
// 0.10 differs: it skips every marker line, so a key marked "@revoked" passed, and it neither
// honours a "!" negation nor falls back to the bare name for another port). The name looked up is
// "[host]:port" when the port is not 22; when that finds nothing, the bare name's lines may
// vouch for the same key (OpenSSH's "found matching key w/out port"). Host fields are OpenSSH's:
// comma-separated patterns with * and ?, "!" negating, case-insensitive, or one hashed name
// (|1|salt|HMAC-SHA1). A "@revoked" key is refused whatever else the file says;
// "@cert-authority" lines vouch only for host certificates, so for a plain key they are no entry.
class KnownHostsLookup
{
public:
    // The name OpenSSH looks `host` up under.
    static QString entryName(const QString& host, int port);
    // The state of the key (`keyType` as known_hosts spells it, `keyBlob` its binary form) of
    // `host`:`port` in `knownHosts`, the text of the files read (Unknown when no line matches).
    static KnownHostState lookup(const QByteArray& knownHosts, const QString& host, int port, const QByteArray& keyType,
                                 const QByteArray& keyBlob);
    // OpenSSH's match of one known_hosts host field against `entry`.
    static bool hostMatches(const QByteArray& field, const QString& entry);
};

} // namespace ddpw
