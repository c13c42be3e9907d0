#include "expand/JqProgram.h"

#include <QHash>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <memory>
#include <vector>

namespace ddpw {

namespace {

using Json = nlohmann::ordered_json;
using Stream = std::vector<Json>;

struct StringTemplate;
struct Step;
using Stage = QList<Step>;
using Filter = QList<Stage>; // stages joined by '|'
struct ObjectEntry
{
    QString key;
    Filter value;
};

// One step of a filter: what a stage starts with, then the paths that follow it.
struct Step
{
    // Template: a string with \( ) interpolations (after a format such as @sh); Format: @sh, @text
    // or @json applied to the input. Group: ( FILTER ); Collect: [ FILTER, ... ], every output of
    // each in one array; Object: { KEY: FILTER, ... }, one object for each combination of outputs.
    enum class Kind {
        Identity,
        Field,
        Index,
        Iterate,
        Literal,
        Argument,
        Environment,
        Builtin,
        Template,
        Format,
        Group,
        Collect,
        Object
    };
    Kind kind = Kind::Identity;
    QString name; // Field, Argument, Environment, Builtin; Format: the format's name
    Json literal; // Literal; the string argument of join and split
    qint64 index = 0;
    std::shared_ptr<const StringTemplate> text = nullptr;        // Template
    std::shared_ptr<const QList<Filter>> filters = nullptr;      // Group (one), Collect (one for each comma)
    std::shared_ptr<const QList<ObjectEntry>> entries = nullptr; // Object
    QString argument = QString(); // Builtin: the $variable its argument is, where it is not a string literal
};

// "TEXT \(FILTER) TEXT": its pieces in order (a filter's outputs shown with the format).
struct StringTemplate
{
    struct Piece
    {
        QString literal;
        Filter filter; // empty: the literal
    };
    QString format; // "sh", "text", "json"; empty: jq's plain interpolation
    QList<Piece> pieces;
};

struct Failure
{
    QString why;
};

// Reads a filter: stages joined by '|'. nullopt (with why) for anything outside the subset.
class FilterReader
{
public:
    // depth: how many brackets and interpolations hold this text (kMaxDepth at most).
    explicit FilterReader(const QString& text, int depth = 0) : m_text(text), m_depth(depth) {}

    std::optional<Filter> read(QString* why)
    {
        if (m_depth > JqProgram::kMaxFilterDepth) {
            m_why = JqProgram::tr("jq filter nested too deeply to simulate");
            return fail(why);
        }
        Filter stages;
        while (true) {
            std::optional<Stage> stage = readStage();
            if (!stage)
                return fail(why);
            stages.append(*stage);
            skipBlanks();
            if (m_at == m_text.size())
                return stages;
            if (m_text.at(m_at) != u'|') {
                m_why = JqProgram::tr("jq filter '%1' is not simulated past '%2'").arg(m_text, m_text.mid(m_at, 20));
                return fail(why);
            }
            ++m_at;
        }
    }

private:
    std::nullopt_t fail(QString* why) const
    {
        if (why)
            *why = m_why.isEmpty() ? JqProgram::tr("jq filter '%1' is not simulated").arg(m_text) : m_why;
        return std::nullopt;
    }

    void skipBlanks()
    {
        while (m_at < m_text.size() && m_text.at(m_at).isSpace())
            ++m_at;
    }

    static bool isNameStart(QChar c) { return c.isLetter() || c == u'_'; }

    QString readName()
    {
        const qsizetype from = m_at;
        while (m_at < m_text.size() && (m_text.at(m_at).isLetterOrNumber() || m_text.at(m_at) == u'_'))
            ++m_at;
        return m_text.mid(from, m_at - from);
    }

    // A JSON string literal at m_at (jq's string syntax without \( ) interpolation).
    std::optional<QString> readString()
    {
        qsizetype end = m_at + 1;
        while (end < m_text.size() && m_text.at(end) != u'"') {
            if (m_text.at(end) == u'\\') {
                if (end + 1 < m_text.size() && m_text.at(end + 1) == u'(')
                    return std::nullopt; // interpolation
                ++end;
            }
            ++end;
        }
        if (end >= m_text.size())
            return std::nullopt;
        const QByteArray literal = m_text.mid(m_at, end + 1 - m_at).toUtf8();
        m_at = end + 1;
        const Json parsed = Json::parse(literal.constData(), literal.constData() + literal.size(), nullptr, false);
        if (!parsed.is_string())
            return std::nullopt;
        return QString::fromStdString(parsed.get<std::string>());
    }

