// The user's key for the sealed part of running games' saves (common/sealed.h, issue 29): 32
// random bytes in the window's configuration folder, created at first use, readable by the
// user alone. Qt Core only: razzia-cli compiles this file too, to open the same saves.
#pragma once

#include "common/sealed.h"

#include <QString>

namespace shell {

// <GenericConfigLocation>/Razzia/razzia/save.key: the window's ConfigLocation, spelled out so
// that razzia-cli, another application name, finds the same file.
QString saveKeyPath();

// The key: read from saveKeyPath(), or, with `create` and no file there yet, made and written
// with 0600 permissions, atomically (a second process at the same moment reads the first one's
// key). A file that is there but is no key is never replaced: false with a one-line message.
bool saveKey(common::sealed::Key &key, QString &error, bool create = true);

} // namespace shell
