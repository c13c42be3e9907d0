// libFuzzer target: the launcher parser alone, on any list of words (the input split at
// newlines, the first byte picking the torch version and the launcher: torch's three, accelerate
// launch and deepspeed), must give a result or
// errors, never a crash, a hang, undefined behaviour or a memory error.
#include "launcher/LauncherParser.h"

#include <QString>
#include <QStringList>

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    if (size == 0)
        return 0;
    static const QList<ddpw::TorchVersion> versions{ddpw::TorchVersion::of(1, 13), ddpw::TorchVersion::of(2, 0),
                                                    ddpw::TorchVersion::of(2, 6), ddpw::TorchVersion::of(2, 14),
                                                    ddpw::TorchVersion()};
    static const QList<ddpw::LauncherKind> kinds{ddpw::LauncherKind::TorchRun, ddpw::LauncherKind::TorchDistributedRun,
                                                 ddpw::LauncherKind::TorchDistributedLaunch,
                                                 ddpw::LauncherKind::Accelerate, ddpw::LauncherKind::DeepSpeed};
    const uint8_t selector = data[0];
    const QString text = QString::fromUtf8(reinterpret_cast<const char*>(data + 1), qsizetype(size - 1));
    QList<ddpw::ShellWord> words;
    for (const QString& word : text.split(u'\n')) {
        ddpw::ShellWord shellWord;
        shellWord.raw = shellWord.value = word;
        shellWord.hasExpansion = word.contains(u'$');
        words.append(shellWord);
    }
    ddpw::LauncherParser parser(versions.at(selector % versions.size()), kinds.at((selector / 8) % kinds.size()));
    if (selector & 0x80)
        parser.setEnvironment({{QStringLiteral("PET_NPROC_PER_NODE"), QStringLiteral("2")},
                               {QStringLiteral("PET_STANDALONE"), text.left(3)}});
    parser.parse(words, 0);
    return 0;
}
