// "Your record" (wasm/model/stats.hpp): the figures of the saved games, worked out from games played through
// the engine: only finished games, only the seats a person plays, games set aside not counted, the wins
// against each bot level as the engine decides them (a tie broken by animal cubes included), the daily streak.
#include <catch2/catch.hpp>

#include <algorithm>

#include "harmonies/random_play.hpp"
#include "model/saves.hpp"
#include "model/stats.hpp"
#include "scenario.hpp"

using namespace harmonies;
using namespace harmonies::testing;
using namespace harmonies::ui;

namespace {

constexpr double kDay = 86400e3;
constexpr double kNow = 1.7e12;  // 2023-11-14 UTC

SavedGame saved_from(const PlayedGame& played, std::string id, double when, std::vector<Seat> seats = {}) {
  SavedGame g;
  g.id = std::move(id);
  g.record = played.record;
  for (int p = 0; p < played.record.setup.players; ++p) g.names.push_back("Player " + std::to_string(p + 1));
  g.seats = std::move(seats);
  g.started_ms = when - 3600e3;
  g.updated_ms = when;
  summarise(g, played.state);
  return g;
}

// The same game stopped before its last action: not finished.
SavedGame unfinished_from(const PlayedGame& played, std::string id, double when) {
  PlayedGame part{GameState::create(played.record.setup), played.record};
  part.record.actions.pop_back();
  REQUIRE_FALSE(replay(part.record, part.state));
  REQUIRE_FALSE(part.state.is_terminal());
  return saved_from(part, std::move(id), when);
}

double mean(std::initializer_list<int> values) {
  double sum = 0;
  for (int v : values) sum += v;
  return sum / static_cast<double>(values.size());
}

}  // namespace

