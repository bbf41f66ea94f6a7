#include "harmonies/hex.hpp"

namespace harmonies {

Axial rotate(Axial a, int steps) {
  steps = ((steps % 6) + 6) % 6;
  for (int i = 0; i < steps; ++i) a = Axial{-a.r, a.q + a.r};
  return a;
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
