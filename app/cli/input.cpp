#include "input.h"

#include "commands.h"
#include "games.h"

#include "common/escape.h"
#include "common/inputfile.h"
#include "common/sealed.h"
#include "savekey.h"

#include <QFile>

#include <cstdio>

namespace razzia::cli {

std::optional<Document> readDocument(const QString &path, bool withPath)
{
    Document document;
    document.path = path;
    // The path is echoed in every message: a file name may hold a newline too.
    document.shownPath = common::escaped(path.toStdString());
    // Read once: a FIFO opened a second time waits for a writer that never comes, and a pipe
    // read a second time is empty (issue 29).
    const common::InputFile input =
        path == QLatin1String("-") ? common::readStreamBounded(stdin)
                                   : common::readFileBounded(QFile::encodeName(path).toStdString());
    if (!input.ok) {
        printError(QString::fromStdString(document.shownPath + ": " + input.error));
        return std::nullopt;
    }
    // A running game's save from the window: its record is sealed under this user's key.
    std::string bytes;
    const bool isSealed = common::sealed::isSealed(input.bytes);
    if (isSealed) {
        common::sealed::Key key;
        QString keyError;
        common::sealed::Cover cover;
        std::string error;
        if (!shell::saveKey(key, keyError, false)) {
            printError(QString::fromStdString(document.shownPath + ": ") + keyError);
            return std::nullopt;
        }
        if (!common::sealed::open(input.bytes, key, cover, bytes, error)) {
            printError(QString::fromStdString(document.shownPath + ": " + error));
            return std::nullopt;
        }
    }
    const std::string &text = isSealed ? bytes : input.bytes;
    try {
        document.json =
            common::json::parseObject(text, wholeGameListsOf(common::json::formatOf(text)));
    } catch (const common::json::ParseError &e) {
        printError(
            QString::fromStdString(withPath ? document.shownPath + ": " + e.message : e.message));
        return std::nullopt;
    }
    return document;
}

} // namespace razzia::cli
