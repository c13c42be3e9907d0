#include "model/TorchLauncherFacts.h"

#include "util/ResourceLocator.h"

#include <algorithm>

namespace ddpw {

const QList<TorchLauncherFacts::Row>& TorchLauncherFacts::rows()
{
    // Read once: explain asks on every keystroke. One row per (fact, value): the table repeats it
    // for each release it was read in.
    static const QList<Row> table = [] {
        QList<Row> result;
        const QString text =
            QString::fromUtf8(ResourceLocator::read(QStringLiteral("explain/torch-launcher-facts.tsv")));
        for (const QString& line : text.split(u'\n')) {
            if (line.isEmpty() || line.startsWith(u'#') || line.startsWith(QLatin1String("fact\t")))
                continue;
            const QStringList fields = line.split(u'\t');
            if (fields.size() < 4)
                continue;
            const std::optional<TorchVersion> from = TorchVersion::parse(fields.at(2));
            // An empty "to" is an open range.
            const std::optional<TorchVersion> to = fields.at(3).isEmpty() ? std::optional<TorchVersion>(TorchVersion())
                                                                          : TorchVersion::parse(fields.at(3));
            if (!from || !to)
                continue;
            const bool seen = std::any_of(result.cbegin(), result.cend(), [&](const Row& row) {
                return row.fact == fields.at(0) && row.value == fields.at(1) && row.from == *from;
            });
            if (!seen)
                result.append({fields.at(0), fields.at(1), *from, *to});
        }
        return result;
    }();
    return table;
}

bool TorchLauncherFacts::covers(const Row& row, const TorchVersion& version)
{
    const bool open = !row.to.isKnown();
    if (!version.isKnown())
        return row.from == TorchVersion::of(1, 13) && open; // what holds in every release
    return version >= row.from && (open || version <= row.to);
}

QStringList TorchLauncherFacts::values(const QString& fact, const TorchVersion& version)
{
    QStringList result;
    for (const Row& row : rows()) {
        if (row.fact == fact && covers(row, version))
            result.append(row.value);
    }
    return result;
}

bool TorchLauncherFacts::holds(const QString& fact, const QString& value, const TorchVersion& version)
{
    return values(fact, version).contains(value);
}

} // namespace ddpw
