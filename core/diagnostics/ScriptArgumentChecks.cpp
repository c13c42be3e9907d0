#include "diagnostics/ScriptArgumentChecks.h"

#include "launcher/LauncherOptionTable.h"

namespace ddpw {

namespace {

QString optionPart(const QString& word)
{
    const qsizetype equals = word.indexOf(u'=');
    return equals > 0 ? word.left(equals) : word;
}

bool isLocalRank(const QString& option)
{
    return option == QLatin1String("--local_rank") || option == QLatin1String("--local-rank");
}

// The text before `end` without the blanks and line continuations that lead up to it.
int trimmedEnd(QStringView text, int begin, int end)
{
    while (end > begin) {
        const QChar c = text[end - 1];
        if (c == u' ' || c == u'\t') {
            --end;
        } else if (c == u'\n' && end - 2 >= begin && text[end - 2] == u'\\') {
            end -= 2;
        } else {
            break;
        }
    }
    return end;
}

} // namespace

void ScriptArgumentChecks::launcherOptionAfterScript(ValidationContext& context)
{
    for (const ValidatedInvocation& invocation : context.invocations()) {
        const LauncherParseResult& parsed = invocation.result;
        if (parsed.trainingScriptArgsBegin < 0 || parsed.trainingScriptWord < 0)
            continue;
        // Every spelling some release knows: the dash forms on 1.13 are still meant for torchrun.
        const LauncherOptionTable& table = LauncherOptionTable::forVersion(TorchVersion(), parsed.kind);
        const ShellCommand& command = context.commandOf(invocation);
        const ShellWord& script = command.words.at(parsed.trainingScriptWord);
        for (int w = parsed.trainingScriptArgsBegin; w < command.words.size(); ++w) {
            const ShellWord& word = command.words.at(w);
            const QString option = optionPart(word.value);
            if (!option.startsWith(QLatin1String("--")) || option.size() < 4 || isLocalRank(option) ||
                option == QLatin1String("--help"))
                continue;
            const int index = table.findExact(option);
            if (index < 0)
                continue;
            const LauncherOption& known = table.options().at(index);
            int last = w;
            if (!known.isFlag() && !word.value.contains(u'=') && w + 1 < command.words.size() &&
                !command.words.at(w + 1).value.startsWith(u'-'))
                last = w + 1;
            // Move the option (and its value) in front of the script: one replacement from the
            // script to the option's end keeps everything between as written.
            const QStringView text = context.text();
            const int begin = script.range.begin.offset;
            const int end = command.words.at(last).range.end.offset;
            const QString moved = text.mid(word.range.begin.offset, end - word.range.begin.offset).toString();
            const QString before = text.mid(begin, trimmedEnd(text, begin, word.range.begin.offset) - begin).toString();
            context.add("DDP209", word.range,
                        tr("'%1' comes after the script %2, so the launcher never sees it: it goes to the script as "
                           "one of its arguments. Move it before the script.")
                            .arg(option, script.value),
                        DiagnosticFix{context.range(begin, end), moved + u' ' + before});
            w = last;
        }
    }
}

void ScriptArgumentChecks::handWrittenLocalRank(ValidationContext& context)
{
    for (const ValidatedInvocation& invocation : context.invocations()) {
        const LauncherParseResult& parsed = invocation.result;
        if (parsed.trainingScriptArgsBegin < 0)
            continue;
        const bool setsEnvironment =
            parsed.kind != LauncherKind::TorchDistributedLaunch || context.flag(invocation, QStringLiteral("use_env"));
        if (!setsEnvironment)
            continue; // launch without --use_env passes --local_rank itself (DDP603)
        const ShellCommand& command = context.commandOf(invocation);
        for (int w = parsed.trainingScriptArgsBegin; w < command.words.size(); ++w) {
            const ShellWord& word = command.words.at(w);
            if (!isLocalRank(optionPart(word.value)))
                continue;
            const int last = !word.value.contains(u'=') && w + 1 < command.words.size() ? w + 1 : w;
            const ShellWord& previous = command.words.at(w - 1);
            const DiagnosticFix fix{context.range(previous.range.end.offset, command.words.at(last).range.end.offset),
                                    QString()};
            context.add("DDP605", context.range(word.range.begin.offset, command.words.at(last).range.end.offset),
                        tr("'%1' is written by hand: %2 starts every worker with this same value, and a script that "
                           "uses it puts every rank on one GPU. Remove it; the script reads its own rank from "
                           "LOCAL_RANK.")
                            .arg(context.text()
                                     .mid(word.range.begin.offset,
                                          command.words.at(last).range.end.offset - word.range.begin.offset)
                                     .toString(),
                                 parsed.kind == LauncherKind::TorchDistributedLaunch ? QStringLiteral("launch")
                                                                                     : QStringLiteral("torchrun")),
                        fix);
            w = last;
        }
    }
}

} // namespace ddpw
