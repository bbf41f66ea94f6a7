// RULES.md "Board geometry" and "Scoring": the board's shape and what its tokens score.
#include <catch2/catch.hpp>

#include <algorithm>
#include <set>
#include <vector>

#include "harmonies/board.hpp"
#include "harmonies/cards.hpp"
#include "harmonies/hex.hpp"
#include "harmonies/outcome.hpp"
#include "harmonies/scoring.hpp"
#include "token_aliases.hpp"

using namespace harmonies;

namespace {

using namespace harmonies::testing::colours;

// One stack of a compact board description: space (col, row) as in RULES.md
// "Board geometry", tokens bottom to top.
struct Put {
  int col;
  int row;
  std::vector<Token> stack;
};

int space_of(Side side, int col, int row) {
  const int s = Geometry::of(side).space_at(Offset{col, row});
  INFO("space (" << col << ", " << row << ") on side " << side_name(side));
  REQUIRE(s != kNoSpace);
  return s;
}

// Builds a board by legal placements only (each token checked with can_place).
Board board_of(Side side, const std::vector<Put>& puts) {
  Board b(side);
  for (const Put& p : puts) {
    const int s = space_of(side, p.col, p.row);
    for (Token t : p.stack) {
      INFO(token_name(t) << " on (" << p.col << ", " << p.row << ")");
      REQUIRE(b.can_place(s, t));
      b.place(s, t);
    }
  }
  return b;
}

// The same token alone on each listed space.
std::vector<Put> singles(Token t, const std::vector<std::pair<int, int>>& spaces) {
  std::vector<Put> puts;
  for (auto [c, r] : spaces) puts.push_back(Put{c, r, {t}});
  return puts;
}

// RULES.md "Board geometry": the neighbours of (c, r), straight from the rule book's formula.
std::set<int> rules_neighbours(Side side, int c, int r) {
  const Geometry& g = Geometry::of(side);
  std::vector<Offset> candidates = {{c, r - 1}, {c, r + 1}};
  if (c % 2 == 0) {
    candidates.insert(candidates.end(), {{c - 1, r - 1}, {c - 1, r}, {c + 1, r - 1}, {c + 1, r}});
  } else {
    candidates.insert(candidates.end(), {{c - 1, r}, {c - 1, r + 1}, {c + 1, r}, {c + 1, r + 1}});
  }
  std::set<int> out;
  for (Offset o : candidates)
    if (o.col >= 0 && o.col < g.column_count() && o.row >= 0 && o.row < g.column_height(o.col))
      out.insert(g.space_at(o));
  return out;
}

std::set<int> engine_neighbours(const Geometry& g, int space) {
  std::set<int> out;
  for (int k = 0; k < g.neighbour_count(space); ++k) out.insert(g.neighbour(space, k));
  return out;
}

std::vector<int> sorted(std::vector<int> v) {
  std::sort(v.begin(), v.end());
  return v;
}

}  // namespace

// ---------------------------------------------------------------------------
// Board geometry

TEST_CASE("RULES.md \"Board geometry\": side A has 23 spaces in columns 5-4-5-4-5", "[geometry]") {
  const Geometry& g = Geometry::of(Side::A);
  CHECK(g.space_count() == 23);
  REQUIRE(g.column_count() == 5);
  const int heights[] = {5, 4, 5, 4, 5};
  for (int c = 0; c < 5; ++c) CHECK(g.column_height(c) == heights[c]);
  CHECK(Board(Side::A).space_count() == 23);
}

TEST_CASE("RULES.md \"Board geometry\": side B has 25 spaces in columns 4-3-4-3-4-3-4", "[geometry]") {
  const Geometry& g = Geometry::of(Side::B);
  CHECK(g.space_count() == 25);
  REQUIRE(g.column_count() == 7);
  const int heights[] = {4, 3, 4, 3, 4, 3, 4};
  for (int c = 0; c < 7; ++c) CHECK(g.column_height(c) == heights[c]);
  CHECK(Board(Side::B).space_count() == 25);
}

TEST_CASE("RULES.md \"Board geometry\": canonical order is column by column, top to bottom", "[geometry]") {
  SECTION("side A: col 0 = 0-4, col 1 = 5-8, col 2 = 9-13, col 3 = 14-17, col 4 = 18-22") {
    const Geometry& g = Geometry::of(Side::A);
    const int first[] = {0, 5, 9, 14, 18};
    for (int c = 0; c < 5; ++c)
      for (int r = 0; r < g.column_height(c); ++r) {
        INFO("(" << c << ", " << r << ")");
        CHECK(g.space_at(Offset{c, r}) == first[c] + r);
        CHECK(g.offset(first[c] + r).col == c);
        CHECK(g.offset(first[c] + r).row == r);
      }
  }
  SECTION("side B: col 0 = 0-3, col 1 = 4-6, col 2 = 7-10, col 3 = 11-13, col 4 = 14-17, col 5 = 18-20, col 6 = 21-24") {
    const Geometry& g = Geometry::of(Side::B);
    const int first[] = {0, 4, 7, 11, 14, 18, 21};
    for (int c = 0; c < 7; ++c)
      for (int r = 0; r < g.column_height(c); ++r) {
        INFO("(" << c << ", " << r << ")");
        CHECK(g.space_at(Offset{c, r}) == first[c] + r);
      }
  }
  SECTION("spaces off the board do not exist") {
    const Geometry& a = Geometry::of(Side::A);
    CHECK(a.space_at(Offset{1, 4}) == kNoSpace);  // column 1 holds 4 spaces
    CHECK(a.space_at(Offset{5, 0}) == kNoSpace);
    CHECK(a.space_at(Offset{0, -1}) == kNoSpace);
    CHECK(a.space_at(Offset{-1, 0}) == kNoSpace);
    const Geometry& b = Geometry::of(Side::B);
    CHECK(b.space_at(Offset{0, 4}) == kNoSpace);
    CHECK(b.space_at(Offset{7, 0}) == kNoSpace);
  }
}

