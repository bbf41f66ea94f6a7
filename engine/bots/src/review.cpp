#include "harmonies/review.hpp"

#include <algorithm>
#include <cmath>
#include <iterator>

#include "harmonies/evaluate.hpp"
#include "lookahead.hpp"

namespace harmonies {

namespace {

constexpr std::uint64_t kReviewSeed = 0x7265766965772121ULL;  // "review!!"

// The best of a turn's candidates by their first futures are judged again on as many other futures: the
// best of many noisy means runs ahead of its own worth, and that luck would show as a loss of the turn
// played (the hard bot's own turns 2, 4, 6 and 8 of review_test's game lost 0.65 a turn judged once,
// 0.26 judged this way; random turns 5.2 and 4.6).
constexpr int kFinalists = 3;

// The futures of a game's turn (`round` 0: every candidate's; 1: the finalists'): from the turn's number
// only, so what a player could not see never changes them (determinized() starts from a canonical order).
std::vector<std::uint64_t> future_seeds(int turn_number, int futures, int round) {
  Rng rng(kReviewSeed ^ (static_cast<std::uint64_t>(turn_number) * 0x9E3779B97F4A7C15ULL) ^
          (static_cast<std::uint64_t>(round) * 0xD1B54A32D192ED03ULL));
  std::vector<std::uint64_t> seeds(static_cast<size_t>(futures));
  for (std::uint64_t& s : seeds) s = rng.next();
  return seeds;
}

struct Judgement {
  double judged = 0;  // mean of the hard bot's measure
  double own = 0;     // mean of the player's own expectation
  double going_on = 0;  // the share of futures in which the game goes on to the player's next turn
};

Judgement judge(const GameState& turn_end, int me, const std::vector<std::uint64_t>& seeds) {
  Judgement j;
  for (std::uint64_t seed : seeds) {
    const lookahead::Future f = lookahead::play_future(turn_end, me, seed);
    j.judged += f.judged;
    j.own += f.own;
    j.going_on += f.over ? 0 : 1;
  }
  j.judged /= static_cast<double>(seeds.size());
  j.own /= static_cast<double>(seeds.size());
  j.going_on /= static_cast<double>(seeds.size());
  return j;
}

// Two ends of the same turn, reached in any order (the turn's action count aside).
bool same_end(const GameState& a, const GameState& b) {
  Position x = a.now();
  x.turn.actions = b.now().turn.actions;
  return x == b.now();
}

// What later turns change on average in the position's expectation (the
// evaluation after the player's next turn), by the turns the player still
// expects at the turn's start (from the pouch): the mean of (final score -
// expectation) over the turns of hard bots' games, sides A to D, measured by
// scripts/review_calibration.py for each table apart, each entry averaged with its neighbours. The
// evaluation counts room to build at a flat rate:
// - solo (8 games per side), it runs 30 points behind the final score in the opening;
// - 2 players (8 games per side), whose games mostly end when a board fills, ahead of it in mid-game and
//   33 points behind in the opening (that bot counts empty spaces at a lower rate);
// - 3 and 4 players (4 games per side each, `CLI 4 2 3,4`), whose games mostly end with the pouch as solo
//   does: the same turns left are then nearer the game's start than with 2 players (a 3-player opening
//   has 12 turns left, a 2-player one 18), and the 2-player table read their openings up to 40 points low.
double later_turns_points(int turns_left, int players) {
  static constexpr double kSolo[] = {0.0,  -4.29, -3.71, -4.41, -6.14, -4.65, -1.60,
                                     3.41, 8.41,  14.59, 20.13, 25.57, 30.11};
  static constexpr double kTwo[] = {0.00, -5.19, -9.15, -11.26, -12.23, -10.18, -5.66, -4.31, -4.28,
                                    -6.44, -7.52, -6.74, -2.69, 4.12, 11.69, 19.40, 26.38, 32.98};
  static constexpr double kMany[] = {0.00, -4.08, -6.79, -7.57, -6.31, -3.29,
                                     1.59, 8.10,  14.56, 20.27, 26.61, 33.83};
  auto read = [turns_left](const auto& table) {
    return table[std::clamp(turns_left, 0, static_cast<int>(std::size(table)) - 1)];
  };
  if (players == 1) return read(kSolo);
  return players == 2 ? read(kTwo) : read(kMany);
}

}  // namespace

std::string_view verdict_name(Verdict verdict) {
  switch (verdict) {
    case Verdict::Best: return "best";
    case Verdict::Good: return "good";
    case Verdict::Inaccuracy: return "inaccuracy";
    case Verdict::Mistake: return "mistake";
  }
  return "best";
}

Verdict verdict_for(double loss) {
  if (loss >= kMistakeLoss) return Verdict::Mistake;
  if (loss >= kInaccuracyLoss) return Verdict::Inaccuracy;
  if (loss >= kGoodLoss) return Verdict::Good;
  return Verdict::Best;
}

double turn_accuracy(double loss) { return 100.0 * std::exp(-std::max(loss, 0.0) / kAccuracyScale); }

TurnReview review_turn(const GameState& start, const std::vector<Action>& played, int turn_number, int futures) {
  const int me = start.current_player();
  const std::vector<std::uint64_t> seeds = future_seeds(turn_number, futures, 0);
  GameState played_end = start;
  for (const Action& a : played) played_end.apply(a);
  const double played_first = judge(played_end, me, seeds).judged;

  // The candidates whose first futures judge them above the turn played, best first, at most kFinalists.
  std::vector<search::TurnPlan> candidates = lookahead::candidate_turns(start);
  std::vector<std::pair<double, size_t>> ahead;
  for (size_t c = 0; c < candidates.size(); ++c) {
    if (same_end(candidates[c].end, played_end)) continue;
    const double first = judge(candidates[c].end, me, seeds).judged;
    if (first > played_first) ahead.emplace_back(first, c);
  }
  std::stable_sort(ahead.begin(), ahead.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
  if (ahead.size() > static_cast<size_t>(kFinalists)) ahead.resize(kFinalists);

  // The turn played and the finalists on other futures: the loss is measured there.
  const std::vector<std::uint64_t> fresh = future_seeds(turn_number, futures, 1);
  const Judgement mine = judge(played_end, me, fresh);
  Judgement best = mine;
  std::vector<Action> best_turn = played;
  best_turn.push_back(Action::end_turn());
  for (const auto& [first, c] : ahead) {
    const Judgement j = judge(candidates[c].end, me, fresh);
    if (j.judged > best.judged) {
      best = j;
      best_turn = std::move(candidates[c].actions);
    }
  }
  TurnReview review;
  review.turn = turn_number;
  review.turns_left = expected_turns_left(start, me);
  const double later = later_turns_points(review.turns_left, start.setup().players);
  review.played = mine.own + later * mine.going_on;  // a future that is over holds the final score itself
  review.best = best.own + later * best.going_on;
  review.loss = best.judged - mine.judged;
  review.verdict = verdict_for(review.loss);
  review.best_turn = std::move(best_turn);
  return review;
}

Error GameReviewer::start(const Record& record, int player, int futures, GameReviewer& out) {
  Error error;
  GameState state = GameState::create(record.setup, &error);
  if (error) return error;
  if (player < 0 || player >= record.setup.players)
    return fail("player " + std::to_string(player) + " is not in this game of " + std::to_string(record.setup.players) +
                " (players are numbered from 0)");
  if (futures < 1 || futures > kMaxFutures) return fail("futures must be 1 to " + std::to_string(kMaxFutures));
  GameReviewer reviewer;
  reviewer.review_.player = player;
  reviewer.review_.futures = futures;
  int turn_number = 1;
  size_t turn_begins = 0;
  std::optional<PendingTurn> pending;
  for (size_t i = 0; i < record.actions.size(); ++i) {
    const Action& a = record.actions[i];
    if (i == turn_begins && state.current_player() == player)
      pending = PendingTurn{turn_number, static_cast<int>(i), state, {}};
    if (Error e = state.apply(a))
      return fail("action " + std::to_string(i) + " (" + to_string(a) + ") is illegal: " + e.message, ErrorKind::Illegal);
    if (a.type != ActionType::EndTurn) {
      if (pending) pending->played.push_back(a);
      continue;
    }
    if (pending) reviewer.turns_.push_back(std::move(*pending));
    pending.reset();
    ++turn_number;
    turn_begins = i + 1;
  }
  out = std::move(reviewer);
  return {};
}

bool GameReviewer::step() {
  if (done()) return false;
  const PendingTurn& t = turns_[review_.turns.size()];
  TurnReview turn = review_turn(t.start, t.played, t.number, review_.futures);
  turn.first_action = t.first_action;
  review_.turns.push_back(std::move(turn));
  return true;
}

Review GameReviewer::result() const {
  Review r = review_;
  if (r.turns.empty()) return r;
  double accuracy = 0, loss = 0;
  for (const TurnReview& t : r.turns) {
    accuracy += turn_accuracy(t.loss);
    loss += t.loss;
  }
  r.accuracy = accuracy / static_cast<double>(r.turns.size());
  r.mean_loss = loss / static_cast<double>(r.turns.size());
  std::vector<int> order(r.turns.size());
  for (size_t i = 0; i < order.size(); ++i) order[i] = static_cast<int>(i);
  std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return r.turns[a].loss > r.turns[b].loss; });
  for (int i : order) {
    if (static_cast<int>(r.costliest.size()) == kCostliestTurns || r.turns[i].loss <= 0) break;
    r.costliest.push_back(i);
  }
  return r;
}

Error review_game(const Record& record, int player, int futures, Review& out,
                  const std::function<void(int, int)>& progress) {
  GameReviewer reviewer;
  if (Error e = GameReviewer::start(record, player, futures, reviewer)) return e;
  while (reviewer.step())
    if (progress) progress(reviewer.turns_done(), reviewer.turns_total());
  out = reviewer.result();
  return {};
}

}  // namespace harmonies
