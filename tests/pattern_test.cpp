// RULES.md "A turn", optional action 3: an animal's pattern must exist on the board "in one of its 6
// rotations (no mirror images ...), with exact tree and mountain heights; a building hex accepts any base.
// The space that receives the cube (the pattern's marked hex) must hold no cube; other hexes of the match
// may."
//
// The engine splits matching in two: PlacementTable lists, for each space that would receive the cube,
// the spaces of every rotation; satisfies() checks one stack against one pattern hex. GameState joins
// them (and is covered by the game-flow tests); here `targets` joins them the same way.
#include <catch2/catch.hpp>

#include <optional>
#include <set>
#include <string>
#include <vector>

#include "harmonies/board.hpp"
#include "harmonies/cards.hpp"
#include "harmonies/hex.hpp"
#include "token_aliases.hpp"

using namespace harmonies;

namespace {

using namespace harmonies::testing::colours;

// Directions in clockwise order, as hex.hpp's kDirections lists them.
enum Dir { N = 0, NE = 1, SE = 2, S = 3, SW = 4, NW = 5 };
const char* const kDirNames[] = {"N", "NE", "SE", "S", "SW", "NW"};

// RULES.md "Board geometry": the neighbour of (c, r) in direction `d`, from the rule book's formula
// (odd columns shifted down by half a hex). Independent of the engine's axial coordinates.
Offset step(Offset o, int d) {
  const int c = o.col, r = o.row;
  const bool even = c % 2 == 0;
  switch (d) {
    case N: return {c, r - 1};
    case S: return {c, r + 1};
    case NE: return even ? Offset{c + 1, r - 1} : Offset{c + 1, r};
    case SE: return even ? Offset{c + 1, r} : Offset{c + 1, r + 1};
    case SW: return even ? Offset{c - 1, r} : Offset{c - 1, r + 1};
    case NW: return even ? Offset{c - 1, r - 1} : Offset{c - 1, r};
  }
  return o;
}

// Mirror across the vertical axis: N and S stay, NE <-> NW, SE <-> SW.
int mirror(int d) { return (6 - d) % 6; }

PatternHex hex_req(Terrain t, int height = 1) {
  PatternHex h;
  h.terrain = t;
  h.height = static_cast<std::uint8_t>(t == Terrain::Building ? 2 : height);
  return h;
}
const PatternHex kWater = hex_req(Terrain::Water);
const PatternHex kField = hex_req(Terrain::Field);
const PatternHex kBuilding = hex_req(Terrain::Building);
PatternHex tree(int h) { return hex_req(Terrain::Tree, h); }
PatternHex mountain(int h) { return hex_req(Terrain::Mountain, h); }

// A hand-made habitat: hex 0 is where the walk starts; hex i > 0 lies one step in direction `dir` from
// hex `from`. Each hex says what the pattern asks and which stack (bottom to top) fulfils it.
struct ShapeHex {
  int from;  // -1 for hex 0
  int dir;
  PatternHex need;
  std::vector<Token> stack;
};
struct Shape {
  std::vector<ShapeHex> hexes;
  int cube = 0;  // the marked hex
};

// The card's Pattern, in the engine's axial coordinates (kDirections).
Pattern pattern_of(const Shape& shape) {
  Pattern p;
  for (const ShapeHex& h : shape.hexes) {
    PatternHex ph = h.need;
    ph.at = Axial{0, 0};
    if (h.from >= 0) {
      const Axial base = p.hexes[h.from].at;
      ph.at = Axial{base.q + kDirections[h.dir].q, base.r + kDirections[h.dir].r};
    }
    p.hexes.push_back(ph);
  }
  p.cube = shape.cube;
  return p;
}

// Where the shape's hexes land when its marked hex is on `anchor`, turned `rotation` sixths clockwise
// (and mirrored if asked); nullopt when a hex falls off the board. Walks the board with RULES.md's
// formula, so it shares nothing with the engine's rotation code.
std::optional<std::vector<int>> lay_out(const Shape& shape, Side side, int anchor, int rotation, bool mirrored) {
  const Geometry& g = Geometry::of(side);
  const int n = static_cast<int>(shape.hexes.size());
  // Walk from hex 0 at an arbitrary origin, then translate so that the cube hex lands on the anchor.
  // Offsets cannot be translated freely (odd columns shift), so try every start space instead.
  for (int start = 0; start < g.space_count(); ++start) {
    std::vector<Offset> at(n);
    std::vector<int> spaces(n, kNoSpace);
    bool fits = true;
    for (int i = 0; i < n && fits; ++i) {
      const ShapeHex& h = shape.hexes[i];
      if (h.from < 0) {
        at[i] = g.offset(start);
      } else {
        const int d = ((mirrored ? mirror(h.dir) : h.dir) + rotation) % 6;
        at[i] = step(at[h.from], d);
      }
      spaces[i] = g.space_at(at[i]);
      fits = spaces[i] != kNoSpace;
    }
    if (fits && spaces[shape.cube] == anchor) return spaces;
  }
  return std::nullopt;
}

// A board holding exactly the shape's stacks on `spaces` (skipping hex `skip`, if any).
Board build(const Shape& shape, Side side, const std::vector<int>& spaces, int skip = -1) {
  Board b(side);
  for (size_t i = 0; i < shape.hexes.size(); ++i) {
    if (static_cast<int>(i) == skip) continue;
    for (Token t : shape.hexes[i].stack) {
      REQUIRE(b.can_place(spaces[i], t));
      b.place(spaces[i], t);
    }
  }
  return b;
}

// Does the pattern match with its cube on `anchor`? (RULES.md: the marked hex must hold no cube.)
bool matches(const Board& b, const Pattern& p, const PlacementTable& table, int anchor) {
  if (b.has_cube(anchor)) return false;
  for (const Placement& pl : table.at(anchor)) {
    bool all = true;
    for (size_t i = 0; i < p.hexes.size() && all; ++i) all = satisfies(b.stacks[pl.spaces[i]], p.hexes[i]);
    if (all) return true;
  }
  return false;
}

// Every space that could receive the card's next cube.
std::set<int> targets(const Board& b, const Pattern& p, const PlacementTable& table) {
  std::set<int> out;
  for (int s = 0; s < b.space_count(); ++s)
    if (matches(b, p, table, s)) out.insert(s);
  return out;
}

std::set<int> targets(const Board& b, const Pattern& p) { return targets(b, p, PlacementTable(p, b.side)); }

// A bent line of 3, all hexes different, so that no rotation equals its mirror image:
// water (marked) -> north -> field -> north-east -> tree of height 1.
Shape bent_line() {
  return Shape{{{-1, 0, kWater, {Blue}}, {0, N, kField, {Yellow}}, {1, NE, tree(1), {Green}}}, 0};
}

// A 4-hex shape: a building (marked), a mountain of 2 to its south-east, a tree of 3 to the mountain's
// south, and water south-west of the building.
Shape four_hexes() {
  return Shape{{{-1, 0, kBuilding, {Gray, Red}},
                {0, SE, mountain(2), {Gray, Gray}},
                {1, S, tree(3), {Brown, Brown, Green}},
                {0, SW, kWater, {Blue}}},
               0};
}

// For every rotation and every anchor where the rotated shape fits, builds it alone on an empty board
// and checks that the pattern matches there and nowhere else; returns how many layouts fit per rotation.
std::vector<int> check_every_rotation(const Shape& shape, const Pattern& pattern, const PlacementTable& table,
                                      Side side) {
  std::vector<int> fits(6, 0);
  const Geometry& g = Geometry::of(side);
  for (int rot = 0; rot < 6; ++rot) {
    for (int anchor = 0; anchor < g.space_count(); ++anchor) {
      auto spaces = lay_out(shape, side, anchor, rot, false);
      if (!spaces) continue;
      ++fits[rot];
      INFO("side " << side_name(side) << ", rotation " << rot << " (first step " << kDirNames[(N + rot) % 6]
                   << "), cube on space " << anchor);
      const Board b = build(shape, side, *spaces);
      CHECK(targets(b, pattern, table) == std::set<int>{anchor});
    }
  }
  return fits;
}

}  // namespace

