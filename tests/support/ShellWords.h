#pragma once

// Words as the shell reader gives them for a line of plain words separated by one space, for
// tests and benchmarks that feed the launcher parser without reading a script.

#include "shell/ShellWord.h"

#include <QList>
#include <QStringList>

namespace ddpw::test {

inline QList<ShellWord> wordsOf(const QStringList& values)
{
    QList<ShellWord> words;
    int column = 1;
    for (const QString& value : values) {
        ShellWord word;
        word.raw = word.value = value;
        word.hasExpansion = value.contains(u'$');
        word.range.begin = {1, column, column - 1};
        column += int(value.size());
        word.range.end = {1, column, column - 1};
        ++column;
        words.append(word);
    }
    return words;
}

} // namespace ddpw::test