TEST_CASE("RULES.md \"Board geometry\": neighbour lists of chosen spaces", "[geometry]") {
  const Geometry& a = Geometry::of(Side::A);
  const Geometry& b = Geometry::of(Side::B);
  // Worked out by hand from the formula (c even: (c-1,r-1) (c-1,r) (c+1,r-1) (c+1,r); c odd: (c-1,r)
  // (c-1,r+1) (c+1,r) (c+1,r+1); plus (c,r-1) and (c,r+1)).
  SECTION("side A top-left corner (0,0) = 0: (0,1) and (1,0)") {
    CHECK(engine_neighbours(a, 0) == std::set<int>{1, 5});
  }
  SECTION("side A middle (2,2) = 11: six neighbours") {
    CHECK(engine_neighbours(a, 11) == std::set<int>{10, 12, 6, 7, 15, 16});
  }
  SECTION("side A odd column top (1,0) = 5: (1,1), (0,0), (0,1), (2,0), (2,1)") {
    CHECK(engine_neighbours(a, 5) == std::set<int>{6, 0, 1, 9, 10});
  }
  SECTION("side A odd column bottom (1,3) = 8: (1,2), (0,3), (0,4), (2,3), (2,4)") {
    CHECK(engine_neighbours(a, 8) == std::set<int>{7, 3, 4, 12, 13});
  }
  SECTION("side A bottom-right corner (4,4) = 22: (4,3) and (3,3)") {
    CHECK(engine_neighbours(a, 22) == std::set<int>{21, 17});
  }
  SECTION("side B top-left corner (0,0) = 0: (0,1) and (1,0)") {
    CHECK(engine_neighbours(b, 0) == std::set<int>{1, 4});
  }
  SECTION("side B odd column bottom (3,2) = 13: (3,1), (2,2), (2,3), (4,2), (4,3)") {
    CHECK(engine_neighbours(b, 13) == std::set<int>{12, 9, 10, 16, 17});
  }
  SECTION("side B bottom-right corner (6,3) = 24: (6,2) and (5,2)") {
    CHECK(engine_neighbours(b, 24) == std::set<int>{23, 20});
  }
}

TEST_CASE("RULES.md \"Board geometry\": every space's neighbours follow the formula, symmetrically",
          "[geometry]") {
  for (Side side : {Side::A, Side::B}) {
    const Geometry& g = Geometry::of(side);
    for (int s = 0; s < g.space_count(); ++s) {
      const Offset o = g.offset(s);
      INFO("side " << side_name(side) << " space " << s << " = (" << o.col << ", " << o.row << ")");
      CHECK(g.space_at(o) == s);
      CHECK(g.space_at(g.axial(s)) == s);
      const std::set<int> mine = engine_neighbours(g, s);
      CHECK(static_cast<int>(mine.size()) == g.neighbour_count(s));  // no duplicates
      CHECK(mine == rules_neighbours(side, o.col, o.row));
      CHECK(mine.count(s) == 0);
      for (int n : mine) CHECK(engine_neighbours(g, n).count(s) == 1);
    }
  }
}

// ---------------------------------------------------------------------------
// Trees

TEST_CASE("RULES.md \"Scoring\": Tree (green on 0/1/2 browns) scores 1 / 3 / 7 by height", "[scoring][trees]") {
  CHECK(tree_points(board_of(Side::A, {{2, 2, {Green}}})) == 1);
  CHECK(tree_points(board_of(Side::A, {{2, 2, {Brown, Green}}})) == 3);
  CHECK(tree_points(board_of(Side::A, {{2, 2, {Brown, Brown, Green}}})) == 7);
  SECTION("trees add up, adjacent or not") {
    const Board b = board_of(Side::A, {{0, 0, {Green}}, {0, 1, {Brown, Green}}, {4, 4, {Brown, Brown, Green}}});
    CHECK(tree_points(b) == 1 + 3 + 7);
  }
}

TEST_CASE("RULES.md \"Scoring\": Tree: \"Browns without green: 0\"", "[scoring][trees]") {
  CHECK(tree_points(board_of(Side::A, {{2, 2, {Brown}}})) == 0);
  CHECK(tree_points(board_of(Side::A, {{2, 2, {Brown, Brown}}})) == 0);
  CHECK(score_landscape(board_of(Side::A, {{2, 2, {Brown, Brown}}, {1, 1, {Brown}}})).total() == 0);
}

TEST_CASE("RULES.md \"Scoring\": an empty board scores nothing but side B's single island", "[scoring]") {
  CHECK(score_landscape(Board(Side::A)) == LandscapeScore{});
  const LandscapeScore b = score_landscape(Board(Side::B));
  CHECK(b.total() == 5);  // "A board with no blue is one island."
  CHECK(b.water == 5);
}

// ---------------------------------------------------------------------------
// Mountains

