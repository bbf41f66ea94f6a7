// The one random-game checker (DESIGN.md "The engine"; OpenSpiel's random-simulation test): every test that
// plays random games plays them here, and the whole invariant set is checked after every action and at the
// end, whatever else the test looks at. A test picks how actions are chosen (its own random stream, kept as
// it was) and adds its own checks, counts or extra actions (restarts, undos) through hooks.
//
// After every action: it is accepted; a copy of the state before it, given the same action, reaches the same
// state (apply depends on the state alone, and a copy shares nothing with its original); validate() accepts
// the state (the position's invariants: every token accounted for, cubes, rows, decks); a step (neither a
// take-back nor the end of the turn) is the turn's last step, Undo is legal, takes the game back to the very
// state before it (which validate accepts) and the step then leads to the same state again.
// At the end: every player had as many turns; the end was triggered and there is a winner; the record
// round-trips through its text and replays to the identical state, and so does the record without what
// Undo and restarts took back (which holds no take-back and stays the same when compacted again).
#pragma once

#include <cstdint>
#include <functional>

#include "harmonies/record.hpp"
#include "harmonies/state.hpp"

namespace harmonies::testing {

// A game played under the checks: every action goes through play().
class CheckedGame {
 public:
  explicit CheckedGame(const Setup& setup, std::size_t max_actions = 5000);
  const GameState& state() const { return state_; }
  const Record& record() const { return record_; }
  // Plays `a`, which must be accepted, and checks every invariant after it; records it.
  void play(const Action& a);
  // The checks of a finished game.
  void check_finished() const;

 private:
  GameState state_;
  Record record_;
  std::size_t max_actions_;
};

struct RandomGameOptions {
  // Chooses the next action of a game not over, from its legal actions (listed once for the checks and the
  // choice). Empty: random_choice(hash_text(seed) ^ 0x5eed5eed5eed5eed).
  std::function<Action(const GameState&, const ActionList& legal)> choose;
  // Called on the state before each chosen action: the test's own checks of the states met.
  std::function<void(const GameState&)> before;
  // Called after each chosen action has been played and checked, with the state before it: counts, the
  // test's own checks, and extra actions played through game.play() (starting a turn over, undos).
  std::function<void(CheckedGame& game, const GameState& before, const Action& chosen)> after;
  std::size_t max_actions = 5000;  // a game longer than this fails (a loop in the rules)
};

// A RandomPlayer seeded with `seed` (random_play.hpp), as a chooser.
std::function<Action(const GameState&, const ActionList&)> random_choice(std::uint64_t seed);

// Plays one random game of `setup` to its end, every invariant checked after every action and at the end.
CheckedGame play_checked_game(const Setup& setup, const RandomGameOptions& options = {});

}  // namespace harmonies::testing
