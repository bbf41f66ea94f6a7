#include "model/reviews.hpp"

#include <algorithm>

namespace harmonies::ui {

std::vector<int> review_candidates(int players, const std::vector<Seat>& seats) {
  std::vector<int> people, all;
  bool bots = false;
  for (int p = 0; p < players; ++p) {
    all.push_back(p);
    const bool bot = p < static_cast<int>(seats.size()) && is_bot(seats[static_cast<size_t>(p)]);
    bots |= bot;
    if (!bot) people.push_back(p);
  }
  return bots && !people.empty() ? people : all;
}

int default_review_player(const std::vector<int>& candidates, const std::vector<SavedReview>& kept) {
  for (int p : candidates)
    if (review_of(kept, p)) return p;
  return candidates.empty() ? 0 : candidates.front();
}

std::array<int, kVerdicts> verdict_counts(const Review& review) {
  std::array<int, kVerdicts> counts{};
  for (const TurnReview& t : review.turns) ++counts[static_cast<size_t>(t.verdict)];
  return counts;
}

bool is_costliest(const Review& review, int index) {
  return std::find(review.costliest.begin(), review.costliest.end(), index) != review.costliest.end();
}

ChartLine chart_lines(const Review& review) {
  const size_t n = review.turns.size();
  ChartLine line;
  for (size_t i = 0; i < n; ++i) {
    const TurnReview& t = review.turns[i];
    double level = t.best;
    if (i > 0 && i + 1 < n) {
      std::array<double, 3> around = {review.turns[i - 1].best, t.best, review.turns[i + 1].best};
      std::sort(around.begin(), around.end());
      level = around[1];
    }
    line.best.push_back(level);
    line.played.push_back(level - (t.best - t.played));
  }
  return line;
}

std::vector<int> marked_turns(const Review& review) {
  std::vector<int> out;
  for (int i = 0; i < static_cast<int>(review.turns.size()); ++i) {
    const Verdict v = review.turns[static_cast<size_t>(i)].verdict;
    if (v == Verdict::Mistake || v == Verdict::Inaccuracy || is_costliest(review, i)) out.push_back(i);
  }
  return out;
}

namespace {

// A turn's actions that count: what "start my turn over" undid left out, by the engine's own rule.
std::vector<Action> counting(const Setup& setup, const std::vector<Action>& turn) {
  std::vector<Action> out = without_undone_actions(Record{setup, turn}).actions;
  if (!out.empty() && out.back().type == ActionType::EndTurn) out.pop_back();
  return out;
}

// Two ends of one turn, the count of the turn's actions aside (the same judgement in the engine's review).
bool same_end(const GameState& a, const GameState& b) {
  Position x = a.now();
  x.turn.actions = b.now().turn.actions;
  return x == b.now();
}

}  // namespace

Error compare_turn(const Record& record, const TurnReview& turn, std::optional<TurnComparison>& out) {
  const size_t first = static_cast<size_t>(turn.first_action);
  if (first > record.actions.size()) return fail("the reviewed turn is not in the game");
  Error error;
  GameState state = GameState::create(record.setup, &error);
  if (error) return error;
  for (size_t i = 0; i < first; ++i)
    if (Error e = state.apply(record.actions[i])) return e;
  const GameState start = state;
  std::vector<Action> played;
  size_t i = first;
  for (; i < record.actions.size() && record.actions[i].type != ActionType::EndTurn; ++i) {
    if (Error e = state.apply(record.actions[i])) return e;
    played.push_back(record.actions[i]);
  }
  if (i == record.actions.size()) return fail("the reviewed turn does not end in the game");
  GameState best = start;
  std::vector<Action> suggested;
  for (const Action& a : turn.best_turn) {
    if (a.type == ActionType::EndTurn) break;
    if (Error e = best.apply(a)) return fail("the review's best turn is illegal here: " + e.message);
    suggested.push_back(a);
  }
  const bool same = same_end(state, best);
  out = TurnComparison{start, state, best, counting(record.setup, played), counting(record.setup, suggested), same};
  return {};
}

namespace {

// A game is the same with or without the steps it took back, as reviews count it.
std::string shelf_key(const Record& record) { return encode_record(without_undone_actions(record)); }

}  // namespace

const SavedReview* ReviewShelf::find(const Record& record, int player) const {
  const auto it = by_record_.find(shelf_key(record));
  return it == by_record_.end() ? nullptr : review_of(it->second, player);
}

void ReviewShelf::keep(const Record& record, SavedReview review) {
  keep_review(by_record_[shelf_key(record)], std::move(review));
}

std::vector<SavedReview> ReviewShelf::all(const Record& record) const {
  const auto it = by_record_.find(shelf_key(record));
  return it == by_record_.end() ? std::vector<SavedReview>{} : it->second;
}

}  // namespace harmonies::ui
