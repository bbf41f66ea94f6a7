#include "lookahead.hpp"

#include <algorithm>
#include <chrono>

#include "greedy.hpp"
#include "harmonies/evaluate.hpp"

namespace harmonies::lookahead {

namespace {

// The evaluation weights of commit 0e25bd5, written out: the frozen hard bot keeps them whatever
// EvalWeights' defaults become.
EvalWeights weights_0e25bd5() {
  EvalWeights w;
  w.trunk[0] = 0, w.trunk[1] = 1.6, w.trunk[2] = 4.2;
  w.mountain_growth = 0.9;
  w.lonely_mountain = 0.55;
  w.lone_field = 2.2;
  w.building_base = 1.2;
  w.building_colours = 1.3;
  w.river_end = 1.8;
  w.island_room = 0.8;
  w.dry_rescue = 0.6;
  w.card_progress = 1.2;
  w.whisper_cube = 1.2;
  w.open_tile = 0.5;
  w.sanctuary_room = 0.8;
  w.empty_space = 3.5;
  w.lost_turn = 7.0;
  w.exact_last_turn = false;
  return w;
}

Config make_frozen() {
  Config c;
  const EvalWeights w = weights_0e25bd5();
  c.search = search::Options{};
  c.search.beam = 12, c.search.finals = 3, c.search.card_rethinks = 2, c.search.weights = w;
  c.candidates = 16;
  c.futures = 8;
  c.next_turn.beam = 3, c.next_turn.finals = 1, c.next_turn.card_rethinks = 1, c.next_turn.weights = w;
  c.weights = w;
  c.rival_weight = 0.5;
  return c;
}

// Commit 0e25bd5's search judging with `w` everywhere (its candidates, next turns and futures).
Config frozen_search_with(const EvalWeights& w) {
  Config c = make_frozen();
  c.search.weights = c.next_turn.weights = c.weights = w;
  return c;
}

// The 2-4 player hard bot's cap on a turn's evaluations. Its heaviest turns (the first ones, the
// boards empty) made up to 228,000, more than Chromium's worker here makes in a second while the page
// draws (about 5 microseconds each). Capped, its turns there took 495 ms on average and 793 ms at most
// (`node scripts/measure-bots.mjs`), below the app's clock cap, which therefore never decides a turn.
// The solo hard bot has no cap: the app offers bots only with 2 or more players.
constexpr std::uint64_t kMaxEvaluations = 150000;

// With 2 to 4 players: commit 0e25bd5's search with today's evaluation (a player's last turn judged
// by points alone), empty spaces worth less than solo, and two own turns in the futures late in the
// game. Over games 0-99 of `arena --bots hard,hard-frozen`, the late futures raised its mean margin over
// the frozen bot by 4.9 points and the cheaper spaces by 2.5; together, capped, it won 60.2% of games
// 0-199 and 59.6% of games 0-399 (96.1 points against 91.9). Successive halving was measured worse
// here (45% of 100 games won against the frozen bot, against 54% without).
Config make_current_multi() {
  EvalWeights w;  // today's defaults
  // The game ends when the first board fills: a board kept roomy is often cut short, and the points
  // a space could still bring are worth less than solo, where the pouch alone ends it.
  w.empty_space = 2.5;
  Config c = frozen_search_with(w);
  c.late_empty = 14;
  c.late_own_turns = 2;
  c.max_evaluations = kMaxEvaluations;
  return c;
}

Config make_current_solo() {
  Config c = frozen_search_with(EvalWeights{});  // today's defaults
  // 24 candidates (5 placements searched with each card) with 4 futures each, the better 12 with 4 more,
  // the better 6 with 4 more again.
  c.candidates = 24;
  c.search.finals = 5;
  c.futures = 4;
  c.halving_rounds = 2;
  c.finalists = 4;
  // Once the board has room for a few turns only, each future plays two own turns.
  c.late_empty = 14;
  c.late_own_turns = 2;
  c.discard_variants = 1;
  return c;
}

// Milliseconds on the limits' clock (steady_clock unless a test injected one).
double clock_ms(const BotLimits& limits) {
  if (limits.clock_ms) return limits.clock_ms();
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

// A future's worth to `me`: its own position, less part of the others' (what
// this turn leaves them counts: a spot or card taken is one they lack).
Future value_of(const GameState& future, int me, const search::TurnPlan* next, const Config& config) {
  const GameState& at = next ? next->end : future;
  Future f;
  f.own = next ? next->value : evaluate(at, me, config.weights);
  if (at.is_terminal()) f.own = at.score(me).total;
  f.judged = f.own;
  const int others = at.player_count() - 1;
  if (others == 0) return f;
  double theirs = 0;
  for (int p = 0; p < at.player_count(); ++p)
    if (p != me) theirs += at.is_terminal() ? at.score(p).total : evaluate(at, p, config.weights);
  f.judged -= config.rival_weight * theirs / others;
  return f;
}

}  // namespace

const Config& current_config(int players) {
  static const Config solo = make_current_solo();
  static const Config multi = make_current_multi();
  return players == 1 ? solo : multi;
}

const Config& frozen_config() {
  static const Config config = make_frozen();
  return config;
}

std::vector<search::TurnPlan> candidate_turns(const GameState& state, const Config& config) {
  std::vector<search::TurnPlan> plans = search::best_turns(state, config.search, config.candidates);
  if (config.discard_variants <= 0 || !state.setup().solo()) return plans;
  // RULES.md "Solo mode": a turn that takes no card may discard a face-up one. The evaluation cannot
  // tell the card that will replace it (it is hidden), so the futures judge the discard: the best
  // turns without a card are weighed again with each face-up card discarded.
  std::vector<search::TurnPlan> discards;
  int varied = 0;
  for (const search::TurnPlan& plan : plans) {
    if (varied >= config.discard_variants) break;
    bool any = false;  // none when a card was taken or the deck is empty
    for (int slot = 0; slot < plan.end.row_size(); ++slot) {
      const Action discard = Action::discard_card(slot);
      if (plan.end.check(discard)) continue;
      any = true;
      search::TurnPlan with = plan;
      with.end.apply(discard);
      with.actions.insert(with.actions.end() - 1, discard);  // before EndTurn
      discards.push_back(std::move(with));
    }
    varied += any ? 1 : 0;
  }
  for (search::TurnPlan& d : discards) plans.push_back(std::move(d));
  return plans;
}

std::vector<search::TurnPlan> candidate_turns(const GameState& state) {
  return candidate_turns(state, current_config(state.player_count()));
}

Future play_future(const GameState& turn_end, int me, std::uint64_t seed) {
  return play_future(turn_end, me, seed, current_config(turn_end.player_count()));
}

Future play_future(const GameState& turn_end, int me, std::uint64_t seed, const Config& config) {
  GameState future = turn_end.determinized(seed);
  future.apply(Action::end_turn());
  int own_turns = config.own_turns;
  if (config.late_empty > 0 && turn_end.player(me).board.empty_spaces() <= config.late_empty)
    own_turns = config.late_own_turns;
  if (config.endgame_turns > 0) {
    const int left = expected_turns_left(turn_end, me);
    if (left <= config.endgame_turns) own_turns = std::max(own_turns, left);
  }
  for (int turn = 1;; ++turn) {
    while (!future.is_terminal() && future.current_player() != me) greedy::play_turn(future, config.weights);
    if (future.is_terminal()) {
      Future f = value_of(future, me, nullptr, config);
      f.over = true;
      return f;
    }
    search::TurnPlan next = search::best_turns(future, config.next_turn, 1).front();
    if (turn >= own_turns) return value_of(future, me, &next, config);
    future = std::move(next.end);
    future.apply(Action::end_turn());
  }
}

std::vector<Action> hard_turn(const GameState& state, Rng& rng, const BotLimits& limits, const Config& config) {
  const double start = limits.budget_ms > 0 ? clock_ms(limits) : 0;
  const std::uint64_t first_evaluation = evaluations_made();
  const int me = state.current_player();
  std::vector<search::TurnPlan> candidates = candidate_turns(state, config);
  if (candidates.size() <= 1) return candidates.front().actions;
  const int samples = limits.samples > 0 ? limits.samples : config.futures;
  std::vector<double> total(candidates.size(), 0);
  std::vector<int> count(candidates.size(), 0);
  std::vector<size_t> alive(candidates.size());
  for (size_t c = 0; c < alive.size(); ++c) alive[c] = c;
  auto mean = [&](size_t c) { return total[c] / count[c]; };
  auto past_caps = [&] {
    if (config.max_evaluations > 0 && evaluations_made() - first_evaluation > config.max_evaluations) return true;
    return limits.budget_ms > 0 && clock_ms(limits) - start > limits.budget_ms;
  };
  bool stopped = false;
  for (int round = 0; !stopped; ++round) {
    for (int k = 0; k < samples && !stopped; ++k) {
      // Every candidate alive meets the same future.
      const std::uint64_t seed = rng.next();
      for (size_t c : alive) {
        // The caps are checked before each future, so a turn overruns them by one future at most.
        if ((round > 0 || k > 0) && past_caps()) {
          stopped = true;
          break;
        }
        total[c] += play_future(candidates[c].end, me, seed, config).judged;
        ++count[c];
      }
    }
    if (round >= config.halving_rounds || static_cast<int>(alive.size()) <= config.finalists) break;
    std::stable_sort(alive.begin(), alive.end(), [&](size_t a, size_t b) { return mean(a) > mean(b); });
    alive.resize(std::max<size_t>(static_cast<size_t>(config.finalists), (alive.size() + 1) / 2));
    std::sort(alive.begin(), alive.end());
  }
  // Every candidate has at least the first future (the first round's first is never cut short).
  size_t best = alive.front();
  for (size_t c : alive)
    if (mean(c) > mean(best)) best = c;
  return candidates[best].actions;
}

}  // namespace harmonies::lookahead
