#pragma once

#include <QMap>
#include <QString>
#include <QStringList>

namespace ddpw {

// A value as static evaluation knows it: a string, an indexed array (sparse, by index, as bash
// keeps it) or an associative array (by key) - and whether it is resolved. An unresolved value
// is only known when the command runs; it keeps the text as written and the reason, which every
// expansion that uses it reports. Arrays are first-class: "${a[@]}" is one field per element.
class ShellValue
{
public:
    enum class Kind { String, Indexed, Associative };

    ShellValue() = default;
    static ShellValue string(QString text);
    static ShellValue indexed(QStringList elements);
    static ShellValue associative();
    // Only known at run time: `written` is the text as written (what a placeholder shows).
    static ShellValue unresolved(QString written, QString reason, Kind kind = Kind::String);

    Kind kind() const { return m_kind; }
    bool isArray() const { return m_kind != Kind::String; }
    bool isResolved() const { return m_reason.isEmpty(); }
    const QString& reason() const { return m_reason; }
    void setUnresolved(const QString& reason);
    // An unresolved value that is one of several known strings (the paths of an if only the node
    // decides): each of them, for the checks to judge one by one. Empty when not known so.
    const QStringList& alternatives() const { return m_alternatives; }
    void setAlternatives(QStringList values) { m_alternatives = std::move(values); }

    // $NAME: the string, or element 0 of an indexed array (the element with key "0" of an
    // associative one), empty when there is none; the written text when unresolved.
    QString text() const;
    // Elements in bash's order (indexed: by index; associative: bash's hash order of the keys).
    QStringList elements() const;
    // Indices (indexed arrays) or keys (associative arrays), in the same order.
    QStringList keys() const;
    // Whether keys() is bash's order: an associative array of 2048 keys or more has rehashed.
    bool hasKnownOrder() const;
    qsizetype count() const;
    bool hasElement(const QString& key) const;
    QString element(const QString& key) const;
    // a[i] for an indexed array: i is already evaluated; negative counts from the end.
    bool hasIndex(qint64 index) const;
    QString at(qint64 index) const;

    // a=v on an array sets element 0; a[i]=v; a+=(...) appends after the highest index.
    void setText(const QString& text);
    void setIndex(qint64 index, const QString& text);
    void setKey(const QString& key, const QString& text);
    void append(const QStringList& elements);
    void appendText(const QString& text);
    // Makes a string an indexed array (declare -a) or an associative one (declare -A).
    void becomeIndexed();
    void becomeAssociative();
    qint64 nextIndex() const;
    // Characters held, for the evaluation's size limits.
    qsizetype size() const;

private:
    static constexpr qsizetype kAssociativeBuckets = 1024;
    static QStringList bashHashOrder(const QStringList& inserted);
    qint64 resolveIndex(qint64 index) const;

    Kind m_kind = Kind::String;
    QString m_text;
    QMap<qint64, QString> m_indexed;
    QStringList m_keys; // associative: insertion order
    QMap<QString, QString> m_associative;
    QString m_reason;
    QStringList m_alternatives;
};

} // namespace ddpw
