// RULES.md "Sanctuaries" as the engine plays it: scoring cited line by line (with a player's score adding
// the Crescendo modules), taking a tile, building a sanctuary and the final cube on it; every action tried
// where it is legal and where it is not (a refused action leaves the state exactly as it was). The tiles as
// data are in deck_test.cpp, the module's action codes in action_codes_test.cpp.
#include <catch2/catch.hpp>

#include "crescendo_fixtures.hpp"

using namespace harmonies;
using namespace harmonies::testing;
using namespace harmonies::testing::colours;
using namespace harmonies::testing::crescendo_fixtures;

// ---------------------------------------------------------------------------
// Scoring

TEST_CASE("RULES.md Sanctuaries: \"each completed sanctuary scores 3 per neighbouring space, other than a "
          "sanctuary, whose top token is X or Y, whatever its height\"",
          "[crescendo][sanctuaries][scoring]") {
  std::set<int> around;
  for (int k = 0; k < Geometry::of(Side::A).neighbour_count(kCentre); ++k)
    around.insert(Geometry::of(Side::A).neighbour(kCentre, k));
  REQUIRE(around == kCentreNeighbours);
  REQUIRE(kSanctuaryPointsPerNeighbour == 3);

  // Cliff Pine: green (Y) on gray (X).
  Board b = board_of(Side::A, {{10, {Gray, Gray, Gray}},    // X on top, height 3: 3
                               {12, {Brown, Brown, Green}},  // Y on top, height 3: 3
                               {6, {Green}},                 // Y, height 1: 3
                               {7, {Gray}},                  // X, height 1: 3
                               {15, {Gray, Red}}});          // X underneath, red on top: nothing
  put_sanctuary(b, kCentre, Gray, Green);
  CHECK(sanctuary_points(b) == 12);  // and (3, 2), space 16, is empty: nothing

  SECTION("a neighbour of neither colour scores nothing") {
    b.place(16, Yellow);
    CHECK(sanctuary_points(b) == 12);
  }
  SECTION("a neighbouring sanctuary scores nothing, even topped by one of the colours") {
    // Floating Grove, green on blue, on (3, 2): Cliff Pine gains nothing from it; it scores its own
    // neighbours: (2, 3) is a tree topped by green, 3; (3, 1) shows red; the Cliff Pine is a sanctuary.
    put_sanctuary(b, 16, Blue, Green);
    CHECK(sanctuary_points(b) == 12 + 3);
    // Each sanctuary's own share (the board's tooltip): the two add up to the board's points.
    CHECK(sanctuary_points_at(b, kCentre) == 12);
    CHECK(sanctuary_points_at(b, 16) == 3);
    CHECK(sanctuary_points_at(b, 12) == 0);  // a tree, no sanctuary
  }
  SECTION("empty neighbours score nothing") {
    Board alone(Side::A);
    put_sanctuary(alone, kCentre, Gray, Green);
    CHECK(sanctuary_points(alone) == 0);
  }
  SECTION("every tile of the deck, on each side: its colours count, the others do not") {
    for (const SanctuaryTile& tile : standard_decks().sanctuaries) {
      INFO(tile.id);
      for (Side side : {Side::A, Side::B, Side::C, Side::D}) {
        for (int c = 0; c < kTokenColours; ++c) {
          Board ring(side);
          put_sanctuary(ring, kCentre, tile.bottom, tile.top);
          const Geometry& g = ring.geometry();
          for (int k = 0; k < g.neighbour_count(kCentre); ++k) ring.place(g.neighbour(kCentre, k), static_cast<Token>(c));
          const int expected = tile.has_colour(static_cast<Token>(c)) ? 3 * g.neighbour_count(kCentre) : 0;
          CHECK(sanctuary_points(ring) == expected);
        }
      }
    }
  }
}

