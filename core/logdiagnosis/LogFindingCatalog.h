#pragma once

#include "logdiagnosis/LogDiagnosisKind.h"
#include "model/JobSpec.h" // ddpw::Severity

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>

namespace ddpw {

// Every kind `diagnose` can report, in one table: the stable slug, a title, what to do about it,
// an upstream issue that shows it, and which other kinds it causes ("explains"). The docs
// catalogue (docs/diagnose.md) is checked against it, and the root-cause order of a report is
// computed from it: a finding another finding of the same report explains is listed after it.
class LogFindingCatalog
{
    Q_DECLARE_TR_FUNCTIONS(LogFindingCatalog)

public:
    struct Entry
    {
        LogDiagnosisKind kind;
        const char* slug;      // "port-in-use"
        const char* title;     // QT_TRANSLATE_NOOP("LogFindingCatalog", ...): what happened, in general
        const char* fix;       // QT_TRANSLATE_NOOP("LogFindingCatalog", ...): what to do, in general
        const char* reference; // an upstream issue that shows this failure
        QList<LogDiagnosisKind> explains;
    };

    static const QList<Entry>& entries();
    static const Entry& entry(LogDiagnosisKind kind);
    static QString slug(LogDiagnosisKind kind);
    static std::optional<LogDiagnosisKind> fromSlug(const QString& slug);
    static QString title(LogDiagnosisKind kind);
    static QString fix(LogDiagnosisKind kind);
    static QString reference(LogDiagnosisKind kind);
    // True when a finding of `cause` can be why a finding of `effect` happened.
    static bool explains(LogDiagnosisKind cause, LogDiagnosisKind effect);
    // Symptoms that only ever follow a cause elsewhere: they never turn a warning into an error.
    static bool isGenericSymptom(LogDiagnosisKind kind);
};

} // namespace ddpw
