#pragma once

#include <QByteArray>
#include <QDeadlineTimer>
#include <QString>
#include <QStringList>

#include <atomic>
#include <functional>

namespace ddpw {

// One command run on a node by a DryRunTransport: argv words (quoted by the transport, never
// parsed), bytes for stdin, a hard deadline and a cancel flag. Output arrives in chunks on the
// runner's thread as it is produced.
struct NodeExecRequest
{
    QStringList argv;
    QByteArray stdinData;
    QDeadlineTimer deadline{30000};
    const std::atomic_bool* cancel = nullptr;
    std::function<void(const QByteArray&)> onStdout;
    std::function<void(const QByteArray&)> onStderr;
};

struct NodeExecResult
{
    bool finished = false; // ran to its end; exitStatus is valid
    int exitStatus = -1;
    QString error; // why it did not finish (cancelled, deadline, connection lost...)
};

// A way to run commands on one node: a local process, or an SSH session. Blocking; used by one
// thread at a time. After a cancel or deadline, exec() returns promptly; what the command
// started on the node may still run, which is why the dry-run follows up with its own
// clean-up command.
class NodeChannel
{
public:
    virtual ~NodeChannel() = default;
    virtual NodeExecResult exec(const NodeExecRequest& request) = 0;
};

} // namespace ddpw
