#pragma once

#include "model/JobSpec.h" // ddpw::Severity

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace ddpw {

// Every diagnostic code `validate` can report, in one table: its severity, a title, a long
// explanation and an example snippet. The docs catalogue (docs/validate.md) and
// `validate --explain CODE` / `--list-codes` are generated from it, so they cannot drift.
class CommandDiagnosticCatalog
{
    Q_DECLARE_TR_FUNCTIONS(CommandDiagnosticCatalog)

public:
    struct Entry
    {
        const char* code;
        Severity severity;
        const char* title;       // QT_TRANSLATE_NOOP("CommandDiagnosticCatalog", ...)
        const char* explanation; // QT_TRANSLATE_NOOP("CommandDiagnosticCatalog", ...)
        const char* example;     // a snippet that triggers it (shell text, not translated)
    };

    static const QList<Entry>& entries();
    // nullptr for an unknown code.
    static const Entry* find(const QString& code);
    static Severity severity(const QString& code);
    static QString title(const Entry& entry);
    static QString explanation(const Entry& entry);

    // The whole catalogue as Markdown (docs/validate.md) or plain text.
    static QString markdown();
    static QString text();
    // One entry for `validate --explain CODE`.
    static QString describe(const Entry& entry);
};

} // namespace ddpw