TEST_CASE("RULES.md Sanctuaries: \"A sanctuary space belongs to no terrain\": no tree, mountain, field, building or "
          "water, and it matches no pattern hex",
          "[crescendo][sanctuaries][scoring]") {
  std::vector<PatternHex> requirements = {{{0, 0}, Terrain::Water, 1}, {{0, 0}, Terrain::Field, 1},
                                          {{0, 0}, Terrain::Building, 2}};
  for (std::uint8_t h = 1; h <= 3; ++h) {
    requirements.push_back({{0, 0}, Terrain::Tree, h});
    requirements.push_back({{0, 0}, Terrain::Mountain, h});
  }
  for (const SanctuaryTile& tile : standard_decks().sanctuaries) {
    INFO(tile.id);
    Board b(Side::A);
    put_sanctuary(b, 0, tile.bottom, tile.top);
    const Stack& s = b.stacks[0];
    CHECK(s.landscape() == Landscape::Sanctuary);
    for (int t = 0; t < kTerrainCount; ++t) CHECK_FALSE(is_terrain(s, static_cast<Terrain>(t)));
    for (const PatternHex& hex : requirements) CHECK_FALSE(satisfies(s, hex));
    // Nothing goes on it (its two tokens are a stack the rules otherwise forbid).
    for (int c = 0; c < kTokenColours; ++c) CHECK_FALSE(b.can_place(0, static_cast<Token>(c)));
    Stack unflagged = s;
    unflagged.sanctuary = false;
    CHECK_FALSE(is_legal_stack(unflagged));
    // "It is not empty (for the end of the game)".
    CHECK(b.empty_spaces() == b.space_count() - 1);
    CHECK(b.sanctuary_count() == 1);
    CHECK(score_landscape(b).total() == 0);
  }

  SECTION("no mountain: a gray-topped sanctuary is no neighbouring mountain") {
    Board b = board_of(Side::A, {{10, {Gray}}});
    put_sanctuary(b, kCentre, Yellow, Gray);  // Standing Stone
    CHECK(mountain_points(b) == 0);
    CHECK(mountain_points(board_of(Side::A, {{10, {Gray}}, {kCentre, {Gray}}})) == 2);
  }
  SECTION("no tree") {
    Board b(Side::A);
    put_sanctuary(b, kCentre, Blue, Green);  // Floating Grove
    put_sanctuary(b, 0, Gray, Green);        // Cliff Pine
    CHECK(tree_points(b) == 0);
  }
  SECTION("no field: a yellow-topped sanctuary makes no field with a yellow beside it") {
    Board b = board_of(Side::A, {{10, {Yellow}}});
    put_sanctuary(b, kCentre, Red, Yellow);  // Hay Barn
    CHECK(field_points(b) == 0);
    CHECK(field_points(board_of(Side::A, {{10, {Yellow}}, {kCentre, {Yellow}}})) == 5);
  }
  SECTION("no building, whatever colours surround a red-topped sanctuary") {
    for (Token bottom : {Green, Blue}) {  // Tree House, Stilt House
      Board b = board_of(Side::A, {{10, {Blue}}, {12, {Yellow}}, {6, {Gray}}, {7, {Green}}});
      put_sanctuary(b, kCentre, bottom, Red);
      CHECK(building_points(b) == 0);
    }
    CHECK(building_points(board_of(Side::A, {{10, {Blue}}, {12, {Yellow}}, {6, {Gray}}, {kCentre, {Gray, Red}}})) ==
          5);
  }
  SECTION("no water: a blue-topped sanctuary is no part of a river") {
    Board b = board_of(Side::A, {{10, {Blue}}, {12, {Blue}}});
    put_sanctuary(b, kCentre, Gray, Blue);  // Mountain Spring
    CHECK(longest_river(b) == 1);
    CHECK(water_points(b) == 0);
    CHECK(longest_river(board_of(Side::A, {{10, {Blue}}, {12, {Blue}}, {kCentre, {Blue}}})) == 3);
  }
}

