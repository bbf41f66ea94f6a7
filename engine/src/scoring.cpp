#include "harmonies/scoring.hpp"

#include <algorithm>
#include <array>

namespace harmonies {

namespace {

bool is_mountain(const Stack& s) { return s.landscape() == Landscape::Mountain; }

bool of_terrain(const Stack& s, Terrain t) { return is_terrain(s, t); }

// Flood-fills the groups of spaces for which `member` holds; calls `on_group`
// with each group's spaces.
template <typename Member, typename OnGroup>
void for_each_group(const Board& board, Member member, OnGroup on_group) {
  const Geometry& g = board.geometry();
  std::array<bool, kMaxSpaces> seen{};
  std::array<int, kMaxSpaces> group{};
  for (int start = 0; start < g.space_count(); ++start) {
    if (seen[start] || !member(start)) continue;
    int size = 0;
    group[size++] = start;
    seen[start] = true;
    for (int i = 0; i < size; ++i) {
      for (int k = 0; k < g.neighbour_count(group[i]); ++k) {
        int n = g.neighbour(group[i], k);
        if (!seen[n] && member(n)) {
          seen[n] = true;
          group[size++] = n;
        }
      }
    }
    on_group(group.data(), size);
  }
}

// Largest shortest-path distance inside the group, counted in tokens.
int group_diameter(const Board& board, const int* spaces, int size, std::array<bool, kMaxSpaces>& in) {
  const Geometry& g = board.geometry();
  int best = 0;
  for (int i = 0; i < size; ++i) {
    std::array<int, kMaxSpaces> dist;
    dist.fill(-1);
    std::array<int, kMaxSpaces> queue{};
    int head = 0, tail = 0;
    queue[tail++] = spaces[i];
    dist[spaces[i]] = 1;
    while (head < tail) {
      int s = queue[head++];
      if (dist[s] > best) best = dist[s];
      for (int k = 0; k < g.neighbour_count(s); ++k) {
        int n = g.neighbour(s, k);
        if (in[n] && dist[n] < 0) {
          dist[n] = dist[s] + 1;
          queue[tail++] = n;
        }
      }
    }
  }
  return best;
}

}  // namespace

int neighbour_colours(const Board& board, int space) {
  const Geometry& g = board.geometry();
  unsigned colours = 0;
  for (int k = 0; k < g.neighbour_count(space); ++k) {
    const Stack& n = board.stacks[g.neighbour(space, k)];
    // A sanctuary shows no colour to a building's neighbours (RULES.md "Sanctuaries").
    if (!n.empty() && !n.sanctuary) colours |= 1u << index_of(n.top());
  }
  return __builtin_popcount(colours);
}

bool has_neighbour(const Board& board, int space, Landscape landscape) {
  const Geometry& g = board.geometry();
  for (int k = 0; k < g.neighbour_count(space); ++k)
    if (board.stacks[g.neighbour(space, k)].landscape() == landscape) return true;
  return false;
}

bool stays_dry(const Board& board, int space) {
  if (board.side != Side::D) return false;
  if (std::find(kSideDDrySpaces.begin(), kSideDDrySpaces.end(), space) == kSideDDrySpaces.end()) return false;
  return board.stacks[space].landscape() != Landscape::Water && !has_neighbour(board, space, Landscape::Water);
}

DrySpace dry_space(const Board& board, int space) {
  if (board.side != Side::D) return DrySpace::No;
  if (std::find(kSideDDrySpaces.begin(), kSideDDrySpaces.end(), space) == kSideDDrySpaces.end()) return DrySpace::No;
  return stays_dry(board, space) ? DrySpace::Dry : DrySpace::Watered;
}

int tree_points(const Board& board) {
  const auto& table = board.side == Side::D ? kSideDTreePoints : kHeightPoints;
  int points = 0;
  for (int s = 0; s < board.space_count(); ++s)
    if (board.stacks[s].landscape() == Landscape::Tree && !stays_dry(board, s))
      points += table[board.stacks[s].height];
  return points;
}

int mountain_points(const Board& board) {
  int points = 0;
  // A mountain on a dry space scores nothing, but still counts as a neighbour for the others.
  for (int s = 0; s < board.space_count(); ++s)
    if (is_mountain(board.stacks[s]) && has_neighbour(board, s, Landscape::Mountain) && !stays_dry(board, s))
      points += kHeightPoints[board.stacks[s].height];
  return points;
}

std::vector<int> group_sizes(const Board& board, Terrain terrain) {
  std::vector<int> sizes;
  for_each_group(
      board, [&](int s) { return of_terrain(board.stacks[s], terrain); },
      [&](const int*, int size) { sizes.push_back(size); });
  return sizes;
}

int field_points(const Board& board) {
  int points = 0;
  for_each_group(
      board, [&](int s) { return of_terrain(board.stacks[s], Terrain::Field); },
      [&](const int* spaces, int size) {
        if (size < kFieldMinTokens) return;
        if (board.side != Side::D) {
          points += kFieldPoints;
          return;
        }
        // Side D: 6 when at least one of its tokens is on an ordinary space, else 0.
        for (int i = 0; i < size; ++i)
          if (!stays_dry(board, spaces[i])) {
            points += kSideDFieldPoints;
            return;
          }
      });
  return points;
}

int building_points(const Board& board) {
  const bool side_c = board.side == Side::C;
  const int min_colours = side_c ? kSideCBuildingMinColours : kBuildingMinColours;
  const int each = side_c ? kSideCBuildingPoints : kBuildingPoints;
  int points = 0;
  for (int s = 0; s < board.space_count(); ++s)
    if (board.stacks[s].landscape() == Landscape::Building && !stays_dry(board, s) &&
        neighbour_colours(board, s) >= min_colours)
      points += each;
  return points;
}

int river_points(int length) {
  const int longest = static_cast<int>(kRiverPoints.size()) - 1;
  if (length <= longest) return kRiverPoints[length < 0 ? 0 : length];
  return kRiverPoints[longest] + kRiverPointsPerExtraToken * (length - longest);
}

int longest_river(const Board& board) {
  std::array<bool, kMaxSpaces> blue{};
  for (int s = 0; s < board.space_count(); ++s)
    blue[s] = board.stacks[s].landscape() == Landscape::Water;
  int best = 0;
  for_each_group(
      board, [&](int s) { return blue[s]; },
      [&](const int* spaces, int size) {
        int length = group_diameter(board, spaces, size, blue);
        if (length > best) best = length;
      });
  return best;
}

int island_count(const Board& board) {
  int islands = 0;
  for_each_group(
      board, [&](int s) { return board.stacks[s].landscape() != Landscape::Water; },
      [&](const int*, int) { ++islands; });
  return islands;
}

int water_points(const Board& board) {
  if (!scores_islands(board.side)) return river_points(longest_river(board));
  return kIslandPoints * island_count(board);
}

LandscapeScore score_landscape(const Board& board) {
  LandscapeScore score;
  score.trees = tree_points(board);
  score.mountains = mountain_points(board);
  score.fields = field_points(board);
  score.buildings = building_points(board);
  score.water = water_points(board);
  return score;
}

namespace {

// RULES.md "Sanctuaries": a neighbour, other than a sanctuary, whose top token is one of the two colours.
int points_for_neighbour(const Stack& sanctuary, const Stack& n) {
  return !n.empty() && !n.sanctuary && (n.top() == sanctuary.tokens[0] || n.top() == sanctuary.tokens[1])
             ? kSanctuaryPointsPerNeighbour
             : 0;
}

}  // namespace

int sanctuary_points_at(const Board& board, int space) {
  const Stack& sanctuary = board.stacks[space];
  if (!sanctuary.sanctuary) return 0;
  const Geometry& g = board.geometry();
  int points = 0;
  for (int k = 0; k < g.neighbour_count(space); ++k)
    points += points_for_neighbour(sanctuary, board.stacks[g.neighbour(space, k)]);
  return points;
}

int sanctuary_points_from(const Board& board, int space, int neighbour) {
  const Stack& sanctuary = board.stacks[space];
  if (!sanctuary.sanctuary) return 0;
  const Geometry& g = board.geometry();
  for (int k = 0; k < g.neighbour_count(space); ++k)
    if (g.neighbour(space, k) == neighbour) return points_for_neighbour(sanctuary, board.stacks[neighbour]);
  return 0;
}

int sanctuary_points(const Board& board) {
  int points = 0;
  for (int s = 0; s < board.space_count(); ++s) points += sanctuary_points_at(board, s);
  return points;
}

int whisper_points_at(const Board& board, int space) {
  if (!board.has_whisper(space)) return 0;
  return board.has_card_cube(space) ? kWhisperSharedPoints : kWhisperAlonePoints;
}

int whisper_points(const Board& board) {
  int points = 0;
  for (int s = 0; s < board.space_count(); ++s) points += whisper_points_at(board, s);
  return points;
}

int spirit_points(const Board& board, const SpiritRule& rule) {
  int points = 0;
  if (rule.kind == SpiritKind::Group) {
    for (int size : group_sizes(board, rule.terrain)) {
      // RULES.md "Scoring": a lone yellow is not a field, so it is no group either.
      if (rule.terrain == Terrain::Field && size < 2) continue;
      points += size >= rule.min ? rule.points : rule.small_points;
    }
    return points;
  }
  for (int s = 0; s < board.space_count(); ++s) {
    const Stack& st = board.stacks[s];
    if (!of_terrain(st, rule.terrain)) continue;
    // Heights matter for trees and mountains; other terrains count one per space.
    bool tall_enough = (rule.terrain != Terrain::Tree && rule.terrain != Terrain::Mountain) ||
                       st.height >= rule.min;
    if (tall_enough) points += rule.points;
  }
  return points;
}

}  // namespace harmonies
