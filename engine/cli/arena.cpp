// harmonies-cli arena: measures the bots. Two levels play each other over
// paired seeds, seats swapped on the second game of a pair, so neither gains
// from the seat order or the deal; solo, each listed level plays every seed.
// Prints win rates with 95% Wilson intervals, mean scores (with 95% intervals
// in solo), and the bots' thinking time per turn.
#include "arena.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <iostream>
#include <string>
#include <vector>

#include "arguments.hpp"
#include "harmonies/bot.hpp"

namespace harmonies::cli {

namespace {

struct ArenaOptions {
  Setup setup;
  std::vector<BotLevel> bots;
  int games = 100;
  std::string error;
};

ArenaOptions parse(int argc, char** argv) {
  ArenaOptions o;
  o.setup.players = 2;
  o.setup.seed = "arena";
  const std::initializer_list<std::string_view> valued = {"--bots", "--players", "--side", "--games", "--seed"};
  const std::initializer_list<std::string_view> flags = {"--spirits", "--pulse", "--sanctuaries", "--whispers"};
  o.error = read_options(argc, argv, 2, flags, valued, [&](const std::string& name, const std::string& v) {
    if (name == "--spirits") o.setup.spirits = true;
    else if (name == "--pulse") o.setup.pulse = true;
    else if (name == "--sanctuaries") o.setup.sanctuaries = true;
    else if (name == "--whispers") o.setup.whispers = true;
    else if (name == "--bots") return read_bots(v, o.bots);
    else if (name == "--players") return read_players(v, o.setup.players);
    else if (name == "--side") return read_side(v, o.setup.side);
    else if (name == "--games") return read_games(v, 1000000, o.games);
    else return read_seed(v, o.setup.seed);
    return std::string();
  });
  if (o.error.empty() && o.bots.empty()) o.error = "arena needs --bots (e.g. --bots hard,medium)";
  if (o.error.empty() && o.setup.players > 1 && o.bots.size() != 2)
    o.error = "--bots must name exactly two levels for games of 2 to 4 players";
  return o;
}

// Thinking time per level.
struct Clock {
  double ms[kBotLevels] = {};
  double slowest[kBotLevels] = {};  // the longest single turn
  long long turns[kBotLevels] = {};
  double this_turn = 0;
};

GameState play(const Setup& setup, const std::vector<BotLevel>& seats, std::uint64_t seed, Clock& clock) {
  GameState state = GameState::create(setup);
  std::vector<Bot> bots;
  for (int p = 0; p < setup.players; ++p) bots.emplace_back(seats[static_cast<size_t>(p)], seed + static_cast<std::uint64_t>(p) * 7919);
  while (!state.is_terminal()) {
    const int p = state.current_player();
    const int level = static_cast<int>(seats[static_cast<size_t>(p)]);
    const auto start = std::chrono::steady_clock::now();
    const Action a = bots[static_cast<size_t>(p)].choose(state);
    const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    clock.ms[level] += ms;
    clock.this_turn += ms;
    if (a.type == ActionType::EndTurn) {
      ++clock.turns[level];
      clock.slowest[level] = std::max(clock.slowest[level], clock.this_turn);
      clock.this_turn = 0;
    }
    state.apply(a);
  }
  return state;
}

// 95% Wilson score interval of a proportion.
void wilson(double wins, int n, double& low, double& high) {
  const double z = 1.96, p = wins / n;
  const double centre = (p + z * z / (2 * n)) / (1 + z * z / n);
  const double half = z * std::sqrt(p * (1 - p) / n + z * z / (4.0 * n * n)) / (1 + z * z / n);
  low = centre - half;
  high = centre + half;
}

std::string setup_line(const ArenaOptions& o) {
  return std::to_string(o.setup.players) + (o.setup.players == 1 ? " player" : " players") + ", side " +
         std::string(side_name(o.setup.side)) + (o.setup.spirits ? ", spirits" : "") + (o.setup.pulse ? ", Pulse" : "") +
         (o.setup.sanctuaries ? ", Sanctuaries" : "") + (o.setup.whispers ? ", Whispers" : "") + ", seeds " +
         o.setup.seed + "...";
}

void print_times(const Clock& clock) {
  for (int l = 0; l < kBotLevels; ++l) {
    if (clock.turns[l] == 0) continue;
    std::printf("  %-6s thinks %.1f ms per turn, %.1f ms at most (%lld turns)\n",
                std::string(bot_level_name(static_cast<BotLevel>(l))).c_str(), clock.ms[l] / clock.turns[l],
                clock.slowest[l], clock.turns[l]);
  }
}

int solo(const ArenaOptions& o) {
  std::printf("arena: solo, %s, %d games per bot\n", setup_line(o).c_str(), o.games);
  Clock clock;
  for (BotLevel level : o.bots) {
    double sum = 0, squares = 0, suns = 0;
    int low = 1 << 30, high = 0;
    for (int i = 0; i < o.games; ++i) {
      Setup setup = o.setup;
      setup.seed = nth_seed(o.setup.seed, i);
      const GameState end = play(setup, {level}, hash_text(setup.seed), clock);
      const int total = end.score(0).total;
      sum += total;
      squares += static_cast<double>(total) * total;
      suns += end.suns();
      low = std::min(low, total);
      high = std::max(high, total);
    }
    const double mean = sum / o.games;
    const double sd = o.games > 1 ? std::sqrt(std::max(0.0, (squares - sum * mean) / (o.games - 1))) : 0;
    const double half = 1.96 * sd / std::sqrt(static_cast<double>(o.games));
    std::printf("  %-6s mean score %.1f [%.1f, %.1f], sd %.1f, range %d-%d, mean suns %.2f\n",
                std::string(bot_level_name(level)).c_str(), mean, mean - half, mean + half, sd, low, high, suns / o.games);
  }
  print_times(clock);
  return 0;
}

int versus(const ArenaOptions& o) {
  const BotLevel a = o.bots[0], b = o.bots[1];
  const std::string an(bot_level_name(a)), bn(bot_level_name(b));
  std::printf("arena: %s vs %s, %s, %d games (seats swapped on paired seeds)\n", an.c_str(), bn.c_str(),
              setup_line(o).c_str(), o.games);
  double wins_a = 0, wins_b = 0, score_a = 0, score_b = 0;
  int seats_a = 0, seats_b = 0;
  Clock clock;
  for (int i = 0; i < o.games; ++i) {
    Setup setup = o.setup;
    setup.seed = nth_seed(o.setup.seed, i / 2);
    // Seats alternate a, b, a, b; the second game of a pair swaps them.
    std::vector<BotLevel> seats;
    for (int p = 0; p < setup.players; ++p) seats.push_back((p + i) % 2 == 0 ? a : b);
    const GameState end = play(setup, seats, hash_text(setup.seed) + static_cast<std::uint64_t>(i % 2), clock);
    const std::vector<int> winners = end.winners();
    for (int p = 0; p < setup.players; ++p) {
      const bool is_a = seats[static_cast<size_t>(p)] == a;
      const int total = end.score(p).total;
      (is_a ? score_a : score_b) += total;
      (is_a ? seats_a : seats_b) += 1;
    }
    // A game is won by a level when one of its seats wins; a shared victory
    // between the two levels counts half to each.
    bool a_won = false, b_won = false;
    for (int w : winners) (seats[static_cast<size_t>(w)] == a ? a_won : b_won) = true;
    if (a_won && b_won) wins_a += 0.5, wins_b += 0.5;
    else if (a_won) wins_a += 1;
    else wins_b += 1;
  }
  double lo, hi;
  wilson(wins_a, o.games, lo, hi);
  std::printf("  %-6s wins %.1f%% [%.1f%%, %.1f%%], mean score %.1f\n", an.c_str(), 100 * wins_a / o.games, 100 * lo,
              100 * hi, score_a / seats_a);
  wilson(wins_b, o.games, lo, hi);
  std::printf("  %-6s wins %.1f%% [%.1f%%, %.1f%%], mean score %.1f\n", bn.c_str(), 100 * wins_b / o.games, 100 * lo,
              100 * hi, score_b / seats_b);
  print_times(clock);
  return 0;
}

}  // namespace

int arena_command(int argc, char** argv) {
  const ArenaOptions o = parse(argc, argv);
  if (!o.error.empty()) return refuse(o.error);
  return o.setup.players == 1 ? solo(o) : versus(o);
}

}  // namespace harmonies::cli