TEST_CASE("RULES.md \"Scoring\": Mountain 1 / 3 / 7 by height, with a neighbouring mountain",
          "[scoring][mountains]") {
  SECTION("heights 1 and 1 side by side: 1 + 1") {
    CHECK(mountain_points(board_of(Side::A, {{2, 2, {Gray}}, {2, 3, {Gray}}})) == 2);
  }
  SECTION("heights 2 and 1: 3 + 1") {
    CHECK(mountain_points(board_of(Side::A, {{2, 2, {Gray, Gray}}, {3, 2, {Gray}}})) == 4);
  }
  SECTION("heights 3 and 3: 7 + 7") {
    CHECK(mountain_points(board_of(Side::A, {{1, 0, {Gray, Gray, Gray}}, {0, 1, {Gray, Gray, Gray}}})) == 14);
  }
  SECTION("a chain 1-2-3: every mountain has a neighbouring mountain") {
    const Board b = board_of(Side::A, {{0, 0, {Gray}}, {0, 1, {Gray, Gray}}, {0, 2, {Gray, Gray, Gray}}});
    CHECK(mountain_points(b) == 1 + 3 + 7);
  }
}

TEST_CASE("RULES.md \"Scoring\": Mountain: \"0 if no neighbouring space is also a mountain\"",
          "[scoring][mountains]") {
  SECTION("an isolated mountain of 3 scores 0") {
    CHECK(mountain_points(board_of(Side::A, {{2, 2, {Gray, Gray, Gray}}})) == 0);
  }
  SECTION("two mountains two spaces apart score 0") {
    CHECK(mountain_points(board_of(Side::A, {{2, 0, {Gray, Gray}}, {2, 2, {Gray, Gray, Gray}}})) == 0);
  }
  SECTION("a building on gray is not a mountain: the mountain beside it stays isolated") {
    const Board b = board_of(Side::A, {{2, 2, {Gray, Gray, Gray}}, {2, 3, {Gray, Red}}});
    CHECK(mountain_points(b) == 0);
  }
  SECTION("other tokens around do not count as mountains") {
    const Board b = board_of(Side::A, {{2, 2, {Gray, Gray}},
                                       {2, 1, {Blue}},
                                       {2, 3, {Yellow}},
                                       {1, 1, {Brown, Green}},
                                       {1, 2, {Brown}},
                                       {3, 1, {Red}},
                                       {3, 2, {Brown, Red}}});
    CHECK(mountain_points(b) == 0);
  }
  SECTION("an isolated mountain next to a linked pair: only the pair scores") {
    const Board b = board_of(Side::A, {{0, 0, {Gray}}, {0, 1, {Gray, Gray}}, {4, 4, {Gray, Gray, Gray}}});
    CHECK(mountain_points(b) == 1 + 3);
  }
}

// ---------------------------------------------------------------------------
// Fields

TEST_CASE("RULES.md \"Scoring\": Field: \"5 per connected group of 2 or more yellow tokens, whatever its size\"",
          "[scoring][fields]") {
  SECTION("a pair: 5") { CHECK(field_points(board_of(Side::A, singles(Yellow, {{0, 0}, {0, 1}}))) == 5); }
  SECTION("a pair across columns, (0,1)-(1,0) are neighbours: 5") {
    CHECK(field_points(board_of(Side::A, singles(Yellow, {{0, 1}, {1, 0}}))) == 5);
  }
  SECTION("a group of 5: still 5") {
    CHECK(field_points(board_of(Side::A, singles(Yellow, {{2, 0}, {2, 1}, {2, 2}, {2, 3}, {2, 4}}))) == 5);
  }
  SECTION("a group of 9: still 5") {
    const Board b = board_of(Side::A, singles(Yellow, {{0, 0}, {0, 1}, {0, 2}, {0, 3}, {0, 4},
                                                       {1, 0}, {1, 1}, {1, 2}, {1, 3}}));
    CHECK(field_points(b) == 5);
  }
  SECTION("two separate groups: 10") {
    CHECK(field_points(board_of(Side::A, singles(Yellow, {{0, 0}, {0, 1}, {4, 3}, {4, 4}}))) == 10);
  }
  SECTION("three separate groups of 2, 3 and 4: 15") {
    const Board b = board_of(Side::A, singles(Yellow, {{0, 0}, {0, 1},                   //
                                                       {0, 3}, {0, 4}, {1, 3},           //
                                                       {4, 0}, {4, 1}, {4, 2}, {3, 0}}));
    CHECK(field_points(b) == 15);
  }
}

TEST_CASE("RULES.md \"Scoring\": Field: \"A lone yellow: 0\"", "[scoring][fields]") {
  CHECK(field_points(board_of(Side::A, singles(Yellow, {{2, 2}}))) == 0);
  SECTION("two yellows that do not touch: 0") {
    // (0,0) and (1,1): not neighbours by the RULES.md formula.
    CHECK(field_points(board_of(Side::A, singles(Yellow, {{0, 0}, {1, 1}}))) == 0);
  }
  SECTION("a pair and a lone yellow: 5") {
    CHECK(field_points(board_of(Side::A, singles(Yellow, {{0, 0}, {0, 1}, {4, 4}}))) == 5);
  }
}

// ---------------------------------------------------------------------------
// Buildings

