// Game reviews as the app keeps and shows them (wasm/model/saved_review.hpp, reviews.hpp): kept with
// the saved game and read back, saves written before reviews still read, a damaged review dropped with
// the game kept, a newer version's members kept, reviews following the game through the saves, another
// tab and a games file; whom a review is for, what the chart marks, and a reviewed turn replayed as
// played and as suggested.
#include <catch2/catch.hpp>

#include <algorithm>

#include "harmonies/random_play.hpp"
#include "model/backup.hpp"
#include "model/replay.hpp"
#include "model/game_slot.hpp"
#include "model/reviews.hpp"
#include "model/saves.hpp"
#include "model/text.hpp"
#include "scenario.hpp"

using namespace harmonies;
using namespace harmonies::ui;
using harmonies::testing::make_setup;
using harmonies::testing::with_steps_taken_back;

namespace {

constexpr double kNow = 1.7e12;

SavedGame entry_of(const Record& record, std::string id) {
  SavedGame g;
  g.id = std::move(id);
  g.record = record;
  for (int p = 0; p < record.setup.players; ++p) g.names.push_back("Player " + std::to_string(p + 1));
  g.started_ms = kNow;
  g.updated_ms = kNow;
  REQUIRE_FALSE(summarise_by_replay(g));
  return g;
}

// A review of `player`'s turns made by hand (no engine judging, so the suite stays quick under node):
// each best turn is the turn played, except `suggest_other` turns whose best turn is the first legal
// one the engine offers at each step (ending the turn), with losses that give every verdict.
SavedReview review_by_hand(const Record& record, int player, int suggest_other = 0) {
  SavedReview saved;
  saved.review.player = player;
  saved.review.futures = 1;
  GameState state = GameState::create(record.setup);
  int number = 1;
  bool turn_start = true;
  std::optional<TurnReview> pending;
  bool other = false;  // the pending turn's best turn is another one, already complete
  for (size_t i = 0; i < record.actions.size(); ++i) {
    const Action& a = record.actions[i];
    if (turn_start && state.current_player() == player) {
      pending = TurnReview{};
      pending->turn = number;
      pending->first_action = static_cast<int>(i);
      const int index = static_cast<int>(saved.review.turns.size());
      pending->loss = index % 4 == 0 ? 0.0 : index % 4 == 1 ? 1.0 : index % 4 == 2 ? 3.0 : 6.0;
      pending->verdict = verdict_for(pending->loss);
      pending->played = 40 + index;
      pending->best = pending->played + pending->loss;
      other = index < suggest_other;
      for (GameState s = state; other;) {
        std::vector<Action> legal = s.legal_actions();
        legal.erase(std::remove_if(legal.begin(), legal.end(),
                                   [](const Action& l) { return is_take_back(l.type); }),
                    legal.end());
        REQUIRE_FALSE(legal.empty());
        // The end of the turn as soon as it is legal; otherwise the last action offered.
        const auto end = std::find(legal.begin(), legal.end(), Action::end_turn());
        const Action pick = end != legal.end() ? *end : legal.back();
        REQUIRE_FALSE(s.apply(pick));
        pending->best_turn.push_back(pick);
        if (pick.type == ActionType::EndTurn) break;
      }
    }
    REQUIRE_FALSE(state.apply(a));
    if (pending && !other) pending->best_turn.push_back(a);
    turn_start = a.type == ActionType::EndTurn;
    if (turn_start) {
      ++number;
      if (pending) saved.review.turns.push_back(*pending);
      pending.reset();
    }
  }
  // Costliest: the turns by loss, at most three with a loss.
  for (int i = 0; i < static_cast<int>(saved.review.turns.size()); ++i)
    if (saved.review.turns[static_cast<size_t>(i)].loss >= 6.0 && saved.review.costliest.size() < 3)
      saved.review.costliest.push_back(i);
  GameState end = GameState::create(record.setup);
  REQUIRE_FALSE(replay(record, end));
  saved.game_turns = completed_turns(end);
  REQUIRE_FALSE(check_review(record, saved.review));
  return saved;
}

// The first `turns` whole turns of a record.
Record first_turns(const Record& record, int turns) {
  Record part{record.setup, {}};
  for (size_t i = 0; i < record.actions.size() && turns > 0; ++i) {
    part.actions.push_back(record.actions[i]);
    turns -= record.actions[i].type == ActionType::EndTurn ? 1 : 0;
  }
  return part;
}

// Player 0's turns in the first six of a game, really reviewed (one future each: quick), on the game
// played and on the record a saved game keeps of it, with steps taken back (as versions before the
// replay dropped them reviewed it: first_action counted in that record).
struct ReviewsOfOneGame {
  Record played;     // without the steps taken back: the record the replay shows
  Record saved;      // with them
  Review of_played;  // as reviews are made now
  Review of_saved;   // as a review kept by an earlier version
};
ReviewsOfOneGame reviews_with_steps_taken_back() {
  ReviewsOfOneGame out;
  out.played = first_turns(play_random_game(make_setup(2, Side::A, false, "review-undo")).record, 6);
  out.saved = with_steps_taken_back(out.played);
  REQUIRE(without_undone_actions(out.saved) == out.played);
  REQUIRE_FALSE(review_game(out.played, 0, 1, out.of_played));
  REQUIRE_FALSE(review_game(out.saved, 0, 1, out.of_saved));
  REQUIRE(out.of_played.turns.size() == 3);
  REQUIRE(out.of_saved.turns.size() == 3);
  // The two count the same turns at different places (the steps taken back come before the later ones).
  for (size_t i = 0; i < 3; ++i) REQUIRE(out.of_saved.turns[i].turn == out.of_played.turns[i].turn);
  REQUIRE(out.of_saved.turns[2].first_action > out.of_played.turns[2].first_action);
  return out;
}

// The JSON of a saved game with its "reviews" member replaced by `reviews` (text).
std::string with_reviews(const SavedGame& game, const std::string& reviews) {
  json::Value doc = to_value(game);
  json::Value value;
  REQUIRE_FALSE(json::parse(reviews, value));
  doc["reviews"] = value;
  return json::dump(doc);
}

}  // namespace

