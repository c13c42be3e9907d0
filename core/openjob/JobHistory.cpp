#include "openjob/JobHistory.h"

#include "model/JobFile.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace ddpw {

namespace {

// The job file's top-level keys whose values differ, in the form's order of fields (then the
// keys this version does not know).
QStringList changedKeys(const QJsonObject& before, const QJsonObject& after)
{
    QStringList keys;
    QStringList all;
    for (int field = int(JobField::JobName); field <= int(JobField::Python); ++field)
        all.append(JobSpec::jsonKey(JobField(field)));
    for (const QStringList& more : {before.keys(), after.keys()}) {
        for (const QString& key : more) {
            if (!all.contains(key))
                all.append(key);
        }
    }
    for (const QString& key : std::as_const(all)) {
        if (before.value(key) != after.value(key))
            keys.append(key);
    }
    return keys;
}

QJsonObject jsonOf(const JobSpec& job)
{
    return QJsonDocument::fromJson(JobFile::toJson(job)).object();
}

} // namespace

void JobHistory::record(const JobSpec& before, const JobSpec& after, const QString& description,
                        const QString& mergeKey, const QString& typedBefore)
{
    m_redo.clear();
    // A step that replaced a typed command stays its own: its undo brings that text back.
    if (!m_sealed && !mergeKey.isEmpty() && typedBefore.isEmpty() && !m_undo.isEmpty() &&
        m_undo.constLast().mergeKey == mergeKey) {
        Step& last = m_undo.last();
        last.after = after;
        last.description = description;
        if (last.after == last.before && last.typedBefore.isEmpty())
            m_undo.removeLast(); // typed back to what it was: nothing left to undo
        return;
    }
    m_sealed = false;
    m_undo.append({before, after, description, mergeKey, typedBefore});
    while (m_undo.size() > kMaxSteps)
        m_undo.removeFirst();
}

std::optional<JobHistory::Step> JobHistory::undo()
{
    if (m_undo.isEmpty())
        return std::nullopt;
    Step step = m_undo.takeLast();
    m_redo.append(step);
    m_sealed = true;
    return step;
}

std::optional<JobHistory::Step> JobHistory::redo()
{
    if (m_redo.isEmpty())
        return std::nullopt;
    Step step = m_redo.takeLast();
    m_undo.append(step);
    m_sealed = true;
    return step;
}

QString JobHistory::undoDescription() const
{
    return canUndo() ? describe(m_undo.constLast().before, m_undo.constLast().after) : QString();
}

QString JobHistory::redoDescription() const
{
    return canRedo() ? describe(m_redo.constLast().before, m_redo.constLast().after) : QString();
}

void JobHistory::clear()
{
    m_undo.clear();
    m_redo.clear();
    m_sealed = false;
}

QString JobHistory::fieldName(const QString& key)
{
    if (key == QLatin1String("job_name"))
        return tr("job name");
    if (key == QLatin1String("image"))
        return tr("image");
    if (key == QLatin1String("torch_version"))
        return tr("torch version");
    if (key == QLatin1String("compute_framework"))
        return tr("compute framework");
    if (key == QLatin1String("role_name"))
        return tr("role name");
    if (key == QLatin1String("node_count"))
        return tr("nodes");
    if (key == QLatin1String("gpus_per_node"))
        return tr("GPUs per node");
    if (key == QLatin1String("launcher"))
        return tr("launcher");
    if (key == QLatin1String("rdzv_backend"))
        return tr("rendezvous backend");
    if (key == QLatin1String("port"))
        return tr("port");
    if (key == QLatin1String("rdzv_id"))
        return tr("rendezvous id");
    if (key == QLatin1String("elastic"))
        return tr("elastic node range");
    if (key == QLatin1String("max_restarts"))
        return tr("restarts");
    if (key == QLatin1String("nproc_per_node"))
        return tr("processes per node");
    if (key == QLatin1String("entry_kind"))
        return tr("script or module");
    if (key == QLatin1String("entry"))
        return tr("entry point");
    if (key == QLatin1String("script_args"))
        return tr("script arguments");
    if (key == QLatin1String("env"))
        return tr("environment variables");
    if (key == QLatin1String("platform_variables"))
        return tr("platform variables");
    if (key == QLatin1String("nnodes_from_env"))
        return tr("node count from the platform");
    if (key == QLatin1String("master_derivation"))
        return tr("master host line");
    if (key == QLatin1String("local_rank_from"))
        return tr("local rank read from");
    if (key == QLatin1String("python"))
        return tr("Python interpreter");
    return key; // a key this version does not know: its own name
}

QString JobHistory::describe(const JobSpec& before, const JobSpec& after)
{
    const QJsonObject old = jsonOf(before);
    const QJsonObject now = jsonOf(after);
    const QStringList keys = changedKeys(old, now);
    if (keys.isEmpty())
        return tr("the job");
    if (keys.size() == 1) {
        const QString& key = keys.constFirst();
        const QJsonValue value = now.value(key);
        QString shown;
        if (value.isString())
            shown = value.toString().isEmpty() ? tr("(empty)")
                    : key == QLatin1String("nproc_per_node") && value.toString() == QLatin1String("gpus")
                        ? tr("one per GPU")
                        : value.toString();
        else if (value.isBool())
            shown = value.toBool() ? tr("on") : tr("off");
        else if (value.isDouble())
            shown = QString::number(value.toInteger());
        else if (value.isArray())
            shown = tr("%n item(s)", nullptr, int(value.toArray().size()));
        else if (value.isNull() || value.isUndefined())
            shown = tr("none");
        else
            shown = QString::fromUtf8(QJsonDocument(value.toObject()).toJson(QJsonDocument::Compact));
        return tr("%1 -> %2").arg(fieldName(key), shown);
    }
    QStringList names;
    for (const QString& key : keys)
        names.append(fieldName(key));
    constexpr int kNamed = 3;
    if (names.size() <= kNamed)
        return names.join(tr(", "));
    const int more = int(names.size()) - kNamed;
    return tr("%1 and %n more", nullptr, more).arg(names.mid(0, kNamed).join(tr(", ")));
}

QString JobHistory::typingKey(const JobSpec& before, const JobSpec& after)
{
    const QJsonObject old = jsonOf(before);
    const QJsonObject now = jsonOf(after);
    QStringList keys = changedKeys(old, now);
    // The torch version follows the image's tag (ImageTorchVersion::setImage): typing the image stays one
    // step, which undoes both.
    if (keys.size() == 2 && keys.contains(QStringLiteral("image")) && keys.contains(QStringLiteral("torch_version")))
        keys = QStringList{QStringLiteral("image")};
    if (keys.size() != 1 || !now.value(keys.constFirst()).isString() || !old.value(keys.constFirst()).isString())
        return {};
    // Choices are strings in the file too, but each pick is a step of its own.
    static const QStringList kTextFields{QStringLiteral("job_name"),      QStringLiteral("image"),
                                         QStringLiteral("torch_version"), QStringLiteral("role_name"),
                                         QStringLiteral("rdzv_id"),       QStringLiteral("entry"),
                                         QStringLiteral("python")};
    return kTextFields.contains(keys.constFirst()) ? keys.constFirst() : QString();
}

} // namespace ddpw
