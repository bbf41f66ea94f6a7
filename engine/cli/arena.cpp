// harmonies-cli arena: measures the bots. Two levels play each other over
// paired seeds, seats swapped on the second game of a pair, so neither gains
// from the seat order or the deal; solo, each listed level plays every seed.
// Prints win rates with 95% Wilson intervals, mean scores (with 95% intervals
// in solo), and the bots' thinking time per turn. Besides the three levels, the
// arena knows "hard-frozen": the hard bot as it was at commit 0e25bd5
// (BotLimits::frozen), to measure the hard bot against a fixed opponent.
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

// A bot the arena can seat: a level, or the frozen hard bot.
struct Entrant {
  std::string name;
  BotLevel level = BotLevel::Medium;
  bool frozen = false;
};

constexpr std::string_view kFrozenHard = "hard-frozen";

std::string read_entrants(const std::string& list, std::vector<Entrant>& out) {
  out.clear();
  size_t start = 0;
  while (start <= list.size()) {
    size_t end = list.find(',', start);
    if (end == std::string::npos) end = list.size();
    const std::string name = list.substr(start, end - start);
    Entrant e{name};
    if (name == kFrozenHard) e.level = BotLevel::Hard, e.frozen = true;
    else if (auto level = bot_level_from_name(name)) e.level = *level;
    else return "--bots must list easy, medium, hard or hard-frozen, one per seat (e.g. hard or hard,hard-frozen)";
    out.push_back(e);
    start = end + 1;
  }
  return "";
}

struct ArenaOptions {
  Setup setup;
  std::vector<Entrant> bots;
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
    else if (name == "--bots") return read_entrants(v, o.bots);
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

// Thinking time per entrant (the index in --bots).
struct Clock {
  std::vector<double> ms, slowest;  // slowest: the longest single turn
  std::vector<long long> turns;
  double this_turn = 0;
  explicit Clock(size_t entrants) : ms(entrants), slowest(entrants), turns(entrants) {}
};

// seats: an index in `entrants` per seat.
GameState play(const Setup& setup, const std::vector<Entrant>& entrants, const std::vector<size_t>& seats,
               std::uint64_t seed, Clock& clock) {
  GameState state = GameState::create(setup);
  std::vector<Bot> bots;
  for (int p = 0; p < setup.players; ++p) {
    const Entrant& e = entrants[seats[static_cast<size_t>(p)]];
    BotLimits limits;
    limits.frozen = e.frozen;
    bots.emplace_back(e.level, seed + static_cast<std::uint64_t>(p) * 7919, limits);
  }
  while (!state.is_terminal()) {
    const int p = state.current_player();
    const size_t level = seats[static_cast<size_t>(p)];
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

void print_times(const std::vector<Entrant>& entrants, const Clock& clock) {
  for (size_t l = 0; l < entrants.size(); ++l) {
    if (clock.turns[l] == 0) continue;
    std::printf("  %-11s thinks %.1f ms per turn, %.1f ms at most (%lld turns)\n", entrants[l].name.c_str(),
                clock.ms[l] / clock.turns[l], clock.slowest[l], clock.turns[l]);
  }
}

int solo(const ArenaOptions& o) {
  std::printf("arena: solo, %s, %d games per bot\n", setup_line(o).c_str(), o.games);
  Clock clock(o.bots.size());
  for (size_t level = 0; level < o.bots.size(); ++level) {
    double sum = 0, squares = 0, suns = 0;
    int low = 1 << 30, high = 0;
    for (int i = 0; i < o.games; ++i) {
      Setup setup = o.setup;
      setup.seed = nth_seed(o.setup.seed, i);
      const GameState end = play(setup, o.bots, {level}, hash_text(setup.seed), clock);
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
    std::printf("  %-11s mean score %.1f [%.1f, %.1f], sd %.1f, range %d-%d, mean suns %.2f\n",
                o.bots[level].name.c_str(), mean, mean - half, mean + half, sd, low, high, suns / o.games);
  }
  print_times(o.bots, clock);
  return 0;
}

int versus(const ArenaOptions& o) {
  const size_t a = 0, b = 1;  // entrants
  const std::string an = o.bots[a].name, bn = o.bots[b].name;
  std::printf("arena: %s vs %s, %s, %d games (seats swapped on paired seeds)\n", an.c_str(), bn.c_str(),
              setup_line(o).c_str(), o.games);
  double wins_a = 0, wins_b = 0, score_a = 0, score_b = 0;
  int seats_a = 0, seats_b = 0;
  Clock clock(o.bots.size());
  for (int i = 0; i < o.games; ++i) {
    Setup setup = o.setup;
    setup.seed = nth_seed(o.setup.seed, i / 2);
    // Seats alternate a, b, a, b; the second game of a pair swaps them.
    std::vector<size_t> seats;
    for (int p = 0; p < setup.players; ++p) seats.push_back((p + i) % 2 == 0 ? a : b);
    const GameState end = play(setup, o.bots, seats, hash_text(setup.seed) + static_cast<std::uint64_t>(i % 2), clock);
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
  std::printf("  %-11s wins %.1f%% [%.1f%%, %.1f%%], mean score %.1f\n", an.c_str(), 100 * wins_a / o.games, 100 * lo,
              100 * hi, score_a / seats_a);
  wilson(wins_b, o.games, lo, hi);
  std::printf("  %-11s wins %.1f%% [%.1f%%, %.1f%%], mean score %.1f\n", bn.c_str(), 100 * wins_b / o.games, 100 * lo,
              100 * hi, score_b / seats_b);
  print_times(o.bots, clock);
  return 0;
}

}  // namespace

int arena_command(int argc, char** argv) {
  const ArenaOptions o = parse(argc, argv);
  if (!o.error.empty()) return refuse(o.error);
  return o.setup.players == 1 ? solo(o) : versus(o);
}

}  // namespace harmonies::cli