// ---------------------------------------------------------------------------
// Axial coordinates and rotate()

TEST_CASE("hex.hpp: kDirections agree with RULES.md \"Board geometry\" neighbours, clockwise from north",
          "[pattern][hex]") {
  for (Side side : {Side::A, Side::B}) {
    const Geometry& g = Geometry::of(side);
    for (int s = 0; s < g.space_count(); ++s) {
      for (int d = 0; d < 6; ++d) {
        INFO("side " << side_name(side) << " space " << s << " direction " << kDirNames[d]);
        const Axial a = g.axial(s);
        const int by_axial = g.space_at(Axial{a.q + kDirections[d].q, a.r + kDirections[d].r});
        CHECK(by_axial == g.space_at(step(g.offset(s), d)));
      }
    }
  }
}

TEST_CASE("RULES.md \"A turn\" (6 rotations): rotate() turns clockwise and 6 turns return to the start",
          "[pattern][hex]") {
  std::vector<Axial> points;
  for (int q = -3; q <= 3; ++q)
    for (int r = -3; r <= 3; ++r) points.push_back(Axial{q, r});

  SECTION("the origin stays put") {
    for (int k = -6; k <= 12; ++k) CHECK(rotate(Axial{0, 0}, k) == Axial{0, 0});
  }
  SECTION("one step turns each direction into the next one clockwise") {
    for (int d = 0; d < 6; ++d) CHECK(rotate(kDirections[d], 1) == kDirections[(d + 1) % 6]);
  }
  SECTION("6 rotations return to start; k then 6-k too; negative steps turn the other way") {
    for (Axial a : points) {
      INFO("(" << a.q << ", " << a.r << ")");
      CHECK(rotate(a, 6) == a);
      CHECK(rotate(a, 0) == a);
      Axial turned = a;
      for (int i = 0; i < 6; ++i) turned = rotate(turned, 1);
      CHECK(turned == a);
      for (int k = 0; k < 6; ++k) {
        CHECK(rotate(rotate(a, k), 6 - k) == a);
        CHECK(rotate(a, -k) == rotate(a, 6 - k));
        CHECK(rotate(a, k + 6) == rotate(a, k));
      }
      CHECK(rotate(a, 3) == Axial{-a.q, -a.r});  // half a turn
    }
  }
  SECTION("a point that is not the origin comes back only after 6 steps") {
    for (Axial a : points) {
      if (a == Axial{0, 0}) continue;
      for (int k = 1; k < 6; ++k) CHECK_FALSE(rotate(a, k) == a);
    }
  }
  SECTION("rotation preserves adjacency") {
    for (Axial a : points)
      for (Axial d : kDirections)
        for (int k = 0; k < 6; ++k) {
          const Axial ra = rotate(a, k);
          const Axial rb = rotate(Axial{a.q + d.q, a.r + d.r}, k);
          const Axial diff{rb.q - ra.q, rb.r - ra.r};
          INFO("(" << a.q << ", " << a.r << ") rotated " << k);
          CHECK(diff == rotate(d, k));
        }
  }
}

