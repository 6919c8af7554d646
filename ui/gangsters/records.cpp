#include "records.h"

#include "gangsters/strictjson.h"

namespace gangsters::ui {

bool readGameRecord(const QByteArray &data, GameRecord &record, State &final, QString &error)
{
    nlohmann::json json;
    std::string why;
    if (!io::parseStrict(std::string_view(data.constData(), size_t(data.size())), json, why)) {
        error = QString::fromStdString(why);
        return false;
    }
    try {
        record = readRecord(json);
        final = replayRecord(record);
    } catch (const std::exception &e) {
        error = QString::fromStdString(io::escaped(e.what()));
        return false;
    }
    return true;
}

QByteArray recordBytes(const GameRecord &record)
{
    return QByteArray::fromStdString(writeRecord(record).dump(1) + "\n");
}

} // namespace gangsters::ui