TEST_CASE("A game review is kept with its saved game and read back", "[reviews]") {
  const PlayedGame played = play_random_game(make_setup(2, Side::A, false, "kept-review"));
  SavedGame game = entry_of(played.record, "g1");
  CHECK(to_json(game).find("reviews") == std::string::npos);  // none: the entry is written as before

  keep_review(game.reviews, review_by_hand(played.record, 1, 2));
  keep_review(game.reviews, review_by_hand(played.record, 0));
  REQUIRE(game.reviews.size() == 2);
  CHECK(game.reviews[0].review.player == 0);  // kept in player order
  const std::string text = to_json(game);
  CHECK(text.find("\"reviews\": [{\"game_turns\": ") != std::string::npos);
  SavedGame back;
  REQUIRE_FALSE(saved_game_from_json(text, back));
  REQUIRE(back == game);

  // A player's newer review replaces the older one.
  SavedReview again = review_by_hand(played.record, 1);
  keep_review(game.reviews, again);
  REQUIRE(game.reviews.size() == 2);
  CHECK(*review_of(game.reviews, 1) == again);
  CHECK(review_of(game.reviews, 3) == nullptr);
}

TEST_CASE("A real review of a few turns fits its record and reads back", "[reviews]") {
  const PlayedGame played = play_random_game(make_setup(2, Side::B, false, "real-review"));
  // The first four turns (two of each player): GameReviewer reviews the whole turns only.
  Record part = played.record;
  int ends = 0;
  size_t cut = 0;
  while (cut < part.actions.size() && ends < 4) ends += part.actions[cut++].type == ActionType::EndTurn ? 1 : 0;
  part.actions.resize(cut + 2);  // and two actions of the fifth turn, not reviewed
  GameReviewer reviewer;
  REQUIRE_FALSE(GameReviewer::start(part, 0, 1, reviewer));
  REQUIRE(reviewer.turns_total() == 2);
  while (reviewer.step()) {}
  SavedReview saved{reviewer.result(), 4};
  REQUIRE_FALSE(check_review(part, saved.review));
  SavedGame game = entry_of(part, "real");
  game.reviews.push_back(saved);
  SavedGame back;
  REQUIRE_FALSE(saved_game_from_json(to_json(game), back));
  REQUIRE(back.reviews.size() == 1);
  // JSON rounds the numbers (review_to_json): what was read is what is written again.
  CHECK(to_json(back) == to_json(game));
  // The review still fits once the game is played on, and not another game's record.
  CHECK_FALSE(check_review(played.record, saved.review));
  const PlayedGame other = play_random_game(make_setup(2, Side::B, false, "another-game"));
  CHECK(check_review(other.record, saved.review));
}

