// Animal and Nature's Spirit cards as data (RULES.md "Decks (ours)"), read
// from the JSON files under assets/, which the build embeds in the engine.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "harmonies/board.hpp"
#include "harmonies/error.hpp"
#include "harmonies/hex.hpp"

namespace harmonies {

// The five terrain families a habitat can ask for (the cheatsheet's filter).
enum class Terrain : std::uint8_t { Water, Field, Mountain, Tree, Building };
inline constexpr int kTerrainCount = 5;
inline constexpr std::array<std::string_view, kTerrainCount> kTerrainNames = {
    "water", "field", "mountain", "tree", "building"};
std::optional<Terrain> terrain_from_name(std::string_view name);
using TerrainSet = std::uint8_t;  // bit i = Terrain(i)
inline constexpr TerrainSet bit(Terrain t) { return static_cast<TerrainSet>(1u << static_cast<int>(t)); }

inline constexpr int kMaxPatternHexes = 4;
inline constexpr int kMaxLadder = 5;

// One hex of a habitat: where it is and what must stand there. Trees and
// mountains need an exact height; a building accepts any base.
struct PatternHex {
  Axial at;
  Terrain terrain = Terrain::Water;
  std::uint8_t height = 1;  // trees and mountains; 1 for water and fields, 2 for buildings
  bool operator==(const PatternHex&) const = default;
};

bool satisfies(const Stack& stack, const PatternHex& hex);
// A stack that satisfies the hex, the lowest legal one (the card diagrams
// draw it); an empty stack for a hex nothing satisfies (height out of range).
Stack example_stack(const PatternHex& hex);
// The colours that may stand at `level` (0 = bottom) of a legal stack that
// satisfies the hex and is as tall as example_stack: one colour everywhere
// but under a building, which accepts any base (building_bases()).
std::vector<Token> accepted_colours(const PatternHex& hex, int level);
// "water", "field", "building", "tree1".."tree3", "mountain1".."mountain3".
std::string requirement_name(const PatternHex& hex);

struct Pattern {
  std::vector<PatternHex> hexes;
  int cube = 0;  // index of the hex that receives the cube
  TerrainSet terrains() const;
};

// The pattern seen in a mirror (a reflection of the hex grid), hexes in the same order.
Pattern mirrored(const Pattern& pattern);
// RULES.md "Pulse", symmetry reminder: the mirrored pattern (terrains, heights and cube hex) equals
// none of the pattern's 6 rotations, so mirroring finds placements rotating cannot.
bool mirror_differs(const Pattern& pattern);
// RULES.md "Pulse": the pattern as a mirror standing upright beside the card shows it, reflected across
// the north-south axis, (q, r) -> (-q, q + r); hexes and cube index in the same order. The same shape as
// mirrored() (a sixth of a turn apart): what the game and the cheatsheet draw beside a marked card.
Pattern mirror_image(const Pattern& pattern);

// The modules of RULES.md "Modules: Pulse and Crescendo" a card belongs to.
enum class Module : std::uint8_t { Base, Pulse };

struct AnimalCard {
  std::string id;
  std::string name;
  Pattern pattern;
  std::vector<int> ladder;  // one value per cube, rising
  TerrainSet terrains = 0;  // as the card states it
  Module module = Module::Base;
  // RULES.md "Pulse", symmetry reminder: a Pulse card whose mirror image is another shape carries a
  // mark wherever it is shown. Worked out once, with the decks (mirrors() && mirror_differs(pattern)).
  bool mirror_mark = false;
  int cubes() const { return static_cast<int>(ladder.size()); }
  // RULES.md "Pulse": a Pulse card's pattern also matches mirrored; base cards rotate only.
  bool mirrors() const { return module == Module::Pulse; }
  // The cheatsheet's filter: does the habitat need every terrain in `wanted`?
  bool needs_all(TerrainSet wanted) const { return (terrains & wanted) == wanted; }
  // Points with `placed` cubes on the board: the highest uncovered ladder value.
  int points(int placed) const { return placed <= 0 ? 0 : ladder[placed - 1]; }
};

enum class SpiritKind : std::uint8_t { Group, Count };

// RULES.md "Nature's Spirit variant": per group of a terrain, or per count.
struct SpiritRule {
  SpiritKind kind = SpiritKind::Group;
  Terrain terrain = Terrain::Field;
  int min = 1;           // Group: minimum group size; Count: minimum height
  int points = 0;        // per qualifying group or space
  int small_points = 0;  // Group: per smaller group
};

struct SpiritCard {
  std::string id;
  std::string name;
  Pattern pattern;
  SpiritRule rule;
  std::string text;
  TerrainSet terrains = 0;
};

// Cube owners on a board: animal card i is key i, spirit j is kSpiritKeyBase + j.
inline constexpr int kSpiritKeyBase = 64;

// Every placement of a pattern on one side, precomputed: for each space that
// would receive the cube, the spaces of each distinct rotation's hexes (and of
// each mirrored rotation's, for a card that mirrors).
struct Placement {
  std::array<std::int8_t, kMaxPatternHexes> spaces{};
};

class PlacementTable {
 public:
  PlacementTable() = default;
  PlacementTable(const Pattern& pattern, Side side, bool mirrors = false);
  // Rotations that fit on the board with the cube on `anchor`.
  const std::vector<Placement>& at(int anchor) const { return by_anchor_[anchor]; }

