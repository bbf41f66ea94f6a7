#include "harmonies/hex.hpp"

namespace harmonies {

Axial rotate(Axial a, int steps) {
  steps = ((steps % 6) + 6) % 6;
  for (int i = 0; i < steps; ++i) a = Axial{-a.r, a.q + a.r};
  return a;
}

namespace {

constexpr std::array<int, 5> kSideAColumns = {5, 4, 5, 4, 5};
constexpr std::array<int, 7> kSideBColumns = {4, 3, 4, 3, 4, 3, 4};

// "odd-q" layout: odd columns are shifted down by half a hex.
Axial axial_of(Offset o) { return Axial{o.col, o.row - (o.col - (o.col & 1)) / 2}; }

}  // namespace

Geometry::Geometry(Side side) : side_(side) {
  if (side == Side::A) {
    columns_ = static_cast<int>(kSideAColumns.size());
    for (int c = 0; c < columns_; ++c) heights_[c] = kSideAColumns[c];
  } else {
    columns_ = static_cast<int>(kSideBColumns.size());
    for (int c = 0; c < columns_; ++c) heights_[c] = kSideBColumns[c];
  }
  for (auto& column : by_axial_) column.fill(static_cast<std::int8_t>(kNoSpace));
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
      int other = space_at(Axial{axials_[s].q + d.q, axials_[s].r + d.r});
      if (other != kNoSpace) neighbours_[s][n++] = other;
    }
    neighbour_count_[s] = n;
  }
}

const Geometry& Geometry::of(Side side) {
  static const Geometry a(Side::A);
  static const Geometry b(Side::B);
  return shape_index(side) == 0 ? a : b;
}

int Geometry::space_at(Offset o) const {
  if (o.col < 0 || o.col >= columns_ || o.row < 0 || o.row >= heights_[o.col]) return kNoSpace;
  return space_at(axial_of(o));
}

int Geometry::space_at(Axial a) const {
  if (a.q < 0 || a.q >= columns_) return kNoSpace;
  int ri = a.r + kROffset;
  if (ri < 0 || ri >= kRSpan) return kNoSpace;
  return by_axial_[a.q][ri];
}

std::string_view side_name(Side side) {
  static constexpr std::array<std::string_view, kSides> kNames = {"A", "B", "C", "D"};
  return kNames[static_cast<int>(side)];
}

std::optional<Side> side_from_name(std::string_view name) {
  for (int i = 0; i < kSides; ++i)
    if (side_name(static_cast<Side>(i)) == name) return static_cast<Side>(i);
  return std::nullopt;
}

}  // namespace harmonies
