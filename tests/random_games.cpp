// The one random-game checker: see random_games.hpp for the invariants it checks.
#include "random_games.hpp"

#include <catch2/catch.hpp>

#include <memory>
#include <string>

#include "harmonies/action_codes.hpp"
#include "harmonies/random_play.hpp"
#include "harmonies/rng.hpp"
#include "scenario.hpp"

namespace harmonies::testing {

CheckedGame::CheckedGame(const Setup& setup, std::size_t max_actions)
    : state_(GameState::create(setup)), record_{setup, {}}, max_actions_(max_actions) {}

void CheckedGame::play(const Action& a) {
  const GameState before = state_;
  GameState clone = state_;
  const Error e = state_.apply(a);
  INFO(record_.setup.seed << " action " << record_.actions.size() << " " << to_string(a) << ": " << e.message);
  REQUIRE_FALSE(e);
  // A copy shares nothing with its original (the move left it as it was) and the same action takes it to
  // the same state: apply() depends on the state alone.
  REQUIRE_FALSE(clone.apply(a));
  REQUIRE(clone == state_);
  const Error invalid = state_.validate();
  INFO(invalid.message);
  REQUIRE_FALSE(invalid);
  // Undo, on a copy (the game and its random stream go on as they were): the step taken back gives the game
  // that never took it, every invariant holding, and the step is legal again there (RULES.md "A turn").
  if (!is_take_back(a.type) && a.type != ActionType::EndTurn) {
    REQUIRE(state_.last_step());
    REQUIRE(*state_.last_step() == a);
    REQUIRE(is_legal(state_, Action::undo_step()));
    GameState undone = state_;
    REQUIRE_FALSE(undone.apply(Action::undo_step()));
    REQUIRE_FALSE(undone.validate());
    REQUIRE(undone == before);
    REQUIRE_FALSE(undone.apply(a));
    REQUIRE(undone == state_);
  }
  record_.actions.push_back(a);
  REQUIRE(record_.actions.size() < max_actions_);
}

void CheckedGame::check_finished() const {
  const Setup& setup = record_.setup;
  INFO(setup.seed);
  REQUIRE(state_.is_terminal());
  // Every player had the same number of turns.
  for (int p = 0; p < setup.players; ++p) REQUIRE(state_.player(p).turns == state_.player(0).turns);
  REQUIRE(state_.now().end_triggered);
  REQUIRE_FALSE(state_.winners().empty());
  // The record, side and module letters included, round-trips through text and replays to the identical state.
  Record decoded;
  REQUIRE_FALSE(decode_record(encode_record(record_), decoded));
  REQUIRE(decoded == record_);
  GameState replayed = GameState::create(setup);
  REQUIRE_FALSE(replay(decoded, replayed));
  REQUIRE(replayed == state_);
  // So does the compact record, without what Undo and restarts took back.
  const Record compact = without_undone_actions(record_);
  for (const Action& a : compact.actions) REQUIRE_FALSE(is_take_back(a.type));
  REQUIRE(without_undone_actions(compact) == compact);
  GameState compact_replayed = GameState::create(setup);
  REQUIRE_FALSE(replay(compact, compact_replayed));
  REQUIRE(compact_replayed == state_);
}

std::function<Action(const GameState&, const ActionList&)> random_choice(std::uint64_t seed) {
  auto player = std::make_shared<RandomPlayer>(seed);
  return [player](const GameState& g, const ActionList&) { return player->choose(g); };
}

CheckedGame play_checked_game(const Setup& setup, const RandomGameOptions& options) {
  const auto choose = options.choose ? options.choose : random_choice(hash_text(setup.seed) ^ 0x5eed5eed5eed5eedULL);
  CheckedGame game(setup, options.max_actions);
  ActionList legal;
  while (!game.state().is_terminal()) {
    game.state().legal_actions(legal);
    REQUIRE_FALSE(legal.empty());
    if (options.before) options.before(game.state());
    const Action a = choose(game.state(), legal);
    const GameState before = game.state();
    game.play(a);
    if (options.after) options.after(game, before, a);
  }
  game.check_finished();
  return game;
}

}  // namespace harmonies::testing