 private:
  std::array<std::vector<Placement>, kMaxSpaces> by_anchor_;
};

// A board's spaces sorted into bit sets (bit s = space s) in one pass over its stacks, so that
// matching a pattern's placements for every card and space, and finding where each token may go,
// are a few bit operations.
class SpaceSets {
 public:
  explicit SpaceSets(const Board& board);

  // The spaces whose stack satisfies the hex (satisfies()).
  std::uint32_t satisfying(const PatternHex& hex) const;
  // The spaces without an animal or spirit cube where the pattern stands, its cube hex on the space
  // and each other hex on a space that satisfies it, in one of the table's placements.
  std::uint32_t cube_spaces(const Pattern& pattern, const PlacementTable& table) const;
  // The spaces topped by the terrain, whatever their height (is_terrain()).
  std::uint32_t topped_by(Terrain terrain) const { return terrain_[static_cast<int>(terrain)]; }
  // The spaces where a token of that colour may go now (Board::can_place()).
  std::uint32_t accepting(Token token) const { return accepting_[index_of(token)]; }
  // Spaces holding an animal or spirit cube; holding any cube, whisper cubes included.
  std::uint32_t card_cubes() const { return card_cubes_; }
  std::uint32_t cubes() const { return cubes_; }
  std::uint32_t sanctuaries() const { return sanctuaries_; }

 private:
  // Per terrain: the spaces it tops at any height, and at each exact height (trees and mountains
  // ask for one).
  std::array<std::uint32_t, kTerrainCount> terrain_{};
  std::array<std::array<std::uint32_t, kMaxHeight + 1>, kTerrainCount> terrain_at_height_{};
  std::array<std::uint32_t, kTokenColours> accepting_{};
  std::uint32_t card_cubes_ = 0;
  std::uint32_t cubes_ = 0;
  std::uint32_t sanctuaries_ = 0;
};

// RULES.md "Crescendo", terrain colours: the colour that tops each terrain.
Token terrain_colour(Terrain terrain);
// Is the stack topped by the terrain, whatever its height (tree: green on top; mountain: gray on
// top; building: red on a base; field: yellow; water: blue)? A sanctuary is no terrain.
bool is_terrain(const Stack& stack, Terrain terrain);

// RULES.md "Sanctuaries" (ours): a tile shows one forbidden stack, `top` on `bottom`
// (is_forbidden_pair), and is tied to its two colours.
struct SanctuaryTile {
  std::string id;
  std::string name;
  Token bottom = Token::Blue;
  Token top = Token::Yellow;
  bool has_colour(Token t) const { return t == bottom || t == top; }
  // The terrains topped by one of its two colours (terrain_colour).
  TerrainSet terrains() const;
  // The cheatsheet's filter: is every terrain in `wanted` topped by one of its colours?
  bool ties_all(TerrainSet wanted) const { return (terrains() & wanted) == wanted; }
};

// RULES.md "Whispers" (ours): a card naming one terrain, holding kWhisperCubes cubes.
inline constexpr int kWhisperCubes = 2;
struct WhisperCard {
  std::string id;
  std::string name;
  Terrain terrain = Terrain::Water;
  // The cheatsheet's filter: is every terrain in `wanted` its own (so at most one)?
  bool names_all(TerrainSet wanted) const { return (bit(terrain) & wanted) == wanted; }
};

inline constexpr int kMaxTiles = 8;     // the tile deck's size at most
inline constexpr int kMaxWhispers = 8;  // the whisper deck's size at most

struct Decks {
  std::vector<AnimalCard> animals;
  std::vector<SpiritCard> spirits;
  std::vector<SanctuaryTile> sanctuaries;
  std::vector<WhisperCard> whispers;
  // tables[shape_index(side)][card]: animals first, then spirits (index animals.size() + j)
  std::array<std::vector<PlacementTable>, 2> tables;

  const PlacementTable& table(Side side, int card_key) const;
};

// Reads the JSON documents; refuses anything that breaks RULES.md's deck rules.
// Without the Crescendo document the decks hold no tiles and no whisper cards.
Error parse_decks(std::string_view animals_json, std::string_view spirits_json, Decks& out);
Error parse_decks(std::string_view animals_json, std::string_view spirits_json, std::string_view crescendo_json,
                  Decks& out);
// The decks under assets/, embedded at build time.
const Decks& standard_decks();
// The embedded JSON texts themselves (for tools and bindings).
std::string_view standard_animals_json();
std::string_view standard_spirits_json();
std::string_view standard_crescendo_json();

}  // namespace harmonies
