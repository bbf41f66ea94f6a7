// Scoring a board (RULES.md "Scoring").
#pragma once

#include <vector>

#include "harmonies/board.hpp"
#include "harmonies/cards.hpp"

namespace harmonies {

// What the tokens of one board score, before animals and spirits.
struct LandscapeScore {
  int trees = 0;
  int mountains = 0;
  int fields = 0;
  int buildings = 0;
  int water = 0;
  int total() const { return trees + mountains + fields + buildings + water; }
  bool operator==(const LandscapeScore&) const = default;
};

LandscapeScore score_landscape(const Board& board);

int tree_points(const Board& board);
int mountain_points(const Board& board);
int field_points(const Board& board);
int building_points(const Board& board);
int water_points(const Board& board);

// Side A: the length in tokens of the best river (0 without blue).
int longest_river(const Board& board);
// Points of a river of `length` tokens: 0 / 2 / 5 / 8 / 11 / 15, then +4 each.
int river_points(int length);
// Side B: number of islands (groups of spaces whose top is not blue).
int island_count(const Board& board);

// Sizes of the connected groups of spaces whose landscape is `terrain`.
std::vector<int> group_sizes(const Board& board, Terrain terrain);
// Points of a Nature's Spirit rule on this board (its cube assumed placed).
int spirit_points(const Board& board, const SpiritRule& rule);

}  // namespace harmonies
