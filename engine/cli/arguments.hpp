// What the CLI's commands share: refusing input, reading numbers, seeds of a
// series and lists of bot levels.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "harmonies/bot.hpp"

namespace harmonies::cli {

inline constexpr int kRefused = 2;

// One line on stderr ("harmonies-cli: ..."); returns the refusal exit code.
int refuse(const std::string& message);
// A decimal integer in [lo, hi].
bool parse_int(const std::string& text, int lo, int hi, int& out);
// Seeds of a series: a number counts up (7, 8, 9...), a word gets a suffix (oak, oak-1, oak-2...).
std::string nth_seed(const std::string& seed, int i);
// "easy,hard" -> the levels; nullopt when a name is unknown or the list is empty.
std::optional<std::vector<BotLevel>> parse_bots(const std::string& list);

}  // namespace harmonies::cli