    // A string at m_at, with its \( ) interpolations: a Literal where it has none. The text
    // between them is decoded as a JSON string's; each filter is read as a filter of its own.
    std::optional<Step> readTemplate(const QString& format)
    {
        auto text = std::make_shared<StringTemplate>();
        text->format = format;
        QString raw;
        const auto flush = [&]() -> bool {
            const QByteArray literal = (u'"' + raw + u'"').toUtf8();
            const Json parsed = Json::parse(literal.constData(), literal.constData() + literal.size(), nullptr, false);
            if (!parsed.is_string())
                return false;
            text->pieces.append({QString::fromStdString(parsed.get<std::string>()), {}});
            raw.clear();
            return true;
        };
        qsizetype at = m_at + 1;
        while (at < m_text.size() && m_text.at(at) != u'"') {
            if (m_text.at(at) == u'\\' && at + 1 < m_text.size() && m_text.at(at + 1) == u'(') {
                const qsizetype end = closing(at + 2);
                if (end < 0 || !flush())
                    return std::nullopt;
                QString why;
                const std::optional<Filter> filter =
                    FilterReader(m_text.mid(at + 2, end - at - 2), m_depth + 1).read(&why);
                if (!filter)
                    return std::nullopt;
                text->pieces.append({QString(), *filter});
                at = end + 1;
                continue;
            }
            if (m_text.at(at) == u'\\' && at + 1 < m_text.size())
                raw += m_text.at(at++);
            raw += m_text.at(at++);
        }
        if (at >= m_text.size() || !flush())
            return std::nullopt;
        m_at = at + 1;
        if (text->pieces.size() == 1 && format.isEmpty())
            return Step{Step::Kind::Literal, {}, Json(text->pieces.constFirst().literal.toStdString()), 0};
        return Step{Step::Kind::Template, {}, {}, 0, std::move(text)};
    }

    // The bracket that closes the one just before `from` ('(' '[' or '{', strings skipped); -1.
    qsizetype closing(qsizetype from) const
    {
        int depth = 0;
        for (qsizetype at = from; at < m_text.size(); ++at) {
            const QChar c = m_text.at(at);
            if (c == u'"') {
                for (++at; at < m_text.size() && m_text.at(at) != u'"'; ++at) {
                    if (m_text.at(at) == u'\\')
                        ++at;
                }
            } else if (c == u'(' || c == u'[' || c == u'{') {
                ++depth;
            } else if ((c == u')' || c == u']' || c == u'}') && depth-- == 0) {
                return at;
            }
        }
        return -1;
    }

    // The text between `from` and `to`, cut at the commas outside brackets and strings.
    QStringList commaParts(qsizetype from, qsizetype to) const
    {
        QStringList parts;
        int depth = 0;
        qsizetype start = from;
        for (qsizetype at = from; at < to; ++at) {
            const QChar c = m_text.at(at);
            if (c == u'"') {
                for (++at; at < to && m_text.at(at) != u'"'; ++at) {
                    if (m_text.at(at) == u'\\')
                        ++at;
                }
            } else if (c == u'(' || c == u'[' || c == u'{') {
                ++depth;
            } else if (c == u')' || c == u']' || c == u'}') {
                --depth;
            } else if (c == u',' && depth == 0) {
                parts.append(m_text.mid(start, at - start));
                start = at + 1;
            }
        }
        parts.append(m_text.mid(start, to - start));
        return parts;
    }

    // ( FILTER ), [ FILTER, ... ] or { ENTRY, ... } at m_at: its step, m_at past its close.
    std::optional<Step> readConstruction()
    {
        const QChar open = m_text.at(m_at);
        const qsizetype end = closing(m_at + 1);
        if (end < 0 || m_text.at(end) != (open == u'(' ? u')' : open == u'[' ? u']' : u'}'))
            return std::nullopt;
        const qsizetype from = m_at + 1;
        m_at = end + 1;
        if (open == u'{')
            return readObject(from, end);
        auto filters = std::make_shared<QList<Filter>>();
        const QStringList parts = commaParts(from, end);
        if (open == u'(' && parts.size() != 1)
            return std::nullopt; // the comma operator outside an array is not simulated
        if (!(open == u'[' && parts.size() == 1 && parts.constFirst().trimmed().isEmpty())) {
            for (const QString& part : parts) {
                std::optional<Filter> filter = FilterReader(part, m_depth + 1).read(&m_why);
                if (!filter)
                    return std::nullopt;
                filters->append(std::move(*filter));
            }
        }
        Step step;
        step.kind = open == u'(' ? Step::Kind::Group : Step::Kind::Collect;
        step.filters = std::move(filters);
        return step;
    }

