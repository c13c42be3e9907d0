#include "ssh/HostKeyCheck.h"

namespace ddpw {

HostKeyDecision HostKeyCheck::decide(KnownHostState state, HostKeyPolicy policy, const HostKeyQuestion& question,
                                     const std::function<bool(const HostKeyQuestion&)>& ask,
                                     const QString& knownHostsFile)
{
    switch (state) {
    case KnownHostState::Ok: return {HostKeyVerdict::Accept, {}};
    case KnownHostState::Changed:
        return {HostKeyVerdict::Refuse,
                tr("REMOTE HOST IDENTIFICATION HAS CHANGED for %1: the server now offers the %2 key %3, which is not "
                   "the key recorded in %4. Someone could be intercepting the connection, or the host was "
                   "reinstalled. Verify the fingerprint with the host's administrator, then remove the old line "
                   "(ssh-keygen -R %1 -f %4).")
                    .arg(question.host, question.keyType, question.fingerprint, knownHostsFile)};
    case KnownHostState::OtherType:
        return {HostKeyVerdict::Refuse,
                tr("%1 offers a %2 key (%3), but %4 records a key of another type for it. This may be an attack; "
                   "verify the fingerprint with the host's administrator before changing %4.")
                    .arg(question.host, question.keyType, question.fingerprint, knownHostsFile)};
    case KnownHostState::Revoked:
        return {HostKeyVerdict::Refuse,
                tr("REVOKED HOST KEY for %1: its %2 key %3 is marked @revoked in %4, so it is refused whatever "
                   "else the file says. Ask the host's administrator for the host's new key.")
                    .arg(question.host, question.keyType, question.fingerprint, knownHostsFile)};
    case KnownHostState::Error:
        return {HostKeyVerdict::Refuse, tr("Cannot read the known hosts file %1.").arg(knownHostsFile)};
    case KnownHostState::Unknown:
    case KnownHostState::NoFile: break;
    }
    switch (policy) {
    case HostKeyPolicy::AcceptNew: return {HostKeyVerdict::AcceptAndRemember, {}};
    case HostKeyPolicy::Ask:
        if (ask && ask(question))
            return {HostKeyVerdict::AcceptAndRemember, {}};
        return {HostKeyVerdict::Refuse, tr("The host key of %1 (%2 %3) was not accepted.")
                                            .arg(question.host, question.keyType, question.fingerprint)};
    case HostKeyPolicy::Strict: break;
    }
    return {HostKeyVerdict::Refuse,
            tr("%1 is not a known host (its %2 key is %3) and %4 has no entry for it. Check the fingerprint, then "
               "accept it (--accept-new) or add it to %4.")
                .arg(question.host, question.keyType, question.fingerprint, knownHostsFile)};
}

} // namespace ddpw
