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
  int space_at(Offset o) const;
  int space_at(Axial a) const;
  int neighbour_count(int space) const { return neighbour_count_[space]; }
  int neighbour(int space, int i) const { return neighbours_[space][i]; }

 private:
  explicit Geometry(Side side);

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

std::string_view side_name(Side side);
std::optional<Side> side_from_name(std::string_view name);

}  // namespace harmonies