TEST_CASE("RULES.md Sanctuaries: it \"shows no colour to a building's neighbours\"",
          "[crescendo][sanctuaries][scoring][buildings]") {
  // A building on (2, 2) sees blue, yellow and a sanctuary topped by gray: two colours.
  Board b = board_of(Side::A, {{kCentre, {Gray, Red}}, {10, {Blue}}, {12, {Yellow}}});
  put_sanctuary(b, 6, Yellow, Gray);  // Standing Stone
  CHECK(neighbour_colours(b, kCentre) == 2);
  CHECK(building_points(b) == 0);
  Board plain = board_of(Side::A, {{kCentre, {Gray, Red}}, {10, {Blue}}, {12, {Yellow}}, {6, {Gray}}});
  CHECK(neighbour_colours(plain, kCentre) == 3);
  CHECK(building_points(plain) == 5);
  // Side C asks for 4 colours: a sanctuary is not the fourth.
  Board c = board_of(Side::C, {{kCentre, {Gray, Red}}, {10, {Blue}}, {12, {Yellow}}, {7, {Green}}});
  put_sanctuary(c, 6, Gray, Blue);  // Mountain Spring, and gray is no colour shown either
  CHECK(building_points(c) == 0);
  c.place(15, Gray);
  CHECK(building_points(c) == 8);
}

TEST_CASE("RULES.md Sanctuaries: a sanctuary \"counts for no Nature's Spirit\"", "[crescendo][sanctuaries][spirits]") {
  const SpiritRule per_blue{SpiritKind::Count, Terrain::Water, 1, 2, 0};
  const SpiritRule per_yellow{SpiritKind::Count, Terrain::Field, 1, 2, 0};
  const SpiritRule per_mountain{SpiritKind::Count, Terrain::Mountain, 1, 4, 0};
  const SpiritRule per_tree{SpiritKind::Count, Terrain::Tree, 1, 4, 0};
  const SpiritRule per_field{SpiritKind::Group, Terrain::Field, 1, 5, 0};
  const SpiritRule per_river{SpiritKind::Group, Terrain::Water, 1, 7, 0};
  const SpiritRule per_village{SpiritKind::Group, Terrain::Building, 1, 6, 0};
  Board b(Side::A);
  put_sanctuary(b, 0, Gray, Blue);     // Mountain Spring
  put_sanctuary(b, 2, Blue, Yellow);   // Reed Bank
  put_sanctuary(b, 4, Yellow, Gray);   // Standing Stone
  put_sanctuary(b, 9, Blue, Green);    // Floating Grove
  put_sanctuary(b, 11, Green, Red);    // Tree House
  put_sanctuary(b, 13, Blue, Red);     // Stilt House
  for (const SpiritRule& rule : {per_blue, per_yellow, per_mountain, per_tree, per_field, per_river, per_village})
    CHECK(spirit_points(b, rule) == 0);
  for (int t = 0; t < kTerrainCount; ++t) CHECK(group_sizes(b, static_cast<Terrain>(t)).empty());
  // A yellow beside the Reed Bank is a lone yellow: no field for a spirit either.
  b.place(1, Yellow);
  CHECK(spirit_points(b, per_field) == 0);
  CHECK(spirit_points(b, per_yellow) == 2);
  b.place(5, Blue);
  CHECK(spirit_points(b, per_blue) == 2);
}

TEST_CASE("RULES.md Sanctuaries: \"On sides B and D it is land (part of an island)\", \"and is not water on side D\"",
          "[crescendo][sanctuaries][sides]") {
  // Side B's column 3 is spaces 11, 12, 13: all blue, it splits the board into two islands.
  for (Side side : {Side::B, Side::D}) {
    INFO(side_name(side));
    const Board split = board_of(side, {{11, {Blue}}, {12, {Blue}}, {13, {Blue}}});
    CHECK(island_count(split) == 2);
    for (auto [bottom, top] : {std::pair{Gray, Blue}, std::pair{Blue, Yellow}}) {  // blue on top, blue underneath
      Board bridged = board_of(side, {{11, {Blue}}, {13, {Blue}}});
      put_sanctuary(bridged, 12, bottom, top);
      CHECK(island_count(bridged) == 1);
      CHECK(water_points(bridged) == 5);
    }
  }
  // Side D: space 5, (1, 1), is dry; (1, 0), space 4, is its neighbour. A blue-topped sanctuary waters nothing.
  Board d(Side::D);
  put_sanctuary(d, 4, Gray, Blue);
  CHECK(stays_dry(d, 5));
  CHECK_FALSE(stays_dry(board_of(Side::D, {{4, {Blue}}}), 5));
  Board on_dry(Side::D);
  put_sanctuary(on_dry, 5, Gray, Blue);
  CHECK(stays_dry(on_dry, 5));
  // A tree beside a blue-topped sanctuary on a dry space still stays dry and scores nothing.
  Board tree = board_of(Side::D, {{5, {Brown, Green}}});
  put_sanctuary(tree, 4, Gray, Blue);
  CHECK(tree_points(tree) == 0);
}