TEST_CASE("Stats: solo games by configuration, their mean, best and suns, and neither unfinished nor set-aside games count",
          "[stats]") {
  const PlayedGame a1 = play_random_game(make_setup(1, Side::A, false, "stats-a1"));
  const PlayedGame a2 = play_random_game(make_setup(1, Side::A, false, "stats-a2"));
  const PlayedGame a3 = play_random_game(make_setup(1, Side::A, false, "stats-a3"));
  const PlayedGame b1 = play_random_game(make_setup(1, Side::B, true, "stats-b1"));
  const int t1 = a1.state.score(0).total, t2 = a2.state.score(0).total, t3 = a3.state.score(0).total;

  MemoryStore store;
  Saves saves(store);
  saves.load(kNow);
  RecordBook book;
  const PlayerStats& empty = book.update(saves.games(), "2023-11-14");
  CHECK(empty.games == 0);
  CHECK(empty.configs.empty());
  CHECK_FALSE(empty.best_solo_a.has_value());

  saves.save_game(saved_from(a1, "a1", kNow - 3 * kDay));
  saves.save_game(saved_from(a2, "a2", kNow - 2 * kDay));
  saves.save_game(saved_from(a3, "a3", kNow - kDay));
  saves.save_game(saved_from(b1, "b1", kNow));
  saves.save_game(unfinished_from(a1, "a1-unfinished", kNow));
  const PlayerStats s = book.update(saves.games(), "2023-11-14");
  CHECK(s.games == 4);
  REQUIRE(s.configs.size() == 2);
  const ConfigStats& a = s.configs[0];
  CHECK(a.key == "1-A");
  CHECK(a.games == 3);
  CHECK(a.scores == 3);
  CHECK(a.best_score == std::max({t1, t2, t3}));
  CHECK(a.mean_score == Approx(mean({t1, t2, t3})));
  CHECK(a.best_suns == std::max({a1.state.suns(), a2.state.suns(), a3.state.suns()}));
  CHECK(a.mean_suns == Approx(mean({a1.state.suns(), a2.state.suns(), a3.state.suns()})));
  CHECK(s.best_solo_a == std::max({t1, t2, t3}));
  // The categories a configuration scores: no spirit on side A without the module; the means are the engine's.
  CHECK(a.categories == std::vector<Category>{Category::Trees, Category::Mountains, Category::Fields,
                                              Category::Buildings, Category::Water, Category::Animals});
  CHECK(a.replayed == 3);
  const auto category_mean = [](Category c, std::initializer_list<const PlayedGame*> games) {
    double sum = 0;
    for (const PlayedGame* g : games) sum += category_points(g->state.score(0), c);
    return sum / static_cast<double>(games.size());
  };
  for (Category c : a.categories)
    CHECK(a.category_means[static_cast<size_t>(c)] == Approx(category_mean(c, {&a1, &a2, &a3})));
  // The means add up to the mean total (every point is in one category).
  double sum = 0;
  for (Category c : a.categories) sum += a.category_means[static_cast<size_t>(c)];
  CHECK(sum == Approx(a.mean_score));

  const ConfigStats& b = s.configs[1];
  CHECK(b.key == "1-B+spirits");
  CHECK(b.games == 1);
  CHECK(b.best_score == b1.state.score(0).total);
  CHECK(std::count(b.categories.begin(), b.categories.end(), Category::Spirit) == 1);
  CHECK(b.category_means[static_cast<size_t>(Category::Spirit)] == Approx(b1.state.score(0).spirit));
  CHECK(s.find("1-B+spirits") == &s.configs[1]);
  CHECK(describe_configuration(a.setup) == "Solo, side A");
  CHECK(describe_configuration(b.setup) == "Solo, side B, spirits");

  // Scores over time: oldest first, the unfinished game left out.
  REQUIRE(s.timeline.size() == 4);
  CHECK(s.timeline[0].game_id == "a1");
  CHECK(s.timeline[0].score == t1);
  CHECK(s.timeline[3].game_id == "b1");
  CHECK(s.timeline[3].configuration == "1-B+spirits");

  // Each game was replayed once; asking again replays nothing.
  CHECK(book.replays() == 4);
  book.update(saves.games(), "2023-11-14");
  CHECK(book.replays() == 4);

  // A game set aside no longer counts, and counts again when brought back, without a new replay.
  const std::string best_id = t1 >= t2 && t1 >= t3 ? "a1" : t2 >= t3 ? "a2" : "a3";
  REQUIRE(saves.set_aside(best_id, kNow));
  const PlayerStats& aside = book.update(saves.games(), "2023-11-14");
  CHECK(aside.games == 3);
  CHECK(aside.find("1-A")->games == 2);
  std::vector<int> left;
  for (const auto& [id, t] : {std::pair{"a1", t1}, std::pair{"a2", t2}, std::pair{"a3", t3}})
    if (id != best_id) left.push_back(t);
  CHECK(aside.best_solo_a == std::max(left[0], left[1]));
  CHECK(aside.timeline.size() == 3);
  REQUIRE(saves.bring_back(best_id));
  CHECK(book.update(saves.games(), "2023-11-14").find("1-A")->games == 3);
  CHECK(book.replays() == 5);  // the game brought back had left the cache: replayed once more

  // A game played on (a later update of the same id) is replayed again.
  SavedGame again = saved_from(a1, "a1", kNow + kDay);
  saves.save_game(again);
  book.update(saves.games(), "2023-11-14");
  CHECK(book.replays() == 6);
}

