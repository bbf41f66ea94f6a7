// The hard bot's judgement of a turn (internal to the engine), shared by the
// hard bot, which picks the candidate whose futures average best, and by the
// game review (review.hpp), which judges a played turn the same way: the same
// candidates, each turn's end played on over the same shuffled futures.
//
// Everything the hard bot weighs is in a Config: the current one (the hard
// bot's) and, as data, the one of the hard bot as it was at commit 0e25bd5
// (frozen_config(), which `harmonies-cli arena` plays as "hard-frozen" to
// measure the hard bot against it).
#pragma once

#include <cstdint>
#include <vector>

#include "harmonies/bot.hpp"
#include "harmonies/evaluate.hpp"
#include "harmonies/rng.hpp"
#include "harmonies/state.hpp"
#include "turn_search.hpp"

namespace harmonies::lookahead {

struct Config {
  search::Options search;     // the search proposing the candidates (the medium bot's)
  int candidates = 16;        // how many of its best turns are weighed
  int futures = 8;            // shuffled futures per candidate (BotLimits::samples overrides)
  // Successive halving: after those futures, the better half of the candidates (by their mean so far)
  // get as many futures again, up to `halving_rounds` times while more than `finalists` remain.
  int halving_rounds = 0;
  int finalists = 2;
  search::Options next_turn;  // the player's own next turns inside a future (a quicker search)
  int own_turns = 1;          // how many of them a future plays before it is judged
  int endgame_turns = 0;      // with at most this many own turns left, a future plays them all
  // Once the player's board has at most `late_empty` empty spaces, futures play `late_own_turns` own
  // turns (0: never).
  int late_empty = 0;
  int late_own_turns = 1;
  // Solo: the best `discard_variants` candidates that take no card are weighed again with each face-up
  // card discarded (RULES.md "Solo mode"); only futures can tell what a discard brings.
  int discard_variants = 0;
  EvalWeights weights;        // the judgement of a future's end, and the others' greedy turns
  // A turn's futures stop once it has made this many evaluations (0: no cap), checked before each
  // future like the clock budget. A count, not a clock: the turn is the same on every machine, and the
  // cap keeps the heaviest turns within about a second in Chromium's worker here.
  std::uint64_t max_evaluations = 0;
  double rival_weight = 0.5;  // how much the others' futures count against the player's
};

// The hard bot's configuration for a game of `players` (solo has no others' turns in its futures, so
// it can weigh more candidates), and the hard bot of commit 0e25bd5 (the same for every count).
const Config& current_config(int players);
const Config& frozen_config();

// The turns the hard bot weighs from `state` (the current player's, from
// wherever the turn stands), best first by the medium search.
std::vector<search::TurnPlan> candidate_turns(const GameState& state, const Config& config);
std::vector<search::TurnPlan> candidate_turns(const GameState& state);  // with the current config

// One future of a turn whose actions have brought the game to `turn_end` (the
// position before EndTurn): what no player sees shuffled by `seed`, the turn
// ended, the others' turns, then `me`'s next turn, searched quickly.
struct Future {
  double judged = 0;  // what the hard bot maximises: `own`, less a share of the others'
  double own = 0;     // `me`'s evaluation (points and potential), the final score once over
  bool over = false;  // the game ended inside the future (its `own` is then the final score)
};
Future play_future(const GameState& turn_end, int me, std::uint64_t seed, const Config& config);
Future play_future(const GameState& turn_end, int me, std::uint64_t seed);  // with the current config

// The hard bot's turn: the candidates, each judged by the mean of its futures' `judged` (the same
// `rng` draws, so every candidate meets the same futures), the best one's actions.
// Futures stop at `limits.samples` per candidate (0: the config's), or earlier past the config's
// `max_evaluations` or `limits.budget_ms`.
std::vector<Action> hard_turn(const GameState& state, Rng& rng, const BotLimits& limits, const Config& config);

}  // namespace harmonies::lookahead