TEST_CASE("RULES.md Sanctuaries and Whispers: a player's score adds them - \"An unfinished tile scores 0\"",
          "[crescendo][scoring]") {
  const Setup setup = crescendo(2);
  Position p = GameState::create(setup).now();
  const int me = p.current;
  // A built Cliff Pine on (2, 2) with a tree of 2 and a mountain of 1 beside it (6), and an open Reed Bank
  // with a blue and a yellow beside where it could go (0).
  build(p, me, 12, {Brown, Green});
  build(p, me, 10, {Gray});
  build(p, me, 0, {Blue});
  build(p, me, 1, {Yellow});
  give_built_tile(p, me, tile_named("cliff-pine"), kCentre);
  give_open_tile(p, me, tile_named("reed-bank"));
  // A whisper of the Spring: one cube on the blue, alone (2).
  give_whisper(p, me, whisper_named("whisper-spring"));
  put_whisper_cube(p, me, whisper_named("whisper-spring"), 0);
  const GameState g = resume(setup, p);
  const PlayerScore score = g.score(me);
  CHECK(score.sanctuaries == 6);
  CHECK(score.whispers == 2);
  CHECK(score.total == score.landscape.total() + score.animals_total + score.spirit + 6 + 2);
  CHECK(score.animal_cubes == 0);
  CHECK(g.held_unfinished(me) == 2);  // the open tile and the whisper card with one cube left
}

// ---------------------------------------------------------------------------
// Taking a tile

