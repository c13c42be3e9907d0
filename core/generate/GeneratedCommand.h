#pragma once

#include "model/JobSpec.h"

#include <QList>
#include <QString>

#include <optional>

namespace ddpw {

// Where the generator wrote a field of the form, as QString offsets (end exclusive) into the
// text it returned: the preview underlines a field's problem there without searching the text.
struct FieldSpan
{
    JobField field;
    int begin = 0;
    int end = 0;
    friend bool operator==(const FieldSpan&, const FieldSpan&) = default;
};

// The start command with the source range of every field it shows.
struct GeneratedCommand
{
    QString text;
    QList<FieldSpan> spans; // in text order; a field the command does not show has none

    // The first place the field is written, if the command shows it.
    std::optional<FieldSpan> spanOf(JobField field) const;
};

} // namespace ddpw
