// Reading what the window saved (issue 29): a running game's file is a sealed envelope, opened
// here under the key the window used, as the window itself opens it.
#pragma once

#include "common/sealed.h"
#include "savekey.h"

#include <QFile>

// The key in `path`: this process's own (shell::saveKeyPath()) unless another program's.
inline common::sealed::Key keyIn(const QString &path = shell::saveKeyPath())
{
    QFile file(path);
    common::sealed::Key key{};
    if (file.open(QIODevice::ReadOnly))
        common::sealed::keyFromHex(file.readAll().trimmed().toStdString(), key);
    return key;
}

// The record in a save file's bytes: the sealed one opened under `key`, an open one as it is;
// empty when the envelope does not open.
inline QByteArray recordIn(const QByteArray &file, const common::sealed::Key &key = keyIn())
{
    const std::string_view text(file.constData(), size_t(file.size()));
    if (!common::sealed::isSealed(text))
        return file;
    common::sealed::Cover cover;
    std::string secret;
    std::string error;
    if (!common::sealed::open(text, key, cover, secret, error))
        return QByteArray();
    return QByteArray::fromStdString(secret);
}
