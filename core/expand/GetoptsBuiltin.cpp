#include "expand/GetoptsBuiltin.h"

namespace ddpw {

GetoptsBuiltin::Call GetoptsBuiltin::next(const QString& optstring, const QStringList& args, const QString& optind)
{
    if (!m_lastOptind || optind != *m_lastOptind) {
        // Unset, empty or not a number reads as 1, as bash's getopts reads it.
        bool ok = false;
        const int value = optind.toInt(&ok);
        m_optind = ok && value > 0 ? value : 1;
        m_letter = 0;
    }
    Call call;
    const auto finish = [this](Call& c) {
        c.optind = m_optind;
        m_lastOptind = QString::number(m_optind);
        return c;
    };
    if (m_letter == 0) {
        const QString word = m_optind <= args.size() ? args.at(m_optind - 1) : QString();
        if (m_optind > args.size() || !word.startsWith(u'-') || word.size() < 2) {
            call.name = QStringLiteral("?");
            return finish(call);
        }
        if (word == QLatin1String("--")) {
            ++m_optind;
            call.name = QStringLiteral("?");
            return finish(call);
        }
        m_letter = 1;
    }
    const QString word = args.at(m_optind - 1);
    const QChar letter = word.at(m_letter++);
    const bool silent = optstring.startsWith(u':');
    const qsizetype at = letter == u':' ? -1 : optstring.indexOf(letter, silent ? 1 : 0);
    const bool wordDone = m_letter >= word.size();
    const auto nextWord = [this] {
        ++m_optind;
        m_letter = 0;
    };
    call.found = true;
    if (at < 0) {
        call.name = QStringLiteral("?");
        if (silent)
            call.optarg = QString(letter);
        if (wordDone)
            nextWord();
        return finish(call);
    }
    call.name = QString(letter);
    if (at + 1 >= optstring.size() || optstring.at(at + 1) != u':') {
        if (wordDone)
            nextWord();
        return finish(call);
    }
    if (!wordDone) {
        call.optarg = word.mid(m_letter);
        nextWord();
        return finish(call);
    }
    nextWord();
    if (m_optind > args.size()) {
        call.name = silent ? QStringLiteral(":") : QStringLiteral("?");
        if (silent)
            call.optarg = QString(letter);
        return finish(call);
    }
    call.optarg = args.at(m_optind - 1);
    ++m_optind;
    return finish(call);
}

} // namespace ddpw