    // { name: FILTER, "name": FILTER, $name, name } between from and to.
    std::optional<Step> readObject(qsizetype from, qsizetype to)
    {
        auto entries = std::make_shared<QList<ObjectEntry>>();
        const QStringList parts = commaParts(from, to);
        for (const QString& part : parts) {
            if (parts.size() == 1 && part.trimmed().isEmpty())
                break; // {}
            FilterReader entry(part);
            entry.skipBlanks();
            if (entry.m_at >= part.size())
                return std::nullopt;
            ObjectEntry added;
            const QChar c = part.at(entry.m_at);
            bool shorthandArgument = false;
            if (c == u'"') {
                const std::optional<QString> key = entry.readString();
                if (!key)
                    return std::nullopt;
                added.key = *key;
            } else if (c == u'$') {
                ++entry.m_at;
                added.key = entry.readName();
                shorthandArgument = true;
            } else if (isNameStart(c)) {
                added.key = entry.readName();
            } else {
                return std::nullopt;
            }
            entry.skipBlanks();
            if (entry.m_at < part.size() && part.at(entry.m_at) == u':' && !shorthandArgument) {
                std::optional<Filter> value = FilterReader(part.mid(entry.m_at + 1), m_depth + 1).read(&m_why);
                if (!value)
                    return std::nullopt;
                added.value = std::move(*value);
            } else if (entry.m_at == part.size() && !added.key.isEmpty()) {
                // {name} is {name: .name}, {$name} is {name: $name}.
                added.value = {Stage{shorthandArgument ? Step{Step::Kind::Argument, added.key, {}, 0}
                                                       : Step{Step::Kind::Field, added.key, {}, 0}}};
                if (!shorthandArgument)
                    added.value.first().prepend(Step{Step::Kind::Identity, {}, {}, 0});
            } else {
                return std::nullopt;
            }
            entries->append(std::move(added));
        }
        Step step;
        step.kind = Step::Kind::Object;
        step.entries = std::move(entries);
        return step;
    }

    // [N] or [] after a path; m_at is at '['.
    bool readBracket(Stage& stage)
    {
        ++m_at;
        skipBlanks();
        if (m_at < m_text.size() && m_text.at(m_at) == u']') {
            ++m_at;
            stage.append({Step::Kind::Iterate, {}, {}, 0});
            return true;
        }
        const qsizetype from = m_at;
        if (m_at < m_text.size() && m_text.at(m_at) == u'-')
            ++m_at;
        while (m_at < m_text.size() && m_text.at(m_at).isDigit())
            ++m_at;
        bool ok = false;
        const qint64 index = m_text.mid(from, m_at - from).toLongLong(&ok);
        skipBlanks();
        if (!ok || m_at >= m_text.size() || m_text.at(m_at) != u']')
            return false;
        ++m_at;
        stage.append({Step::Kind::Index, {}, {}, index});
        return true;
    }

    // The paths after a stage's start: .name, ."name", [N], [], .[N].
    bool readSuffixes(Stage& stage)
    {
        while (m_at < m_text.size()) {
            const QChar c = m_text.at(m_at);
            if (c == u'[') {
                if (!readBracket(stage))
                    return false;
            } else if (c == u'.' && m_at + 1 < m_text.size() &&
                       (isNameStart(m_text.at(m_at + 1)) || m_text.at(m_at + 1) == u'"' ||
                        m_text.at(m_at + 1) == u'[')) {
                ++m_at;
                if (!readField(stage))
                    return false;
            } else {
                return true;
            }
        }
        return true;
    }

    // After a '.': name, "name", or [ ... ].
    bool readField(Stage& stage)
    {
        if (m_at >= m_text.size())
            return true;
        const QChar c = m_text.at(m_at);
        if (isNameStart(c)) {
            stage.append({Step::Kind::Field, readName(), {}, 0});
            return true;
        }
        if (c == u'"') {
            const std::optional<QString> name = readString();
            if (!name)
                return false;
            stage.append({Step::Kind::Field, *name, {}, 0});
            return true;
        }
        if (c == u'[')
            return readBracket(stage);
        return true;
    }

    std::optional<Stage> readStage()
    {
        skipBlanks();
        if (m_at >= m_text.size())
            return std::nullopt;
        Stage stage;
        const QChar c = m_text.at(m_at);
        if (c == u'.') {
            ++m_at;
            stage.append({Step::Kind::Identity, {}, {}, 0});
            if (!readField(stage))
                return std::nullopt;
        } else if (c == u'"') {
            const std::optional<Step> text = readTemplate(QString());
            if (!text)
                return std::nullopt;
            stage.append(*text);
        } else if (c == u'(' || c == u'[' || c == u'{') {
            const std::optional<Step> built = readConstruction();
            if (!built)
                return std::nullopt;
            stage.append(*built);
        } else if (c == u'@') {
            ++m_at;
            const QString format = readName();
            if (format != QLatin1String("sh") && format != QLatin1String("text") && format != QLatin1String("json"))
                return std::nullopt;
            skipBlanks();
            if (m_at < m_text.size() && m_text.at(m_at) == u'"') {
                const std::optional<Step> text = readTemplate(format);
                if (!text)
                    return std::nullopt;
                stage.append(*text);
            } else {
                stage.append({Step::Kind::Format, format, {}, 0});
            }
        } else if (c.isDigit()) {
            const qsizetype from = m_at;
            while (m_at < m_text.size() && (m_text.at(m_at).isDigit() || m_text.at(m_at) == u'.'))
                ++m_at;
            bool ok = false;
            const double number = m_text.mid(from, m_at - from).toDouble(&ok);
            if (!ok)
                return std::nullopt;
            stage.append({Step::Kind::Literal, {}, Json(number), 0});
        } else if (c == u'$') {
            ++m_at;
            const QString name = readName();
            if (name == QLatin1String("ENV")) {
                if (m_at >= m_text.size() || m_text.at(m_at) != u'.')
                    return std::nullopt;
                ++m_at;
                stage.append({Step::Kind::Environment, readName(), {}, 0});
            } else if (!name.isEmpty()) {
                stage.append({Step::Kind::Argument, name, {}, 0});
            } else {
                return std::nullopt;
            }
        } else if (isNameStart(c)) {
            if (!readBuiltin(stage))
                return std::nullopt;
        } else {
            return std::nullopt;
        }
        if (!readSuffixes(stage))
            return std::nullopt;
        return stage;
    }