TEST_CASE("RULES.md \"Scoring\": Building: 5 with at least 3 different top colours around", "[scoring][buildings]") {
  // A building at (2,2) (space 11); its neighbours are (2,1) (2,3) (1,1) (1,2) (3,1) (3,2).
  SECTION("blue, yellow and gray around a red on brown: 5") {
    const Board b = board_of(Side::A, {{2, 2, {Brown, Red}}, {2, 1, {Blue}}, {2, 3, {Yellow}}, {1, 1, {Gray}}});
    CHECK(building_points(b) == 5);
  }
  SECTION("red on gray and red on red are buildings too") {
    for (Token base : {Gray, Red}) {
      INFO("red on " << token_name(base));
      const Board b = board_of(Side::A, {{2, 2, {base, Red}}, {2, 1, {Blue}}, {2, 3, {Yellow}}, {1, 1, {Green}}});
      CHECK(building_points(b) == 5);
    }
  }
  SECTION("six colours around: still 5") {
    const Board b = board_of(Side::A, {{2, 2, {Brown, Red}},
                                       {2, 1, {Blue}},
                                       {2, 3, {Yellow}},
                                       {1, 1, {Gray}},
                                       {1, 2, {Green}},
                                       {3, 1, {Brown}},
                                       {3, 2, {Red}}});
    CHECK(building_points(b) == 5);
  }
  SECTION("\"red counts\": blue, yellow and a lone red around: 5") {
    const Board b = board_of(Side::A, {{2, 2, {Brown, Red}}, {2, 1, {Blue}}, {2, 3, {Yellow}}, {3, 2, {Red}}});
    CHECK(building_points(b) == 5);
  }
  SECTION("\"red counts\": two neighbouring buildings show red to each other") {
    // (2,2) and (2,3) are both buildings; each sees the other's red plus blue and yellow.
    const Board b = board_of(Side::A, {{2, 2, {Brown, Red}},
                                       {2, 3, {Gray, Red}},
                                       {1, 2, {Blue}},
                                       {3, 2, {Yellow}}});
    // (1,2) and (3,2) neighbour both (2,2) and (2,3).
    CHECK(building_points(b) == 10);
  }
  SECTION("a building in a corner: 2 neighbours can never show 3 colours") {
    const Board b = board_of(Side::A, {{0, 0, {Brown, Red}}, {0, 1, {Blue}}, {1, 0, {Yellow}}});
    CHECK(building_points(b) == 0);
  }
  SECTION("an edge building with 3 neighbours of 3 colours: 5") {
    // (0,2) neighbours: (0,1) (0,3) (1,1) (1,2).
    const Board b = board_of(Side::A, {{0, 2, {Gray, Red}}, {0, 1, {Blue}}, {0, 3, {Yellow}}, {1, 1, {Green}}});
    CHECK(building_points(b) == 5);
  }
}

TEST_CASE("RULES.md \"Scoring\": Building: only top colours count, empty spaces do not", "[scoring][buildings]") {
  SECTION("exactly 2 colours around: 0") {
    const Board b = board_of(Side::A, {{2, 2, {Brown, Red}},
                                       {2, 1, {Blue}},
                                       {2, 3, {Blue}},
                                       {1, 1, {Yellow}},
                                       {1, 2, {Yellow}},
                                       {3, 1, {Blue}},
                                       {3, 2, {Yellow}}});
    CHECK(building_points(b) == 0);
  }
  SECTION("\"empty spaces do not\" count as a colour: 2 colours and 4 empty spaces: 0") {
    const Board b = board_of(Side::A, {{2, 2, {Brown, Red}}, {2, 1, {Blue}}, {2, 3, {Yellow}}});
    CHECK(building_points(b) == 0);
  }
  SECTION("\"top tokens\": a tree shows green, not brown; a building shows red, not its base") {
    // Tops: green (brown-green), green, red (gray-red): 2 colours although brown and gray lie below.
    const Board b = board_of(Side::A, {{2, 2, {Brown, Red}},
                                       {2, 1, {Brown, Green}},
                                       {2, 3, {Green}},
                                       {1, 1, {Gray, Red}}});
    CHECK(building_points(b) == 0);
  }
  SECTION("a building's own base does not count as a neighbour colour") {
    // The building stands on gray; around it only blue and yellow.
    const Board b = board_of(Side::A, {{2, 2, {Gray, Red}}, {2, 1, {Blue}}, {2, 3, {Yellow}}});
    CHECK(building_points(b) == 0);
  }
}

TEST_CASE("RULES.md \"Placing tokens\": \"A lone red ... scores nothing by itself\": it is not a building",
          "[scoring][buildings]") {
  const Board b = board_of(Side::A, {{2, 2, {Red}}, {2, 1, {Blue}}, {2, 3, {Yellow}}, {1, 1, {Gray}}, {1, 2, {Green}}});
  CHECK(building_points(b) == 0);
  CHECK(score_landscape(b).total() == 1);  // only the tree of height 1 scores
}

// ---------------------------------------------------------------------------
// Water, side A

TEST_CASE("RULES.md \"Scoring\": river table \"0 / 2 / 5 / 8 / 11 / 15, then +4 per token beyond 6\"",
          "[scoring][water]") {
  CHECK(river_points(0) == 0);
  CHECK(river_points(1) == 0);
  CHECK(river_points(2) == 2);
  CHECK(river_points(3) == 5);
  CHECK(river_points(4) == 8);
  CHECK(river_points(5) == 11);
  CHECK(river_points(6) == 15);
  CHECK(river_points(7) == 19);
  CHECK(river_points(8) == 23);
  CHECK(river_points(9) == 27);
  CHECK(river_points(12) == 39);
}