TEST_CASE("A kept review reads only what it can write back", "[reviews][saves]") {
  const PlayedGame played = play_random_game(make_setup(1, Side::A, false, "exact-review"));
  SavedGame game = entry_of(played.record, "g1");
  json::Value review = review_value(review_by_hand(played.record, 0, 1));
  review["review"]["accuracy"] = 81.23456;
  review["review"]["turns"][0]["played"] = 78.583333;
  review["review"]["turns"][0]["loss"] = 1.23456;
  SavedGame back, again;
  REQUIRE_FALSE(saved_game_from_json(with_reviews(game, "[" + json::dump(review) + "]"), back));
  REQUIRE(back.reviews.size() == 1);
  CHECK(back.reviews[0].review.turns[0].played == 78.58);
  REQUIRE_FALSE(saved_game_from_json(to_json(back), again));
  CHECK(again == back);
  // A number past any score is not one of ours: the review is dropped.
  review["review"]["turns"][0]["best"] = 1.7e308;
  REQUIRE_FALSE(saved_game_from_json(with_reviews(game, "[" + json::dump(review) + "]"), back));
  CHECK(back.reviews.empty());
}

TEST_CASE("A saved game written before reviews still reads, with none", "[reviews]") {
  const PlayedGame played = play_random_game(make_setup(1, Side::A, false, "old-save"));
  // As version 1 wrote it before reviews existed.
  const std::string old = "{\"v\": 1, \"id\": \"old\", \"kind\": \"local\", \"record\": \"" + encode_record(played.record) +
                          "\", \"names\": [\"Ann\"], \"started\": 1700000000000, \"updated\": 1700000000000, "
                          "\"finished\": true, \"turns\": 3}";
  SavedGame back;
  REQUIRE_FALSE(saved_game_from_json(old, back));
  CHECK(back.reviews.empty());
  CHECK(back.record == played.record);
  CHECK(to_json(back).find("reviews") == std::string::npos);
}

TEST_CASE("A damaged review is dropped and the game kept", "[reviews]") {
  const PlayedGame played = play_random_game(make_setup(2, Side::A, false, "damaged-review"));
  SavedGame game = entry_of(played.record, "g1");
  const SavedReview good = review_by_hand(played.record, 0, 1);
  const std::string good_text = json::dump(review_value(good));
  SavedReview other_player = review_by_hand(played.record, 1);

  // Not the player's turns, a best turn that is not legal, a turn that is not a turn start, another game's.
  json::Value wrong_player = review_value(other_player);
  wrong_player["review"]["player"] = 0;
  json::Value illegal = review_value(good);
  illegal["review"]["turns"][0]["best_turn"] = "zzzz";
  json::Value mid_turn = review_value(good);
  mid_turn["review"]["turns"][0]["action"] = good.review.turns[0].first_action + 1;
  const PlayedGame other = play_random_game(make_setup(2, Side::A, false, "another"));
  const std::string another_game = json::dump(review_value(review_by_hand(other.record, 0)));
  json::Value not_over = review_value(good);  // a turn past the record's end
  not_over["review"]["turns"][0]["action"] = static_cast<int>(played.record.actions.size());

  for (const std::string& reviews :
       {std::string("3"), std::string("{}"), std::string("[1, \"x\", null]"), std::string("[{\"game_turns\": 2}]"),
        "[{\"game_turns\": -1, \"review\": " + json::dump(review_value(good)["review"]) + "}]",
        "[" + json::dump(wrong_player) + "]", "[" + json::dump(illegal) + "]", "[" + json::dump(mid_turn) + "]",
        "[" + another_game + "]", "[" + json::dump(not_over) + "]"}) {
    INFO(reviews);
    SavedGame back;
    REQUIRE_FALSE(saved_game_from_json(with_reviews(game, reviews), back));
    CHECK(back.reviews.empty());
    CHECK(back.record == game.record);
    CHECK(back.names == game.names);
    CHECK(back.finished == game.finished);
  }
  // A damaged review beside a good one: the good one is kept.
  SavedGame back;
  REQUIRE_FALSE(saved_game_from_json(with_reviews(game, "[" + json::dump(illegal) + ", " + good_text + "]"), back));
  REQUIRE(back.reviews.size() == 1);
  CHECK(back.reviews[0] == good);

  // In the saves: the game loads, nothing is set aside, and the next write leaves the damaged review out.
  MemoryStore store;
  store.write("game/g1", with_reviews(game, "[" + json::dump(illegal) + "]"));
  Saves saves(store);
  saves.load(kNow);
  CHECK(saves.problems().empty());
  REQUIRE(saves.find("g1"));
  CHECK(saves.find("g1")->reviews.empty());
  CHECK(store.keys("aside/").empty());
  REQUIRE(saves.keep_review("g1", good));
  Saves again(store);
  again.load(kNow);
  REQUIRE(again.find("g1"));
  REQUIRE(again.find("g1")->reviews.size() == 1);
  CHECK(again.find("g1")->reviews[0] == good);
}