    bool readBuiltin(Stage& stage)
    {
        static const QStringList plain{QStringLiteral("length"),         QStringLiteral("keys"),
                                       QStringLiteral("first"),          QStringLiteral("last"),
                                       QStringLiteral("tostring"),       QStringLiteral("tonumber"),
                                       QStringLiteral("ascii_downcase"), QStringLiteral("ascii_upcase")};
        const QString name = readName();
        if (name == QLatin1String("env")) {
            if (m_at >= m_text.size() || m_text.at(m_at) != u'.')
                return false;
            ++m_at;
            stage.append({Step::Kind::Environment, readName(), {}, 0});
            return true;
        }
        if (plain.contains(name)) {
            stage.append({Step::Kind::Builtin, name, {}, 0});
            return true;
        }
        static const QStringList searches{QStringLiteral("index"), QStringLiteral("rindex"), QStringLiteral("indices")};
        const bool search = searches.contains(name);
        if (name != QLatin1String("join") && name != QLatin1String("split") && !search)
            return false;
        skipBlanks();
        if (m_at >= m_text.size() || m_text.at(m_at) != u'(')
            return false;
        ++m_at;
        skipBlanks();
        // index($h): a variable of --arg (the searches only).
        QString variable;
        std::optional<QString> argument;
        if (search && m_at < m_text.size() && m_text.at(m_at) == u'$') {
            ++m_at;
            variable = readName();
            if (variable.isEmpty())
                return false;
        } else if (m_at < m_text.size() && m_text.at(m_at) == u'"') {
            argument = readString();
            if (!argument)
                return false;
        } else {
            return false;
        }
        skipBlanks();
        if (m_at >= m_text.size() || m_text.at(m_at) != u')')
            return false;
        ++m_at;
        Step step{Step::Kind::Builtin, name, argument ? Json(argument->toStdString()) : Json(), 0};
        step.argument = variable;
        stage.append(step);
        return true;
    }

    QString m_text;
    qsizetype m_at = 0;
    QString m_why;
    int m_depth = 0;
};

QString typeName(const Json& value)
{
    switch (value.type()) {
    case Json::value_t::null: return QStringLiteral("null");
    case Json::value_t::boolean: return QStringLiteral("boolean");
    case Json::value_t::string: return QStringLiteral("string");
    case Json::value_t::array: return QStringLiteral("array");
    case Json::value_t::object: return QStringLiteral("object");
    default: return QStringLiteral("number");
    }
}

// A number as jq 1.6 prints it: integers without a fraction, others in their shortest form.
std::string numberText(double number)
{
    if (std::isfinite(number) && number == std::floor(number) && std::fabs(number) < 1e17)
        return QString::number(qint64(number)).toStdString();
    return Json(number).dump();
}

// A string as jq writes it: ", \ and the control characters escaped, DEL as \u007f.
void appendString(std::string& out, const std::string& text)
{
    out += '"';
    for (const char c : text) {
        const auto byte = static_cast<unsigned char>(c);
        switch (c) {
        case '"': out += "\\\""; break;
        case '\\': out += "\\\\"; break;
        case '\b': out += "\\b"; break;
        case '\f': out += "\\f"; break;
        case '\n': out += "\\n"; break;
        case '\r': out += "\\r"; break;
        case '\t': out += "\\t"; break;
        default:
            if (byte < 0x20 || byte == 0x7f) {
                static const char* hex = "0123456789abcdef";
                out += "\\u00";
                out += hex[byte >> 4];
                out += hex[byte & 0xf];
            } else {
                out += c;
            }
        }
    }
    out += '"';
}

// A value as jq writes it: two-space indentation, or compact (-c).
void appendValue(std::string& out, const Json& value, bool compact, int depth)
{
    const auto newline = [&](int level) {
        if (compact)
            return;
        out += '\n';
        out.append(std::size_t(2 * level), ' ');
    };
    if (value.is_string()) {
        appendString(out, value.get<std::string>());
    } else if (value.is_number()) {
        out += numberText(value.get<double>());
    } else if (value.is_array() || value.is_object()) {
        const bool array = value.is_array();
        out += array ? '[' : '{';
        if (value.empty()) {
            out += array ? ']' : '}';
            return;
        }
        bool first = true;
        for (auto it = value.begin(); it != value.end(); ++it) {
            if (!first)
                out += ',';
            first = false;
            newline(depth + 1);
            if (!array) {
                appendString(out, it.key());
                out += compact ? ":" : ": ";
            }
            appendValue(out, *it, compact, depth + 1);
        }
        newline(depth);
        out += array ? ']' : '}';
    } else {
        out += value.dump(); // null, true, false
    }
}

// Deeper than kMaxDepth brackets, outside strings: not parsed (nlohmann's destructor recurses).
bool tooDeep(const QByteArray& text)
{
    int depth = 0;
    bool inString = false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const char c = text.at(i);
        if (inString) {
            if (c == '\\')
                ++i;
            else if (c == '"')
                inString = false;
        } else if (c == '"') {
            inString = true;
        } else if (c == '[' || c == '{') {
            if (++depth > JqProgram::kMaxDepth)
                return true;
        } else if (c == ']' || c == '}') {
            --depth;
        }
    }
    return false;
}

class Evaluator
{
public:
    Evaluator(const QHash<QString, QString>& arguments, const JqProgram::Variable& variable)
        : m_arguments(arguments), m_variable(variable)
    {
    }

