#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringView>

#include <optional>
#include <utility>

namespace ddpw {

// A value that only the node knows, carried through static evaluation as a marker inside the
// text: the address a name resolves to (getent, ping, nslookup, python's gethostbyname), this
// node's own address (hostname -i) or full name (hostname -f), the full name a name resolves to
// and the cluster's name server (nslookup), the node's GPUs (nvidia-smi's list of them, only
// as it goes down a pipe, and the count wc -l makes of it), a value the node draws at random.
// The marker is made of private-use characters only, so the simulated text tools (cut, awk, sed,
// tr, ${...}) move it around as one opaque piece, and at the end it still says where the value
// comes from: the provenance that the checks judge by (the first host's address is as right as
// the first host).
class RuntimeValue
{
    Q_DECLARE_TR_FUNCTIONS(RuntimeValue)

public:
    // Drawn: a value each node draws for itself ($RANDOM, shuf, a UUID, the clock); its subject
    // names the source and the node, so two nodes never hold the same one. CommandFolder: the
    // folder in which PATH finds the program its subject names (`command -v torchrun` gives the
    // marker, a slash and the name, so the name stays plain text). Clock: the date or time to the
    // minute or coarser, which the nodes read alike; its subject is the date command.
    enum class Kind {
        Address,
        NodeAddress,
        NodeFqdn,
        CanonicalName,
        DnsSuffix, // what follows a pod's NAME.SUBDOMAIN in its full name: NAMESPACE.svc.CLUSTER-DOMAIN
        NameServer,
        GpuList,
        GpuCount,
        CpuCount,
        Drawn,
        CommandFolder,
        Clock
    };
    struct Part
    {
        Kind kind = Kind::Address;
        QString subject; // Address: the name that was resolved
        qsizetype begin = 0;
        qsizetype end = 0;
    };

    static QString token(Kind kind, const QString& subject = QString());
    // A Drawn token: what `source` ($RANDOM, shuf, an arithmetic over a draw) gives on `node`.
    static QString drawn(const QString& source, const QString& node);
    // A Drawn part's source and node.
    static QString drawnSource(const Part& part);
    static QString drawnNode(const Part& part);
    // The node of the first Drawn marker in text; empty where it holds none.
    static QString drawnNodeIn(QStringView text);
    static bool contains(QStringView text);
    static bool contains(QStringView text, Kind kind);
    // The markers in text, in order.
    static QList<Part> parts(QStringView text);
    // The text holds a piece of a marker: a tool or an expansion cut into one (cut -c, ${X:0:4}).
    static bool cutInto(QStringView text);
    // What a value cut out of `from` is: a draw of the node's own where `from` holds one (the
    // digits of a draw are as much the node's), else nullopt (only the node knows it).
    static std::optional<QString> cutFrom(QStringView from, const QString& how);
    // The text is one marker and nothing else.
    static std::optional<Part> single(QStringView text);
    // Markers shown as <the address of NAME>, for output.
    static QString readable(QStringView text);
    static QString describe(const Part& part);
    // A value the node could give in place of each marker: an IPv4 address for an address, a
    // host name for a name; `variant` 0 or 1 gives two different ones, so that a check that fails
    // on both fails whatever the node gives. Each marker's stand-in is unique in the text
    // (`serial` counts them across calls) and `shown` gets (stand-in, readable marker) to put the
    // marker back into a message. Nothing for a GPU list or count (no plausible pair).
    static std::optional<QString> withStandIns(QStringView text, int variant, int& serial,
                                               QList<std::pair<QString, QString>>& shown);
    // `text` with every stand-in of `shown` replaced by its readable marker.
    static QString showStandIns(QString text, const QList<std::pair<QString, QString>>& shown);
    static QString kindName(Kind kind);

private:
    static constexpr char16_t kOpen = 0xE000;
    static constexpr char16_t kClose = 0xE001;
    static constexpr char16_t kShift = 0xE100; // an ASCII character c of the subject is kShift + c
};

} // namespace ddpw
