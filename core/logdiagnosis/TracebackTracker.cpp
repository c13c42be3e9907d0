#include "logdiagnosis/TracebackTracker.h"

#include "logdiagnosis/ErrorLineDetector.h"
#include "logdiagnosis/LogRules.h"

#include <QRegularExpression>

namespace ddpw {

namespace {

constexpr int kKeepFirstFrames = 4;
constexpr int kKeepLastFrames = 16;

bool isLibraryPath(const QString& path)
{
    return path.startsWith(u'<') || path.contains(QLatin1String("site-packages/")) ||
           path.contains(QLatin1String("dist-packages/")) || path.contains(QLatin1String("/lib/python")) ||
           path.contains(QLatin1String("\\Lib\\")) || path.endsWith(QLatin1String("runpy.py"));
}

} // namespace

TracebackTracker::State& TracebackTracker::stateOf(const QString& stream)
{
    auto it = m_streams.find(stream);
    if (it == m_streams.end()) {
        if (m_streams.size() >= kMaxStreams) {
            // Forget the stream used longest ago: prefixes of thousands of ranks stay bounded.
            auto oldest = m_streams.begin();
            for (auto each = m_streams.begin(); each != m_streams.end(); ++each) {
                if (each->lastUse < oldest->lastUse)
                    oldest = each;
            }
            setInside(*oldest, false);
            m_streams.erase(oldest);
        }
        it = m_streams.insert(stream, State{});
    }
    it->lastUse = ++m_clock;
    return *it;
}

void TracebackTracker::setInside(State& state, bool inside)
{
    if (state.inside != inside)
        m_activeCount += inside ? 1 : -1;
    state.inside = inside;
}

TracebackTracker::Step TracebackTracker::feed(const QString& stream, const LogLine& line, const LogEvidence& where,
                                              Ended* ended)
{
    const QString& message = line.message;
    const bool header = message.startsWith(QLatin1String("Traceback (most recent call last)"));
    const bool marker = message.startsWith(QLatin1String("During handling of the above exception")) ||
                        message.startsWith(QLatin1String("The above exception was the direct cause"));
    // A paste cut below its header starts at a frame: the traceback is followed from there, so that
    // its code lines (`raise RuntimeError("...`) are not read as messages.
    const bool headless = !header && !marker && startsHeadless(stream, message);
    if (!header && !marker && !headless && !m_streams.contains(stream))
        return Step::Outside; // the common case: nothing to follow on this stream
    State& state = stateOf(stream);
    if (header || headless) {
        start(state);
        if (headless)
            state.frames.append({where, wholeFrameFile(message).value_or(QString())});
        return Step::Started;
    }
    if (marker) {
        state.chained = state.afterException;
        return state.inside ? Step::Inside : Step::Outside;
    }
    if (!state.inside) {
        state.afterException = state.afterException && message.trimmed().isEmpty();
        return Step::Outside;
    }
    if (++state.lines > kMaxLines) {
        setInside(state, false);
        return Step::Outside;
    }
    static const QRegularExpression frame(QStringLiteral(R"re(^\s+File "([^"]*)", line \d+)re"));
    // A terminal that wraps a long frame or code line puts the rest at the start of the next
    // line: not indented, and no exception line, it goes on the line before (a whole frame line
    // is not cut).
    const bool continuation = state.wrapped && !LogRules::isExceptionLine(message);
    state.wrapped = LogRules::looksCut(line) && !wholeFrameFile(message);
    // A frame wrapped right after its file name (a terminal of 105 columns cut
    // `File ".../distributed.py"` there): the rest starts with its line number.
    static const QRegularExpression frameRest(QStringLiteral(R"re(^\s*,\s*line \d+, in \S+\s*$)re"));
    if (continuation || frameRest.match(message).hasMatch())
        return Step::Inside;
    const bool afterFrame = std::exchange(state.afterFrame, false);
    if ((message.startsWith(u' ') || message.startsWith(u'\t')) && !interleavedException(message)) {
        const QRegularExpressionMatch match = frame.match(message);
        state.afterFrame = match.hasMatch();
        if (match.hasMatch()) {
            state.frames.append({where, match.captured(1)});
            // Keep the first frames (who started it) and the last ones (where it failed).
            if (state.frames.size() > kKeepFirstFrames + kKeepLastFrames)
                state.frames.removeAt(kKeepFirstFrames);
        }
        return Step::Inside;
    }
    if (message.trimmed().isEmpty() || ErrorLineDetector::isCaretLine(message))
        return Step::Inside; // Python 3.11's ^^^^ under the failing expression is no exception
    // Two ranks' tracebacks written into one stream glue a code line to the next frame
    // (`main(args) File "train.py", line 167, in main`): a frame of this traceback, no exception.
    static const QRegularExpression gluedFrame(QStringLiteral(R"re(\S\s*File "[^"]*", line \d+, in \S)re"));
    if (!LogRules::isExceptionLine(message) && gluedFrame.match(message).hasMatch())
        return Step::Inside;
    if (state.frames.isEmpty() && !LogRules::isExceptionLine(message))
        return Step::Inside; // noise between the header and the first frame
    // Two ranks' tracebacks in one stream: a frame's code line whose indentation went to the other
    // rank's line before it (`    Traceback (most recent call last):`) starts the line, a call or
    // an assignment, no exception.
    static const QRegularExpression codeLine(QStringLiteral(R"(^[A-Za-z_][\w.]*\s*(?:\(|\[|=[^=]))"));
    if (afterFrame && !LogRules::isExceptionLine(message) && codeLine.match(message).hasMatch())
        return Step::Inside;
    if (ended) {
        ended->exception = where;
        ended->frames = state.frames;
        ended->torchInternal = isTorchInternal(state.frames);
        ended->chained = state.chained;
    }
    setInside(state, false);
    state.afterException = true;
    state.chained = false;
    state.frames.clear();
    return Step::Ended;
}

// A new traceback on the stream: what the last one left is dropped, a chain marker kept.
void TracebackTracker::start(State& state)
{
    const bool chained = state.chained;
    setInside(state, false);
    state = State{};
    state.chained = chained;
    state.lastUse = m_clock;
    setInside(state, true);
}

// A whole frame line (`  File "...", line N, in NAME`) where no traceback is followed on the stream.
bool TracebackTracker::startsHeadless(const QString& stream, const QString& message) const
{
    if (!message.startsWith(QLatin1String("  File \"")))
        return false;
    const auto it = m_streams.constFind(stream);
    if (it != m_streams.constEnd() && it->inside)
        return false;
    return wholeFrameFile(message).has_value();
}

// The file of a whole frame line (it ends with the function's name); nullopt for any other line.
std::optional<QString> TracebackTracker::wholeFrameFile(const QString& message)
{
    static const QRegularExpression wholeFrame(QStringLiteral(R"re(^\s+File "([^"]*)", line \d+, in \S+\s*$)re"));
    const QRegularExpressionMatch match = wholeFrame.match(message);
    return match.hasMatch() ? std::optional<QString>(match.captured(1)) : std::nullopt;
}

// Two processes' tracebacks on one stream, Python 3.11's carets of one written into the other's
// exception line ("  ^^TypeError^^: ^(): incompatible function arguments"): without the carets and
// the indentation they brought, it is the exception line that ends the traceback.
std::optional<QString> TracebackTracker::interleavedException(const QString& message)
{
    if (!message.contains(u'^') && !message.contains(u'~'))
        return std::nullopt;
    QString cleaned = message;
    cleaned.remove(u'^').remove(u'~');
    cleaned = cleaned.trimmed();
    return LogRules::isExceptionLine(cleaned) ? std::optional<QString>(cleaned) : std::nullopt;
}

std::optional<QString> TracebackTracker::raisedException(const QString& message)
{
    if (!message.contains(QLatin1String("raise ")))
        return std::nullopt;
    // The class may be qualified (errors.RendezvousError); the message is the first argument, a
    // string literal that the line closes ('...' or "..."; f-strings keep their {fields}).
    static const QRegularExpression raise(QStringLiteral(
        R"re(^\s*raise\s+(?<type>(?:[A-Za-z_]\w*\.)*[A-Z]\w*)\(\s*[rRbBuUfF]{0,2}(?<q>['"])(?<text>(?:\\.|(?!\k<q>).)+)\k<q>)re"));
    const QRegularExpressionMatch match = raise.match(message);
    if (!match.hasMatch())
        return std::nullopt;
    return match.captured(QStringLiteral("type")) + QStringLiteral(": ") + match.captured(QStringLiteral("text"));
}

const TracebackTracker::Frame* TracebackTracker::userFrame(const QList<Frame>& frames)
{
    for (qsizetype i = frames.size() - 1; i >= 0; --i) {
        if (!isLibraryPath(frames.at(i).path))
            return &frames.at(i);
    }
    return frames.isEmpty() ? nullptr : &frames.last();
}

bool TracebackTracker::isTorchInternal(const QList<Frame>& frames)
{
    // Raised by torchrun itself when a frame is in its launcher, agent or rendezvous code; a
    // worker's traceback can pass through torch.distributed too (the @record wrapper, collectives)
    // but never through these.
    static const QList<QLatin1String> launcher{
        QLatin1String("torch/distributed/run.py"),
        QLatin1String("torch/distributed/launch.py"),
        QLatin1String("torch/distributed/launcher/"),
        QLatin1String("torch/distributed/elastic/agent/"),
        QLatin1String("torch/distributed/elastic/rendezvous/"),
        QLatin1String("/bin/torchrun"),
    };
    for (const Frame& frame : frames) {
        for (const QLatin1String& part : launcher) {
            if (frame.path.contains(part))
                return true;
        }
    }
    return false;
}

} // namespace ddpw
