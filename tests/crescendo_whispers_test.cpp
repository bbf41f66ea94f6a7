// RULES.md "Whispers" as the engine plays it: scoring cited line by line and ties, taking a whisper card
// as the turn's card, placing whisper cubes and the cubes that join them; every action tried where it is
// legal and where it is not (a refused action leaves the state exactly as it was). The whisper cards as data
// are in deck_test.cpp, the module's action codes in action_codes_test.cpp.
#include <catch2/catch.hpp>

#include "crescendo_fixtures.hpp"

using namespace harmonies;
using namespace harmonies::testing;
using namespace harmonies::testing::colours;
using namespace harmonies::testing::crescendo_fixtures;

// ---------------------------------------------------------------------------
// Scoring

TEST_CASE("RULES.md Whispers: \"each placed whisper cube scores 5 if its space also holds an animal or spirit cube "
          "at the end of the game, 2 otherwise\"",
          "[crescendo][whispers][scoring]") {
  REQUIRE(kWhisperSharedPoints == 5);
  REQUIRE(kWhisperAlonePoints == 2);
  Board b = board_of(Side::A, {{0, {Blue}}, {1, {Blue}}, {2, {Blue}}, {3, {Blue}}});
  b.whispers = 1u << 0;
  CHECK(whisper_points(b) == 2);
  b.whispers |= 1u << 1;
  b.cubes[1] = 5;  // an animal cube
  CHECK(whisper_points(b) == 2 + 5);
  b.whispers |= 1u << 2;
  b.cubes[2] = static_cast<std::int8_t>(kSpiritKeyBase + 3);  // a spirit cube
  CHECK(whisper_points(b) == 2 + 5 + 5);
  b.cubes[3] = 7;  // an animal cube alone: no whisper points
  CHECK(whisper_points(b) == 12);
  CHECK(whisper_points_at(b, 0) == 2);  // each cube's own share (the board's tooltip)
  CHECK(whisper_points_at(b, 1) == 5);
  CHECK(whisper_points_at(b, 3) == 0);  // an animal cube, no whisper cube
  CHECK(b.whisper_count() == 3);
  CHECK(b.cube_count() == 3);
}

TEST_CASE("RULES.md Whispers: \"Ties count animal cubes only\"", "[crescendo][whispers][end]") {
  const Setup setup = crescendo(2, Side::A, false, true, "ties");
  const GameState fresh = GameState::create(setup);
  Position p = fresh.now();
  // Player 1: one cube on an animal card (no building in its habitat, so lone trees change nothing else).
  const int id = find_animal([](const AnimalCard& c) { return !(c.terrains & bit(Terrain::Building)); });
  hand_card(p, 1, id);
  put_card_cube(p, 1, id, build_habitat(p, 1, setup.side, id));
  // Player 0: two whisper cubes alone on lone trees.
  const int forest = whisper_named("whisper-forest");
  give_whisper(p, 0, forest);
  for (int s : {20, 22}) {
    build(p, 0, s, {Green});
    put_whisper_cube(p, 0, forest, s);
  }
  // Level the totals with lone trees (1 point each) on empty spaces.
  for (int round = 0; round < 40; ++round) {
    const GameState probe = resume(setup, p);
    const int gap = probe.score(0).total - probe.score(1).total;
    if (gap == 0) break;
    const int behind = gap > 0 ? 1 : 0;
    const Board& b = p.players[behind].board;
    int s = 0;
    while (!b.stacks[s].empty() || (behind == 0 && (s == 20 || s == 22))) ++s;
    build(p, behind, s, {Green});
  }
  const GameState g = resume(setup, p);
  REQUIRE(g.score(0).total == g.score(1).total);
  CHECK(g.score(0).whispers == 4);
  CHECK(g.score(0).animal_cubes == 0);  // two whisper cubes placed, no animal cube
  CHECK(g.score(1).animal_cubes == 1);
  const Outcome outcome = g.outcome();
  CHECK(outcome.decision == Decision::AnimalCubes);
  CHECK(outcome.winners == std::vector<int>{1});
}

// ---------------------------------------------------------------------------
// Whisper cards

