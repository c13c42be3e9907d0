#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <compare>
#include <optional>

namespace ddpw {

// The torch release installed in the job's image. Launcher spellings, defaults and options
// differ per release (torch/distributed/run.py of each release), so the generator and the
// validator both key off this value. "Unknown" is a real choice: the generator then emits
// spellings that every supported release accepts.
class TorchVersion
{
    Q_DECLARE_TR_FUNCTIONS(TorchVersion)

public:
    TorchVersion() = default;
    static TorchVersion of(int major, int minor);

    // Accepts "1.13", "2.6", "2.6.0", "2.6.0+cu121", "2.11.0.dev20251221" and "unknown".
    // Returns nothing for text that is no version at all.
    static std::optional<TorchVersion> parse(const QString& text);

    // Every release the option tables describe, oldest first.
    static QList<TorchVersion> supported();
    static TorchVersion newest();

    bool isKnown() const { return m_major >= 0; }
    bool isSupported() const;
    int major() const { return m_major; }
    int minor() const { return m_minor; }
    QString toString() const;

    // False for an unknown version: callers ask "may I rely on this feature?".
    bool atLeast(int major, int minor) const;
    // Dash spellings such as --nproc-per-node arrived in 2.0 (pytorch/pytorch#94505).
    bool hasDashSpellings() const { return atLeast(2, 0); }
    // A launcher option as this release spells it: "--master-port" from 2.0, "--master_port"
    // before (and for an unknown release, whose spelling every release accepts).
    QString optionName(const QString& underscoreName) const
    {
        QString name = underscoreName;
        if (hasDashSpellings())
            name.replace(u'_', u'-');
        return QStringLiteral("--") + name;
    }

    friend auto operator<=>(const TorchVersion&, const TorchVersion&) = default;

private:
    int m_major = -1;
    int m_minor = -1;
};

} // namespace ddpw
