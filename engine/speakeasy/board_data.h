// The board of SE2 as data, transcribed from speakeasy-board.json (SE2.6): the point types in
// reading order and the 133 lines. tst_se_board checks this table against that file, so the
// two cannot drift apart; board.h derives every other table from it at compile time.
#pragma once

#include <string_view>

namespace speakeasy {

enum class Line : unsigned char
{
    Road,
    Rail,
    Diagonal
};

struct LineData
{
    std::string_view a;
    std::string_view b;
    Line kind;
};

// R Rue, r Ruelle, B Batiment (camp), H Bar; index = (rank - 1) * 5 + file (SE2.1).
constexpr std::string_view kPointTypes =
    "rHrHrRRRRRRBrBRRrBrRRBrBRRRRRRRRRRRRBrBRRrBrRRBrBRRRRRRrHrHr";

constexpr LineData kLines[] = {
    {"a1", "b1", Line::Road},      {"a1", "a2", Line::Road},       {"b1", "c1", Line::Road},
    {"b1", "b2", Line::Road},      {"c1", "d1", Line::Road},       {"c1", "c2", Line::Road},
    {"d1", "e1", Line::Road},      {"d1", "d2", Line::Road},       {"e1", "e2", Line::Road},
    {"a2", "b2", Line::Rail},      {"a2", "a3", Line::Rail},       {"a2", "b3", Line::Diagonal},
    {"b2", "c2", Line::Rail},      {"b2", "b3", Line::Road},       {"c2", "d2", Line::Rail},
    {"c2", "b3", Line::Diagonal},  {"c2", "c3", Line::Road},       {"c2", "d3", Line::Diagonal},
    {"d2", "e2", Line::Rail},      {"d2", "d3", Line::Road},       {"e2", "d3", Line::Diagonal},
    {"e2", "e3", Line::Rail},      {"a3", "b3", Line::Road},       {"a3", "a4", Line::Rail},
    {"b3", "c3", Line::Road},      {"b3", "a4", Line::Diagonal},   {"b3", "b4", Line::Road},
    {"b3", "c4", Line::Diagonal},  {"c3", "d3", Line::Road},       {"c3", "c4", Line::Road},
    {"d3", "e3", Line::Road},      {"d3", "c4", Line::Diagonal},   {"d3", "d4", Line::Road},
    {"d3", "e4", Line::Diagonal},  {"e3", "e4", Line::Rail},       {"a4", "b4", Line::Road},
    {"a4", "a5", Line::Rail},      {"a4", "b5", Line::Diagonal},   {"b4", "c4", Line::Road},
    {"b4", "b5", Line::Road},      {"c4", "d4", Line::Road},       {"c4", "b5", Line::Diagonal},
    {"c4", "c5", Line::Road},      {"c4", "d5", Line::Diagonal},   {"d4", "e4", Line::Road},
    {"d4", "d5", Line::Road},      {"e4", "d5", Line::Diagonal},   {"e4", "e5", Line::Rail},
    {"a5", "b5", Line::Road},      {"a5", "a6", Line::Rail},       {"b5", "c5", Line::Road},
    {"b5", "a6", Line::Diagonal},  {"b5", "b6", Line::Road},       {"b5", "c6", Line::Diagonal},
    {"c5", "d5", Line::Road},      {"c5", "c6", Line::Road},       {"d5", "e5", Line::Road},
    {"d5", "c6", Line::Diagonal},  {"d5", "d6", Line::Road},       {"d5", "e6", Line::Diagonal},
    {"e5", "e6", Line::Rail},      {"a6", "b6", Line::Rail},       {"a6", "a7", Line::Rail},
    {"b6", "c6", Line::Rail},      {"c6", "d6", Line::Rail},       {"c6", "c7", Line::Rail},
    {"d6", "e6", Line::Rail},      {"e6", "e7", Line::Rail},       {"a7", "b7", Line::Rail},
    {"a7", "a8", Line::Rail},      {"a7", "b8", Line::Diagonal},   {"b7", "c7", Line::Rail},
    {"b7", "b8", Line::Road},      {"c7", "d7", Line::Rail},       {"c7", "b8", Line::Diagonal},
    {"c7", "c8", Line::Road},      {"c7", "d8", Line::Diagonal},   {"d7", "e7", Line::Rail},
    {"d7", "d8", Line::Road},      {"e7", "d8", Line::Diagonal},   {"e7", "e8", Line::Rail},
    {"a8", "b8", Line::Road},      {"a8", "a9", Line::Rail},       {"b8", "c8", Line::Road},
    {"b8", "a9", Line::Diagonal},  {"b8", "b9", Line::Road},       {"b8", "c9", Line::Diagonal},
    {"c8", "d8", Line::Road},      {"c8", "c9", Line::Road},       {"d8", "e8", Line::Road},
    {"d8", "c9", Line::Diagonal},  {"d8", "d9", Line::Road},       {"d8", "e9", Line::Diagonal},
    {"e8", "e9", Line::Rail},      {"a9", "b9", Line::Road},       {"a9", "a10", Line::Rail},
    {"a9", "b10", Line::Diagonal}, {"b9", "c9", Line::Road},       {"b9", "b10", Line::Road},
    {"c9", "d9", Line::Road},      {"c9", "b10", Line::Diagonal},  {"c9", "c10", Line::Road},
    {"c9", "d10", Line::Diagonal}, {"d9", "e9", Line::Road},       {"d9", "d10", Line::Road},
    {"e9", "d10", Line::Diagonal}, {"e9", "e10", Line::Rail},      {"a10", "b10", Line::Road},
    {"a10", "a11", Line::Rail},    {"b10", "c10", Line::Road},     {"b10", "a11", Line::Diagonal},
    {"b10", "b11", Line::Road},    {"b10", "c11", Line::Diagonal}, {"c10", "d10", Line::Road},
    {"c10", "c11", Line::Road},    {"d10", "e10", Line::Road},     {"d10", "c11", Line::Diagonal},
    {"d10", "d11", Line::Road},    {"d10", "e11", Line::Diagonal}, {"e10", "e11", Line::Rail},
    {"a11", "b11", Line::Rail},    {"a11", "a12", Line::Road},     {"b11", "c11", Line::Rail},
    {"b11", "b12", Line::Road},    {"c11", "d11", Line::Rail},     {"c11", "c12", Line::Road},
    {"d11", "e11", Line::Rail},    {"d11", "d12", Line::Road},     {"e11", "e12", Line::Road},
    {"a12", "b12", Line::Road},    {"b12", "c12", Line::Road},     {"c12", "d12", Line::Road},
    {"d12", "e12", Line::Road},
};

} // namespace speakeasy
