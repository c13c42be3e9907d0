#pragma once

namespace ddpw {

// A TCP port that is free on the loopback interface right now (the kernel picks it), or 0
// when none could be had. Another process may take it before the caller binds it; callers
// that can, bind port 0 themselves instead.
int pickFreeLoopbackPort();

// Whether a listener could bind `port` on every address of this machine now, as torch's TCP
// store does (the wildcard address, SO_REUSEADDR): false when another process listens on it.
bool portFreeOnThisMachine(int port);

} // namespace ddpw