TEST_CASE("Members a newer version wrote are kept when the game is saved here", "[reviews][saves]") {
  const PlayedGame played = play_random_game(make_setup(1, Side::A, false, "newer"));
  SavedGame game = entry_of(played.record, "g1");
  json::Value doc = to_value(game);
  doc["comment"] = "a newer version's note";
  doc["badges"] = json::Value::array({1, 2, 3});
  SavedGame back;
  REQUIRE_FALSE(saved_game_from_value(doc, back));
  const json::Value written = to_value(back);
  REQUIRE(json::find(written, "comment"));
  CHECK(*json::find(written, "comment") == doc["comment"]);
  CHECK(*json::find(written, "badges") == doc["badges"]);
  // This version's own members are never taken from there.
  CHECK(*json::find(written, "id") == "g1");
  SavedGame twice;
  REQUIRE_FALSE(saved_game_from_value(written, twice));
  CHECK(twice == back);
}

TEST_CASE("Saves keep a review only for a game they have and whose record it fits", "[reviews][saves]") {
  const PlayedGame a = play_random_game(make_setup(1, Side::A, false, "saves-a"));
  const PlayedGame b = play_random_game(make_setup(1, Side::A, false, "saves-b"));
  MemoryStore store;
  Saves saves(store);
  saves.load(kNow);
  saves.save_game(entry_of(a.record, "a"));
  saves.save_game(entry_of(b.record, "b"));
  const SavedReview of_a = review_by_hand(a.record, 0, 2);
  CHECK_FALSE(saves.keep_review("missing", of_a));
  CHECK_FALSE(saves.keep_review("b", of_a));  // another game's
  REQUIRE(saves.keep_review("a", of_a));
  CHECK(saves.find("a")->reviews.size() == 1);
  CHECK(saves.find("b")->reviews.empty());
  // The list's order is unchanged: a review does not count as playing the game.
  CHECK(saves.find("a")->updated_ms == kNow);
}

TEST_CASE("A review follows its game: the game on screen, another tab, a games file", "[reviews][slot]") {
  const PlayedGame played = play_random_game(make_setup(2, Side::A, false, "follow"));
  const SavedReview review = review_by_hand(played.record, 0, 1);
  MemoryStore store;
  {
    // The game is on screen in one tab; another tab keeps a review with it; the first saves again.
    Saves mine(store), theirs(store);
    mine.load(kNow);
    Session session;
    GameSlot slot(session, mine);
    REQUIRE_FALSE(slot.open(entry_of(played.record, "g1")));
    slot.save(kNow);
    theirs.load(kNow);
    REQUIRE(theirs.keep_review("g1", review));
    mine.refresh("game/g1");
    slot.save(kNow + 1);
    Saves fresh(store);
    fresh.load(kNow);
    REQUIRE(fresh.find("g1"));
    REQUIRE(fresh.find("g1")->reviews.size() == 1);
    CHECK(slot.saved->reviews.size() == 1);
  }
  {
    // A games file carries the review; loading it into a browser that has the game adds the review.
    Saves from(store);
    from.load(kNow);
    const std::string file = export_games(from, kNow);
    CHECK(file.find("\"reviews\"") != std::string::npos);
    MemoryStore other_store;
    Saves other(other_store);
    other.load(kNow);
    other.save_game(entry_of(played.record, "g1"));
    ImportReport report;
    REQUIRE_FALSE(import_games(file, other, kNow, report));
    CHECK(report.unchanged == 1);
    REQUIRE(other.find("g1")->reviews.size() == 1);
    CHECK(other.find("g1")->reviews[0] == review);
    // ... and into one that has less of the game, the file's game comes with its review.
    MemoryStore third_store;
    Saves third(third_store);
    third.load(kNow);
    Record part = played.record;
    part.actions.resize(10);
    third.save_game(entry_of(part, "g1"));
    ImportReport report2;
    REQUIRE_FALSE(import_games(file, third, kNow, report2));
    CHECK(report2.updated == 1);
    CHECK(third.find("g1")->reviews.size() == 1);
  }
}