// ---------------------------------------------------------------------------
// Rotations and mirror images

TEST_CASE("RULES.md \"A turn\": a pattern matches in each of its 6 rotations, at every anchor where it fits",
          "[pattern]") {
  const Shape shape = bent_line();
  const Pattern pattern = pattern_of(shape);
  for (Side side : {Side::A, Side::B}) {
    const std::vector<int> fits = check_every_rotation(shape, pattern, PlacementTable(pattern, side), side);
    for (int rot = 0; rot < 6; ++rot) {
      INFO("side " << side_name(side) << " rotation " << rot << " fits somewhere");
      CHECK(fits[rot] >= 3);
    }
  }
}

TEST_CASE("RULES.md \"A turn\": a 4-hex pattern matches in each of its 6 rotations", "[pattern]") {
  const Shape shape = four_hexes();
  const Pattern pattern = pattern_of(shape);
  for (Side side : {Side::A, Side::B}) {
    const std::vector<int> fits = check_every_rotation(shape, pattern, PlacementTable(pattern, side), side);
    for (int rot = 0; rot < 6; ++rot) CHECK(fits[rot] >= 1);
  }
}

TEST_CASE("RULES.md \"A turn\": \"no mirror images\": the mirrored bent line never matches", "[pattern]") {
  const Shape shape = bent_line();
  const Pattern pattern = pattern_of(shape);
  for (Side side : {Side::A, Side::B}) {
    const PlacementTable table(pattern, side);
    const Geometry& g = Geometry::of(side);
    int tried = 0;
    for (int rot = 0; rot < 6; ++rot) {
      for (int anchor = 0; anchor < g.space_count(); ++anchor) {
        auto spaces = lay_out(shape, side, anchor, rot, true);
        if (!spaces) continue;
        ++tried;
        INFO("side " << side_name(side) << ", mirrored, rotation " << rot << ", water on space " << anchor);
        CHECK(targets(build(shape, side, *spaces), pattern, table).empty());
      }
    }
    CHECK(tried > 0);
  }
}

