// What the CLI's commands share: refusing input, reading numbers, seeds of a
// series and lists of bot levels.
#pragma once

#include <initializer_list>
#include <optional>
#include <string_view>
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

// Options several commands share. Each reads one value into `out` and returns
// the refusal's text, or "" when the value is good.
std::string read_players(const std::string& value, int& out);
std::string read_side(const std::string& value, Side& out);
std::string read_games(const std::string& value, int most, int& out);
std::string read_seed(const std::string& value, std::string& out);
std::string read_bots(const std::string& value, std::vector<BotLevel>& out);

// Walks "--name value" pairs and bare flags from argv[first]: refuses a name
// in neither list, calls on_option(name, value) for each (value "" for a flag)
// and stops at the first refusal, which it returns ("" when all were accepted).
template <typename OnOption>
std::string read_options(int argc, char** argv, int first, std::initializer_list<std::string_view> flags,
                         std::initializer_list<std::string_view> valued, OnOption on_option) {
  auto listed = [](std::initializer_list<std::string_view> names, const std::string& name) {
    for (std::string_view n : names)
      if (n == name) return true;
    return false;
  };
  for (int i = first; i < argc; ++i) {
    const std::string name = argv[i];
    const bool is_flag = listed(flags, name);
    if (!is_flag && !listed(valued, name)) return "unknown option " + name;
    if (!is_flag && i + 1 >= argc) return name + " needs a value";
    const std::string value = is_flag ? std::string() : std::string(argv[++i]);
    if (std::string error = on_option(name, value); !error.empty()) return error;
  }
  return "";
}

}  // namespace harmonies::cli
