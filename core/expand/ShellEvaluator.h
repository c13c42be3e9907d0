#pragma once

#include "shell/ShellWord.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

namespace ddpw {

// A shell variable as far as static evaluation knows it. known=false: its value depends on
// something that cannot be evaluated statically; value then holds the text as written and
// reason says why.
struct ShellVariable
{
    QString value;
    bool exported = false;
    bool set = true; // false for `export NAME` before NAME has a value
    bool known = true;
    QString reason;
};

// Expands words the way bash does, on strings only: parameter expansion (all the ${...}
// operators of the MASTER idioms and most others), command substitution through
// CommandSimulator, arithmetic, word splitting on IFS and quote removal. Whatever it cannot
// evaluate is kept as written (never split) and reported in notes(): "LINE:COL: TEXT: why".
// Evaluation nests (a $(...) is read and evaluated again) up to a fixed depth.
class ShellEvaluator
{
    Q_DECLARE_TR_FUNCTIONS(ShellEvaluator)

public:
    QHash<QString, ShellVariable>& variables() { return m_variables; }
    const QHash<QString, ShellVariable>& variables() const { return m_variables; }
    // Assigns as bash would (exported when already exported or under `set -a`).
    void assign(const QString& name, const QString& value, bool known = true, const QString& reason = QString());
    void setAllExport(bool on) { m_allExport = on; }
    void setNoGlob(bool on) { m_noGlob = on; }

    // The fields a command word becomes (empty unquoted expansions disappear).
    QStringList fields(const ShellWord& word);
    // The value of an assignment's right-hand side: expanded, never split.
    QString assignmentValue(const ShellWord& value);

    // Problems noted since the last takeNotes().
    QStringList takeNotes();
    bool hasNotes() const { return !m_notes.isEmpty(); }

private:
    struct Piece
    {
        enum Kind { Literal, Quoted, Expanded };
        QString text;
        Kind kind = Literal;
    };
    enum class Lookup { Set, Unset, Unknown };

    QList<Piece> pieces(QStringView text, bool quoted, bool wordStart);
    void dollar(QStringView text, int& i, bool quoted, QList<Piece>& out);
    QList<Piece> parameter(QStringView body, QStringView raw, bool quoted);
    QList<Piece> parameterOperator(const QString& name, Lookup state, const QString& value, QStringView rest,
                                   QStringView raw, bool quoted);
    QList<Piece> subWord(QStringView word, bool quoted);
    QString commandSubstitution(QStringView body, QStringView raw, bool& ok);
    QString arithmetic(QStringView body, QStringView raw, bool& ok);
    Lookup lookup(const QString& name, QString& value, QString& reason) const;
    QStringList split(const QList<Piece>& pieces);
    QString ifs() const;
    static QString join(const QList<Piece>& pieces);
    Piece placeholder(QStringView raw, const QString& why);
    void note(QStringView what, const QString& why);

    QHash<QString, ShellVariable> m_variables;
    QStringList m_notes;
    QString m_where; // "LINE:COL" of the word being evaluated
    QString m_wordRaw;
    int m_depth = 0;
    bool m_allExport = false;
    bool m_noGlob = false;
};

} // namespace ddpw
