#pragma once

#include <QString>
#include <QStringList>

namespace ddpw {

// Quotes a string so that bash reads it back as exactly one word with exactly these
// characters: no expansion, no splitting, no globbing. Plain words stay bare for readability;
// anything else is single-quoted, or double-quoted with \ " $ ` escaped when it holds one of
// ' $ ` \ (ShellCheck finds nothing in either); a leading ~ is written \~. ShellCheck-clean:
// tests/shell/test_generate_shellcheck.sh.
// Proven byte-for-byte against real bash in tests/shell/test_generate_quoting.sh.
QString shellQuote(const QString& word);
QString shellJoin(const QStringList& words);

} // namespace ddpw