TEST_CASE("RULES.md \"A turn\": \"no mirror images\" for the 4-hex pattern too", "[pattern]") {
  const Shape shape = four_hexes();
  const Pattern pattern = pattern_of(shape);
  const PlacementTable table(pattern, Side::A);
  int tried = 0;
  for (int rot = 0; rot < 6; ++rot)
    for (int anchor = 0; anchor < Geometry::of(Side::A).space_count(); ++anchor) {
      auto spaces = lay_out(shape, Side::A, anchor, rot, true);
      if (!spaces) continue;
      ++tried;
      INFO("mirrored, rotation " << rot << ", building on space " << anchor);
      CHECK(targets(build(shape, Side::A, *spaces), pattern, table).empty());
    }
  CHECK(tried > 0);
}

// RULES.md "Pulse": "besides rotating a pattern, a player may mirror it", for the Pulse cards only.

TEST_CASE("RULES.md Pulse: a mirroring card's pattern matches mirrored, in all 6 rotations", "[pattern][pulse]") {
  for (const Shape& shape : {bent_line(), four_hexes()}) {
    const Pattern pattern = pattern_of(shape);
    for (Side side : {Side::A, Side::B}) {
      const PlacementTable table(pattern, side, true);
      const Geometry& g = Geometry::of(side);
      std::vector<int> fits(6, 0);
      for (int rot = 0; rot < 6; ++rot)
        for (int anchor = 0; anchor < g.space_count(); ++anchor) {
          auto spaces = lay_out(shape, side, anchor, rot, true);
          if (!spaces) continue;
          ++fits[rot];
          INFO("side " << side_name(side) << ", mirrored, rotation " << rot << ", cube on space " << anchor);
          CHECK(targets(build(shape, side, *spaces), pattern, table) == std::set<int>{anchor});
        }
      for (int rot = 0; rot < 6; ++rot) CHECK(fits[rot] >= 1);
      // Mirroring adds to rotating: the plain rotations still match.
      const std::vector<int> plain = check_every_rotation(shape, pattern, table, side);
      for (int rot = 0; rot < 6; ++rot) CHECK(plain[rot] >= 1);
    }
  }
}

TEST_CASE("RULES.md Pulse: the deck's Pulse cards mirror and its base cards do not", "[pattern][pulse][decks]") {
  int pulse = 0;
  for (const AnimalCard& card : standard_decks().animals) {
    INFO(card.id);
    CHECK(card.mirrors() == (card.module == Module::Pulse));
    pulse += card.mirrors() ? 1 : 0;
  }
  CHECK(pulse == 10);
}

TEST_CASE("RULES.md Pulse, symmetry reminder: mirror_differs tells chiral patterns from symmetric ones",
          "[pattern][pulse]") {
  // The bent line and the 4-hex shape have all-different hexes and no mirror symmetry.
  CHECK(mirror_differs(pattern_of(bent_line())));
  CHECK(mirror_differs(pattern_of(four_hexes())));
  // A straight line, and a pair, are their own mirror images (turned).
  const Shape line{{{-1, 0, kWater, {Blue}}, {0, N, kField, {Yellow}}, {1, N, tree(1), {Green}}}, 0};
  CHECK_FALSE(mirror_differs(pattern_of(line)));
  const Shape pair{{{-1, 0, kWater, {Blue}}, {0, NE, kField, {Yellow}}}, 0};
  CHECK_FALSE(mirror_differs(pattern_of(pair)));
  // A triangle with two equal hexes beside the marked one is symmetric; with three different, it is not.
  const Shape even{{{-1, 0, kBuilding, {Gray, Red}}, {0, N, kField, {Yellow}}, {0, NE, kField, {Yellow}}}, 0};
  CHECK_FALSE(mirror_differs(pattern_of(even)));
  const Shape odd{{{-1, 0, kBuilding, {Gray, Red}}, {0, N, kField, {Yellow}}, {0, NE, kWater, {Blue}}}, 0};
  CHECK(mirror_differs(pattern_of(odd)));
  // Where the cube sits counts: the same line with the cube at an end or in the middle stays symmetric,
  // a bent line of three equal hexes with the cube at one end is not.
  const Shape bent_same{{{-1, 0, kWater, {Blue}}, {0, N, kWater, {Blue}}, {1, NE, kWater, {Blue}}}, 0};
  CHECK(mirror_differs(pattern_of(bent_same)));
  const Shape bent_middle{{{-1, 0, kWater, {Blue}}, {0, N, kWater, {Blue}}, {1, NE, kWater, {Blue}}}, 1};
  CHECK_FALSE(mirror_differs(pattern_of(bent_middle)));
}

