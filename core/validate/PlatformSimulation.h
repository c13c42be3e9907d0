#pragma once

#include "expand/EvaluationBudget.h"
#include "expand/RuntimeValue.h"
#include "expand/StaticExpander.h"
#include "launcher/LauncherParseResult.h"
#include "model/JobSpec.h"
#include "shell/ShellScript.h"
#include "validate/ValidationOptions.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>

namespace ddpw {

// The snippet evaluated statically on every node of the simulated platform, as Volcano's env and
// svc plugins set it up for the form's job (VC_<ROLE>_HOSTS <job>-<role>-k.<job>, VC_<ROLE>_NUM,
// VC_TASK_INDEX, VK_TASK_INDEX, HOSTNAME <job>-<role>-k, /etc/volcano/..., and the platform
// variables the user declares), and what the launcher each node reaches really gets as master,
// node rank and node count: the checks of DDP403-406 and DDP501-506 judge by this, not by how
// the value is spelled. A value only the node knows is judged by where it comes from (the
// address of the first host is the first host).
class PlatformSimulation
{
    Q_DECLARE_TR_FUNCTIONS(PlatformSimulation)

public:
    // Nodes evaluated (the first ones of the job; the host list always has the form's count):
    // enough to reach the two-digit pod names, where a pattern written for <job>-<role>-1 also
    // matches -10 and -11.
    static constexpr int kMaxEvaluatedNodes = 16;

    enum class Verdict { Unknown, Right, Wrong };
    struct Finding
    {
        Verdict verdict = Verdict::Unknown;
        QString message; // Wrong: what the launcher gets, node by node
        // Wrong, and the job cannot start or hangs whatever the platform's names: a host of the
        // job other than the one rank 0 runs on, a loopback, ranks not each of 0..N-1 once.
        bool fatal = false;
    };

    PlatformSimulation(const ShellScript& script, const ValidationOptions& options,
                       std::shared_ptr<EvaluationBudget> budget);