TEST_CASE("RULES.md Sanctuaries: taking a tile, once per turn, within the 4-card limit", "[crescendo][sanctuaries][rules]") {
  const Setup setup = crescendo(2);
  const GameState fresh = GameState::create(setup);
  const int me = fresh.current_player();

  SECTION("not without the module") {
    for (const Setup& off : {make_setup(2), crescendo(2, Side::A, false, true), crescendo(1, Side::B, false, false)}) {
      const GameState g = GameState::create(off);
      refused(g, Action::take_tile(0), "without Sanctuaries");
      CHECK_FALSE(any_of_type(g, ActionType::TakeTile));
    }
  }
  SECTION("a face-up tile goes above the player's board, open, and counts in the limit") {
    GameState g = fresh;
    const int id = g.now().tile_row[1];
    legal(g, Action::take_tile(1));
    play(g, Action::take_tile(1));
    CHECK(g.player(me).tile_count == 1);
    CHECK(g.player(me).tiles[0] == id);
    CHECK(g.open_tile(me) == id);
    CHECK(g.held_unfinished(me) == 1);
    CHECK(g.now().tile_row[1] == kNone);
    CHECK(g.now().turn.took_tile);
    // The tile is besides the turn's card: an animal or a whisper card may still be taken.
    legal(g, Action::take_card(0));
    legal(g, Action::take_whisper(0));
    refused(g, Action::take_tile(0), "already taken this turn");
    refused(g, Action::take_tile(1), "already taken this turn");
    // The next turn, it is still open: no other tile until it is built.
    play_plain_turn(g);   // ends this turn, placing tokens on empty spaces
    play_plain_turn(g);   // the other player
    REQUIRE(g.current_player() == me);
    REQUIRE(g.open_tile(me) == id);
    refused(g, Action::take_tile(0), "build the sanctuary you hold first");
    CHECK_FALSE(any_of_type(g, ActionType::TakeTile));
  }
  SECTION("a tile built in the turn it was taken does not allow a second tile that turn") {
    Position p = fresh.now();
    const int id = p.tile_row[0];
    const SanctuaryTile& tile = standard_decks().sanctuaries[id];
    build(p, me, 0, {tile.bottom});
    set_spot(p, 0, {tile.top, Yellow, Yellow});
    GameState g = resume(setup, p);
    play(g, Action::take_tile(0));
    play(g, Action::take_spot(0));
    play(g, Action::place_token(index_of(tile.top), 0));
    REQUIRE(g.player(me).board.is_sanctuary(0));
    REQUIRE(g.open_tile(me) == kNone);
    refused(g, Action::take_tile(1), "already taken this turn");
    CHECK_FALSE(any_of_type(g, ActionType::TakeTile));
    play(g, Action::place_token(index_of(Yellow), 5));
    play(g, Action::place_token(index_of(Yellow), 6));
    play(g, Action::end_turn());
    play_plain_turn(g);
    // A new turn: another tile may be taken.
    legal(g, Action::take_tile(1));
  }
  SECTION("an empty slot holds no tile; out-of-range slots are refused") {
    Position p = fresh.now();
    p.tile_row[2] = kNone;
    p.tile_deck[p.tile_deck_count++] = static_cast<std::uint8_t>(fresh.now().tile_row[2]);
    const GameState g = resume(setup, p);
    refused(g, Action::take_tile(2), "no sanctuary tile in that slot");
    refused(g, Action::take_tile(3), "no sanctuary tile in that slot");
    refused(g, Action::take_tile(200), "no sanctuary tile in that slot");
  }
  SECTION("the 4-card limit counts unfinished animals, whisper cards, the chosen spirit and the open tile") {
    Position p = fresh.now();
    for (int k = 0; k < 3; ++k) hand_card(p, me, p.deck[k]);
    give_whisper(p, me, p.whisper_deck[0]);
    const GameState full = resume(setup, p);
    REQUIRE(full.held_unfinished(me) == 4);
    refused(full, Action::take_tile(0), "4 unfinished");
    refused(full, Action::take_card(0), "4 unfinished");
    refused(full, Action::take_whisper(0), "4 unfinished");

    // A whisper card with both cubes placed has left the limit.
    Position done = p;
    build(done, me, 0, {Blue});
    build(done, me, 1, {Yellow});
    build(done, me, 2, {Gray});
    build(done, me, 3, {Green});
    build(done, me, 4, {Gray, Red});
    // One stack of each terrain on 0-4, and a second one of the card's terrain on 8.
    const int w = done.players[me].whispers[0];
    const Terrain t = standard_decks().whispers[w].terrain;
    const Stack second = lowest_stack_of(t);
    for (int k = 0; k < second.height; ++k) build(done, me, 8, {second.tokens[k]});
    for (int s : {0, 1, 2, 3, 4, 8})
      if (is_terrain(done.players[me].board.stacks[s], t)) put_whisper_cube(done, me, w, s);
    REQUIRE(done.whisper_cubes[w] == kWhisperCubes);
    const GameState room = resume(setup, done);
    REQUIRE(room.held_unfinished(me) == 3);
    legal(room, Action::take_tile(0));
    legal(room, Action::take_card(0));

    // Three animals and an open tile: no card of either kind.
    Position tile = fresh.now();
    for (int k = 0; k < 3; ++k) hand_card(tile, me, tile.deck[k]);
    give_open_tile(tile, me, tile.tile_deck[0]);
    const GameState with_tile = resume(setup, tile);
    REQUIRE(with_tile.held_unfinished(me) == 4);
    refused(with_tile, Action::take_card(0), "4 unfinished");
    refused(with_tile, Action::take_whisper(1), "4 unfinished");
  }
  SECTION("with Nature's Spirits, a chosen spirit counts until its cube is placed") {
    const Setup spirits = crescendo(2, Side::A, true, true, "crescendo", true);
    Position p = GameState::create(spirits).now();
    const int first = p.current;
    p.players[first].spirit = p.players[first].spirit_options[0];
    for (int k = 0; k < 2; ++k) hand_card(p, first, p.deck[k]);
    give_whisper(p, first, p.whisper_deck[0]);
    const GameState g = resume(spirits, p);
    REQUIRE(g.held_unfinished(first) == 4);
    refused(g, Action::take_tile(0), "4 unfinished");
  }
}

