#include "jsonfield.h"

#include <cmath>

namespace common::json {

void Field::requireObject(const std::string &expected) const
{
    if (!m_value || !m_value->is_object())
        this->expected(expected);
}

Field Field::member(const std::string &key) const
{
    requireObject("an object");
    const auto it = m_value->find(key);
    return Field(it == m_value->end() ? nullptr : &*it, memberPath(m_path, key));
}

std::vector<std::pair<std::string, Field>> Field::members(const std::string &expected) const
{
    requireObject(expected);
    std::vector<std::pair<std::string, Field>> out;
    out.reserve(m_value->size());
    for (auto it = m_value->begin(); it != m_value->end(); ++it)
        out.emplace_back(it.key(), Field(&*it, memberPath(m_path, it.key())));
    return out;
}

std::vector<Field> Field::items(const std::string &expected, int size) const
{
    if (!m_value || !m_value->is_array())
        this->expected(expected);
    if (size >= 0 && m_value->size() != size_t(size))
        this->expected(expected);
    std::vector<Field> out;
    out.reserve(m_value->size());
    for (size_t i = 0; i < m_value->size(); ++i)
        out.emplace_back(&(*m_value)[i], m_path + '[' + std::to_string(i) + ']');
    return out;
}

int32_t Field::integer(int32_t lo, int32_t hi) const
{
    // An integer is a number without a fraction, within range, however it is written (1, 1.0,
    // 1e0).
    const double d = m_value && m_value->is_number() ? m_value->get<double>() : NAN;
    if (!(d == std::floor(d) && d >= lo && d <= hi)) {
        if (lo == INT32_MIN && hi == INT32_MAX)
            expected("an integer");
        expected("an integer " + std::to_string(lo) + ".." + std::to_string(hi));
    }
    return int32_t(d);
}

std::vector<int32_t> Field::integers(const std::string &expected, int size) const
{
    std::vector<int32_t> out;
    for (const Field &item : items(expected, size))
        out.push_back(item.integer());
    return out;
}

const std::string &Field::string(const std::string &expected) const
{
    if (!m_value || !m_value->is_string())
        this->expected(expected);
    return m_value->get_ref<const std::string &>();
}

void Field::requireString(const std::string &text) const
{
    const std::string quoted = '"' + text + '"';
    if (string(quoted) != text)
        expected(quoted);
}

bool Field::boolean() const
{
    if (!m_value || !m_value->is_boolean())
        expected("true or false");
    return m_value->get<bool>();
}

void Field::fail(const std::string &what) const
{
    throw FieldError{m_path.empty() ? what : m_path + ": " + what};
}

void Field::expected(const std::string &what) const
{
    fail((present() ? "expected " : "missing, expected ") + what);
}

} // namespace common::json