TEST_CASE("RULES.md \"Scoring\": Water side A: a river's length is its largest shortest path, in tokens",
          "[scoring][water]") {
  SECTION("no blue: 0") {
    CHECK(longest_river(Board(Side::A)) == 0);
    CHECK(water_points(Board(Side::A)) == 0);
  }
  SECTION("a single blue: length 1, 0 points") {
    const Board b = board_of(Side::A, singles(Blue, {{2, 2}}));
    CHECK(longest_river(b) == 1);
    CHECK(water_points(b) == 0);
  }
  SECTION("a straight line of 5 down a column: length 5, 11 points") {
    const Board b = board_of(Side::A, singles(Blue, {{0, 0}, {0, 1}, {0, 2}, {0, 3}, {0, 4}}));
    CHECK(longest_river(b) == 5);
    CHECK(water_points(b) == 11);
  }
  SECTION("a straight line of 5 across the columns (south-east steps): length 5") {
    const Board b = board_of(Side::A, singles(Blue, {{0, 0}, {1, 0}, {2, 1}, {3, 1}, {4, 2}}));
    CHECK(longest_river(b) == 5);
    CHECK(water_points(b) == 11);
  }
  SECTION("a Y of 7 tokens with arms of 2: length 5 (arm end to arm end), not 7") {
    // Centre (2,2); arms north (2,1) (2,0), south-west (1,2) (0,3), south-east (3,2) (4,3).
    const Board b = board_of(Side::A, singles(Blue, {{2, 2}, {2, 1}, {2, 0}, {1, 2}, {0, 3}, {3, 2}, {4, 3}}));
    CHECK(longest_river(b) == 5);
    CHECK(water_points(b) == 11);
  }
  SECTION("a branch: 8 tokens, the longest shortest path runs from the top of the column into the branch") {
    // Column 0 (5 tokens) and a branch (1,2) (2,3) (3,3) leaving from (0,2)/(0,3).
    // (0,0) to (3,3): (0,0) (0,1) (0,2) (1,2) (2,3) (3,3) = 6 tokens; (0,0) to (0,4) only 5.
    const Board b = board_of(Side::A, singles(Blue, {{0, 0}, {0, 1}, {0, 2}, {0, 3}, {0, 4},  //
                                                     {1, 2}, {2, 3}, {3, 3}}));
    CHECK(longest_river(b) == 6);
    CHECK(water_points(b) == 15);
  }
  SECTION("a ring of 6 around an empty space: length 4, not 6") {
    // The six neighbours of (2,2).
    const Board b = board_of(Side::A, singles(Blue, {{2, 1}, {2, 3}, {1, 1}, {1, 2}, {3, 1}, {3, 2}}));
    CHECK(longest_river(b) == 4);
    CHECK(water_points(b) == 8);
  }
  SECTION("a U measured along the river: (0,0) to (2,0) is 9 tokens around the bend") {
    // Down column 0 to (0,3), across (1,3), up column 2 from (2,3); (1,0) (1,1) (1,2) stay empty.
    const Board b = board_of(Side::A, singles(Blue, {{0, 0}, {0, 1}, {0, 2}, {0, 3}, {1, 3},
                                                     {2, 3}, {2, 2}, {2, 1}, {2, 0}}));
    CHECK(longest_river(b) == 9);
    CHECK(water_points(b) == 15 + 4 * 3);
  }
  SECTION("a diagonal of 7 from corner to corner: length 7, 19 points") {
    const Board b = board_of(Side::A, singles(Blue, {{0, 0}, {0, 1}, {0, 2}, {1, 2}, {2, 3}, {3, 3}, {4, 4}}));
    CHECK(longest_river(b) == 7);
    CHECK(water_points(b) == 19);
  }
}

TEST_CASE("RULES.md \"Scoring\": Water side A: \"Only the best river counts\"", "[scoring][water]") {
  // A river of 5 in column 0 and a river of 3 in column 4: 11, not 11 + 5.
  const Board b = board_of(Side::A, singles(Blue, {{0, 0}, {0, 1}, {0, 2}, {0, 3}, {0, 4},  //
                                                   {4, 0}, {4, 1}, {4, 2}}));
  CHECK(longest_river(b) == 5);
  CHECK(water_points(b) == 11);
  CHECK(score_landscape(b).water == 11);
  SECTION("the best river wins whichever comes first in space order") {
    const Board c = board_of(Side::A, singles(Blue, {{0, 0}, {0, 1},  //
                                                     {4, 0}, {4, 1}, {4, 2}, {4, 3}}));
    CHECK(longest_river(c) == 4);
    CHECK(water_points(c) == 8);
  }
}

// ---------------------------------------------------------------------------
// Water, side B

TEST_CASE("RULES.md \"Scoring\": Water side B: \"A board with no blue is one island\"", "[scoring][water]") {
  CHECK(island_count(Board(Side::B)) == 1);
  CHECK(water_points(Board(Side::B)) == 5);
  const Board b = board_of(Side::B, {{0, 0, {Gray}}, {6, 3, {Yellow}}, {3, 1, {Brown, Green}}});
  CHECK(island_count(b) == 1);
  CHECK(water_points(b) == 5);
}

TEST_CASE("RULES.md \"Scoring\": Water side B: 5 per island of spaces whose top is not blue", "[scoring][water]") {
  SECTION("a blue column 3 splits the board into 2 islands: 10") {
    const Board b = board_of(Side::B, singles(Blue, {{3, 0}, {3, 1}, {3, 2}}));
    CHECK(island_count(b) == 2);
    CHECK(water_points(b) == 10);
  }
  SECTION("a blue column at the edge leaves one island: 5") {
    const Board b = board_of(Side::B, singles(Blue, {{0, 0}, {0, 1}, {0, 2}, {0, 3}}));
    CHECK(island_count(b) == 1);
    CHECK(water_points(b) == 5);
  }
  SECTION("\"empty spaces included\": an empty corner cut off by blue is an island of its own") {
    // (0,0)'s neighbours are (0,1) and (1,0).
    const Board b = board_of(Side::B, singles(Blue, {{0, 1}, {1, 0}}));
    CHECK(island_count(b) == 2);
    CHECK(water_points(b) == 10);
  }
  SECTION("three islands: a cut-off corner and a blue column") {
    const Board b = board_of(Side::B, singles(Blue, {{0, 1}, {1, 0}, {3, 0}, {3, 1}, {3, 2}}));
    CHECK(island_count(b) == 3);
    CHECK(water_points(b) == 15);
  }
  SECTION("a single blue in the middle leaves one island around it") {
    const Board b = board_of(Side::B, singles(Blue, {{3, 1}}));
    CHECK(island_count(b) == 1);
  }
  SECTION("a board all blue has no island: 0") {
    std::vector<std::pair<int, int>> all;
    const Geometry& g = Geometry::of(Side::B);
    for (int s = 0; s < g.space_count(); ++s) all.push_back({g.offset(s).col, g.offset(s).row});
    const Board b = board_of(Side::B, singles(Blue, all));
    CHECK(island_count(b) == 0);
    CHECK(water_points(b) == 0);
  }
  SECTION("side B does not score rivers: a long river is worth its islands only") {
    const Board b = board_of(Side::B, singles(Blue, {{0, 0}, {0, 1}, {0, 2}, {0, 3}}));
    CHECK(score_landscape(b).water == 5);
  }
}

