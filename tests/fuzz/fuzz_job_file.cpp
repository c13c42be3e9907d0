// libFuzzer target: any bytes as a job file (JobFile::fromJson, what JobFile::load reads) must
// give a job or an error naming the field, never a crash, a hang, undefined behaviour or a
// memory error; a job read back must survive being written and read again.
#include "model/JobFile.h"

#include <QByteArray>

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char*>(data), qsizetype(size));
    const ddpw::JobFileResult result = ddpw::JobFile::fromJson(bytes);
    if (!result.ok()) {
        if (result.error.message.isEmpty())
            __builtin_trap(); // every failure says why
        return 0;
    }
    const ddpw::JobFileResult again = ddpw::JobFile::fromJson(ddpw::JobFile::toJson(*result.job));
    if (!again.ok())
        __builtin_trap(); // what we write we must read
    return 0;
}
