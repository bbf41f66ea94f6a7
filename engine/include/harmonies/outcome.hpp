// How a game ends for its players (RULES.md "End of the game", "Solo mode"):
// who wins and how it was decided, and in solo the suns a score is worth.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "harmonies/hex.hpp"
#include "harmonies/scoring.hpp"

namespace harmonies {

enum class Decision : std::uint8_t {
  Solo,         // one player: no one to beat, the score turns into suns
  Points,       // one player has the highest total
  AnimalCubes,  // tied on points: the most animal cubes placed wins
  Shared,       // still tied on animal cubes: the victory is shared
};

struct Outcome {
  Decision decision = Decision::Solo;
  std::vector<int> winners;         // seats, in seat order
  std::vector<int> tied_on_points;  // seats with the highest total, in seat order
  int total = 0;                    // the winners' total
  int animal_cubes = 0;             // the winners' animal cubes
};

// The outcome for each seat's score, seat i at index i (at least one).
Outcome decide_outcome(const std::vector<PlayerScore>& scores);

// RULES.md "Solo mode": one sun per threshold reached, plus the bonuses.
inline constexpr std::array<int, 8> kSunThresholds = {40, 70, 90, 110, 130, 140, 150, 160};
inline constexpr int kSunsSideA = 1;          // playing side A
inline constexpr int kSunsWithoutSpirit = 2;  // playing without the Nature's Spirit variant
inline constexpr int kSunsGroupSpirit = 1;    // with a spirit that scores groups

// Solo suns for a score.
int solo_suns(int score, Side side, bool spirits, bool group_spirit);

}  // namespace harmonies