TEST_CASE("RULES.md \"Scoring\": side A scores rivers, not islands", "[scoring][water]") {
  // The same blue column on side A: a river of 5 (11), whatever it splits.
  const Board b = board_of(Side::A, singles(Blue, {{2, 0}, {2, 1}, {2, 2}, {2, 3}, {2, 4}}));
  CHECK(score_landscape(b).water == 11);
}

// ---------------------------------------------------------------------------
// The worked example

namespace {

// RULES.md "Scoring", worked example, side A:
//   river of 5 down column 0; trees of height 1 (3,1), 2 (4,3), 3 (2,4); mountains of 2 (4,0) and 3 (4,1);
//   fields (1,1)+(1,2) and (2,0)+(3,0); a building (2,2) seeing yellow (1,1)/(1,2), brown (2,1), green (3,1).
Board worked_example() {
  return board_of(Side::A, {{0, 0, {Blue}},
                            {0, 1, {Blue}},
                            {0, 2, {Blue}},
                            {0, 3, {Blue}},
                            {0, 4, {Blue}},
                            {1, 1, {Yellow}},
                            {1, 2, {Yellow}},
                            {2, 0, {Yellow}},
                            {2, 1, {Brown}},
                            {2, 2, {Brown, Red}},
                            {2, 4, {Brown, Brown, Green}},
                            {3, 0, {Yellow}},
                            {3, 1, {Green}},
                            {4, 0, {Gray, Gray}},
                            {4, 1, {Gray, Gray, Gray}},
                            {4, 3, {Brown, Green}}});
}

}  // namespace

TEST_CASE("RULES.md \"Scoring\": the worked example scores 47 from landscape, 62 with two animal cards",
          "[scoring][example]") {
  const Board b = worked_example();
  const LandscapeScore s = score_landscape(b);
  CHECK(s.trees == 11);      // "trees of height 2, 3, 1 (3+7+1=11)"
  CHECK(s.mountains == 10);  // "two adjacent mountains of 2 and 3 (3+7=10)"
  CHECK(s.fields == 10);     // "2 fields (10)"
  CHECK(s.buildings == 5);   // "1 surrounded building (5)"
  CHECK(s.water == 11);      // "a river of 5 (11)"
  CHECK(longest_river(b) == 5);
  CHECK(s.total() == 47);

  // "two animal cards at 6 and 9 (15): total 62"
  AnimalCard first;
  first.ladder = {3, 6, 10};
  AnimalCard second;
  second.ladder = {4, 9};
  const int animals = first.points(2) + second.points(2);
  CHECK(animals == 15);
  CHECK(s.total() + animals == 62);
}

TEST_CASE("RULES.md \"Scoring\": Animal card: \"with k >= 1 cubes placed, the k-th ladder value - 0 with none\"",
          "[scoring][animals]") {
  AnimalCard card;
  card.ladder = {2, 5, 9, 14};
  CHECK(card.cubes() == 4);
  CHECK(card.points(0) == 0);
  CHECK(card.points(1) == 2);
  CHECK(card.points(2) == 5);
  CHECK(card.points(3) == 9);
  CHECK(card.points(4) == 14);  // "Complete or not."
}

// ---------------------------------------------------------------------------
// Nature's Spirit rules

namespace {

SpiritRule group_rule(Terrain terrain, int min_size, int points, int small_points = 0) {
  SpiritRule r;
  r.kind = SpiritKind::Group;
  r.terrain = terrain;
  r.min = min_size;
  r.points = points;
  r.small_points = small_points;
  return r;
}

SpiritRule count_rule(Terrain terrain, int points, int min_height = 1) {
  SpiritRule r;
  r.kind = SpiritKind::Count;
  r.terrain = terrain;
  r.min = min_height;
  r.points = points;
  return r;
}

}  // namespace

