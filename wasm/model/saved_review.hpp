// A game review as the app keeps it with a saved game (profile.hpp, the
// optional "reviews" of a saved entry): the engine's Review of one player's
// turns (harmonies/review.hpp) and how much of the game it covers, read back
// only when it still fits the game's record. Plain C++ over the engine, tested
// natively (tests/reviews_test.cpp).
#pragma once

#include <vector>

#include "harmonies/error.hpp"
#include "harmonies/json.hpp"
#include "harmonies/record.hpp"
#include "harmonies/review.hpp"

namespace harmonies::ui {

// A review as kept: the engine's review and the game's completed turns (every player's) when it was
// made. A game played on after its review still has it: its turns are still judged the same (a turn's
// review depends only on what came before it), the newer ones are simply not in it.
struct SavedReview {
  Review review;
  int game_turns = 0;
  bool operator==(const SavedReview&) const = default;
};

// {"game_turns": N, "review": <review_to_json>}
json::Value review_value(const SavedReview& saved);
// Reads what review_value wrote for a game of `record`; refuses anything else, or a review that does
// not fit the record (fit_kept_review).
Error read_saved_review(const json::Value& value, const Record& record, SavedReview& out);
// Whether the review belongs to this record, by the engine: its player is in the game, each reviewed
// turn begins where the record without the steps taken back (without_undone_actions: the record the
// replay shows and reviews are made of) has that player starting a turn, in order, and its best turn is
// legal there, ending the turn. `record` may be the saved one, undone steps included.
Error check_review(const Record& record, const Review& review);
// check_review, for a review as kept with a saved game of `record`. A review counts its turns in the record
// the replay shows (without_undone_actions); versions before the replay dropped the steps taken back
// counted them in the saved record, undone steps included (they differ only in a game where a step was
// taken back). Such a review is converted once, as it is read: each turn is located anew by its number
// (TurnReview::turn, from 1, the same in both records), so every review in the app (the replay, the
// review bar, the turn comparison) uses first_action as it is. Converting on reading, not
// mapping at each use, keeps one meaning of first_action everywhere, and the entry is written back in it.
Error fit_kept_review(const Record& record, Review& review);

// The kept review of `player`, if any.
const SavedReview* review_of(const std::vector<SavedReview>& reviews, int player);
// Keeps `review` as the player's (one per player, in player order).
void keep_review(std::vector<SavedReview>& reviews, SavedReview review);
// Takes from `theirs` (another copy of the same game: another tab's, a games file's) each review that
// `mine` lacks or that covers more turns, when it fits `record`; true when `mine` changed.
bool merge_reviews(std::vector<SavedReview>& mine, const std::vector<SavedReview>& theirs, const Record& record);

}  // namespace harmonies::ui
