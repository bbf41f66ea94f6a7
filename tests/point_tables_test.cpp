// RULES.md "Scoring": the point tables as data (scoring.hpp), the rule book's
// numbers, and what scoring makes of constructed boards agrees with them. The
// rules page and the score panel print these tables, so what they say is what
// scoring does.
#include <catch2/catch.hpp>

#include <vector>

#include "harmonies/board.hpp"
#include "harmonies/hex.hpp"
#include "harmonies/scoring.hpp"
#include "token_aliases.hpp"

using namespace harmonies;

namespace {

using namespace harmonies::testing::colours;

// Stacks tokens on (col, row) spaces by legal placements only.
void put(Board& b, int col, int row, std::initializer_list<Token> stack) {
  const int s = b.geometry().space_at(Offset{col, row});
  REQUIRE(s != kNoSpace);
  for (Token t : stack) {
    REQUIRE(b.can_place(s, t));
    b.place(s, t);
  }
}

}  // namespace

TEST_CASE("RULES.md Scoring: the tables hold the rule book's numbers", "[scoring][tables]") {
  // "Tree (green on 0/1/2 browns) | 1 / 3 / 7 by height"; "Mountain (1/2/3 grays) | 1 / 3 / 7 by height".
  REQUIRE(kHeightPoints == std::array<int, kMaxHeight + 1>{0, 1, 3, 7});
  // "Field | 5 per connected group of 2 or more yellow tokens".
  REQUIRE(kFieldPoints == 5);
  REQUIRE(kFieldMinTokens == 2);
  // "Building | 5 if ... at least 3 different colours".
  REQUIRE(kBuildingPoints == 5);
  REQUIRE(kBuildingMinColours == 3);
  // "Length 1..6: 0 / 2 / 5 / 8 / 11 / 15, then +4 per token beyond 6."
  REQUIRE(kRiverPoints == std::array<int, 7>{0, 0, 2, 5, 8, 11, 15});
  REQUIRE(kRiverPointsPerExtraToken == 4);
  // "Water, side B (Islands) | 5 per island."
  REQUIRE(kIslandPoints == 5);
}

TEST_CASE("RULES.md Scoring: trees and mountains score kHeightPoints by height", "[scoring][tables]") {
  for (int h = 1; h <= kMaxHeight; ++h) {
    INFO("height " << h);
    Board tree(Side::A);
    std::vector<Token> trunk(h - 1, Brown);
    const int s = 7;
    for (Token t : trunk) tree.place(s, t);
    REQUIRE(tree.can_place(s, Green));
    tree.place(s, Green);
    REQUIRE(tree_points(tree) == kHeightPoints[h]);

    // Two neighbouring mountains of height h; a lone one scores nothing.
    Board hills(Side::A);
    for (int k = 0; k < h; ++k) {
      put(hills, 0, 0, {Gray});
      put(hills, 0, 1, {Gray});
      put(hills, 4, 4, {Gray});
    }
    REQUIRE(mountain_points(hills) == 2 * kHeightPoints[h]);
    REQUIRE(score_landscape(hills).mountains == 2 * kHeightPoints[h]);
  }
}

TEST_CASE("RULES.md Scoring: fields and buildings score their table entries", "[scoring][tables]") {
  Board b(Side::A);
  put(b, 0, 0, {Yellow});  // a lone yellow: no field
  REQUIRE(field_points(b) == 0);
  put(b, 2, 0, {Yellow});
  put(b, 2, 1, {Yellow});  // kFieldMinTokens in a group
  REQUIRE(field_points(b) == kFieldPoints);
  put(b, 2, 2, {Yellow});
  put(b, 2, 3, {Yellow});  // a bigger group scores the same
  REQUIRE(field_points(b) == kFieldPoints);

  // A building at (4, 2) whose neighbours show 2, then kBuildingMinColours colours.
  Board town(Side::A);
  put(town, 4, 2, {Brown, Red});
  put(town, 4, 1, {Blue});
  put(town, 4, 3, {Yellow});
  REQUIRE(neighbour_colours(town, town.geometry().space_at(Offset{4, 2})) == 2);
  REQUIRE(building_points(town) == 0);
  put(town, 3, 1, {Red});
  REQUIRE(neighbour_colours(town, town.geometry().space_at(Offset{4, 2})) == kBuildingMinColours);
  REQUIRE(building_points(town) == kBuildingPoints);
}

TEST_CASE("RULES.md Scoring: a river scores kRiverPoints by length, then the extra per token", "[scoring][tables]") {
  for (int length = 0; length < static_cast<int>(kRiverPoints.size()); ++length)
    REQUIRE(river_points(length) == kRiverPoints[length]);
  for (int length = 7; length <= 12; ++length)
    REQUIRE(river_points(length) == kRiverPoints.back() + kRiverPointsPerExtraToken * (length - 6));
  // Straight rivers down column 0 of side A (5 spaces): water scores the table's entry.
  for (int length = 1; length <= 5; ++length) {
    Board b(Side::A);
    for (int row = 0; row < length; ++row) put(b, 0, row, {Blue});
    REQUIRE(longest_river(b) == length);
    REQUIRE(water_points(b) == kRiverPoints[length]);
  }
}

TEST_CASE("RULES.md Scoring: side B scores kIslandPoints per island", "[scoring][tables]") {
  Board b(Side::B);
  REQUIRE(water_points(b) == kIslandPoints);  // no blue: one island
  // Column 1 (3 spaces) all blue cuts column 0 off the rest: two islands.
  for (int row = 0; row < 3; ++row) put(b, 1, row, {Blue});
  REQUIRE(island_count(b) == 2);
  REQUIRE(water_points(b) == 2 * kIslandPoints);
}
