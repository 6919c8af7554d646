#include "gamemodule.h"

#include "mainwindow.h"

#include "common/json.h"

namespace shell {

GameModule::GameModule(MainWindow *window) : QObject(window), m_window(window) {}

bool GameModule::rematch(const LoadedGame &loaded, QString &error)
{
    Q_UNUSED(loaded)
    error = tr("This game cannot be played again with the same seats.");
    return false;
}

bool GameModule::playOnline(net::Client *client, QString &error)
{
    Q_UNUSED(client)
    error = tr("This game cannot be played over the network yet.");
    return false;
}

namespace Games {

namespace {

QList<GameType> &registry()
{
    static QList<GameType> types;
    return types;
}

} // namespace

void add(const GameType &type)
{
    for (const GameType &known : registry())
        if (known.id == type.id)
            return; // registered once, however many times the registration runs
    registry().append(type);
}

const QList<GameType> &all()
{
    return registry();
}

const GameType *byId(const QString &id)
{
    for (const GameType &type : registry())
        if (type.id == id)
            return &type;
    return nullptr;
}

const GameType *byFormat(const QString &format)
{
    for (const GameType &type : registry())
        if (type.format == format)
            return &type;
    return nullptr;
}

QString formatOf(const QByteArray &data)
{
    // Only the top-level "format" is read here, without building the document (a whole parse by
    // Qt took 500 MB on some 16 MB files, issue 29); the game's own reader checks the rest,
    // strictly.
    return QString::fromStdString(
        common::json::formatOf(std::string_view(data.constData(), size_t(data.size()))));
}

const GameType *forRecord(const QByteArray &data)
{
    if (const GameType *type = byFormat(formatOf(data)))
        return type;
    return registry().isEmpty() ? nullptr : &registry().constFirst();
}

} // namespace Games

} // namespace shell
