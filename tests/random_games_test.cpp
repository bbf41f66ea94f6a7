// Random games: many seeded games with every invariant checked after every
// action, clone equality, every step taken back (Undo), legal-action agreement and the record round trip
// (DESIGN.md "The engine"; OpenSpiel's random-simulation test).
#include <catch2/catch.hpp>

#include "harmonies/random_play.hpp"
#include "harmonies/record.hpp"
#include "scenario.hpp"

using namespace harmonies;
using namespace harmonies::testing;

namespace {

// Plays one seeded game checking everything at every step; returns actions played.
size_t check_game(const Setup& setup) {
  GameState g = GameState::create(setup);
  RandomPlayer player(hash_text(setup.seed) ^ 0x5eed5eed5eed5eedULL);
  Record record{setup, {}};
  ActionList legal;
  while (!g.is_terminal()) {
    g.legal_actions(legal);
    REQUIRE_FALSE(legal.empty());
    const Action a = player.choose(g);
    GameState clone = g;
    const GameState before = g;
    const Error e = g.apply(a);
    INFO(setup.seed << " action " << record.actions.size() << " " << to_string(a) << ": " << e.message);
    REQUIRE_FALSE(e);
    // A copy shares nothing with its original (g's move left it as it was) and the same action takes
    // it to the same state: apply() depends on the state alone.
    REQUIRE_FALSE(clone.apply(a));
    REQUIRE(clone == g);
    const Error invalid = g.validate();
    INFO(invalid.message);
    REQUIRE_FALSE(invalid);
    // Undo, on a copy (the game and its random stream go on as they were): the step taken back gives the
    // game that never took it, every invariant holding (RULES.md "A turn").
    if (!is_take_back(a.type) && a.type != ActionType::EndTurn) {
      GameState undone = g;
      REQUIRE_FALSE(undone.apply(Action::undo_step()));
      REQUIRE_FALSE(undone.validate());
      REQUIRE(undone == before);
    }
    record.actions.push_back(a);
    REQUIRE(record.actions.size() < 5000);
  }
  // Every player had the same number of turns.
  for (int p = 0; p < setup.players; ++p) REQUIRE(g.player(p).turns == g.player(0).turns);
  REQUIRE(g.now().end_triggered);
  REQUIRE_FALSE(g.winners().empty());

  // The record round-trips through text and replays to the identical state.
  const std::string text = encode_record(record);
  Record decoded;
  REQUIRE_FALSE(decode_record(text, decoded));
  REQUIRE(decoded == record);
  GameState replayed = GameState::create(setup);
  REQUIRE_FALSE(replay(decoded, replayed));
  REQUIRE(replayed == g);
  return record.actions.size();
}

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
  // crescendo_turns_test.cpp plays every combination of modules with counts of the modules' actions; here the same
  // checks as the base games: clones, invariants after every action and the record round trip.
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
