// The game review (engine/bots/include/harmonies/review.hpp): deterministic, fair
// to the player (the hidden order never matters), the hard bot's own turns
// judged best, random turns judged costly, JSON that reads back.
#include <catch2/catch.hpp>

#include "harmonies/bot.hpp"
#include "harmonies/random_play.hpp"
#include "harmonies/review.hpp"
#include "scenario.hpp"

using namespace harmonies;
using namespace harmonies::testing;

namespace {

constexpr int kFewFutures = 2;  // enough to check behaviour, cheap enough for the wasm run of the suite

Setup setup_of(int players, Side side, std::string seed) { return make_setup(players, side, false, std::move(seed)); }

// The position at the start of turn `turn_number` (from 1) of a record, and the actions of that turn
// before EndTurn.
struct TurnAt {
  GameState start;
  std::vector<Action> played;
};
TurnAt turn_at(const Record& record, int turn_number) {
  GameState state = GameState::create(record.setup);
  int turn = 1;
  std::optional<TurnAt> found;
  for (const Action& a : record.actions) {
    if (turn == turn_number && !found) found = TurnAt{state, {}};
    REQUIRE_FALSE(state.apply(a));
    if (a.type == ActionType::EndTurn) {
      if (found) return *found;
      ++turn;
    } else if (found) {
      found->played.push_back(a);
    }
  }
  FAIL("the record has no turn " << turn_number);
  return {state, {}};
}

// A turn of random legal actions (never "start my turn over").
std::vector<Action> random_turn(const GameState& start, std::uint64_t seed) {
  GameState state = start;
  RandomPlayer player(seed);
  std::vector<Action> actions;
  for (;;) {
    const Action a = player.choose(state);
    if (a.type == ActionType::EndTurn) return actions;
    REQUIRE_FALSE(state.apply(a));
    actions.push_back(a);
  }
}

}  // namespace

TEST_CASE("A review is the same every time, and its best turns are legal from the turn's start", "[review]") {
  const Record record = play_bot_game(setup_of(1, Side::A, "review-a"), {BotLevel::Medium}, 5).record;
  Review first, second;
  REQUIRE_FALSE(review_game(record, 0, kFewFutures, first));
  REQUIRE_FALSE(review_game(record, 0, kFewFutures, second));
  CHECK(first == second);
  REQUIRE(first.turns.size() >= 8);
  for (const TurnReview& t : first.turns) {
    INFO("turn " << t.turn);
    CHECK(t.loss >= 0);
    CHECK(t.verdict == verdict_for(t.loss));
    GameState state = turn_at(record, t.turn).start;
    for (const Action& a : t.best_turn) REQUIRE_FALSE(state.apply(a));
    CHECK(t.best_turn.back().type == ActionType::EndTurn);
  }
  // The last turn's futures are over: both expectations are final scores.
  const TurnReview& last = first.turns.back();
  GameState end = GameState::create(record.setup);
  REQUIRE_FALSE(replay(record, end));
  CHECK(last.played == Approx(end.score(0).total));
}

TEST_CASE("Verdicts and accuracy follow the documented thresholds", "[review]") {
  CHECK(verdict_for(0) == Verdict::Best);
  CHECK(verdict_for(kGoodLoss - 0.01) == Verdict::Best);
  CHECK(verdict_for(kGoodLoss) == Verdict::Good);
  CHECK(verdict_for(kInaccuracyLoss) == Verdict::Inaccuracy);
  CHECK(verdict_for(kMistakeLoss - 0.01) == Verdict::Inaccuracy);
  CHECK(verdict_for(kMistakeLoss) == Verdict::Mistake);
  CHECK(turn_accuracy(0) == Approx(100));
  CHECK(turn_accuracy(kAccuracyScale) == Approx(100 / 2.718281828).epsilon(0.001));
  CHECK(turn_accuracy(20) < turn_accuracy(2));
}

TEST_CASE("The hard bot's own turns are judged best - random turns lose clearly more", "[review]") {
  const Record record = play_bot_game(setup_of(1, Side::A, "review-own"), {BotLevel::Hard}, 11).record;
  double own_loss = 0, random_loss = 0;
  int turns = 0;
  for (int turn : {2, 4, 6, 8}) {
    const TurnAt at = turn_at(record, turn);
    const TurnReview own = review_turn(at.start, at.played, turn, kDefaultFutures);
    const TurnReview random = review_turn(at.start, random_turn(at.start, 100 + turn), turn, kDefaultFutures);
    INFO("turn " << turn << ": the bot's loss " << own.loss << ", a random turn's " << random.loss);
    CHECK(own.loss < kInaccuracyLoss);
    CHECK(random.loss > own.loss);
    own_loss += own.loss;
    random_loss += random.loss;
    ++turns;
  }
  INFO("mean loss: the bot's " << own_loss / turns << ", random turns' " << random_loss / turns);
  CHECK(own_loss / turns < kGoodLoss);
  CHECK(random_loss / turns > kInaccuracyLoss);
  CHECK(random_loss > 10 * own_loss);
}

