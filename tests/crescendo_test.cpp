// RULES.md "Modules: Pulse and Crescendo", "Sanctuaries", "Whispers" and "Refills with modules": the two
// Crescendo modules as the engine plays them. Scoring cites the rule book line by line; every new action is
// tried where it is legal and where it is not (a refused action leaves the state exactly as it was); seeded
// random games play every combination of modules, sides and player counts; records and links carry the
// modules' letters, and their decoders survive mutated module records. The tiles and whisper cards as data
// are in deck_test.cpp, the modules' action codes in action_codes_test.cpp.
#include <catch2/catch.hpp>

#include <algorithm>
#include <array>
#include <cstdint>
#include <functional>
#include <set>
#include <string>
#include <vector>

#include "harmonies/action_codes.hpp"
#include "harmonies/link.hpp"
#include "harmonies/outcome.hpp"
#include "harmonies/random_play.hpp"
#include "harmonies/record.hpp"
#include "harmonies/rng.hpp"
#include "harmonies/scoring.hpp"
#include "harmonies/state.hpp"
#include "scenario.hpp"
#include "token_aliases.hpp"

using namespace harmonies;
using namespace harmonies::testing;
using namespace harmonies::testing::colours;

namespace {

Setup crescendo(int players, Side side = Side::A, bool sanctuaries = true, bool whispers = true,
                std::string seed = "crescendo", bool spirits = false) {
  Setup s = make_setup(players, side, spirits, std::move(seed));
  s.sanctuaries = sanctuaries;
  s.whispers = whispers;
  return s;
}

int tile_named(std::string_view id) {
  const auto& tiles = standard_decks().sanctuaries;
  for (size_t i = 0; i < tiles.size(); ++i)
    if (tiles[i].id == id) return static_cast<int>(i);
  FAIL("no sanctuary tile " << id);
  return -1;
}

int whisper_named(std::string_view id) {
  const auto& cards = standard_decks().whispers;
  for (size_t i = 0; i < cards.size(); ++i)
    if (cards[i].id == id) return static_cast<int>(i);
  FAIL("no whisper card " << id);
  return -1;
}

// Takes an id out of a face-up row or its deck, keeping the deck's order.
template <typename Row, typename Deck>
void take_out(Row& row, Deck& deck, std::uint8_t& deck_count, int id) {
  for (auto& slot : row)
    if (slot == id) {
      slot = kNone;
      return;
    }
  for (int i = 0; i < deck_count; ++i)
    if (deck[i] == id) {
      std::copy(deck.begin() + i + 1, deck.begin() + deck_count, deck.begin() + i);
      --deck_count;
      return;
    }
  FAIL("card " << id << " is neither face up nor in its deck");
}

// Gives a player sanctuary tile `id`, as taken on an earlier turn and not built yet.
void give_open_tile(Position& p, int player, int id) {
  take_out(p.tile_row, p.tile_deck, p.tile_deck_count, id);
  PlayerState& ps = p.players[player];
  REQUIRE_FALSE(ps.tile_open);
  ps.tiles[ps.tile_count++] = static_cast<std::uint8_t>(id);
  ps.tile_open = true;
}

// Puts a completed sanctuary on an empty space of a board (tokens from nowhere: scoring tests).
void put_sanctuary(Board& b, int space, Token bottom, Token top) {
  REQUIRE(is_forbidden_pair(bottom, top));
  REQUIRE(b.stacks[space].empty());
  b.place(space, bottom);
  b.place(space, top);
  b.stacks[space].sanctuary = true;
  REQUIRE(is_legal_stack(b.stacks[space]));
}

// Gives a player tile `id` built on empty space `space` on an earlier turn (tokens from the pouch).
void give_built_tile(Position& p, int player, int id, int space) {
  take_out(p.tile_row, p.tile_deck, p.tile_deck_count, id);
  PlayerState& ps = p.players[player];
  const SanctuaryTile& tile = standard_decks().sanctuaries[id];
  // The tile taken last is the open one: a built tile goes before it.
  ps.tiles[ps.tile_count] = static_cast<std::uint8_t>(id);
  if (ps.tile_open) std::swap(ps.tiles[ps.tile_count], ps.tiles[ps.tile_count - 1]);
  ++ps.tile_count;
  take_from_pouch(p, tile.bottom);
  take_from_pouch(p, tile.top);
  put_sanctuary(ps.board, space, tile.bottom, tile.top);
}

void give_whisper(Position& p, int player, int id) {
  take_out(p.whisper_row, p.whisper_deck, p.whisper_deck_count, id);
  PlayerState& ps = p.players[player];
  ps.whispers[ps.whisper_count++] = static_cast<std::uint8_t>(id);
}

// A whisper cube of a held card, placed on an earlier turn.
void put_whisper_cube(Position& p, int player, int id, int space) {
  Board& b = p.players[player].board;
  REQUIRE(is_terrain(b.stacks[space], standard_decks().whispers[id].terrain));
  REQUIRE_FALSE(b.has_cube(space));
  b.whispers |= 1u << space;
  ++p.whisper_cubes[id];
}

// An animal (or the chosen spirit's) cube placed on an earlier turn, wherever the test wants it.
void put_card_cube(Position& p, int player, int key, int space) {
  Board& b = p.players[player].board;
  REQUIRE_FALSE(b.stacks[space].empty());
  REQUIRE_FALSE(b.has_card_cube(space));
  b.cubes[space] = static_cast<std::int8_t>(key);
  if (key >= kSpiritKeyBase) p.players[player].spirit_cube = true;
  else ++p.cubes_on_card[key];
}

// Puts the central spot's tokens back in the pouch and fills it with `tokens` from the pouch.
void set_spot(Position& p, int spot, std::initializer_list<Token> tokens) {
  for (int k = 0; k < p.spot_count[spot]; ++k) p.pouch[p.pouch_count++] = p.spots[spot][k];
  p.spot_count[spot] = 0;
  for (Token t : tokens) p.spots[spot][p.spot_count[spot]++] = take_from_pouch(p, t);
}

Terrain cube_terrain(const AnimalCard& card) { return card.pattern.hexes[card.pattern.cube].terrain; }

// The first base animal card (in deck order) that satisfies `wanted` and is not in `besides`.
int find_animal(const std::function<bool(const AnimalCard&)>& wanted, std::vector<int> besides = {}) {
  const auto& animals = standard_decks().animals;
  for (size_t id = 0; id < animals.size(); ++id)
    if (animals[id].module == Module::Base && wanted(animals[id]) &&
        std::find(besides.begin(), besides.end(), static_cast<int>(id)) == besides.end())
      return static_cast<int>(id);
  FAIL("no such animal card");
  return -1;
}

int find_spirit(const std::function<bool(const SpiritCard&)>& wanted) {
  const auto& spirits = standard_decks().spirits;
  for (size_t id = 0; id < spirits.size(); ++id)
    if (wanted(spirits[id])) return static_cast<int>(id);
  FAIL("no such spirit");
  return -1;
}

// Index of a card in the player's active cards (PlaceCube's `a`).
int active_index(const GameState& g, int player, int key) {
  std::array<ActiveCard, kMaxActiveCards + 1> active;
  const int n = g.active_cards(player, active);
  for (int i = 0; i < n; ++i)
    if (active[i].key == key) return i;
  FAIL("card " << key << " is not active");
  return -1;
}

// Builds a card's habitat (the lowest stacks) where every hex is empty; returns the cube's space.
int build_habitat(Position& p, int player, Side side, int key) {
  const Pattern& pattern = key >= kSpiritKeyBase ? standard_decks().spirits[key - kSpiritKeyBase].pattern
                                                 : standard_decks().animals[key].pattern;
  const Board& board = p.players[player].board;
  for (int anchor = 0; anchor < board.space_count(); ++anchor) {
    for (const Placement& pl : standard_decks().table(side, key).at(anchor)) {
      bool free = true;
      for (size_t i = 0; i < pattern.hexes.size(); ++i) free &= board.stacks[pl.spaces[i]].empty();
      if (!free) continue;
      for (size_t i = 0; i < pattern.hexes.size(); ++i) {
        const Stack s = example_stack(pattern.hexes[i]);
        for (int k = 0; k < s.height; ++k) build(p, player, pl.spaces[i], {s.tokens[k]});
      }
      return anchor;
    }
  }
  FAIL("no room for the habitat");
  return -1;
}

// The action is refused (not listed, check and apply say why) and leaves the whole state as it was.
void refused(const GameState& g, const Action& a, const std::string& why) {
  INFO(to_string(a) << " should be refused: " << why);
  CHECK_FALSE(is_legal(g, a));
  GameState copy = g;
  const Error e = copy.apply(a);
  REQUIRE(e);
  CHECK_THAT(e.message, Catch::Contains(why));
  CHECK(g.check(a).message == e.message);
  REQUIRE(copy == g);
}

void legal(const GameState& g, const Action& a) {
  INFO(to_string(a) << ": " << g.check(a).message);
  REQUIRE(g.check(a).message.empty());
  REQUIRE(is_legal(g, a));
}

// The lowest legal stack topped by a terrain.
Stack lowest_stack_of(Terrain t) {
  for (const Stack& s : legal_stacks())
    if (is_terrain(s, t)) return s;
  FAIL("no stack of that terrain");
  return Stack{};
}

bool any_of_type(const GameState& g, ActionType type) {
  for (const Action& a : g.legal_actions())
    if (a.type == type) return true;
  return false;
}

// Side A's (2, 2), the centre, and its six neighbours.
constexpr int kCentre = 11;
const std::set<int> kCentreNeighbours = {6, 7, 10, 12, 15, 16};

Board board_of(Side side, std::initializer_list<std::pair<int, std::vector<Token>>> stacks) {
  Board b(side);
  for (const auto& [space, tokens] : stacks)
    for (Token t : tokens) {
      INFO(token_name(t) << " on " << space);
      REQUIRE(b.can_place(space, t));
      b.place(space, t);
    }
  return b;
}

}  // namespace

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
// Setup and the rows

