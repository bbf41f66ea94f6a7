// The bots' judgement of a position for one player: the points the board
// scores now plus what it is on its way to scoring (trunks waiting for a
// green, fields of one, habitats half-built, room left to build), minus the
// turns lost when the board fills up before the pouch runs out. In points.
#pragma once

#include "harmonies/state.hpp"

namespace harmonies {

struct EvalWeights {
  double trunk[3] = {0, 1.6, 4.2};  // a brown stack of height 1 or 2 that a green will crown
  double mountain_growth = 0.9;     // per level a mountain can still grow (1 -> 3, 3 -> 7)
  double lonely_mountain = 0.55;    // share of its points a mountain with no mountain beside it may still get
  double lone_field = 2.2;          // a lone yellow with an empty neighbour
  double building_base = 1.2;       // a brown, gray or red of height 1 a red could turn into a building
  double building_colours = 1.3;    // an unscored building: per missing colour it still has room for
  double river_end = 1.8;           // side A: the best river can grow at an end
  double island_room = 0.8;         // side B: an empty space beside water (islands can still be cut)
  double dry_rescue = 0.6;          // side D: share of what a tree, mountain or building on a dry space
                                    // would score once watered, while a blue can still reach it
  double card_progress = 1.2;       // share of a held card's next ladder gain, times closeness^2
  double card_later = 0;            // share of its gains beyond the next cube, times closeness^2 (0: off)
  double free_slot = 0;             // per place left in the 4-card limit (0: off)
  double whisper_cube = 1.2;        // a whisper cube still to place (2 points alone, 5 shared, once placed)
  double open_tile = 0.5;           // share of what an unbuilt sanctuary would score on its best base
  double sanctuary_room = 0.8;      // an empty neighbour of a built sanctuary (its colours may come)
  double empty_space = 3.5;         // room to build while turns remain
  double lost_turn = 7.0;           // per own turn lost when this board ends the game early
  // Per own turn the board will not have room for, at `space_use` empty spaces filled per turn, before
  // the pouch runs out (0: off, as at commit 0e25bd5).
  double short_turn = 0;
  double space_use = 1.7;
  // A player who will not play again once the current turn ends is judged by their points alone:
  // nothing on the way will be finished (off: the hard bot of commit 0e25bd5).
  bool exact_last_turn = true;
};

// Will `player` play another turn after the current one ends (RULES.md "End of the game": the end
// triggered by the pouch or by the current player's board, the round finished)? The current turn is
// assumed to take a spot.
bool plays_again(const GameState& state, int player);

// Turns the player still expects to play (from the pouch's count, which everyone sees).
int expected_turns_left(const GameState& state, int player);
double evaluate(const GameState& state, int player, const EvalWeights& weights = {});

// How many times evaluate() has run on this thread: the bots' unit of work, a clock that runs the same
// on every machine (the hard bot's cap per turn is counted in it, so its turns do not depend on speed).
std::uint64_t evaluations_made();

}  // namespace harmonies
