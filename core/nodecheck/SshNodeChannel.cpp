#include "nodecheck/SshNodeChannel.h"

#include "ssh/SshSession.h"

namespace ddpw {

SshNodeChannel::SshNodeChannel(std::unique_ptr<SshSession> session) : m_session(std::move(session)) {}

SshNodeChannel::~SshNodeChannel() = default;

NodeExecResult SshNodeChannel::exec(const NodeExecRequest& request)
{
    NodeExecResult result;
    if (!m_session->isConnected() && !m_session->connect(request.cancel)) {
        result.error = m_session->errorText();
        return result;
    }
    SshExecRequest ssh;
    ssh.argv = request.argv;
    ssh.stdinData = request.stdinData;
    ssh.deadline = request.deadline;
    ssh.cancel = request.cancel;
    ssh.ownProcessGroup = false;
    ssh.onStdout = request.onStdout;
    ssh.onStderr = request.onStderr;
    SshExecResult done = m_session->exec(ssh);
    if (done.error == SshError::Channel && !done.finished) {
        // The connection broke; what ran on the node may still run. Reconnect so that the
        // caller's clean-up can reach it.
        m_session->disconnect();
        m_session->connect(request.cancel);
    }
    result.finished = done.finished;
    result.exitStatus = done.exitStatus;
    result.error = done.errorText;
    return result;
}

} // namespace ddpw