TEST_CASE("A turn's review sees only what the player saw: later hidden draws change nothing", "[review]") {
  // Two games alike in everything a player sees, the pouch's and the decks' hidden order aside.
  Setup setup = setup_of(2, Side::B, "review-hidden");
  setup.sanctuaries = setup.whispers = true;
  const Record record = play_bot_game(setup, {BotLevel::Medium}, 3).record;
  const TurnAt at = turn_at(record, 5);
  const GameState other = at.start.determinized(0xC0FFEE);
  REQUIRE_FALSE(other == at.start);  // the hidden order differs...
  REQUIRE(other.now().pouch_count == at.start.now().pouch_count);
  const TurnReview a = review_turn(at.start, at.played, 5, kFewFutures);
  const TurnReview b = review_turn(other, at.played, 5, kFewFutures);
  CHECK(a == b);  // ...and the review does not
}

TEST_CASE("Reviews cover the modules, spirits and every side, each seat of games of 2 to 4", "[review]") {
  Setup setup = setup_of(3, Side::D, "review-modules");
  setup.spirits = setup.pulse = setup.sanctuaries = setup.whispers = true;
  const Record record = play_bot_game(setup, {BotLevel::Easy}, 9).record;
  for (int player : {0, 2}) {
    GameReviewer reviewer;
    REQUIRE_FALSE(GameReviewer::start(record, player, 1, reviewer));
    REQUIRE(reviewer.turns_total() >= 6);
    int steps = 0;
    while (reviewer.step()) ++steps;
    CHECK(steps == reviewer.turns_total());
    const Review review = reviewer.result();
    CHECK(review.player == player);
    CHECK(review.accuracy > 0);
    CHECK(review.accuracy <= 100);
    CHECK(review.costliest.size() <= static_cast<size_t>(kCostliestTurns));
    for (size_t i = 1; i < review.costliest.size(); ++i)
      CHECK(review.turns[review.costliest[i - 1]].loss >= review.turns[review.costliest[i]].loss);
    // The player's own turns only, from their first (the first player is drawn at setup).
    const int first_player = GameState::create(setup).current_player();
    CHECK(review.turns.front().turn == (player - first_player + 3) % 3 + 1);
    CHECK(review.turns[1].turn == review.turns.front().turn + 3);
  }
  for (Side side : {Side::A, Side::C}) {
    const Record solo = play_bot_game(setup_of(1, side, "review-side"), {BotLevel::Easy}, 2).record;
    Review review;
    REQUIRE_FALSE(review_game(solo, 0, 1, review));
    CHECK_FALSE(review.turns.empty());
  }
}

TEST_CASE("A review refuses a bad record, a player not in the game and futures out of range", "[review]") {
  Record record = play_bot_game(setup_of(2, Side::A, "review-bad"), {BotLevel::Easy}, 1).record;
  Review review;
  CHECK(review_game(record, 2, 1, review).message == "player 2 is not in this game of 2 (players are numbered from 0)");
  CHECK(review_game(record, 0, 0, review).message == "futures must be 1 to 64");
  CHECK(review_game(record, 0, kMaxFutures + 1, review).message == "futures must be 1 to 64");
  record.actions[3] = Action::place_token(0, 30);
  const Error illegal = review_game(record, 0, 1, review);
  CHECK(illegal.kind == ErrorKind::Illegal);
  CHECK(illegal.message.starts_with("action 3 "));
  // An unfinished game: its complete turns only.
  Record start = play_bot_game(setup_of(1, Side::A, "review-part"), {BotLevel::Easy}, 1).record;
  start.actions.resize(20);
  REQUIRE_FALSE(review_game(start, 0, 1, review));
  for (const TurnReview& t : review.turns) CHECK(t.first_action < 20);
}

TEST_CASE("A review's JSON reads back - damaged ones are refused with a message", "[review]") {
  const Record record = play_bot_game(setup_of(1, Side::B, "review-json"), {BotLevel::Easy}, 4).record;
  Review review;
  REQUIRE_FALSE(review_game(record, 0, 1, review));
  const json::Value saved = review_to_json(review);
  Review read;
  REQUIRE_FALSE(review_from_json(saved, read));
  CHECK(json::dump(review_to_json(read)) == json::dump(saved));
  CHECK(read.costliest == review.costliest);
  CHECK(read.turns.size() == review.turns.size());

  auto refused = [](json::Value v) {
    Review r;
    return review_from_json(v, r).message;
  };
  CHECK(refused(json::Value::array()) == "a review is a JSON object");
  json::Value v = saved;
  v["turns"][0]["verdict"] = "brilliant";
  CHECK(refused(v) == "the review's turn 0 has no known verdict");
  v = saved;
  v["turns"][1]["best_turn"] = "A";
  CHECK(refused(v).starts_with("the review's turn 1's best turn: "));
  v = saved;
  v["turns"][0]["loss"] = -1;
  CHECK(refused(v) == "the review's turn 0 lacks its expected scores or loss");
  v = saved;
  v["costliest"] = json::Value::array({999});
  CHECK(refused(v) == "the review's costliest turns name a turn it does not hold");
  v = saved;
  v.erase("player");
  CHECK(refused(v) == "the review names no player");
}
