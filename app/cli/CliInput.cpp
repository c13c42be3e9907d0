#include "cli/CliInput.h"

#include <QFile>
#include <QStringDecoder>

namespace ddpw {

bool CliInput::decodeLeniently(const QByteArray& bytes, QString& text)
{
    // A byte-order mark is kept: bash reads it as part of the first word, not as a marker.
    QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::ConvertInitialBom);
    text = decoder.decode(bytes);
    return decoder.hasError();
}

bool CliInput::read(const QString& path, CliIo& io)
{
    QByteArray bytes;
    if (path.isEmpty() || path == QLatin1String("-")) {
        m_name = QStringLiteral("<stdin>");
        bytes = io.in.readAll();
    } else {
        m_name = path;
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly)) {
            m_error = tr("cannot read %1: %2").arg(path, file.errorString());
            return false;
        }
        bytes = file.readAll();
        if (file.error() != QFileDevice::NoError) {
            m_error = tr("cannot read %1: %2").arg(path, file.errorString());
            return false;
        }
    }
    m_invalidUtf8 = decodeLeniently(bytes, m_text);
    return true;
}

} // namespace ddpw