    int nodeCount() const { return m_nodeCount; }
    const QStringList& hosts() const { return m_hosts; }
    // The launcher at script command `command` is the one every evaluated node reaches.
    bool covers(int command) const;
    // Whether the evaluated launcher gives the option (its argv may hold it where the text
    // does not: options in a variable or an array).
    bool gives(int command, const QString& dest) const;
    // Every evaluated node passes dest blank or not at all (an unset $MASTER_ADDR): torch strips
    // an endpoint, so a blank one is the same as none.
    bool blankOnEveryNode(int command, const QString& dest) const;
    // Some evaluated node's launcher takes as its training script a value only the node knows
    // that is an expansion as a whole ("${ARGS[@]}", $OPTS): its options may be in there.
    bool hidesOptions(int command) const;
    // Some evaluated node's launcher gets options inside the value of an option torch then
    // rejects (a quoted "$ARGS"): that error says why the options inside are not given.
    bool gluesOptions(int command) const;
    // The rendezvous backend every node's launcher uses, empty when not known or not the same.
    QString backend(int command) const;
    // Whether dest has the same value on every evaluated node (nullopt: not known).
    std::optional<bool> sameOnEveryNode(int command, const QString& dest) const;
    // The value dest has on every evaluated node (on the command line, or the PET_<DEST> the
    // shell exports); nullopt where it is not known, only the node knows it, or nodes differ.
    std::optional<QString> commonValue(int command, const QString& dest) const;
    // The kind of value only a node knows that the option has on every node (the node's CPU
    // count from nproc), where it is that one marker everywhere.
    std::optional<RuntimeValue::Kind> nodeKnownKind(int command, const QString& dest) const;
    Finding master(int command) const;
    Finding rank(int command) const;
    // The node ranks of the static rendezvous over the whole job, whichever launcher command each
    // node reaches (a branch on the node index with its own --node_rank per branch): Right when
    // every evaluated node passes its own rank of 0..N-1, Wrong (fatal) when two nodes pass one
    // rank or a rank is outside 0..N-1; Unknown where a node's rank or rendezvous is not known.
    Finding jobRanks() const;
    // The node whose store the static rendezvous starts: the one that passes --node_rank 0 where
    // every node's rank is known and each of 0..N-1 once, else node 0 (the first host).
    int rankZeroNode() const;
    // Where each node's value of dest holds what only the node knows: whether the known text
    // before it already differs between two nodes.
    bool knownPrefixesDiffer(const QString& dest) const;
    // The static rendezvous's master over the whole job: Wrong (fatal) when a node names a host of
    // the job (or a loopback) other than the one rank 0 runs on; Unknown where the ranks are not
    // right or a host is not one of the job's.
    Finding jobMaster() const;
    Finding count(int command) const;
    // The node counts over the whole job, whichever launcher each node reaches (a branch on the
    // node index with a launcher per branch, one of them without --nnodes): Wrong where a node's
    // count is not the job's; Unknown where a node's launcher or count is not known.
    Finding jobCount() const;
    // A rendezvous host with a control character on some node (a carriage return of Windows line
    // endings kept in a value only the node knows), or a slip of a pod's name (job-worker-0.jo):
    // Wrong (fatal), no node can resolve it. Any node count: one node's store is reached by name too.
    Finding unresolvableHost() const;
    // The job's pod name a rendezvous host is a slip of (one character off, or cut short after
    // its dot); empty for anything else.
    QString nearMissHost(const QString& host, int k) const;
    // A node that waits before its launcher for the port its own launcher opens (`until nc -z
    // $MASTER_ADDR $MASTER_PORT` run on rank 0's node too): nothing listens there before, so it
    // never starts, and the other nodes wait for it. Wrong (fatal).
    Finding waitsForItself(SourceRange* loop = nullptr) const;
    // A node that waits before its launcher for a file under its own /tmp (/dev/shm, /var/tmp)
    // that only another node's snippet writes: each pod has its own, so the wait never ends.
    // Wrong (fatal).
    Finding waitsForAnotherPodsFile(SourceRange* loop = nullptr) const;
    // c10d on torch 1.13: the node an endpoint names hosts the store only where it recognises
    // the name as its own (its host name, the full name its hosts file gives first, an address);
    // a pod's <pod>.<job> name from VC_WORKER_HOSTS is none of these, so no node hosts it and
    // every one fails to connect. Wrong (fatal); *host gets the name.
    Finding storeHostNotRecognised(QString* host = nullptr) const;
    // The port node k's launcher listens on for the others (the static store on rank 0, the c10d
    // store on the endpoint's node); empty when none or not known.
    QString listeningPort(int k) const;
    // A --rdzv_backend torch has no handler for on some node ("c10d\r" of Windows line endings):
    // Wrong (fatal).
    Finding unknownBackend() const;
    // The etcd rendezvous with its endpoint on a pod of the job (the first host, a node itself):
    // Wrong (fatal) where the caller knows the start command runs no etcd server, since the pods
    // run only that command. *endpoint gets the first such endpoint.
    Finding etcdOnAPod(QString* endpoint = nullptr) const;
    // " (the branch taken depends on X, ...)" when a branch before the launcher was decided by
    // variables the platform does not set as described.
    QString dependsNote() const;
    // A note for messages when the snippet reads another role's VC_* variables.
    QString otherRoleNote(QStringView text) const;
    // The nodes evaluated (the first ones of the job, fewer when the budget ran out).
    int evaluatedNodes() const { return int(m_nodes.size()); }
    // Node k's evaluation when it reaches launcher `command` for sure (nullptr otherwise): the
    // argv bash gives the launcher there, each entry with the word it comes from.
    const StaticExpansion* node(int k, int command) const;
    const StaticExpansion* firstNode(int command) const { return node(0, command); }
    // Node k's evaluation whatever it reached (a launcher, a stop of bash, nothing); nullptr
    // past the evaluated nodes.
    const StaticExpansion* evaluation(int k) const
    {
        return k >= 0 && k < m_nodes.size() ? &m_nodes.at(k).expansion : nullptr;
    }
    // For each entry of node 0's argv of launcher `command`: whether another evaluated node that
    // reaches it gets something else from the same written word (another value, or another
    // number of words: an option only some nodes get). Empty when node 0 does not reach it.
    QList<bool> varying(int command) const;
    // The PET_* defaults a node's shell exports to its launcher: torch reads them as options.
    static QHash<QString, QString> exportedPet(const StaticExpansion& node);
    static bool hasControlCharacter(const QString& host);
    // " (...)": why no node resolves one of these hosts (a carriage return of Windows line
    // endings); empty when each is a plain name.
    static QString controlCharacterNote(const QStringList& hosts);
    // The environment node k starts with (Volcano's variables over the job's pods, then the
    // platform variables): what bash evaluates the snippet in there.
    QMap<QString, QString> environment(int k) const;

private:
    struct Node
    {
        StaticExpansion expansion;
        LauncherParseResult parsed;
        bool parsedOk = false;
        // The word torch takes as the training script is a value only the node knows that is
        // an expansion as a whole ("${ARGS[@]}", $OPTS, $(cat opts)): it may hold options, and
        // the script after them, so an option not seen may still be given.
        bool hiddenOptions = false;
        // The value of an option torch rejects holds more options ("$ARGS" quoted: --nnodes
        // "2 --node_rank=0 ..."): torch stops on that value, and the ones inside are never given.
        bool gluedOptions = false;
    };
    // Node k's evaluation, with the snippet's commands `timedOut` failing as timeout ends them.
    Node evaluate(int k, const ShellScript& script, const std::shared_ptr<EvaluationBudget>& budget,
                  const QList<SourceRange>& timedOut) const;
    void followTimedOutWaits(int k, const ShellScript& script, const std::shared_ptr<EvaluationBudget>& budget);
    // One value an option may have on a node; note says when it is one of several ("MASTER is
    // one of: 'a', 'localhost' (the if at 1:1 decides ...)"), empty for the only one.
    struct Candidate
    {
        QString value;
        QString note;
    };
    // The node's launcher gets dest: on its command line, or as the PET_<DEST> its shell exports.
    static bool sets(const Node& node, const QString& dest);
    std::optional<QString> value(const Node& node, const QString& dest) const;
    // The values dest may have on the node: the one it has, or each value of a variable in it
    // that is one of several known values (an if only the node decides). Empty: not known.
    QList<Candidate> candidates(const Node& node, const QString& dest) const;
    static QString passes(int k, const QString& option, const QString& value, const Candidate& candidate);
    QString backend(const Node& node) const;
    // jobRanks(), and the node that passes rank 0 where the ranks are right.
    Finding jobRanks(int* rankZero) const;
    // The job host index a value stands for on node k: -1 for a name the job does not have (it
    // may still be the right node's), -2-k for node k's loopback, kNoHost for a name no node
    // resolves (a control character in it), kOtherPodShortName for another pod's short name
    // (which node k cannot resolve).
    int hostIndex(const QString& host, int k) const;
    static std::optional<QString> beforeDnsSuffix(const QString& text);
    Finding countOver() const;
    // hostIndex where node k's loopback is node k: a dynamic rendezvous's store node may name
    // itself so.
    int storeHostIndex(const QString& host, int k) const;
    bool waitsForOwnPort(const PortWait& wait, int k, const QString& own) const;
    static constexpr int kNoHost = -1000000;
    static constexpr int kOtherPodShortName = -2000000;

    ValidationOptions m_options;
    JobSpec m_pods;
    int m_nodeCount = 0;
    QStringList m_hosts;
    QList<Node> m_nodes;
};

} // namespace ddpw
