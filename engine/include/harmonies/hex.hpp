// Board geometry: the two personal-board sides, their spaces in canonical
// order (RULES.md "Board geometry") and axial hex coordinates for patterns.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

namespace harmonies {

// RULES.md "Sides C and D": C has A's shape and river, D has B's shape and islands.
enum class Side : std::uint8_t { A, B, C, D };
inline constexpr int kSides = 4;
// The shape a side shares: 0 for A and C (23 spaces, a river), 1 for B and D (25 spaces, islands).
inline constexpr int shape_index(Side side) { return side == Side::A || side == Side::C ? 0 : 1; }
inline constexpr bool scores_islands(Side side) { return shape_index(side) == 1; }

inline constexpr int kMaxSpaces = 25;  // side B; side A has 23
inline constexpr int kNoSpace = -1;

// Axial coordinates of flat-topped hexes. Directions: (0,-1) north, (0,1) south,
// (1,-1) north-east, (1,0) south-east, (-1,0) north-west, (-1,1) south-west.
struct Axial {
  int q = 0;
  int r = 0;
  bool operator==(const Axial&) const = default;
};

inline constexpr std::array<Axial, 6> kDirections = {
    {{0, -1}, {1, -1}, {1, 0}, {0, 1}, {-1, 1}, {-1, 0}}};

// Rotates by `steps` sixths of a turn clockwise about the origin.
Axial rotate(Axial a, int steps);

struct Offset {
  int col = 0;
  int row = 0;
};

// "odd-q" layout: odd columns are shifted down by half a hex.
constexpr Axial axial_of(Offset o) { return Axial{o.col, o.row - (o.col - (o.col & 1)) / 2}; }

// The fixed shape of one side: spaces, their coordinates and neighbours.
class Geometry {
 public:
  static const Geometry& of(Side side);

  Side side() const { return side_; }  // A or B: the shape
  int space_count() const { return count_; }
  int column_count() const { return columns_; }
  int column_height(int col) const { return heights_[col]; }
  Offset offset(int space) const { return offsets_[space]; }
  Axial axial(int space) const { return axials_[space]; }
  // kNoSpace when (col,row) or the axial coordinate is off the board.
  constexpr int space_at(Offset o) const {
    if (o.col < 0 || o.col >= columns_ || o.row < 0 || o.row >= heights_[o.col]) return kNoSpace;
    return space_at(axial_of(o));
  }
  constexpr int space_at(Axial a) const {
    if (a.q < 0 || a.q >= columns_) return kNoSpace;
    const int ri = a.r + kROffset;
    if (ri < 0 || ri >= kRSpan) return kNoSpace;
    return by_axial_[a.q][ri];
  }
  int neighbour_count(int space) const { return neighbour_count_[space]; }
  int neighbour(int space, int i) const { return neighbours_[space][i]; }

 private:
  // Built at compile time (see of()), so asking a board for its shape costs nothing.
  constexpr explicit Geometry(Side side);

  Side side_;
  int count_ = 0;
  int columns_ = 0;
  std::array<int, 8> heights_{};
  std::array<Offset, kMaxSpaces> offsets_{};
  std::array<Axial, kMaxSpaces> axials_{};
  std::array<std::array<int, 6>, kMaxSpaces> neighbours_{};
  std::array<int, kMaxSpaces> neighbour_count_{};
  // Axial lookup: q in [0, columns), r in [-kROffset, kRSpan - kROffset).
  static constexpr int kROffset = 4;
  static constexpr int kRSpan = 12;
  std::array<std::array<std::int8_t, kRSpan>, 8> by_axial_{};
};

// Spaces per column, west to east, of the two shapes.
inline constexpr std::array<int, 5> kSideAColumns = {5, 4, 5, 4, 5};
inline constexpr std::array<int, 7> kSideBColumns = {4, 3, 4, 3, 4, 3, 4};

constexpr Geometry::Geometry(Side side) : side_(side) {
  const bool shape_a = shape_index(side) == 0;
  columns_ = shape_a ? static_cast<int>(kSideAColumns.size()) : static_cast<int>(kSideBColumns.size());
  for (int c = 0; c < columns_; ++c) heights_[c] = shape_a ? kSideAColumns[c] : kSideBColumns[c];
  for (auto& column : by_axial_)
    for (auto& space : column) space = static_cast<std::int8_t>(kNoSpace);
  for (int c = 0; c < columns_; ++c) {
    for (int r = 0; r < heights_[c]; ++r) {
      offsets_[count_] = Offset{c, r};
      axials_[count_] = axial_of(Offset{c, r});
      by_axial_[c][axials_[count_].r + kROffset] = static_cast<std::int8_t>(count_);
      ++count_;
    }
  }
  for (int s = 0; s < count_; ++s) {
    int n = 0;
    for (Axial d : kDirections) {
      const int other = space_at(Axial{axials_[s].q + d.q, axials_[s].r + d.r});
      if (other != kNoSpace) neighbours_[s][n++] = other;
    }
    neighbour_count_[s] = n;
  }
}

inline const Geometry& Geometry::of(Side side) {
  static constexpr Geometry kShapeA(Side::A), kShapeB(Side::B);
  return shape_index(side) == 0 ? kShapeA : kShapeB;
}

std::string_view side_name(Side side);
std::optional<Side> side_from_name(std::string_view name);

}  // namespace harmonies
