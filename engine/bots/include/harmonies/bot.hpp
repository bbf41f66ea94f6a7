// Bots: computer players of three levels. They read a game only through what
// a player sees (boards, the central board, the animal row, cards held, the
// counts of the pouch and deck); the hidden order of the pouch and the deck is
// never used: the hard bot plays out futures on copies whose hidden order it
// shuffles itself (GameState::determinized).
//
//   easy    one action at a time, each the best by the evaluation now, with
//           some noise: legal, mostly sensible, beatable
//   medium  searches the whole turn: every spot, the token placements (a beam
//           over placement orders), the card to take and the cubes, scoring
//           the board's future (evaluate.hpp) as well as its points
//   hard    the medium search's best turns, each played on into the next turn
//           over several shuffled futures (determinized look-ahead)
//
// A bot is deterministic for a given seed and state. Its thinking is bounded by
// BotLimits: the hard bot stops after its rounds of `samples` futures per
// candidate, or earlier at its own cap on evaluations (with 2 or more players:
// a count, the same on every machine), or when `budget_ms` (if > 0) runs out
// (then the result depends on speed).
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string_view>
#include <vector>

#include "harmonies/actions.hpp"
#include "harmonies/random_play.hpp"
#include "harmonies/rng.hpp"
#include "harmonies/state.hpp"

namespace harmonies {

enum class BotLevel : std::uint8_t { Easy, Medium, Hard };
inline constexpr int kBotLevels = 3;

std::string_view bot_level_name(BotLevel level);  // "easy", "medium", "hard"
std::optional<BotLevel> bot_level_from_name(std::string_view name);

struct BotLimits {
  double budget_ms = 0;  // hard: wall-clock cap on a turn's thinking (0: none, fully deterministic)
  int samples = 0;       // hard: futures per candidate turn and round (0: the level's default)
  // The clock budget_ms is measured on, in milliseconds (empty: std::chrono::steady_clock). Read once
  // when the search starts, then once before each future after the first round: tests inject one.
  std::function<double()> clock_ms;
  // hard: play as the hard bot of commit 0e25bd5 (its configuration, kept as data) to measure the
  // hard bot against (`harmonies-cli arena --bots hard,hard-frozen`). Not a level: the app never sets it.
  bool frozen = false;
};

class Bot {
 public:
  Bot(BotLevel level, std::uint64_t seed, BotLimits limits = {});

  BotLevel level() const { return level_; }
  // The next action for the current player. Always legal; never RestartTurn.
  // Plans the whole turn at its first action, then follows the plan.
  Action choose(const GameState& state);
  // The whole turn the bot would play from this state (the current player's,
  // from wherever the turn stands), ending with EndTurn. Used for hints.
  std::vector<Action> plan_turn(const GameState& state);

 private:
  std::vector<Action> plan_for(const GameState& state);
  BotLevel level_;
  Rng rng_;
  BotLimits limits_;
  std::vector<Action> plan_;     // what is left of the planned turn
  std::optional<GameState> expected_;  // the state the plan's next action was made for
};

// A whole game played by bots, seat i by a bot of level seats[i], each bot
// seeded from `seed` and its seat. Deterministic unless limits.budget_ms > 0.
PlayedGame play_bot_game(const Setup& setup, const std::vector<BotLevel>& seats, std::uint64_t seed,
                         BotLimits limits = {});

}  // namespace harmonies