TEST_CASE("RULES.md \"Nature's Spirit variant\": group rules score per group of a terrain", "[scoring][spirits]") {
  SECTION("\"5 per field\": fields of 2 and 4 yellows: 10") {
    const Board b = board_of(Side::A, singles(Yellow, {{0, 0}, {0, 1}, {4, 1}, {4, 2}, {4, 3}, {4, 4}}));
    CHECK(sorted(group_sizes(b, Terrain::Field)) == std::vector<int>{2, 4});
    CHECK(spirit_points(b, group_rule(Terrain::Field, 2, 5)) == 10);
  }
  SECTION("\"10 per field of 3+ tokens and 2 per smaller field\": fields of 2, 3 and 4: 2 + 10 + 10") {
    const Board b = board_of(Side::A, singles(Yellow, {{0, 0}, {0, 1},                  //
                                                       {0, 3}, {0, 4}, {1, 3},          //
                                                       {4, 0}, {4, 1}, {4, 2}, {3, 0}}));
    CHECK(sorted(group_sizes(b, Terrain::Field)) == std::vector<int>{2, 3, 4});
    CHECK(spirit_points(b, group_rule(Terrain::Field, 3, 10, 2)) == 22);
  }
  SECTION("\"7 per river of 2+ tokens\": rivers of 1, 2 and 3: 14") {
    const Board b = board_of(Side::A, singles(Blue, {{2, 2},                    //
                                                     {0, 0}, {0, 1},            //
                                                     {4, 2}, {4, 3}, {4, 4}}));
    CHECK(spirit_points(b, group_rule(Terrain::Water, 2, 7)) == 14);
  }
  SECTION("\"6 per group of 2+ buildings\": a pair of buildings scores, a lone building does not") {
    const Board b = board_of(Side::A, {{0, 0, {Brown, Red}}, {0, 1, {Gray, Red}}, {4, 4, {Red, Red}}});
    CHECK(sorted(group_sizes(b, Terrain::Building)) == std::vector<int>{1, 2});
    CHECK(spirit_points(b, group_rule(Terrain::Building, 2, 6)) == 6);
  }
  SECTION("a lone red is not a building, so it does not join a group of buildings") {
    const Board b = board_of(Side::A, {{0, 0, {Brown, Red}}, {0, 1, {Red}}});
    CHECK(spirit_points(b, group_rule(Terrain::Building, 2, 6)) == 0);
  }
  SECTION("a lone yellow is not a field (RULES.md Scoring), so it earns no small-field points") {
    const Board b = board_of(Side::A, singles(Yellow, {{0, 0}, {4, 4}, {4, 3}}));
    CHECK(spirit_points(b, group_rule(Terrain::Field, 3, 10, 2)) == 2);
  }
  SECTION("no group of the terrain: 0") {
    CHECK(spirit_points(Board(Side::A), group_rule(Terrain::Field, 2, 5)) == 0);
  }
}

TEST_CASE("RULES.md \"Nature's Spirit variant\": count rules score per tree, mountain or blue token",
          "[scoring][spirits]") {
  SECTION("\"4 per tree of height 2-3\": trees of 1, 2 and 3 and a bare trunk: 8") {
    const Board b = board_of(Side::A, {{0, 0, {Green}}, {2, 2, {Brown, Green}}, {4, 4, {Brown, Brown, Green}},
                                       {1, 1, {Brown, Brown}}});
    CHECK(spirit_points(b, count_rule(Terrain::Tree, 4, 2)) == 8);
  }
  SECTION("\"4 per mountain of height 2-3\": linked mountains of 1, 2 and 3: 8") {
    const Board b = board_of(Side::A, {{0, 0, {Gray}}, {0, 1, {Gray, Gray}}, {0, 2, {Gray, Gray, Gray}}});
    CHECK(spirit_points(b, count_rule(Terrain::Mountain, 4, 2)) == 8);
  }
  SECTION("a red on gray is not a mountain for a count rule") {
    const Board b = board_of(Side::A, {{0, 0, {Gray, Gray}}, {0, 1, {Gray, Red}}, {0, 2, {Gray, Gray}}});
    CHECK(spirit_points(b, count_rule(Terrain::Mountain, 4, 2)) == 8);
  }
  SECTION("\"2 per blue token\": counts blue spaces, connected or not") {
    const Board b = board_of(Side::A, singles(Blue, {{0, 0}, {0, 1}, {4, 4}}));
    CHECK(spirit_points(b, count_rule(Terrain::Water, 2)) == 6);
  }
  SECTION("a count rule of height 1 counts every tree") {
    const Board b = board_of(Side::A, {{0, 0, {Green}}, {2, 2, {Brown, Green}}, {4, 4, {Brown, Brown, Green}}});
    CHECK(spirit_points(b, count_rule(Terrain::Tree, 3, 1)) == 9);
  }
}

// ---------------------------------------------------------------------------
// RULES.md "Sides C and D"

TEST_CASE("RULES.md \"Sides C and D\": side C has the shape of A, side D the shape of B", "[geometry][sides]") {
  CHECK(Geometry::of(Side::C).space_count() == 23);
  CHECK(Geometry::of(Side::D).space_count() == 25);
  CHECK(&Geometry::of(Side::C) == &Geometry::of(Side::A));
  CHECK(&Geometry::of(Side::D) == &Geometry::of(Side::B));
  for (Side side : {Side::A, Side::B, Side::C, Side::D}) CHECK(side_from_name(side_name(side)) == side);
  CHECK_FALSE(side_from_name("E"));
}

TEST_CASE("RULES.md \"Sides C and D\": side C keeps A's river", "[scoring][sides]") {
  const std::vector<Put> river = singles(Blue, {{0, 0}, {0, 1}, {0, 2}, {0, 3}});
  CHECK(water_points(board_of(Side::C, river)) == water_points(board_of(Side::A, river)));
  CHECK(water_points(board_of(Side::C, river)) == 8);
}

TEST_CASE("RULES.md \"Sides C and D\": side C: \"A building scores 8 when the top tokens of its neighbours show at "
          "least 4 different colours, else 0\"",
          "[scoring][sides][buildings]") {
  // A building on (2, 2) of side A's shape; its neighbours (2, 1), (2, 3), (1, 1), (1, 2), (3, 1), (3, 2).
  const Put building{2, 2, {Gray, Red}};
  const std::vector<Put> three = {building, {2, 1, {Blue}}, {2, 3, {Yellow}}, {1, 1, {Gray}}};
  std::vector<Put> four = three;
  four.push_back({1, 2, {Green}});
  CHECK(building_points(board_of(Side::A, three)) == 5);
  CHECK(building_points(board_of(Side::C, three)) == 0);
  CHECK(building_points(board_of(Side::C, four)) == 8);
  CHECK(building_points(board_of(Side::A, four)) == 5);
}