TEST_CASE("RULES.md Whispers: \"Taking one is the turn's card\": either an animal or a whisper card",
          "[crescendo][whispers][rules]") {
  const Setup setup = crescendo(3, Side::C, false, true, "turns-card");
  const GameState fresh = GameState::create(setup);
  const int me = fresh.current_player();

  SECTION("not without the module") {
    const GameState g = GameState::create(crescendo(3, Side::C, true, false));
    refused(g, Action::take_whisper(0), "without Whispers");
    refused(g, Action::place_whisper(0, 0), "without Whispers");
    CHECK_FALSE(any_of_type(g, ActionType::TakeWhisper));
  }
  SECTION("a whisper card, then no animal card") {
    GameState g = fresh;
    const int id = g.now().whisper_row[1];
    play(g, Action::take_whisper(1));
    CHECK(g.player(me).whisper_count == 1);
    CHECK(g.player(me).whispers[0] == id);
    CHECK(g.now().whisper_row[1] == kNone);
    CHECK(g.holds_unfinished_whisper(me, id));
    CHECK(g.held_unfinished(me) == 1);
    refused(g, Action::take_card(0), "already taken this turn");
    refused(g, Action::take_whisper(0), "already taken this turn");
    refused(g, Action::take_whisper(1), "already taken this turn");
  }
  SECTION("an animal card, then no whisper card") {
    GameState g = fresh;
    play(g, Action::take_card(2));
    refused(g, Action::take_whisper(0), "already taken this turn");
    CHECK_FALSE(any_of_type(g, ActionType::TakeWhisper));
  }
  SECTION("an empty slot, and the 4-card limit") {
    Position p = fresh.now();
    const int gone = p.whisper_row[0];
    p.whisper_row[0] = kNone;
    p.whisper_deck[p.whisper_deck_count++] = static_cast<std::uint8_t>(gone);
    for (int k = 0; k < 4; ++k) hand_card(p, me, p.deck[k]);
    const GameState g = resume(setup, p);
    refused(g, Action::take_whisper(0), "no whisper card in that slot");
    refused(g, Action::take_whisper(2), "no whisper card in that slot");
    refused(g, Action::take_whisper(1), "4 unfinished");
  }
}

TEST_CASE("RULES.md Whispers: in solo, \"the discard of an animal card is allowed only when neither an animal nor a "
          "whisper card was taken this turn\"",
          "[crescendo][whispers][solo]") {
  const Setup setup = crescendo(1, Side::D, true, true, "solo-whisper");
  const GameState fresh = GameState::create(setup);
  SECTION("a whisper card, then no discard") {
    GameState g = fresh;
    play(g, Action::take_whisper(0));
    refused(g, Action::discard_card(0), "a card was taken this turn");
    CHECK_FALSE(any_of_type(g, ActionType::DiscardCard));
  }
  SECTION("a discard, then no whisper card (nor an animal card); a tile is still allowed") {
    GameState g = fresh;
    play(g, Action::discard_card(1));
    refused(g, Action::take_whisper(0), "after discarding");
    refused(g, Action::take_card(0), "after discarding");
    CHECK_FALSE(any_of_type(g, ActionType::TakeWhisper));
    legal(g, Action::take_tile(0));
  }
}

