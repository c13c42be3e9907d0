#include "validate/ShellCheckRunner.h"

#include "util/LineIndex.h"

#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>

#include <nlohmann/json.hpp>

namespace ddpw {

namespace {

// QString offset of ShellCheck's (line, column), both 1-based; clamped into the text.
int offsetOf(const QList<int>& lineStarts, int textSize, int line, int column)
{
    if (lineStarts.isEmpty())
        return 0;
    const int l = qBound(1, line, int(lineStarts.size())) - 1;
    const int lineEnd = l + 1 < lineStarts.size() ? lineStarts.at(l + 1) : textSize;
    return qBound(lineStarts.at(l), lineStarts.at(l) + column - 1, lineEnd);
}

int intOf(const nlohmann::json& object, const char* key)
{
    const auto it = object.find(key);
    return it != object.end() && it->is_number_integer() ? it->get<int>() : 1;
}

std::string stringOf(const nlohmann::json& object, const char* key)
{
    const auto it = object.find(key);
    return it != object.end() && it->is_string() ? it->get<std::string>() : std::string();
}

Severity severityOf(const std::string& level)
{
    if (level == "error")
        return Severity::Error;
    if (level == "warning")
        return Severity::Warning;
    return Severity::Info;
}

} // namespace

ShellCheckRunner::ShellCheckRunner(QString program, int timeoutMs)
    : m_program(std::move(program)), m_timeoutMs(timeoutMs)
{
}

bool ShellCheckRunner::isAvailable() const
{
    return !QStandardPaths::findExecutable(m_program).isEmpty() ||
           (m_program.contains(u'/') && QFileInfo::exists(m_program));
}

ShellCheckRunner::Outcome ShellCheckRunner::run(const QString& text) const
{
    Outcome outcome;
    if (!isAvailable()) {
        outcome.error = tr("shellcheck is not installed");
        return outcome;
    }
    QProcess process;
    process.start(m_program, {QStringLiteral("-f"), QStringLiteral("json"), QStringLiteral("-s"),
                              QStringLiteral("bash"), QStringLiteral("-")});
    if (!process.waitForStarted(m_timeoutMs)) {
        outcome.error = tr("shellcheck did not start: %1").arg(process.errorString());
        return outcome;
    }
    process.write(text.toUtf8());
    process.closeWriteChannel();
    if (!process.waitForFinished(m_timeoutMs)) {
        process.kill();
        process.waitForFinished(1000);
        outcome.error = tr("shellcheck took longer than %1 ms").arg(m_timeoutMs);
        return outcome;
    }
    // Exit 1 just means "findings"; anything else without JSON is a failure.
    if (!parseJson(process.readAllStandardOutput(), text, outcome.diagnostics)) {
        outcome.error = tr("shellcheck failed: %1").arg(QString::fromUtf8(process.readAllStandardError()).trimmed());
        return outcome;
    }
    outcome.ran = true;
    return outcome;
}

bool ShellCheckRunner::parseJson(const QByteArray& json, const QString& text, QList<CommandDiagnostic>& out)
{
    const nlohmann::json document = nlohmann::json::parse(json.constBegin(), json.constEnd(), nullptr, false);
    if (document.is_discarded() || !document.is_array())
        return false;
    QList<int> lineStarts{0};
    for (int i = 0; i < text.size(); ++i) {
        if (text.at(i) == u'\n')
            lineStarts.append(i + 1);
    }
    const LineIndex lines(text);
    const int size = int(text.size());
    for (const nlohmann::json& item : document) {
        if (!item.is_object())
            continue;
        CommandDiagnostic diagnostic;
        const int code = intOf(item, "code");
        diagnostic.code = QStringLiteral("SC%1").arg(code);
        diagnostic.severity = severityOf(stringOf(item, "level"));
        const int begin = offsetOf(lineStarts, size, intOf(item, "line"), intOf(item, "column"));
        const int end = qMax(begin, offsetOf(lineStarts, size, intOf(item, "endLine"), intOf(item, "endColumn")));
        diagnostic.range = lines.range(begin, end);
        diagnostic.message = tr("%1 (https://www.shellcheck.net/wiki/SC%2)")
                                 .arg(QString::fromStdString(stringOf(item, "message")))
                                 .arg(code);
        const auto fix = item.find("fix");
        if (fix != item.end() && fix->is_object() && fix->contains("replacements") &&
            (*fix)["replacements"].is_array() && (*fix)["replacements"].size() == 1) {
            const nlohmann::json& replacement = (*fix)["replacements"][0];
            const int fixBegin = offsetOf(lineStarts, size, intOf(replacement, "line"), intOf(replacement, "column"));
            const int fixEnd = qMax(
                fixBegin, offsetOf(lineStarts, size, intOf(replacement, "endLine"), intOf(replacement, "endColumn")));
            const auto value = replacement.find("replacement");
            if (value != replacement.end() && value->is_string())
                diagnostic.fix =
                    DiagnosticFix{lines.range(fixBegin, fixEnd), QString::fromStdString(value->get<std::string>())};
        }
        out.append(std::move(diagnostic));
    }
    return true;
}

} // namespace ddpw