TEST_CASE("RULES.md \"Sides C and D\": side D's 8 dry spaces, ordinary once they or a neighbour is water",
          "[scoring][sides][dry]") {
  const Board empty(Side::D);
  std::set<int> dry;
  for (int s = 0; s < empty.space_count(); ++s)
    if (stays_dry(empty, s)) dry.insert(s);
  CHECK(dry == std::set<int>{0, 3, 5, 8, 16, 19, 21, 24});
  // Point-symmetric around index 12.
  for (int s : dry) CHECK(dry.count(24 - s) == 1);
  // No side but D has dry spaces.
  for (Side side : {Side::A, Side::B, Side::C})
    for (int s = 0; s < Geometry::of(side).space_count(); ++s) CHECK_FALSE(stays_dry(Board(side), s));
  // Space 5 is (1, 1): watered by blue on itself, or on a neighbour such as (1, 0); not by a far blue.
  CHECK(space_of(Side::D, 1, 1) == 5);
  CHECK_FALSE(stays_dry(board_of(Side::D, {{1, 1, {Blue}}}), 5));
  CHECK_FALSE(stays_dry(board_of(Side::D, {{1, 0, {Blue}}}), 5));
  CHECK(stays_dry(board_of(Side::D, {{3, 0, {Blue}}}), 5));
  // Blue under another token is not water.
  CHECK(stays_dry(board_of(Side::D, {{1, 0, {Gray}}}), 5));
}

TEST_CASE("RULES.md \"Sides C and D\": side D trees score 2 / 4 / 9 on ordinary spaces, nothing on a dry one",
          "[scoring][sides][trees]") {
  // (1, 2) is space 6, ordinary; (1, 1) is space 5, dry.
  CHECK(tree_points(board_of(Side::D, {{1, 2, {Green}}})) == 2);
  CHECK(tree_points(board_of(Side::D, {{1, 2, {Brown, Green}}})) == 4);
  CHECK(tree_points(board_of(Side::D, {{1, 2, {Brown, Brown, Green}}})) == 9);
  CHECK(tree_points(board_of(Side::D, {{1, 1, {Brown, Brown, Green}}})) == 0);
  // Watered, the dry space is ordinary: the tree scores.
  CHECK(tree_points(board_of(Side::D, {{1, 1, {Brown, Brown, Green}}, {1, 0, {Blue}}})) == 9);
  // Side B keeps 1 / 3 / 7 and knows no dry space.
  CHECK(tree_points(board_of(Side::B, {{1, 1, {Brown, Brown, Green}}})) == 7);
}

TEST_CASE("RULES.md \"Sides C and D\": side D: a mountain on a dry space scores nothing but counts as a neighbour",
          "[scoring][sides][mountains]") {
  // (1, 1) dry and (1, 2) ordinary are neighbours.
  const Board d = board_of(Side::D, {{1, 1, {Gray, Gray}}, {1, 2, {Gray}}});
  CHECK(mountain_points(d) == 1);  // only the ordinary one, thanks to its dry neighbour
  CHECK(mountain_points(board_of(Side::B, {{1, 1, {Gray, Gray}}, {1, 2, {Gray}}})) == 4);
}

TEST_CASE("RULES.md \"Sides C and D\": side D: a building on a dry space scores nothing", "[scoring][sides][buildings]") {
  // A building on dry (1, 1) with three colours around: (1, 0), (1, 2), (0, 1).
  const std::vector<Put> around = {{1, 1, {Gray, Red}}, {1, 0, {Yellow}}, {1, 2, {Green}}, {0, 1, {Gray}}};
  CHECK(building_points(board_of(Side::B, around)) == 5);
  CHECK(building_points(board_of(Side::D, around)) == 0);
}

TEST_CASE("RULES.md \"Sides C and D\": side D: \"a field scores 6 when at least one of its tokens is on an ordinary "
          "space, else 0\"",
          "[scoring][sides][fields]") {
  // (1, 1) and (2, 1) are spaces 5 and 8: both dry, and neighbours.
  CHECK(space_of(Side::D, 2, 1) == 8);
  CHECK(field_points(board_of(Side::D, singles(Yellow, {{1, 1}, {2, 1}}))) == 0);
  CHECK(field_points(board_of(Side::B, singles(Yellow, {{1, 1}, {2, 1}}))) == 5);
  // One token on an ordinary space ((2, 2), space 9) is enough.
  CHECK(field_points(board_of(Side::D, singles(Yellow, {{1, 1}, {2, 1}, {2, 2}}))) == 6);
  CHECK(field_points(board_of(Side::D, singles(Yellow, {{1, 2}, {0, 2}}))) == 6);
}

TEST_CASE("RULES.md \"Sides C and D\": side D keeps B's islands", "[scoring][sides]") {
  const std::vector<Put> split = singles(Blue, {{3, 0}, {3, 1}, {3, 2}});
  CHECK(water_points(board_of(Side::D, split)) == water_points(board_of(Side::B, split)));
  CHECK(island_count(board_of(Side::D, split)) == 2);
}

TEST_CASE("RULES.md \"Sides C and D\": \"Solo suns: no side bonus on C or D\"", "[sides][solo]") {
  CHECK(solo_suns(0, Side::A, true, false) == kSunsSideA);
  CHECK(solo_suns(0, Side::C, true, false) == 0);
  CHECK(solo_suns(0, Side::D, true, false) == 0);
}