    // The outputs of `stage` for one input; false (with m_why) where jq stops or the step is
    // not known.
    bool apply(const Stage& stage, const Json& input, Stream& out)
    {
        Stream current{input};
        for (const Step& step : stage) {
            Stream next;
            for (const Json& value : current) {
                if (!applyStep(step, value, next))
                    return false;
                if (next.size() > std::size_t(JqProgram::kMaxOutputs))
                    return tooMany();
            }
            current = std::move(next);
        }
        out.insert(out.end(), current.begin(), current.end());
        return out.size() <= std::size_t(JqProgram::kMaxOutputs) || tooMany();
    }

    // The outputs of a filter (its stages in turn) for one input.
    bool pipe(const Filter& filter, const Json& input, Stream& out)
    {
        Stream current{input};
        for (const Stage& stage : filter) {
            Stream next;
            for (const Json& item : current) {
                if (!apply(stage, item, next))
                    return false;
            }
            current = std::move(next);
        }
        out.insert(out.end(), current.begin(), current.end());
        return out.size() <= std::size_t(JqProgram::kMaxOutputs) || tooMany();
    }

    QString why() const { return m_why; }

private:
    bool tooMany()
    {
        m_why = JqProgram::tr("jq's output is too long to simulate");
        return false;
    }

    // { KEY: FILTER, ... }: one object for each combination of the values' outputs, the first
    // entry's varying slowest (as jq builds them).
    bool construct(const QList<ObjectEntry>& entries, const Json& value, Stream& out)
    {
        Stream objects{Json::object()};
        for (const ObjectEntry& entry : entries) {
            Stream values;
            if (!pipe(entry.value, value, values))
                return false;
            Stream next;
            for (const Json& partial : objects) {
                for (const Json& item : values) {
                    Json extended = partial;
                    extended[entry.key.toStdString()] = item;
                    next.push_back(std::move(extended));
                    if (next.size() > std::size_t(JqProgram::kMaxOutputs))
                        return tooMany();
                }
            }
            objects = std::move(next);
        }
        out.insert(out.end(), objects.begin(), objects.end());
        return true;
    }

    bool stop(const QString& message)
    {
        m_why = JqProgram::tr("jq stops: %1").arg(message);
        return false;
    }