// ---------------------------------------------------------------------------
// Building a sanctuary

TEST_CASE("RULES.md Sanctuaries: \"Building it\": the tile's top on a lone token of its bottom colour that holds no "
          "cube - that completes it and frees the limit",
          "[crescendo][sanctuaries][rules]") {
  const Setup setup = crescendo(2, Side::A, true, true, "build");
  const GameState fresh = GameState::create(setup);
  Position p = fresh.now();
  const int me = p.current;
  const int pine = tile_named("cliff-pine");  // green on gray
  const int peaks = whisper_named("whisper-peaks");
  // Board: a lone gray on 0 and 6, a mountain of 2 on 1, a lone gray holding a whisper cube on 2 and one holding
  // an animal cube on 3, a lone blue on 4, a lone brown on 5.
  build(p, me, 0, {Gray});
  build(p, me, 1, {Gray, Gray});
  build(p, me, 2, {Gray});
  build(p, me, 3, {Gray});
  build(p, me, 4, {Blue});
  build(p, me, 5, {Brown});
  build(p, me, 6, {Gray});
  give_whisper(p, me, peaks);
  put_whisper_cube(p, me, peaks, 2);
  const int animal = find_animal([](const AnimalCard& c) { return c.cubes() >= 2; });
  hand_card(p, me, animal);
  put_card_cube(p, me, animal, 3);
  const int other = find_animal([](const AnimalCard&) { return true; }, {animal});
  hand_card(p, me, other);
  set_spot(p, 0, {Green, Yellow, Green});

  SECTION("without a tile, the forbidden stack stays forbidden") {
    const GameState g = resume(setup, p);
    GameState t = g;
    play(t, Action::take_spot(0));
    refused(t, Action::place_token(index_of(Green), 0), "cannot go on that stack");
  }

  give_open_tile(p, me, pine);
  GameState g = resume(setup, p);
  REQUIRE(g.held_unfinished(me) == 4);  // two animals, the whisper card, the open tile
  refused(g, Action::take_card(0), "4 unfinished");
  const GameState before_spot = g;
  play(g, Action::take_spot(0));

  refused(g, Action::place_token(index_of(Green), 1), "cannot go on that stack");  // not a lone gray
  refused(g, Action::place_token(index_of(Green), 2), "holds a cube");              // a whisper cube
  refused(g, Action::place_token(index_of(Green), 3), "holds a cube");              // an animal cube
  refused(g, Action::place_token(index_of(Green), 4), "cannot go on that stack");   // not the tile's bottom
  refused(g, Action::place_token(index_of(Yellow), 0), "cannot go on that stack");  // not the tile's top
  legal(g, Action::place_token(index_of(Green), 6));

  play(g, Action::place_token(index_of(Green), 0));
  const Board& board = g.player(me).board;
  CHECK(board.is_sanctuary(0));
  CHECK(board.stacks[0].height == 2);
  CHECK(board.stacks[0].tokens[1] == Green);
  CHECK(g.open_tile(me) == kNone);
  CHECK_FALSE(g.player(me).tile_open);
  CHECK(g.held_unfinished(me) == 3);
  CHECK(g.score(me).sanctuaries == 3);  // its neighbours: the mountain of 2 (gray on top) and the lone brown
  // Nothing more goes on it, and the tile allowed its stack once: not on the other lone gray.
  refused(g, Action::place_token(index_of(Green), 0), "cannot go on that stack");
  refused(g, Action::place_token(index_of(Green), 6), "cannot go on that stack");
  // The limit has room again.
  legal(g, Action::take_card(0));
  // A tree on the lone brown is an ordinary stack, and shows green to the sanctuary.
  play(g, Action::place_token(index_of(Green), 5));
  CHECK(g.score(me).sanctuaries == 6);
  // Start my turn over: the tile is open again and the gray alone.
  play(g, Action::restart_turn());
  CHECK(g.open_tile(me) == pine);
  CHECK_FALSE(g.player(me).board.is_sanctuary(0));
  CHECK(g.now() == g.turn_start());
  CHECK(g.now() == before_spot.now());
}

