#include "harmonies/bot.hpp"

#include <algorithm>

#include "greedy.hpp"
#include "lookahead.hpp"
#include "turn_search.hpp"

namespace harmonies {

namespace {

search::Options medium_options() { return {}; }

// Any legal action but "start my turn over" or "undo" (the bots never need them; listed last).
Action first_legal(const GameState& state) {
  ActionList legal;
  state.legal_actions(legal);
  return legal[0];
}

// Easy: the action that looks best right now, but one time in two a
// random one of the three best; never discards, takes a card when it helps.
std::vector<Action> easy_step(const GameState& state, Rng& rng) {
  const std::vector<std::pair<double, Action>> scored = greedy::ranked_actions(state);
  size_t pick = 0;
  const bool free_choice = scored[0].second.type != ActionType::EndTurn;
  if (free_choice && scored.size() > 1 && rng.below(2) == 0) pick = rng.below(static_cast<std::uint32_t>(std::min<size_t>(3, scored.size())));
  // A random pick never ends the turn early: that would waste the hand.
  if (scored[pick].second.type == ActionType::EndTurn && pick != 0) pick = 0;
  return {scored[pick].second};
}

}  // namespace

std::string_view bot_level_name(BotLevel level) {
  switch (level) {
    case BotLevel::Easy: return "easy";
    case BotLevel::Medium: return "medium";
    case BotLevel::Hard: return "hard";
  }
  return "medium";
}

std::optional<BotLevel> bot_level_from_name(std::string_view name) {
  for (int i = 0; i < kBotLevels; ++i)
    if (bot_level_name(static_cast<BotLevel>(i)) == name) return static_cast<BotLevel>(i);
  return std::nullopt;
}

Bot::Bot(BotLevel level, std::uint64_t seed, BotLimits limits) : level_(level), rng_(seed), limits_(limits) {}

std::vector<Action> Bot::plan_for(const GameState& state) {
  switch (level_) {
    case BotLevel::Easy: return easy_step(state, rng_);
    case BotLevel::Medium: return search::best_turns(state, medium_options(), 1).front().actions;
    case BotLevel::Hard:
      // The medium search's best turns, each followed into the next own turn over shuffled futures.
      return lookahead::hard_turn(state, rng_, limits_, limits_.frozen ? lookahead::frozen_config()
                                                                 : lookahead::current_config(state.player_count()));
  }
  return {first_legal(state)};
}

Action Bot::choose(const GameState& state) {
  if (plan_.empty() || !expected_ || !(*expected_ == state)) {
    plan_ = plan_for(state);
    std::reverse(plan_.begin(), plan_.end());  // taken from the back
  }
  Action next = plan_.empty() ? first_legal(state) : plan_.back();
  if (!plan_.empty()) plan_.pop_back();
  if (state.check(next)) {  // never expected: plans are made of legal actions
    plan_.clear();
    next = first_legal(state);
  }
  GameState after = state;
  after.apply(next);
  expected_ = std::move(after);
  return next;
}

std::vector<Action> Bot::plan_turn(const GameState& state) {
  if (level_ != BotLevel::Easy) return plan_for(state);
  // Easy decides one action at a time: play them out on a copy.
  std::vector<Action> plan;
  GameState copy = state;
  const int me = state.current_player();
  while (!copy.is_terminal() && copy.current_player() == me) {
    const Action a = easy_step(copy, rng_).front();
    copy.apply(a);
    plan.push_back(a);
    if (a.type == ActionType::EndTurn) break;
  }
  return plan;
}

PlayedGame play_bot_game(const Setup& setup, const std::vector<BotLevel>& seats, std::uint64_t seed,
                         BotLimits limits) {
  PlayedGame game{GameState::create(setup), Record{setup, {}}};
  std::vector<Bot> bots;
  for (int p = 0; p < setup.players; ++p)
    bots.emplace_back(seats[static_cast<size_t>(p) % seats.size()], seed * 0x9E3779B97F4A7C15ULL + static_cast<std::uint64_t>(p), limits);
  while (!game.state.is_terminal()) {
    const Action a = bots[static_cast<size_t>(game.state.current_player())].choose(game.state);
    game.state.apply(a);
    game.record.actions.push_back(a);
  }
  return game;
}

}  // namespace harmonies
