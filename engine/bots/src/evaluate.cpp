#include "harmonies/evaluate.hpp"

#include <algorithm>
#include <array>
#include <memory>
#include <unordered_map>
#include <vector>

#include "harmonies/scoring.hpp"

namespace harmonies {

namespace {

int empty_neighbours(const Board& board, int space) {
  const Geometry& g = board.geometry();
  int n = 0;
  for (int k = 0; k < g.neighbour_count(space); ++k) n += board.stacks[g.neighbour(space, k)].empty();
  return n;
}

// Each space's landscape, worked out once per evaluation: habitats look at
// the same spaces many times over.
struct Spaces {
  std::array<Landscape, kMaxSpaces> land{};
  std::array<std::uint8_t, kMaxSpaces> height{};
  std::array<bool, kMaxSpaces> cube{};
  explicit Spaces(const Board& board) {
    const int spaces = board.space_count();
    for (int s = 0; s < spaces; ++s) {
      land[s] = board.stacks[s].landscape();
      height[s] = board.stacks[s].height;
      cube[s] = board.has_cube(s);
    }
  }
};

// What one space may still become, beyond what it scores now.
double space_potential(const Board& board, const Geometry& g, const Spaces& sp, int s, const EvalWeights& w) {
  const Landscape land = sp.land[s];
  const bool cube = sp.cube[s];
  if (cube && land != Landscape::Mountain && land != Landscape::Building) return 0;
  const int count = g.neighbour_count(s);
  auto has_neighbour = [&](Landscape l) {
    for (int k = 0; k < count; ++k)
      if (sp.land[g.neighbour(s, k)] == l) return true;
    return false;
  };
  int room = 0;
  if (!cube)
    for (int k = 0; k < count; ++k) room += sp.land[g.neighbour(s, k)] == Landscape::Empty;
  const int height = sp.height[s];
  switch (land) {
    case Landscape::Trunk: return cube ? 0 : w.trunk[height];
    case Landscape::Mountain: {
      double v = 0;
      if (height < kMaxHeight && !cube)
        v += w.mountain_growth * (kHeightPoints[height + 1] - kHeightPoints[height]) / 2.0;
      if (!has_neighbour(Landscape::Mountain) && room > 0)
        v += w.lonely_mountain * kHeightPoints[height];
      return v;
    }
    case Landscape::Field:
      return !has_neighbour(Landscape::Field) && room > 0 ? w.lone_field : 0;
    case Landscape::LoneRed: return room >= 2 ? w.building_base : 0;
    case Landscape::Building: {
      const int wanted = board.side == Side::C ? kSideCBuildingMinColours : kBuildingMinColours;
      const int missing = wanted - neighbour_colours(board, s);
      if (missing <= 0 || room < missing) return 0;
      return w.building_colours * (wanted - missing);
    }
    default: return 0;
  }
}

// Side D: what a tree, mountain or building on a space that stays dry would score once watered, while
// the space or an empty neighbour could still take a blue (RULES.md "Sides C and D").
double dry_potential(const Board& board, const EvalWeights& w) {
  if (board.side != Side::D) return 0;
  double v = 0;
  for (int s : kSideDDrySpaces) {
    if (!stays_dry(board, s) || empty_neighbours(board, s) == 0) continue;
    const Stack& st = board.stacks[s];
    switch (st.landscape()) {
      case Landscape::Tree: v += kSideDTreePoints[st.height]; break;
      case Landscape::Mountain:
        if (has_neighbour(board, s, Landscape::Mountain)) v += kHeightPoints[st.height];
        break;
      case Landscape::Building:
        if (neighbour_colours(board, s) >= kBuildingMinColours) v += kBuildingPoints;
        break;
      default: break;
    }
  }
  return w.dry_rescue * v;
}

// water: the board's water points now (the river's, on sides A and C), from which the best river's
// length is read back rather than worked out again.
double water_potential(const Board& board, const Geometry& g, const Spaces& sp, int water, const EvalWeights& w) {
  const int spaces = board.space_count();
  auto touches = [&](int s, Landscape l) {
    for (int k = 0; k < g.neighbour_count(s); ++k)
      if (sp.land[g.neighbour(s, k)] == l) return true;
    return false;
  };
  if (scores_islands(board.side)) {
    int shores = 0;
    for (int s = 0; s < spaces; ++s)
      if (sp.land[s] == Landscape::Empty && touches(s, Landscape::Water)) ++shores;
    return w.island_room * std::min(shores, 4);
  }
  bool any_water = false;
  for (int s = 0; s < spaces && !any_water; ++s) any_water = sp.land[s] == Landscape::Water;
  if (!any_water) return 0;
  int length = 1;  // a river of 1 token scores 0 like none
  while (river_points(length) < water) ++length;
  for (int s = 0; s < spaces; ++s)
    if (sp.land[s] == Landscape::Water && touches(s, Landscape::Empty))
      return w.river_end * (river_points(length + 1) - river_points(length)) / 3.0;
  return 0;
}

// How far a space is on its way to what a habitat hex asks: 1 done, 0 not
// started (empty), -1 impossible (something else stands there).
double hex_progress(const Spaces& sp, int space, const PatternHex& hex) {
  const Landscape land = sp.land[space];
  const int h = sp.height[space];
  switch (hex.terrain) {
    case Terrain::Water: return land == Landscape::Water ? 1 : land == Landscape::Empty && !sp.cube[space] ? 0 : -1;
    case Terrain::Field: return land == Landscape::Field ? 1 : land == Landscape::Empty && !sp.cube[space] ? 0 : -1;
    case Terrain::Building:
      if (land == Landscape::Building) return 1;
      if (sp.cube[space]) return -1;
      if (land == Landscape::Empty) return 0;
      return h == 1 && (land == Landscape::Trunk || land == Landscape::Mountain || land == Landscape::LoneRed) ? 0.5 : -1;
    case Terrain::Tree:
      if (land == Landscape::Tree) return h == hex.height ? 1 : -1;
      if (sp.cube[space]) return -1;
      if (land == Landscape::Empty) return 0;
      return land == Landscape::Trunk && h <= hex.height - 1 ? static_cast<double>(h) / hex.height : -1;
    case Terrain::Mountain:
      if (land == Landscape::Mountain && h == hex.height) return 1;
      if (sp.cube[space]) return -1;
      if (land == Landscape::Empty) return 0;
      return land == Landscape::Mountain && h < hex.height ? static_cast<double>(h) / hex.height : -1;
  }
  return -1;
}

// hex_progress of every space for every kind of hex (water, field, building, trees and mountains of
// each height), worked out once per evaluation: every held card's habitats ask the same questions.
struct Progress {
  static constexpr int kKinds = 3 + 2 * kMaxHeight;
  std::array<std::array<double, kMaxSpaces>, kKinds> of{};
  static int kind(const PatternHex& hex) {
    switch (hex.terrain) {
      case Terrain::Water: return 0;
      case Terrain::Field: return 1;
      case Terrain::Building: return 2;
      case Terrain::Tree: return 2 + hex.height;
      case Terrain::Mountain: return 2 + kMaxHeight + hex.height;
    }
    return -1;
  }
  // Only the kinds in `kinds` (a bit per kind) are worked out.
  Progress(const Spaces& sp, int spaces, unsigned kinds) {
    const Terrain terrains[] = {Terrain::Water, Terrain::Field, Terrain::Building};
    for (int k = 0; k < kKinds; ++k) {
      if (!(kinds & (1u << k))) continue;
      PatternHex hex;
      if (k < 3) hex.terrain = terrains[k];
      else if (k < 3 + kMaxHeight) hex.terrain = Terrain::Tree, hex.height = static_cast<std::uint8_t>(k - 2);
      else hex.terrain = Terrain::Mountain, hex.height = static_cast<std::uint8_t>(k - 2 - kMaxHeight);
      if (k == 2) hex.height = 2;
      for (int s = 0; s < spaces; ++s) of[k][s] = hex_progress(sp, s, hex);
    }
  }
};

// Is there a sanctuary where the card's final cube could go now (RULES.md "Sanctuaries")?
bool sanctuary_takes(const GameState& state, int player, int key) {
  const Board& board = state.player(player).board;
  for (int s = 0; s < board.space_count(); ++s)
    if (board.is_sanctuary(s) && state.final_cube_on_sanctuary(player, key, s)) return true;
  return false;
}

// The best share of a habitat already standing somewhere it could still be completed.
// A placement table read the other way round: for each space and pattern hex, the placements that put
// that hex on that space, each with its number in the table (anchor by anchor) and its anchor.
struct Through {
  std::array<std::int8_t, kMaxPatternHexes> spaces;  // the placement's
  std::int16_t id;
  std::int8_t anchor;
};
struct InverseTable {
  std::array<std::array<std::vector<Through>, kMaxPatternHexes>, kMaxSpaces> through;
  int placements = 0;
};

const InverseTable& inverse_of(const PlacementTable& table, const Pattern& pattern, int spaces) {
  // Built once per table (per thread), the first time a card's habitat is looked at.
  thread_local std::unordered_map<const PlacementTable*, std::unique_ptr<InverseTable>> cache;
  std::unique_ptr<InverseTable>& slot = cache[&table];
  if (slot) return *slot;
  slot = std::make_unique<InverseTable>();
  const int hexes = static_cast<int>(pattern.hexes.size());
  for (int anchor = 0; anchor < spaces; ++anchor)
    for (const Placement& p : table.at(anchor)) {
      const Through t{p.spaces, static_cast<std::int16_t>(slot->placements++), static_cast<std::int8_t>(anchor)};
      for (int i = 0; i < hexes; ++i) slot->through[p.spaces[i]][i].push_back(t);
    }
  return *slot;
}

double closeness(const GameState& state, const Board& board, const Progress& progress, std::uint32_t card_cubes,
                 int key) {
  const Pattern& pattern = key >= kSpiritKeyBase ? state.decks().spirits[key - kSpiritKeyBase].pattern
                                                 : state.decks().animals[key].pattern;
  const PlacementTable& table = state.decks().table(board.side, key);
  const int hexes = static_cast<int>(pattern.hexes.size());
  std::array<const double*, kMaxPatternHexes> of{};
  for (int i = 0; i < hexes; ++i) of[i] = progress.of[Progress::kind(pattern.hexes[i])].data();
  // The best placement is one with some progress (all others score 0 or cannot be completed): only
  // the placements through a space with progress on one of their hexes are looked at, each once.
  const int spaces = board.space_count();
  const InverseTable& inverse = inverse_of(table, pattern, spaces);
  std::array<std::uint64_t, 8> seen{};
  double best = 0;
  for (int s = 0; s < spaces; ++s)
    for (int j = 0; j < hexes; ++j) {
      if (!(of[j][s] > 0)) continue;
      for (const Through& t : inverse.through[s][j]) {
        if (seen[t.id >> 6] & (1ull << (t.id & 63))) continue;
        seen[t.id >> 6] |= 1ull << (t.id & 63);
        if (card_cubes & (1u << t.anchor)) continue;  // a whisper cube leaves room for an animal cube
        double sum = 0;
        for (int i = 0; i < hexes && sum >= 0; ++i) {
          const double h = of[i][t.spaces[i]];
          sum = h < 0 ? -1 : sum + h;
        }
        if (sum > best * hexes) best = sum / hexes;
        if (best >= 1) return 1;
      }
    }
  return best;
}

double cards_potential(const GameState& state, int player, const Spaces& sp, const EvalWeights& w) {
  std::array<ActiveCard, kMaxActiveCards + 1> active;
  const int n = state.active_cards(player, active);
  if (n == 0) return 0;
  const Board& board = state.player(player).board;
  unsigned kinds = 0;
  for (int i = 0; i < n; ++i) {
    const int key = active[i].key;
    const Pattern& pattern = key >= kSpiritKeyBase ? state.decks().spirits[key - kSpiritKeyBase].pattern
                                                   : state.decks().animals[key].pattern;
    for (const PatternHex& hex : pattern.hexes) kinds |= 1u << Progress::kind(hex);
  }
  const Progress progress(sp, board.space_count(), kinds);
  std::uint32_t card_cubes = 0;
  for (int s = 0; s < board.space_count(); ++s)
    if (board.has_card_cube(s)) card_cubes |= 1u << s;
  double v = 0;
  for (int i = 0; i < n; ++i) {
    const ActiveCard& c = active[i];
    if (c.cubes_placed >= c.cubes_total) continue;
    double gain, later = 0;
    if (c.spirit) {
      const SpiritCard& spirit = state.decks().spirits[c.key - kSpiritKeyBase];
      gain = std::max(4, spirit_points(board, spirit.rule));
    } else {
      const AnimalCard& card = state.decks().animals[c.key];
      gain = card.points(c.cubes_placed + 1) - card.points(c.cubes_placed);
      later = card.points(c.cubes_total) - card.points(c.cubes_placed + 1);
    }
    double close = closeness(state, board, progress, card_cubes, c.key);
    // RULES.md "Sanctuaries": a last cube may go on a matching free sanctuary, habitat or not.
    if (!c.spirit && c.cubes_placed == c.cubes_total - 1 && sanctuary_takes(state, player, c.key)) close = 1;
    v += w.card_progress * gain * close * close;
    if (w.card_later != 0) v += w.card_later * later * close * close;
  }
  return v;
}

// RULES.md "Whispers": each cube still to place from a held card, while its terrain stands free.
double whispers_potential(const GameState& state, int player, const EvalWeights& w) {
  const PlayerState& ps = state.player(player);
  double v = 0;
  for (int i = 0; i < ps.whisper_count; ++i) {
    const int id = ps.whispers[i];
    const int left = kWhisperCubes - state.now().whisper_cubes[id];
    if (left <= 0) continue;
    const bool room = state.whisper_targets(player, id) != 0 || ps.board.empty_spaces() > 0;
    if (room) v += w.whisper_cube * left;
  }
  return v;
}

// RULES.md "Sanctuaries": an open tile is worth what its sanctuary would score on the best lone
// token of its bottom colour (a share of it), and a built sanctuary's empty neighbours may still
// take its colours.
double sanctuaries_potential(const GameState& state, int player, const EvalWeights& w) {
  const Board& board = state.player(player).board;
  const Geometry& g = board.geometry();
  double v = 0;
  for (int s = 0; s < board.space_count(); ++s)
    if (board.is_sanctuary(s)) v += w.sanctuary_room * empty_neighbours(board, s);
  const int tile = state.open_tile(player);
  if (tile == kNone) return v;
  const SanctuaryTile& t = state.decks().sanctuaries[tile];
  double best = 0;
  for (int s = 0; s < board.space_count(); ++s) {
    const Stack& st = board.stacks[s];
    if (st.height != 1 || st.tokens[0] != t.bottom || board.has_cube(s) || st.sanctuary) continue;
    double points = 0;
    for (int k = 0; k < g.neighbour_count(s); ++k) {
      const Stack& n = board.stacks[g.neighbour(s, k)];
      if (n.empty()) points += 0.4 * kSanctuaryPointsPerNeighbour;
      else if (!n.sanctuary && t.has_colour(n.top())) points += kSanctuaryPointsPerNeighbour;
    }
    best = std::max(best, points);
  }
  return v + w.open_tile * best;
}

}  // namespace

int expected_turns_left(const GameState& state, int player) {
  (void)player;
  const int per_turn = state.setup().solo() ? 9 : 3 * state.player_count();
  return state.now().pouch_count / per_turn;
}

bool plays_again(const GameState& state, int player) {
  if (state.is_terminal()) return false;
  const Position& p = state.now();
  const int n = state.player_count();
  // Solo refills all three spots at the end of a turn; otherwise the spot taken is refilled.
  const int refill = state.setup().solo() ? 3 * state.spot_count() : 3;
  const bool triggered =
      p.end_triggered || p.pouch_count < refill || state.player(p.current).board.empty_spaces() <= 2;
  if (!triggered) return true;
  // The round is finished: the seats after the current one, up to the first player's, still play.
  return (player - p.first_player + n) % n > (p.current - p.first_player + n) % n;
}

namespace {
thread_local std::uint64_t evaluations = 0;
}  // namespace

std::uint64_t evaluations_made() { return evaluations; }

double evaluate(const GameState& state, int player, const EvalWeights& w) {
  ++evaluations;
  if (state.is_terminal()) return state.score(player).total;
  if (w.exact_last_turn && !plays_again(state, player)) return state.score(player).total;
  const Board& board = state.player(player).board;
  const PlayerScore score = state.score(player);
  double value = score.total;
  const Spaces sp(board);
  const int spaces = board.space_count();
  const Geometry& g = board.geometry();
  for (int s = 0; s < spaces; ++s) value += space_potential(board, g, sp, s, w);
  value += water_potential(board, g, sp, score.landscape.water, w);
  value += dry_potential(board, w);
  value += cards_potential(state, player, sp, w);
  value += whispers_potential(state, player, w);
  if (w.free_slot != 0) value += w.free_slot * (kMaxActiveCards - state.held_unfinished(player));
  value += sanctuaries_potential(state, player, w);
  const int turns_left = expected_turns_left(state, player);
  const int empty = board.empty_spaces();
  value += w.empty_space * std::min(empty, 3 * turns_left);
  if (empty <= 2 && turns_left > 0) value -= w.lost_turn * turns_left;
  if (w.short_turn != 0 && empty > 2 && turns_left > 0) {
    // The game ends after the turn that leaves 2 empty spaces or fewer.
    const double room = (empty - 2) / w.space_use + 1;
    if (room < turns_left) value -= w.short_turn * (turns_left - room);
  }
  return value;
}

}  // namespace harmonies
