#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace ddpw {

// IFS field splitting with bash's rules, the one implementation for word splitting
// (ShellEvaluator) and `read` (ReadBuiltin): a run of IFS whitespace separates fields and is
// dropped at either end; one other IFS character, with the whitespace around it, ends a field
// even an empty one; no empty last field. A word is fed piece by piece: the results of
// unquoted expansions are split, everything else joins the current field.
class IfsSplitter
{
public:
    struct Field
    {
        QString text;
        qsizetype offset = 0; // where the field starts in the text given to split()
    };

    explicit IfsSplitter(QString ifs) : m_ifs(std::move(ifs)) {}

    // Text that is not split (literal, quoted): part of the current field.
    void keep(const QString& text);
    // The result of an unquoted expansion: split on IFS.
    void split(const QString& text);
    // A field boundary that quoting does not remove (between the elements of "$@").
    void boundary();
    // The fields, the last one included.
    QList<Field> finish();

    // One string split as read splits a record.
    static QList<Field> fields(const QString& text, const QString& ifs);
    static QStringList texts(const QList<Field>& fields);

private:
    bool isIfs(QChar c) const { return m_ifs.contains(c); }
    bool isIfsSpace(QChar c) const { return (c == u' ' || c == u'\t' || c == u'\n') && isIfs(c); }
    void end(qsizetype offset);

    QString m_ifs;
    QList<Field> m_fields;
    QString m_current;
    qsizetype m_start = 0;
    qsizetype m_position = 0;
    bool m_started = false;
};

} // namespace ddpw