TEST_CASE("Stats: only the persons' seats count, and wins against each bot level are the engine's, ties included",
          "[stats]") {
  // golden-four (tests/outcome_test.cpp): seats 0 and 1 tie at 25 points, seat 1 wins on animal cubes.
  const PlayedGame four = play_random_game(make_setup(4, Side::A, true, "golden-four"));
  const Outcome tie = four.state.outcome();
  REQUIRE(tie.decision == Decision::AnimalCubes);
  REQUIRE(tie.winners == std::vector<int>{1});
  REQUIRE(four.state.score(0).total == four.state.score(1).total);
  // A duo decided on points.
  const PlayedGame duo = play_random_game(make_setup(2, Side::A, false, "stats-duo"));
  const std::vector<int> duo_winners = duo.state.winners();
  REQUIRE(duo_winners.size() == 1);
  const int duo_winner = duo_winners[0], duo_loser = 1 - duo_winner;

  MemoryStore store;
  Saves saves(store);
  saves.load(kNow);
  using S = Seat;
  // The person on seat 0, tied on points and beaten by cubes: a loss against easy and hard bots.
  saves.save_game(saved_from(four, "tie-lost", kNow, {S::Human, S::Easy, S::Hard, S::Hard}));
  // The person on seat 1, winner by the tie-break: a win against easy and medium.
  saves.save_game(saved_from(four, "tie-won", kNow + 1, {S::Easy, S::Human, S::Medium, S::Easy}));
  // The duo: the person wins against a medium bot, then loses to one.
  std::vector<Seat> wins(2, S::Medium), loses(2, S::Medium);
  wins[static_cast<size_t>(duo_winner)] = S::Human;
  loses[static_cast<size_t>(duo_loser)] = S::Human;
  saves.save_game(saved_from(duo, "duo-won", kNow + 2, wins));
  saves.save_game(saved_from(duo, "duo-lost", kNow + 3, loses));
  // Bots only (a game watched): nobody's record. Two people on one device: both seats count.
  saves.save_game(saved_from(duo, "duo-bots", kNow + 4, {S::Easy, S::Hard}));
  saves.save_game(saved_from(duo, "duo-people", kNow + 5));

  RecordBook book;
  const PlayerStats& s = book.update(saves.games(), "2023-11-14");
  CHECK(s.games == 5);
  CHECK_FALSE(s.best_solo_a.has_value());
  const ConfigStats* f = s.find("4-A+spirits");
  REQUIRE(f);
  CHECK(f->games == 2);
  CHECK(f->scores == 2);
  CHECK(f->best_score == four.state.score(0).total);
  CHECK(f->versus[static_cast<size_t>(BotLevel::Easy)] == Versus{2, 1});
  CHECK(f->versus[static_cast<size_t>(BotLevel::Medium)] == Versus{1, 1});
  CHECK(f->versus[static_cast<size_t>(BotLevel::Hard)] == Versus{1, 0});
  CHECK(f->best_suns == -1);
  CHECK(std::count(f->categories.begin(), f->categories.end(), Category::Spirit) == 1);
  CHECK(f->category_means[static_cast<size_t>(Category::Animals)] ==
        Approx(mean({four.state.score(0).animals_total, four.state.score(1).animals_total})));

  const ConfigStats* d = s.find("2-A");
  REQUIRE(d);
  CHECK(describe_configuration(f->setup) == "4 players, side A, spirits");
  CHECK(d->games == 3);  // not the bots' game
  CHECK(d->scores == 4);  // won, lost, and both people's seats
  const int w = duo.state.score(duo_winner).total, l = duo.state.score(duo_loser).total;
  CHECK(d->best_score == w);
  CHECK(d->mean_score == Approx(mean({w, l, w, l})));
  CHECK(d->versus[static_cast<size_t>(BotLevel::Medium)] == Versus{2, 1});
  CHECK(d->versus[static_cast<size_t>(BotLevel::Easy)] == Versus{});
  CHECK(d->versus[static_cast<size_t>(BotLevel::Hard)] == Versus{});
  // On the chart, a game with two people is its best seat's score.
  REQUIRE(s.timeline.size() == 5);
  CHECK(s.timeline.back().game_id == "duo-people");
  CHECK(s.timeline.back().score == w);
  CHECK(s.timeline[2].score == w);  // duo-won
  CHECK(s.timeline[3].score == l);  // duo-lost
}

