#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace ddpw {

// What NCCL's own INFO lines (NCCL_DEBUG=INFO, subsystems INIT and NET) say about the network
// one rank uses: "Using network IB|Socket|<plugin>", "NET/Socket : Using [0]eth0:10.0.0.1<0>",
// "NET/IB : Using [0]mlx5_0:1/IB [1]mlx5_1:1/RoCE ; OOB eth0:10.0.0.1<0>", "NET/IB : No device
// found.", "Bootstrap : Using eth0:10.0.0.1<0>". Lines as NCCL prints them, with or without its
// "host:pid:tid [dev] NCCL INFO " prefix; anything else is ignored.
struct NcclNetLog
{
    struct Interface
    {
        QString name;
        QString address; // may be empty (NCCL prints "eth0:<0>" when it has none to show)
        bool operator==(const Interface&) const = default;
    };

    QString network;                   // "IB", "Socket", a plugin's name; empty when not said
    QList<Interface> socketInterfaces; // NET/Socket's
    QStringList ibDevices;             // "mlx5_0:1/IB"
    Interface oob;                     // NET/IB's out-of-band interface
    Interface bootstrap;
    bool noIbDevice = false; // NCCL looked for InfiniBand and found none

    bool isEmpty() const { return network.isEmpty() && socketInterfaces.isEmpty() && ibDevices.isEmpty(); }
    // The interface names the data goes over: IB devices, else the socket interfaces.
    QStringList dataInterfaces() const;

    static constexpr qsizetype kMaxLineLength = 4096;
    static NcclNetLog parse(const QStringList& lines);
};

} // namespace ddpw