TEST_CASE("RULES.md \"A turn\": every hex of the pattern is needed", "[pattern]") {
  const Shape shape = bent_line();
  const Pattern pattern = pattern_of(shape);
  const PlacementTable table(pattern, Side::A);
  for (int rot = 0; rot < 6; ++rot)
    for (int anchor = 0; anchor < 23; ++anchor) {
      auto spaces = lay_out(shape, Side::A, anchor, rot, false);
      if (!spaces) continue;
      for (int missing = 0; missing < 3; ++missing) {
        INFO("rotation " << rot << ", anchor " << anchor << ", hex " << missing << " left empty");
        CHECK(targets(build(shape, Side::A, *spaces, missing), pattern, table).empty());
      }
    }
}

TEST_CASE("RULES.md \"A turn\": patterns read from a deck file match in all 6 rotations", "[pattern][decks]") {
  // An animal with the bent line and a spirit with the 4-hex shape, in the deck format of cards.hpp.
  const std::string animals = R"({"version": 1, "animals": [
    {"id": "heron", "name": "Heron", "cube": 0, "ladder": [3, 7, 12], "terrains": ["water", "field", "tree"],
     "pattern": [{"q": 0, "r": 0, "terrain": "water"}, {"q": 0, "r": -1, "terrain": "field"},
                 {"q": 1, "r": -2, "terrain": "tree1"}]}]})";
  const std::string spirits = R"({"version": 1, "spirits": [
    {"id": "guardian", "name": "Guardian", "cube": 0, "text": "4 per mountain of 2+",
     "terrains": ["building", "mountain", "tree", "water"],
     "rule": {"kind": "count", "terrain": "mountain", "min_height": 2, "points": 4},
     "pattern": [{"q": 0, "r": 0, "terrain": "building"}, {"q": 1, "r": 0, "terrain": "mountain2"},
                 {"q": 1, "r": 1, "terrain": "tree3"}, {"q": -1, "r": 1, "terrain": "water"}]}]})";
  Decks decks;
  const Error e = parse_decks(animals, spirits, decks);
  INFO(e.message);
  REQUIRE_FALSE(e);
  REQUIRE(decks.animals.size() == 1);
  REQUIRE(decks.spirits.size() == 1);

  SECTION("the parsed patterns are the hand-made ones") {
    const Pattern heron = pattern_of(bent_line());
    CHECK(decks.animals[0].pattern.hexes == heron.hexes);
    CHECK(decks.animals[0].pattern.cube == heron.cube);
    const Pattern guardian = pattern_of(four_hexes());
    CHECK(decks.spirits[0].pattern.hexes == guardian.hexes);
    CHECK(decks.spirits[0].pattern.cube == guardian.cube);
  }
  SECTION("the animal's table matches every rotation") {
    for (Side side : {Side::A, Side::B}) {
      auto fits = check_every_rotation(bent_line(), decks.animals[0].pattern, decks.table(side, 0), side);
      for (int n : fits) CHECK(n >= 1);
    }
  }
  SECTION("the spirit's table (key kSpiritKeyBase + 0) matches every rotation") {
    for (Side side : {Side::A, Side::B}) {
      auto fits = check_every_rotation(four_hexes(), decks.spirits[0].pattern,
                                       decks.table(side, kSpiritKeyBase + 0), side);
      for (int n : fits) CHECK(n >= 1);
    }
  }
}

