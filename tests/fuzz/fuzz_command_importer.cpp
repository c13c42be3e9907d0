// libFuzzer target: any bytes pasted as a start command and imported into the form
// (CommandImporter, for each torch version the first byte picks) must give a job or an error,
// never a crash, a hang, undefined behaviour or a memory error.
#include "model/JobSpec.h"
#include "openjob/CommandImporter.h"

#include <QString>

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    if (size == 0)
        return 0;
    static const QList<ddpw::TorchVersion> versions{ddpw::TorchVersion::of(1, 13), ddpw::TorchVersion::of(2, 6),
                                                    ddpw::TorchVersion::of(2, 14), ddpw::TorchVersion()};
    ddpw::JobSpec base;
    base.torchVersion = versions.at(data[0] % versions.size());
    const QString text = QString::fromUtf8(reinterpret_cast<const char*>(data + 1), qsizetype(size - 1));
    const ddpw::CommandImport imported = ddpw::CommandImporter::import(text, base);
    if (!imported.ok && imported.error.isEmpty())
        __builtin_trap(); // a refusal says why
    ddpw::CommandImporter::normalized(text);
    return 0;
}