TEST_CASE("Stats: the daily challenge's streak", "[stats]") {
  CHECK(day_number("1970-01-01") == 0);
  CHECK(day_number("2024-03-01") == *day_number("2024-02-29") + 1);  // a leap year
  CHECK(day_number("2023-03-01") == *day_number("2023-02-28") + 1);
  CHECK(day_number("2024-01-01") == *day_number("2023-12-31") + 1);
  CHECK_FALSE(day_number("2024-1-01"));
  CHECK_FALSE(day_number("yesterday!"));

  // Played today and the two days before: 3; the longest run is older.
  Streak s = daily_streak({"2024-03-01", "2024-02-29", "2024-02-28", "2024-02-20", "2024-02-21", "2024-02-22",
                           "2024-02-23", "2024-02-28"},
                          "2024-03-01");
  CHECK(s.current == 3);
  CHECK(s.longest == 4);
  CHECK(s.today);
  CHECK(s.days == 7);  // a day played twice is one day
  // Today not played yet: the run ending yesterday still stands.
  s = daily_streak({"2024-02-29", "2024-02-28"}, "2024-03-01");
  CHECK(s.current == 2);
  CHECK_FALSE(s.today);
  // A gap of a day: the streak is over.
  s = daily_streak({"2024-02-28", "2024-02-27"}, "2024-03-01");
  CHECK(s.current == 0);
  CHECK(s.longest == 2);
  // A gap inside: only the run ending today.
  s = daily_streak({"2024-03-01", "2024-02-28", "2024-02-27"}, "2024-03-01");
  CHECK(s.current == 1);
  CHECK(s.longest == 2);
  CHECK(daily_streak({}, "2024-03-01").current == 0);
  CHECK(daily_streak({}, "2024-03-01").longest == 0);

  // From the saves: finished daily games only, set-aside ones left out.
  const PlayedGame day1 = play_random_game(make_setup(1, Side::A, false, "daily-1"));
  const PlayedGame day2 = play_random_game(make_setup(1, Side::A, false, "daily-2"));
  MemoryStore store;
  Saves saves(store);
  saves.load(kNow);
  SavedGame g1 = saved_from(day1, "d1", kNow - kDay);
  g1.kind = GameKind::Daily;
  g1.daily_date = "2023-11-13";
  SavedGame g2 = saved_from(day2, "d2", kNow);
  g2.kind = GameKind::Daily;
  g2.daily_date = "2023-11-14";
  SavedGame g3 = unfinished_from(day1, "d3", kNow);
  g3.kind = GameKind::Daily;
  g3.daily_date = "2023-11-12";
  saves.save_game(g1);
  saves.save_game(g2);
  saves.save_game(g3);
  RecordBook book;
  CHECK(book.update(saves.games(), "2023-11-14").daily.current == 2);
  CHECK(book.update(saves.games(), "2023-11-15").daily.current == 2);  // today still to play
  CHECK(book.update(saves.games(), "2023-11-16").daily.current == 0);
  REQUIRE(saves.set_aside("d2", kNow));
  const Streak after = book.update(saves.games(), "2023-11-14").daily;
  CHECK(after.current == 1);
  CHECK_FALSE(after.today);
  CHECK(after.longest == 1);
}

TEST_CASE("Stats: the guided game counts in no record and no best", "[stats][tutorial]") {
  const PlayedGame guided = play_random_game(make_setup(1, Side::A, false, "learn-806"));
  const PlayedGame own = play_random_game(make_setup(1, Side::A, false, "stats-own"));
  MemoryStore store;
  Saves saves(store);
  saves.load(kNow);
  SavedGame tutorial = saved_from(guided, "guided", kNow - kDay);
  tutorial.kind = GameKind::Tutorial;
  saves.save_game(tutorial);
  RecordBook book;
  CHECK(book.update(saves.games(), "2023-11-14").games == 0);
  CHECK(saves.solo_bests().empty());
  saves.save_game(saved_from(own, "own", kNow));
  const PlayerStats& s = book.update(saves.games(), "2023-11-14");
  CHECK(s.games == 1);
  CHECK(s.best_solo_a == own.state.score(0).total);
  REQUIRE(saves.solo_bests().count("A") == 1);
  CHECK(saves.solo_bests().at("A").game_id == "own");
}
