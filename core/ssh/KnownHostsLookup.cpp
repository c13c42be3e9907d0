#include "ssh/KnownHostsLookup.h"

#include <QCryptographicHash>
#include <QList>
#include <QMessageAuthenticationCode>

namespace ddpw {

namespace {

// OpenSSH's match_pattern(): * matches any run of characters, ? any one character.
bool globMatches(QStringView text, QStringView pattern)
{
    // Iterative with one backtrack point: linear in practice, never exponential.
    qsizetype t = 0, p = 0, starP = -1, starT = 0;
    while (t < text.size()) {
        if (p < pattern.size() && (pattern[p] == u'?' || pattern[p] == text[t])) {
            ++t;
            ++p;
        } else if (p < pattern.size() && pattern[p] == u'*') {
            starP = p++;
            starT = t;
        } else if (starP >= 0) {
            p = starP + 1;
            t = ++starT;
        } else {
            return false;
        }
    }
    while (p < pattern.size() && pattern[p] == u'*')
        ++p;
    return p == pattern.size();
}

// The lines of one name: OpenSSH's check_key_in_hostkeys().
KnownHostState lookupName(const QByteArray& knownHosts, const QString& entry, const QByteArray& keyType,
                          const QByteArray& keyBlob)
{
    bool revoked = false, matching = false, changed = false, otherType = false;
    for (const QByteArray& line : knownHosts.split('\n')) {
        // [@marker] HOSTS KEYTYPE BASE64 [COMMENT]
        QList<QByteArray> fields = line.simplified().split(' ');
        if (fields.isEmpty() || fields.constFirst().startsWith('#'))
            continue;
        QByteArray marker;
        if (fields.constFirst().startsWith('@'))
            marker = fields.takeFirst();
        if (fields.size() < 3 || !KnownHostsLookup::hostMatches(fields.at(0), entry))
            continue;
        const bool sameKey = QByteArray::fromBase64(fields.at(2)) == keyBlob;
        if (marker == "@revoked")
            revoked = revoked || sameKey;
        else if (!marker.isEmpty())
            continue; // @cert-authority: signs certificates, is no host key
        else if (sameKey)
            matching = true;
        else if (fields.at(1) == keyType)
            changed = true;
        else
            otherType = true;
    }
    if (revoked)
        return KnownHostState::Revoked;
    if (matching)
        return KnownHostState::Ok;
    if (changed)
        return KnownHostState::Changed;
    return otherType ? KnownHostState::OtherType : KnownHostState::Unknown;
}

} // namespace

QString KnownHostsLookup::entryName(const QString& host, int port)
{
    if (port == 0 || port == 22)
        return host;
    return QStringLiteral("[%1]:%2").arg(host).arg(port);
}

bool KnownHostsLookup::hostMatches(const QByteArray& field, const QString& entry)
{
    const QString name = entry.toLower();
    if (field.startsWith("|1|")) {
        const QList<QByteArray> parts = field.mid(3).split('|');
        if (parts.size() != 2)
            return false;
        const QByteArray salt = QByteArray::fromBase64(parts.at(0));
        // OpenSSH hashes the lower-cased name.
        return QMessageAuthenticationCode::hash(name.toUtf8(), salt, QCryptographicHash::Sha1) ==
               QByteArray::fromBase64(parts.at(1));
    }
    bool positive = false;
    for (const QByteArray& item : field.split(',')) {
        const bool negated = item.startsWith('!');
        const QString pattern = QString::fromUtf8(negated ? item.mid(1) : item).toLower();
        if (!globMatches(name, pattern))
            continue;
        if (negated)
            return false;
        positive = true;
    }
    return positive;
}

KnownHostState KnownHostsLookup::lookup(const QByteArray& knownHosts, const QString& host, int port,
                                        const QByteArray& keyType, const QByteArray& keyBlob)
{
    const KnownHostState state = lookupName(knownHosts, entryName(host, port), keyType, keyBlob);
    // Another port's key not recorded under "[host]:port": the bare name's lines may vouch for
    // exactly this key (nothing else of theirs counts: OpenSSH then records the new entry).
    if (state == KnownHostState::Unknown && entryName(host, port) != host &&
        lookupName(knownHosts, host, keyType, keyBlob) == KnownHostState::Ok)
        return KnownHostState::Ok;
    return state;
}

} // namespace ddpw
