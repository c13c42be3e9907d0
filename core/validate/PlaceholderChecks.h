#pragma once

#include "validate/ValidationContext.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>

namespace ddpw {

// DDP108: placeholders left from the platform's guide or a README: <script args>, <master-ip>,
// <your_random_port>, YOUR_TRAINING_SCRIPT.py, '...', and bare words such as NUM_GPUS or N
// where the launcher needs a number. Runs after the other checks: a finding that a placeholder
// causes (bash's syntax error on `<script args>` at the end of a line, argparse's invalid int
// value on NUM_GPUS) is said at the placeholder, as what it is, with what to write instead.
class PlaceholderChecks
{
    Q_DECLARE_TR_FUNCTIONS(PlaceholderChecks)

public:
    struct Placeholder
    {
        int begin = 0;
        int end = 0;
        QString dest; // the launcher option whose value it is, or empty
    };
    // What a placeholder is, in words: made only for the findings that are listed.
    struct Description
    {
        QString text;
        QString instead;            // what to write instead, for the message
        std::optional<QString> fix; // a replacement when one value is clearly right
    };

    static void run(ValidationContext& context);
    // The placeholders of the text outside comments, and those given as the value of a
    // launcher option that needs a number: disjoint, in text order.
    static QList<Placeholder> find(const ValidationContext& context);
    static bool isSectionHeader(const ValidationContext& context, const Placeholder& placeholder);

    // The word tests of find() and describe(), written out where a regular expression would cost
    // more to compile (PCRE2's JIT) than a whole `validate` spends checking; tst_PatternsWithoutRegex
    // holds each to the pattern it stands for.
    // (^|/)(YOUR|[Yy]our)[_-][A-Za-z0-9_.-]+$ : "YOUR_TRAINING_SCRIPT.py", "data/your-dir"
    static bool isYourWord(QStringView word);
    // ^([A-Z][A-Z0-9_]*|[A-Za-z])$ : "N", "NUM_GPUS", "x"
    static bool isPlaceholderName(QStringView value);
    // The runs of [a-z0-9] in text ("your_random_port" -> your, random, port).
    static QStringList asciiWords(QStringView text);

private:
    static void angleAndWordPlaceholders(const ValidationContext& context, QList<Placeholder>& out);
    static void numericPlaceholders(const ValidationContext& context, QList<Placeholder>& out);
    static Description describe(const ValidationContext& context, const Placeholder& where);
};

} // namespace ddpw