TEST_CASE("Whom a review is offered for", "[reviews]") {
  using V = std::vector<int>;
  CHECK(review_candidates(1, {}) == V{0});
  CHECK(review_candidates(3, {}) == V{0, 1, 2});  // hot-seat, or a link's replay: every player
  CHECK(review_candidates(2, {Seat::Human, Seat::Hard}) == V{0});
  CHECK(review_candidates(3, {Seat::Medium, Seat::Human, Seat::Human}) == V{1, 2});
  CHECK(review_candidates(2, {Seat::Easy, Seat::Hard}) == V{0, 1});  // bots only: any of them
  const PlayedGame played = play_random_game(make_setup(3, Side::A, false, "whom"));
  const std::vector<SavedReview> kept{review_by_hand(played.record, 2)};
  CHECK(default_review_player(V{0, 1, 2}, {}) == 0);
  CHECK(default_review_player(V{0, 1, 2}, kept) == 2);
  CHECK(default_review_player(V{0, 1}, kept) == 0);
}

TEST_CASE("The chart marks the costliest turns and every inaccuracy and mistake", "[reviews]") {
  Review r;
  for (double loss : {0.0, 0.7, 2.5, 0.1, 6.0, 1.5}) {
    TurnReview t;
    t.loss = loss;
    t.verdict = verdict_for(loss);
    r.turns.push_back(t);
  }
  r.costliest = {4, 2, 5};
  CHECK(marked_turns(r) == std::vector<int>{2, 4, 5});
  CHECK(is_costliest(r, 5));
  CHECK_FALSE(is_costliest(r, 1));
  const auto counts = verdict_counts(r);
  CHECK(counts[static_cast<size_t>(Verdict::Best)] == 2);
  CHECK(counts[static_cast<size_t>(Verdict::Good)] == 2);
  CHECK(counts[static_cast<size_t>(Verdict::Inaccuracy)] == 1);
  CHECK(counts[static_cast<size_t>(Verdict::Mistake)] == 1);
}

TEST_CASE("The chart smooths a one-turn wobble of the level and keeps every turn's gap", "[reviews]") {
  // A 3-player bot game's review (harmonies-cli review): the level dips 8 points at index 7 for one turn
  // (a turn that lost 0.25), and the turns at indices 1, 2, 3 and 8 played 2 or 3 points below their best.
  Review r;
  const double best[] = {95, 96, 92, 97, 93, 91, 87, 78, 85, 84};
  const double played[] = {95, 93, 89, 94, 91, 90, 87, 78, 83, 84};
  for (int i = 0; i < 10; ++i) {
    TurnReview t;
    t.best = best[i];
    t.played = played[i];
    r.turns.push_back(t);
  }
  const ChartLine line = chart_lines(r);
  REQUIRE(line.best.size() == 10);
  REQUIRE(line.played.size() == 10);
  // First and last as measured; the one-turn dip at index 7 is lifted to the median of its neighbours.
  CHECK(line.best[0] == 95);
  CHECK(line.best[9] == 84);
  CHECK(line.best[7] == 85);
  CHECK(line.played[7] == 85);
  // A change that lasts (91, 87 then 85) stays; the gap of every turn is kept.
  CHECK(line.best[6] == 87);
  for (size_t i = 0; i < 10; ++i) CHECK(line.best[i] - line.played[i] == Approx(best[i] - played[i]));
  // The played line dips only where the turn played lost points against its best (no longer at index 7).
  for (size_t i = 1; i + 1 < 10; ++i) {
    const bool dip = line.played[i] < line.played[i - 1] && line.played[i] < line.played[i + 1];
    INFO("index " << i);
    CHECK(dip == (i == 1 || i == 3 || i == 8));
    if (dip) CHECK(best[i] - played[i] >= 2);
  }
  CHECK(chart_lines(Review{}).best.empty());
}

