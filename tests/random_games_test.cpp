// Random games: many seeded games of every side, player count and module, played by the one random-game
// checker (random_games.hpp: every invariant after every action, clone equality, every step taken back
// with Undo, the record round trip), and the same seed playing the same game.
#include <catch2/catch.hpp>

#include "harmonies/random_play.hpp"
#include "random_games.hpp"
#include "scenario.hpp"

using namespace harmonies;
using namespace harmonies::testing;

namespace {

// Plays one seeded game under every check of random_games.hpp; returns the actions played.
size_t check_game(const Setup& setup) { return play_checked_game(setup).record().actions.size(); }

}  // namespace

TEST_CASE("1,000 seeded random games keep every invariant", "[random]") {
  size_t actions = 0;
  for (int i = 0; i < 1000; ++i) {
    Setup setup = make_setup(1 + i % 4, i % 3 == 0 ? Side::B : Side::A, i % 5 == 1, "random-" + std::to_string(i));
    actions += check_game(setup);
  }
  REQUIRE(actions > 1000 * 20);  // real games, not ones that end at once
}

TEST_CASE("RULES.md \"Sides C and D\": 200 seeded random games on sides C and D keep every invariant",
          "[random][sides]") {
  size_t actions = 0;
  for (int i = 0; i < 200; ++i) {
    Setup setup = make_setup(1 + i % 4, i % 2 ? Side::D : Side::C, i % 3 == 1, "sides-" + std::to_string(i));
    setup.pulse = i % 5 == 2;
    actions += check_game(setup);  // the record round-trips with its side letter, and replays
  }
  REQUIRE(actions > 200 * 20);
}

TEST_CASE("RULES.md \"Crescendo\": 64 seeded random games with Sanctuaries and Whispers keep every invariant",
          "[random][crescendo]") {
  // crescendo_turns_test.cpp plays every combination of modules with counts of the modules' actions; here the
  // base games' random stream.
  size_t actions = 0;
  for (int i = 0; i < 64; ++i) {
    Setup setup = make_setup(1 + i % 4, static_cast<Side>(i / 4 % 4), i % 3 == 1, "modules-" + std::to_string(i));
    // Each block of 16 plays every player count on every side: Sanctuaries, Whispers, then both twice.
    setup.sanctuaries = i / 16 != 1;
    setup.whispers = i / 16 != 0;
    setup.pulse = i % 5 == 2;
    actions += check_game(setup);
  }
  REQUIRE(actions > 64 * 20);
}

TEST_CASE("The same seed plays the same random game", "[random]") {
  const Setup setup = make_setup(3, Side::A, true, "twice");
  PlayedGame a = play_random_game(setup);
  PlayedGame b = play_random_game(setup);
  REQUIRE(a.record == b.record);
  REQUIRE(a.state == b.state);
  Setup modules = setup;
  modules.sanctuaries = modules.whispers = true;
  PlayedGame c = play_random_game(modules);
  PlayedGame d = play_random_game(modules);
  REQUIRE(c.record == d.record);
  REQUIRE(c.state == d.state);
}
