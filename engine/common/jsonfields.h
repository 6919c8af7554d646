// Reading the members of a JSON message that must be there, for the games' network messages
// (netjson.cpp of each game): each reader throws FieldFault with a one-line message naming the
// member at the first fault, and the message's reader turns it into its refusal.
#pragma once

#include <nlohmann/json.hpp>

#include <stdexcept>
#include <string>

namespace common::json::fields {

using Json = nlohmann::json;

struct FieldFault : std::runtime_error
{
    using std::runtime_error::runtime_error;
};

inline const Json &member(const Json &object, const char *key)
{
    if (!object.is_object())
        throw FieldFault("expected an object");
    const auto it = object.find(key);
    if (it == object.end())
        throw FieldFault(std::string("missing \"") + key + "\"");
    return *it;
}

inline int intValue(const Json &value, const char *what, long long low, long long high)
{
    if (!value.is_number_integer())
        throw FieldFault(std::string(what) + ": expected an integer");
    const long long n = value.get<long long>();
    if (n < low || n > high)
        throw FieldFault(std::string(what) + ": out of range");
    return int(n);
}

inline int integer(const Json &object, const char *key, long long low, long long high)
{
    return intValue(member(object, key), key, low, high);
}

inline bool flag(const Json &object, const char *key)
{
    const Json &value = member(object, key);
    if (!value.is_boolean())
        throw FieldFault(std::string(key) + ": expected a boolean");
    return value.get<bool>();
}

// An array of exactly `size` items.
inline const Json &array(const Json &object, const char *key, size_t size)
{
    const Json &value = member(object, key);
    if (!value.is_array() || value.size() != size)
        throw FieldFault(std::string(key) + ": expected an array of " + std::to_string(size));
    return value;
}

// An array of at most `most` items.
inline const Json &list(const Json &object, const char *key, size_t most)
{
    const Json &value = member(object, key);
    if (!value.is_array() || value.size() > most)
        throw FieldFault(std::string(key) + ": expected an array of at most " +
                         std::to_string(most));
    return value;
}

} // namespace common::json::fields