TEST_CASE("RULES.md \"A turn\": 6 rotations of a 2-hex pattern around a middle space, fewer at a corner",
          "[pattern]") {
  // Water (marked) with a field to its north: the field may stand on any neighbour of the water.
  Pattern p;
  p.hexes = {kWater, kField};
  p.hexes[1].at = kDirections[N];
  const PlacementTable table(p, Side::A);
  const Geometry& g = Geometry::of(Side::A);
  for (int s = 0; s < g.space_count(); ++s) {
    INFO("space " << s);
    CHECK(static_cast<int>(table.at(s).size()) == g.neighbour_count(s));
  }
  CHECK(table.at(11).size() == 6);  // (2,2)
  CHECK(table.at(0).size() == 2);   // (0,0)
  SECTION("and it matches with the field on any of the 6 neighbours") {
    const int middle = 11;
    for (int k = 0; k < 6; ++k) {
      Board b(Side::A);
      b.place(middle, Blue);
      b.place(g.neighbour(middle, k), Yellow);
      CHECK(targets(b, p, table) == std::set<int>{middle});
    }
  }
}

// ---------------------------------------------------------------------------
// What each hex accepts

TEST_CASE("RULES.md \"A turn\": \"exact tree and mountain heights\"", "[pattern]") {
  // Water (marked) at (2,2) = space 11, the tree or mountain to its north at (2,1) = space 10.
  auto board_with = [](std::vector<Token> north) {
    Board b(Side::A);
    b.place(11, Blue);
    for (Token t : north) {
      REQUIRE(b.can_place(10, t));
      b.place(10, t);
    }
    return b;
  };
  auto pattern_with = [](PatternHex north) {
    Pattern p;
    p.hexes = {kWater, north};
    p.hexes[1].at = kDirections[N];
    return p;
  };

  SECTION("tree2 accepts a tree of 2 only") {
    const Pattern p = pattern_with(tree(2));
    CHECK(targets(board_with({Green}), p).empty());
    CHECK(targets(board_with({Brown, Green}), p) == std::set<int>{11});
    CHECK(targets(board_with({Brown, Brown, Green}), p).empty());
    CHECK(targets(board_with({Brown, Brown}), p).empty());  // a bare trunk of 2 is no tree
  }
  SECTION("tree1 and tree3 accept their own height only") {
    CHECK(targets(board_with({Green}), pattern_with(tree(1))) == std::set<int>{11});
    CHECK(targets(board_with({Brown, Green}), pattern_with(tree(1))).empty());
    CHECK(targets(board_with({Brown, Brown, Green}), pattern_with(tree(3))) == std::set<int>{11});
    CHECK(targets(board_with({Brown, Green}), pattern_with(tree(3))).empty());
  }
  SECTION("mountain2 accepts a mountain of 2 only") {
    const Pattern p = pattern_with(mountain(2));
    CHECK(targets(board_with({Gray}), p).empty());
    CHECK(targets(board_with({Gray, Gray}), p) == std::set<int>{11});
    CHECK(targets(board_with({Gray, Gray, Gray}), p).empty());
    CHECK(targets(board_with({Gray, Red}), p).empty());  // red on gray is a building, not a mountain
  }
  SECTION("mountain1 and mountain3 accept their own height only") {
    CHECK(targets(board_with({Gray}), pattern_with(mountain(1))) == std::set<int>{11});
    CHECK(targets(board_with({Gray, Gray}), pattern_with(mountain(1))).empty());
    CHECK(targets(board_with({Gray, Gray, Gray}), pattern_with(mountain(3))) == std::set<int>{11});
    CHECK(targets(board_with({Gray, Gray}), pattern_with(mountain(3))).empty());
  }
  SECTION("satisfies() on single stacks") {
    Stack two_trees;
    two_trees.tokens = {Brown, Green, Blue};
    two_trees.height = 2;
    CHECK(satisfies(two_trees, tree(2)));
    CHECK_FALSE(satisfies(two_trees, tree(1)));
    CHECK_FALSE(satisfies(two_trees, tree(3)));
    CHECK_FALSE(satisfies(two_trees, mountain(2)));
  }
}

