#include "launcher/LauncherValue.h"

#include "launcher/PythonText.h"

#include <cmath>

namespace ddpw {

LauncherValue LauncherValue::boolean(bool value)
{
    LauncherValue result;
    result.m_kind = Kind::Bool;
    result.m_bool = value;
    return result;
}

LauncherValue LauncherValue::integer(qint64 value)
{
    LauncherValue result;
    result.m_kind = Kind::Int;
    result.m_int = value;
    return result;
}

LauncherValue LauncherValue::bigInteger(const QString& digits)
{
    LauncherValue result;
    result.m_kind = Kind::Int;
    result.m_int = digits.startsWith(u'-') ? std::numeric_limits<qint64>::min() : std::numeric_limits<qint64>::max();
    result.m_text = digits;
    return result;
}

LauncherValue LauncherValue::floating(double value)
{
    LauncherValue result;
    result.m_kind = Kind::Float;
    result.m_double = value;
    return result;
}

LauncherValue LauncherValue::string(const QString& value)
{
    LauncherValue result;
    result.m_kind = Kind::String;
    result.m_text = value;
    return result;
}

LauncherValue LauncherValue::stringList(const QStringList& value)
{
    LauncherValue result;
    result.m_kind = Kind::StringList;
    result.m_list = value;
    return result;
}

QString LauncherValue::toString() const
{
    switch (m_kind) {
    case Kind::Null: return QStringLiteral("None");
    case Kind::Bool: return m_bool ? QStringLiteral("True") : QStringLiteral("False");
    case Kind::Int: return m_text.isEmpty() ? QString::number(m_int) : m_text;
    case Kind::Float: return PythonText::floatRepr(m_double);
    case Kind::String: return m_text;
    case Kind::StringList: return pythonRepr();
    }
    return QString();
}

QString LauncherValue::pythonRepr() const
{
    switch (m_kind) {
    case Kind::String: return PythonText::repr(m_text);
    case Kind::StringList: {
        QStringList items;
        for (const QString& item : m_list)
            items.append(PythonText::repr(item));
        return u'[' + items.join(QLatin1String(", ")) + u']';
    }
    default: return toString();
    }
}

} // namespace ddpw
