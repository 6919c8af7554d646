// What the tests' Qt adapters of the formats share (razziaqio.h, speakeasyqio.h).
#pragma once

#include <QByteArray>
#include <QString>

#include <string>
#include <string_view>

namespace qio_detail {

inline std::string_view view(const QByteArray &bytes)
{
    return std::string_view(bytes.constData(), size_t(bytes.size()));
}

// Runs `read` with a std::string error and hands it back as a QString.
template<typename Read> bool withError(QString &error, Read &&read)
{
    std::string message;
    const bool ok = read(message);
    error = QString::fromStdString(message);
    return ok;
}

} // namespace qio_detail
