#include "arguments.hpp"

#include <iostream>

namespace harmonies::cli {

int refuse(const std::string& message) {
  std::cerr << "harmonies-cli: " << message << "\n";
  return kRefused;
}

bool parse_int(const std::string& text, int lo, int hi, int& out) {
  if (text.empty() || text.size() > 9) return false;
  int value = 0;
  for (char c : text) {
    if (c < '0' || c > '9') return false;
    value = value * 10 + (c - '0');
  }
  if (value < lo || value > hi) return false;
  out = value;
  return true;
}

std::string nth_seed(const std::string& seed, int i) {
  if (i == 0) return seed;
  bool numeric = seed.size() <= 15 && seed.find_first_not_of("0123456789") == std::string::npos;
  if (numeric) return std::to_string(std::stoll(seed) + i);
  return seed + "-" + std::to_string(i);
}

std::optional<std::vector<BotLevel>> parse_bots(const std::string& list) {
  std::vector<BotLevel> out;
  size_t start = 0;
  while (start <= list.size()) {
    size_t end = list.find(',', start);
    if (end == std::string::npos) end = list.size();
    auto level = bot_level_from_name(list.substr(start, end - start));
    if (!level) return std::nullopt;
    out.push_back(*level);
    start = end + 1;
  }
  if (out.empty()) return std::nullopt;
  return out;
}

std::string read_players(const std::string& value, int& out) {
  return parse_int(value, 1, kMaxPlayers, out) ? "" : "--players must be 1 to 4";
}

std::string read_side(const std::string& value, Side& out) {
  const auto side = side_from_name(value);
  if (!side) return "--side must be A, B, C or D";
  out = *side;
  return "";
}

std::string read_games(const std::string& value, int most, int& out) {
  return parse_int(value, 1, most, out) ? "" : "--games must be 1 to " + std::to_string(most);
}

std::string read_seed(const std::string& value, std::string& out) {
  if (Error e = check_seed(value)) return "--seed: " + e.message;
  out = value;
  return "";
}

std::string read_bots(const std::string& value, std::vector<BotLevel>& out) {
  const auto bots = parse_bots(value);
  if (!bots) return "--bots must list easy, medium or hard, one per seat (e.g. hard or hard,medium)";
  out = *bots;
  return "";
}

}  // namespace harmonies::cli