TEST_CASE("A reviewed turn replayed as played and as suggested, by the engine", "[reviews]") {
  const PlayedGame played = play_random_game(make_setup(1, Side::A, false, "compare"));
  const SavedReview saved = review_by_hand(played.record, 0, 1);
  // Turn 1: the suggestion is another turn; turn 2: the turn played.
  std::optional<TurnComparison> first_c, second_c;
  REQUIRE_FALSE(compare_turn(played.record, saved.review.turns[0], first_c));
  REQUIRE_FALSE(compare_turn(played.record, saved.review.turns[1], second_c));
  const TurnComparison& first = *first_c;
  const TurnComparison& second = *second_c;
  CHECK(first.start.now().turn.actions == 0);
  CHECK_FALSE(first.same);
  CHECK(second.same);
  CHECK(second.suggested_turn == second.played_turn);
  // The turn played ends where the record's does, one action before its EndTurn.
  const size_t end = static_cast<size_t>(saved.review.turns[1].first_action) + second.played_turn.size();
  REQUIRE(played.record.actions[end].type == ActionType::EndTurn);
  GameState at_end = GameState::create(played.record.setup);
  REQUIRE_FALSE(replay(Record{played.record.setup, {played.record.actions.begin(),
                                                     played.record.actions.begin() + static_cast<long>(end)}},
                       at_end));
  CHECK(second.played.now() == at_end.now());

  // "Start my turn over" in the turn played: what it undid is not the turn played.
  Record restarted{played.record.setup, {}};
  GameState state = GameState::create(played.record.setup);
  const size_t first_end = static_cast<size_t>(saved.review.turns[1].first_action) - 1;
  for (size_t i = 0; i < first_end; ++i) {
    if (i == 2) {  // after the spot and a token: start over, then play the turn again
      for (const Action& a : {Action::restart_turn(), played.record.actions[0], played.record.actions[1]}) {
        REQUIRE_FALSE(state.apply(a));
        restarted.actions.push_back(a);
      }
    }
    REQUIRE_FALSE(state.apply(played.record.actions[i]));
    restarted.actions.push_back(played.record.actions[i]);
  }
  restarted.actions.push_back(Action::end_turn());
  TurnReview turn = saved.review.turns[0];
  std::optional<TurnComparison> with_restart;
  REQUIRE_FALSE(compare_turn(restarted, turn, with_restart));
  CHECK(with_restart->played_turn ==
        std::vector<Action>(played.record.actions.begin(), played.record.actions.begin() + static_cast<long>(first_end)));

  // A best turn that is not legal there is refused.
  turn.best_turn = {Action::place_token(0, 0), Action::end_turn()};
  std::optional<TurnComparison> bad;
  CHECK(compare_turn(played.record, turn, bad));
  CHECK_FALSE(bad.has_value());
}

TEST_CASE("Reviews of a game not saved here are kept for the session", "[reviews]") {
  const PlayedGame a = play_random_game(make_setup(2, Side::A, false, "shelf-a"));
  const PlayedGame b = play_random_game(make_setup(2, Side::A, false, "shelf-b"));
  ReviewShelf shelf;
  CHECK(shelf.find(a.record, 0) == nullptr);
  shelf.keep(a.record, review_by_hand(a.record, 1));
  REQUIRE(shelf.find(a.record, 1));
  CHECK(shelf.find(a.record, 0) == nullptr);
  CHECK(shelf.find(b.record, 1) == nullptr);
  CHECK(shelf.all(a.record).size() == 1);
}

TEST_CASE("Numbers with decimals in each language, and their plural forms", "[reviews][text]") {
  CHECK(decimal_in(Language::English, 6.25, 1) == "6.2");  // printf's rounding (to even here), as written
  CHECK(decimal_in(Language::French, 6.26, 1) == "6,3");
  CHECK(decimal_in(Language::Spanish, 52.04, 1) == "52,0");
  CHECK(decimal_in(Language::English, -0.01, 1) == "0.0");
  CHECK(tr_decimal_in(Language::English, Text::review_loss, 1.0, 1) == "\u22121.0 points");
  CHECK(tr_decimal_in(Language::French, Text::review_loss, 1.5, 1) == "\u22121,5 point");
  CHECK(tr_decimal_in(Language::French, Text::review_loss, 2.0, 1) == "\u22122,0 points");
  CHECK(tr_decimal_in(Language::Spanish, Text::review_loss, 1.0, 1) == "\u22121,0 puntos");
  CHECK(tr_decimal_in(Language::Spanish, Text::review_loss, 1.0, 0) == "\u22121 punto");
  CHECK(tr_decimal_in(Language::Spanish, Text::review_loss, 1.5, 1) == "\u22121,5 puntos");
}