TEST_CASE("RULES.md Whispers: \"Placing\": on a space topped by the card's terrain, with no cube at all, not a "
          "sanctuary",
          "[crescendo][whispers][rules]") {
  const Setup setup = crescendo(2, Side::A, true, true, "placing");
  const GameState fresh = GameState::create(setup);
  Position p = fresh.now();
  const int me = p.current;
  const int forest = whisper_named("whisper-forest");
  const int peaks = whisper_named("whisper-peaks");
  const int village = whisper_named("whisper-village");
  const int spring = whisper_named("whisper-spring");
  const int meadow = whisper_named("whisper-meadow");
  for (int id : {forest, peaks, village, spring}) give_whisper(p, me, id);
  build(p, me, 0, {Green});         // tree of 1
  build(p, me, 1, {Brown, Green});  // tree of 2
  build(p, me, 2, {Brown});         // a trunk: no tree
  build(p, me, 3, {Gray});          // mountain of 1
  build(p, me, 4, {Gray, Gray});    // mountain of 2
  build(p, me, 5, {Gray, Red});     // building
  build(p, me, 6, {Red});           // a lone red: no building
  build(p, me, 7, {Blue});          // water
  build(p, me, 8, {Yellow});        // field
  build(p, me, 9, {Blue});          // water holding an animal cube
  give_built_tile(p, me, tile_named("mountain-spring"), 10);  // blue on gray
  give_built_tile(p, me, tile_named("cliff-pine"), 12);       // green on gray
  // Space 9 holds a cube of an animal card completed earlier (its other cubes on lone blues from space 14 on).
  const int animal = find_animal([](const AnimalCard& c) { return c.cubes() >= 2; });
  hand_card(p, me, animal);
  for (int k = 0; k < standard_decks().animals[animal].cubes(); ++k) {
    const int s = k == 0 ? 9 : 13 + k;
    if (k > 0) build(p, me, s, {Blue});
    put_card_cube(p, me, animal, s);
  }
  set_spot(p, 0, {Gray, Gray, Yellow});
  GameState g = resume(setup, p);
  REQUIRE(g.held_unfinished(me) == 4);

  CHECK(g.whisper_targets(me, forest) == ((1u << 0) | (1u << 1)));
  CHECK(g.whisper_targets(me, peaks) == ((1u << 3) | (1u << 4)));
  CHECK(g.whisper_targets(me, village) == (1u << 5));
  CHECK(g.whisper_targets(me, spring) == (1u << 7));
  CHECK(g.whisper_targets(me, meadow) == 0u);  // not held

  refused(g, Action::place_whisper(forest, 2), "not topped by");
  refused(g, Action::place_whisper(forest, 12), "not topped by");  // the Cliff Pine's green top
  refused(g, Action::place_whisper(peaks, 5), "not topped by");    // gray under a red
  refused(g, Action::place_whisper(village, 6), "not topped by");
  refused(g, Action::place_whisper(spring, 8), "not topped by");
  refused(g, Action::place_whisper(spring, 10), "not topped by");  // the Mountain Spring's blue top
  refused(g, Action::place_whisper(spring, 9), "already holds a cube");
  refused(g, Action::place_whisper(spring, 11), "not topped by");  // empty
  refused(g, Action::place_whisper(meadow, 8), "no unfinished whisper card");
  refused(g, Action::place_whisper(200, 8), "no unfinished whisper card");
  refused(g, Action::place_whisper(forest, 25), "there is no space");

  play(g, Action::place_whisper(forest, 0));
  CHECK(g.player(me).board.has_whisper(0));
  CHECK(g.now().whisper_cubes[forest] == 1);
  refused(g, Action::place_whisper(forest, 0), "already holds a cube");
  CHECK(g.whisper_targets(me, forest) == (1u << 1));
  play(g, Action::place_whisper(forest, 1));
  // Both cubes placed: complete, out of the limit, no third cube.
  CHECK_FALSE(g.holds_unfinished_whisper(me, forest));
  CHECK(g.held_unfinished(me) == 3);
  refused(g, Action::place_whisper(forest, 1), "no unfinished whisper card");
  legal(g, Action::take_card(0));

  // Like every cube, a whisper cube blocks tokens: a gray could go on the lone gray, not once it holds one.
  play(g, Action::take_spot(0));
  legal(g, Action::place_token(index_of(Gray), 3));
  play(g, Action::place_whisper(peaks, 3));
  refused(g, Action::place_token(index_of(Gray), 3), "holds a cube");
  play(g, Action::place_token(index_of(Gray), 4));  // 4 holds none yet
  CHECK(g.player(me).board.stacks[4].height == 3);
  play(g, Action::place_whisper(peaks, 4));  // a mountain of any height
  CHECK(g.score(me).whispers == 2 + 2 + 2 + 2);
}

TEST_CASE("RULES.md Whispers: \"a whisper cube does not block animal or spirit cubes\", which then score it 5",
          "[crescendo][whispers][cubes]") {
  for (Side side : {Side::A, Side::B, Side::C, Side::D}) {
    const Setup setup = crescendo(2, side, false, true, "shared", true);
    Position p = GameState::create(setup).now();
    const int me = p.current;
    const int id = find_animal([](const AnimalCard&) { return true; });
    hand_card(p, me, id);
    const int anchor = build_habitat(p, me, side, id);
    const Terrain t = cube_terrain(standard_decks().animals[id]);
    int whisper = -1;
    for (size_t w = 0; w < standard_decks().whispers.size() && whisper < 0; ++w)
      if (standard_decks().whispers[w].terrain == t) whisper = static_cast<int>(w);
    REQUIRE(whisper >= 0);
    give_whisper(p, me, whisper);
    put_whisper_cube(p, me, whisper, anchor);
    // The spirit too: its habitat elsewhere, a whisper cube of its terrain on its cube's space.
    p.players[me].spirit = p.players[me].spirit_options[0];
    const int key = kSpiritKeyBase + p.players[me].spirit;
    GameState g = resume(setup, p);
    INFO(side_name(side));
    REQUIRE(((g.cube_targets(me, id) >> anchor) & 1u) == 1u);
    const int before = g.score(me).whispers;
    CHECK(before == 2);
    play(g, Action::place_cube(active_index(g, me, id), anchor));
    CHECK(g.score(me).whispers == 5);
    // No second animal or spirit cube on that space, whatever matches.
    CHECK(((g.cube_targets(me, key) >> anchor) & 1u) == 0u);
    refused(g, Action::place_cube(active_index(g, me, key), anchor), "already holds a cube");
  }
}
