#pragma once

#include <QCoreApplication>

namespace ddpw {

class ValidationContext;

// DDP118: an unquoted here-document whose text sets a variable and reads it: bash expands the
// reading when it writes the text, before the written script runs its own assignment.
class HereDocumentChecks
{
    Q_DECLARE_TR_FUNCTIONS(HereDocumentChecks)

public:
    static void expandedTooEarly(ValidationContext& context);
};

} // namespace ddpw