TEST_CASE("A review kept before replays dropped the steps taken back still shows its turns", "[reviews][undo]") {
  const ReviewsOfOneGame game = reviews_with_steps_taken_back();
  // The earlier version kept its review with the saved game; this one reads it back.
  SavedGame entry = entry_of(game.saved, "g1");
  entry.reviews.push_back(SavedReview{game.of_saved, 6});
  SavedGame back;
  REQUIRE_FALSE(saved_game_from_json(to_json(entry), back));
  CHECK(back.record == game.saved);  // the saved game keeps every step
  REQUIRE(back.reviews.size() == 1);
  Replay replay;
  REQUIRE_FALSE(Replay::open(back.record, {}, replay));
  REQUIRE(replay.record() == game.played);
  for (size_t i = 0; i < 3; ++i) {
    const TurnReview& kept = back.reviews[0].review.turns[i];
    const TurnReview& made_now = game.of_played.turns[i];
    // Each turn is where a review made now puts it: the replay's step at that turn's start.
    CHECK(kept.first_action == made_now.first_action);
    const size_t step = static_cast<size_t>(kept.first_action);
    CHECK(replay.turn_start(kept.turn - 1) == step);
    CHECK(replay.turn_at(step) == kept.turn - 1);
    // ... and the turn compared there is the turn played, without what was taken back.
    std::optional<TurnComparison> old_c, new_c;
    REQUIRE_FALSE(compare_turn(replay.record(), kept, old_c));
    REQUIRE_FALSE(compare_turn(replay.record(), made_now, new_c));
    CHECK(old_c->played_turn == new_c->played_turn);
    CHECK(old_c->start == new_c->start);
    CHECK(std::none_of(old_c->played_turn.begin(), old_c->played_turn.end(),
                       [](const Action& a) { return is_take_back(a.type); }));
  }
  // Written again, it counts as reviews do now; a review made now reads back unchanged.
  SavedGame again;
  REQUIRE_FALSE(saved_game_from_json(to_json(back), again));
  CHECK(again == back);
  entry.reviews = {SavedReview{game.of_played, 6}};
  REQUIRE_FALSE(saved_game_from_json(to_json(entry), back));
  REQUIRE(back.reviews.size() == 1);
  CHECK(to_json(back) == to_json(entry));
}

TEST_CASE("A review is kept and found for a saved game with steps taken back", "[reviews][saves][undo]") {
  const ReviewsOfOneGame game = reviews_with_steps_taken_back();
  // A review of the replay's record fits the saved record (steps taken back included), not another game's.
  CHECK_FALSE(check_review(game.saved, game.of_played));
  CHECK_FALSE(check_review(game.played, game.of_played));
  CHECK(check_review(play_random_game(make_setup(2, Side::A, false, "another")).record, game.of_played));
  MemoryStore store;
  {
    Saves saves(store);
    saves.load(kNow);
    saves.save_game(entry_of(game.saved, "g1"));
    REQUIRE(saves.keep_review("g1", SavedReview{game.of_played, 6}));
  }
  Saves fresh(store);
  fresh.load(kNow);
  const SavedGame* found = fresh.find("g1");
  REQUIRE(found);
  CHECK(found->record == game.saved);
  REQUIRE(review_of(found->reviews, 0));
  CHECK(json::dump(review_value(*review_of(found->reviews, 0))) == json::dump(review_value(SavedReview{game.of_played, 6})));
  // The session's shelf (a game not saved here) finds it by either record.
  ReviewShelf shelf;
  shelf.keep(game.played, SavedReview{game.of_played, 6});
  CHECK(shelf.find(game.saved, 0));
  CHECK(shelf.find(game.played, 0));
  CHECK(shelf.all(game.saved).size() == 1);
}