    bool applyStep(const Step& step, const Json& value, Stream& out)
    {
        switch (step.kind) {
        case Step::Kind::Identity: out.push_back(value); return true;
        case Step::Kind::Literal: out.push_back(step.literal); return true;
        case Step::Kind::Field: {
            if (value.is_null()) {
                out.push_back(Json());
                return true;
            }
            if (!value.is_object())
                return stop(JqProgram::tr("cannot index %1 with \"%2\"").arg(typeName(value), step.name));
            const auto it = value.find(step.name.toStdString());
            out.push_back(it == value.end() ? Json() : *it);
            return true;
        }
        case Step::Kind::Index: {
            if (value.is_null()) {
                out.push_back(Json());
                return true;
            }
            if (!value.is_array())
                return stop(JqProgram::tr("cannot index %1 with number").arg(typeName(value)));
            const qint64 size = qint64(value.size());
            const qint64 at = step.index < 0 ? size + step.index : step.index;
            out.push_back(at >= 0 && at < size ? value.at(std::size_t(at)) : Json());
            return true;
        }
        case Step::Kind::Iterate:
            if (!value.is_array() && !value.is_object())
                return stop(JqProgram::tr("cannot iterate over %1").arg(typeName(value)));
            for (const Json& element : value)
                out.push_back(element);
            return true;
        case Step::Kind::Argument: {
            const auto it = m_arguments.constFind(step.name);
            if (it == m_arguments.cend())
                return stop(JqProgram::tr("$%1 is not defined").arg(step.name));
            out.push_back(Json(it->toStdString()));
            return true;
        }
        case Step::Kind::Environment: {
            if (!m_variable) {
                m_why = JqProgram::tr("jq reads the environment, which is only known on the node");
                return false;
            }
            const std::optional<QString> text = m_variable(step.name);
            out.push_back(text ? Json(text->toStdString()) : Json());
            return true;
        }
        case Step::Kind::Builtin: return builtin(step, value, out);
        case Step::Kind::Group: return pipe(step.filters->constFirst(), value, out);
        case Step::Kind::Collect: {
            Stream items;
            for (const Filter& filter : *step.filters) {
                if (!pipe(filter, value, items))
                    return false;
            }
            out.push_back(Json(items));
            return true;
        }
        case Step::Kind::Object: return construct(*step.entries, value, out);
        case Step::Kind::Template: return interpolate(*step.text, value, out);
        case Step::Kind::Format: {
            const std::optional<std::string> shown = formatted(step.name, value);
            if (!shown)
                return false;
            out.push_back(Json(*shown));
            return true;
        }
        }
        return false;
    }

    // A string's pieces: each filter's one output shown with the format.
    bool interpolate(const StringTemplate& text, const Json& value, Stream& out)
    {
        std::string result;
        for (const StringTemplate::Piece& piece : text.pieces) {
            if (piece.filter.isEmpty()) {
                result += piece.literal.toStdString();
                continue;
            }
            Stream current;
            if (!pipe(piece.filter, value, current))
                return false;
            if (current.size() != 1) {
                m_why = JqProgram::tr("an interpolation with %1 outputs is not simulated").arg(current.size());
                return false;
            }
            const std::optional<std::string> shown = formatted(text.format, current.front());
            if (!shown)
                return false;
            result += *shown;
            if (result.size() > std::size_t(JqProgram::kMaxOutputs) * 64) {
                m_why = JqProgram::tr("jq's output is too long to simulate");
                return false;
            }
        }
        out.push_back(Json(result));
        return true;
    }

    // jq 1.6's formats: @text and plain interpolation give a string as it is and other values as
    // JSON; @json gives JSON; @sh quotes strings for a POSIX shell ('it'\''s'), writes other
    // scalars as JSON and an array as its quoted elements joined with blanks.
    std::optional<std::string> formatted(const QString& format, const Json& value)
    {
        // JSON as jq writes it (29400.0 is 29400, its escapes), on one line.
        const auto json = [](const Json& item) {
            std::string text;
            appendValue(text, item, true, 0);
            return text;
        };
        if (format == QLatin1String("json"))
            return json(value);
        if (format != QLatin1String("sh"))
            return value.is_string() ? value.get<std::string>() : json(value);
        const auto quoted = [this, &json](const Json& item) -> std::optional<std::string> {
            if (item.is_array() || item.is_object()) {
                stop(JqProgram::tr("%1 can not be escaped for shell").arg(typeName(item)));
                return std::nullopt;
            }
            if (!item.is_string())
                return json(item);
            std::string text = "'";
            for (const char c : item.get<std::string>())
                text += c == '\'' ? std::string("'\\''") : std::string(1, c);
            return text + "'";
        };
        if (!value.is_array())
            return quoted(value);
        std::string joined;
        for (const Json& item : value) {
            const std::optional<std::string> one = quoted(item);
            if (!one)
                return std::nullopt;
            joined += (joined.empty() ? "" : " ") + *one;
        }
        return joined;
    }

    // jq 1.6's indices(x) (index: its first, rindex: its last, null where there is none): byte
    // offsets of x in a string, each search going on after the last match; the positions of x in
    // an array, or of x's elements in a row where x is an array (overlapping); null for null.
    bool search(const Step& step, const Json& value, Stream& out)
    {
        Json needle = step.literal;
        if (!step.argument.isEmpty()) {
            const auto it = m_arguments.constFind(step.argument);
            if (it == m_arguments.cend())
                return stop(JqProgram::tr("$%1 is not defined").arg(step.argument));
            needle = Json(it->toStdString());
        }
        if (value.is_null()) {
            out.push_back(Json());
            return true;
        }
        Json found = Json::array();
        if (value.is_string() && needle.is_string()) {
            const std::string text = value.get<std::string>();
            const std::string part = needle.get<std::string>();
            if (part.empty()) {
                m_why = JqProgram::tr("jq's search for \"\" is not simulated");
                return false;
            }
            for (std::size_t at = text.find(part); at != std::string::npos; at = text.find(part, at + part.size()))
                found.push_back(at);
        } else if (value.is_array()) {
            const Json row = needle.is_array() ? needle : Json::array({needle});
            if (row.empty()) {
                m_why = JqProgram::tr("jq's search for [] is not simulated");
                return false;
            }
            for (std::size_t at = 0; at + row.size() <= value.size(); ++at) {
                bool same = true;
                for (std::size_t k = 0; k < row.size() && same; ++k)
                    same = value.at(at + k) == row.at(k);
                if (same)
                    found.push_back(at);
            }
        } else if (value.is_object()) {
            m_why = JqProgram::tr("jq's search in an object is not simulated");
            return false;
        } else {
            return stop(JqProgram::tr("cannot search %1 for %2").arg(typeName(value), typeName(needle)));
        }
        if (step.name == QLatin1String("indices"))
            out.push_back(found);
        else if (found.empty())
            out.push_back(Json());
        else
            out.push_back(step.name == QLatin1String("index") ? found.front() : found.back());
        return true;
    }

