// A review as JSON: what the CLI prints and what the browser saves with a game.
#include <algorithm>
#include <cmath>
#include <optional>

#include "harmonies/review.hpp"

namespace harmonies {

namespace {

// Shortest decimals: 0.47, not 0.47000000000000003.
double rounded(double value, int per_unit) { return std::round(value * per_unit) / per_unit; }

// A review's numbers are points and percentages: anything far outside is damage.
constexpr double kLargestNumber = 1e6;

bool get_number(const json::Value& object, std::string_view key, double& out) {
  const json::Value* v = json::find(object, key);
  if (!v || !v->is_number()) return false;
  out = v->get<double>();
  return std::isfinite(out) && std::abs(out) <= kLargestNumber;
}

bool get_count(const json::Value& object, std::string_view key, long long max, int& out) {
  const json::Value* v = json::find(object, key);
  long long n = 0;
  if (!v || !json::get_int(*v, n) || n < 0 || n > max) return false;
  out = static_cast<int>(n);
  return true;
}

std::optional<Verdict> verdict_from_name(std::string_view name) {
  for (int i = 0; i < kVerdicts; ++i)
    if (verdict_name(static_cast<Verdict>(i)) == name) return static_cast<Verdict>(i);
  return std::nullopt;
}

Error read_turn(const json::Value& value, int index, TurnReview& out) {
  const std::string where = "the review's turn " + std::to_string(index);
  if (!value.is_object()) return fail(where + " is not an object");
  constexpr long long kMaxCount = 1000000;
  if (!get_count(value, "turn", kMaxCount, out.turn) || out.turn < 1) return fail(where + " has no turn number");
  if (!get_count(value, "action", kMaxCount, out.first_action)) return fail(where + " has no action index");
  if (!get_count(value, "turns_left", kMaxCount, out.turns_left)) return fail(where + " has no turns left");
  if (!get_number(value, "played", out.played) || !get_number(value, "best", out.best) ||
      !get_number(value, "loss", out.loss) || out.loss < 0)
    return fail(where + " lacks its expected scores or loss");
  const std::string* name = json::text(json::find(value, "verdict"));
  const std::optional<Verdict> verdict = name ? verdict_from_name(*name) : std::nullopt;
  if (!verdict) return fail(where + " has no known verdict");
  out.verdict = *verdict;
  const std::string* codes = json::text(json::find(value, "best_turn"));
  if (!codes) return fail(where + " has no best turn");
  if (Error e = decode_actions(*codes, out.best_turn)) return fail(where + "'s best turn: " + e.message);
  return {};
}

}  // namespace

json::Value review_to_json(const Review& review) {
  json::Value out = json::Value::object();
  out["player"] = review.player;
  out["futures"] = review.futures;
  out["accuracy"] = rounded(review.accuracy, 10);
  out["mean_loss"] = rounded(review.mean_loss, 100);
  json::Value costliest = json::Value::array();
  for (int i : review.costliest) costliest.push_back(review.turns[static_cast<size_t>(i)].turn);
  out["costliest"] = std::move(costliest);
  json::Value turns = json::Value::array();
  for (const TurnReview& t : review.turns) {
    json::Value turn = json::Value::object();
    turn["turn"] = t.turn;
    turn["action"] = t.first_action;
    turn["turns_left"] = t.turns_left;
    turn["played"] = rounded(t.played, 100);
    turn["best"] = rounded(t.best, 100);
    turn["loss"] = rounded(t.loss, 100);
    turn["verdict"] = std::string(verdict_name(t.verdict));
    turn["best_turn"] = encode_actions(t.best_turn);
    turns.push_back(std::move(turn));
  }
  out["turns"] = std::move(turns);
  return out;
}

Error review_from_json(const json::Value& value, Review& out) {
  if (!value.is_object()) return fail("a review is a JSON object");
  Review r;
  if (!get_count(value, "player", kMaxPlayers - 1, r.player)) return fail("the review names no player");
  if (!get_count(value, "futures", kMaxFutures, r.futures) || r.futures < 1) return fail("the review's futures are missing");
  if (!get_number(value, "accuracy", r.accuracy) || !get_number(value, "mean_loss", r.mean_loss) || r.accuracy < 0 ||
      r.accuracy > 100 || r.mean_loss < 0)
    return fail("the review lacks its accuracy or mean loss");
  const json::Value* turns = json::find(value, "turns");
  if (!turns || !turns->is_array()) return fail("the review has no turns");
  for (size_t i = 0; i < turns->size(); ++i) {
    TurnReview t;
    if (Error e = read_turn((*turns)[i], static_cast<int>(i), t)) return e;
    r.turns.push_back(std::move(t));
  }
  const json::Value* costliest = json::find(value, "costliest");
  if (!costliest || !costliest->is_array() || costliest->size() > static_cast<size_t>(kCostliestTurns))
    return fail("the review's costliest turns are missing");
  for (const json::Value& number : *costliest) {
    long long turn = 0;
    if (!json::get_int(number, turn)) return fail("the review's costliest turns are not turn numbers");
    const auto at = std::find_if(r.turns.begin(), r.turns.end(), [&](const TurnReview& t) { return t.turn == turn; });
    if (at == r.turns.end()) return fail("the review's costliest turns name a turn it does not hold");
    r.costliest.push_back(static_cast<int>(at - r.turns.begin()));
  }
  out = std::move(r);
  return {};
}

}  // namespace harmonies
