// The game review: the hard bot judges each turn of one player, turn by turn,
// against the best turn it finds.
//
// Fair to the player: a turn is judged from what that player could see when it
// began. The turn played and the hard bot's candidate turns (bot.hpp) are each
// played on over the same K shuffled futures (GameState::determinized: the
// pouch and decks reshuffled from their public contents), exactly as the hard
// bot weighs its own turns; the real later draws are never used, so a review
// judges decisions, not luck. Deterministic: a turn's futures depend only on
// its number, so two games that differ only in later hidden draws review the same.
//
//   loss     what the turn played is expected to cost, in points, against the
//            best turn found (the hard bot's measure: the player's expected
//            points, less half the others' mean in games of 2 to 4); never
//            negative: a played turn better than every candidate is the best
//   verdict  by loss: best < 0.5 <= good < 2 <= inaccuracy < 5 <= mistake
//   accuracy of a game: the mean over its turns of 100 * exp(-loss / 5)
//            (a turn losing 5 points scores 37, 10 points 14)
//   played / best   the player's expected final score after the turn played or
//            the best turn: the hard bot's expectation of the position after the
//            player's next turn (points and what the board is on its way to
//            scoring), corrected by what later turns change in it on average
//            (measured from hard bots' games, by turns still to come); the final
//            score itself in a future where the game is over.
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "harmonies/actions.hpp"
#include "harmonies/error.hpp"
#include "harmonies/json.hpp"
#include "harmonies/record.hpp"
#include "harmonies/state.hpp"

namespace harmonies {

enum class Verdict : std::uint8_t { Best, Good, Inaccuracy, Mistake };
inline constexpr int kVerdicts = 4;
inline constexpr double kGoodLoss = 0.5;        // at least this much lost: no longer the best
inline constexpr double kInaccuracyLoss = 2.0;  // ... no longer good
inline constexpr double kMistakeLoss = 5.0;     // ... a mistake
inline constexpr double kAccuracyScale = 5.0;   // points lost that take a turn's accuracy to 1/e
inline constexpr int kDefaultFutures = 8;       // as many as the hard bot weighs its own turns over
inline constexpr int kMaxFutures = 64;
inline constexpr int kCostliestTurns = 3;

std::string_view verdict_name(Verdict verdict);  // "best", "good", "inaccuracy", "mistake"
Verdict verdict_for(double loss);
double turn_accuracy(double loss);

struct TurnReview {
  int turn = 0;          // the game's turn number, from 1, every player's turns counted
  int first_action = 0;  // index in the record's actions where the turn begins
  int turns_left = 0;    // the player's turns still expected after this one (expected_turns_left: from the pouch)
  double played = 0;     // expected final score after the turn played
  double best = 0;       // ... after the best turn found
  double loss = 0;       // expected points lost, >= 0
  Verdict verdict = Verdict::Best;
  std::vector<Action> best_turn;  // from the turn's start, EndTurn last (the turn played when it is the best)
  bool operator==(const TurnReview&) const = default;
};

struct Review {
  int player = 0;
  int futures = kDefaultFutures;
  double accuracy = 100;  // mean turn_accuracy over the turns (100 for a game without turns)
  double mean_loss = 0;
  std::vector<TurnReview> turns;  // the player's turns, in order
  std::vector<int> costliest;     // indices into `turns`, the costliest first (at most kCostliestTurns, loss > 0)
  bool operator==(const Review&) const = default;
};

// One turn: `start` is the position at the player's turn start, `played` the
// actions the player took in it up to (not including) EndTurn. `turn_number`
// (from 1) chooses the futures.
TurnReview review_turn(const GameState& start, const std::vector<Action>& played, int turn_number, int futures);

// Reviews a game turn by turn, so a caller can show progress and stop between
// turns (the browser's worker posts progress after each).
class GameReviewer {
 public:
  // Refuses a record that does not replay (as `check` does), a player who is
  // not in the game, or a number of futures outside 1..kMaxFutures.
  static Error start(const Record& record, int player, int futures, GameReviewer& out);

  int turns_total() const { return static_cast<int>(turns_.size()); }
  int turns_done() const { return static_cast<int>(review_.turns.size()); }
  bool done() const { return turns_done() == turns_total(); }
  // Reviews the next turn; false when every turn is done.
  bool step();
  // The review so far (complete once done()), with its accuracy, mean loss and costliest turns.
  Review result() const;

 private:
  struct PendingTurn {
    int number;
    int first_action;
    GameState start;
    std::vector<Action> played;
  };
  std::vector<PendingTurn> turns_;
  Review review_;
};

// The whole review at once; `progress(done, total)` after each turn.
Error review_game(const Record& record, int player, int futures, Review& out,
                  const std::function<void(int, int)>& progress = {});

// {"player": N, "futures": K, "accuracy": A, "mean_loss": M, "costliest": [T, ...],
//  "turns": [{"turn": T, "action": I, "turns_left": N, "played": P, "best": B, "loss": L, "verdict": "...",
//             "best_turn": "<action codes>"}]}; numbers rounded to 0.01 (accuracy to 0.1).
json::Value review_to_json(const Review& review);
// Reads what review_to_json wrote (a saved review); refuses anything else with a message.
Error review_from_json(const json::Value& value, Review& out);

}  // namespace harmonies