    bool builtin(const Step& step, const Json& value, Stream& out)
    {
        const QString& name = step.name;
        if (name == QLatin1String("length")) {
            if (value.is_string())
                out.push_back(Json(QString::fromStdString(value.get<std::string>()).toUcs4().size()));
            else if (value.is_array() || value.is_object())
                out.push_back(Json(value.size()));
            else if (value.is_null())
                out.push_back(Json(0));
            else if (value.is_number())
                out.push_back(Json(std::fabs(value.get<double>())));
            else
                return stop(JqProgram::tr("boolean has no length"));
            return true;
        }
        if (name == QLatin1String("first") || name == QLatin1String("last"))
            return applyStep({Step::Kind::Index, {}, {}, name == QLatin1String("first") ? 0 : -1}, value, out);
        if (name == QLatin1String("keys")) {
            if (value.is_array()) {
                Json indices = Json::array();
                for (std::size_t i = 0; i < value.size(); ++i)
                    indices.push_back(i);
                out.push_back(indices);
                return true;
            }
            if (!value.is_object())
                return stop(JqProgram::tr("%1 has no keys").arg(typeName(value)));
            std::vector<std::string> names;
            for (auto it = value.begin(); it != value.end(); ++it)
                names.push_back(it.key());
            std::sort(names.begin(), names.end()); // by codepoint: UTF-8 byte order
            out.push_back(Json(names));
            return true;
        }
        if (name == QLatin1String("tostring")) {
            if (value.is_string()) {
                out.push_back(value);
            } else {
                std::string text;
                appendValue(text, value, true, 0);
                out.push_back(Json(text));
            }
            return true;
        }
        if (name == QLatin1String("tonumber")) {
            if (value.is_number()) {
                out.push_back(value);
                return true;
            }
            bool ok = false;
            const double number =
                value.is_string() ? QString::fromStdString(value.get<std::string>()).toDouble(&ok) : 0;
            if (!ok)
                return stop(JqProgram::tr("cannot parse %1 as a number").arg(typeName(value)));
            out.push_back(Json(number));
            return true;
        }
        if (name == QLatin1String("index") || name == QLatin1String("rindex") || name == QLatin1String("indices"))
            return search(step, value, out);
        if (!value.is_string() && name != QLatin1String("join"))
            return stop(JqProgram::tr("%1 cannot be used with %2").arg(name, typeName(value)));
        if (name == QLatin1String("ascii_downcase") || name == QLatin1String("ascii_upcase")) {
            std::string text = value.get<std::string>();
            for (char& c : text)
                c = name == QLatin1String("ascii_downcase") ? (c >= 'A' && c <= 'Z' ? char(c + 32) : c)
                                                            : (c >= 'a' && c <= 'z' ? char(c - 32) : c);
            out.push_back(Json(text));
            return true;
        }
        const std::string separator = step.literal.get<std::string>();
        if (name == QLatin1String("split")) {
            // jq 1.6: an empty string splits into no parts; an empty separator is not simulated.
            const std::string text = value.get<std::string>();
            if (separator.empty()) {
                m_why = JqProgram::tr("jq's split(\"\") is not simulated");
                return false;
            }
            Json parts = Json::array();
            std::size_t from = 0;
            while (!text.empty()) {
                const std::size_t found = text.find(separator, from);
                parts.push_back(text.substr(from, found == std::string::npos ? std::string::npos : found - from));
                if (found == std::string::npos)
                    break;
                from = found + separator.size();
            }
            out.push_back(parts);
            return true;
        }
        // join: jq 1.6 takes null as "", numbers and booleans as their text.
        if (!value.is_array())
            return stop(JqProgram::tr("cannot iterate over %1").arg(typeName(value)));
        std::string joined;
        bool first = true;
        for (const Json& element : value) {
            if (!first)
                joined += separator;
            first = false;
            if (element.is_string())
                joined += element.get<std::string>();
            else if (element.is_number() || element.is_boolean())
                appendValue(joined, element, true, 0);
            else if (!element.is_null())
                return stop(JqProgram::tr("cannot join with %1").arg(typeName(element)));
        }
        out.push_back(Json(joined));
        return true;
    }

