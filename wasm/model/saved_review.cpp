#include "model/saved_review.hpp"

#include <algorithm>

namespace harmonies::ui {

json::Value review_value(const SavedReview& saved) {
  json::Value out = json::Value::object();
  out["game_turns"] = saved.game_turns;
  out["review"] = review_to_json(saved.review);
  return out;
}

namespace {

// Whether the review's turns begin where `record`, as it is, has them (check_review).
Error fits(const Record& record, const Review& review) {
  if (review.player < 0 || review.player >= record.setup.players)
    return fail("the review's player is not in the game");
  Error error;
  GameState state = GameState::create(record.setup, &error);
  if (error) return error;
  size_t next = 0;  // the next reviewed turn to meet
  bool turn_start = true;
  int turn_number = 1;  // the game's turns, every player's, from 1 (TurnReview::turn)
  for (size_t i = 0; i <= record.actions.size() && next < review.turns.size(); ++i) {
    const TurnReview& turn = review.turns[next];
    if (static_cast<size_t>(turn.first_action) < i) return fail("the review's turns are out of order");
    if (static_cast<size_t>(turn.first_action) == i) {
      if (!turn_start || state.current_player() != review.player || turn.turn != turn_number)
        return fail("turn " + std::to_string(turn.turn) + " of the review is not a turn of its player");
      if (turn.best_turn.empty() || turn.best_turn.back().type != ActionType::EndTurn)
        return fail("turn " + std::to_string(turn.turn) + " of the review has no whole best turn");
      GameState best = state;
      for (const Action& a : turn.best_turn)
        if (Error e = best.apply(a)) return fail("the best turn of turn " + std::to_string(turn.turn) + " is illegal: " + e.message);
      ++next;
    }
    if (i == record.actions.size()) break;
    const Action& a = record.actions[i];
    if (Error e = state.apply(a)) return e;
    turn_start = a.type == ActionType::EndTurn;
    if (turn_start) ++turn_number;
  }
  // Only whole turns are reviewed: each reviewed turn must end in the record.
  if (next < review.turns.size()) return fail("the review holds turns the game does not");
  if (!review.turns.empty()) {
    const size_t last = static_cast<size_t>(review.turns.back().first_action);
    const bool ended = std::any_of(record.actions.begin() + static_cast<long>(last), record.actions.end(),
                                   [](const Action& a) { return a.type == ActionType::EndTurn; });
    if (!ended) return fail("the review's last turn is not over in the game");
  }
  return {};
}

// Sets each reviewed turn's first_action to where its turn (the game's turn number) begins in `played`.
void locate_turns(const Record& played, Review& review) {
  std::vector<size_t> starts = {0};  // where turn number n begins: starts[n - 1]
  for (size_t i = 0; i < played.actions.size(); ++i)
    if (played.actions[i].type == ActionType::EndTurn) starts.push_back(i + 1);
  for (TurnReview& turn : review.turns)
    if (turn.turn >= 1 && static_cast<size_t>(turn.turn) <= starts.size())
      turn.first_action = static_cast<int>(starts[static_cast<size_t>(turn.turn - 1)]);
}

}  // namespace

Error check_review(const Record& record, const Review& review) { return fits(without_undone_actions(record), review); }

Error fit_kept_review(const Record& record, Review& review) {
  const Record played = without_undone_actions(record);
  const Error as_now = fits(played, review);
  if (!as_now) return {};
  // Kept by an earlier version: each turn begins where the saved record, steps taken back included, has
  // it. Its number (TurnReview::turn) is the same in both records (a step taken back is never an EndTurn),
  // so the turn is located anew by it, once, here.
  if (fits(record, review)) return as_now;
  locate_turns(played, review);
  return fits(played, review);
}

Error read_saved_review(const json::Value& value, const Record& record, SavedReview& out) {
  if (!value.is_object()) return fail("a kept review is a JSON object");
  SavedReview saved;
  const json::Value* turns = json::find(value, "game_turns");
  long long n = 0;
  if (!turns || !json::get_int(*turns, n) || n < 0 || n > 100000) return fail("the kept review has no turn count");
  saved.game_turns = static_cast<int>(n);
  const json::Value* review = json::find(value, "review");
  if (!review) return fail("the kept review has no review");
  if (Error e = review_from_json(*review, saved.review)) return e;
  // Numbers as review_to_json writes them (rounded), so that what is read is written back exactly; a score
  // beyond any game's is not one of ours.
  constexpr double kLargest = 1e6;
  const auto sane = [&](double v) { return v >= -kLargest && v <= kLargest; };
  bool ok = sane(saved.review.accuracy) && sane(saved.review.mean_loss);
  for (const TurnReview& t : saved.review.turns) ok = ok && sane(t.played) && sane(t.best) && sane(t.loss);
  if (!ok) return fail("the kept review's numbers are out of range");
  if (Error e = review_from_json(review_to_json(saved.review), saved.review)) return e;
  if (Error e = fit_kept_review(record, saved.review)) return e;
  out = std::move(saved);
  return {};
}

const SavedReview* review_of(const std::vector<SavedReview>& reviews, int player) {
  for (const SavedReview& r : reviews)
    if (r.review.player == player) return &r;
  return nullptr;
}

void keep_review(std::vector<SavedReview>& reviews, SavedReview review) {
  const auto same = std::find_if(reviews.begin(), reviews.end(),
                                 [&](const SavedReview& r) { return r.review.player == review.review.player; });
  if (same != reviews.end()) {
    *same = std::move(review);
    return;
  }
  const auto after = std::find_if(reviews.begin(), reviews.end(),
                                  [&](const SavedReview& r) { return r.review.player > review.review.player; });
  reviews.insert(after, std::move(review));
}

bool merge_reviews(std::vector<SavedReview>& mine, const std::vector<SavedReview>& theirs, const Record& record) {
  bool changed = false;
  for (const SavedReview& their : theirs) {
    const SavedReview* own = review_of(mine, their.review.player);
    if (own && (*own == their || own->game_turns >= their.game_turns)) continue;
    if (check_review(record, their.review)) continue;  // another game's, or a longer game's than this copy
    keep_review(mine, their);
    changed = true;
  }
  return changed;
}

}  // namespace harmonies::ui
