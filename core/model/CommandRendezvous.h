#pragma once

#include <QString>

namespace ddpw {

// What a written start command says about where and how its nodes meet, beyond the fields the
// form's job holds: the form always meets at ${MASTER}:<port> with run id and role of its own,
// a pasted command at whatever it gives (as node 0 evaluates it). Topology shows these instead
// of the form's when they are set, so that an explanation of a command never shows a default
// job's values.
struct CommandRendezvous
{
    QString host;       // the rendezvous (or master) host as node 0 gets it
    QString port;       // as the command gives it, text ("29400")
    QString hostOrigin; // where the address comes from, for captions ("--rdzv-endpoint")
    QString runId;      // TORCHELASTIC_RUN_ID: --rdzv-id, torchrun's default "none"
    QString role;       // ROLE_NAME: --role, torchrun's default "default"
    QString localAddr;  // --local-addr as node 0 gets it (2.x), empty when not given
};

} // namespace ddpw
