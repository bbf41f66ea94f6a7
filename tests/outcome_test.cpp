// RULES.md "End of the game": "Ties: most animal cubes placed wins; if still
// tied, the victory is shared." and "Solo mode": the score converts to suns.
// The outcome says who wins and how it was decided, so no screen works it out.
#include <catch2/catch.hpp>

#include <vector>

#include "harmonies/outcome.hpp"
#include "harmonies/random_play.hpp"
#include "harmonies/state.hpp"
#include "scenario.hpp"

using namespace harmonies;
using namespace harmonies::testing;

namespace {

PlayerScore score_of(int total, int cubes) {
  PlayerScore s;
  s.total = total;
  s.animal_cubes = cubes;
  return s;
}

}  // namespace

TEST_CASE("RULES.md End of the game: the highest total wins", "[outcome]") {
  const Outcome o = decide_outcome({score_of(40, 5), score_of(52, 0), score_of(47, 9)});
  REQUIRE(o.decision == Decision::Points);
  REQUIRE(o.winners == std::vector<int>{1});
  REQUIRE(o.tied_on_points == std::vector<int>{1});
  REQUIRE(o.total == 52);
  REQUIRE(o.animal_cubes == 0);
}

TEST_CASE("RULES.md End of the game: tied totals go to the most animal cubes placed", "[outcome]") {
  const Outcome o = decide_outcome({score_of(50, 3), score_of(50, 6), score_of(49, 12)});
  REQUIRE(o.decision == Decision::AnimalCubes);
  REQUIRE(o.winners == std::vector<int>{1});
  REQUIRE(o.tied_on_points == std::vector<int>{0, 1});
  REQUIRE(o.total == 50);
  REQUIRE(o.animal_cubes == 6);
}

TEST_CASE("RULES.md End of the game: still tied on animal cubes, the victory is shared", "[outcome]") {
  SECTION("every tied player shares") {
    const Outcome o = decide_outcome({score_of(50, 4), score_of(30, 9), score_of(50, 4)});
    REQUIRE(o.decision == Decision::Shared);
    REQUIRE(o.winners == std::vector<int>{0, 2});
    REQUIRE(o.tied_on_points == std::vector<int>{0, 2});
  }
  SECTION("the cubes leave out one of three tied players, two share") {
    const Outcome o = decide_outcome({score_of(50, 4), score_of(50, 2), score_of(50, 4), score_of(10, 0)});
    REQUIRE(o.decision == Decision::Shared);
    REQUIRE(o.winners == std::vector<int>{0, 2});
    REQUIRE(o.tied_on_points == std::vector<int>{0, 1, 2});
  }
}

TEST_CASE("RULES.md Solo mode: one player's outcome is the solo score", "[outcome][solo]") {
  const Outcome o = decide_outcome({score_of(73, 4)});
  REQUIRE(o.decision == Decision::Solo);
  REQUIRE(o.winners == std::vector<int>{0});
  REQUIRE(o.total == 73);
}

TEST_CASE("Outcome of whole games: the same as their scores say, and winners() agrees", "[outcome]") {
  // The seeds of golden_test.cpp: a solo game, a duo won on points, and four
  // players where seats 0 and 1 tie at 25 and seat 1 wins on animal cubes.
  struct Case {
    Setup setup;
    Decision decision;
    std::vector<int> winners;
  };
  const std::vector<Case> cases = {
      {make_setup(1, Side::A, false, "golden-solo"), Decision::Solo, {0}},
      {make_setup(2, Side::B, true, "golden-duo"), Decision::Points, {1}},
      {make_setup(4, Side::A, true, "golden-four"), Decision::AnimalCubes, {1}},
  };
  for (const Case& c : cases) {
    INFO(c.setup.seed);
    const PlayedGame game = play_random_game(c.setup);
    REQUIRE(game.state.is_terminal());
    const Outcome o = game.state.outcome();
    REQUIRE(o.decision == c.decision);
    REQUIRE(o.winners == c.winners);
    REQUIRE(game.state.winners() == o.winners);
    REQUIRE(o.total == game.state.score(o.winners[0]).total);
    REQUIRE(o.animal_cubes == game.state.score(o.winners[0]).animal_cubes);
  }
}

TEST_CASE("RULES.md End of the game: identical boards share the victory (a played position)", "[outcome]") {
  Setup setup = make_setup(3);
  GameState fresh = GameState::create(setup);
  Position p = fresh.now();
  for (int player = 0; player < 3; ++player) build(p, player, 0, {Token::Green});
  build(p, 2, 1, {Token::Green});  // seat 2: one more lone tree, one more point
  GameState g = resume(setup, p);
  REQUIRE(g.outcome().decision == Decision::Points);
  REQUIRE(g.outcome().winners == std::vector<int>{2});
  Position q = fresh.now();
  for (int player = 0; player < 3; ++player) build(q, player, 0, {Token::Green});
  const Outcome o = resume(setup, q).outcome();
  REQUIRE(o.decision == Decision::Shared);
  REQUIRE(o.winners == std::vector<int>{0, 1, 2});
}

TEST_CASE("RULES.md Solo mode: the sun table is the rule book's", "[outcome][solo]") {
  // "40 -> 1, 70 -> 2, 90 -> 3, 110 -> 4, 130 -> 5, 140 -> 6, 150 -> 7, 160 -> 8, plus 1 sun on side A,
  // plus 2 without a Nature's Spirit, plus 1 with a spirit that scores groups."
  REQUIRE(kSunThresholds == std::array<int, 8>{40, 70, 90, 110, 130, 140, 150, 160});
  REQUIRE(kSunsSideA == 1);
  REQUIRE(kSunsWithoutSpirit == 2);
  REQUIRE(kSunsGroupSpirit == 1);
  // solo_suns reads the table: one sun at each threshold, none just below it.
  for (size_t i = 0; i < kSunThresholds.size(); ++i) {
    REQUIRE(solo_suns(kSunThresholds[i], Side::B, true, false) == static_cast<int>(i) + 1);
    REQUIRE(solo_suns(kSunThresholds[i] - 1, Side::B, true, false) == static_cast<int>(i));
  }
  REQUIRE(solo_suns(0, Side::A, true, false) == kSunsSideA);
  REQUIRE(solo_suns(0, Side::B, false, false) == kSunsWithoutSpirit);
  REQUIRE(solo_suns(0, Side::B, true, true) == kSunsGroupSpirit);
}
