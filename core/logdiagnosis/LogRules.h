#pragma once

#include "logdiagnosis/LogDiagnosisKind.h"
#include "logdiagnosis/LogLine.h"
#include "model/JobSpec.h" // ddpw::Severity

#include <QByteArray>
#include <QList>
#include <QRegularExpressionMatch>

#include <optional>

namespace ddpw {

// The messages torch 1.13 - 2.x, NCCL, Gloo, Python, bash and the kernel print when a DDP job
// fails, as rules: a trigger literal (the byte prefilter's key, matched ignoring case), an
// optional regular expression over the line's message that confirms it and captures details
// (host, port, rank, ...), the kind and severity it shows. The first rule that matches a line
// wins, so more specific rules come first. Each rule was written from a real log (the corpus
// under tests/data/diagnose-corpus/ and the threads in docs/diagnose.md).
class LogRules
{
public:
    enum Flag : unsigned {
        NoFlags = 0,
        ExceptionLine = 1,        // only when the message is a Python exception line ("XError: ...")
        TorchFrames = 2,          // only when raised inside torch.distributed (or no traceback is known)
        Ignore = 4,               // a harmless line that would otherwise match a later rule
        WorkerExitRecord = 8,     // an exit code of a worker: handled by the failure-table logic
        MoreJoinedThanTotal = 16, // only when the captured "joined" count exceeds the "total" one
        Likely = 32,              // the usual cause of the line: a hint beside another cause
        Specific = 64             // a reading of a generic kind that says more than the mined table
    };

    struct Rule
    {
        std::optional<LogDiagnosisKind> kind; // nothing with Ignore
        Severity severity;
        const char* trigger; // lowercase ASCII letters (other UTF-8 bytes as they are)
        const char* pattern; // over LogLine::message, or nullptr
        unsigned flags = NoFlags;
    };

    struct Match
    {
        int rule = -1;
        QRegularExpressionMatch captures; // empty for rules without a pattern
    };

    // Triggers that start structured reading rather than a rule (Traceback, failure tables,
    // the launcher's config block, error-file JSON, versions). Their indices follow the rules'.
    enum Structural {
        TracebackStart,
        ChainMarker,
        ChildFailed,
        LaunchConfig,
        JsonCallstack,
        JsonMessage,
        NcclVersion,
        TorchVersionTag,
        PytorchVersion,
        LastError,
        RendezvousComplete,
        EnvironmentLookup, // os.environ["RANK"] in a traceback's code line
        BarrierComplete,   // init_process_group's store-based barrier met by every rank
        BacktraceOrigin,   // c10's "Exception raised from FUNCTION at ...", before its frames
        NcclInitComplete,  // NCCL's communicator is up: its bootstrap and transports connected
        NcclTrees,         // NCCL printed its trees: the bootstrap reached every rank over its interface
        GroupCall,         // init_process_group( in a traceback's code line
        FrameLine,         // a traceback's frame: where a paste cut below the header starts one
        RaiseLine,         // a code line that raises: its message where the exception line is missing
        EnvRank,           // RANK=1, export RANK=1: a rank set by hand, as a post shows its environment
        EnvWorldSize,      // WORLD_SIZE=1
        EnvRankJson,       // "RANK": "1" (an IDE's launch configuration)
        EnvWorldSizeJson,  // "WORLD_SIZE": "1"
        GroupRestart,      // torchrun's agent starts the worker group again after a failure
        GlobalRank,        // Lightning's "GLOBAL_RANK: 0, MEMBER: 1/8"
        NcclFileSetting,   // NCCL INFO NCCL_GRAPH_FILE set by environment to ...
        NodeRankOption,    // a launcher's command line with --node_rank (as a log shows what it ran)
        NodeRankDashed,    // the same with --node-rank
        WatchdogWork,      // ProcessGroupNCCL's watchdog time-out of a WorkNCCL(SeqNum=N, OpType=..., NumelIn=...)
        WatchdogAtWork,    // "[PG 0 Rank 2] Exception ... detected by watchdog at work: N"
        StructuralCount
    };

    static const QList<Rule>& rules();
    // Every distinct trigger literal, rules' first, then the structural ones.
    static const QList<QByteArray>& triggers();
    // The named groups of a rule's pattern (host, port, ...), computed once.
    static const QStringList& captureNames(int rule);
    // The trigger index of a structural trigger.
    static int structuralTrigger(Structural which);

    // The first rule whose trigger is among `hits` and that matches the line, or nothing.
    // `inTorchTraceback`: whether the line ends a traceback raised inside torch.distributed
    // (nullopt when the line is not the end of a known traceback).
    static std::optional<Match> match(const LogLine& line, const QList<int>& hits,
                                      std::optional<bool> inTorchTraceback = std::nullopt);

    // Whether a line may have been cut by a terminal or an issue form: long enough, and not
    // ending the way a whole message ends.
    static bool looksCut(const LogLine& line);

    // "RuntimeError: ...", "torch.distributed.elastic.rendezvous.api.RendezvousTimeoutError".
    static bool isExceptionLine(const QString& message);
    // A line of c10's C++ backtrace ("Exception raised from X at file:line (most recent call
    // first):", "frame #3: c10d::ProcessGroupNCCL::..."): where the message above it was thrown.
    static bool isBacktraceLine(const QString& message);
    // IPython's and Jupyter's traceback marks the failing code line with an arrow and its number
    // (`--> 358         raise RuntimeError("...`): code, not a message.
    static bool isNumberedCodeLine(const QString& message);
};

} // namespace ddpw
