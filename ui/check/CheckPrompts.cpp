#include "check/CheckPrompts.h"

#include "widgets/Prompt.h"

namespace ddpw {

bool CheckPrompts::trustHostKey(QWidget* parent, const HostKeyQuestion& question)
{
    const QString text =
        tr("%1 is not in the known_hosts file yet. Its %2 key has the fingerprint\n\n%3\n\nCompare it with the one "
           "the host's administrator gives you (ssh-keygen -lf on the host). Trust this key and remember it?")
            .arg(question.host, question.keyType, question.fingerprint);
    return Prompt::question(parent, tr("Unknown host key"), text, QMessageBox::Yes | QMessageBox::No,
                            QMessageBox::No) == QMessageBox::Yes;
}

std::optional<QString> CheckPrompts::secret(QWidget* parent, const QString& prompt, bool echo)
{
    return Prompt::secret(parent, tr("SSH authentication"), prompt, echo);
}

} // namespace ddpw
