#include "generate/GeneratedCommand.h"

namespace ddpw {

std::optional<FieldSpan> GeneratedCommand::spanOf(JobField field) const
{
    for (const FieldSpan& span : spans) {
        if (span.field == field)
            return span;
    }
    return std::nullopt;
}

} // namespace ddpw