TEST_CASE("RULES.md Sanctuaries and Whispers: three tiles and two whisper cards face up - nothing without the modules",
          "[crescendo][setup]") {
  REQUIRE(standard_decks().sanctuaries.size() == 8);
  REQUIRE(standard_decks().whispers.size() == 8);
  for (int players = 1; players <= 4; ++players) {
    for (int mask = 0; mask < 4; ++mask) {
      const bool sanctuaries = mask & 1, whispers = mask & 2;
      const GameState g = GameState::create(crescendo(players, Side::A, sanctuaries, whispers));
      INFO(players << " players, modules " << mask);
      REQUIRE_FALSE(g.validate());
      for (auto slot : g.now().tile_row) CHECK((slot != kNone) == sanctuaries);
      for (auto slot : g.now().whisper_row) CHECK((slot != kNone) == whispers);
      CHECK(g.now().tile_deck_count == (sanctuaries ? 8 - kTileRow : 0));
      CHECK(g.now().whisper_deck_count == (whispers ? 8 - kWhisperRow : 0));
      // Dealt after everything a base game draws: the pouch, the animals and the first player are the base game's.
      const GameState base = GameState::create(make_setup(players, Side::A, false, "crescendo"));
      CHECK(g.now().pouch == base.now().pouch);
      CHECK(g.now().spots == base.now().spots);
      CHECK(g.now().row == base.now().row);
      CHECK(g.now().deck == base.now().deck);
      CHECK(g.now().first_player == base.now().first_player);
    }
  }
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

// ---------------------------------------------------------------------------
// Refills

TEST_CASE("RULES.md \"Refills with modules\": central board, animal row, whisper row, tile row", "[crescendo][refill]") {
  // The turn's card is an animal or a whisper card: one turn takes an animal card and a tile, the next a whisper
  // card and a tile. Each emptied slot is refilled from the back of its own deck at the end of the turn.
  const auto turn = [](GameState& g, std::initializer_list<Action> takes) {
    for (const Action& a : takes) play(g, a);
    play(g, Action::take_spot(0));
    for (int k = 0; g.now().turn.hand_count > 0; ++k) {
      int s = 0;
      while (!g.player(g.current_player()).board.stacks[s].empty()) ++s;
      play(g, Action::place_token(index_of(g.now().turn.hand[0]), s));
    }
    const Position before = g.now();
    play(g, Action::end_turn());
    return before;
  };
  for (int players : {1, 2}) {
    const Setup setup = crescendo(players, Side::B, true, true, "refills");
    GameState g = GameState::create(setup);
    Position before = turn(g, {Action::take_card(2), Action::take_tile(0)});
    const int spent = players == 1 ? 9 : 3;  // solo: all three spots refill, the leftovers leave the game
    CHECK(g.now().pouch_count == before.pouch_count - spent);
    if (players > 1)
      for (int k = 0; k < 3; ++k) CHECK(g.now().spots[0][k] == before.pouch[before.pouch_count - 1 - k]);
    CHECK(g.now().row[2] == before.deck[before.deck_count - 1]);
    CHECK(g.now().deck_count == before.deck_count - 1);
    CHECK(g.now().tile_row[0] == before.tile_deck[before.tile_deck_count - 1]);
    CHECK(g.now().tile_deck_count == before.tile_deck_count - 1);
    CHECK(g.now().whisper_row == before.whisper_row);
    CHECK(g.now().whisper_deck_count == before.whisper_deck_count);

    // In solo the same player plays on, still holding the open tile: no second tile then.
    if (players == 1) {
      before = turn(g, {Action::take_whisper(1)});
      CHECK(g.now().tile_row == before.tile_row);
    } else {
      before = turn(g, {Action::take_whisper(1), Action::take_tile(2)});
      CHECK(g.now().tile_row[2] == before.tile_deck[before.tile_deck_count - 1]);
      CHECK(g.now().tile_row[1] == before.tile_row[1]);
      CHECK(g.now().tile_deck_count == before.tile_deck_count - 1);
    }
    CHECK(g.now().pouch_count == before.pouch_count - spent);
    CHECK(g.now().row == before.row);
    CHECK(g.now().deck_count == before.deck_count);
    CHECK(g.now().whisper_row[1] == before.whisper_deck[before.whisper_deck_count - 1]);
    CHECK(g.now().whisper_row[0] == before.whisper_row[0]);
    CHECK(g.now().whisper_deck_count == before.whisper_deck_count - 1);
  }
}

TEST_CASE("RULES.md \"Refills with modules\": \"A row whose deck is empty shrinks\"", "[crescendo][refill]") {
  const Setup setup = crescendo(4, Side::A, true, true, "shrink");
  Position p = GameState::create(setup).now();
  const int me = p.current;
  // Empty every deck: animals discarded, whisper cards held by the other players, tiles built on their boards.
  p.discard_count = static_cast<std::uint8_t>(p.discard_count + p.deck_count);
  p.deck_count = 0;
  for (int k = 0; p.whisper_deck_count > 0; ++k) give_whisper(p, (me + 1 + k % 3) % 4, p.whisper_deck[0]);
  for (int s = 0; p.tile_deck_count > 0; ++s) give_built_tile(p, (me + 1 + s % 3) % 4, p.tile_deck[0], s);
  GameState g = resume(setup, p);
  REQUIRE(g.now().whisper_deck_count == 0);
  REQUIRE(g.now().tile_deck_count == 0);
  const auto turn = [&](std::initializer_list<Action> takes, int spot) {
    for (const Action& a : takes) play(g, a);
    play(g, Action::take_spot(spot));
    for (int k = 0; g.now().turn.hand_count > 0; ++k)
      play(g, Action::place_token(index_of(g.now().turn.hand[0]), 22 - k));
    play(g, Action::end_turn());
  };
  turn({Action::take_card(0), Action::take_tile(2)}, 0);
  CHECK(g.now().row[0] == kNone);
  CHECK(g.now().tile_row[2] == kNone);
  turn({Action::take_whisper(0), Action::take_tile(0)}, 1);
  CHECK(g.now().whisper_row[0] == kNone);
  CHECK(g.now().whisper_row[1] != kNone);
  CHECK(g.now().tile_row[0] == kNone);
  CHECK(g.now().tile_row[1] != kNone);
  // The third player takes the last whisper card: the row is empty, and offers none.
  turn({Action::take_whisper(1)}, 2);
  CHECK(g.now().whisper_row == std::array<std::int8_t, kWhisperRow>{kNone, kNone});
  play(g, Action::take_spot(3));
  CHECK_FALSE(any_of_type(g, ActionType::TakeWhisper));
  refused(g, Action::take_whisper(0), "no whisper card in that slot");
  refused(g, Action::take_tile(0), "no sanctuary tile in that slot");
  legal(g, Action::take_tile(1));
}

// ---------------------------------------------------------------------------
// Restart and agreement between legal_actions and check

TEST_CASE("RULES.md \"Start my turn over\" rewinds the modules' actions too", "[crescendo][restart]") {
  const Setup setup = crescendo(2, Side::D, true, true, "restart");
  Position p = GameState::create(setup).now();
  const int me = p.current;
  const int whisper = p.whisper_row[0];
  const Stack stack = lowest_stack_of(standard_decks().whispers[whisper].terrain);
  for (int k = 0; k < stack.height; ++k) build(p, me, 0, {stack.tokens[k]});
  const int tile = p.tile_row[1];
  build(p, me, 1, {standard_decks().sanctuaries[tile].bottom});
  set_spot(p, 2, {standard_decks().sanctuaries[tile].top, Yellow, Yellow});
  GameState g = resume(setup, p);
  const GameState start = g;
  play(g, Action::take_whisper(0));
  play(g, Action::place_whisper(whisper, 0));
  play(g, Action::take_tile(1));
  play(g, Action::take_spot(2));
  play(g, Action::place_token(index_of(standard_decks().sanctuaries[tile].top), 1));
  REQUIRE(g.player(me).board.is_sanctuary(1));
  play(g, Action::restart_turn());
  CHECK(g == start);
  CHECK(g.now().whisper_row == start.now().whisper_row);
  CHECK(g.player(me).board.whispers == 0u);
}

TEST_CASE("Every action code is listed exactly when check accepts it, and a refused one changes nothing, in games "
          "with the modules",
          "[crescendo][robust]") {
  const char alphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
  const std::vector<Setup> setups = {crescendo(2, Side::C, true, true, "codes-c", true),
                                     crescendo(1, Side::D, true, true, "codes-d")};
  for (const Setup& setup : setups) {
    GameState g = GameState::create(setup);
    Rng rng(hash_text(setup.seed));
    int module_actions = 0;
    for (int step = 0; !g.is_terminal(); ++step) {
      const auto listed = g.legal_actions();
      if (step % 11 == 0) {
        for (int code = 0; code < 4096; ++code) {
          const char text[2] = {alphabet[code >> 6], alphabet[code & 63]};
          const auto action = decode(std::string_view(text, 2));
          if (!action) continue;
          const bool in_list = std::find(listed.begin(), listed.end(), *action) != listed.end();
          const Error verdict = g.check(*action);
          INFO(to_string(*action) << " at step " << step << ": " << verdict.message);
          REQUIRE(in_list == verdict.message.empty());
          if (!in_list) {
            GameState copy = g;
            REQUIRE(copy.apply(*action));
            REQUIRE(copy == g);
          }
        }
      }
      // Random play, favouring the modules' actions when there are any.
      std::vector<Action> modules;
      for (const Action& a : listed)
        if (a.type == ActionType::TakeWhisper || a.type == ActionType::PlaceWhisper || a.type == ActionType::TakeTile)
          modules.push_back(a);
      const std::vector<Action> pool = random_play_choices(listed);
      const bool module = !modules.empty() && rng.below(2) == 0;
      const Action a = module ? modules[rng.below(static_cast<std::uint32_t>(modules.size()))]
                              : pool[rng.below(static_cast<std::uint32_t>(pool.size()))];
      module_actions += module;
      REQUIRE_FALSE(g.apply(a));
    }
    CHECK(module_actions > 5);
  }
}

TEST_CASE("validate() refuses positions that break the modules' rules - with_position refuses them too",
          "[crescendo][robust]") {
  const Setup setup = crescendo(2, Side::A, true, true, "invalid");
  const Position start = GameState::create(setup).now();
  const int me = start.current;
  const auto refused_position = [&](const Position& p, const std::string& why, const Setup& s) {
    Error e;
    const GameState g = GameState::with_position(s, p, &e);
    INFO("expected: " << why);
    REQUIRE(e);
    CHECK_THAT(e.message, Catch::Contains(why));
    CHECK(g == GameState::create(s));
  };
  const auto refused_here = [&](const Position& p, const std::string& why) { refused_position(p, why, setup); };
  {
    Position p = start;  // a whisper cube on an empty space
    give_whisper(p, me, whisper_named("whisper-spring"));
    p.players[me].board.whispers = 1u << 0;
    p.whisper_cubes[whisper_named("whisper-spring")] = 1;
    refused_here(p, "a whisper cube on a space without its terrain");
  }
  {
    Position p = start;  // a whisper cube on a sanctuary topped by its terrain
    give_built_tile(p, me, tile_named("mountain-spring"), 0);
    give_whisper(p, me, whisper_named("whisper-spring"));
    p.players[me].board.whispers = 1u << 0;
    p.whisper_cubes[whisper_named("whisper-spring")] = 1;
    refused_here(p, "a whisper cube on a space without its terrain");
  }
  {
    Position p = start;  // whisper cubes on the card that are not on the board
    give_whisper(p, me, whisper_named("whisper-spring"));
    p.whisper_cubes[whisper_named("whisper-spring")] = 1;
    refused_here(p, "whisper cubes do not match the board");
  }
  {
    Position p = start;  // cubes on a whisper card nobody holds
    p.whisper_cubes[p.whisper_row[0]] = 1;
    refused_here(p, "cubes on a whisper card nobody holds");
  }
  {
    Position p = start;  // three cubes on a whisper card
    const int spring = whisper_named("whisper-spring");
    give_whisper(p, me, spring);
    for (int s : {0, 1, 2}) {
      build(p, me, s, {Blue});
      p.players[me].board.whispers |= 1u << s;
    }
    p.whisper_cubes[spring] = 3;
    refused_here(p, "too many cubes on a whisper card");
  }
  {
    Position p = start;  // a sanctuary without its tile
    put_sanctuary(p.players[me].board, 0, take_from_pouch(p, Blue), take_from_pouch(p, Yellow));
    refused_here(p, "a sanctuary that matches no built tile");
  }
  {
    Position p = start;  // a built tile without its sanctuary
    give_built_tile(p, me, tile_named("reed-bank"), 0);
    Stack& s = p.players[me].board.stacks[0];
    p.pouch[p.pouch_count++] = s.tokens[0];
    p.pouch[p.pouch_count++] = s.tokens[1];
    s = Stack{};
    refused_here(p, "sanctuaries do not match the tiles");
  }
  {
    Position p = start;  // a sanctuary of the other stack than its tile's
    give_built_tile(p, me, tile_named("reed-bank"), 0);
    std::swap(p.players[me].board.stacks[0].tokens[0], p.players[me].board.stacks[0].tokens[1]);
    refused_here(p, "a sanctuary that matches no built tile");  // blue on yellow: no tile of the player
  }
  {
    Position p = start;  // a tile in two places
    const int id = p.tile_row[0];
    p.players[me].tiles[p.players[me].tile_count++] = static_cast<std::uint8_t>(id);
    p.players[me].tile_open = true;
    refused_here(p, "in two places");
  }
  {
    Position p = start;  // a whisper card lost
    p.whisper_row[1] = kNone;
    refused_here(p, "whisper cards are not all accounted for");
  }
  {
    Position p = start;  // a tile lost
    p.tile_deck_count = static_cast<std::uint8_t>(p.tile_deck_count - 1);
    refused_here(p, "sanctuary tiles are not all accounted for");
  }
  {
    Position p = start;  // an open tile that was never taken
    p.players[me].tile_open = true;
    refused_here(p, "an open sanctuary tile that was not taken");
  }
  {
    Position p = start;  // five in the 4-card limit: four animals and an open tile
    for (int k = 0; k < 4; ++k) hand_card(p, me, p.deck[k]);
    give_open_tile(p, me, p.tile_row[0]);
    refused_here(p, "more than 4 unfinished cards");
  }
  {
    // The modules' rows and decks in a game without them.
    const Setup base = crescendo(2, Side::A, false, false, "invalid");
    Position p = GameState::create(base).now();
    p.whisper_row[0] = 0;
    refused_position(p, "the whisper row is wrong", base);
    p = GameState::create(base).now();
    p.tile_deck[0] = 0;
    p.tile_deck_count = 1;
    refused_position(p, "the sanctuary tile deck is wrong", base);
  }
}

TEST_CASE("A determinized copy of a module game keeps every invariant and what the players see", "[crescendo][bot]") {
  for (int players = 1; players <= 4; ++players) {
    const Setup setup = crescendo(players, static_cast<Side>(players - 1), true, true, "futures", players % 2 == 0);
    GameState g = GameState::create(setup);
    RandomPlayer player(hash_text(setup.seed));
    for (int step = 0; step < 60 * players && !g.is_terminal(); ++step) REQUIRE_FALSE(g.apply(player.choose(g)));
    for (std::uint64_t seed = 1; seed <= 5; ++seed) {
      const GameState copy = g.determinized(seed);
      const Error e = copy.validate();
      INFO(e.message);
      REQUIRE_FALSE(e);
      CHECK(copy.now().players == g.now().players);
      CHECK(copy.now().whisper_row == g.now().whisper_row);
      CHECK(copy.now().tile_row == g.now().tile_row);
      CHECK(copy.now().whisper_cubes == g.now().whisper_cubes);
      const auto sorted = [](auto deck, int n) {
        std::sort(deck.begin(), deck.begin() + n);
        return deck;
      };
      CHECK(sorted(copy.now().whisper_deck, copy.now().whisper_deck_count) ==
            sorted(g.now().whisper_deck, g.now().whisper_deck_count));
      CHECK(sorted(copy.now().tile_deck, copy.now().tile_deck_count) == sorted(g.now().tile_deck, g.now().tile_deck_count));
      // The copy plays on to the end, and can start its turn over.
      GameState future = copy;
      RandomPlayer other(seed);
      if (future.now().turn.actions > 0) {
        REQUIRE_FALSE(future.apply(Action::restart_turn()));
        REQUIRE_FALSE(future.validate());
      }
      while (!future.is_terminal()) REQUIRE_FALSE(future.apply(other.choose(future)));
      REQUIRE_FALSE(future.validate());
    }
  }
}

// ---------------------------------------------------------------------------
// Random games with every combination of modules

namespace {

struct ModuleCounts {
  int tiles_taken = 0;
  int sanctuaries_built = 0;
  int final_cubes_on_sanctuaries = 0;
  int whispers_taken = 0;
  int whisper_cubes = 0;
  int cubes_on_whispers = 0;  // animal or spirit cubes joining a whisper cube
  int restarts = 0;
  int games = 0;
};

bool is_module_action(ActionType t) {
  return t == ActionType::TakeWhisper || t == ActionType::PlaceWhisper || t == ActionType::TakeTile;
}

// Plays one seeded game, checking every invariant after every action. Favours the modules' actions and cubes
// (so that rare moves happen), sometimes starts a turn over after a module action and plays it again, and
// checks that the record round-trips and replays to the same state.
void play_checked(const Setup& setup, std::uint64_t seed, ModuleCounts& counts) {
  GameState g = GameState::create(setup);
  Rng rng(seed);
  Record record{setup, {}};
  ActionList legal;
  std::vector<Action> this_turn;
  bool restarted = false;
  ++counts.games;
  while (!g.is_terminal()) {
    g.legal_actions(legal);
    REQUIRE_FALSE(legal.empty());
    const std::vector<Action> choices = random_play_choices(legal);
    std::array<Action, ActionList::kCapacity> favoured;
    int n = 0;
    for (const Action& c : choices)
      if (is_module_action(c.type) || c.type == ActionType::PlaceCube) favoured[n++] = c;
    const Action a = n > 0 && rng.below(3) != 0 ? favoured[rng.below(static_cast<std::uint32_t>(n))]
                                                : choices[rng.below(static_cast<std::uint32_t>(choices.size()))];
    const Board& board = g.player(g.current_player()).board;
    const int sanctuaries = board.sanctuary_count();
    const bool onto_sanctuary = a.type == ActionType::PlaceCube && board.is_sanctuary(a.b);
    const bool onto_whisper = a.type == ActionType::PlaceCube && board.has_whisper(a.b);
    const Error e = g.apply(a);
    INFO(setup.seed << " action " << record.actions.size() << " " << to_string(a) << ": " << e.message);
    REQUIRE_FALSE(e);
    const Error invalid = g.validate();
    INFO(invalid.message);
    REQUIRE_FALSE(invalid);
    record.actions.push_back(a);
    REQUIRE(record.actions.size() < 6000);
    if (a.type == ActionType::EndTurn) {
      this_turn.clear();
      restarted = false;
      continue;
    }
    this_turn.push_back(a);
    if (g.is_terminal()) break;
    const int me = g.current_player();
    counts.tiles_taken += a.type == ActionType::TakeTile;
    counts.whispers_taken += a.type == ActionType::TakeWhisper;
    counts.whisper_cubes += a.type == ActionType::PlaceWhisper;
    counts.sanctuaries_built += g.player(me).board.sanctuary_count() > sanctuaries;
    counts.final_cubes_on_sanctuaries += onto_sanctuary;
    counts.cubes_on_whispers += onto_whisper;
    // Start the turn over after a module action, now and then, and play the same actions again.
    if (is_module_action(a.type) && !restarted && rng.below(4) == 0) {
      const GameState done = g;
      REQUIRE_FALSE(g.apply(Action::restart_turn()));
      REQUIRE(g.now() == g.turn_start());
      REQUIRE_FALSE(g.validate());
      record.actions.push_back(Action::restart_turn());
      for (const Action& again : this_turn) {
        REQUIRE_FALSE(g.apply(again));
        record.actions.push_back(again);
      }
      REQUIRE(g == done);
      restarted = true;
      ++counts.restarts;
    }
  }
  for (int p = 0; p < setup.players; ++p) REQUIRE(g.player(p).turns == g.player(0).turns);
  REQUIRE_FALSE(g.winners().empty());
  // The record, module letters included, round-trips and replays to the identical state.
  Record decoded;
  REQUIRE_FALSE(decode_record(encode_record(record), decoded));
  REQUIRE(decoded == record);
  GameState replayed = GameState::create(setup);
  REQUIRE_FALSE(replay(decoded, replayed));
  REQUIRE(replayed == g);
  // So does the compact record without what restarts undid.
  GameState compact = GameState::create(setup);
  REQUIRE_FALSE(replay(without_undone_actions(record), compact));
  REQUIRE(compact == g);
}

}  // namespace

TEST_CASE("512 seeded random games, two of every combination of modules, sides and player counts keep every invariant",
          "[crescendo][random]") {
  ModuleCounts counts;
  int index = 0;
  for (int players = 1; players <= 4; ++players)
    for (Side side : {Side::A, Side::B, Side::C, Side::D})
      for (int modules = 0; modules < 16; ++modules)
        for (int game = 0; game < 2; ++game) {
          Setup setup = make_setup(players, side, modules & 8, "cresc-" + std::to_string(index));
          setup.pulse = modules & 1;
          setup.sanctuaries = modules & 2;
          setup.whispers = modules & 4;
          play_checked(setup, static_cast<std::uint64_t>(index) * 7919 + 1, counts);
          ++index;
        }
  REQUIRE(counts.games == 2 * 4 * 4 * 16);
  INFO("tiles " << counts.tiles_taken << ", sanctuaries " << counts.sanctuaries_built << ", final cubes on them "
                << counts.final_cubes_on_sanctuaries << ", whisper cards " << counts.whispers_taken
                << ", whisper cubes " << counts.whisper_cubes << ", cubes joining them " << counts.cubes_on_whispers
                << ", restarts " << counts.restarts);
  // Random play exercises every module action.
  CHECK(counts.tiles_taken > 200);
  CHECK(counts.sanctuaries_built > 100);
  CHECK(counts.final_cubes_on_sanctuaries > 0);
  CHECK(counts.whispers_taken > 200);
  CHECK(counts.whisper_cubes > 200);
  CHECK(counts.cubes_on_whispers > 20);
  CHECK(counts.restarts > 100);
}

// ---------------------------------------------------------------------------
// Records, links and their decoders

namespace {

std::string reseal(std::string body) {
  const auto h = static_cast<std::uint32_t>(hash_text(body) & 0xFFFFFFu);
  const std::string alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
  body += '.';
  for (int shift = 18; shift >= 0; shift -= 6) body += alphabet[(h >> shift) & 63];
  return body;
}

// A short random game (stopped after `actions`) of a module setup.
Record module_record(const Setup& setup, size_t actions) {
  GameState g = GameState::create(setup);
  Rng rng(hash_text(setup.seed) + 3);
  Record record{setup, {}};
  while (!g.is_terminal() && record.actions.size() < actions) {
    const auto legal = g.legal_actions();
    std::vector<Action> pool;
    for (const Action& a : legal)
      if (is_module_action(a.type)) pool.push_back(a);
    if (pool.empty() || rng.below(2)) pool = random_play_choices(legal);
    const Action a = pool[rng.below(static_cast<std::uint32_t>(pool.size()))];
    REQUIRE_FALSE(g.apply(a));
    record.actions.push_back(a);
  }
  return record;
}

}  // namespace

TEST_CASE("Records and links carry the modules as the letters P, S, W, in that order, and round-trip",
          "[crescendo][record][link]") {
  for (int modules = 0; modules < 8; ++modules) {
    Setup setup = make_setup(1 + modules % 4, static_cast<Side>(modules % 4), modules % 3 == 0,
                             "letters-" + std::to_string(modules));
    setup.pulse = modules & 1;
    setup.sanctuaries = modules & 2;
    setup.whispers = modules & 4;
    const std::string letters =
        std::string(setup.pulse ? "P" : "") + (setup.sanctuaries ? "S" : "") + (setup.whispers ? "W" : "");
    const std::string options = std::to_string(setup.players) + std::string(side_name(setup.side)) +
                                (setup.spirits ? "1" : "0") + letters;
    const Record record = module_record(setup, 120);
    const std::string text = encode_record(record);
    INFO(text);
    REQUIRE(text.rfind("HR1." + options + "." + setup.seed + ".", 0) == 0);
    Record back;
    REQUIRE_FALSE(decode_record(text, back));
    REQUIRE(back == record);
    GameState replayed = GameState::create(back.setup);
    REQUIRE_FALSE(replay(back, replayed));
    for (LinkKind kind : {LinkKind::Setup, LinkKind::Game, LinkKind::Turn}) {
      const Link link{kind, kind == LinkKind::Setup ? Record{setup, {}} : record, {}, {}};
      const std::string link_text = encode_link(link);
      REQUIRE(link_text.find("1." + options + "." + setup.seed + ".") == 2);
      Link link_back;
      REQUIRE_FALSE(decode_link(link_text, link_back));
      REQUIRE(link_back == link);
    }
  }
}

TEST_CASE("Module letters out of order or repeated are malformed - an unknown letter is a newer version's",
          "[crescendo][record][link]") {
  const Record record = module_record(crescendo(2, Side::A, true, true, "order"), 40);
  std::string body = encode_record(record);
  body.resize(body.rfind('.'));
  REQUIRE(body.rfind("HR1.2A0SW.order.", 0) == 0);
  const std::string rest = body.substr(std::string("HR1.2A0SW").size());
  const auto kind_of = [&](const std::string& options) {
    Record out;
    const Error e = decode_record(reseal("HR1." + options + rest), out);
    INFO(options << ": " << e.message);
    REQUIRE(e);
    return e.kind;
  };
  for (const char* malformed : {"2A1WS", "2A0SP", "2A0WP", "2A0SS", "2A0PP", "2A0WW", "2A0PSWS", "2A0s", "2A0S1"})
    CHECK(kind_of(malformed) == ErrorKind::Damaged);
  for (const char* newer : {"2A1X", "2A0SX", "2A0PSWZ", "2A0Q", "2A0A"}) CHECK(kind_of(newer) == ErrorKind::Newer);
  Record out;
  for (const char* fine : {"2A0S", "2A0W", "2A0SW", "2A0PSW", "2D1PW", "2C0PS"}) {
    INFO(fine);
    REQUIRE_FALSE(decode_record(reseal(std::string("HR1.") + fine + rest), out));
  }
  // Links read their options the same way.
  const Link link{LinkKind::Setup, Record{record.setup, {}}, {}, {}};
  std::string link_body = encode_link(link);
  link_body.resize(link_body.rfind('.'));
  REQUIRE(link_body == "HS1.2A0SW.order");
  Link link_out;
  CHECK(decode_link(reseal("HS1.2A1WS.order"), link_out).kind == ErrorKind::Damaged);
  CHECK(decode_link(reseal("HS1.2A1X.order"), link_out).kind == ErrorKind::Newer);
  REQUIRE_FALSE(decode_link(reseal("HS1.2B1PSW.order"), link_out));
  CHECK(link_out.record.setup.pulse);
  CHECK(link_out.record.setup.sanctuaries);
  CHECK(link_out.record.setup.whispers);
  // A base game writes no letter, as before the modules.
  CHECK(encode_link(Link{LinkKind::Setup, Record{make_setup(2), {}}, {}, {}}).rfind("HS1.2A0.test.", 0) == 0);
}

TEST_CASE("The decoders survive mutated records and links of module games", "[crescendo][record][link][robust]") {
  // A small deterministic fuzz (tests/fuzz/fuzz_decoders.cpp does it at length under sanitizers): a module
  // record or link with characters changed, dropped or added, sealed again so the checksum passes; whatever
  // decodes encodes back to itself and replays to an end or to its first illegal action.
  const std::string alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.~";
  std::vector<std::string> bodies;
  for (const Setup& setup : {crescendo(2, Side::C, true, true, "fuzz-a", true), crescendo(1, Side::D, true, false, "fuzz-b"),
                             crescendo(3, Side::B, false, true, "fuzz-c")}) {
    const Record record = module_record(setup, 90);
    for (std::string text : {encode_record(record), encode_link(Link{LinkKind::Turn, record, {}, {}})}) {
      text.resize(text.rfind('.'));
      bodies.push_back(text);
    }
  }
  Rng rng(20261214);
  int decoded = 0, illegal = 0;
  for (int round = 0; round < 1500; ++round) {
    std::string text = bodies[rng.below(static_cast<std::uint32_t>(bodies.size()))];
    for (int edits = 1 + static_cast<int>(rng.below(3)); edits > 0; --edits) {
      const size_t at = rng.below(static_cast<std::uint32_t>(text.size()));
      switch (rng.below(4)) {
        case 0: text[at] = alphabet[rng.below(static_cast<std::uint32_t>(alphabet.size()))]; break;
        case 1: text.erase(at, 1); break;
        case 2: text.insert(at, 1, alphabet[rng.below(static_cast<std::uint32_t>(alphabet.size()))]); break;
        default:  // an action's code swapped for any code: reaches the modules' fields
          if (at + 2 < text.size()) {
            const std::uint32_t code = rng.below(4096);
            text[at] = alphabet[code >> 6];
            text[at + 1] = alphabet[code & 63];
          }
      }
    }
    const std::string sealed = reseal(text);
    INFO(sealed);
    Record record;
    Link link;
    const Record* found = nullptr;
    if (!decode_record(sealed, record)) {
      Record again;
      REQUIRE_FALSE(decode_record(encode_record(record), again));
      REQUIRE(again == record);
      found = &record;
    } else if (!decode_link(sealed, link)) {
      Link again;
      REQUIRE_FALSE(decode_link(encode_link(link), again));
      REQUIRE(again == link);
      found = &link.record;
    }
    if (!found) continue;
    ++decoded;
    GameState g = GameState::create(found->setup);
    const Error e = replay(*found, g);
    illegal += e ? 1 : 0;
    REQUIRE_FALSE(g.validate());
  }
  CHECK(decoded > 100);
  CHECK(illegal > 30);
}

TEST_CASE("The daily challenge: Crescendo's sides and modules from 2026-12-14, never before", "[crescendo][daily]") {
  std::set<Side> sides;
  bool sanctuaries[2] = {}, whispers[2] = {};
  for (int i = 0; i < 90; ++i) {
    const Setup before = daily_setup(2026, 12, 1 + i % 13);
    CHECK_FALSE(before.sanctuaries);
    CHECK_FALSE(before.whispers);
    CHECK((before.side == Side::A || before.side == Side::B));
    const Setup after = daily_setup(2027, 1 + i / 28, 1 + i % 28);
    REQUIRE_FALSE(check_setup(after));
    sides.insert(after.side);
    sanctuaries[after.sanctuaries] = true;
    whispers[after.whispers] = true;
  }
  CHECK(sides.size() == 4);
  CHECK((sanctuaries[0] && sanctuaries[1] && whispers[0] && whispers[1]));
  // A daily game with the modules plays through.
  for (int day = 14; day <= 31; ++day) {
    const Setup s = daily_setup(2026, 12, day);
    if (!s.sanctuaries && !s.whispers) continue;
    ModuleCounts counts;
    play_checked(s, static_cast<std::uint64_t>(day), counts);
    return;
  }
  FAIL("no daily challenge with a Crescendo module in the last days of 2026");
}

TEST_CASE("The daily challenge from 2026-12-14: every side both with and without Nature's Spirits",
          "[crescendo][daily]") {
  // The side comes from bits of the seed's hash that nothing else reads: taken from the spirits' bit, sides
  // C and D would always come with spirits and A and B never.
  std::set<std::pair<Side, bool>> seen;
  for (int i = 0; i < 336; ++i) {
    const Setup s = daily_setup(2027, 1 + i / 28, 1 + i % 28);
    seen.insert({s.side, s.spirits});
  }
  REQUIRE(seen.size() == 8);
}
