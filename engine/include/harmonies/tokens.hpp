// Token colours and the pouch's composition (RULES.md "Components").
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

namespace harmonies {

enum class Token : std::uint8_t { Blue, Gray, Brown, Green, Yellow, Red };

inline constexpr int kTokenColours = 6;
inline constexpr int kTotalTokens = 120;

// RULES.md: 23 blue, 23 gray, 21 brown, 19 green, 19 yellow, 15 red.
inline constexpr std::array<int, kTokenColours> kPouchCounts = {23, 23, 21, 19, 19, 15};

inline constexpr std::array<std::string_view, kTokenColours> kTokenNames = {
    "blue", "gray", "brown", "green", "yellow", "red"};

inline constexpr int index_of(Token t) { return static_cast<int>(t); }
inline constexpr std::string_view token_name(Token t) { return kTokenNames[index_of(t)]; }
std::optional<Token> token_from_name(std::string_view name);

}  // namespace harmonies
