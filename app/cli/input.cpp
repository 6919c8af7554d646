#include "input.h"

#include "commands.h"
#include "games.h"

#include "common/escape.h"
#include "common/inputfile.h"

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
    try {
        document.json = common::json::parseObject(
            input.bytes, wholeGameListsOf(common::json::formatOf(input.bytes)));
    } catch (const common::json::ParseError &e) {
        printError(
            QString::fromStdString(withPath ? document.shownPath + ": " + e.message : e.message));
        return std::nullopt;
    }
    return document;
}

} // namespace razzia::cli
