// Scoring a board (RULES.md "Scoring").
#pragma once

#include <array>
#include <utility>
#include <vector>

#include "harmonies/board.hpp"
#include "harmonies/cards.hpp"

namespace harmonies {

// The point tables of RULES.md "Scoring", as data: scoring reads them, and so
// do the rules page and the score panel, so the three cannot drift apart.
// Trees (green on 0/1/2 browns) and mountains (1/2/3 grays) by height; index 0 unused.
inline constexpr std::array<int, kMaxHeight + 1> kHeightPoints = {0, 1, 3, 7};
// A field: every connected group of at least kFieldMinTokens yellows, whatever its size.
inline constexpr int kFieldPoints = 5;
inline constexpr int kFieldMinTokens = 2;
// A building whose neighbours' top tokens show at least kBuildingMinColours colours.
inline constexpr int kBuildingPoints = 5;
inline constexpr int kBuildingMinColours = 3;
// Side A: the best river by its length in tokens, 0..6; beyond 6, kRiverPointsPerExtraToken more each.
inline constexpr std::array<int, 7> kRiverPoints = {0, 0, 2, 5, 8, 11, 15};
inline constexpr int kRiverPointsPerExtraToken = 4;
// Side B: per island.
inline constexpr int kIslandPoints = 5;
// RULES.md "Sides C and D". Side C: a building whose neighbours' tops show at least 4 colours, else 0.
inline constexpr int kSideCBuildingPoints = 8;
inline constexpr int kSideCBuildingMinColours = 4;
// Side D: its dry spaces (canonical indices, point-symmetric around 12); trees on ordinary spaces by
// height, and a field with a token on an ordinary space.
inline constexpr std::array<int, 8> kSideDDrySpaces = {0, 3, 5, 8, 16, 19, 21, 24};
inline constexpr std::array<int, kMaxHeight + 1> kSideDTreePoints = {0, 2, 4, 9};
inline constexpr int kSideDFieldPoints = 6;
// RULES.md "Sanctuaries": per neighbouring space (not a sanctuary) topped by one of its two colours.
inline constexpr int kSanctuaryPointsPerNeighbour = 3;
// RULES.md "Whispers": a whisper cube sharing its space with an animal or spirit cube, or alone.
inline constexpr int kWhisperSharedPoints = 5;
inline constexpr int kWhisperAlonePoints = 2;

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

// A player's whole score by category (GameState::score).
struct PlayerScore {
  LandscapeScore landscape;
  std::vector<std::pair<int, int>> animals;  // (animal id, points), in the order taken
  int animals_total = 0;
  int spirit = 0;
  int sanctuaries = 0;  // RULES.md "Sanctuaries"
  int whispers = 0;     // RULES.md "Whispers"
  int total = 0;
  int animal_cubes = 0;  // not points: the tie-break (outcome.hpp)
};

int tree_points(const Board& board);
int mountain_points(const Board& board);
int field_points(const Board& board);
int building_points(const Board& board);
int water_points(const Board& board);

// Side A: the length in tokens of the best river (0 without blue).
int longest_river(const Board& board);
// Points of a river of `length` tokens: kRiverPoints, then +4 per token beyond 6.
int river_points(int length);
// Side B: number of islands (groups of spaces whose top is not blue).
int island_count(const Board& board);

// Side D: is the space dry as the board stands (one of kSideDDrySpaces, and neither it nor a neighbour
// is water)? Every space of other sides, and a watered dry space, is ordinary.
bool stays_dry(const Board& board, int space);
// The same question with three answers, for showing it: not a dry space (every space of the other sides),
// still dry, or watered (an ordinary space from then on, while the water stays).
enum class DrySpace : std::uint8_t { No, Dry, Watered };
DrySpace dry_space(const Board& board, int space);

// How many different colours the top tokens of the space's neighbours show
// (empty spaces show none): what a building on it asks for.
int neighbour_colours(const Board& board, int space);
// Does a neighbour of the space form `landscape` (a mountain's neighbour mountain)?
bool has_neighbour(const Board& board, int space, Landscape landscape);

// RULES.md "Sanctuaries": 3 per neighbour of each completed sanctuary topped by one of its colours.
int sanctuary_points(const Board& board);
// What the sanctuary on `space` scores (0 on a space that is none).
int sanctuary_points_at(const Board& board, int space);
// What the sanctuary on `space` scores for the space `neighbour`: kSanctuaryPointsPerNeighbour when that is
// a neighbour, no sanctuary, topped by one of the sanctuary's two colours; else 0 (and 0 when `space` is
// no sanctuary). sanctuary_points_at is its sum over the neighbours.
int sanctuary_points_from(const Board& board, int space, int neighbour);
// RULES.md "Whispers": 5 per whisper cube sharing its space with an animal or spirit cube, 2 alone.
int whisper_points(const Board& board);
// What the whisper cube on `space` scores (0 on a space without one).
int whisper_points_at(const Board& board, int space);

// Sizes of the connected groups of spaces whose landscape is `terrain`.
std::vector<int> group_sizes(const Board& board, Terrain terrain);
// Points of a Nature's Spirit rule on this board (its cube assumed placed).
int spirit_points(const Board& board, const SpiritRule& rule);

}  // namespace harmonies
