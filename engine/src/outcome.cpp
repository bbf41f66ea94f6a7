#include "harmonies/outcome.hpp"

#include <algorithm>

namespace harmonies {

Outcome decide_outcome(const std::vector<PlayerScore>& scores) {
  Outcome out;
  if (scores.empty()) return out;
  int best_total = scores[0].total;
  for (const PlayerScore& s : scores) best_total = std::max(best_total, s.total);
  int best_cubes = -1;
  for (int i = 0; i < static_cast<int>(scores.size()); ++i) {
    if (scores[i].total != best_total) continue;
    out.tied_on_points.push_back(i);
    best_cubes = std::max(best_cubes, scores[i].animal_cubes);
  }
  for (int i : out.tied_on_points)
    if (scores[i].animal_cubes == best_cubes) out.winners.push_back(i);
  out.total = best_total;
  out.animal_cubes = best_cubes;
  if (scores.size() == 1)
    out.decision = Decision::Solo;
  else if (out.winners.size() > 1)
    out.decision = Decision::Shared;
  else if (out.tied_on_points.size() > 1)
    out.decision = Decision::AnimalCubes;
  else
    out.decision = Decision::Points;
  return out;
}

int solo_suns(int score, Side side, bool spirits, bool group_spirit) {
  int suns = 0;
  for (int threshold : kSunThresholds) suns += score >= threshold;
  if (side == Side::A) suns += kSunsSideA;
  if (!spirits) suns += kSunsWithoutSpirit;
  if (spirits && group_spirit) suns += kSunsGroupSpirit;
  return suns;
}

}  // namespace harmonies
