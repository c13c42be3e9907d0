#pragma once

namespace ddpw {

// A TCP port that is free on the loopback interface right now (the kernel picks it), or 0
// when none could be had. Another process may take it before the caller binds it; callers
// that can, bind port 0 themselves instead.
int pickFreeLoopbackPort();

} // namespace ddpw
