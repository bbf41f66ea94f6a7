// Game reviews as the app shows them (kept with the saved game: saved_review.hpp):
// which players a review is offered for, what the chart marks, one reviewed
// turn replayed through the engine twice (as it was played and as the review
// suggests) for the replay viewer, and the reviews of games not saved here (a
// replay link), kept for the session. Plain C++ over the engine, tested
// natively (tests/reviews_test.cpp).
#pragma once

#include <array>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "harmonies/error.hpp"
#include "harmonies/json.hpp"
#include "harmonies/record.hpp"
#include "harmonies/review.hpp"
#include "harmonies/state.hpp"
#include "model/profile.hpp"
#include "model/saved_review.hpp"

namespace harmonies::ui {

// --- Whom to review
// The players a review is offered for: the people of a game with bots (when `seats` says so), else
// every player (hot-seat, a game of bots only, a link's replay, whose seat kinds are unknown).
std::vector<int> review_candidates(int players, const std::vector<Seat>& seats);
// The one picked first: a candidate with a kept review, else the first candidate.
int default_review_player(const std::vector<int>& candidates, const std::vector<SavedReview>& kept);

// --- Reading a review
std::array<int, kVerdicts> verdict_counts(const Review& review);
// The turns the chart marks, by index into review.turns in turn order: the costliest and every
// inaccuracy or mistake.
std::vector<int> marked_turns(const Review& review);
// Whether turn `index` of the review is among its costliest.
bool is_costliest(const Review& review, int index);

// The chart's lines. A turn's expected scores are measured over its own shuffled futures, so the level
// they share wobbles from one turn to the next by chance (as much as 5 points in bots' games), while the
// gap between the turn played and the best turn, measured over the same futures, is what the turn cost.
// The chart draws the level through a running median of 3 of the best turns' scores (a one-turn dip or
// bump of the level is taken for noise; a change lasting two turns stays), each turn played its own gap
// below it: a dip left on the played line is a turn that lost points. The first and last turns keep
// their measure.
struct ChartLine {
  std::vector<double> played;
  std::vector<double> best;
};
ChartLine chart_lines(const Review& review);

// --- A reviewed turn, as played and as suggested: every position from the engine.
struct TurnComparison {
  GameState start;                  // the turn's start
  GameState played;                 // after the turn played (before its EndTurn)
  GameState suggested;              // after the best turn (before its EndTurn)
  std::vector<Action> played_turn;  // the turn's actions that count ("start my turn over" undone), no EndTurn
  std::vector<Action> suggested_turn;
  bool same = false;                // the suggestion ends the turn where the turn played did
};
// Fails when the record or the review's best turn does not replay (a review that does not fit).
Error compare_turn(const Record& record, const TurnReview& turn, std::optional<TurnComparison>& out);

// --- Reviews of games not saved here (a replay link), kept for the session.
class ReviewShelf {
 public:
  const SavedReview* find(const Record& record, int player) const;
  void keep(const Record& record, SavedReview review);
  std::vector<SavedReview> all(const Record& record) const;

 private:
  // The record without the steps taken back (encoded) -> its reviews.
  std::map<std::string, std::vector<SavedReview>> by_record_;
};

}  // namespace harmonies::ui
