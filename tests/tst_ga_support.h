// Helpers of the Gangsters tests: the public files, a state written in a few words, a turn
// run through the same code as razzia-cli resolve and legal.
#pragma once

#include "gangsters/scenario.h"

#include <QFile>
#include <QtTest>

#include <string>

namespace gangsters::test {

inline const QString kData = QStringLiteral(RAZZIA_TEST_DATA "/gangsters");

inline io::Json readData(const QString &name)
{
    QFile file(kData + QLatin1Char('/') + name);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const QByteArray bytes = file.readAll();
    io::Json j;
    std::string error;
    if (!io::parseStrict(std::string_view(bytes.constData(), size_t(bytes.size())), j, error))
        return {};
    return j;
}

// A fragment a test row writes (a list of dice, a patch): any JSON value, the test's own text.
inline io::Json parse(const std::string &text)
{
    try {
        return io::Json::parse(text);
    } catch (const io::Json::exception &e) {
        qWarning("not JSON: %s", e.what());
        return {};
    }
}

// A gangsters-state/1 of two gangs (or more) with everyone in prison serving 2, cops in the
// prison: rows then patch what they need with JSON merge-patch.
inline io::Json baseState(int gangs = 2, int round = 5)
{
    io::Json s = {{"format", "gangsters-state/1"}, {"round", round}, {"active", 0}, {"first", 0}};
    s["gangs"] = io::Json::array();
    for (int g = 0; g < gangs; ++g) {
        io::Json chars;
        for (const char *r : {"killer", "vamp", "dealer"})
            chars[r] = {{"at", "P"}, {"sentence", 2}};
        s["gangs"].push_back({{"money", 0}, {"chars", chars}});
    }
    s["cops"] = io::Json::array({{{"at", "P"}}, {{"at", "P"}}});
    return s;
}

// Patches a base state: `patch` is a JSON merge-patch of the state (RFC 7386).
inline io::Json stateWith(const std::string &patch, int gangs = 2, int round = 5)
{
    io::Json s = baseState(gangs, round);
    s.merge_patch(parse(patch));
    return s;
}

inline io::Json turnOf(const io::Json &state, const std::string &dice, const std::string &decisions)
{
    return {{"format", "gangsters-turn/1"},
            {"state", state},
            {"dice", parse(dice)},
            {"decisions", parse(decisions)}};
}

// The refusal's one line, or "" when accepted.
template<typename F> std::string refusalOf(F &&f)
{
    try {
        f();
    } catch (const io::FormatError &e) {
        return e.what();
    }
    return {};
}

} // namespace gangsters::test
