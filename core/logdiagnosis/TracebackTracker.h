#pragma once

#include "logdiagnosis/LogFinding.h"
#include "logdiagnosis/LogLine.h"

#include <QHash>
#include <QList>
#include <QString>

#include <optional>

namespace ddpw {

// Follows Python tracebacks through a log, one per stream (the same prefix such as "[rank3]:", or
// no prefix), so that the tracebacks of ranks printing at once do not mix: the header, the
// frames and the exception line that ends it, and the chain markers ("During handling of the
// above exception ..."). Bounded: a traceback keeps its first and last frames only, and a
// stream that never ends its traceback is dropped after kMaxLines lines.
class TracebackTracker
{
public:
    static constexpr int kMaxLines = 600;
    static constexpr int kMaxStreams = 64;

    struct Frame
    {
        LogEvidence where; // the '  File "...", line N, in f' line
        QString path;
    };

    // A traceback that just ended with its exception line.
    struct Ended
    {
        LogEvidence exception;
        QList<Frame> frames;
        bool torchInternal = false; // raised in torchrun / torch.distributed.elastic itself
        bool chained = false;       // an earlier traceback of this stream caused it
    };

    enum class Step { Outside, Started, Inside, Ended };

    // Feeds one line of `stream`; `ended` is set when the line is the exception that ends a
    // traceback.
    Step feed(const QString& stream, const LogLine& line, const LogEvidence& where, Ended* ended);
    // True while some stream is inside a traceback (the engine then reads every line).
    bool active() const { return m_activeCount > 0; }

    // The frame a person looks at first: the last one outside site-packages and the stdlib.
    static const Frame* userFrame(const QList<Frame>& frames);
    // Two processes' tracebacks on one stream, Python 3.11's carets of one written into the other's
    // exception line: that line without them, where it is an exception line.
    static std::optional<QString> interleavedException(const QString& message);
    // A code line `raise SomeError("message")` (a literal message, any string prefix): the
    // exception line it prints, "SomeError: message".
    static std::optional<QString> raisedException(const QString& message);
    static bool isTorchInternal(const QList<Frame>& frames);

private:
    struct State
    {
        bool inside = false;
        bool chained = false; // a chain marker came since the last exception
        bool afterException = false;
        bool wrapped = false;    // the last line read may go on on the next one (a terminal wrapped it)
        bool afterFrame = false; // the last line read was a frame line: its code line comes next
        int lines = 0;
        QList<Frame> frames;
        qint64 lastUse = 0;
    };

    State& stateOf(const QString& stream);
    void setInside(State& state, bool inside);
    void start(State& state);
    bool startsHeadless(const QString& stream, const QString& message) const;
    static std::optional<QString> wholeFrameFile(const QString& message);

    QHash<QString, State> m_streams;
    int m_activeCount = 0;
    qint64 m_clock = 0;
};

} // namespace ddpw