    const QHash<QString, QString>& m_arguments;
    const JqProgram::Variable& m_variable;
    QString m_why;
};

struct Options
{
    bool raw = false;
    bool join = false;
    bool compact = false;
    bool nullInput = false;
    bool rawInput = false;
    bool exitStatus = false;
    QHash<QString, QString> arguments;
    QString filter;
};

std::optional<Options> readOptions(const QStringList& args, QString* why)
{
    Options options;
    bool filterGiven = false;
    for (int i = 0; i < args.size(); ++i) {
        const QString& arg = args.at(i);
        if (arg == QLatin1String("--arg") && i + 2 < args.size()) {
            options.arguments.insert(args.at(i + 1), args.at(i + 2));
            i += 2;
        } else if (arg == QLatin1String("--raw-output")) {
            options.raw = true;
        } else if (arg == QLatin1String("--join-output")) {
            options.raw = options.join = true;
        } else if (arg == QLatin1String("--compact-output")) {
            options.compact = true;
        } else if (arg == QLatin1String("--null-input")) {
            options.nullInput = true;
        } else if (arg == QLatin1String("--raw-input")) {
            options.rawInput = true;
        } else if (arg == QLatin1String("--exit-status")) {
            options.exitStatus = true;
        } else if (arg.size() > 1 && arg.startsWith(u'-') && !arg.startsWith(QLatin1String("--")) &&
                   std::all_of(arg.cbegin() + 1, arg.cend(),
                               [](QChar c) { return QStringView(u"rjcnRe").contains(c); })) {
            options.raw = options.raw || arg.contains(u'r') || arg.contains(u'j');
            options.join = options.join || arg.contains(u'j');
            options.compact = options.compact || arg.contains(u'c');
            options.nullInput = options.nullInput || arg.contains(u'n');
            options.rawInput = options.rawInput || arg.contains(u'R');
            options.exitStatus = options.exitStatus || arg.contains(u'e');
        } else if (!filterGiven && !arg.startsWith(u'-')) {
            options.filter = arg;
            filterGiven = true;
        } else {
            if (why)
                *why = JqProgram::tr("jq argument '%1' is not simulated").arg(arg);
            return std::nullopt;
        }
    }
    if (!filterGiven) {
        if (why)
            *why = JqProgram::tr("jq without a filter is not simulated");
        return std::nullopt;
    }
    return options;
}

// The inputs jq reads: null (-n), each line as a string (-R), or one JSON text.
std::optional<Stream> readInputs(const Options& options, const QString& input, QString* why)
{
    if (options.nullInput)
        return Stream{Json()};
    if (options.rawInput) {
        Stream lines;
        QStringList parts = input.split(u'\n');
        if (!parts.isEmpty() && parts.constLast().isEmpty())
            parts.removeLast();
        for (const QString& line : std::as_const(parts))
            lines.push_back(Json(line.toStdString()));
        return lines;
    }
    const QByteArray text = input.toUtf8();
    if (text.trimmed().isEmpty())
        return Stream{};
    if (tooDeep(text)) {
        if (why)
            *why = JqProgram::tr("jq's input is nested too deep to simulate");
        return std::nullopt;
    }
    Json parsed = Json::parse(text.constData(), text.constData() + text.size(), nullptr, false);
    if (parsed.is_discarded()) {
        if (why)
            *why = JqProgram::tr("jq's input is not one JSON text");
        return std::nullopt;
    }
    return Stream{std::move(parsed)};
}

} // namespace

std::optional<QString> JqProgram::run(const QStringList& args, const QString& input, const Variable& variable,
                                      QString* why, int* exitStatus)
{
    const std::optional<Options> options = readOptions(args, why);
    if (!options)
        return std::nullopt;
    const std::optional<Filter> stages = FilterReader(options->filter).read(why);
    if (!stages)
        return std::nullopt;
    const std::optional<Stream> inputs = readInputs(*options, input, why);
    if (!inputs)
        return std::nullopt;
    Evaluator evaluator(options->arguments, variable);
    Stream outputs;
    for (const Json& value : *inputs) {
        if (!evaluator.pipe(*stages, value, outputs)) {
            if (why)
                *why =
                    evaluator.why().isEmpty() ? JqProgram::tr("jq's output is too long to simulate") : evaluator.why();
            return std::nullopt;
        }
    }
    std::string out;
    for (const Json& value : outputs) {
        if (options->raw && value.is_string())
            out += value.get<std::string>();
        else
            appendValue(out, value, options->compact, 0);
        if (!options->join)
            out += '\n';
    }
    if (exitStatus) {
        *exitStatus = 0;
        if (options->exitStatus)
            *exitStatus = outputs.empty() ? 4 : (outputs.back().is_null() || outputs.back() == Json(false) ? 1 : 0);
    }
    return QString::fromStdString(out);
}

} // namespace ddpw
