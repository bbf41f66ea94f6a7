// The numbers of the rules as the screens write them, read from the engine's
// tables (scoring.hpp, outcome.hpp) so that no screen keeps its own copy.
#pragma once

#include <array>
#include <string>

#include "harmonies/outcome.hpp"
#include "harmonies/scoring.hpp"
#include "model/text.hpp"

namespace harmonies::ui {

// Points by height from one of the tables: "1, 3 or 7" ("1, 3 ou 7").
inline std::string points_or_text(const std::array<int, kMaxHeight + 1>& by_height) {
  std::string out;
  for (int h = 1; h < kMaxHeight; ++h) out += (h == 1 ? "" : ", ") + std::to_string(by_height[h]);
  return tr(Text::game_numbers_or, {{"list", out}, {"last", by_height[kMaxHeight]}});
}

// Trees and mountains by height (side D's trees on ordinary spaces: points_or_text(kSideDTreePoints)).
inline std::string height_points_text() { return points_or_text(kHeightPoints); }

// A river of 1..6 tokens: "0/2/5/8/11/15".
inline std::string river_points_text() {
  std::string out;
  for (size_t length = 1; length < kRiverPoints.size(); ++length)
    out += (length == 1 ? "" : "/") + std::to_string(kRiverPoints[length]);
  return out;
}

// The longest river the table lists: 6.
inline int river_table_length() { return static_cast<int>(kRiverPoints.size()) - 1; }

// Solo: the scores that earn a sun each, "40, 70, 90, 110, 130, 140, 150, 160".
inline std::string sun_thresholds_text() {
  std::string out;
  for (size_t i = 0; i < kSunThresholds.size(); ++i) out += (i ? ", " : "") + std::to_string(kSunThresholds[i]);
  return out;
}

}  // namespace harmonies::ui
