#pragma once

// NodeCommand: what one node executes, as the static expansion of the start command finds it:
// the launcher's argv, the environment the command builds, and what stays unknown until the
// node runs it. Plain data for the per-node view (NodeCommandExpander fills it).

#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>

namespace ddpw {

struct NodeCommand
{
    QStringList argv;                           // e.g. torchrun, --nnodes=2, ..., train.py
    QList<QPair<QString, QString>> environment; // name, value; in the order they are set
    QStringList unresolved;                     // e.g. "$(hostname)": only known on the node
    // accelerate launch / deepspeed: the torchrun arguments the argv implies, then how (notes).
    QStringList impliedTorchrun;
    QStringList impliedNotes;
    friend bool operator==(const NodeCommand&, const NodeCommand&) = default;
};

} // namespace ddpw
