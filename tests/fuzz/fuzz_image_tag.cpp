// libFuzzer target: any bytes as a container image reference (ImageTorchVersion::of, read on
// every edit of the Image field) must give a torch release or nothing, never a crash, a hang,
// undefined behaviour or a memory error; a release it gives is one the image's text names.
#include "model/ImageTorchVersion.h"

#include <QByteArray>
#include <QString>

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const QString image = QString::fromUtf8(reinterpret_cast<const char*>(data), qsizetype(size));
    const std::optional<ddpw::ImageTorch> torch = ddpw::ImageTorchVersion::of(image);
    if (torch && torch->said.isEmpty())
        __builtin_trap(); // a release found is said as the reference has it
    return 0;
}