TEST_CASE("RULES.md \"A turn\": \"a building hex accepts any base\": red on brown, gray or red", "[pattern]") {
  Pattern p;  // building (marked) at the origin, field to its south
  p.hexes = {kBuilding, kField};
  p.hexes[1].at = kDirections[S];
  auto board_with = [](std::vector<Token> building) {
    Board b(Side::B);
    for (Token t : building) {
      REQUIRE(b.can_place(8, t));  // (2,1)
      b.place(8, t);
    }
    b.place(9, Yellow);  // (2,2), south of (2,1)
    return b;
  };
  for (Token base : {Brown, Gray, Red}) {
    INFO("red on " << token_name(base));
    CHECK(targets(board_with({base, Red}), p) == std::set<int>{8});
  }
  SECTION("a lone red is not a building") { CHECK(targets(board_with({Red}), p).empty()); }
  SECTION("nor is its bare base") {
    CHECK(targets(board_with({Brown}), p).empty());
    CHECK(targets(board_with({Gray}), p).empty());
  }
}

TEST_CASE("RULES.md \"A turn\": water and field hexes want a blue or yellow top", "[pattern]") {
  Stack blue;
  blue.tokens[blue.height++] = Blue;
  Stack yellow;
  yellow.tokens[yellow.height++] = Yellow;
  Stack empty;
  CHECK(satisfies(blue, kWater));
  CHECK_FALSE(satisfies(blue, kField));
  CHECK(satisfies(yellow, kField));
  CHECK_FALSE(satisfies(yellow, kWater));
  CHECK_FALSE(satisfies(empty, kWater));
  CHECK_FALSE(satisfies(empty, kField));
  CHECK_FALSE(satisfies(empty, kBuilding));
  CHECK_FALSE(satisfies(empty, tree(1)));
  CHECK_FALSE(satisfies(empty, mountain(1)));
}

// ---------------------------------------------------------------------------
// Cubes

TEST_CASE("RULES.md \"A turn\": the marked hex must hold no cube - other hexes of the match may", "[pattern]") {
  const Shape shape = bent_line();
  const Pattern pattern = pattern_of(shape);
  const PlacementTable table(pattern, Side::A);
  auto spaces = lay_out(shape, Side::A, 11, 0, false);  // water on (2,2)
  REQUIRE(spaces);
  const int water = (*spaces)[0], field = (*spaces)[1], tree1 = (*spaces)[2];
  Board b = build(shape, Side::A, *spaces);
  REQUIRE(targets(b, pattern, table) == std::set<int>{water});

  SECTION("a cube on the field and the tree: still a match") {
    b.cubes[field] = 3;
    b.cubes[tree1] = kSpiritKeyBase;
    CHECK(targets(b, pattern, table) == std::set<int>{water});
  }
  SECTION("a cube on the marked water: no match") {
    b.cubes[water] = 0;
    CHECK(targets(b, pattern, table).empty());
  }
  SECTION("a second copy of the habitat still takes a cube after the first is covered") {
    auto other = lay_out(shape, Side::A, 3, 0, false);  // water on (0,3)
    REQUIRE(other);
    for (size_t i = 0; i < shape.hexes.size(); ++i)
      for (Token t : shape.hexes[i].stack) {
        REQUIRE(b.can_place((*other)[i], t));
        b.place((*other)[i], t);
      }
    b.cubes[water] = 0;
    CHECK(targets(b, pattern, table) == std::set<int>{(*other)[0]});
  }
}

TEST_CASE("RULES.md \"A turn\": the cube goes on the pattern's marked hex, not on any hex", "[pattern]") {
  // The same water-field pair, marked on the field this time.
  Pattern p;
  p.hexes = {kWater, kField};
  p.hexes[1].at = kDirections[N];
  p.cube = 1;
  Board b(Side::A);
  b.place(11, Blue);    // (2,2)
  b.place(10, Yellow);  // (2,1), north of it
  CHECK(targets(b, p) == std::set<int>{10});
  p.cube = 0;
  CHECK(targets(b, p) == std::set<int>{11});
}

TEST_CASE("RULES.md \"A turn\": \"One token may serve several habitats\"", "[pattern]") {
  // A field pair (marked on the first field) and a water-field pair share the yellow at (2,1).
  Pattern fields;
  fields.hexes = {kField, kField};
  fields.hexes[1].at = kDirections[S];
  Pattern water_field;
  water_field.hexes = {kWater, kField};
  water_field.hexes[1].at = kDirections[N];
  Board b(Side::A);
  b.place(9, Yellow);   // (2,0)
  b.place(10, Yellow);  // (2,1)
  b.place(11, Blue);    // (2,2)
  CHECK(targets(b, fields).count(9) == 1);
  CHECK(targets(b, water_field) == std::set<int>{11});
}