TEST_CASE("RULES.md Sanctuaries: the sanctuary scores its neighbours once built, and nothing goes on it afterwards",
          "[crescendo][sanctuaries][rules]") {
  const Setup setup = crescendo(2, Side::A, true, false, "built");
  Position p = GameState::create(setup).now();
  const int me = p.current;
  const int reed = tile_named("reed-bank");  // yellow on blue
  build(p, me, kCentre, {Blue});
  for (int s : {10, 12}) build(p, me, s, {Yellow});
  give_open_tile(p, me, reed);
  set_spot(p, 0, {Yellow, Blue, Gray});
  GameState g = resume(setup, p);
  CHECK(g.score(me).sanctuaries == 0);
  play(g, Action::take_spot(0));
  play(g, Action::place_token(index_of(Yellow), kCentre));
  CHECK(g.score(me).sanctuaries == 6);
  // The yellows beside it stay lone yellows: a sanctuary is no field.
  CHECK(g.score(me).landscape.fields == 0);
  refused(g, Action::place_token(index_of(Blue), kCentre), "cannot go on that stack");
  refused(g, Action::place_token(index_of(Gray), kCentre), "cannot go on that stack");
  play(g, Action::place_token(index_of(Blue), 0));
  play(g, Action::place_token(index_of(Gray), 1));
  play(g, Action::end_turn());
  CHECK(g.player(me).board.is_sanctuary(kCentre));
}

// ---------------------------------------------------------------------------
// The final cube

