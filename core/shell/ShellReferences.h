#pragma once

#include <QList>
#include <QString>
#include <QStringList>
#include <QStringView>

namespace ddpw {

// One parameter a word reads: $NAME, ${NAME...}, $1, $@ ..., or a bare name inside $((...)).
struct ShellReference
{
    QString name;
    int begin = 0;      // the '$' (the name itself for a bare arithmetic name)
    int end = 0;        // just past the reference: past the '}' of ${...}
    bool plain = false; // $NAME or ${NAME} alone, with no operator
};

// The parameters a word's text reads, found as bash reads the word: not inside single quotes
// or $'...', not after a backslash; inside $(...), `...`, $((...)) (bare names too) and the
// operands of ${...}, each with its own quoting. In text order, repeats kept. Linear in the
// text for any nesting: constructs nested deeper than kMaxDepth are stepped over whole.
class ShellReferences
{
public:
    static QList<ShellReference> in(QStringView text);
    static QStringList names(QStringView text);
    static constexpr int kMaxDepth = 32;
};

} // namespace ddpw