TEST_CASE("RULES.md Sanctuaries: \"The final cube\": an animal card's last cube, of X's or Y's colour, on a "
          "sanctuary that holds no cube, without the card's pattern - never a spirit's",
          "[crescendo][sanctuaries][cubes]") {
  const Setup setup = crescendo(2, Side::A, true, false, "final", true);
  const GameState fresh = GameState::create(setup);
  Position p = fresh.now();
  const int me = p.current;
  // Cliff Pine, green on gray, built on (2, 2), its neighbours empty: no pattern can match there.
  give_built_tile(p, me, tile_named("cliff-pine"), kCentre);
  // Spaces for earlier cubes: lone yellows along column 0 and 4.
  for (int s : {0, 1, 2, 3, 4, 18, 19, 20, 21, 22}) build(p, me, s, {Yellow});
  std::vector<int> spare = {0, 1, 2, 3, 4, 18, 19, 20, 21, 22};
  auto cubes_but = [&](int id, int left) {
    for (int k = 0; k < standard_decks().animals[id].cubes() - left; ++k) {
      put_card_cube(p, me, id, spare.back());
      spare.pop_back();
    }
  };
  const int tree = find_animal([](const AnimalCard& c) { return cube_terrain(c) == Terrain::Tree && c.cubes() <= 3; });
  const int mountain =
      find_animal([](const AnimalCard& c) { return cube_terrain(c) == Terrain::Mountain && c.cubes() <= 3; });
  const int water = find_animal([](const AnimalCard& c) { return cube_terrain(c) == Terrain::Water && c.cubes() <= 3; });
  const int two_left = find_animal([](const AnimalCard& c) {
    return (cube_terrain(c) == Terrain::Tree || cube_terrain(c) == Terrain::Mountain) && c.cubes() >= 2 && c.cubes() <= 3;
  }, {tree, mountain});
  // The chosen spirit's single cube goes on a mountain: gray, one of the tile's colours.
  const int ridge = find_spirit([](const SpiritCard& s) {
    const Terrain t = s.pattern.hexes[s.pattern.cube].terrain;
    return t == Terrain::Mountain || t == Terrain::Tree;
  });
  p.players[me].spirit_options[0] = static_cast<std::int8_t>(ridge);
  p.players[me].spirit = static_cast<std::int8_t>(ridge);

  SECTION("a card whose cube terrain is X or Y, at its last cube; the others are refused") {
    hand_card(p, me, tree);
    cubes_but(tree, 1);
    hand_card(p, me, water);
    cubes_but(water, 1);
    hand_card(p, me, two_left);
    cubes_but(two_left, 2);
    GameState g = resume(setup, p);
    REQUIRE(g.held_unfinished(me) == 4);
    CHECK(((g.cube_targets(me, tree) >> kCentre) & 1u) == 1u);
    CHECK(((g.cube_targets(me, water) >> kCentre) & 1u) == 0u);
    CHECK(((g.cube_targets(me, two_left) >> kCentre) & 1u) == 0u);
    CHECK(((g.cube_targets(me, kSpiritKeyBase + ridge) >> kCentre) & 1u) == 0u);
    refused(g, Action::place_cube(active_index(g, me, water), kCentre), "does not match");
    refused(g, Action::place_cube(active_index(g, me, two_left), kCentre), "does not match");
    refused(g, Action::place_cube(active_index(g, me, kSpiritKeyBase + ridge), kCentre), "does not match");
    legal(g, Action::place_cube(active_index(g, me, tree), kCentre));
    play(g, Action::place_cube(active_index(g, me, tree), kCentre));
    CHECK(g.now().cubes_on_card[tree] == standard_decks().animals[tree].cubes());
    CHECK(g.player(me).board.cubes[kCentre] == tree);
    CHECK(g.held_unfinished(me) == 3);  // complete: it left the limit
    CHECK(g.score(me).animals.front().second == standard_decks().animals[tree].ladder.back());
    // Nothing goes on it any more: no token, no other cube.
    refused(g, Action::place_cube(active_index(g, me, water), kCentre), "already holds a cube");
  }
  SECTION("a mountain card's last cube (X, the bottom colour) too; then the sanctuary holds a cube") {
    hand_card(p, me, mountain);
    cubes_but(mountain, 1);
    hand_card(p, me, tree);
    cubes_but(tree, 1);
    GameState g = resume(setup, p);
    legal(g, Action::place_cube(active_index(g, me, mountain), kCentre));
    legal(g, Action::place_cube(active_index(g, me, tree), kCentre));
    play(g, Action::place_cube(active_index(g, me, mountain), kCentre));
    refused(g, Action::place_cube(active_index(g, me, tree), kCentre), "already holds a cube");
    CHECK(((g.cube_targets(me, tree) >> kCentre) & 1u) == 0u);
  }
  SECTION("with Whispers on, a whisper cube never goes on a sanctuary, even topped by its terrain") {
    Setup both = setup;
    both.whispers = true;
    Position q = GameState::create(both).now();
    const int m = q.current;
    give_built_tile(q, m, tile_named("cliff-pine"), kCentre);
    give_built_tile(q, m, tile_named("mountain-spring"), 0);
    give_whisper(q, m, whisper_named("whisper-forest"));
    give_whisper(q, m, whisper_named("whisper-spring"));
    q.players[m].spirit = q.players[m].spirit_options[0];
    const GameState g = resume(both, q);
    CHECK(g.whisper_targets(m, whisper_named("whisper-forest")) == 0u);
    CHECK(g.whisper_targets(m, whisper_named("whisper-spring")) == 0u);
    refused(g, Action::place_whisper(whisper_named("whisper-forest"), kCentre), "not topped by");
    refused(g, Action::place_whisper(whisper_named("whisper-spring"), 0), "not topped by");
  }
}
